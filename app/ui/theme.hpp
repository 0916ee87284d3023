#pragma once
// The player-facing UI's colours and the ImGui style that goes with the tileset.

#include <imgui.h>

#include "engine/world/message_log.hpp"

namespace cf {

// The UI font's size at scale 1, in pixels.
inline constexpr float kUiFontSize = 14.0f;

ImVec4 tone_color(Tone tone);
// The style, its paddings and roundings multiplied by `scale`.
void apply_game_style(float scale);
// Loads the UI fonts at `scale` times their size (DejaVu Sans Mono from
// fonts-dejavu-core, ImGui's built-in font scaled when it is missing); call before the
// first frame. Returns the large title font.
ImFont* load_ui_fonts(float scale);
// The UI scale the fonts were loaded at (monitor content scale x the UI size setting),
// read back from the font so there is one source; 1 before fonts are loaded.
float ui_scale();
// The title font loaded by load_ui_fonts (the default font before that).
ImFont* title_font();

inline const ImVec4 kHpColor{0.78f, 0.16f, 0.16f, 1.0f};
inline const ImVec4 kHpBackColor{0.25f, 0.07f, 0.07f, 1.0f};
inline const ImVec4 kXpColor{0.55f, 0.35f, 0.85f, 1.0f};
inline const ImVec4 kTitleColor{1.0f, 0.84f, 0.37f, 1.0f};
inline const ImVec4 kDimColor{0.6f, 0.58f, 0.54f, 1.0f};

}  // namespace cf
