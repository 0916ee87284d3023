#pragma once
// Grid geometry shared by every engine module: points and the eight compass directions.

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string_view>
#include <vector>

namespace cf {

struct Point {
    int x = 0;
    int y = 0;

    friend constexpr bool operator==(Point, Point) = default;
    friend constexpr auto operator<=>(Point, Point) = default;
    constexpr Point operator+(Point o) const { return {x + o.x, y + o.y}; }
    constexpr Point operator-(Point o) const { return {x - o.x, y - o.y}; }
};

// Steps allowed on the grid: the king's moves.
inline int chebyshev_distance(Point a, Point b) {
    return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
}

// Squared Euclidean distance, for radius tests without floating point.
inline int distance_squared(Point a, Point b) {
    const int dx = a.x - b.x;
    const int dy = a.y - b.y;
    return dx * dx + dy * dy;
}

enum class Direction { n, ne, e, se, s, sw, w, nw };

inline constexpr Direction kAllDirections[] = {Direction::n,  Direction::ne, Direction::e,
                                               Direction::se, Direction::s,  Direction::sw,
                                               Direction::w,  Direction::nw};

// The unit step of a direction; y grows downwards (south).
constexpr Point delta(Direction d) {
    constexpr Point steps[] = {{0, -1}, {1, -1}, {1, 0},  {1, 1},
                               {0, 1},  {-1, 1}, {-1, 0}, {-1, -1}};
    return steps[static_cast<int>(d)];
}

// Lower-case compass name as used in replay files: "n", "ne", ... "nw".
std::string_view direction_name(Direction d);
std::optional<Direction> parse_direction(std::string_view name);
// The direction of a single king's step from a to b, if b is adjacent to a.
std::optional<Direction> direction_between(Point a, Point b);

// The cells of the straight line from a to b, both included, a first (Bresenham's: each
// step moves one cell along the longer axis).
std::vector<Point> line_cells(Point a, Point b);

}  // namespace cf
