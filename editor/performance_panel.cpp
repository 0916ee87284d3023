#include "editor/performance_panel.hpp"
#include "editor/wrapped_text.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <numeric>

namespace cf {

void PerformancePanel::record_frame(float ms) {
    frame_ms[next] = ms;
    next = (next + 1) % kSamples;
}

void PerformancePanel::draw(const ContentStatus& status) const {
    const float average =
        std::accumulate(frame_ms.begin(), frame_ms.end(), 0.0f) / static_cast<float>(kSamples);
    const float worst = *std::max_element(frame_ms.begin(), frame_ms.end());
    // The figures on a line of their own above the graph, where they read against the
    // panel's background at any width (over the lines of the graph they did not), then the
    // graph across the whole width: PlotLines takes no "rest of the row" size (-1 gave it a
    // width of about 2 px), so the width is the region's.
    wrapped_textf("Frame: avg %.2f ms  worst %.2f ms", static_cast<double>(average),
                  static_cast<double>(worst));
    const float width = std::max(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 4.0f);
    ImGui::PlotLines("##frames", frame_ms.data(), static_cast<int>(kSamples),
                     static_cast<int>(next), nullptr, 0.0f, std::max(33.3f, worst),
                     ImVec2(width, ImGui::GetFontSize() * 3.5f));
    // Wrapped: the panel may be narrower than a line (the editor layout's right column).
    wrapped_textf("Last turn: %.3f ms   Entities: %d", static_cast<double>(last_turn_ms),
                  entity_count);
    if (write_to_screen_ms >= 0) {
        wrapped_textf("Reload latency: %.1f ms (file written -> first frame showing it)",
                      static_cast<double>(write_to_screen_ms));
    }
    if (last_reload_ms >= 0) {
        wrapped_textf("Last reload: %.1f ms (file change seen -> applied)",
                      static_cast<double>(last_reload_ms));
    } else {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        wrapped_textf("No reload yet: edit a file in content/ or a definition.");
        ImGui::PopStyleColor();
    }
    if (status.count() > 0) {
        ImGui::TextColored(ImVec4(1.0f, 0.5f, 0.4f, 1.0f), "%s", status.headline().c_str());
    }
    if (!status.last_event.empty()) wrapped_text(status.last_event);
}

}  // namespace cf
