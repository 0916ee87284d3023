#pragma once
// The maps every benchmark runs on, built once so ours and libtcod's see the very same
// cells: 20% random walls from a fixed seed, with floor at the centre and corners.

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "engine/core/geometry.hpp"

namespace cf::bench {

struct BenchMap {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> wall;  // 1 = wall (opaque and impassable)
    Point centre;                    // the floor cell nearest the middle: the FOV origin

    std::size_t index(int x, int y) const { return static_cast<std::size_t>(y * width + x); }
    bool is_wall(int x, int y) const { return wall[index(x, y)] != 0; }
    std::string size_name() const { return std::to_string(width) + "x" + std::to_string(height); }
};

namespace detail {

// True when king's moves over floor join the two corners; the A* runs need a path.
inline bool corners_connected(const BenchMap& m) {
    std::vector<std::uint8_t> seen(m.wall.size(), 0);
    std::vector<Point> frontier{{0, 0}};
    seen[0] = 1;
    while (!frontier.empty()) {
        const Point p = frontier.back();
        frontier.pop_back();
        if (p == Point{m.width - 1, m.height - 1}) return true;
        for (Direction d : kAllDirections) {
            const Point n = p + delta(d);
            if (n.x < 0 || n.y < 0 || n.x >= m.width || n.y >= m.height) continue;
            if (m.is_wall(n.x, n.y) || seen[m.index(n.x, n.y)]) continue;
            seen[m.index(n.x, n.y)] = 1;
            frontier.push_back(n);
        }
    }
    return false;
}

inline Point floor_near_centre(const BenchMap& m) {
    const Point mid{m.width / 2, m.height / 2};
    for (int ring = 0;; ++ring) {
        for (int y = mid.y - ring; y <= mid.y + ring; ++y) {
            for (int x = mid.x - ring; x <= mid.x + ring; ++x) {
                if (chebyshev_distance({x, y}, mid) != ring) continue;
                if (x < 0 || y < 0 || x >= m.width || y >= m.height) continue;
                if (!m.is_wall(x, y)) return {x, y};
            }
        }
    }
}

inline BenchMap make_map(int width, int height, std::uint32_t seed) {
    for (;; ++seed) {
        // Raw mt19937 output is fixed by the standard, so the maps are the same everywhere.
        std::mt19937 rng(seed);
        BenchMap m{
            width, height, std::vector<std::uint8_t>(static_cast<std::size_t>(width * height)), {}};
        for (auto& cell : m.wall) cell = rng() % 5 == 0 ? 1 : 0;
        m.wall[m.index(0, 0)] = 0;
        m.wall[m.index(width - 1, height - 1)] = 0;
        if (!corners_connected(m)) continue;
        m.centre = floor_near_centre(m);
        return m;
    }
}

}  // namespace detail

inline const BenchMap& small_map() {
    static const BenchMap map = detail::make_map(80, 45, 20240601u);
    return map;
}

inline const BenchMap& large_map() {
    static const BenchMap map = detail::make_map(1000, 1000, 20240602u);
    return map;
}

// Registration hooks, one per benchmark file; main() calls them before running.
void register_fov_benchmarks();
void register_path_benchmarks();
// Prints how often each FOV differs from the exact reference (fov_bench.cpp).
void fov_agreement_report();

}  // namespace cf::bench
