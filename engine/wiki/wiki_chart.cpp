#include "engine/wiki/wiki_chart.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/wiki/wiki_html.hpp"

namespace cf {

namespace {

constexpr double kWidth = 520;
constexpr double kHeight = 220;
constexpr double kLeft = 56;  // room for the y axis' numbers and title
constexpr double kRight = 16;
constexpr double kTop = 14;
constexpr double kBottom = 44;  // room for the x axis' numbers and title

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

// The top of the y axis in percent: the smallest of 1, 2, 5, 10, 20, 25, 50, 100 at or
// above the highest value, so the curve fills the chart and the ticks are round.
double axis_top(double highest_percent) {
    for (double top : {1.0, 2.0, 5.0, 10.0, 20.0, 25.0, 50.0}) {
        if (highest_percent <= top) return top;
    }
    return 100.0;
}

}  // namespace

std::string spawn_chart_svg(const std::vector<double>& values, const std::string& title) {
    const double highest = values.empty() ? 0 : *std::max_element(values.begin(), values.end());
    const double top = axis_top(highest * 100);
    const double plot_w = kWidth - kLeft - kRight;
    const double plot_h = kHeight - kTop - kBottom;
    const std::size_t n = std::max<std::size_t>(values.size(), 2);
    auto x_of = [&](std::size_t i) {
        return kLeft + plot_w * static_cast<double>(i) / static_cast<double>(n - 1);
    };
    auto y_of = [&](double v) { return kTop + plot_h * (1 - std::min(v * 100 / top, 1.0)); };

    std::string s = "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                    num(kWidth) + "\" height=\"" + num(kHeight) + "\" viewBox=\"0 0 " +
                    num(kWidth) + " " + num(kHeight) + "\" role=\"img\"><title>" +
                    html_escape(title) + "</title>";
    for (int tick = 0; tick <= 4; ++tick) {
        const double v = top * tick / 4;
        const double y = y_of(v / 100);
        s += "<line class=\"grid\" x1=\"" + num(kLeft) + "\" y1=\"" + num(y) + "\" x2=\"" +
             num(kWidth - kRight) + "\" y2=\"" + num(y) + "\"></line>";
        s += "<text class=\"tick\" x=\"" + num(kLeft - 6) + "\" y=\"" + num(y + 4) +
             "\" text-anchor=\"end\">" + num(v) + "</text>";
    }
    const std::size_t step = values.size() > 15 ? (values.size() + 14) / 15 : 1;
    for (std::size_t i = 0; i < values.size(); i += step) {
        s += "<text class=\"tick\" x=\"" + num(x_of(i)) + "\" y=\"" + num(kHeight - kBottom + 16) +
             "\" text-anchor=\"middle\">" + std::to_string(i + 1) + "</text>";
    }
    s += "<line class=\"axis\" x1=\"" + num(kLeft) + "\" y1=\"" + num(kTop) + "\" x2=\"" +
         num(kLeft) + "\" y2=\"" + num(kHeight - kBottom) + "\"></line>";
    s += "<line class=\"axis\" x1=\"" + num(kLeft) + "\" y1=\"" + num(kHeight - kBottom) +
         "\" x2=\"" + num(kWidth - kRight) + "\" y2=\"" + num(kHeight - kBottom) + "\"></line>";
    std::string points;
    for (std::size_t i = 0; i < values.size(); ++i)
        points += (i ? " " : "") + num(x_of(i)) + "," + num(y_of(values[i]));
    s += "<polyline class=\"curve\" points=\"" + points + "\"></polyline>";
    for (std::size_t i = 0; i < values.size(); ++i) {
        s += "<circle class=\"dot\" cx=\"" + num(x_of(i)) + "\" cy=\"" + num(y_of(values[i])) +
             "\" r=\"3\"><title>depth " + std::to_string(i + 1) + ": " + num(values[i] * 100) +
             "%</title></circle>";
    }
    s += "<text class=\"label\" x=\"" + num(kLeft + plot_w / 2) + "\" y=\"" + num(kHeight - 6) +
         "\" text-anchor=\"middle\">depth</text>";
    s += "<text class=\"label\" x=\"14\" y=\"" + num(kTop + plot_h / 2) +
         "\" text-anchor=\"middle\" transform=\"rotate(-90 14 " + num(kTop + plot_h / 2) +
         ")\">chance per pick (%)</text>";
    return s + "</svg>";
}

}  // namespace cf
