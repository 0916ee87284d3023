#pragma once
// States no game can reach, whatever was played or edited: a save holding one is refused
// on load with the reason, and a world edit that would make one is refused. (States a
// content change can produce, such as a stack whose items no longer stack, are not here.)

#include <string>

#include "engine/world/entity.hpp"
#include "engine/world/world.hpp"

namespace cf {

// Why `e` is in such a state, as a sentence naming the entity; "" when it is not:
// - two carried items of different definitions under one letter (only identical potions
//   and scrolls share a letter, and a change of content never merges two definitions);
// - an item lying on the floor with components only actors have.
std::string impossible_state(const Entity& e);

// Why `player`, the player of `w`, cannot go on playing ("" when it can), as a sentence:
// while the game is 'playing' the player has at least 1 HP (it dies by the rules only,
// which end the game and write the morgue), and a living player stands where one can
// stand. World edits refuse to break this; a save that breaks it is refused on load.
std::string player_cannot_go_on(const World& w, const Entity& player);

}  // namespace cf
