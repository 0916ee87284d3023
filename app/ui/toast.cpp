#include "app/ui/toast.hpp"

#include <imgui.h>

#include <algorithm>

#include "app/ui/theme.hpp"
#include "editor/wrapped_text.hpp"

namespace cf {

void Toast::show(std::string text, double now, double seconds) {
    text_ = std::move(text);
    until_ = now + seconds;
}

std::optional<double> Toast::expires_at() const {
    if (text_.empty()) return std::nullopt;
    return until_;
}

void Toast::draw(double now) {
    if (text_.empty()) return;
    if (now >= until_) {
        text_.clear();
        return;
    }
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float scale = ui_scale();
    const float width = std::min(640.0f * scale, vp->WorkSize.x * 0.8f);
    ImGui::SetNextWindowPos(
        ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + 48.0f * scale),
        ImGuiCond_Always, ImVec2(0.5f, 0.0f));
    ImGui::SetNextWindowSize(ImVec2(width, 0), ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(0.9f);
    ImGui::Begin("##toast", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                     ImGuiWindowFlags_NoNav);
    ImGui::PushStyleColor(ImGuiCol_Text, tone_color(Tone::warning));
    wrapped_text(text_);
    ImGui::PopStyleColor();
    ImGui::End();
}

}  // namespace cf
