#pragma once
// The spawn table panel's charts, drawn with Dear ImGui's own primitives: the expected
// number of each id per floor at every depth (one line per id), and the whole floor's
// composition (those numbers stacked). Both have axes with round ticks, depth labels, a
// legend, and the values of the depth under the mouse in a tooltip.

#include "editor/spawn_table_panel.hpp"

namespace cf {

// One chart `height` pixels tall at the cursor, the full width; then its legend.
void draw_expected_chart(const SpawnChart& chart, float height);
void draw_composition_chart(const SpawnChart& chart, float height);

}  // namespace cf
