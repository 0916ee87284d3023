#pragma once
// A tooltip for the widget just drawn.

#include <imgui.h>

namespace cf {

// Shows `text` (taken as it is, not as a format) while the last widget is hovered.
inline void hover_tip(const char* text) {
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

}  // namespace cf
