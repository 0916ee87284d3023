#pragma once
// Rows of widgets that wrap in a narrow panel instead of being cut at its edge, and
// modals where the eye is.

#include <imgui.h>

#include "editor/ui_widgets.hpp"

namespace cf {

// Keeps the next widget, `next_width` pixels wide, on this line when it still fits.
inline void same_line_if_fits(float next_width) {
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + next_width <= right)
        ImGui::SameLine();
}

// Centres the next window (a modal) on the program's window, every frame, whatever the
// window's size and wherever a modal of that name was before.
inline void centre_next_window() {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(
        ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
        ImGuiCond_Always, ImVec2(0.5f, 0.5f));
}

// The same for a button labelled `next_label`.
inline void same_line_if_room(const char* next_label) {
    same_line_if_fits(ImGui::CalcTextSize(next_label, nullptr, true).x +
                      ImGui::GetStyle().FramePadding.x * 2.0f);
}

// Begins the modal `name` centred, fitted to what it holds and kept out of imgui.ini; false
// while it is closed (then there is no EndPopup to call).
inline bool begin_centred_modal(const char* name) {
    centre_next_window();
    return ImGui::BeginPopupModal(
        name, nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
}

// A modal's Cancel button: clicked, or Escape pressed while the modal is open (as in
// the save dialog).
inline bool cancel_button() {
    return ui::Button("Cancel (Esc)") ||
           ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
}

}  // namespace cf
