#pragma once
// Rebasing: putting a world onto a new content snapshot. One function with one set of
// rules for every way content changes under a running game: a hot reload, an editor
// revision (renames included), a replay's content revision and loading a save under
// content edited since it was written.
//
// The rules: renamed definitions take their new id everywhere (entities, carried and
// equipped items, slots, the floor's tiles); entities keep their state and read every
// new number at once; a living actor keeps its fraction of max HP; carried items whose
// definition is gone are dropped and gear that no longer fits its slot is unequipped;
// entities whose definition is gone leave the floor. Refused, the world untouched,
// when the floor uses a tile or the player a definition the snapshot lacks.

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/content/rename.hpp"
#include "engine/rules/world_edit.hpp"
#include "engine/world/world.hpp"

namespace cf {

// The same renames read backwards (undoing a rename).
std::vector<Rename> reversed(const std::vector<Rename>& renames);

struct RebaseReport {
    bool applied = false;
    std::vector<std::string> refused;  // why not (the world is unchanged)
    int definitions_changed = 0;
    int entities_updated = 0;  // entities whose definition's values changed
    int entities_changed = 0;  // entities whose own state the rules rewrote
    int entities_removed = 0;
    std::vector<std::string> notes;  // what was dropped, one line each, for the log
    // Applied after the reverse revision, puts every entity the rebase touched back as it
    // was: the removed ones at their place in the list, the rewritten ones field by field.
    WorldEdit restore;
};

// Rebases `world` from `old` (null: unknown, as for a save written under other content:
// HP is then only clamped to the new maximum) onto `next`, applying `renames` first.
// The map is re-bound to `next`.
RebaseReport rebase_world(World& world, const Content* old, const Content& next,
                          const std::vector<Rename>& renames);

// "3 definitions changed, 1 entity updated, 2 removed".
std::string summary(const RebaseReport& report);

// Why `next` cannot run `world` (empty when it can).
std::vector<std::string> rebase_refusals(const World& world, const Content& next,
                                         const std::vector<Rename>& renames);

}  // namespace cf
