#include "editor/balance_vaults.hpp"

#include <imgui.h>

#include <cstdio>
#include <string>

namespace cf {

namespace {

std::string percent(const VaultRate& r) {
    if (r.n == 0) return "-";
    char text[32];
    std::snprintf(text, sizeof text, "%.1f%%", 100 * r.value);
    return text;
}

std::string rate_line(const char* what, const VaultRate& r) {
    char text[160];
    std::snprintf(text, sizeof text, "%s: %s (%zu of %zu), 95%% interval [%.1f, %.1f]", what,
                  percent(r).c_str(), r.hits, r.n, 100 * r.ci.low, 100 * r.ci.high);
    return text;
}

const VaultSummary* find_vault(const std::vector<VaultSummary>& vaults, const std::string& id) {
    for (const VaultSummary& v : vaults) {
        if (v.id == id) return &v;
    }
    return nullptr;
}

void vault_tooltip(const VaultSummary& after, const VaultSummary* before) {
    std::string tip = after.id + " (edited): met on " + std::to_string(after.floors_met) +
                      " floors, stepped into on " + std::to_string(after.floors_entered) + "\n" +
                      rate_line("entered", after.entered) + "\n" +
                      rate_line("died within 50 turns", after.died_within_50);
    if (before) {
        tip += "\nbefore: " + std::to_string(before->runs_met) + " runs met it\n" +
               rate_line("entered", before->entered) + "\n" +
               rate_line("died within 50 turns", before->died_within_50);
    }
    ImGui::SetTooltip("%s", tip.c_str());
}

}  // namespace

void draw_vault_table(const std::vector<VaultSummary>& before,
                      const std::vector<VaultSummary>& after) {
    if (after.empty()) return;
    ImGui::TextUnformatted("Vaults (edited content; hover for intervals and before):");
    if (!ImGui::BeginTable(
            "vaults", 5,
            ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_Borders))
        return;
    ImGui::TableSetupColumn("vault", ImGuiTableColumnFlags_WidthStretch, 1.2f);
    ImGui::TableSetupColumn("runs met", ImGuiTableColumnFlags_WidthStretch, 0.7f);
    ImGui::TableSetupColumn("entered", ImGuiTableColumnFlags_WidthStretch, 0.7f);
    ImGui::TableSetupColumn("died <= 50 turns", ImGuiTableColumnFlags_WidthStretch, 0.9f);
    ImGui::TableSetupColumn("most taken", ImGuiTableColumnFlags_WidthStretch, 2.0f);
    ImGui::TableHeadersRow();
    for (const VaultSummary& v : after) {
        ImGui::TableNextRow();
        const std::string cells[] = {v.id, std::to_string(v.runs_met), percent(v.entered),
                                     percent(v.died_within_50), took_text(v)};
        for (const std::string& cell : cells) {
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(cell.c_str());
            if (ImGui::IsItemHovered()) vault_tooltip(v, find_vault(before, v.id));
        }
    }
    ImGui::EndTable();
}

}  // namespace cf
