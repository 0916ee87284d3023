#pragma once
// The player's own settings, in the config directory ($XDG_CONFIG_HOME/cryptforge or
// ~/.config/cryptforge): key rebinding (keys.yaml), settings.yaml, and where ImGui keeps
// the editor's panel placement. Both files are read once at start-up, as regular files
// of a bounded size (a FIFO or /dev/zero in their place is a problem, never a hang); every
// mistake is one problem with file:line:col, shown in the window and on stderr, and
// everything else in the file still applies.

#include <filesystem>
#include <string>
#include <vector>

#include "app/keymap.hpp"
#include "app/walk_pacer.hpp"
#include "engine/core/problem.hpp"
#include "engine/rules/walk.hpp"

namespace cf {

// settings.yaml, every key optional:
//   ui_size: 1.5                      # 0.5 to 4, times the window's automatic UI scale
//   travel_speed: 20                  # steps per second of travel and explore, or instant
//   explore_pickup: [consumables]     # also equipment, all; or none
//   layers: [mods/hard]               # content folders over the bundled content, in order
struct PlayerSettings {
    float ui_size = 1.0f;
    WalkPace travel_speed;
    AutoPickup explore_pickup{true, false};  // potions and scrolls, as DCSS does
    // Content folders loaded over the bundled content when no --content is given; as
    // written (relative ones are relative to the config directory: see load_layers_setting).
    std::vector<std::string> layers;

    friend bool operator==(const PlayerSettings&, const PlayerSettings&) = default;
};

inline constexpr float kMinUiSize = 0.5f;
inline constexpr float kMaxUiSize = 4.0f;
// The most either file may hold: far above any real one.
inline constexpr std::size_t kMaxConfigFileBytes = std::size_t{64} * 1024;

// settings.yaml's text over the defaults; problems are added to `problems`.
PlayerSettings parse_settings(const std::string& text, const std::string& file_name,
                              std::vector<Problem>& problems);

// Both files, read once.
struct UserConfig {
    Keymap keymap;
    PlayerSettings settings;
    std::vector<Problem> problems;  // keys.yaml's, then settings.yaml's
};
// Reads keys.yaml and settings.yaml from `dir` (empty: the defaults). A missing file is
// no problem; anything else that keeps a file from being read is one.
UserConfig load_user_config(const std::filesystem::path& dir);

// The config directory, created if missing; empty when there is none.
std::filesystem::path config_dir();
// imgui.ini in the config directory (outside content/), or empty.
std::string editor_ini_path();
// `layers:` of the config directory's settings.yaml, each folder made absolute against
// that directory; empty when unset. Its problems are shown with the rest of the settings'.
std::vector<std::string> load_layers_setting();

}  // namespace cf
