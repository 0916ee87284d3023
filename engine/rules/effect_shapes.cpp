#include "engine/rules/effect_shapes.hpp"

#include <cstdint>
#include <cstdlib>

#include "engine/map/fov.hpp"
#include "engine/rules/factions.hpp"

namespace cf {

namespace {

// The cells within `radius` of `origin` that sight from it reaches, walls that bound the
// view left out.
std::vector<Point> seen_from(const Map& map, Point origin, int radius) {
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(map.width() * map.height()), 0);
    std::vector<Point> out;
    compute_fov(
        map.width(), map.height(), origin, radius,
        [&](int x, int y) {
            return !map.transparent({x, y});
        },
        [&](int x, int y) {
            const std::size_t i = static_cast<std::size_t>(y * map.width() + x);
            if (seen[i] != 0 || !map.transparent({x, y})) return;
            seen[i] = 1;
            out.push_back({x, y});
        });
    return out;
}

// Whether `p` lies within 45 degrees of the direction from `origin` to `aim`: the angle's
// cosine is at least 1/sqrt(2), so 2 (v.d)^2 >= |v|^2 |d|^2 with v.d > 0, in integers.
bool within_cone(Point origin, Point aim, Point p) {
    const std::int64_t vx = p.x - origin.x;
    const std::int64_t vy = p.y - origin.y;
    const std::int64_t ax = aim.x - origin.x;
    const std::int64_t ay = aim.y - origin.y;
    const std::int64_t dot = vx * ax + vy * ay;
    if (dot <= 0) return false;
    return 2 * dot * dot >= (vx * vx + vy * vy) * (ax * ax + ay * ay);
}

}  // namespace

std::vector<Point> shape_cells(const Map& map, Shape shape, Point user, Point aim, int radius) {
    std::vector<Point> out;
    switch (shape) {
        case Shape::target:
        case Shape::self:
            break;
        case Shape::bolt:
        case Shape::beam:
            for (Point p : line_cells(user, aim)) {
                if (p == user) continue;
                if (!map.in_bounds(p)) break;
                out.push_back(p);
                if (!map.transparent(p)) break;
            }
            break;
        case Shape::burst:
            if (map.in_bounds(aim)) out = seen_from(map, aim, radius);
            break;
        case Shape::cone:
            if (aim == user) break;
            for (Point p : seen_from(map, user, radius)) {
                if (p != user && within_cone(user, aim, p)) out.push_back(p);
            }
            break;
    }
    return out;
}

std::vector<EntityId> creatures_on_line(const World& world, const std::vector<Point>& cells,
                                        bool first_only) {
    std::vector<EntityId> out;
    for (Point p : cells) {
        const Entity* at = world.actor_at(p);
        if (!at) continue;
        out.push_back(at->id);
        if (first_only) break;
    }
    return out;
}

std::vector<EntityId> creatures_in_area(const World& world, const std::vector<Point>& cells) {
    const Map& map = world.map;
    std::vector<std::uint8_t> in(static_cast<std::size_t>(map.width() * map.height()), 0);
    for (Point p : cells) {
        if (map.in_bounds(p)) in[static_cast<std::size_t>(p.y * map.width() + p.x)] = 1;
    }
    std::vector<EntityId> out;
    for (const Entity& e : world.entities) {
        if (e.alive() && map.in_bounds(e.pos) &&
            in[static_cast<std::size_t>(e.pos.y * map.width() + e.pos.x)] != 0)
            out.push_back(e.id);
    }
    return out;
}

std::vector<EntityId> side_in_view(const World& world, const Content& content, const Entity& user,
                                   bool enemies) {
    std::vector<EntityId> out;
    for (const Entity& e : world.entities) {
        if (!e.alive() || e.id == user.id || !world.map.visible(e.pos)) continue;
        const Relation r = relation_between(world, content, user, e);
        if (enemies ? r == Relation::hostile : r == Relation::allied) out.push_back(e.id);
    }
    return out;
}

}  // namespace cf
