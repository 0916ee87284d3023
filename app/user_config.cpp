#include "app/user_config.hpp"

#include <yaml-cpp/yaml.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

namespace cf {

namespace {

constexpr float kMinUiSize = 0.5f;
constexpr float kMaxUiSize = 4.0f;

std::string read_text(const std::filesystem::path& path, bool& found) {
    std::ifstream in(path);
    found = static_cast<bool>(in);
    std::ostringstream text;
    if (found) text << in.rdbuf();
    return text.str();
}

}  // namespace

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

Keymap load_keymap() {
    Keymap keymap;
    const std::filesystem::path dir = config_dir();
    if (dir.empty()) return keymap;
    bool found = false;
    const std::string text = read_text(dir / "keys.yaml", found);
    if (!found) return keymap;
    for (const std::string& problem : keymap.rebind(text, (dir / "keys.yaml").string())) {
        std::cerr << "cryptforge: " << problem << "\n";
    }
    return keymap;
}

float load_ui_size() {
    const std::filesystem::path dir = config_dir();
    if (dir.empty()) return 1.0f;
    const std::filesystem::path path = dir / "settings.yaml";
    bool found = false;
    const std::string text = read_text(path, found);
    if (!found) return 1.0f;
    try {
        const YAML::Node root = YAML::Load(text);
        const YAML::Node size = root.IsMap() ? root["ui_size"] : YAML::Node();
        if (!size) return 1.0f;
        const float value = size.as<float>();
        if (value >= kMinUiSize && value <= kMaxUiSize) return value;
        std::cerr << "cryptforge: " << path.string() << ":" << size.Mark().line + 1
                  << ": ui_size must be from 0.5 to 4, not " << size.Scalar() << "\n";
    } catch (const YAML::Exception& e) {
        std::cerr << "cryptforge: " << path.string() << ":" << e.mark.line + 1 << ":"
                  << e.mark.column + 1 << ": ui_size: " << e.msg << "\n";
    }
    return 1.0f;
}

std::vector<std::string> load_layers_setting() {
    std::vector<std::string> layers;
    const std::filesystem::path dir = config_dir();
    if (dir.empty()) return layers;
    const std::filesystem::path path = dir / "settings.yaml";
    bool found = false;
    const std::string text = read_text(path, found);
    if (!found) return layers;
    try {
        const YAML::Node root = YAML::Load(text);
        const YAML::Node list = root.IsMap() ? root["layers"] : YAML::Node();
        if (!list) return layers;
        if (!list.IsSequence()) {
            std::cerr << "cryptforge: " << path.string() << ":" << list.Mark().line + 1
                      << ": layers must be a list of content folders\n";
            return layers;
        }
        for (const YAML::Node& item : list) {
            if (!item.IsScalar() || item.Scalar().empty()) {
                std::cerr << "cryptforge: " << path.string() << ":" << item.Mark().line + 1
                          << ": each layer is a content folder\n";
                continue;
            }
            const std::filesystem::path folder(item.Scalar());
            layers.push_back(folder.is_absolute() ? folder.string() : (dir / folder).string());
        }
    } catch (const YAML::Exception& e) {
        std::cerr << "cryptforge: " << path.string() << ":" << e.mark.line + 1 << ":"
                  << e.mark.column + 1 << ": layers: " << e.msg << "\n";
    }
    return layers;
}

}  // namespace cf
