#include "editor/source_view.hpp"

#include <imgui.h>

#include <cstdio>
#include <filesystem>

#include "editor/wrapped_text.hpp"
#include "engine/core/file_read.hpp"
#include "engine/core/text_lines.hpp"

namespace cf {

namespace {

constexpr std::size_t kMaxShownBytes = std::size_t{4} * 1024 * 1024;
const ImVec4 kMarkColor(1.0f, 0.45f, 0.35f, 1.0f);

void draw_line(std::size_t index, const std::string& text, bool marked) {
    char number[32];
    std::snprintf(number, sizeof number, "%5zu  ", index + 1);
    ImGui::TextDisabled("%s", number);
    ImGui::SameLine(0, 0);
    if (!marked) {
        ImGui::TextUnformatted(text.c_str());
        return;
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float height = ImGui::GetTextLineHeight();
    ImGui::GetWindowDrawList()->AddRectFilled(
        ImVec2(at.x - 4, at.y), ImVec2(at.x + ImGui::GetContentRegionAvail().x, at.y + height),
        IM_COL32(120, 40, 30, 160));
    ImGui::TextUnformatted(text.empty() ? " " : text.c_str());
}

}  // namespace

std::string source_path(const std::string& directory, const std::string& file) {
    namespace fs = std::filesystem;
    if (directory.empty() || fs::path(file).is_absolute()) return file;
    std::error_code ec;
    const fs::path inside = fs::path(directory) / file;
    return fs::exists(inside, ec) || !fs::exists(file, ec) ? inside.string() : file;
}

void SourceView::show(const std::string& directory, const Problem& shown) {
    problem = shown;
    file = shown.file;
    lines.clear();
    error.clear();
    FileRead read = read_regular_file(source_path(directory, shown.file), kMaxShownBytes);
    if (!read.text) {
        error = read.error;
    } else {
        lines = text_lines(*read.text);
        for (std::string& line : lines) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
        }
    }
    open = true;
    scroll_to_line_ = true;
}

void SourceView::draw() {
    if (!open) return;
    ImGui::SetNextWindowSize(ImVec2(620, 420), ImGuiCond_FirstUseEver);
    const std::string title = "Source: " + file + " (read-only)###source_view";
    if (!ImGui::Begin(title.c_str(), &open)) {
        ImGui::End();
        return;
    }
    ImGui::PushStyleColor(ImGuiCol_Text, kMarkColor);
    wrapped_text(to_string(problem));
    ImGui::PopStyleColor();
    ImGui::Separator();
    if (!error.empty()) {
        wrapped_textf("Cannot show the file: %s", error.c_str());
        ImGui::End();
        return;
    }
    ImGui::BeginChild("source", ImVec2(0, 0), false, ImGuiWindowFlags_HorizontalScrollbar);
    const auto marked =
        static_cast<std::size_t>(problem.line > 0 ? problem.line - 1 : lines.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        draw_line(i, lines[i], i == marked);
        if (i != marked) continue;
        ImGui::SameLine();
        ImGui::TextColored(kMarkColor, "<- %s", problem.message.c_str());
        if (problem.column > 0) {
            // A caret under the column the problem starts at.
            ImGui::TextDisabled("%7s", "");
            ImGui::SameLine(0, 0);
            ImGui::TextColored(
                kMarkColor, "%s^",
                std::string(static_cast<std::size_t>(problem.column - 1), ' ').c_str());
        }
        if (scroll_to_line_) ImGui::SetScrollHereY(0.4f);
    }
    if (marked >= lines.size() && problem.line > 0) {
        ImGui::TextColored(kMarkColor, "(end of file) %s", problem.message.c_str());
    }
    scroll_to_line_ = false;
    ImGui::EndChild();
    ImGui::End();
}

}  // namespace cf
