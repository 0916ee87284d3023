#pragma once
// The colours every editor panel shares, so a heading or an error looks the same in each.
#include <imgui.h>

namespace cf::editor_colors {

inline const ImVec4 kHeading{1.0f, 0.84f, 0.37f, 1.0f};  // section titles
inline const ImVec4 kError{1.0f, 0.45f, 0.4f, 1.0f};     // problems, refused edits

}  // namespace cf::editor_colors
