#include "engine/map/dungeon_generator.hpp"

#include "engine/rules/factory.hpp"
#include "engine/rules/spawning.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

void carve_room(Map& map, const Rect& r, const DefId& floor) {
    for (int y = r.y + 1; y < r.y + r.h - 1; ++y) {
        for (int x = r.x + 1; x < r.x + r.w - 1; ++x) map.set_tile({x, y}, floor);
    }
}

void carve_line(Map& map, Point a, Point b, const DefId& floor) {
    const Point step{b.x > a.x ? 1 : (b.x < a.x ? -1 : 0), b.y > a.y ? 1 : (b.y < a.y ? -1 : 0)};
    for (Point p = a;; p = p + step) {
        map.set_tile(p, floor);
        if (p == b) break;
    }
}

void carve_tunnel(Map& map, Point a, Point b, Rng& rng, const DefId& floor) {
    const Point corner = rng.range(0, 1) == 0 ? Point{b.x, a.y} : Point{a.x, b.y};
    carve_line(map, a, corner, floor);
    carve_line(map, corner, b, floor);
}

Point random_interior_point(const Rect& r, Rng& rng) {
    return {rng.range(r.x + 1, r.x + r.w - 2), rng.range(r.y + 1, r.y + r.h - 2)};
}

bool occupied(const World& world, Point p) {
    for (const Entity& e : world.entities) {
        if (e.pos == p && (e.is_item() || e.alive())) return true;
    }
    return false;
}

void populate_room(World& world, const Content& content, const Rect& room, bool monsters) {
    const int depth = world.depth;
    if (monsters) {
        const auto weights = weights_at(content.spawns.monsters, depth);
        const int count = world.rng.range(0, value_at(content.spawns.max_monsters_per_room, depth));
        for (int i = 0; i < count; ++i) {
            const Point p = random_interior_point(room, world.rng);
            auto id = pick_weighted(weights, world.rng);
            if (id && !occupied(world, p)) spawn_actor(world, content, *id, p);
        }
    }
    const auto weights = weights_at(content.spawns.items, depth);
    const int count = world.rng.range(0, value_at(content.spawns.max_items_per_room, depth));
    for (int i = 0; i < count; ++i) {
        const Point p = random_interior_point(room, world.rng);
        auto id = pick_weighted(weights, world.rng);
        if (id && !occupied(world, p)) spawn_item(world, content, *id, p);
    }
}

}  // namespace

std::vector<Rect> place_rooms(const Settings& s, Rng& rng) {
    std::vector<Rect> rooms;
    for (int attempt = 0; attempt < s.max_rooms; ++attempt) {
        const int w = rng.range(s.room_min_size, s.room_max_size);
        const int h = rng.range(s.room_min_size, s.room_max_size);
        const Rect r{rng.range(0, s.map_width - w), rng.range(0, s.map_height - h), w, h};
        bool overlaps = false;
        for (const Rect& other : rooms) overlaps = overlaps || r.intersects(other);
        if (!overlaps) rooms.push_back(r);
    }
    return rooms;
}

void generate_floor(World& world, const Content& content) {
    const Settings& s = content.settings;
    world.map = Map(s.map_width, s.map_height, s.wall_tile);
    std::erase_if(world.entities, [&](const Entity& e) { return e.id != world.player_id; });

    const std::vector<Rect> rooms = place_rooms(s, world.rng);
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        carve_room(world.map, rooms[i], s.floor_tile);
        world.map.add_room(rooms[i]);
        if (i > 0) carve_tunnel(world.map, rooms[i - 1].center(), rooms[i].center(), world.rng, s.floor_tile);
    }
    const Point start = rooms.empty() ? Point{s.map_width / 2, s.map_height / 2} : rooms.front().center();
    if (rooms.empty()) world.map.set_tile(start, s.floor_tile);
    if (world.find(world.player_id)) {
        world.player().pos = start;
    } else {
        spawn_player(world, content, start);
    }
    if (rooms.size() > 1) world.map.set_tile(rooms.back().center(), s.stairs_tile);
    for (std::size_t i = 0; i < rooms.size(); ++i) populate_room(world, content, rooms[i], i > 0);
    world.map.bind(content);
}

}  // namespace cf
