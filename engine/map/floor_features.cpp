#include "engine/map/floor_features.hpp"

#include <optional>

namespace cf {

namespace {

bool is(const Map& map, Point p, const DefId& id) {
    return map.in_bounds(p) && map.tile_id(p) == id;
}

// `p` on a wall that runs across `across`: floor on both sides through the wall, none
// beside it along the wall.
bool doorway(const Map& map, Point p, Point across, const DefId& floor) {
    const Point along{across.y, across.x};
    const Point back{-across.x, -across.y};
    const Point before{-along.x, -along.y};
    return is(map, p, floor) && is(map, p + across, floor) && is(map, p + back, floor) &&
           !is(map, p + along, floor) && !is(map, p + before, floor);
}

// A random cell inside `room` that is plain floor and not its centre (stairs, arrival).
std::optional<Point> free_floor(const Map& map, const Rect& room, const DefId& floor, Rng& rng) {
    const Point p{rng.range(room.x + 1, room.x + room.w - 2),
                  rng.range(room.y + 1, room.y + room.h - 2)};
    if (p == room.center() || !is(map, p, floor)) return std::nullopt;
    return p;
}

void add_doors(Map& map, const Settings& s, Rng& rng) {
    if (s.door_tile.empty() || s.door_chance <= 0) return;
    for (const Rect& room : map.rooms()) {
        for (Point p : doorways(map, room, s.floor_tile)) {
            if (rng.range(1, 100) <= s.door_chance) map.set_tile(p, s.door_tile);
        }
    }
}

void add_traps(Map& map, const Settings& s, Rng& rng) {
    const auto& rooms = map.rooms();
    if (s.trap_tiles.empty() || rooms.size() < 2) return;
    for (int i = 0; i < s.traps_per_floor; ++i) {
        // Never in the first room: the player arrives there.
        const Rect& room =
            rooms[static_cast<std::size_t>(rng.range(1, static_cast<int>(rooms.size()) - 1))];
        const DefId& trap = s.trap_tiles[static_cast<std::size_t>(
            rng.range(0, static_cast<int>(s.trap_tiles.size()) - 1))];
        if (const auto p = free_floor(map, room, s.floor_tile, rng)) map.set_tile(*p, trap);
    }
}

void add_water(Map& map, const Settings& s, Rng& rng) {
    const auto& rooms = map.rooms();
    if (s.water_tile.empty() || rooms.empty()) return;
    for (int i = 0; i < s.water_pools; ++i) {
        const Rect& room =
            rooms[static_cast<std::size_t>(rng.range(0, static_cast<int>(rooms.size()) - 1))];
        const auto centre = free_floor(map, room, s.floor_tile, rng);
        if (!centre) continue;
        map.set_tile(*centre, s.water_tile);
        for (Direction d : kAllDirections) {
            const Point p = *centre + delta(d);
            const bool inside = p.x > room.x && p.y > room.y && p.x < room.x + room.w - 1 &&
                                p.y < room.y + room.h - 1;
            if (inside && p != room.center() && is(map, p, s.floor_tile) && rng.range(0, 1) == 0)
                map.set_tile(p, s.water_tile);
        }
    }
}

}  // namespace

std::vector<Point> doorways(const Map& map, const Rect& room, const DefId& floor) {
    std::vector<Point> out;
    for (int x = room.x + 1; x < room.x + room.w - 1; ++x) {
        for (int y : {room.y, room.y + room.h - 1}) {
            if (doorway(map, {x, y}, {0, 1}, floor)) out.push_back({x, y});
        }
    }
    for (int y = room.y + 1; y < room.y + room.h - 1; ++y) {
        for (int x : {room.x, room.x + room.w - 1}) {
            if (doorway(map, {x, y}, {1, 0}, floor)) out.push_back({x, y});
        }
    }
    return out;
}

void add_floor_features(Map& map, const Settings& s, const Rng& floor_rng) {
    // Split off: the floor's stream stays where it was for the spawns that follow.
    Rng rng(floor_rng.state() ^ 0x7f4a7c159e3779b9ULL);
    add_doors(map, s, rng);
    add_traps(map, s, rng);
    add_water(map, s, rng);
}

}  // namespace cf
