#pragma once
// Rooms and corridors, as the tutorials build them: random room tries (more on bigger
// floors, see room_tries) that must not overlap, each new room joined to the previous
// one by an L-shaped tunnel, the player in the first room and the down stairs in the
// last.

#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/rng.hpp"
#include "engine/map/map.hpp"
#include "engine/world/world.hpp"

namespace cf {

// How many rooms the generator tries to place: max_rooms on floors up to 80x45, and
// in proportion to the area beyond, so a big floor is as densely built as the default
// one (max_rooms is a density: tries per 80x45 cells).
int room_tries(const Settings& settings);

// The room rectangles (walls included) that the generator would carve, in order.
std::vector<Rect> place_rooms(const Settings& settings, Rng& rng);

// Replaces world.map and every entity but the player (and what it carries) with a new
// floor at world.depth, using world.rng; places the player in the first room and fills
// rooms from the depth's spawn tables. Creates the player when there is none.
void generate_floor(World& world, const Content& content);

}  // namespace cf
