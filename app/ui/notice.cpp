#include "app/ui/notice.hpp"

#include <imgui.h>

#include <algorithm>
#include <filesystem>

#include "app/ui/theme.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"

namespace cf {

namespace {

// The most of the window's height the notice takes; longer lists scroll.
constexpr float kMostOfHeight = 0.36f;
constexpr float kWidth = 760.0f;

// "keys.yaml:3:5: ...": the folder is said once, in the header.
std::string shown(Problem p) {
    p.file = std::filesystem::path(p.file).filename().string();
    return to_string(p);
}

}  // namespace

void ProblemNotice::set(std::vector<Problem> problems) {
    problems_ = std::move(problems);
    dismissed_ = false;
}

void ProblemNotice::draw() {
    if (!showing()) return;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float scale = ui_scale();
    const float width = std::min(kWidth * scale, vp->WorkSize.x * 0.7f);
    const float tallest = vp->WorkSize.y * kMostOfHeight;
    // Bottom left, over the message log: the camera keeps the player near the map's middle.
    ImGui::SetNextWindowPos(
        ImVec2(vp->WorkPos.x + 8.0f * scale, vp->WorkPos.y + vp->WorkSize.y - 8.0f * scale),
        ImGuiCond_Always, ImVec2(0.0f, 1.0f));
    ImGui::SetNextWindowSize(ImVec2(width, 0), ImGuiCond_Always);
    bool open = true;
    const std::string title = std::to_string(problems_.size()) +
                              (problems_.size() == 1 ? " problem" : " problems") +
                              " in your settings###settings_problems";
    ImGui::Begin(title.c_str(), &open,
                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                     ImGuiWindowFlags_NoFocusOnAppearing);
    const std::string folder = std::filesystem::path(problems_.front().file).parent_path().string();
    ImGui::TextColored(kDimColor, "In %s:", folder.c_str());
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float wanted = static_cast<float>(problems_.size()) * line * 1.3f;
    ImGui::BeginChild("lines", ImVec2(0, std::clamp(wanted, line, tallest - 4.0f * line)), false);
    ImGui::PushStyleColor(ImGuiCol_Text, tone_color(Tone::warning));
    for (const Problem& p : problems_) wrapped_text(shown(p));
    ImGui::PopStyleColor();
    ImGui::EndChild();
    ImGui::TextColored(kDimColor, "The rest of each file applies; fix a line and restart.");
    ImGui::SameLine();
    if (ui::Button("Dismiss")) open = false;
    ImGui::End();
    if (!open) dismissed_ = true;
}

}  // namespace cf
