#include "editor/vault_paint.hpp"

#include <algorithm>
#include <cstdlib>
#include <deque>

namespace cf {

namespace {

bool inside(const std::vector<std::string>& rows, Point p) {
    return p.y >= 0 && p.y < static_cast<int>(rows.size()) && p.x >= 0 &&
           p.x < static_cast<int>(rows[static_cast<std::size_t>(p.y)].size());
}

char& glyph_at(std::vector<std::string>& rows, Point p) {
    return rows[static_cast<std::size_t>(p.y)][static_cast<std::size_t>(p.x)];
}

}  // namespace

std::vector<Point> rectangle_cells(Point a, Point b) {
    std::vector<Point> out;
    for (int y = std::min(a.y, b.y); y <= std::max(a.y, b.y); ++y) {
        for (int x = std::min(a.x, b.x); x <= std::max(a.x, b.x); ++x) out.push_back({x, y});
    }
    return out;
}

std::vector<Point> fill_cells(const std::vector<std::string>& rows, Point start) {
    std::vector<Point> out;
    if (!inside(rows, start)) return out;
    const char from = rows[static_cast<std::size_t>(start.y)][static_cast<std::size_t>(start.x)];
    std::vector<std::string> seen = rows;  // '\0' marks a cell taken
    std::deque<Point> open{start};
    glyph_at(seen, start) = '\0';
    while (!open.empty()) {
        const Point p = open.front();
        open.pop_front();
        out.push_back(p);
        for (const Point step : {Point{1, 0}, Point{-1, 0}, Point{0, 1}, Point{0, -1}}) {
            const Point n = p + step;
            if (!inside(seen, n) || glyph_at(seen, n) != from) continue;
            glyph_at(seen, n) = '\0';
            open.push_back(n);
        }
    }
    return out;
}

std::vector<std::string> painted(std::vector<std::string> rows, const std::vector<Point>& cells,
                                 char glyph) {
    for (const Point p : cells) {
        if (inside(rows, p)) glyph_at(rows, p) = glyph;
    }
    return rows;
}

std::vector<std::string> resized(std::vector<std::string> rows, int width, int height) {
    width = std::max(1, width);
    height = std::max(1, height);
    rows.resize(static_cast<std::size_t>(height));
    for (std::string& row : rows) row.resize(static_cast<std::size_t>(width), '#');
    return rows;
}

}  // namespace cf
