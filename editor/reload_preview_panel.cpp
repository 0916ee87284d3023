#include "editor/reload_preview_panel.hpp"
#include "editor/panel_colors.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"

#include <imgui.h>

namespace cf {

namespace {

using editor_colors::kHeading;
const ImVec4 kOld{0.85f, 0.55f, 0.5f, 1.0f};
const ImVec4 kNew{0.55f, 0.85f, 0.55f, 1.0f};

const char* verb(DefinitionChange::Kind k) {
    switch (k) {
        case DefinitionChange::Kind::added:
            return "added";
        case DefinitionChange::Kind::removed:
            return "removed";
        case DefinitionChange::Kind::renamed:
            return "renamed";
        case DefinitionChange::Kind::changed:
            return "changed";
    }
    return "";
}

using Namer = std::function<std::string(EntityId)>;

// "entity 5 fighter.hp" as "Orc #5 fighter.hp" when a namer is given.
std::string shown(const std::string& where, const Namer* name_of) {
    constexpr std::string_view kEntity = "entity ";
    if (!name_of || where.rfind(kEntity, 0) != 0) return where;
    const std::size_t end = where.find(' ', kEntity.size());
    const std::string id = where.substr(
        kEntity.size(), end == std::string::npos ? std::string::npos : end - kEntity.size());
    const std::string rest = end == std::string::npos ? std::string() : where.substr(end);
    return (*name_of)(static_cast<EntityId>(std::stoul(id))) + rest;
}

// One "field: old -> new" row, wrapped to the window.
void change_row(const FieldDiff& d, const Namer* name_of) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    wrapped_text(shown(d.where, name_of));
    ImGui::TableNextColumn();
    ImGui::PushStyleColor(ImGuiCol_Text, kOld);
    wrapped_text(d.before.empty() ? "-" : d.before);
    ImGui::PopStyleColor();
    ImGui::TableNextColumn();
    ImGui::PushStyleColor(ImGuiCol_Text, kNew);
    wrapped_text(d.after.empty() ? "(gone)" : d.after);
    ImGui::PopStyleColor();
}

void change_table(const char* id, const std::vector<FieldDiff>& rows,
                  const Namer* name_of = nullptr) {
    if (rows.empty()) return;
    if (!ImGui::BeginTable(
            id, 3,
            ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_Resizable))
        return;
    ImGui::TableSetupColumn("field", ImGuiTableColumnFlags_WidthStretch, 1.2f);
    ImGui::TableSetupColumn("now", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("after applying", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableHeadersRow();
    for (const FieldDiff& d : rows) change_row(d, name_of);
    ImGui::EndTable();
}

}  // namespace

ReloadPreviewPanel::Choice ReloadPreviewPanel::draw(const ReloadPreview& p, const Namer& name_of) {
    Choice choice = Choice::none;
    if (!p.applicable) {
        ImGui::TextColored(kOld, "The game would refuse this content:");
        for (const std::string& r : p.refused) ImGui::BulletText("%s", r.c_str());
    } else {
        wrapped_textf("Applying will make: %s.", p.summary.c_str());
    }
    ImGui::BeginDisabled(!p.applicable);
    if (ui::Button("Apply")) choice = Choice::apply;
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ui::Button("Discard")) choice = Choice::discard;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Set the edited content back to what the game runs (undoable)");
    ImGui::BeginChild("preview", ImVec2(0, 0), false);
    if (!p.definitions.empty() || !p.settings.empty() || p.spawn_tables_changed) {
        ImGui::TextColored(kHeading, "Definitions");
        for (const DefinitionChange& c : p.definitions) {
            const std::string name = std::string(kind_name(c.def_kind)) + " '" + c.id + "'";
            if (c.kind == DefinitionChange::Kind::renamed) {
                ImGui::BulletText("%s renamed from '%s'", name.c_str(), c.from.c_str());
            } else {
                ImGui::BulletText("%s %s", name.c_str(), verb(c.kind));
            }
            ImGui::PushID(name.c_str());
            change_table("fields", c.fields);
            ImGui::PopID();
        }
        if (!p.settings.empty()) {
            ImGui::BulletText("settings changed");
            change_table("settings", p.settings);
        }
        if (p.spawn_tables_changed) ImGui::BulletText("spawn tables changed (new floors use them)");
    }
    ImGui::Spacing();
    ImGui::TextColored(kHeading, "Live entities");
    if (p.entities.empty()) {
        ImGui::TextDisabled("No entity on this floor changes.");
    } else {
        change_table("entities", p.entities, &name_of);
    }
    ImGui::EndChild();
    return choice;
}

}  // namespace cf
