#pragma once
// Rooms and corridors, as the tutorials build them: random room tries (more on bigger
// floors, see room_tries) that must not overlap, each new room joined to the previous
// one by an L-shaped tunnel, the down stairs in the last room. The map only: who stands
// where is the rules' business (rules/floor.hpp).

#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/rng.hpp"
#include "engine/map/map.hpp"

namespace cf {

// How many rooms the generator tries to place: max_rooms on floors up to 80x45, and
// in proportion to the area beyond, so a big floor is as densely built as the default
// one (max_rooms is a density: tries per 80x45 cells).
int room_tries(const Settings& settings);

// The room rectangles (walls included) that the generator would carve, in order; a try
// that touches one of `keep_clear` (vaults) is dropped, drawing what it always drew.
std::vector<Rect> place_rooms(const Settings& settings, Rng& rng,
                              const std::vector<Rect>& keep_clear = {});

// A new floor: rooms carved from `rng` (place_rooms), joined by tunnels, the stairs in
// the centre of the last room; the rooms are kept in the map (Map::rooms).
Map carve_floor(const Settings& settings, Rng& rng);
// Where a new floor is entered: the centre of the first room (of the map when it has none).
Point floor_start(const Map& map, const Settings& settings);

}  // namespace cf
