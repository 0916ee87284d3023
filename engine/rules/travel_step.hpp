#pragma once
// One step of travel or auto-explore, the commands a Walk (walk.hpp) repeats: "travel 12 8" takes
// one step of the shortest known walk to (12, 8); "explore" takes one step toward the nearest cell
// the player has not seen. Both walk over explored floor only, never through a monster the player
// can see, and refuse (no turn spent) while a hostile monster is in view, so a walk driven by
// repeating the command stops where a careful player would. Being commands, every step is a turn
// like any other and replays carry it.

#include <optional>

#include "engine/content/content.hpp"
#include "engine/map/distance_field.hpp"
#include "engine/world/world.hpp"

namespace cf {

// Why a walk stops; none while it goes on.
enum class WalkStop {
    none,
    arrived,          // travel reached its goal
    monster_in_view,  // a hostile monster is in view
    item_found,       // an item came into view that was not in view when the walk began
    stairs_found,     // down stairs were seen for the first time, or the walk stands on them
    explored,         // explore: no unexplored cell can be reached
    unreachable,      // travel: no known walk leads to the goal (or a monster blocks it)
    level_up,         // a level-up choice is waiting
    dead,
};

// "arrived", "monster in view", ... for messages, logs and CSV.
const char* walk_stop_name(WalkStop stop);

struct WalkStep {
    std::optional<Direction> dir;  // the step to take, or none with `stop` saying why
    WalkStop stop = WalkStop::none;
};

// The nearest living hostile monster the player sees, or null.
const Entity* hostile_in_view(const World& world, const Content& content);

// One step toward `goal` over explored walkable cells. `field` is scratch. Both plans
// stop with monster_in_view while a hostile monster is in view.
WalkStep plan_travel(const World& world, const Content& content, DistanceField& field, Point goal);
// One step toward the nearest explored floor cell that borders unexplored cells.
WalkStep plan_explore(const World& world, const Content& content, DistanceField& field);

// plan_travel without the monster check: the shortest known walk's first step, round
// the monsters in view (a bot closing in on or fleeing from a fight).
WalkStep route_step(const World& world, const Content& content, DistanceField& field, Point goal);

// plan_explore without the monster check: a step toward the nearest unexplored part of
// the floor while a monster the walker gave up on stays in view.
WalkStep explore_route_step(const World& world, const Content& content, DistanceField& field);

// Takes the planned step (the player moves; returns true) or says why there is none
// (returns false, the turn is not spent).
bool take_walk_step(World& world, const Content& content, const WalkStep& step);

}  // namespace cf
