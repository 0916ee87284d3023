#pragma once
// The random designer's steps on places (issue 34): a vault written into the content
// (a small random map whose legend uses the content's own tiles, actors and items, with
// random depths, weight and orientation), a tile painted into the live floor (the world
// edit `tile X Y ID`), and the floors' settings given vault tries before the floor is
// built again. After a floor is built the step checks it: every walkable cell reachable
// from the player, and every vault it remembers one the game defines.

#include <string>
#include <vector>

#include "tests/designer/rig.hpp"
#include "tests/designer/steps.hpp"

namespace cf::designer {

// The kinds "vault", "tile" and "vault-floor", for step_kinds().
std::vector<StepKind> place_step_kinds();

// What is wrong with the floor the game is on, built just now ("" when nothing is).
std::string floor_problem(const Rig& rig);

}  // namespace cf::designer
