#include "editor/files_panel.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cfloat>

#include "editor/layer_changes.hpp"
#include "editor/provenance_text.hpp"
#include "editor/ui_widgets.hpp"

namespace cf {

namespace {

const ImVec4 kUnsavedColor(0.92f, 0.67f, 0.24f, 1.0f);

bool is_container(const FileTreeRow& row) { return row.type != FileTreeRow::Type::definition; }

}  // namespace

const FileTree& FilesPanel::tree(const ContentDocument& doc) {
    if (tree_revision_ != doc.revision() || tree_saved_ != &doc.saved_content()) {
        // An edit of some definitions of the same files updates their rows alone.
        const bool same_files = tree_content_ && tree_saved_ == &doc.saved_content();
        if (!same_files ||
            !update_file_tree(tree_, *tree_content_, doc.content(), doc.saved_content()))
            tree_ = build_file_tree(doc.content(), doc.saved_content());
        tree_content_ = doc.snapshot();
        tree_revision_ = doc.revision();
        tree_saved_ = &doc.saved_content();
        shown_valid_ = false;
    }
    return tree_;
}

const std::vector<std::size_t>& FilesPanel::shown_rows(const ContentDocument& doc) {
    tree(doc);
    if (!shown_valid_ || shown_query_ != search || shown_closed_ != closed) {
        shown_ = visible_rows(tree_, search, closed, counts_);
        shown_query_ = search;
        shown_closed_ = closed;
        shown_valid_ = true;
    }
    return shown_;
}

bool FilesPanel::open_row(std::size_t row, ContentEditorPanel& editor) {
    if (row >= tree_.rows.size()) return false;
    const FileTreeRow& r = tree_.rows[row];
    if (r.type != FileTreeRow::Type::definition || !r.selectable) return false;
    editor.select(r.kind, r.label);
    focus_requested_ = true;
    tab_requested_ = true;
    return true;
}

std::string FilesPanel::row_label(const FileTree& tree, std::size_t row, int count) {
    const FileTreeRow& r = tree.rows[row];
    const std::string counted = "  (" + std::to_string(count) + ")";
    switch (r.type) {
        case FileTreeRow::Type::layer:
            return r.label + counted;
        case FileTreeRow::Type::folder:
            return r.label + "/" + counted;
        case FileTreeRow::Type::file:
        case FileTreeRow::Type::unsaved_group:
            return r.label + counted;
        case FileTreeRow::Type::definition:
            break;
    }
    std::string out = r.label;
    if (!r.name.empty()) out += "  " + r.name;
    out += std::string("  (") + kind_name(r.kind) + (r.abstract ? " template)" : ")");
    if (r.partial) out += "  changes it";
    if (r.deleted_here) out += "  deletes it";
    if (!r.deleted_by.empty()) out += "  deleted by " + r.deleted_by;
    if (r.deleted && !r.deleted_here && r.deleted_by.empty()) out += "  deleted";
    if (r.unsaved && !r.deleted_here) out += "  unsaved";
    return out;
}

std::string FilesPanel::row_tooltip(const FileTree& tree, std::size_t row) {
    const FileTreeRow& r = tree.rows[row];
    if (r.type == FileTreeRow::Type::layer) return "Layer " + r.label + ": later layers win";
    if (r.type != FileTreeRow::Type::definition) return r.file.empty() ? r.label : r.file;
    const std::string what = std::string(kind_name(r.kind)) + " '" + r.label + "'";
    std::string out = r.file.empty() ? what + ": not in a file yet (save writes it)"
                                     : what + " at " + r.file + ":" + std::to_string(r.line);
    if (!r.made_from.empty()) out += "\nmade from " + r.made_from;
    if (r.partial) out += "\nchanges the definition of an earlier layer (the fields written here)";
    if (r.abstract) out += "\na template: never in the game; definitions are made from it";
    if (r.deleted_here) out += "\ndeleted here (delete: true): not in the game";
    if (!r.deleted_by.empty())
        out +=
            "\ndeleted by the layer " + r.deleted_by + " at " + r.deleted_at + ": not in the game";
    else if (r.deleted && !r.deleted_here)
        out += "\ndeleted by an unsaved edit";
    if (r.unsaved && !r.deleted_here) out += "\nhas unsaved edits";
    if (r.selectable) out += "\nClick to open it in the Content editor.";
    return out;
}

void FilesPanel::draw(const ContentDocument& doc, ContentEditorPanel& editor) {
    draw_search_bar(doc);
    draw_layer_changes(doc, editor);
    ImGui::BeginChild("file tree", ImVec2(0.0f, 0.0f), true);
    const std::vector<std::size_t>& rows = shown_rows(doc);
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(rows.size()));
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i)
            draw_row(rows[static_cast<std::size_t>(i)], editor);
    }
    clipper.End();
    ImGui::EndChild();
}

void FilesPanel::draw_search_bar(const ContentDocument& doc) {
    const float buttons = ImGui::CalcTextSize("Open all Close all").x +
                          ImGui::GetStyle().FramePadding.x * 4.0f +
                          ImGui::GetStyle().ItemSpacing.x * 2.0f;
    ImGui::SetNextItemWidth(std::max(80.0f, ImGui::GetContentRegionAvail().x - buttons));
    ui::InputTextWithHint("##files search", kFileSearchHint, &search);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kFileSearchHelp);
    const FileTree& t = tree(doc);
    ImGui::SameLine();
    if (ui::SmallButton("Open all")) closed.clear();
    ImGui::SameLine();
    if (ui::SmallButton("Close all")) {
        closed.clear();
        for (const FileTreeRow& row : t.rows) {
            if (row.type == FileTreeRow::Type::file) closed.push_back(row.node);
        }
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Close every file: the folders stay open");
    const std::size_t shown = shown_rows(doc).size();
    if (search.empty()) {
        ImGui::TextDisabled("%d definitions", t.definitions);
    } else {
        int matches = 0;
        for (std::size_t row : shown_)
            matches += t.rows[row].type == FileTreeRow::Type::definition ? 1 : 0;
        ImGui::TextDisabled("%d of %d definitions match", matches, t.definitions);
        if (shown == 0) ImGui::TextDisabled("%s", kFileSearchHint);
    }
}

void FilesPanel::draw_row(std::size_t row, ContentEditorPanel& editor) {
    const FileTreeRow& r = tree_.rows[row];
    ImGui::PushID(r.node.c_str());
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() +
                         static_cast<float>(r.depth) * ImGui::GetStyle().IndentSpacing);
    const std::string label = row_label(tree_, row, counts_[row]);
    if (is_container(r)) {
        const bool searching = !search.empty();
        const bool open =
            searching || std::find(closed.begin(), closed.end(), r.node) == closed.end();
        ImGui::SetNextItemOpen(open);
        // Named by what it shows, so the API's ui.click finds a folder or layer by its name.
        const bool now =
            ui::TreeNodeEx((label + "##node").c_str(),
                           ImGuiTreeNodeFlags_NoTreePushOnOpen | ImGuiTreeNodeFlags_SpanAvailWidth);
        if (now != open && !searching) toggle(r.node, now);
    } else {
        const bool current =
            !editor.settings_selected && editor.kind == r.kind && editor.selected == r.label;
        const bool dim = !r.selectable || r.abstract;
        if (dim)
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        if (r.unsaved && !dim) ImGui::PushStyleColor(ImGuiCol_Text, kUnsavedColor);
        if (ui::Selectable(label.c_str(), current)) open_row(row, editor);
        if (dim || r.unsaved) ImGui::PopStyleColor();
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", row_tooltip(tree_, row).c_str());
    ImGui::PopID();
}

void FilesPanel::draw_layer_changes(const ContentDocument& doc, ContentEditorPanel& editor) {
    const Content& saved = doc.saved();
    if (!saved.provenance || saved.provenance->layers.size() < 2) return;
    const auto& layers = saved.provenance->layers;
    // "What does hard change?": one button per layer above the base.
    ImGui::TextDisabled("What a layer changes:");
    for (std::size_t l = 1; l < layers.size(); ++l) {
        ImGui::SameLine();
        const std::string name = layer_short_name(layers[l]);
        if (ui::SmallButton((name + "##changes").c_str())) {
            changes_layer_ = static_cast<int>(l);
            ImGui::OpenPopup("layer changes");
        }
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Every definition and field %s changes against the layers below it",
                              name.c_str());
    }
    if (!ImGui::BeginPopup("layer changes")) return;
    const std::size_t index = static_cast<std::size_t>(changes_layer_);
    if (index >= layers.size()) {
        ImGui::EndPopup();
        return;
    }
    const std::vector<LayerChange> changes = layer_changes(saved, changes_layer_);
    ImGui::Text("What %s changes (as saved): %zu definition(s)",
                layer_short_name(layers[index]).c_str(), changes.size());
    ImGui::Separator();
    for (const LayerChange& c : changes) {
        const std::string label = c.headline() + "   " + c.where;
        const bool opens = c.op != LayerChange::Op::deletes && !c.abstract &&
                           has_definition(doc.content(), c.kind, c.id);
        if (ui::Selectable(label.c_str(), false, opens ? 0 : ImGuiSelectableFlags_Disabled)) {
            editor.select(c.kind, c.id);
            focus_requested_ = tab_requested_ = true;
            ImGui::CloseCurrentPopup();
        }
        for (const LayerFieldChange& f : c.fields) {
            ImGui::TextDisabled("      %s: %s -> %s   %s", f.field.c_str(), f.below.c_str(),
                                f.now.c_str(), f.where.c_str());
        }
    }
    ImGui::EndPopup();
}

void FilesPanel::toggle(const std::string& node, bool open) {
    if (open) {
        std::erase(closed, node);
    } else if (std::find(closed.begin(), closed.end(), node) == closed.end()) {
        closed.push_back(node);
    }
}

}  // namespace cf
