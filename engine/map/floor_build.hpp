#pragma once
// A floor built from content: the depth's generator parameters (settings' `floors:`),
// vaults chosen and placed first, then rooms around them joined by corridors (L-shaped
// or winding), a corridor from each vault entrance to the nearest open cell, the stairs,
// doors, traps and water. Every walkable cell is then reachable from the arrival point:
// a vault that would cut the floor is taken out again and counted as failed, never kept
// and never dropped without a count. Same content, depth and RNG state: the same floor.
// Content without vaults (or without vault tries) draws exactly what carve_floor draws,
// so its floors are the ones it always had.

#include <map>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/rng.hpp"
#include "engine/map/map.hpp"
#include "engine/map/vault_placement.hpp"

namespace cf {

// The generator's parameters at `depth`: the last `floors:` entry at or above it, else the
// settings' own (max_rooms, room sizes, L corridors, no vault tries).
FloorParams floor_params(const Settings& settings, int depth);

struct FloorBuild {
    Map map;                            // bound to the content it was built from
    std::vector<PlacedVault> vaults;    // the vaults kept, in placing order
    std::map<DefId, VaultTally> tally;  // each vault a try took on this floor
    int unreachable = 0;                // walkable cells the arrival cannot reach: 0
};

// A new floor at `depth` from `rng`; `placed_before` holds the unique vaults the game
// has placed already (World::vaults_placed), which are not placed again.
FloorBuild build_floor(const Content& content, int depth, Rng& rng,
                       const std::map<DefId, int>& placed_before);

}  // namespace cf
