#pragma once
// Monster turns. A hostile monster acts when the player can see it (FOV is
// symmetric, so it sees the player) within its vision radius: it attacks when
// adjacent and otherwise takes the next step of a cheapest way to the player,
// treating other monsters as costly but passable so it goes around them (and waits
// when the cheapest way is through one). Every hunter reads one distance field toward
// the player, computed once a turn only as far as the farthest hunter, so a turn
// costs about the same with one hunter or thousands. A confused monster stumbles in a
// random direction, attacking whatever it bumps into, until its turns run out.
// `paths` holds the buffers reused turn after turn (see pathfinding.hpp).

#include <vector>

#include "engine/content/content.hpp"
#include "engine/map/pathfinding.hpp"
#include "engine/world/world.hpp"

namespace cf {

void run_monster_turns(World& world, const Content& content, Pathfinder& paths);
// The way `monster` (an element of world.entities) would walk to the player as the
// floor stands now, ending on the player (empty when it would not move): for the
// editor's path overlay.
std::vector<Point> intended_path(const World& world, const Content& content, const Entity& monster,
                                 Pathfinder& paths);

}  // namespace cf
