#include "engine/map/corridors.hpp"

#include <algorithm>

namespace cf {

namespace {

Point step_towards(Point a, Point b) {
    return {b.x > a.x ? 1 : (b.x < a.x ? -1 : 0), b.y > a.y ? 1 : (b.y < a.y ? -1 : 0)};
}

// The cells of the straight line a..b (a and b on one row or column), both included.
template <class F>
bool every_cell(Point a, Point b, F f) {
    const Point step = step_towards(a, b);
    for (Point p = a;; p = p + step) {
        if (!f(p)) return false;
        if (p == b) return true;
    }
}

}  // namespace

void carve_room(Map& map, const Rect& r, const DefId& floor) {
    for (int y = r.y + 1; y < r.y + r.h - 1; ++y) {
        for (int x = r.x + 1; x < r.x + r.w - 1; ++x) map.set_tile({x, y}, floor);
    }
}

CorridorCarver::CorridorCarver(Map& map, DefId floor, const std::vector<Rect>& keep_out)
    : map_(map),
      floor_(std::move(floor)),
      kept_out_(static_cast<std::size_t>(map.width() * map.height()), 0),
      came_(static_cast<std::size_t>(map.width() * map.height()), -1) {
    for (const Rect& r : keep_out) {
        for (int y = r.y; y < r.y + r.h; ++y) {
            for (int x = r.x; x < r.x + r.w; ++x) {
                if (map.in_bounds({x, y}))
                    kept_out_[static_cast<std::size_t>(map.index({x, y}))] = 1;
            }
        }
    }
}

bool CorridorCarver::open_to_carve(Point p) const {
    return map_.in_bounds(p) && !kept_out_[static_cast<std::size_t>(map_.index(p))];
}

void CorridorCarver::leg(Point a, Point b, Rng& rng) const {
    const Point corner = rng.range(0, 1) == 0 ? Point{b.x, a.y} : Point{a.x, b.y};
    const auto open = [this](Point p) { return open_to_carve(p); };
    if (every_cell(a, corner, open) && every_cell(corner, b, open)) {
        const auto carve = [this](Point p) {
            map_.set_tile(p, floor_);
            return true;
        };
        every_cell(a, corner, carve);
        every_cell(corner, b, carve);
        return;
    }
    carve_way(a, [b](Point p) { return p == b; });
}

void CorridorCarver::join(Point a, Point b, CorridorStyle style, Rng& rng) const {
    if (style == CorridorStyle::l_shaped) {
        leg(a, b, rng);
        return;
    }
    const int waypoints = rng.range(1, 3);
    const int lo_x = std::max(1, std::min(a.x, b.x) - 3);
    const int hi_x = std::min(map_.width() - 2, std::max(a.x, b.x) + 3);
    const int lo_y = std::max(1, std::min(a.y, b.y) - 3);
    const int hi_y = std::min(map_.height() - 2, std::max(a.y, b.y) + 3);
    Point from = a;
    for (int i = 0; i < waypoints; ++i) {
        const Point via{rng.range(lo_x, hi_x), rng.range(lo_y, hi_y)};
        if (!open_to_carve(via)) continue;
        leg(from, via, rng);
        from = via;
    }
    leg(from, b, rng);
}

void CorridorCarver::join_entrance(Point e, const Rect& area) const {
    Point out = e;
    if (e.x == area.x)
        out.x -= 1;
    else if (e.x == area.x + area.w - 1)
        out.x += 1;
    else if (e.y == area.y)
        out.y -= 1;
    else
        out.y += 1;
    if (!open_to_carve(out)) return;
    carve_way(out, [this, out](Point p) { return p != out && map_.tile_id(p) == floor_; });
}

template <class Done>
bool CorridorCarver::carve_way(Point a, Done done) const {
    const int w = map_.width();
    const int h = map_.height();
    std::vector<int>& came = came_;
    std::vector<Point>& open = open_;
    open.assign(1, a);
    // Every cell reached is in `open`: those are the ones to put back.
    struct PutBack {
        std::vector<int>& came;
        std::vector<Point>& open;
        const Map& map;
        ~PutBack() {
            for (Point p : open) came[static_cast<std::size_t>(map.index(p))] = -1;
        }
    } put_back{came, open, map_};
    came[static_cast<std::size_t>(map_.index(a))] = map_.index(a);
    constexpr Point kSteps[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (std::size_t next = 0; next < open.size(); ++next) {
        const Point p = open[next];
        if (done(p)) {
            for (int i = map_.index(p);; i = came[static_cast<std::size_t>(i)]) {
                map_.set_tile(map_.point(i), floor_);
                if (i == map_.index(a)) return true;
            }
        }
        for (Point step : kSteps) {
            const Point q = p + step;
            // Never the outer wall: a floor's edge stays closed.
            if (q.x < 1 || q.y < 1 || q.x > w - 2 || q.y > h - 2 || !open_to_carve(q)) continue;
            int& from = came[static_cast<std::size_t>(map_.index(q))];
            if (from >= 0) continue;
            from = map_.index(p);
            open.push_back(q);
        }
    }
    return false;
}

}  // namespace cf
