#include "editor/balance_curves.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "editor/chart_geometry.hpp"
#include "editor/wrapped_text.hpp"

namespace cf {

namespace {

const ImU32 kCurveBefore = IM_COL32(140, 140, 150, 255);
const ImU32 kCurveAfter = IM_COL32(235, 150, 60, 255);
const ImU32 kBandBefore = IM_COL32(140, 140, 150, 60);
const ImU32 kBandAfter = IM_COL32(235, 150, 60, 60);
const ImU32 kCurveAxis = IM_COL32(110, 110, 110, 255);
const ImU32 kCurveGrid = IM_COL32(70, 70, 70, 255);
const ImU32 kCurveLabel = IM_COL32(190, 190, 190, 255);

const DepthSurvival* row_of(const SurvivalSummary& s, int depth) {
    for (const DepthSurvival& d : s.by_depth) {
        if (d.depth == depth) return &d;
    }
    return nullptr;
}

std::string side_text(const char* name, const SurvivalSummary& s, int depth) {
    const DepthSurvival* d = row_of(s, depth);
    char line[160];
    if (!d) {
        const SurvivalSeries series = survival_series(s, depth);
        std::snprintf(line, sizeof line, "%s %.1f%% (no run reached it)", name,
                      100 * (series.reach.empty() ? 0.0 : series.reach.back()));
        return line;
    }
    std::snprintf(line, sizeof line, "%s %.1f%% [%.1f, %.1f], %zu runs, hazard %.1f%% (%zu died)",
                  name, 100 * d->reach, 100 * d->reach_ci.low, 100 * d->reach_ci.high, d->at_risk,
                  100 * d->hazard, d->deaths);
    std::string out = line;
    if (!d->killing_blow.empty()) out += ", most by " + d->killing_blow.front().id;
    return out;
}

void draw_band(ImDrawList* draw, const ChartFrame& f, const SurvivalSeries& s, ImU32 color) {
    for (int i = 0; i + 1 < f.count; ++i) {
        const auto a = static_cast<std::size_t>(i);
        draw->AddQuadFilled(ImVec2(f.x_of(i), f.y_of(s.low[a])),
                            ImVec2(f.x_of(i + 1), f.y_of(s.low[a + 1])),
                            ImVec2(f.x_of(i + 1), f.y_of(s.high[a + 1])),
                            ImVec2(f.x_of(i), f.y_of(s.high[a])), color);
    }
}

void draw_curve(ImDrawList* draw, const ChartFrame& f, const SurvivalSeries& s, ImU32 color) {
    for (int i = 0; i < f.count; ++i) {
        const auto a = static_cast<std::size_t>(i);
        const ImVec2 at(f.x_of(i), f.y_of(s.reach[a]));
        draw->AddCircleFilled(at, 2.5f, color);
        if (i + 1 < f.count)
            draw->AddLine(at, ImVec2(f.x_of(i + 1), f.y_of(s.reach[a + 1])), color, 2.0f);
    }
}

}  // namespace

SurvivalSeries survival_series(const SurvivalSummary& summary, int count) {
    SurvivalSeries out;
    double reach = 1, low = 1, high = 1;
    for (int depth = 1; depth <= count; ++depth) {
        if (const DepthSurvival* d = row_of(summary, depth)) {
            reach = d->reach;
            low = d->reach_ci.low;
            high = d->reach_ci.high;
        } else if (!summary.by_depth.empty()) {
            // Past the deepest depth reached: what the curve fell to after its last depth.
            const DepthSurvival& last = summary.by_depth.back();
            reach = last.at_risk ? last.reach * (1 - last.hazard) : 0;
            low = std::min(low, reach);
            high = std::min(high, std::max(reach, last.reach_ci.high));
        }
        out.reach.push_back(reach);
        out.low.push_back(low);
        out.high.push_back(high);
    }
    return out;
}

double survival_axis_floor(const SurvivalSeries& before, const SurvivalSeries& after) {
    double lowest = 1;
    for (const SurvivalSeries* s : {&before, &after}) {
        for (const double v : s->low) lowest = std::min(lowest, v);
    }
    for (const double floor : {0.9, 0.75, 0.5}) {
        if (lowest >= floor) return floor;
    }
    return 0;
}

int survival_depths(const SurvivalSummary& before, const SurvivalSummary& after) {
    return static_cast<int>(std::max(before.by_depth.size(), after.by_depth.size()));
}

std::string survival_hover(const SurvivalSummary& before, const SurvivalSummary& after, int depth) {
    return "runs reaching depth " + std::to_string(depth) + "\n" +
           side_text("before", before, depth) + "\n" + side_text("after ", after, depth);
}

int draw_survival_curves(const SurvivalSummary& before, const SurvivalSummary& after) {
    wrapped_textf("Runs reaching each depth (Kaplan-Meier, 95%% band)");
    const int count = survival_depths(before, after);
    if (count == 0) return 0;
    const float font = ImGui::GetFontSize();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float width = std::max(ImGui::GetContentRegionAvail().x, font * 8);
    const float height = font * 9;
    ChartFrame f;
    f.left = origin.x + ImGui::CalcTextSize("100%").x + 6;
    f.right = origin.x + width - 4;
    f.top_px = origin.y + font * 0.5f;
    f.bottom = origin.y + height - font * 1.3f;
    f.count = count;
    SurvivalSeries b = survival_series(before, count);
    SurvivalSeries a = survival_series(after, count);
    // The axis runs from `floor` to 100%: the series are drawn as their height above it.
    const double floor = survival_axis_floor(b, a);
    f.top = 1.0 - floor;
    for (SurvivalSeries* s : {&b, &a}) {
        for (std::vector<double>* v : {&s->reach, &s->low, &s->high}) {
            for (double& x : *v) x -= floor;
        }
    }
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const double step = floor >= 0.9 ? 0.02 : floor >= 0.75 ? 0.05 : floor >= 0.5 ? 0.1 : 0.25;
    for (double tick = floor; tick <= 1.0 + 1e-9; tick += step) {
        const float y = f.y_of(tick - floor);
        draw->AddLine(ImVec2(f.left, y), ImVec2(f.right, y),
                      tick == floor ? kCurveAxis : kCurveGrid);
        char label[16];
        std::snprintf(label, sizeof label, "%.0f%%", 100 * tick);
        const ImVec2 size = ImGui::CalcTextSize(label);
        draw->AddText(ImVec2(f.left - size.x - 4, y - size.y * 0.5f), kCurveLabel, label);
    }
    draw->AddLine(ImVec2(f.left, f.top_px), ImVec2(f.left, f.bottom), kCurveAxis);
    const int every = label_every(count, f.slot(), ImGui::CalcTextSize("00").x + 6);
    for (int i = 0; i < count; i += every) {
        const std::string label = std::to_string(i + 1);
        const ImVec2 size = ImGui::CalcTextSize(label.c_str());
        draw->AddText(ImVec2(f.x_of(i) - size.x * 0.5f, f.bottom + 2), kCurveLabel, label.c_str());
    }
    const char* axis = "depth";
    draw->AddText(ImVec2(f.right - ImGui::CalcTextSize(axis).x, f.bottom + 2 + font), kCurveLabel,
                  axis);
    draw_band(draw, f, b, kBandBefore);
    draw_band(draw, f, a, kBandAfter);
    draw_curve(draw, f, b, kCurveBefore);
    draw_curve(draw, f, a, kCurveAfter);
    const bool clicked = ImGui::InvisibleButton("survival_curve", ImVec2(width, height + font));
    if (!ImGui::IsItemHovered() && !clicked) return 0;
    const int i = f.index_at(ImGui::GetIO().MousePos.x);
    if (i < 0) return 0;
    draw->AddLine(ImVec2(f.x_of(i), f.top_px), ImVec2(f.x_of(i), f.bottom), kCurveAxis);
    ImGui::SetTooltip("%s\n(click: list the deaths at this depth)",
                      survival_hover(before, after, i + 1).c_str());
    return clicked ? i + 1 : 0;
}

}  // namespace cf
