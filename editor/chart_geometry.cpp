#include "editor/chart_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace cf {

std::vector<double> nice_ticks(double max, int max_ticks) {
    if (max <= 0 || max_ticks < 1) return {0.0, 1.0};
    const double rough = max / max_ticks;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    double step = power * 10;
    for (const double m : {1.0, 2.0, 5.0}) {
        if (power * m >= rough) {
            step = power * m;
            break;
        }
    }
    std::vector<double> ticks;
    const int steps = static_cast<int>(std::ceil(max / step - 1e-9));
    for (int i = 0; i <= steps; ++i) ticks.push_back(step * i);
    return ticks;
}

int label_every(int count, float pixels_each, float label_pixels) {
    for (const int every : {1, 2, 5, 10}) {
        if (pixels_each * static_cast<float>(every) >= label_pixels) return every;
    }
    return std::max(10, count);
}

float ChartFrame::y_of(double value) const {
    const double share = top > 0 ? std::clamp(value / top, 0.0, 1.0) : 0.0;
    return bottom - static_cast<float>(share) * (bottom - top_px);
}

int ChartFrame::index_at(float x) const {
    if (count <= 0 || x < left || x >= right) return -1;
    return std::min(count - 1, static_cast<int>((x - left) / slot()));
}

std::vector<std::vector<float>> stack_series(const std::vector<std::vector<float>>& series) {
    std::size_t longest = 0;
    for (const auto& s : series) longest = std::max(longest, s.size());
    std::vector<std::vector<float>> out;
    std::vector<float> running(longest, 0.0f);
    for (const auto& s : series) {
        for (std::size_t i = 0; i < s.size(); ++i) running[i] += s[i];
        out.push_back(running);
    }
    return out;
}

}  // namespace cf
