#pragma once
// The numbers behind the editor's charts, apart from drawing them: axis ticks at round
// values, the mapping of values and depths to pixels, which depth the mouse is over, and
// stacking series into a composition. No ImGui here, so tests check them.

#include <vector>

namespace cf {

// Tick values from 0 to at least `max` in steps of 1, 2 or 5 times a power of ten, at most
// about `max_ticks` of them ([0, 1] when `max` <= 0). The last tick is the axis top.
std::vector<double> nice_ticks(double max, int max_ticks);

// Which of `count` categories (depths) get a label when each is `pixels_each` wide and a
// label needs `label_pixels`: every 1st, 2nd, 5th or 10th, always the first.
int label_every(int count, float pixels_each, float label_pixels);

// A chart's plot area: `count` categories across [left, right], values 0..top up
// [bottom, top_px] (pixels grow downwards).
struct ChartFrame {
    float left = 0;
    float right = 0;
    float top_px = 0;
    float bottom = 0;
    int count = 0;
    double top = 1;

    float slot() const { return count > 0 ? (right - left) / static_cast<float>(count) : 0.0f; }
    // The centre of category `i` (0-based).
    float x_of(int i) const { return left + slot() * (static_cast<float>(i) + 0.5f); }
    float y_of(double value) const;
    // The category under `x`, or -1 outside the plot.
    int index_at(float x) const;
};

// Stacks `series[s][i]` over s: out[s][i] is the top of series s at category i (the sum of
// series 0..s). Series shorter than the longest count as 0 where they end.
std::vector<std::vector<float>> stack_series(const std::vector<std::vector<float>>& series);

}  // namespace cf
