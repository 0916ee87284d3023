#include "editor/problems_panel.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/core/utf8.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <filesystem>

namespace cf {

namespace {

constexpr std::array<DefKind, 9> kProblemKinds = {
    DefKind::tile,  DefKind::actor,       DefKind::item,    DefKind::slot,      DefKind::status,
    DefKind::vault, DefKind::damage_type, DefKind::faction, DefKind::appearance};

bool same_file_name(const std::string& a, const std::string& b) {
    namespace fs = std::filesystem;
    return fs::path(a).filename() == fs::path(b).filename();
}

// The definition a location key names ("item/sword", "settings"); nullopt for others.
std::optional<DefinitionRef> parse_key(const std::string& key) {
    if (key == "settings") return DefinitionRef{true, DefKind::tile, {}};
    for (DefKind kind : kProblemKinds) {
        const std::string prefix = std::string(kind_name(kind)) + "/";
        if (key.rfind(prefix, 0) == 0) return DefinitionRef{false, kind, key.substr(prefix.size())};
    }
    return std::nullopt;
}

}  // namespace

std::optional<DefinitionRef> definition_at(const Content& content, const std::string& file,
                                           int line) {
    std::optional<DefinitionRef> best;
    int best_line = 0;
    for (const auto& [key, where] : content.locations) {
        if (!same_file_name(where.file, file) || where.line > line || where.line < best_line)
            continue;
        auto ref = parse_key(key);
        if (!ref) continue;
        best = std::move(ref);
        best_line = where.line;
    }
    return best;
}

bool ProblemsPanel::row(const Problem& p, int index) {
    const std::string text = bounded_text(to_string(p), kMaxWrappedTextBytes);
    ImGui::PushID(index);
    const ImVec2 start = ImGui::GetCursorPos();
    const float width = std::max(ImGui::GetContentRegionAvail().x, 40.0f);
    const ImVec2 size = ImGui::CalcTextSize(text.c_str(), nullptr, false, width);
    const bool clicked =
        ui::Selectable("##problem", selected == index, ImGuiSelectableFlags_AllowItemOverlap,
                       ImVec2(width, size.y));
    ImGui::SetCursorPos(start);
    ImGui::PushTextWrapPos(start.x + width);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopID();
    return clicked;
}

void ProblemsPanel::open(const Problem& p, int index, const Content& content,
                         ContentEditorPanel& editor, const std::string& directory) {
    selected = index;
    source.show(directory, p);
    const std::optional<DefinitionRef> ref = definition_at(content, p.file, p.line);
    if (!ref) return;
    if (ref->settings) {
        editor.select_settings();
    } else {
        editor.select(ref->kind, ref->id);
    }
}

void ProblemsPanel::follow(const std::vector<Problem>& problems, const std::string& directory) {
    const auto same = [](const Problem& a, const Problem& b) {
        return a.file == b.file && a.line == b.line && a.column == b.column &&
               a.message == b.message && a.cause == b.cause;
    };
    if (std::equal(problems.begin(), problems.end(), seen.begin(), seen.end(), same)) return;
    seen = problems;
    if (!source.open) return;
    selected = -1;
    const Problem* same_file = nullptr;
    for (const Problem& p : problems) {
        if (!same_file_name(p.file, source.file)) continue;
        if (!same_file || p.message == source.problem.message) same_file = &p;
    }
    if (same_file) {
        source.show(directory, *same_file);
    } else {
        source.show(directory, {source.file, 0, 0, "no problem left in this file"});
    }
}

void ProblemsPanel::draw(const std::vector<Problem>& problems, const Content& content,
                         ContentEditorPanel& editor, const std::string& directory) {
    follow(problems, directory);
    if (problems.empty()) {
        ImGui::TextColored(ImVec4(0.5f, 0.85f, 0.5f, 1.0f), "No problems: the content is in use.");
        return;
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    wrapped_textf(
        "The game runs on the last good content until these are fixed. Click one to "
        "see it in its file.");
    ImGui::PopStyleColor();
    for (std::size_t i = 0; i < problems.size(); ++i) {
        const Problem& p = problems[i];
        if (p.cause >= 0) continue;
        const int index = static_cast<int>(i);
        if (row(p, index)) open(p, index, content, editor, directory);
        std::vector<int> knock_ons;
        for (std::size_t k = 0; k < problems.size(); ++k) {
            if (problems[k].cause == index) knock_ons.push_back(static_cast<int>(k));
        }
        if (knock_ons.empty()) continue;
        ImGui::Indent();
        const std::string label = std::to_string(knock_ons.size()) + " knock-on" +
                                  (knock_ons.size() == 1 ? " problem" : " problems") +
                                  "##knock_ons" + std::to_string(i);
        const bool unfolded = ui::TreeNode(label.c_str());
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip(
                "References into a file that did not load: they go away when it loads.");
        }
        if (unfolded) {
            for (int k : knock_ons) {
                if (row(problems[static_cast<std::size_t>(k)], k)) {
                    open(problems[static_cast<std::size_t>(k)], k, content, editor, directory);
                }
            }
            ImGui::TreePop();
        }
        ImGui::Unindent();
    }
}

std::string ProblemsPanel::window_title(const std::vector<Problem>& problems) {
    std::string title = "Problems";
    const std::size_t count = count_causes(problems);
    if (count > 0) title += " (" + std::to_string(count) + ")";
    return title + "###Problems";
}

}  // namespace cf
