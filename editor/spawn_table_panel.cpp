#include "editor/spawn_table_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <map>
#include <optional>

#include "editor/flow_layout.hpp"
#include "editor/panel_colors.hpp"
#include "editor/spawn_chart_view.hpp"
#include "editor/ui_widgets.hpp"
#include "engine/content/spawn_io.hpp"
#include "engine/rules/spawning.hpp"

namespace cf {

namespace {

constexpr int kMaxPerRoom = 100;  // the range spawn_io accepts for the per-room maxima
using editor_colors::kHeading;

const char* table_name(bool items) { return items ? "items" : "monsters"; }
SpawnTable& table_of(Content& c, bool items) { return items ? c.spawns.items : c.spawns.monsters; }
const SpawnTable& table_of(const Content& c, bool items) {
    return items ? c.spawns.items : c.spawns.monsters;
}
DepthValue& max_of(Content& c, bool items) {
    return items ? c.spawns.max_items_per_room : c.spawns.max_monsters_per_room;
}
const DepthValue& max_of(const Content& c, bool items) {
    return items ? c.spawns.max_items_per_room : c.spawns.max_monsters_per_room;
}

// Sets or (weight empty) removes one entry; a depth left without entries goes.
void set_weight(SpawnTable& table, int depth, const DefId& id, std::optional<int> weight) {
    if (weight) {
        table.by_depth[depth][id] = *weight;
        return;
    }
    auto it = table.by_depth.find(depth);
    if (it == table.by_depth.end()) return;
    it->second.erase(id);
    if (it->second.empty()) table.by_depth.erase(it);
}

// An edit of a number cell that may be blank (no entry).
struct CellEdit {
    bool edited = false;
    std::optional<int> value;  // empty: remove the entry
};

// Blank removes the entry; text that is not a number is ignored until it is one.
CellEdit parse_cell(const char* text, int hi) {
    const std::string s(text);
    if (s.empty()) return {true, std::nullopt};
    int value = 0;
    auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (error != std::errc() || end != s.data() + s.size()) return {};
    return {true, std::clamp(value, 0, hi)};
}

// Widths that grow with the font, so a larger UI clips nothing.
float cell_width() { return ImGui::CalcTextSize("00000").x + ImGui::GetStyle().FramePadding.x * 2; }

// A cell showing `value`, blank when null.
CellEdit number_cell(const int* value, int hi) {
    char text[16] = "";
    if (value) std::snprintf(text, sizeof text, "%d", *value);
    ImGui::SetNextItemWidth(cell_width());
    const bool edited =
        ui::InputText("##cell", text, sizeof text, ImGuiInputTextFlags_CharsDecimal);
    return edited ? parse_cell(text, hi) : CellEdit{};
}

// Candidates for a new row: monsters are actors other than the player, items are items.
std::vector<DefId> candidates(const Content& c, bool items) {
    std::vector<DefId> ids = ids_of(c, items ? DefKind::item : DefKind::actor);
    if (!items) std::erase(ids, c.settings.player);
    return ids;
}

}  // namespace

SpawnChart spawn_chart(const Content& content, bool items, int depths) {
    std::map<DefId, std::pair<std::vector<float>, std::vector<float>>> by_id;
    const auto size = static_cast<std::size_t>(std::max(depths, 0));
    const double rooms = expected_rooms(content.settings);  // the same for every depth
    for (int depth = 1; depth <= depths; ++depth) {
        const SpawnForecast f = forecast(content, depth, rooms);
        for (const SpawnChance& chance : items ? f.items : f.monsters) {
            auto& [pick, floor] = by_id[chance.id];
            pick.resize(size, 0.0f);
            floor.resize(size, 0.0f);
            const auto at = static_cast<std::size_t>(depth - 1);
            pick[at] = static_cast<float>(chance.per_pick);
            floor[at] = static_cast<float>(chance.per_floor);
        }
    }
    SpawnChart chart;
    chart.items = items;
    for (auto& [id, values] : by_id) {
        chart.ids.push_back(id);
        chart.per_pick.push_back(std::move(values.first));
        chart.per_floor.push_back(std::move(values.second));
    }
    return chart;
}

std::vector<DepthLine> depth_summary(const SpawnChart& chart, int depth_index) {
    std::vector<DepthLine> lines;
    if (depth_index < 0) return lines;
    const auto at = static_cast<std::size_t>(depth_index);
    float total = 0.0f;
    for (std::size_t i = 0; i < chart.ids.size(); ++i) {
        if (at >= chart.per_floor[i].size()) return {};
        total += chart.per_floor[i][at];
        lines.push_back({chart.ids[i], chart.per_floor[i][at], chart.per_pick[i][at], false});
    }
    lines.push_back({"whole floor", total, 1.0f, true});
    return lines;
}

void set_spawn_weight(ContentDocument& doc, bool items, int depth, const DefId& id,
                      std::optional<int> value) {
    const std::string where =
        std::string(table_name(items)) + " weight of " + id + " at depth " + std::to_string(depth);
    doc.edit("Set " + where, spawn_location_key(table_name(items), depth, id),
             [&](Content& c) { set_weight(table_of(c, items), depth, id, value); });
}

void set_max_per_room(ContentDocument& doc, bool items, int depth, std::optional<int> value) {
    const std::string name = items ? "max_items_per_room" : "max_monsters_per_room";
    doc.edit("Set " + name + " at depth " + std::to_string(depth), spawn_location_key(name, depth),
             [&](Content& c) {
                 auto& by_depth = max_of(c, items).by_depth;
                 if (value) {
                     by_depth[depth] = *value;
                 } else {
                     by_depth.erase(depth);
                 }
             });
}

void remove_spawn_depth(ContentDocument& doc, bool items, int depth) {
    doc.edit("Remove " + std::string(table_name(items)) + " depth " + std::to_string(depth), "",
             [&](Content& c) {
                 table_of(c, items).by_depth.erase(depth);
                 max_of(c, items).by_depth.erase(depth);
             });
}

void remove_spawn_id(ContentDocument& doc, bool items, const DefId& id) {
    doc.edit("Remove " + id + " from the " + table_name(items) + " table", "", [&](Content& c) {
        SpawnTable& table = table_of(c, items);
        for (auto& entry : table.by_depth) entry.second.erase(id);
        std::erase_if(table.by_depth, [](const auto& entry) { return entry.second.empty(); });
    });
}

float spawn_grid_height(float avail, float row, std::size_t ids) {
    // The ids, the header, the remove buttons, the maxima, a scrollbar and the add controls.
    const float wanted = row * (static_cast<float>(ids) + 5.5f);
    return std::max(row * 7.0f, std::min(wanted, avail * 0.7f));
}

SpawnAction SpawnTablePanel::draw(ContentDocument& doc) {
    SpawnAction action = SpawnAction::none;
    if (ui::RadioButton("Monsters", !items)) items = false;
    ImGui::SameLine();
    if (ui::RadioButton("Items", items)) items = true;
    same_line_if_room("Regenerate this floor");
    if (ui::Button("Regenerate this floor")) action = SpawnAction::regenerate_floor;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Same seed, the edited tables");
    same_line_if_room("Apply to next floor");
    if (ui::Button("Apply to next floor")) action = SpawnAction::apply_to_next_floor;
    same_line_if_room("Save");
    if (ui::SaveButton(doc.dirty())) save_requested = true;  // the Definitions tab's save

    // The grid above the chart: both get the window's full width, which a narrow
    // editor column needs. The grid scrolls both ways inside its box when it outgrows
    // it, its header (the depths) and first column (the ids) staying in view.
    const float row = ImGui::GetFrameHeightWithSpacing();
    std::set<DefId> ids = pending_ids[items ? 1 : 0];
    for (const auto& entry : table_of(doc.content(), items).by_depth) {
        for (const auto& weight : entry.second) ids.insert(weight.first);
    }
    const float grid_height = spawn_grid_height(ImGui::GetContentRegionAvail().y, row, ids.size());
    ImGui::BeginChild("spawn grid", ImVec2(0.0f, grid_height), true);
    draw_grid(doc, ImGui::GetContentRegionAvail().y - row);
    draw_add_controls(doc);
    ImGui::EndChild();
    ImGui::BeginChild("spawn chart", ImVec2(0.0f, 0.0f), true);
    draw_chart(doc);
    ImGui::EndChild();
    if (!ImGui::IsAnyItemActive()) doc.end_merge();
    return action;
}

void SpawnTablePanel::draw_grid(ContentDocument& doc, float height) {
    const Content& c = doc.content();
    const std::size_t t = items ? 1 : 0;
    std::set<int> depth_set = pending_depths[t];
    std::set<DefId> id_set = pending_ids[t];
    for (const auto& [depth, weights] : table_of(c, items).by_depth) {
        depth_set.insert(depth);
        for (const auto& entry : weights) id_set.insert(entry.first);
    }
    for (const auto& entry : max_of(c, items).by_depth) depth_set.insert(entry.first);
    const std::vector<int> depths(depth_set.begin(), depth_set.end());

    const int columns = static_cast<int>(depths.size()) + 2;
    const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                  ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX |
                                  ImGuiTableFlags_ScrollY;
    const float row = ImGui::GetFrameHeightWithSpacing();
    const float wanted = row * (static_cast<float>(id_set.size()) + 4.0f);
    const ImVec2 outer(0.0f, std::clamp(wanted, row * 3.0f, std::max(row * 3.0f, height)));
    if (!ImGui::BeginTable("weights", columns, flags, outer)) return;
    ImGui::TableSetupScrollFreeze(1, 1);  // the depths and the ids stay in view
    float id_width =
        std::max(ImGui::CalcTextSize("max per room").x, ImGui::CalcTextSize("from depth:").x);
    for (const DefId& id : id_set) id_width = std::max(id_width, ImGui::CalcTextSize(id.c_str()).x);
    ImGui::TableSetupColumn(items ? "item" : "monster", ImGuiTableColumnFlags_WidthFixed, id_width);
    for (int depth : depths) {
        ImGui::TableSetupColumn(("d" + std::to_string(depth)).c_str(),
                                ImGuiTableColumnFlags_WidthFixed, cell_width());
    }
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed,
                            ImGui::CalcTextSize("remove").x + ImGui::GetStyle().FramePadding.x * 2);
    ImGui::TableHeadersRow();
    // A row of remove buttons, one per depth column.
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("from depth:");
    for (int depth : depths) {
        ImGui::TableNextColumn();
        ImGui::PushID(depth);
        if (ui::SmallButton("x")) {
            remove_spawn_depth(doc, items, depth);
            pending_depths[t].erase(depth);
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Remove depth %d from this table", depth);
        ImGui::PopID();
    }
    ImGui::TableNextColumn();
    for (const DefId& id : id_set) draw_grid_row(doc, id, depths);
    draw_max_row(doc, depths);
    ImGui::EndTable();
}

void SpawnTablePanel::draw_grid_row(ContentDocument& doc, const DefId& id,
                                    const std::vector<int>& depths) {
    const SpawnTable& table = table_of(doc.content(), items);
    const std::size_t t = items ? 1 : 0;
    ImGui::PushID(id.c_str());
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(id.c_str());
    for (int depth : depths) {
        ImGui::TableNextColumn();
        ImGui::PushID(depth);
        const int* weight = nullptr;
        if (auto level = table.by_depth.find(depth); level != table.by_depth.end()) {
            if (auto it = level->second.find(id); it != level->second.end()) weight = &it->second;
        }
        if (const CellEdit cell = number_cell(weight, kMaxSpawnWeight); cell.edited) {
            pending_depths[t].insert(depth);  // the column stays while its last cell is retyped
            pending_ids[t].insert(id);
            set_spawn_weight(doc, items, depth, id, cell.value);
        }
        if (ImGui::IsItemDeactivated()) doc.end_merge();
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip(
                "%s from depth %d\nblank: no entry (the weight of an earlier depth holds)",
                id.c_str(), depth);
        }
        ImGui::PopID();
    }
    ImGui::TableNextColumn();
    if (ui::SmallButton("remove")) {
        remove_spawn_id(doc, items, id);
        pending_ids[t].erase(id);
    }
    ImGui::PopID();
}

void SpawnTablePanel::draw_max_row(ContentDocument& doc, const std::vector<int>& depths) {
    const DepthValue& value = max_of(doc.content(), items);
    const std::size_t t = items ? 1 : 0;
    ImGui::PushID("max per room");
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(kHeading, "max per room");
    for (int depth : depths) {
        ImGui::TableNextColumn();
        ImGui::PushID(depth);
        auto it = value.by_depth.find(depth);
        const int* current = it == value.by_depth.end() ? nullptr : &it->second;
        if (const CellEdit cell = number_cell(current, kMaxPerRoom); cell.edited) {
            pending_depths[t].insert(depth);
            set_max_per_room(doc, items, depth, cell.value);
        }
        if (ImGui::IsItemDeactivated()) doc.end_merge();
        ImGui::PopID();
    }
    ImGui::TableNextColumn();
    ImGui::PopID();
}

void SpawnTablePanel::draw_add_controls(ContentDocument& doc) {
    const std::size_t t = items ? 1 : 0;
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("add a monster...").x +
                            ImGui::GetFrameHeight() * 2);
    if (ui::BeginCombo("##add id", items ? "add an item..." : "add a monster...")) {
        for (const DefId& id : candidates(doc.content(), items)) {
            if (ui::Selectable(id.c_str())) pending_ids[t].insert(id);
        }
        ImGui::EndCombo();
    }
    same_line_if_fits(ImGui::CalcTextSize("000").x + ImGui::GetFrameHeight() * 3);
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("000").x + ImGui::GetFrameHeight() * 2.5f);
    ui::InputInt("##new depth", &new_depth);
    new_depth = std::clamp(new_depth, 1, kMaxDepthKey);
    same_line_if_room("Add depth");
    if (ui::Button("Add depth")) pending_depths[t].insert(new_depth);
}

void SpawnTablePanel::draw_chart(const ContentDocument& doc) {
    if (chart_revision != doc.revision() || chart.items != items) {
        chart = spawn_chart(doc.content(), items, kChartDepths);
        chart_revision = doc.revision();
    }
    if (chart.ids.empty()) {
        ImGui::TextDisabled("Nothing spawns at depths 1..%d.", kChartDepths);
        return;
    }
    // Two charts and their legends share the height; hover a depth for its numbers.
    const float legend = ImGui::GetTextLineHeightWithSpacing() * 2.0f;
    const float height =
        std::max(110.0f, (ImGui::GetContentRegionAvail().y -
                          2.0f * (legend + ImGui::GetTextLineHeightWithSpacing())) *
                             0.5f);
    ImGui::TextColored(kHeading, "Expected %s per floor, by depth", table_name(items));
    draw_expected_chart(chart, height);
    ImGui::TextColored(kHeading, "Whole-floor composition (stacked)");
    draw_composition_chart(chart, height);
}

}  // namespace cf
