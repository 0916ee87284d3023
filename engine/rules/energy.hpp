#pragma once
// What actions cost (turns.hpp gives each creature its actions by its speed): a move, a
// melee blow and a use (an item, an ability) each cost the settings' `costs`, or the
// definition's own move_cost, attack_cost or use_cost; a step also weighs the tile's
// move_cost. 100 is one action; a dearer action owes the rest, and an owed 100 is paid
// with the next action the creature would have had (terrain.hpp pay_owed_action), so an
// attack_cost of 200 strikes every other action's time. What is owed is the entity's
// Energy, saved with it: the same seed and content still play the same game.

#include "engine/content/content.hpp"
#include "engine/world/entity.hpp"

namespace cf {

int move_cost(const Entity& e, const Content& content);    // of a step, before the tile's
int attack_cost(const Entity& e, const Content& content);  // of a melee blow
int use_cost(const Entity& e, const Content& content);     // of an item's or ability's use
// The cost of `e` stepping onto a tile whose own move_cost is `tile_cost`; `def`, when
// given, is e's definition (a crowd has it at hand).
int step_cost(const Entity& e, const Content& content, int tile_cost,
              const ActorDef* def = nullptr);
// `e` took an action of `cost`: it owes what is beyond one action (nothing for 100).
void owe_action(Entity& e, int cost);

}  // namespace cf
