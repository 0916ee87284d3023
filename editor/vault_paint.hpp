#pragma once
// The vault painter's tools on a map's rows, without a window: the cells a brush, a
// rectangle, a line or a fill covers, a glyph put on cells, and rows resized. The panel
// (vault_painter_panel.hpp) turns mouse strokes into these and each result into one edit.

#include <string>
#include <vector>

#include "engine/core/geometry.hpp"

namespace cf {

// The cells of the rectangle with corners `a` and `b` (inclusive, either order).
std::vector<Point> rectangle_cells(Point a, Point b);
// The cells four-way connected to `start` that hold the same glyph as it.
std::vector<Point> fill_cells(const std::vector<std::string>& rows, Point start);
// `rows` with `glyph` on each of `cells` that lies inside them.
std::vector<std::string> painted(std::vector<std::string> rows, const std::vector<Point>& cells,
                                 char glyph);
// `rows` cut or grown to `width` x `height` (at least 1x1); new cells are walls ('#').
std::vector<std::string> resized(std::vector<std::string> rows, int width, int height);

}  // namespace cf
