#include "engine/map/connectivity.hpp"

namespace cf {

std::vector<char> reachable_from(const Map& map, Point from) {
    std::vector<char> seen(static_cast<std::size_t>(map.width() * map.height()), 0);
    if (!map.walkable(from)) return seen;
    std::vector<Point> open{from};
    seen[static_cast<std::size_t>(map.index(from))] = 1;
    constexpr Point kSteps[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    while (!open.empty()) {
        const Point p = open.back();
        open.pop_back();
        for (Point step : kSteps) {
            const Point q = p + step;
            if (!map.walkable(q)) continue;
            char& s = seen[static_cast<std::size_t>(map.index(q))];
            if (s) continue;
            s = 1;
            open.push_back(q);
        }
    }
    return seen;
}

int unreachable_cells(const Map& map, const std::vector<char>& reached) {
    int count = 0;
    for (int i = 0; i < map.width() * map.height(); ++i) {
        if (!reached[static_cast<std::size_t>(i)] && map.walkable(map.point(i))) ++count;
    }
    return count;
}

}  // namespace cf
