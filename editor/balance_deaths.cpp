#include "editor/balance_deaths.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "editor/hover_tip.hpp"
#include "editor/ui_widgets.hpp"

namespace cf {

std::vector<DeathRow> deaths_of(const LabTable& table) {
    std::vector<DeathRow> rows;
    for (const RunTally& run : table.runs) {
        if (run.end != RunEnd::died) continue;
        rows.push_back({run.seed, run.depth, run.turns, run.killer});
    }
    std::sort(rows.begin(), rows.end(), [](const DeathRow& a, const DeathRow& b) {
        return a.depth != b.depth ? a.depth < b.depth : a.seed < b.seed;
    });
    return rows;
}

std::string death_hover(const DeathRow& row) {
    return "open seed " + std::to_string(row.seed) + " at turn " + std::to_string(row.turn) +
           "\n(a new window replays the lab's run; your game and save stay as they are)";
}

std::optional<DeathRow> draw_deaths_list(const std::vector<DeathRow>& rows, int depth) {
    std::optional<DeathRow> clicked;
    std::size_t shown = 0;
    for (const DeathRow& row : rows) shown += depth <= 0 || row.depth == depth ? 1 : 0;
    if (shown == 0) {
        ImGui::TextDisabled(depth > 0 ? "No run died at depth %d." : "No run died.", depth);
        return clicked;
    }
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float height = line * static_cast<float>(std::min<std::size_t>(shown, 8) + 1) +
                         ImGui::GetStyle().WindowPadding.y * 2;
    if (!ImGui::BeginChild("deaths", ImVec2(0, height), true)) {
        ImGui::EndChild();
        return clicked;
    }
    ImGui::TextDisabled("%-8s %5s %6s  %s", "seed", "depth", "turn", "killer");
    for (const DeathRow& row : rows) {
        if (depth > 0 && row.depth != depth) continue;
        char label[160];
        std::snprintf(label, sizeof label, "%-8llu %5d %6d  %s##death%llu",
                      static_cast<unsigned long long>(row.seed), row.depth, row.turn,
                      row.killer.c_str(), static_cast<unsigned long long>(row.seed));
        if (ui::Selectable(label)) clicked = row;
        hover_tip(death_hover(row).c_str());
    }
    ImGui::EndChild();
    return clicked;
}

}  // namespace cf
