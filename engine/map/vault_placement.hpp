#pragma once
// Vaults in a floor: which vault a try takes (depth, unique, weight, chance), its map
// turned to one of its allowed orientations, a spot for it that no other vault touches,
// and its cells written into the map. Joining its entrances and checking that the floor
// stays whole is the generator's (dungeon_generator.hpp), which undoes what would cut it.

#include <map>
#include <optional>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/rng.hpp"
#include "engine/map/map.hpp"

namespace cf {

// A vault's map as placed: rows after its orientation (0-7: bit 0 mirrors left to right,
// bit 1 top to bottom, bit 2 swaps rows and columns, applied last).
std::vector<std::string> oriented_rows(const std::vector<std::string>& rows, int orientation);
// The orientations `orient` allows: any 8, mirror {0, 1}, none {0}.
std::vector<int> allowed_orientations(VaultOrient orient);

// A vault written into a floor.
struct PlacedVault {
    const VaultDef* def = nullptr;
    Rect area;                      // its cells, no margin
    std::vector<std::string> rows;  // as oriented
    std::vector<Point> entrances;   // its walkable edge cells
};

// One vault's count on a floor (or over many, in mapstat): taken by a try, placed and
// kept, or tried and failed (no spot, or it would have cut the floor).
struct VaultTally {
    int tried = 0;
    int placed = 0;
    int failed = 0;
};

// The vault a try takes: among those of `depth` not unique and already placed (in the
// game, `placed_before`, or on this floor, `placed`), one by weight; then its chance decides
// whether it is tried at all (null when not, or when none fits). Draws nothing when no
// vault is of the depth.
const VaultDef* choose_vault(const Content& content, int depth,
                             const std::map<DefId, int>& placed_before,
                             const std::vector<PlacedVault>& placed, Rng& rng);

// Tries `tries` random spots for `vault` in one random allowed orientation, inside the
// floor's outer wall and one cell from every vault in `placed`; writes it into `map`
// and returns it, or nothing when no spot was free.
std::optional<PlacedVault> place_vault(Map& map, const Content& content, const VaultDef& vault,
                                       const std::vector<PlacedVault>& placed, Rng& rng,
                                       int tries = 20);
// Whether `r` (a room, walls included) keeps a cell away from every placed vault.
bool clear_of_vaults(const Rect& r, const std::vector<PlacedVault>& placed);

}  // namespace cf
