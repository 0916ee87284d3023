#include "engine/core/geometry.hpp"

namespace cf {

namespace {
constexpr std::string_view kDirectionNames[] = {"n", "ne", "e", "se", "s", "sw", "w", "nw"};
}

std::string_view direction_name(Direction d) { return kDirectionNames[static_cast<int>(d)]; }

std::optional<Direction> parse_direction(std::string_view name) {
    for (Direction d : kAllDirections) {
        if (kDirectionNames[static_cast<int>(d)] == name) return d;
    }
    return std::nullopt;
}

std::optional<Direction> direction_between(Point a, Point b) {
    for (Direction d : kAllDirections) {
        if (a + delta(d) == b) return d;
    }
    return std::nullopt;
}

std::vector<Point> line_cells(Point a, Point b) {
    std::vector<Point> out;
    const int dx = std::abs(b.x - a.x);
    const int dy = -std::abs(b.y - a.y);
    const int sx = a.x < b.x ? 1 : -1;
    const int sy = a.y < b.y ? 1 : -1;
    int err = dx + dy;
    for (Point p = a;;) {
        out.push_back(p);
        if (p == b) break;
        const int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            p.x += sx;
        }
        if (e2 <= dx) {
            err += dx;
            p.y += sy;
        }
    }
    return out;
}

}  // namespace cf
