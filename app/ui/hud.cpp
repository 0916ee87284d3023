#include "app/ui/hud.hpp"

#include <imgui.h>

#include <algorithm>

#include "app/ui/theme.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

void bar(const std::string& text, float fraction, ImVec4 color, ImVec4 back) {
    fraction = std::clamp(fraction, 0.0f, 1.0f);
    ImGui::PushStyleColor(ImGuiCol_PlotHistogram, color);
    ImGui::PushStyleColor(ImGuiCol_FrameBg, back);
    ImGui::ProgressBar(fraction, ImVec2(-1, 0), text.c_str());
    ImGui::PopStyleColor(2);
}

void bar(const char* label, int value, int maximum, ImVec4 color, ImVec4 back) {
    const float fraction =
        maximum > 0 ? static_cast<float>(value) / static_cast<float>(maximum) : 0.0f;
    bar(std::string(label) + " " + std::to_string(value) + " / " + std::to_string(maximum),
        fraction, color, back);
}

}  // namespace

void draw_status_panel(const Game& game, const std::optional<CellDescription>& looked,
                       bool look_mode, const Keymap& keys) {
    const World& w = game.world();
    const Entity& p = w.player();
    const Content& c = game.content();
    const ActorDef& def = *c.actor(p.def);
    bar("HP", p.fighter->hp, max_hp(p, c), kHpColor, kHpBackColor);
    const int level = p.progression->level;
    const int floor_xp = xp_at_level(def, level);
    const int next_xp = xp_at_level(def, level + 1);
    // The same numbers as the character sheet (total XP, next level at); the bar fills
    // over this level's share.
    const float progress = next_xp > floor_xp ? static_cast<float>(p.progression->xp - floor_xp) /
                                                    static_cast<float>(next_xp - floor_xp)
                                              : 1.0f;
    bar("XP " + std::to_string(p.progression->xp) + ", next level at " + std::to_string(next_xp),
        progress, kXpColor, ImVec4(0.15f, 0.10f, 0.22f, 1.0f));
    ImGui::Spacing();
    ImGui::TextColored(kTitleColor, "Depth %d", w.depth);
    ImGui::SameLine(110 * ui_scale());
    ImGui::Text("Level %d", level);
    ImGui::Text("Power %d   Defense %d", power(p, c), defense(p, c));
    ImGui::TextColored(kDimColor, "Turn %d   Seed %llu", w.turn,
                       static_cast<unsigned long long>(w.seed));
    ImGui::Separator();
    if (look_mode) {
        ImGui::TextColored(kTitleColor, "Looking (movement keys, %s leaves)",
                           keys.hint(Action::menu).c_str());
    }
    if (!looked) {
        ImGui::TextColored(kDimColor, "Hover the map or press x to look.");
        return;
    }
    wrapped_text(look_text(*looked));
    if (looked->creature && looked->creature->id != w.player_id) {
        bar("HP", looked->creature->hp, looked->creature->max_hp, kHpColor, kHpBackColor);
    }
}

void draw_message_log(const Game& game) {
    const auto& messages = game.world().log.messages();
    ImGui::BeginChild("log_lines", ImVec2(0, 0), false);
    for (const Message& m : messages) {
        ImGui::PushStyleColor(ImGuiCol_Text, tone_color(m.tone));
        wrapped_text(MessageLog::display(m));
        ImGui::PopStyleColor();
    }
    // Follow new messages unless the player scrolled up to read.
    if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4.0f) ImGui::SetScrollHereY(1.0f);
    ImGui::EndChild();
}

}  // namespace cf
