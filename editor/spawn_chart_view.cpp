#include "editor/spawn_chart_view.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "editor/chart_geometry.hpp"
#include "editor/flow_layout.hpp"
#include "editor/ui_widgets.hpp"

namespace cf {

namespace {

// Margins in lines of text, so they grow with the UI's font.
constexpr float kAxisLeft = 3.2f;    // room for the value labels
constexpr float kAxisBottom = 1.3f;  // room for the depth labels
constexpr float kAxisTop = 0.6f;
constexpr float kAxisRight = 0.7f;
constexpr int kMaxValueTicks = 5;

const ImU32 kPalette[] = {IM_COL32(230, 120, 60, 255), IM_COL32(90, 170, 230, 255),
                          IM_COL32(130, 200, 90, 255), IM_COL32(220, 90, 160, 255),
                          IM_COL32(240, 200, 70, 255), IM_COL32(160, 120, 230, 255),
                          IM_COL32(80, 200, 180, 255), IM_COL32(200, 200, 200, 255)};
const ImU32 kGrid = IM_COL32(255, 255, 255, 28);
const ImU32 kAxis = IM_COL32(255, 255, 255, 110);
const ImU32 kLabel = IM_COL32(200, 190, 170, 255);

ImU32 color_of(std::size_t i) { return kPalette[i % (sizeof kPalette / sizeof kPalette[0])]; }

std::string number_text(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", v);
    return text;
}

// The axes, grid and labels of a chart at the cursor; returns its plot area. Reserves
// the space with an invisible button so hovering is known (ImGui::IsItemHovered).
ChartFrame draw_axes(const char* id, int depths, double max, float height) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float width = std::max(120.0f, ImGui::GetContentRegionAvail().x);
    ui::InvisibleButton(id, ImVec2(width, height));
    const std::vector<double> ticks = nice_ticks(max, kMaxValueTicks);
    const float line = ImGui::GetFontSize();
    ChartFrame f{at.x + kAxisLeft * line,
                 at.x + width - kAxisRight * line,
                 at.y + kAxisTop * line,
                 at.y + height - kAxisBottom * line,
                 depths,
                 ticks.back()};
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float text_h = ImGui::GetTextLineHeight();
    for (const double t : ticks) {
        const float y = f.y_of(t);
        draw->AddLine(ImVec2(f.left, y), ImVec2(f.right, y), kGrid);
        const std::string label = number_text(t);
        const float w = ImGui::CalcTextSize(label.c_str()).x;
        draw->AddText(ImVec2(f.left - 6.0f - w, y - text_h * 0.5f), kLabel, label.c_str());
    }
    draw->AddLine(ImVec2(f.left, f.top_px), ImVec2(f.left, f.bottom), kAxis);
    draw->AddLine(ImVec2(f.left, f.bottom), ImVec2(f.right, f.bottom), kAxis);
    const int every = label_every(depths, f.slot(), ImGui::CalcTextSize("20").x + 6.0f);
    for (int i = 0; i < depths; ++i) {
        const float x = f.x_of(i);
        draw->AddLine(ImVec2(x, f.bottom), ImVec2(x, f.bottom + 3.0f), kAxis);
        if ((i + 1) % every != 0 && i != 0) continue;
        const std::string label = std::to_string(i + 1);
        const float w = ImGui::CalcTextSize(label.c_str()).x;
        draw->AddText(ImVec2(x - w * 0.5f, f.bottom + 3.0f), kLabel, label.c_str());
    }
    return f;
}

// A colour square and the id for every series, wrapping at the panel's edge.
void draw_legend(const SpawnChart& chart) {
    ImGui::TextDisabled("depth ->");
    for (std::size_t i = 0; i < chart.ids.size(); ++i) {
        same_line_if_fits(ImGui::CalcTextSize(chart.ids[i].c_str()).x + ImGui::GetTextLineHeight() +
                          8.0f);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float h = ImGui::GetTextLineHeight();
        ImGui::GetWindowDrawList()->AddRectFilled(
            ImVec2(at.x, at.y + 2.0f), ImVec2(at.x + h - 4.0f, at.y + h - 2.0f), color_of(i));
        ImGui::Dummy(ImVec2(h - 2.0f, h));
        ImGui::SameLine(0.0f, 4.0f);
        ImGui::TextUnformatted(chart.ids[i].c_str());
    }
}

// The values at the hovered depth, each in its series' colour, then the floor's total.
void draw_depth_tooltip(const SpawnChart& chart, int depth_index) {
    ImGui::BeginTooltip();
    ImGui::Text("Depth %d", depth_index + 1);
    const std::vector<DepthLine> lines = depth_summary(chart, depth_index);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const DepthLine& l = lines[i];
        if (l.total) {
            ImGui::Separator();
            ImGui::Text("%-16s %6.2f per floor", l.id.c_str(), static_cast<double>(l.per_floor));
            continue;
        }
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(color_of(i)));
        ImGui::Text("%-16s %6.2f per floor  (%3.0f%% of picks)", l.id.c_str(),
                    static_cast<double>(l.per_floor), static_cast<double>(l.per_pick) * 100.0);
        ImGui::PopStyleColor();
    }
    ImGui::EndTooltip();
}

void highlight_hovered(const ChartFrame& f, const SpawnChart& chart) {
    if (!ImGui::IsItemHovered()) return;
    const int i = f.index_at(ImGui::GetMousePos().x);
    if (i < 0) return;
    const float half = f.slot() * 0.5f;
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(f.x_of(i) - half, f.top_px),
                                              ImVec2(f.x_of(i) + half, f.bottom),
                                              IM_COL32(255, 255, 255, 22));
    draw_depth_tooltip(chart, i);
}

int depth_count(const SpawnChart& chart) {
    return chart.per_floor.empty() ? 0 : static_cast<int>(chart.per_floor.front().size());
}

}  // namespace

void draw_expected_chart(const SpawnChart& chart, float height) {
    const int depths = depth_count(chart);
    float most = 0.0f;
    for (const auto& s : chart.per_floor)
        most = std::max(most, *std::max_element(s.begin(), s.end()));
    const ChartFrame f = draw_axes("expected chart", depths, most, height);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    for (std::size_t s = 0; s < chart.per_floor.size(); ++s) {
        std::vector<ImVec2> points;
        points.reserve(static_cast<std::size_t>(depths));
        for (int i = 0; i < depths; ++i)
            points.emplace_back(f.x_of(i), f.y_of(chart.per_floor[s][static_cast<std::size_t>(i)]));
        draw->AddPolyline(points.data(), static_cast<int>(points.size()), color_of(s),
                          ImDrawFlags_None, 2.0f);
        for (const ImVec2& p : points) draw->AddCircleFilled(p, 2.5f, color_of(s));
    }
    highlight_hovered(f, chart);
    draw_legend(chart);
}

void draw_composition_chart(const SpawnChart& chart, float height) {
    const int depths = depth_count(chart);
    const std::vector<std::vector<float>> stacked = stack_series(chart.per_floor);
    float most = 0.0f;
    if (!stacked.empty()) most = *std::max_element(stacked.back().begin(), stacked.back().end());
    const ChartFrame f = draw_axes("composition chart", depths, most, height);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float half = std::max(1.0f, f.slot() * 0.5f - 2.0f);
    for (std::size_t s = 0; s < stacked.size(); ++s) {
        for (int i = 0; i < depths; ++i) {
            const auto at = static_cast<std::size_t>(i);
            const float below = s == 0 ? 0.0f : stacked[s - 1][at];
            if (stacked[s][at] <= below) continue;
            draw->AddRectFilled(ImVec2(f.x_of(i) - half, f.y_of(stacked[s][at])),
                                ImVec2(f.x_of(i) + half, f.y_of(below)), color_of(s));
        }
    }
    highlight_hovered(f, chart);
    draw_legend(chart);
}

}  // namespace cf
