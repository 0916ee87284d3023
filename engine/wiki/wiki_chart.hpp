#pragma once
// The wiki's one chart: a spawn curve as inline SVG (no script, no outside file), the
// chance per pick at each depth with both axes labelled.

#include <string>
#include <vector>

namespace cf {

// An <svg> element plotting `values` (0..1, one per depth from 1) as percentages;
// `title` is its accessible name.
std::string spawn_chart_svg(const std::vector<double>& values, const std::string& title);

}  // namespace cf
