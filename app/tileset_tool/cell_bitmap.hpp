#pragma once
// One atlas cell's coverage, drawn by the procedural glyphs and by the font rasteriser.

#include <algorithm>
#include <cstdint>
#include <vector>

namespace cf::tileset_tool {

// One cell's coverage, row-major, `side` x `side`, 0 = empty, 255 = full.
struct CellBitmap {
    int side = 0;
    std::vector<std::uint8_t> alpha;

    explicit CellBitmap(int side_px)
        : side(side_px), alpha(static_cast<std::size_t>(side_px * side_px), 0) {}

    // Sets the half-open rectangle [x0, x1) x [y0, y1) to full coverage; clipped to the cell.
    void fill_rect(int x0, int y0, int x1, int y1) {
        x0 = std::max(x0, 0);
        y0 = std::max(y0, 0);
        x1 = std::min(x1, side);
        y1 = std::min(y1, side);
        for (int y = y0; y < y1; ++y) {
            for (int x = x0; x < x1; ++x) set(x, y, 255);
        }
    }

    // Requires 0 <= x, y < side. Keeps the larger coverage where shapes overlap.
    void set(int x, int y, std::uint8_t value) {
        std::uint8_t& dst = alpha[static_cast<std::size_t>(y * side + x)];
        dst = std::max(dst, value);
    }
};

}  // namespace cf::tileset_tool
