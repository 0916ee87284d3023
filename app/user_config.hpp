#pragma once
// The player's own settings, in the config directory ($XDG_CONFIG_HOME/cryptforge or
// ~/.config/cryptforge): key rebinding (keys.yaml), the UI size (settings.yaml) and where
// ImGui keeps the editor's panel placement. Problems go to stderr; defaults stay.

#include <filesystem>
#include <string>
#include <vector>

#include "app/keymap.hpp"

namespace cf {

// The config directory, created if missing; empty when there is none.
std::filesystem::path config_dir();
// imgui.ini in the config directory (outside content/), or empty.
std::string editor_ini_path();
// The default keymap with keys.yaml applied over it.
Keymap load_keymap();
// ui_size from settings.yaml (0.5 to 4), which multiplies the monitor's content scale;
// 1 when unset or wrong.
float load_ui_size();
// `layers:` from settings.yaml: content folders loaded over the bundled content, in order,
// when no --content is given (relative paths are relative to the config directory).
std::vector<std::string> load_layers_setting();

}  // namespace cf
