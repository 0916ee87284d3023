#pragma once
// A vault stamped into the floor being played (the vault painter's "Place here"): its
// cells become its tiles and its legend's entities are spawned, as one world edit of
// `tile` and `spawn` operations, so the stamp undoes, rewinds and replays like any edit.
// The legend's choices (weighted entities, monsters and items of the depth) are made
// when the stamp is planned, with dice of its own: the edit records what was chosen and
// the world's dice are not touched.
//
// A stamp is refused, with the reason, when it would leave the floor's outer wall, put a
// wall on a creature or an item, or cut the floor: every cell the player could walk to
// before (four-way steps, doors passable, as the generator checks) must stay reachable
// when it can still be walked on, and so must the stairs; and the vault's own walkable
// cells must be reachable too (a vault in solid rock, its entrances meeting nothing, is
// refused as the generator would never make it).

#include <cstdint>
#include <string>

#include "engine/content/content.hpp"
#include "engine/rules/world_edit.hpp"
#include "engine/world/world.hpp"

namespace cf {

struct StampPlan {
    WorldEdit edit;       // the stamp, empty when refused
    std::string refused;  // why not ("" when it can be placed)
    Rect area;            // the cells it covers
};

// The stamp of `vault` (turned by `orientation`, 0-7 as oriented_rows) with its centre at
// `centre`. `seed` chooses among the legend's choices.
StampPlan plan_stamp(const World& world, const Content& content, const VaultDef& vault,
                     Point centre, int orientation, std::uint64_t seed);

}  // namespace cf
