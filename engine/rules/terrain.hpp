#pragma once
// What tiles do to those who move (tiles.yaml: opens_to, closes_to, hidden, on_step,
// becomes, move_cost), for the player and monsters alike:
//
// - walking into a closed door (a tile with opens_to) opens it: one action, the mover
//   stays where it is; a creature whose definition says opens_doors: false is stopped;
// - `close DIR` turns an open door (closes_to) back, refused while something is in it;
// - a step onto a tile owes its move_cost beyond a normal move (water: 200 owes 100,
//   one action), paid by losing the actions the mover would have taken next;
// - a step onto a tile with on_step applies its effects to the mover through the one
//   effect interpreter (records and --history), then the tile turns into `becomes`, or,
//   hidden, is revealed: from then on it is drawn, named and avoided as what it is.
//
// Every change happens inside an event (a command or a monster turn it caused), so the
// log replays it byte for byte; changed cells and revealed traps are map state, saved.

#include <string>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

enum class Entered { moved, opened, blocked };

// `mover` takes one action toward `to`, a neighbouring cell no creature holds: opens a
// door there, or steps onto it (costs and triggers), or is blocked (nothing spent).
// After `moved` the mover may have died or been moved on by the trap: re-find it by id.
// `def`, when the caller has it, is the mover's definition (saves looking it up for the
// step's energy).
Entered enter_cell(World& world, const Content& content, Entity& mover, Point to,
                   const ActorDef* def = nullptr);

// Whether `actor` may open doors (the player always can).
bool opens_doors(const World& world, const Content& content, const Entity& actor);

// `closer` closes the door at `at`: "" when done, else why not ("Nothing there can be
// closed.", "The Orc stands in the doorway.").
std::string close_door(World& world, const Content& content, const Entity& closer, Point at);

// One action of `actor` spent paying for costly steps: true when it owed a whole action
// (and now owes one less), false when it is free to act.
bool pay_owed_action(Entity& actor);

// The cost walkers plan with for entering `p` (travel, explore, the bot, monsters' fields):
// 0 impassable, else move_cost in whole actions, one more for a closed door, and
// kKnownTrapCost more for a trap the player knows of, so a way round is taken when short.
int walk_cost(const Map& map, Point p);
inline constexpr int kKnownTrapCost = 20;

}  // namespace cf
