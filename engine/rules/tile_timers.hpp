#pragma once
// Tiles that turn back: `set_tile: ice` with `turns: 5` freezes water for five turns.
// What is pending is world state (World::tile_timers), so saves, dumps, diffs and
// recordings keep it: the key "X_Y_TILE" names the cell and the tile it turns back into,
// the count the turn at which it does ("12_7_water: 153").

#include <optional>
#include <string>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

struct TileTimer {
    Point cell;
    DefId back_to;  // the tile the cell was before
};

// The timer a World::tile_timers key names; nullopt when it is not "X_Y_TILE".
std::optional<TileTimer> parse_tile_timer(const std::string& key);

// Sets `cell` to `tile`; with `turns` > 0 it turns back into what it was (before any
// earlier timer on the cell) at `turns` turns from now.
void set_tile_for(World& world, Point cell, const DefId& tile, int turns);

// At the start of a turn: every cell whose time has come turns back, unless a creature
// stands where its old tile would block (it waits a turn). A key that names no cell of
// this floor or no tile is dropped.
void revert_due_tiles(World& world, const Content& content);

}  // namespace cf
