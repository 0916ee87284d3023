#pragma once
// The Balance tab's survival curve: the share of runs that reach each depth (Kaplan-Meier,
// engine/lab/survival.hpp), before in grey and after in orange, each with its 95%
// interval as a band, on axes with labels; the mouse over a depth shows both values, their
// intervals and the depth's hazard. The series and the hover text are worked out apart
// from drawing, so tests read them.

#include <string>
#include <vector>

#include "engine/lab/survival.hpp"

namespace cf {

// One curve as the chart draws it: per depth 1..count, the share reaching it and its
// interval (a depth past the deepest any run reached is the last value carried on: no
// run reached it, so the share reaching it is what the curve fell to).
struct SurvivalSeries {
    std::vector<double> reach;
    std::vector<double> low;
    std::vector<double> high;
};
SurvivalSeries survival_series(const SurvivalSummary& summary, int count);

// The bottom of the chart's axis: 0%, 50%, 75% or 90%, the highest at or below every
// interval of both curves, so a curve that stays near the top is not squeezed flat.
double survival_axis_floor(const SurvivalSeries& before, const SurvivalSeries& after);

// How many depths the chart spans: the deeper of the two summaries.
int survival_depths(const SurvivalSummary& before, const SurvivalSummary& after);

// "depth 4\nbefore 92.0% [89.1, 94.3], hazard 2.1%\nafter ..." for the depth under the mouse.
std::string survival_hover(const SurvivalSummary& before, const SurvivalSummary& after, int depth);

// Draws the chart at the cursor across the available width (ImGui primitives only);
// returns the depth clicked this frame (0: none).
int draw_survival_curves(const SurvivalSummary& before, const SurvivalSummary& after);

}  // namespace cf
