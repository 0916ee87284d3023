#pragma once
// The CP437 cells drawn pixel-exact instead of taken from the font: box drawing (179-218),
// shades (176-178), blocks (219-223) and the small square (254). Lines and blocks reach
// the cell edges, so walls drawn with them tile without gaps.

#include "app/tileset_tool/cell_bitmap.hpp"

namespace cf::tileset_tool {

// Where the strokes of box-drawing lines lie across their length, in pixels from the cell's
// top (horizontal lines) or left edge (vertical lines); every band is half-open [lo, hi).
struct BoxGeometry {
    int side = 0;
    int single_lo = 0, single_hi = 0;  // the one stroke of a single line
    int first_lo = 0, first_hi = 0;    // top / left stroke of a double line
    int second_lo = 0, second_hi = 0;  // bottom / right stroke of a double line
};

// The strokes for cells of `side` pixels.
BoxGeometry box_geometry(int side);
// Draws the procedural glyph for `code` and returns true, or returns false if the code is
// left to the font.
bool draw_procedural(CellBitmap& cell, int code, const BoxGeometry& g);

}  // namespace cf::tileset_tool
