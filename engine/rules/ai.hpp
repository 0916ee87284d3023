#pragma once
// Monster turns. A hostile monster acts when the player can see it (FOV is
// symmetric, so it sees the player) within its vision radius: it attacks when
// adjacent and otherwise walks its A* path, treating other monsters as costly but
// passable so it goes around them. A confused monster stumbles in a random
// direction, attacking whatever it bumps into, until its turns run out.

#include <vector>

#include "engine/content/content.hpp"
#include "engine/map/pathfinding.hpp"
#include "engine/world/world.hpp"

namespace cf {

void run_monster_turns(World& world, const Content& content, Pathfinder& paths);
// The path `monster` would walk towards the player this turn (empty when it would not
// move): for the editor's path overlay.
std::vector<Point> intended_path(const World& world, const Content& content,
                                 const Entity& monster, Pathfinder& paths);

}  // namespace cf
