#pragma once
// A new floor for the world: the map built from content (map/floor_build.hpp), the player
// in the first room, every other room filled from the depth's spawn tables, each vault's
// cells from its legend; the unique vaults placed are remembered in the world.

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// Replaces world.map and every entity but the player (and what it carries) with a new
// floor at world.depth, using world.rng; places the player in the first room and fills
// rooms from the depth's spawn tables. Creates the player when there is none.
void generate_floor(World& world, const Content& content);

}  // namespace cf
