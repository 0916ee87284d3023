#include "app/command_line.hpp"

#include <limits>
#include <sstream>

#include "app/cli.hpp"
#include "app/commands.hpp"

namespace cf {

namespace {

// "WxH", each side within the window bounds (command_line.hpp); "" when it is one.
std::string window_size_problem(const std::string& text, int& width, int& height) {
    const std::string shape = "must be WIDTHxHEIGHT, like 1280x720, with a width from " +
                              std::to_string(kMinWindowWidth) + " to " +
                              std::to_string(kMaxWindowWidth) + " and a height from " +
                              std::to_string(kMinWindowHeight) + " to " +
                              std::to_string(kMaxWindowHeight) + " pixels";
    const auto x = text.find('x');
    if (x == std::string::npos) return shape + ", not '" + text + "'";
    const auto w = parse_whole_number<int>(text.substr(0, x));
    const auto h = parse_whole_number<int>(text.substr(x + 1));
    if (!w || !h || *w < kMinWindowWidth || *w > kMaxWindowWidth || *h < kMinWindowHeight ||
        *h > kMaxWindowHeight)
        return shape + ", not '" + text + "'";
    width = *w;
    height = *h;
    return {};
}

void add_window_size(CLI::App& app, Options& o) {
    app.add_option_function<std::string>(
           "--window-size",
           [&o](const std::string& text) {
               window_size_problem(text, o.window_width, o.window_height);
               o.window_size_given = true;
           },
           "the window's first size in pixels (default 1280x720)")
        ->check(CLI::Validator(
            [](std::string& text) {
                int w = 0, h = 0;
                return window_size_problem(text, w, h);
            },
            "", "window size"))
        ->type_name("WxH");
}

// The options, each with the help `cryptforge --help` prints (README: Command line).
void add_options(CLI::App& app, Options& o, std::uint64_t& seed, int& seek, int& at_turn,
                 int& frames, int& api_port) {
    cli::texts(app, "--content", o.content_dirs,
               "content folder; repeat to load layers on top of it, base first (default: the "
               "bundled content/ with settings.yaml's layers:)",
               "DIR");
    cli::number<std::uint64_t>(app, "--seed", seed, 0, std::numeric_limits<std::uint64_t>::max(),
                               "RNG seed (default: random)");
    cli::flag(app, "--new-game", o.new_game,
              "skip the main menu and start a new game (refused where a save exists, unless "
              "--overwrite-save)");
    cli::text(app, "--map", o.map, "play a hand-drawn prefab level instead of a generated floor",
              "FILE");
    cli::text(app, "--replay", o.replay,
              "play back a recording or a hand-written replay, then go on interactively (or exit "
              "with --headless)",
              "FILE");
    cli::number(app, "--seek", seek, 0, kMaxSeekTurn,
                "with --replay: stop the replay when the game reaches this turn", "TURN");
    cli::number(app, "--at-turn", at_turn, 0, kMaxSeekTurn,
                "with --replay: play it whole, then show this turn (the editor's Timeline is put "
                "there; --dump-state writes that moment)",
                "TURN");
    cli::flag(app, "--headless", o.headless, "no window; needs --replay, --new-game or --continue");
    cli::text(app, "--dump-state", o.dump_state, "on exit, write the game state as YAML", "FILE");
    cli::number(app, "--frames", frames, 1, kMaxFrames, "exit after this many rendered frames");
    cli::text(app, "--screenshot", o.screenshot,
              "on exit, write the last frame (the whole window) as PNG", "FILE");
    cli::flag(app, "--editor", o.editor, "start in the editor layout");
    cli::text(app, "--record", o.record,
              "on exit, write this session's whole timeline as a self-contained recording", "FILE");
    // An unset variable in a script must not quietly mean the user's real save.
    cli::text(app, "--save", o.save, "the save file (default $XDG_DATA_HOME/cryptforge/save.yaml)",
              "FILE", "needs a file name (leave --save out for the default save)");
    cli::flag(app, "--continue", o.continue_game, "load the save instead of showing the menu");
    cli::flag(app, "--overwrite-save", o.overwrite_save,
              "let a new game from the command line replace an existing save (kept as .bak)");
    add_window_size(app, o);
    cli::flag(app, "--api", o.api,
              "open the automation API: JSON-RPC 2.0 on a Unix socket in "
              "$XDG_RUNTIME_DIR/cryptforge/ (0600); with --headless the game then waits for its "
              "requests until session.close or SIGTERM");
    cli::text(app, "--api-socket", o.api_socket,
              "with --api: the socket's path instead of the default", "PATH");
    cli::number(
        app, "--api-port", api_port, 0, 65535,
        "with --api: also listen on 127.0.0.1:N (0: any free port); clients present the token "
        "written beside the socket",
        "N");
    cli::text(app, "--history", o.history,
              "with --headless: print the history of one field over the run (ENTITY is an id or "
              "player)",
              "ENTITY.FIELD");
}

std::string commands_footer() {
    std::string out = "\nCommands (each with its own --help):\n";
    for (const Subcommand& c : subcommands())
        out += "  cryptforge " + c.name + "  " + c.summary + "\n";
    return out;
}

// Combinations the options cannot make sense of; "" when there is none.
std::string conflict(const Options& o) {
    if (o.headless && o.replay.empty() && !o.new_game && !o.continue_game && !o.api)
        return "--headless needs --replay FILE, --new-game, --continue or --api";
    if (!o.api && (!o.api_socket.empty() || o.api_port))
        return "--api-socket and --api-port need --api";
    if (o.continue_game && (o.new_game || !o.replay.empty() || !o.map.empty()))
        return "--continue cannot be combined with --new-game, --replay or --map";
    if (o.headless && o.window_size_given) return "--window-size needs a window; drop --headless";
    if (o.headless && !o.screenshot.empty()) return "--screenshot needs a window; drop --headless";
    if (o.seek && o.replay.empty()) return "--seek needs --replay FILE";
    if (o.at_turn && o.replay.empty()) return "--at-turn needs --replay FILE";
    if (o.at_turn && o.seek)
        return "--at-turn plays the replay whole and --seek cuts it short: give one of them";
    if (o.at_turn && !o.headless && !o.editor)
        return "--at-turn shows the turn in the editor's Timeline: add --editor (or --headless)";
    if (!o.history.empty() && !o.headless) return "--history prints a table; add --headless";
    return {};
}

}  // namespace

ParsedOptions parse_command_line(const std::vector<std::string>& args) {
    Options o;
    std::uint64_t seed = 0;
    int seek = 0;
    int at_turn = 0;
    int frames = 0;
    int api_port = 0;
    auto app = cli::command("cryptforge", "Cryptforge: a roguelike and the tool to make it.");
    add_options(*app, o, seed, seek, at_turn, frames, api_port);
    app->footer(commands_footer());
    std::ostringstream out, err;
    if (const std::optional<int> exit = cli::parse(*app, args, out, err))
        return {std::nullopt, *exit == 0 ? out.str() : err.str(), *exit};
    if (app->count("--seed")) o.seed = seed;
    if (app->count("--seek")) o.seek = seek;
    if (app->count("--at-turn")) o.at_turn = at_turn;
    if (app->count("--frames")) o.frames = frames;
    if (app->count("--api-port")) o.api_port = api_port;
    if (const std::string why = conflict(o); !why.empty())
        return {std::nullopt, "cryptforge: " + why + " (see 'cryptforge --help')\n",
                cli::kBadArguments};
    return {o, "", 0};
}

}  // namespace cf
