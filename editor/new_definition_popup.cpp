#include "editor/new_definition_popup.hpp"

#include <imgui.h>

#include <algorithm>

#include "editor/flow_layout.hpp"
#include "editor/panel_colors.hpp"
#include "editor/template_edits.hpp"
#include "editor/ui_widgets.hpp"
#include "engine/content/layered_save.hpp"
#include "engine/content/provenance.hpp"

namespace cf {

namespace {

// The file (relative to the write layer) of the write layer holding `parent`'s own block,
// "" when none does.
std::string parent_block_file(const ContentDocument& doc, DefKind kind, const DefId& parent) {
    const Content& saved = doc.saved();
    if (parent.empty() || !saved.provenance) return {};
    const int layer = write_layer_index(saved, doc.write_target());
    const ContentProvenance& p = *saved.provenance;
    const DefOrigin* origin = p.origin(location_key(kind, parent));
    for (const DefFragment& f : origin ? origin->fragments : std::vector<DefFragment>{}) {
        if (f.owner != parent || f.layer != layer || !f.key.IsDefined()) continue;
        const NodeMark mark = f.key.Mark();
        for (const SourceFileRecord& file : p.files) {
            if (mark.file && file.shown == *mark.file) return file.path;
        }
    }
    return {};
}

}  // namespace

std::string file_for_new_definition(const ContentDocument& doc, DefKind kind, const DefId& parent) {
    const Content& saved = doc.saved();
    if (!saved.provenance || saved.provenance->layers.empty()) return {};
    const std::string beside = parent_block_file(doc, kind, parent);
    return beside.empty() ? file_for_kind(saved, kind, doc.write_target()) : beside;
}

std::vector<DefId> parent_choices(const Content& content, DefKind kind) {
    std::vector<DefId> out = template_ids(content, kind);
    const std::vector<DefId> defs = ids_of(content, kind);
    out.insert(out.end(), defs.begin(), defs.end());
    return out;
}

void NewDefinitionPopup::ask(const DefId& from) {
    id.clear();
    parent = from;
    asked = true;
}

DefId NewDefinitionPopup::draw(ContentDocument& doc, DefKind kind) {
    if (asked) ImGui::OpenPopup("New definition");
    asked = false;
    if (!begin_centred_modal("New definition")) return {};
    ImGui::Text("New %s: its id first", kind_name(kind));
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 20.0f);
    const bool enter = ui::InputText("##new id", &id, ImGuiInputTextFlags_EnterReturnsTrue);
    const std::string error = new_id_error(doc.content(), kind, id);
    // A refused Enter keeps the field for typing on (Enter would leave it).
    if (enter && !error.empty()) ImGui::SetKeyboardFocusHere(-1);
    if (error.empty()) {
        ImGui::TextDisabled("'%s' is free", id.c_str());
    } else if (id.empty()) {
        ImGui::TextDisabled("%s", error.c_str());
    } else {
        ImGui::TextColored(editor_colors::kError, "%s", error.c_str());
    }
    draw_parent_combo(doc, kind);
    draw_file(doc, kind);
    ImGui::BeginDisabled(!error.empty());
    const bool confirmed = ui::Button("Create") || enter;
    ImGui::EndDisabled();
    DefId made;
    if (confirmed && error.empty()) {
        std::string refused;
        made = create_definition(doc, kind, id, parent, refused);
        if (!made.empty()) ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (cancel_button()) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return made;
}

void NewDefinitionPopup::draw_parent_combo(const ContentDocument& doc, DefKind kind) {
    const Content& content = doc.content();
    const std::string none = "nothing (default values)";
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("From");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 20.0f - ImGui::GetItemRectSize().x -
                            ImGui::GetStyle().ItemSpacing.x);
    if (ui::BeginCombo("##from", parent.empty() ? none.c_str() : parent.c_str(),
                       ImGuiComboFlags_HeightLarge)) {
        if (ui::Selectable(none.c_str(), parent.empty())) parent.clear();
        for (const DefId& choice : parent_choices(content, kind)) {
            const bool abstract = is_template(content, kind, choice);
            const std::string label = abstract ? choice + "  (template)" : choice;
            if (abstract)
                ImGui::PushStyleColor(ImGuiCol_Text,
                                      ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            if (ui::Selectable(label.c_str(), parent == choice)) parent = choice;
            if (abstract) ImGui::PopStyleColor();
        }
        ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "Made from a template or definition, it inherits every field it does not set\n"
            "itself, follows the parent's later edits, and is saved as `from:` with only\n"
            "what differs.");
}

void NewDefinitionPopup::draw_file(ContentDocument& doc, DefKind kind) {
    const std::string file = file_for_new_definition(doc, kind, parent);
    if (file.empty()) return;
    const Content& saved = doc.saved();
    const bool beside = !parent_block_file(doc, kind, parent).empty();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Into");
    ImGui::SameLine();
    if (beside) {
        ImGui::Text("%s (beside %s)", file.c_str(), parent.c_str());
        return;
    }
    // The whole name: the combo is as wide as the longest file of the kind.
    const int layer = write_layer_index(saved, doc.write_target());
    std::vector<std::string> files = files_of_kind(saved, layer, kind);
    if (std::find(files.begin(), files.end(), file) == files.end())
        files.insert(files.begin(), file);
    float width = 0.0f;
    for (const std::string& f : files) width = std::max(width, ImGui::CalcTextSize(f.c_str()).x);
    ImGui::SetNextItemWidth(width + ImGui::GetFrameHeight() +
                            ImGui::GetStyle().FramePadding.x * 2.0f);
    if (ui::BeginCombo("##into", file.c_str())) {
        for (const std::string& f : files) {
            if (!ui::Selectable(f.c_str(), f == file) || f == file) continue;
            WriteTarget target = doc.write_target();
            target.files[kind] = f;
            doc.set_write_target(std::move(target));
        }
        ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("The file of this layer the new %s is written into (Write to's file)",
                          kind_name(kind));
}

}  // namespace cf
