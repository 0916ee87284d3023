#pragma once
// Monster abilities (actors.yaml `abilities:`): each turn a monster that would act tries
// its abilities in order and uses the first whose cooldown has run out, whose conditions
// hold, that has a target in range and something to do there, and whose chance comes up
// (drawn only below 100). Using one is its action; its cooldown then starts.

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// Uses the first ability of `actor` that may be used now; false when none may. May add
// entities (summons): references into world.entities are stale after a true return.
bool use_an_ability(World& world, const Content& content, Entity& actor);

}  // namespace cf
