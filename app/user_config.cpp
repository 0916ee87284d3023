#include "app/user_config.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <optional>
#include <string_view>
#include <utility>

#include "app/config_text.hpp"
#include "engine/core/file_read.hpp"
#include "engine/yaml/yaml_entries.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

namespace {

// A plain (untagged, unquoted) scalar written as YAML 1.2's core schema writes a decimal
// number: no leading zeros, no hex or octal, no .inf or .nan; a fraction and an exponent
// only where `fraction` allows them.
bool is_core_decimal(const YAML::Node& node, bool fraction) {
    if (!node.IsScalar() || node.Tag() != "?") return false;
    const std::string& s = node.Scalar();
    std::size_t i = (!s.empty() && (s[0] == '-' || s[0] == '+')) ? 1 : 0;
    const std::size_t digits_at = i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    const std::size_t whole = i - digits_at;
    if (whole > 1 && s[digits_at] == '0') return false;
    if (!fraction) return whole > 0 && i == s.size();
    std::size_t after_point = 0;
    if (i < s.size() && s[i] == '.') {
        ++i;
        const std::size_t at = i;
        while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
        after_point = i - at;
    }
    if (whole == 0 && after_point == 0) return false;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
        const std::size_t at = i;
        while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
        if (i == at) return false;
    }
    return i == s.size();
}

std::string setting_spelling(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '-' || c == ' ') {
            out += '_';
        } else {
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    return out;
}

void read_ui_size(const YAML::Node& node, const YamlReport& ctx, PlayerSettings& out) {
    const std::string range = "from 0.5 to 4";  // kMinUiSize, kMaxUiSize
    if (!is_core_decimal(node, true)) {
        ctx.report(node.Mark(), "ui_size must be a number " + range + ", e.g. 1.5");
        return;
    }
    const float value = std::strtof(node.Scalar().c_str(), nullptr);
    if (!(value >= kMinUiSize && value <= kMaxUiSize)) {
        ctx.report(node.Mark(), "ui_size is " + node.Scalar() + ", but must be " + range);
        return;
    }
    out.ui_size = value;
}

void read_travel_speed(const YAML::Node& node, const YamlReport& ctx, PlayerSettings& out) {
    if (node.IsScalar() && node.Tag() == "?" && setting_spelling(node.Scalar()) == "instant") {
        out.travel_speed.steps_per_second = WalkPace::kInstant;
        return;
    }
    const std::string want = "travel_speed must be a whole number of steps per second from 1 to " +
                             std::to_string(WalkPace::kMax) + ", or instant";
    if (!is_core_decimal(node, false)) {
        ctx.report(node.Mark(), want);
        return;
    }
    const long value = std::strtol(node.Scalar().c_str(), nullptr, 10);
    if (value < 1 || value > WalkPace::kMax || node.Scalar().size() > 5) {
        ctx.report(node.Mark(), want + ", not " + node.Scalar());
        return;
    }
    out.travel_speed.steps_per_second = static_cast<int>(value);
}

void read_pickup(const YAML::Node& node, const YamlReport& ctx, PlayerSettings& out) {
    std::vector<YAML::Node> names;
    if (node.IsScalar()) {
        names.push_back(node);
    } else if (node.IsSequence()) {
        for (const YAML::Node& n : node) names.push_back(n);
    } else if (!node.IsNull()) {
        ctx.report(node.Mark(), "explore_pickup must be a list such as [consumables, equipment]");
        return;
    }
    AutoPickup pickup;
    for (const YAML::Node& n : names) {
        const std::string name = n.IsScalar() ? setting_spelling(n.Scalar()) : std::string();
        if (name == "consumables") {
            pickup.consumables = true;
        } else if (name == "equipment") {
            pickup.equipment = true;
        } else if (name == "all") {
            pickup = {true, true};
        } else if (name != "none" && name != "off") {
            ctx.report(n.Mark(),
                       "explore_pickup: unknown kind '" + (n.IsScalar() ? n.Scalar() : "?") +
                           "' (the kinds are consumables, equipment and all; none picks up "
                           "nothing)");
            return;
        }
    }
    out.explore_pickup = pickup;
}

void read_layers(const YAML::Node& node, const YamlReport& ctx, PlayerSettings& out) {
    if (!node.IsSequence()) {
        ctx.report(node.Mark(), "layers must be a list of content folders, e.g. [mods/hard]");
        return;
    }
    std::vector<std::string> layers;
    for (const YAML::Node& item : node) {
        if (!item.IsScalar() || item.Scalar().empty()) {
            ctx.report(item.Mark(), "each of layers is a content folder");
            return;
        }
        layers.push_back(item.Scalar());
    }
    out.layers = std::move(layers);
}

// Each key of settings.yaml and what reads its value.
using SettingReader = void (*)(const YAML::Node&, const YamlReport&, PlayerSettings&);
constexpr std::array<std::pair<std::string_view, SettingReader>, 4> kSettingReaders = {{
    {"ui_size", read_ui_size},
    {"travel_speed", read_travel_speed},
    {"explore_pickup", read_pickup},
    {"layers", read_layers},
}};

std::string unknown_key_message(const std::string& key) {
    std::string message = "unknown key '" + key + "' in settings.yaml";
    for (const auto& [known, read] : kSettingReaders) {
        if (setting_spelling(key) == known)
            return message + " (did you mean '" + std::string(known) + "'?)";
    }
    return message + " (the keys are ui_size, travel_speed, explore_pickup and layers)";
}

// The file's text, or nullopt: missing (no problem) or unreadable (a problem).
std::optional<std::string> read_config_file(const std::filesystem::path& path,
                                            std::vector<Problem>& problems) {
    std::error_code ec;
    if (std::filesystem::symlink_status(path, ec).type() == std::filesystem::file_type::not_found)
        return std::nullopt;
    FileRead file = read_regular_file(path.string(), kMaxConfigFileBytes);
    if (!file.text) {
        problems.push_back({path.string(), 0, 0, file.error + "; it is not used"});
        return std::nullopt;
    }
    return std::move(file.text);
}

PlayerSettings read_settings(const std::string& text, const std::string& file_name,
                             std::vector<Problem>& problems) {
    PlayerSettings out;
    const YamlReport ctx{file_name, &problems};
    const std::optional<YAML::Node> root = parse_config_yaml(text, file_name, problems);
    if (!root) return out;
    for (const MapEntry& entry : map_entries(*root, ctx, "settings.yaml")) {
        if (entry.value.IsNull() && entry.key != "explore_pickup") {
            ctx.report(entry.key_node.Mark(), "'" + entry.key + "' has no value");
            continue;
        }
        const auto reader = std::find_if(kSettingReaders.begin(), kSettingReaders.end(),
                                         [&](const auto& r) { return r.first == entry.key; });
        if (reader != kSettingReaders.end()) {
            reader->second(entry.value, ctx, out);
        } else {
            ctx.report(entry.key_node.Mark(), unknown_key_message(entry.key));
        }
    }
    return out;
}

}  // namespace

PlayerSettings parse_settings(const std::string& text, const std::string& file_name,
                              std::vector<Problem>& problems) {
    std::vector<Problem> found;
    PlayerSettings out = read_settings(text, file_name, found);
    sort_by_place(found);
    problems.insert(problems.end(), found.begin(), found.end());
    return out;
}

UserConfig load_user_config(const std::filesystem::path& dir) {
    UserConfig config;
    if (dir.empty()) return config;
    if (auto keys = read_config_file(dir / "keys.yaml", config.problems)) {
        for (Problem& p : config.keymap.rebind(*keys, (dir / "keys.yaml").string()))
            config.problems.push_back(std::move(p));
    }
    if (auto settings = read_config_file(dir / "settings.yaml", config.problems)) {
        config.settings =
            parse_settings(*settings, (dir / "settings.yaml").string(), config.problems);
    }
    return config;
}

std::filesystem::path config_dir() {
    namespace fs = std::filesystem;
    fs::path dir;
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) {
        dir = fs::path(xdg) / "cryptforge";
    } else if (const char* home = std::getenv("HOME"); home && *home) {
        dir = fs::path(home) / ".config" / "cryptforge";
    } else {
        return {};
    }
    std::error_code ec;
    fs::create_directories(dir, ec);
    return ec ? fs::path() : dir;
}

std::string editor_ini_path() {
    const std::filesystem::path dir = config_dir();
    return dir.empty() ? std::string() : (dir / "imgui.ini").string();
}

std::vector<std::string> load_layers_setting() {
    const std::filesystem::path dir = config_dir();
    if (dir.empty()) return {};
    std::vector<std::string> layers;
    for (const std::string& layer : load_user_config(dir).settings.layers) {
        const std::filesystem::path folder(layer);
        layers.push_back(folder.is_absolute() ? folder.string() : (dir / folder).string());
    }
    return layers;
}

}  // namespace cf
