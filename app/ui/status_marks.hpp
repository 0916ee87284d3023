#pragma once
// Where a creature's status marks go in its map cell: small squares in the status's
// colour along the cell's top edge, one per status it holds, so a poisoned, sleeping orc
// shows both at a glance. Pure geometry (no ImGui), so the layout is tested at every
// zoom: a mark is never under 3 px (readable when the map is fitted small) and never
// leaves the cell; the top quarter keeps them off the glyph's middle.

#include <cstddef>
#include <vector>

namespace cf {

struct StatusMarkRect {
    float x = 0;  // from the cell's top-left corner, in pixels
    float y = 0;
    float size = 0;  // a square
};

// The marks for `count` statuses in a cell of `cell_px` pixels: side by side from the
// left, the first three or as many as fit; look mode and hover name them all.
std::vector<StatusMarkRect> status_mark_rects(int cell_px, std::size_t count);

}  // namespace cf
