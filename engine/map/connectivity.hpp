#pragma once
// Which cells of a floor can be walked to from a point: doors count as passable (they
// open), water as walkable, hidden traps as the floor they pass for. The generator keeps
// no floor with a walkable cell the arrival point cannot reach, and mapstat counts them.

#include <vector>

#include "engine/map/map.hpp"

namespace cf {

// One flag a cell (Map::index): reachable from `from` in steps along the four axes
// (a diagonal step is never needed, so the rule holds whether corners may be cut or not).
// The map must be bound.
std::vector<char> reachable_from(const Map& map, Point from);
// Walkable cells `reached` (from reachable_from) does not hold.
int unreachable_cells(const Map& map, const std::vector<char>& reached);

}  // namespace cf
