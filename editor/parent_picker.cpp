#include "editor/parent_picker.hpp"

#include <imgui.h>

#include "editor/new_definition_popup.hpp"
#include "editor/template_edits.hpp"
#include "editor/ui_widgets.hpp"

namespace cf {

bool draw_parent_picker(ContentDocument& doc, DefKind kind, const DefId& id, std::string& message) {
    if (ui::Button("From...")) ImGui::OpenPopup("parent_picker");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "Make it from another template or definition: the fields it sets itself stay,\n"
            "every other is inherited from the new parent; the save writes `from:`.");
    if (!ImGui::BeginPopup("parent_picker")) return false;
    const Content& content = doc.content();
    const DefId current = parent_of(content, kind, id);
    ImGui::TextDisabled("Make %s '%s' from", kind_name(kind), id.c_str());
    DefId picked_id;
    for (const DefId& choice : parent_choices(content, kind)) {
        const bool abstract = is_template(content, kind, choice);
        const std::string refused =
            choice == current ? std::string() : parent_error(content, kind, id, choice);
        const std::string label = choice + (abstract ? "  (template)" : "");
        const bool faded = abstract || !refused.empty();
        if (faded)
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        const bool picked = ui::Selectable(label.c_str(), choice == current);
        if (faded) ImGui::PopStyleColor();
        if (!refused.empty() && ImGui::IsItemHovered())
            ImGui::SetTooltip("Refused: %s", refused.c_str());
        if (picked && choice != current) picked_id = choice;
    }
    ImGui::EndPopup();
    if (picked_id.empty()) return false;
    const bool made = set_parent(doc, kind, id, picked_id, message);
    if (made) message.clear();
    return made;
}

}  // namespace cf
