#pragma once
// The command line (see README): parsed into options, or a message and exit code 2.
// `cryptforge --help` lists every option (app/cli.hpp builds them).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cf {

// Bounds of the numbers the command line takes (each refused outside them, naming them).
// A window larger than the screen is opened at the screen's size instead (game_app.cpp).
inline constexpr int kMinWindowWidth = 320;
inline constexpr int kMaxWindowWidth = 7680;
inline constexpr int kMinWindowHeight = 240;
inline constexpr int kMaxWindowHeight = 4320;
inline constexpr int kMaxSeekTurn = 1'000'000'000;
inline constexpr int kMaxFrames = 10'000'000;

struct Options {
    // --content DIR, repeatable: layers of content, base first ({}: the bundled content,
    // with the `layers:` of the user's settings.yaml on top).
    std::vector<std::string> content_dirs;
    std::optional<std::uint64_t> seed;  // --seed N; random when absent
    bool new_game = false;              // --new-game: skip the main menu
    std::string map;                    // --map FILE: prefab level
    std::string replay;                 // --replay FILE
    std::optional<int> seek;            // --seek TURN: stop the replay when the game reaches TURN
    // --at-turn TURN: play the replay whole, then show TURN: the editor's Timeline is put
    // there, and --dump-state writes that moment.
    std::optional<int> at_turn;
    std::string history;        // --history ENTITY.FIELD: print that field's history (headless)
    bool headless = false;      // --headless: no window
    std::string dump_state;     // --dump-state FILE, written on exit
    std::optional<int> frames;  // --frames N: exit after N frames
    std::string screenshot;     // --screenshot FILE, written on exit
    bool editor = false;        // --editor: start in the editor layout
    std::string record;         // --record FILE: write the session's commands as a replay
    std::string
        save;  // --save FILE: the save file ("" = the platform's default; an empty FILE is refused)
    bool overwrite_save =
        false;                   // --overwrite-save: a new game may replace the save (kept as .bak)
    bool continue_game = false;  // --continue: load the save instead of the menu
    bool api = false;            // --api: open the automation API (README: Automation API)
    std::string api_socket;      // --api-socket PATH ("": $XDG_RUNTIME_DIR/cryptforge/api.sock)
    std::optional<int> api_port;  // --api-port N: also TCP on 127.0.0.1, token required
    int window_width = 1280;      // --window-size WxH: the window's first client size
    int window_height = 720;
    bool window_size_given = false;
};

struct ParsedOptions {
    std::optional<Options> options;  // nullopt: print `message` and exit with `exit_code`
    std::string message;
    int exit_code = 0;  // 0 for --help (message: the help), 2 for bad arguments
};

// `args`: the words after the program's name (a subcommand's are not parsed here).
ParsedOptions parse_command_line(const std::vector<std::string>& args);

}  // namespace cf
