#include "editor/problems_panel.hpp"

#include <imgui.h>

#include <array>
#include <filesystem>

namespace cf {

namespace {

constexpr std::array<DefKind, 4> kKinds = {DefKind::tile, DefKind::actor, DefKind::item,
                                           DefKind::slot};

bool same_file(const std::string& a, const std::string& b) {
    namespace fs = std::filesystem;
    return fs::path(a).filename() == fs::path(b).filename();
}

// The definition a location key names ("item/sword", "settings"); nullopt for others.
std::optional<DefinitionRef> parse_key(const std::string& key) {
    if (key == "settings") return DefinitionRef{true, DefKind::tile, {}};
    for (DefKind kind : kKinds) {
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
        if (!same_file(where.file, file) || where.line > line || where.line < best_line) continue;
        auto ref = parse_key(key);
        if (!ref) continue;
        best = std::move(ref);
        best_line = where.line;
    }
    return best;
}

void ProblemsPanel::draw(const std::vector<Problem>& problems, const Content& content,
                         ContentEditorPanel& editor) {
    if (problems.empty()) {
        ImGui::TextColored(ImVec4(0.5f, 0.85f, 0.5f, 1.0f), "No problems: the content is in use.");
        return;
    }
    ImGui::TextDisabled(
        "The game runs on the last good content until these are fixed. Click one to open it.");
    for (std::size_t i = 0; i < problems.size(); ++i) {
        const Problem& p = problems[i];
        const std::string text = to_string(p) + "##" + std::to_string(i);
        const int index = static_cast<int>(i);
        if (!ImGui::Selectable(text.c_str(), selected == index)) continue;
        selected = index;
        const std::optional<DefinitionRef> ref = definition_at(content, p.file, p.line);
        if (!ref) continue;
        if (ref->settings) {
            editor.select_settings();
        } else {
            editor.select(ref->kind, ref->id);
        }
    }
}

std::string ProblemsPanel::window_title(const std::vector<Problem>& problems) {
    std::string title = "Problems";
    if (!problems.empty()) title += " (" + std::to_string(problems.size()) + ")";
    return title + "###Problems";
}

}  // namespace cf
