#include "engine/rules/floor.hpp"

#include <algorithm>
#include <string>

#include "engine/content/floor_bounds.hpp"
#include "engine/content/vault_legend.hpp"
#include "engine/map/dungeon_generator.hpp"
#include "engine/map/floor_build.hpp"
#include "engine/rules/creature_bounds.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/spawning.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

Point random_interior_point(const Rect& r, Rng& rng) {
    return {rng.range(r.x + 1, r.x + r.w - 2), rng.range(r.y + 1, r.y + r.h - 2)};
}

// Whether an item or a living actor lies on `p`, looking at entities[first..]: rooms
// do not touch, so only what this room spawned (and the player) can be in it.
bool occupied_since(const World& world, std::size_t first, Point p) {
    if (world.player().pos == p) return true;
    for (std::size_t i = first; i < world.entities.size(); ++i) {
        const Entity& e = world.entities[i];
        if (e.pos == p && (e.is_item() || e.alive())) return true;
    }
    return false;
}

// Up to the depth's maximum of one table's picks in `room`, on free cells.
template <class Spawn>
void fill(World& world, const Rect& room, std::size_t first, const SpawnTable& table,
          const DepthValue& most, Spawn spawn) {
    const auto weights = weights_at(table, world.depth);
    const int count = world.rng.range(0, value_at(most, world.depth));
    for (int i = 0; i < count; ++i) {
        const Point p = random_interior_point(room, world.rng);
        auto id = pick_weighted(weights, world.rng);
        if (id && !occupied_since(world, first, p)) spawn(*id, p);
    }
}

// Whether the floor being made may take another item, `left` counting down from
// kMaxItemsPerFloor (floor_bounds.hpp: what a save holds); said once when it may not.
bool room_for_an_item(World& world, int& left) {
    if (left > 0) {
        --left;
        return true;
    }
    world.hit_bound("items_per_floor",
                    "The floor holds " + std::to_string(kMaxItemsPerFloor) +
                        " items, as many as a floor may: no more are put on it.");
    return false;
}

void populate_room(World& world, const Content& content, const Rect& room, bool monsters,
                   int& items_left) {
    const std::size_t first = world.entities.size();
    const SpawnTables& t = content.spawns;
    if (monsters) {
        fill(world, room, first, t.monsters, t.max_monsters_per_room,
             [&](const DefId& id, Point p) {
                 if (room_for_a_creature(world, content)) spawn_actor(world, content, id, p);
             });
    }
    fill(world, room, first, t.items, t.max_items_per_room, [&](const DefId& id, Point p) {
        if (room_for_an_item(world, items_left)) spawn_item(world, content, id, p);
    });
}

// What the vault's legend puts on its cells: its entities, and monsters and items from
// the depth's spawn tables.
void populate_vault(World& world, const Content& content, const PlacedVault& v, int& items_left) {
    const VaultLegend legend(v.def->legend, content.settings);
    for (int y = 0; y < v.area.h; ++y) {
        for (int x = 0; x < v.area.w; ++x) {
            const VaultGlyph* g =
                legend.find(v.rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]);
            if (!g) continue;
            const auto id = legend_pick(*g, content, world.depth, world.rng);
            if (!id) continue;
            const Point p{v.area.x + x, v.area.y + y};
            if (content.actor(*id)) {
                if (room_for_a_creature(world, content)) spawn_actor(world, content, *id, p);
            } else if (content.item(*id) && room_for_an_item(world, items_left)) {
                spawn_item(world, content, *id, p);
            }
        }
    }
}

// The last floor (settings' victory): its stairs down become floor, and the creature to
// defeat stands where they were (else on the free walkable cell farthest from the player).
void place_victory(World& world, const Content& content) {
    const Settings& s = content.settings;
    if (s.victory.defeat.empty() || world.depth != s.victory.depth) return;
    if (!content.actor(s.victory.defeat)) return;
    Map& map = world.map;
    std::optional<Point> at;
    const Point player = world.player().pos;
    int farthest = -1;
    for (int i = 0; i < map.width() * map.height(); ++i) {
        const Point p = map.point(i);
        if (map.tile_id(p) == s.stairs_tile) {
            map.set_tile(p, s.floor_tile);
            if (!world.actor_at(p)) at = p;
        }
    }
    if (!at) {
        for (int i = 0; i < map.width() * map.height(); ++i) {
            const Point p = map.point(i);
            const TileDef* tile = content.tile(map.tile_id(p));
            if (!tile || !tile->walkable || tile->hidden || world.actor_at(p)) continue;
            const int d = std::abs(p.x - player.x) + std::abs(p.y - player.y);
            if (d > farthest) {
                farthest = d;
                at = p;
            }
        }
    }
    if (at) spawn_actor(world, content, s.victory.defeat, *at);
}

}  // namespace

void generate_floor(World& world, const Content& content) {
    const Settings& s = content.settings;
    std::erase_if(world.entities, [&](const Entity& e) { return e.id != world.player_id; });
    FloorBuild built = build_floor(content, world.depth, world.rng, world.vaults_placed);
    world.map = std::move(built.map);
    world.tile_timers.clear();  // the last floor's cells
    const Point start = floor_start(world.map, s);
    if (world.find(world.player_id)) {
        world.player().pos = start;
    } else {
        spawn_player(world, content, start);
    }
    // What the player carries counts too: every item is an entity of the floor's save.
    int items_left = kMaxItemsPerFloor -
                     static_cast<int>(std::count_if(world.entities.begin(), world.entities.end(),
                                                    [](const Entity& e) { return e.is_item(); }));
    const std::vector<Rect>& rooms = world.map.rooms();
    for (std::size_t i = 0; i < rooms.size(); ++i)
        populate_room(world, content, rooms[i], i > 0, items_left);
    for (const PlacedVault& v : built.vaults) {
        populate_vault(world, content, v, items_left);
        if (v.def->unique) world.vaults_placed[v.def->id] += 1;
    }
    place_victory(world, content);
    world.map.bind(content);
}

}  // namespace cf
