#pragma once
// What the generator adds to carved rooms and corridors from the settings: doors in room
// entrances, hidden traps and pools of water on room floors. Nothing it adds cuts the
// floor: doors open and water is walked through, and traps go on plain floor only.
// Its dice are a stream of their own, split from the floor's without drawing from it,
// so content without doors, traps or water generates the floors it always did.

#include "engine/content/content.hpp"
#include "engine/core/rng.hpp"
#include "engine/map/map.hpp"

namespace cf {

// Adds the features to `map` (its rooms as carved); `floor_rng` is left as it was.
void add_floor_features(Map& map, const Settings& settings, const Rng& floor_rng);

// The cells of `room`'s wall ring that are doorways: floor on both sides across the
// wall, wall on both sides along it.
std::vector<Point> doorways(const Map& map, const Rect& room, const DefId& floor);

}  // namespace cf
