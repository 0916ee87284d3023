#include "editor/write_target.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <utility>
#include <vector>

#include "editor/flow_layout.hpp"
#include "editor/panel_colors.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/content/content_layout.hpp"
#include "engine/content/layer_files.hpp"
#include "engine/content/layered_save.hpp"
#include "engine/content/provenance.hpp"

namespace cf {

namespace {

constexpr DefKind kWriteTargetKinds[] = {
    DefKind::actor, DefKind::item,        DefKind::status,  DefKind::tile,      DefKind::vault,
    DefKind::slot,  DefKind::damage_type, DefKind::faction, DefKind::appearance};

std::string kind_folder_name(DefKind kind) {
    return kind_folder({FileKind::Part::definitions, kind});
}

const char* layer_name_at(const Content& saved, int layer) {
    return saved.provenance->layers[static_cast<std::size_t>(layer)].name.c_str();
}

}  // namespace

bool WriteTargetControl::wanted(const Content& saved) {
    if (!saved.provenance || saved.provenance->layers.empty()) return false;
    if (saved.provenance->layers.size() > 1) return true;
    for (DefKind kind : kWriteTargetKinds) {
        if (files_of_kind(saved, 0, kind).size() > 1) return true;
    }
    return false;
}

void WriteTargetControl::draw(ContentDocument& doc, DefKind kind, const DefId& selected) {
    if (!wanted(doc.saved())) return;
    ImGui::PushID("write_target");
    // One row: "Write to", the layer, the file, Files; the two combos share what the
    // label and the button leave (each at most 16 font sizes: more says nothing new).
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Write to");
    ImGui::SameLine();
    const ImGuiStyle& style = ImGui::GetStyle();
    const float button = ImGui::CalcTextSize("Files").x + style.FramePadding.x * 2.0f;
    const float combos = ImGui::GetContentRegionAvail().x - button - style.ItemSpacing.x * 3.0f;
    // Each combo as wide as its whole text needs (arrow and padding included).
    const Content& saved = doc.saved();
    const float chrome = ImGui::GetFrameHeight() + style.FramePadding.x * 2.0f;
    const float layer_needs =
        ImGui::CalcTextSize(
            std::string(layer_name_at(saved, write_layer_index(saved, doc.write_target()))).c_str())
            .x +
        chrome;
    const float file_needs =
        ImGui::CalcTextSize(file_for_kind(saved, kind, doc.write_target()).c_str()).x + chrome;
    const auto [layer_width, file_width] =
        split_combo_widths(combos, layer_needs, file_needs, ImGui::GetFontSize() * 3.0f);
    draw_layer(doc, std::floor(layer_width));
    ImGui::SameLine();
    draw_file(doc, kind, std::floor(file_width));
    ImGui::SameLine();
    draw_files_menu(doc, kind, selected);
    draw_new_file(doc);
    ImGui::PopID();
    ImGui::Separator();
}

std::pair<float, float> split_combo_widths(float room, float layer_needs, float file_needs,
                                           float least) {
    if (layer_needs + file_needs <= room) return {layer_needs, room - layer_needs};
    const float file = std::max(std::min(file_needs, room - least), least);
    return {std::max(room - file, least), file};
}

std::string elide_middle(const std::string& text, float max_width,
                         const std::function<float(std::string_view)>& width_of) {
    if (width_of(text) <= max_width) return text;
    const std::string dots = "...";
    // The longest kept length whose halves (the end one a character longer) fit.
    std::size_t lo = 0;
    std::size_t hi = text.size();
    const auto shortened = [&](std::size_t kept) {
        const std::size_t head = kept / 2;
        const std::size_t tail = kept - head;
        return text.substr(0, head) + dots + text.substr(text.size() - tail);
    };
    while (lo < hi) {
        const std::size_t mid = (lo + hi + 1) / 2;
        if (width_of(shortened(mid)) <= max_width) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    return shortened(lo);
}

namespace {

// The next combo `width` pixels wide; returns the width its preview text has.
float set_combo_width(float width) {
    ImGui::SetNextItemWidth(width);
    return width - ImGui::GetFrameHeight() - ImGui::GetStyle().FramePadding.x * 2.0f;
}

// The folder as an absolute path, for the tooltip.
std::string full_path(const std::string& dir) {
    std::error_code ec;
    const std::filesystem::path full = std::filesystem::absolute(dir, ec);
    return ec ? dir : full.lexically_normal().string();
}

// `text` as a combo's preview `width` wide shows it.
std::string preview(const std::string& text, float width) {
    return elide_middle(text, width, [](std::string_view t) {
        return ImGui::CalcTextSize(t.data(), t.data() + t.size()).x;
    });
}

}  // namespace

void WriteTargetControl::draw_layer(ContentDocument& doc, float combo_width) {
    const Content& saved = doc.saved();
    const int layer = write_layer_index(saved, doc.write_target());
    const float width = set_combo_width(combo_width);
    // The folder's own name; the whole path is the tooltip's (elided from the middle,
    // "/tmp/x/content" became "/...t").
    if (ui::BeginCombo(
            "##layer",
            preview(layer_folder_name(std::string(layer_name_at(saved, layer))), width).c_str())) {
        const int count = static_cast<int>(saved.provenance->layers.size());
        for (int l = count - 1; l >= 0; --l) {
            const std::string label =
                std::string(layer_name_at(saved, l)) + (l == count - 1 ? " (top)"
                                                        : l == 0       ? " (base)"
                                                                       : "");
            if (ui::Selectable(label.c_str(), l == layer) && l != layer)
                doc.set_write_target(WriteTarget{.layer = l, .files = {}});
        }
        ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "%s\nThe layer saving writes every edit into, never below it.",
            full_path(saved.provenance->layers[static_cast<std::size_t>(layer)].dir).c_str());
}

void WriteTargetControl::draw_file(ContentDocument& doc, DefKind kind, float combo_width) {
    const Content& saved = doc.saved();
    const int layer = write_layer_index(saved, doc.write_target());
    const std::string current = file_for_kind(saved, kind, doc.write_target());
    const float width = set_combo_width(combo_width);
    if (ui::BeginCombo("##file", preview(current, width).c_str())) {
        std::vector<std::string> files = files_of_kind(saved, layer, kind);
        if (std::find(files.begin(), files.end(), current) == files.end())
            files.insert(files.begin(), current);  // to be made by the save
        for (const std::string& f : files) {
            if (ui::Selectable(f.c_str(), f == current) && f != current) {
                WriteTarget target = doc.write_target();
                target.files[kind] = f;
                doc.set_write_target(std::move(target));
            }
        }
        ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "%s\nNew %s, and changes to %s this layer has no block of, go into this file.",
            current.c_str(), kind_folder_name(kind).c_str(), kind_folder_name(kind).c_str());
}

void WriteTargetControl::draw_files_menu(const ContentDocument& doc, DefKind kind,
                                         const DefId& selected) {
    if (ui::Button("Files")) ImGui::OpenPopup("files_menu");
    if (!ImGui::BeginPopup("files_menu")) return;
    if (ui::MenuItem("New file...")) {
        new_path_.clear();
        new_file_hint_ = kind_folder_name(kind) + "/more.yaml";
        open_new_file_ = true;
    }
    const Content& saved = doc.saved();
    const int layer = write_layer_index(saved, doc.write_target());
    const std::vector<std::string> files = files_of_kind(saved, layer, kind);
    const std::string move = selected.empty() ? "Move to" : "Move '" + selected + "' to";
    if (ui::BeginMenu(move.c_str(), !selected.empty() && files.size() > 1)) {
        for (const std::string& f : files) {
            if (ui::MenuItem(f.c_str()))
                action_ = FileAction{FileAction::Op::move, f, kind, selected};
        }
        ImGui::EndMenu();
    }
    ImGui::EndPopup();
}

void WriteTargetControl::draw_new_file(ContentDocument& doc) {
    if (std::exchange(open_new_file_, false)) ImGui::OpenPopup("New content file");
    centre_next_window();
    if (!ImGui::BeginPopupModal("New content file", nullptr, ImGuiWindowFlags_AlwaysAutoResize))
        return;
    const Content& saved = doc.saved();
    ImGui::Text("A new file of definitions in %s:",
                layer_name_at(saved, write_layer_index(saved, doc.write_target())));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 18.0f);
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    ui::InputTextWithHint("##path", new_file_hint_.c_str(), &new_path_);
    const std::string why = new_file_refusal(saved, new_path_, doc.write_target());
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
    if (new_path_.empty())
        ImGui::TextDisabled("A path in the layer: a folder named for a kind, then the file.");
    else if (!why.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, editor_colors::kError);
        bounded_unformatted(why);
        ImGui::PopStyleColor();
    }
    ImGui::PopTextWrapPos();
    ImGui::BeginDisabled(!why.empty());
    if (ui::Button("Create")) {
        action_ = FileAction{FileAction::Op::new_file, new_path_, DefKind::actor, {}};
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ui::Button("Cancel")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace cf
