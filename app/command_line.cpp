#include "app/command_line.hpp"

#include <charconv>
#include <functional>
#include <map>

namespace cf {

namespace {

template <class T>
bool parse_number(const std::string& text, T& out) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size();
}

// "WxH" with both sides from 320 to 16384 pixels.
bool parse_window_size(const std::string& text, int& width, int& height) {
    const auto x = text.find('x');
    if (x == std::string::npos) return false;
    int w = 0, h = 0;
    if (!parse_number(text.substr(0, x), w) || !parse_number(text.substr(x + 1), h)) return false;
    if (w < 320 || h < 240 || w > 16384 || h > 16384) return false;
    width = w;
    height = h;
    return true;
}

ParsedOptions fail(std::string message) {
    return {std::nullopt, "cryptforge: " + message + "\n" + usage_text(), 2};
}

}  // namespace

std::string usage_text() {
    return "usage: cryptforge [--content DIR]... [--seed N] [--new-game] [--map FILE]\n"
           "                  [--replay FILE] [--seek TURN] [--headless] [--dump-state FILE]\n"
           "                  [--frames N] [--screenshot FILE] [--editor] [--record FILE]\n"
           "                  [--save FILE] [--continue] [--overwrite-save] [--window-size WxH]\n"
           "                  [--history ENTITY.FIELD]\n"
           "       cryptforge diff A.yaml B.yaml\n"
           "       cryptforge def ID[.FIELD] [--content DIR]...\n";
}

ParsedOptions parse_command_line(const std::vector<std::string>& args) {
    Options o;
    using Setter = std::function<bool(const std::string&)>;
    const std::map<std::string, Setter> with_value = {
        {"--content",
         [&](const std::string& v) {
             o.content_dirs.push_back(v);
             return true;
         }},
        {"--seed",
         [&](const std::string& v) {
             std::uint64_t s = 0;
             if (!parse_number(v, s)) return false;
             o.seed = s;
             return true;
         }},
        {"--map",
         [&](const std::string& v) {
             o.map = v;
             return true;
         }},
        {"--replay",
         [&](const std::string& v) {
             o.replay = v;
             return true;
         }},
        {"--seek",
         [&](const std::string& v) {
             int n = 0;
             if (!parse_number(v, n) || n < 0) return false;
             o.seek = n;
             return true;
         }},
        {"--history",
         [&](const std::string& v) {
             o.history = v;
             return true;
         }},
        {"--dump-state",
         [&](const std::string& v) {
             o.dump_state = v;
             return true;
         }},
        {"--frames",
         [&](const std::string& v) {
             int n = 0;
             if (!parse_number(v, n) || n < 1) return false;
             o.frames = n;
             return true;
         }},
        {"--screenshot",
         [&](const std::string& v) {
             o.screenshot = v;
             return true;
         }},
        {"--record",
         [&](const std::string& v) {
             o.record = v;
             return true;
         }},
        {"--save",
         [&](const std::string& v) {
             o.save = v;
             return true;
         }},
        {"--window-size",
         [&](const std::string& v) {
             o.window_size_given = true;
             return parse_window_size(v, o.window_width, o.window_height);
         }},
    };
    const std::map<std::string, bool*> flags = {{"--new-game", &o.new_game},
                                                {"--headless", &o.headless},
                                                {"--editor", &o.editor},
                                                {"--continue", &o.continue_game},
                                                {"--overwrite-save", &o.overwrite_save}};

    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--help" || arg == "-h") return {std::nullopt, usage_text(), 0};
        if (auto f = flags.find(arg); f != flags.end()) {
            *f->second = true;
            continue;
        }
        auto s = with_value.find(arg);
        if (s == with_value.end()) return fail("unknown option '" + arg + "'");
        if (i + 1 >= args.size()) return fail(arg + " needs a value");
        const std::string& value = args[++i];
        // An unset variable in a script must not quietly mean the user's real save.
        if (arg == "--save" && value.empty())
            return fail("--save needs a file name (leave --save out for the default save)");
        if (!s->second(value)) return fail("bad value '" + value + "' for " + arg);
    }
    if (o.headless && o.replay.empty() && !o.new_game && !o.continue_game) {
        return fail("--headless needs --replay FILE, --new-game or --continue");
    }
    if (o.continue_game && (o.new_game || !o.replay.empty() || !o.map.empty())) {
        return fail("--continue cannot be combined with --new-game, --replay or --map");
    }
    if (o.headless && o.window_size_given)
        return fail("--window-size needs a window; drop --headless");
    if (o.headless && !o.screenshot.empty())
        return fail("--screenshot needs a window; drop --headless");
    if (o.seek && o.replay.empty()) return fail("--seek needs --replay FILE");
    if (!o.history.empty() && !o.headless) return fail("--history prints a table; add --headless");
    return {o, "", 0};
}

}  // namespace cf
