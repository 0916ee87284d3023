#pragma once
// Creating entities from definitions: only the state is set here; everything else
// is read from the definition when needed.

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// A monster or other actor at full health; adds it to the world and returns its id.
EntityId spawn_actor(World& world, const Content& content, const DefId& def, Point pos);
// An item lying on the floor.
EntityId spawn_item(World& world, const Content& content, const DefId& def, Point pos);
// The player with its starting equipment equipped silently; becomes world.player_id
// and the first entity.
EntityId spawn_player(World& world, const Content& content, Point pos);

}  // namespace cf
