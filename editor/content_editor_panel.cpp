#include "editor/content_editor_panel.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <map>
#include <type_traits>

#include "editor/field_editor.hpp"
#include "editor/flow_layout.hpp"
#include "editor/layer_changes.hpp"
#include "editor/new_definition_popup.hpp"
#include "editor/panel_colors.hpp"
#include "editor/parent_picker.hpp"
#include "editor/template_edits.hpp"
#include "editor/text_filter.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"

namespace cf {

namespace {

using editor_colors::kError;
// Narrower than this, the definition list goes above the fields instead of beside them.
constexpr float kListBesideWidth = 520.0f;

struct KindButton {
    const char* label;
    bool settings;
    DefKind kind;
};
constexpr std::array<KindButton, 10> kKindButtons = {{{"Actors", false, DefKind::actor},
                                                      {"Items", false, DefKind::item},
                                                      {"Statuses", false, DefKind::status},
                                                      {"Tiles", false, DefKind::tile},
                                                      {"Vaults", false, DefKind::vault},
                                                      {"Appearances", false, DefKind::appearance},
                                                      {"Slots", false, DefKind::slot},
                                                      {"Damage", false, DefKind::damage_type},
                                                      {"Factions", false, DefKind::faction},
                                                      {"Settings", true, DefKind::tile}}};

// Continues the row with `text` when it fits whole before the window's right edge; false
// (and nothing to draw) when it does not.
bool same_line_when_it_fits(const std::string& text) {
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x +
            ImGui::CalcTextSize(text.c_str()).x >
        right)
        return false;
    ImGui::SameLine();
    return true;
}

// Where a definition (or the settings) is written: "actors/orcs.yaml:12".
std::string location_text(const Content& content, const std::string& key) {
    auto it = content.locations.find(key);
    if (it == content.locations.end() || it->second.line == 0) return "(not saved yet)";
    return it->second.file + ":" + std::to_string(it->second.line);
}

// "\nMade from it: goblin_archer, goblin_shaman", "" when nothing is.
std::string made_from_text(const Content& content, DefKind kind, const DefId& id) {
    std::string list;
    for (const DefId& kid : made_from(content, kind, id)) list += (list.empty() ? "" : ", ") + kid;
    return list.empty() ? std::string() : "\nMade from it: " + list;
}

// Undo or Redo, its label the same whatever it would do (so the row never reflows), what
// it would do on hover.
bool history_button(const char* verb, const std::string& label, bool enabled) {
    ImGui::BeginDisabled(!enabled);
    const bool pressed = ui::Button(verb);
    ImGui::EndDisabled();
    if (enabled && ImGui::IsItemHovered()) ImGui::SetTooltip("%s: %s", verb, label.c_str());
    return pressed;
}

}  // namespace

void ContentEditorPanel::draw(ContentDocument& doc, const EditorContext& ctx) {
    // Denser rows than ImGui's default, so a 1280x720 window shows ten rows of details
    // under the header; the frames keep a pixel of padding around the text.
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                        ImVec2(style.FramePadding.x, std::floor(style.FramePadding.y / 3.0f)));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                        ImVec2(style.ItemSpacing.x, std::floor(style.ItemSpacing.y * 0.75f)));
    write_target.draw(doc, kind, settings_selected ? DefId() : selected);
    draw_toolbar(doc, ctx);
    draw_kind_and_search();
    if (!settings_selected) {
        // Beside the fields when the panel is wide; above them when it is narrow, so the
        // fields keep the whole width for labels and widgets. Above, the list is as tall
        // as its matches up to a cap: with nothing open, the panel less the hint's rows;
        // with a definition open, a few rows, so at 1280x720 ten of its fields stay in
        // view under the list.
        const std::vector<ListRow> rows = list_rows(doc);
        const ImVec2 avail = ImGui::GetContentRegionAvail();
        const float font = ImGui::GetFontSize() / 14.0f;
        const bool beside = avail.x >= kListBesideWidth * font;
        const float row = ImGui::GetTextLineHeightWithSpacing();
        // While several are selected, the list keeps a third of the panel, so Ctrl+click
        // and Shift+click have rows to pick among, not the two or three of one open.
        const float cap = selected.empty() ? std::max(avail.y - row * 3.0f, row * 3.5f)
                          : selection.size() > 1
                              ? std::clamp(avail.y * 0.3f, row * 4.5f, row * 10.0f)
                              : std::clamp(avail.y * 0.12f, row * 2.5f, row * 6.5f);
        const float fitted = static_cast<float>(std::max<std::size_t>(rows.size(), 1)) * row +
                             ImGui::GetStyle().WindowPadding.y * 2.0f;
        const ImVec2 size = beside ? ImVec2(std::min(avail.x * 0.32f, 240.0f * font), 0.0f)
                                   : ImVec2(0.0f, std::min(fitted, cap));
        ImGui::BeginChild("definitions", size, true);
        draw_list(rows);
        ImGui::EndChild();
        if (beside) ImGui::SameLine();
    }
    // No frame around the fields (its border and padding would cost a row); a few pixels
    // on the left for the marks of changed fields.
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6.0f, 0.0f));
    ImGui::BeginChild("fields", ImVec2(0.0f, 0.0f), false, ImGuiWindowFlags_AlwaysUseWindowPadding);
    ImGui::PopStyleVar();
    draw_details(doc, ctx);
    ImGui::EndChild();
    ImGui::PopStyleVar(2);
    if (!settings_selected) {
        const DefId made = new_definition.draw(doc, kind);
        if (!made.empty()) select(kind, made);
    }
    // Whatever a widget reported, a step never merges across a release of the mouse.
    if (!ImGui::IsAnyItemActive()) doc.end_merge();
}

void ContentEditorPanel::select(DefKind def_kind, const DefId& id) {
    settings_selected = false;
    kind = def_kind;
    selected = id;
    selection.clear();
    range_anchor = id;
    message.clear();
    search.clear();
    scroll_to_selected = !id.empty();
}

void ContentEditorPanel::select_settings() {
    settings_selected = true;
    selected.clear();
    selection.clear();
    message.clear();
}

void ContentEditorPanel::click_row(const std::vector<DefId>& order, const DefId& id, bool ctrl,
                                   bool shift) {
    message.clear();
    const auto at = [&order](const DefId& which) {
        return std::find(order.begin(), order.end(), which);
    };
    if (shift && !range_anchor.empty() && at(range_anchor) != order.end() &&
        at(id) != order.end()) {
        auto from = at(range_anchor);
        auto to = at(id);
        if (to < from) std::swap(from, to);
        selection.assign(from, to + 1);
        selected = id;
        return;
    }
    if (ctrl) {
        // The open definition is the first of a selection Ctrl starts.
        if (selection.empty() && !selected.empty()) selection.push_back(selected);
        const auto it = std::find(selection.begin(), selection.end(), id);
        if (it != selection.end()) {
            selection.erase(it);
            if (selected == id) selected = selection.empty() ? DefId() : selection.back();
        } else {
            selection.push_back(id);
            selected = id;
        }
        // In list order, as Shift's range is.
        std::stable_sort(selection.begin(), selection.end(),
                         [&](const DefId& a, const DefId& b) { return at(a) < at(b); });
        range_anchor = id;
        return;
    }
    selected = id;
    selection = {id};
    range_anchor = id;
}

std::vector<DefId> ContentEditorPanel::selected_together(const Content& content) const {
    std::vector<DefId> out;
    for (const DefId& id : selection) {
        if (has_definition(content, kind, id) || is_template(content, kind, id)) out.push_back(id);
    }
    return out;
}

std::string ContentEditorPanel::window_title(const ContentDocument& doc, std::size_t problems) {
    std::string title = std::string("Content editor") + (doc.dirty() ? " *" : "");
    if (problems > 0)
        title += " (" + std::to_string(problems) + (problems == 1 ? " problem)" : " problems)");
    return title + "###Content editor";
}

void ContentEditorPanel::draw_toolbar(ContentDocument& doc, const EditorContext& ctx) {
    if (history_button("Undo", ctx.undo_label, !ctx.undo_label.empty())) undo_requested = true;
    same_line_if_room("Redo");
    if (history_button("Redo", ctx.redo_label, !ctx.redo_label.empty())) redo_requested = true;
    same_line_if_room("Save");
    // Lit while there are unsaved changes (the title says so too, with its '*').
    if (ui::SaveButton(doc.dirty())) save_requested = true;
    same_line_if_room("Versions");
    if (ui::Button("Versions")) versions_requested = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Earlier versions of each file, kept in .versions/, to restore");
    const float check = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x;
    same_line_if_fits(check + ImGui::CalcTextSize("Live").x);
    ui::Checkbox("Live", &live);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Apply edits to the running game as you make them");
    same_line_if_fits(check + ImGui::CalcTextSize("Ask").x);
    ui::Checkbox("Ask", &ask_before_applying);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "Ask before applying: a file changed by another program shows what it\n"
            "will do (Apply or Discard) instead of reaching the game at once");
    // The status beside the buttons where it fits; a narrow panel leaves it to the window's
    // title (which counts the problems) and to Problems, under this panel.
    const std::string headline = ctx.status_headline.empty() ? "No problems" : ctx.status_headline;
    if (!same_line_when_it_fits(headline)) return;
    if (!ctx.status_ok) {
        ImGui::TextColored(kError, "%s", headline.c_str());
    } else {
        ImGui::TextDisabled("%s", headline.c_str());
    }
}

void ContentEditorPanel::draw_kind_and_search() {
    // One row: which kind, the search box, New (the settings have neither list nor New).
    const KindButton* current = &kKindButtons.back();
    for (const KindButton& b : kKindButtons) {
        if (b.settings ? settings_selected : !settings_selected && kind == b.kind) current = &b;
    }
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("Settings").x + ImGui::GetFrameHeight() * 2.0f);
    if (ui::BeginCombo("##kind", current->label)) {
        for (const KindButton& b : kKindButtons) {
            if (!ui::Selectable(b.label, &b == current) || &b == current) continue;
            if (b.settings) {
                select_settings();
            } else {
                select(b.kind, {});
            }
        }
        ImGui::EndCombo();
    }
    if (settings_selected) return;
    ImGui::SameLine();
    const float new_width = ImGui::CalcTextSize("New").x + ImGui::GetStyle().FramePadding.x * 2.0f;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - new_width -
                            ImGui::GetStyle().ItemSpacing.x);
    // The open definition stays in view in the list as the search narrows or widens it.
    if (ui::InputTextWithHint("##search", "search id or name", &search))
        scroll_to_selected = !selected.empty();
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "Any case; matches ids and names.\nIn the list, Ctrl+click adds to the selection "
            "and Shift+click selects a range:\nthe fields they share are edited together.");
    ImGui::SameLine();
    if (ui::Button("New")) new_definition.ask();
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Make a %s: its id first, then what it is made from", kind_name(kind));
}

std::vector<ContentEditorPanel::ListRow> ContentEditorPanel::list_rows(
    const ContentDocument& doc) const {
    std::vector<ListRow> rows;
    const auto add = [&](const auto& defs, bool is_template) {
        for (const auto& [id, def] : defs) {
            const bool hit = matches_filter(id, search) || matches_filter(def.name, search) ||
                             (is_template && matches_filter("template", search));
            if (hit) rows.push_back({&id, &def.name, is_template});
        }
    };
    with_definitions(doc.content(), kind, [&](const auto& defs) { add(defs, false); });
    with_definitions(doc.content().templates, kind, [&](const auto& defs) { add(defs, true); });
    return rows;
}

void ContentEditorPanel::draw_list(const std::vector<ListRow>& rows) {
    std::vector<DefId> order;
    order.reserve(rows.size());
    for (const ListRow& row : rows) order.push_back(*row.id);
    for (const ListRow& row : rows) {
        const DefId& id = *row.id;
        const bool in_selection =
            std::find(selection.begin(), selection.end(), id) != selection.end();
        // A template reads as such, in the faded colour its inherited fields have.
        const std::string label =
            id + "  " + (row.is_template ? "(template) " : "") + *row.name + "###" + id;
        if (row.is_template)
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        const bool clicked = ui::Selectable(label.c_str(), id == selected || in_selection);
        if (row.is_template) ImGui::PopStyleColor();
        if (clicked) {
            const ImGuiIO& io = ImGui::GetIO();
            click_row(order, id, io.KeyCtrl, io.KeyShift);
            scroll_to_selected = !selected.empty();  // the list shrinks: keep it in view
        }
        if (id == selected && scroll_to_selected) {
            ImGui::SetScrollHereY();
            scroll_to_selected = false;
        }
    }
}

void ContentEditorPanel::draw_details(ContentDocument& doc, const EditorContext& ctx) {
    ImGuiFieldWidgets widgets;
    widgets.tileset_texture = ctx.tileset_texture;
    const Content& content = doc.content();
    ImGui::PushItemWidth(ImGui::GetContentRegionAvail().x * 0.55f);
    if (settings_selected) {
        const std::string where = location_text(content, "settings");
        ImGui::TextUnformatted("settings");
        ImGui::SameLine();
        draw_field_legend("settings", where);
        if (same_line_when_it_fits(where)) ImGui::TextDisabled("%s", where.c_str());
        ImGui::Separator();
        edit_settings_fields(doc, widgets, ctx.game_content, ctx.disk_content);
    } else if (const std::vector<DefId> together = selected_together(content);
               together.size() >= 2) {
        draw_selection(doc, ctx, together);
    } else if (selected.empty() || (!has_definition(content, kind, selected) &&
                                    !is_template(content, kind, selected))) {
        const std::string_view name = kind_name(kind);
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        wrapped_textf("Select %s %s in the list, or make one with New.",
                      name.find_first_of("aeiou") == 0 ? "an" : "a", kind_name(kind));
        ImGui::PopStyleColor();
    } else {
        // One row: the actions, the key to the marks, what is open and where it is written
        // (each of the last two where it fits; the key's tooltip says them anyway).
        draw_actions(doc);
        const bool abstract = is_template(content, kind, selected);
        const DefId parent = parent_of(content, kind, selected);
        std::string title = std::string(kind_name(kind)) + (abstract ? " template '" : " '") +
                            selected + "'" + (parent.empty() ? "" : " from " + parent);
        // The layers whose files write it, when it is written by more than the base.
        const std::vector<std::string> layers = layers_touching(content, kind, selected);
        const auto provenance = content.provenance;
        if (provenance && provenance->layers.size() > 1 && !layers.empty()) {
            std::string names;
            for (const std::string& l : layers) names += (names.empty() ? "" : ", ") + l;
            title += " (layers: " + names + ")";
        }
        const std::string written = written_at(content, kind, selected);
        const std::string where = written.empty() ? "(not saved yet)" : written;
        same_line_if_room("(?)");
        draw_field_legend(title, where + made_from_text(content, kind, selected));
        if (same_line_when_it_fits(title)) {
            ImGui::TextUnformatted(title.c_str());
            if (same_line_when_it_fits(where)) ImGui::TextDisabled("%s", where.c_str());
        }
        if (!message.empty()) ImGui::TextColored(kError, "%s", message.c_str());
        draw_made_from_it(content, kind, selected, abstract);
        ImGui::Separator();
        edit_definition_fields(doc, widgets, kind, selected, ctx.game_content, ctx.disk_content);
    }
    ImGui::PopItemWidth();
    if (overrides_asked) ImGui::OpenPopup("Overrides");
    overrides_asked = false;
    draw_overrides_popup(doc);
    if (rename_asked) ImGui::OpenPopup("Rename definition");
    if (delete_asked) ImGui::OpenPopup("Delete definition?");
    rename_asked = delete_asked = false;
    draw_rename_popup(doc);
    draw_delete_popup(doc, ctx);
    // Last: its Rename... asks for the rename popup, which opens on the next frame, once
    // this one has closed.
    if (uses_asked) ImGui::OpenPopup("Uses");
    uses_asked = false;
    draw_uses_popup(doc);
}

void ContentEditorPanel::draw_selection(ContentDocument& doc, const EditorContext& ctx,
                                        const std::vector<DefId>& together) {
    std::string ids;
    for (const DefId& id : together) ids += (ids.empty() ? "" : ", ") + id;
    ImGui::Text("%zu selected", together.size());
    ImGui::SameLine();
    ImGui::TextDisabled("(?)");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "A field set here is set on every selected %s as one step (Undo takes it\n"
            "back on all). Fields they do not agree on read (mixed). A template's value\n"
            "reaches what inherits it; the save writes only what no template gives.",
            kind_name(kind));
    ImGui::SameLine();
    if (ui::SmallButton("Select one")) {
        selection.clear();
        scroll_to_selected = true;
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Keep %s open alone", selected.c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    wrapped_text(ids);
    ImGui::PopStyleColor();
    ImGui::Separator();
    ImGuiFieldWidgets widgets;
    widgets.tileset_texture = ctx.tileset_texture;
    edit_shared_fields(doc, widgets, kind, together);
}

void ContentEditorPanel::draw_field_legend(const std::string& title, const std::string& where) {
    ImGui::TextDisabled("(?)");
    if (!ImGui::IsItemHovered()) return;
    ImGui::BeginTooltip();
    ImGui::Text("%s, written at %s", title.c_str(), where.c_str());
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float h = ImGui::GetTextLineHeight();
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(at.x, at.y + 2.0f),
                                              ImVec2(at.x + 3.0f, at.y + h - 2.0f),
                                              IM_COL32(235, 170, 60, 255));
    ImGui::SetCursorScreenPos(ImVec2(at.x + 8.0f, at.y));
    ImGui::TextUnformatted(
        "A mark like this at a field's left edge: its value differs from the saved\n"
        "file (the field's tooltip gives the saved value). Hover any field for its\n"
        "meaning, range, default and where its value comes from.");
    ImGui::EndTooltip();
}

void ContentEditorPanel::draw_actions(ContentDocument& doc) {
    const Content& content = doc.content();
    if (content.provenance) {
        draw_parent_picker(doc, kind, selected, message);
        same_line_if_room(!parent_of(content, kind, selected).empty() ? "Overrides" : "Uses");
    }
    if (!parent_of(content, kind, selected).empty()) {
        if (ui::Button("Overrides")) overrides_asked = true;
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("The fields this sets itself, over its template: revert them");
        same_line_if_room("Uses");
    }
    if (ui::Button("Uses")) uses_asked = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Everything that names %s: definitions, spawn tables, vaults, settings",
                          selected.c_str());
    same_line_if_room(is_template(content, kind, selected) ? "New from it..." : "Duplicate");
    if (is_template(content, kind, selected)) {
        if (ui::Button("New from it...")) new_definition.ask(selected);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("A new %s made from this template", kind_name(kind));
        same_line_if_room("template");
        // Made from it by `from:` in the files; its id, place and life are the files'.
        ImGui::TextDisabled("template");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(
                "An abstract template: never in the game. Editing a field changes every\n"
                "definition made from it that does not set that field itself; the save\n"
                "writes the template's block only. Rename or delete it in its file.");
        return;
    }
    if (ui::Button("Duplicate")) {
        const DefId copy = duplicate_definition(doc, kind, selected);
        if (!copy.empty()) select(kind, copy);
    }
    same_line_if_room("Rename...");
    if (ui::Button("Rename...")) ask_rename();
    same_line_if_room("Delete...");
    if (ui::Button("Delete...")) ask_delete();
}

void ContentEditorPanel::ask_rename() {
    rename_to = selected;
    rename_asked = !selected.empty() && !settings_selected;
}

void ContentEditorPanel::ask_delete() {
    delete_target = selected;
    delete_asked = !selected.empty() && !settings_selected;
}

void ContentEditorPanel::draw_made_from_it(const Content& content, DefKind def_kind,
                                           const DefId& id, bool abstract) {
    // A definition's header keeps its one row (the key's tooltip names them); a
    // template's says what it reaches, as that is what editing it is about.
    if (!abstract) return;
    const std::string text = made_from_text(content, def_kind, id);
    const std::string line = text.empty() ? "Nothing is made from it yet." : text.substr(1);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    wrapped_text(line);
    ImGui::PopStyleColor();
}

void ContentEditorPanel::draw_overrides_popup(ContentDocument& doc) {
    if (!begin_centred_modal("Overrides")) return;
    const Content& content = doc.content();
    const FieldInheritance inheritance = field_inheritance(content, kind, selected);
    ImGui::Text("%s%s '%s' over its template '%s'", kind_name(kind),
                is_template(content, kind, selected) ? " template" : "", selected.c_str(),
                inheritance.parent.c_str());
    if (inheritance.differ.empty()) ImGui::TextDisabled("It sets nothing of its own.");
    std::map<std::string, std::string> mine;
    std::map<std::string, std::string> theirs;
    with_definitions(content, kind, [&](const auto& defs) {
        using Def = typename std::remove_cvref_t<decltype(defs)>::mapped_type;
        if (const Def* def = find_definition<Def>(content, selected)) mine = field_texts(*def);
        if (const Def* parent = find_definition<Def>(content, inheritance.parent))
            theirs = field_texts(*parent);
    });
    for (const std::string& field : inheritance.differ) {
        ImGui::PushID(field.c_str());
        const std::string revert = "Revert##" + field;
        if (ui::SmallButton(revert.c_str())) {
            revert_to_inherited(doc, kind, selected, {field});
        }
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Take %s from %s again (its key goes from the file on save)",
                              field.c_str(), inheritance.parent.c_str());
        ImGui::SameLine();
        draw_apply_to_parent(doc, inheritance.parent, field);
        ImGui::SameLine();
        ImGui::Text("%s: %s  (%s: %s)", field.c_str(), mine[field].c_str(),
                    inheritance.parent.c_str(), theirs[field].c_str());
        ImGui::PopID();
    }
    ImGui::BeginDisabled(inheritance.differ.empty());
    if (ui::Button("Revert all")) revert_to_inherited(doc, kind, selected, inheritance.differ);
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ui::Button("Close")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

void ContentEditorPanel::draw_apply_to_parent(ContentDocument& doc, const DefId& parent,
                                              const std::string& field) {
    const std::string label = "Apply to " + parent + "##" + field;
    if (ui::SmallButton(label.c_str())) {
        std::string refused;
        apply_to_parent(doc, kind, selected, {field}, refused);
        message = refused;
        return;
    }
    if (!ImGui::IsItemHovered()) return;
    // The preview: what else changes with it, before it is made.
    const std::vector<DefId> reaches = apply_to_parent_reaches(doc, kind, selected, {field});
    std::string also;
    for (const DefId& id : reaches) also += "\n  " + id;
    ImGui::SetTooltip(
        "%s takes this %s and %s inherits it (its key goes on save).\n%s%s", parent.c_str(),
        field.c_str(), selected.c_str(),
        reaches.empty() ? "Nothing else changes." : "These change with it:", also.c_str());
}

void ContentEditorPanel::draw_rename_popup(ContentDocument& doc) {
    if (!begin_centred_modal("Rename definition")) return;
    ImGui::Text("Rename %s '%s' to", kind_name(kind), selected.c_str());
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    const bool enter = ui::InputText("##new id", &rename_to, ImGuiInputTextFlags_EnterReturnsTrue);
    const std::string error = rename_error(doc.content(), kind, selected, rename_to);
    if (!error.empty()) ImGui::TextColored(kError, "%s", error.c_str());
    // What the rename reaches, before it is made.
    const std::vector<ContentReference> uses = reference_list(doc.content(), kind, selected);
    if (uses.empty()) {
        ImGui::TextDisabled("Nothing refers to it.");
    } else {
        ImGui::TextDisabled("Every reference to it follows:");
        if (draw_references(uses)) {
            ImGui::CloseCurrentPopup();
            ImGui::EndPopup();
            return;
        }
    }
    ImGui::BeginDisabled(!error.empty());
    const bool confirmed = ui::Button("Rename") || enter;
    ImGui::EndDisabled();
    if (confirmed && error.empty()) {
        std::string refused;
        const DefId renamed = rename_definition(doc, kind, selected, rename_to, refused);
        if (!renamed.empty()) selected = renamed;
        message = refused;
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (cancel_button()) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

void ContentEditorPanel::draw_uses_popup(const ContentDocument& doc) {
    if (!begin_centred_modal("Uses")) return;
    // Find references: every place that names the selected id, each opening its owner.
    const std::vector<ContentReference> uses = reference_list(doc.content(), kind, selected);
    ImGui::Text("%s '%s' is named in %zu place%s", kind_name(kind), selected.c_str(), uses.size(),
                uses.size() == 1 ? "" : "s");
    if (uses.empty()) {
        ImGui::TextDisabled("Nothing refers to it: renaming or deleting it breaks nothing.");
    } else if (draw_references(uses)) {
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return;
    }
    if (ui::Button("Rename...")) {
        ImGui::CloseCurrentPopup();
        ask_rename();
    }
    ImGui::SameLine();
    if (cancel_button()) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

bool ContentEditorPanel::draw_references(const std::vector<ContentReference>& uses) {
    // Up to a screenful; each opens what holds it (the settings and spawn tables say
    // where they are, for the Spawns tab and the settings).
    const float row = ImGui::GetTextLineHeightWithSpacing();
    const float height = std::min(static_cast<float>(uses.size()), 12.0f) * row + row * 0.5f;
    bool opened = false;
    const auto shown = [](const ContentReference& use) {
        return use.text + (use.where.empty() ? "" : "   " + use.where);
    };
    // As wide as the longest line, within the window (the modal grows to fit it).
    float width = ImGui::GetFontSize() * 20.0f;
    for (const ContentReference& use : uses)
        width = std::max(width, ImGui::CalcTextSize(shown(use).c_str()).x);
    width = std::min(width + ImGui::GetStyle().ScrollbarSize + ImGui::GetFontSize(),
                     ImGui::GetIO().DisplaySize.x * 0.85f);
    ImGui::BeginChild("references", ImVec2(width, height), false,
                      ImGuiWindowFlags_HorizontalScrollbar);
    for (std::size_t i = 0; i < uses.size(); ++i) {
        const ContentReference& use = uses[i];
        const std::string label = shown(use) + "###reference " + std::to_string(i);
        if (use.owner.empty()) {
            ImGui::BulletText("%s", label.substr(0, label.find("###")).c_str());
            continue;
        }
        if (ui::Selectable(label.c_str())) {
            select(use.kind, use.owner);
            opened = true;
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Open %s", use.owner.c_str());
    }
    ImGui::EndChild();
    return opened;
}

void ContentEditorPanel::draw_delete_popup(ContentDocument& doc, const EditorContext& ctx) {
    if (!begin_centred_modal("Delete definition?")) return;
    ImGui::Text("Delete %s '%s'?", kind_name(kind), delete_target.c_str());
    const std::vector<ContentReference> uses = reference_list(doc.content(), kind, delete_target);
    const int on_floor = ctx.live_entities_using ? ctx.live_entities_using(kind, delete_target) : 0;
    if (uses.empty() && on_floor == 0) {
        ImGui::TextDisabled("Nothing uses it.");
    } else {
        ImGui::TextColored(kError, "It is still used:");
        if (draw_references(uses)) {
            ImGui::CloseCurrentPopup();
            ImGui::EndPopup();
            return;
        }
        if (on_floor > 0)
            ImGui::BulletText("%d %s on this floor (removed when applied)", on_floor,
                              on_floor == 1 ? "entity" : "entities");
        ImGui::TextDisabled(
            "Deleting it takes its spawn-table entries, its list entries and the\n"
            "effects and choices naming it along, as one step.");
    }
    // Still named somewhere: deleting it alone would leave broken references.
    const std::string with = "Delete with its " + std::to_string(uses.size()) + " reference" +
                             (uses.size() == 1 ? "" : "s");
    bool deleted = false;
    if (uses.empty()) {
        deleted = ui::Button("Delete") && delete_definition(doc, kind, delete_target);
    } else if (ui::Button(with.c_str())) {
        std::string refused;
        deleted = delete_with_references(doc, kind, delete_target, refused);
        message = deleted ? std::string() : "Not deleted: " + refused;
        if (!deleted) ImGui::CloseCurrentPopup();
    }
    if (deleted) {
        if (selected == delete_target) selected.clear();
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (cancel_button()) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace cf
