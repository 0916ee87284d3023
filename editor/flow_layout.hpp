#pragma once
// Rows of widgets that wrap in a narrow panel instead of being cut at its edge.

#include <imgui.h>

namespace cf {

// Keeps the next widget, `next_width` pixels wide, on this line when it still fits.
inline void same_line_if_fits(float next_width) {
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + next_width <= right)
        ImGui::SameLine();
}

// The same for a button labelled `next_label`.
inline void same_line_if_room(const char* next_label) {
    same_line_if_fits(ImGui::CalcTextSize(next_label, nullptr, true).x +
                      ImGui::GetStyle().FramePadding.x * 2.0f);
}

}  // namespace cf
