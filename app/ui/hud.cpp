#include "app/ui/hud.hpp"

#include <imgui.h>

#include "app/ui/log_follow.hpp"
#include "app/ui/theme.hpp"
#include "editor/wrapped_text.hpp"

namespace cf {

namespace {

void bar(const BarPicture& b, ImVec4 color, ImVec4 back) {
    ImGui::PushStyleColor(ImGuiCol_PlotHistogram, color);
    ImGui::PushStyleColor(ImGuiCol_FrameBg, back);
    ImGui::ProgressBar(b.fraction, ImVec2(-1, 0), b.text.c_str());
    ImGui::PopStyleColor(2);
}

}  // namespace

void draw_status_panel(const HudPicture& hud, bool look_mode, const Keymap& keys) {
    bar(hud.hp, kHpColor, kHpBackColor);
    bar(hud.xp, kXpColor, ImVec4(0.15f, 0.10f, 0.22f, 1.0f));
    ImGui::Spacing();
    ImGui::TextColored(kTitleColor, "%s", hud.depth.c_str());
    ImGui::SameLine(110 * ui_scale());
    ImGui::TextUnformatted(hud.level.c_str());
    ImGui::TextUnformatted(hud.stats.c_str());
    ImGui::TextColored(kDimColor, "%s", hud.turn.c_str());
    ImGui::Separator();
    if (look_mode) {
        ImGui::TextColored(kTitleColor, "Looking (movement keys, %s leaves)",
                           keys.hint(Action::menu).c_str());
    }
    if (!hud.looked) {
        ImGui::TextColored(kDimColor, "Hover the map or press %s to look.",
                           keys.hint(Action::look).c_str());
        return;
    }
    wrapped_text(hud.looked->text);
    if (!hud.looked->about.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, kDimColor);
        wrapped_text(hud.looked->about);
        ImGui::PopStyleColor();
    }
    if (hud.looked->health) bar(*hud.looked->health, kHpColor, kHpBackColor);
}

void draw_message_log(const std::vector<MessageLine>& lines) {
    ImGui::BeginChild("log_lines", ImVec2(0, 0), false);
    for (const MessageLine& m : lines) {
        ImGui::PushStyleColor(ImGuiCol_Text, tone_color(m.tone));
        wrapped_text(m.text);
        ImGui::PopStyleColor();
    }
    // Follow new messages unless the player scrolled up to read.
    if (log_follows(ImGui::GetScrollY(), ImGui::GetScrollMaxY(),
                    ImGui::GetTextLineHeightWithSpacing()))
        ImGui::SetScrollHereY(1.0f);
    ImGui::EndChild();
}

}  // namespace cf
