#pragma once
// A reference for field of view: Albert Ford's symmetric shadowcasting pseudo-code
// transcribed as directly as possible, with slopes as exact fractions of integers (no
// floating point, no incremental tricks): recursive, one row per call, off-map cells
// treated as walls. Slow, but an independent check of the fast version, shared by the
// FOV tests and the benchmark (which measures how often libtcod disagrees with it).

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/core/geometry.hpp"

namespace cf::fov_reference {

struct Fraction {
    std::int64_t num;
    std::int64_t den;  // > 0
};

inline std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    std::int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
    return q;
}

// is_wall(x, y) for in-bounds cells; marks seen[y * width + x].
template <class IsWall>
void scan(int width, int height, const IsWall& is_wall, Point o, int quadrant, int depth,
          Fraction start, Fraction end, std::vector<std::uint8_t>& seen) {
    const auto transform = [&](int col) -> Point {
        switch (quadrant) {
            case 0:
                return {o.x + col, o.y - depth};
            case 1:
                return {o.x + depth, o.y + col};
            case 2:
                return {o.x + col, o.y + depth};
            default:
                return {o.x - depth, o.y + col};
        }
    };
    // round_ties_up(depth * start) and round_ties_down(depth * end).
    const auto min_col = floor_div(2 * depth * start.num + start.den, 2 * start.den);
    const auto max_col = -floor_div(end.den - 2 * depth * end.num, 2 * end.den);
    enum { none, floor, wall } prev = none;
    for (auto col = min_col; col <= max_col; ++col) {
        const Point p = transform(static_cast<int>(col));
        const bool inside = p.x >= 0 && p.y >= 0 && p.x < width && p.y < height;
        const bool opaque = !inside || is_wall(p.x, p.y);
        const bool symmetric =
            col * start.den >= depth * start.num && col * end.den <= depth * end.num;
        if ((opaque || symmetric) && inside) {
            seen[static_cast<std::size_t>(p.y) * static_cast<std::size_t>(width) +
                 static_cast<std::size_t>(p.x)] = 1;
        }
        if (prev == wall && !opaque) start = {2 * col - 1, 2 * depth};
        if (prev == floor && opaque) {
            scan(width, height, is_wall, o, quadrant, depth + 1, start, {2 * col - 1, 2 * depth},
                 seen);
        }
        prev = opaque ? wall : floor;
    }
    if (prev == floor) scan(width, height, is_wall, o, quadrant, depth + 1, start, end, seen);
}

// The cells visible from `origin` within `radius` (Euclidean, <= 0 unlimited) as a
// width * height mask, walls bounding the view included.
template <class IsWall>
std::vector<std::uint8_t> visible(int width, int height, Point origin, int radius,
                                  const IsWall& is_wall) {
    std::vector<std::uint8_t> seen(
        static_cast<std::size_t>(width) * static_cast<std::size_t>(height), 0);
    seen[static_cast<std::size_t>(origin.y) * static_cast<std::size_t>(width) +
         static_cast<std::size_t>(origin.x)] = 1;
    for (int q = 0; q < 4; ++q) scan(width, height, is_wall, origin, q, 1, {-1, 1}, {1, 1}, seen);
    if (radius > 0) {
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                if (distance_squared({x, y}, origin) > radius * radius) {
                    seen[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                         static_cast<std::size_t>(x)] = 0;
                }
            }
        }
    }
    return seen;
}

}  // namespace cf::fov_reference
