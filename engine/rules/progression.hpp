#pragma once
// What a level-up gives, in one place: the game's level-up choice and the lab's duel
// both grow an actor through gain_level.

#include "engine/content/content.hpp"
#include "engine/rules/command.hpp"
#include "engine/world/world.hpp"

namespace cf {

inline constexpr int kLevelUpMaxHp = 20;  // max HP (and HP) a health choice adds
inline constexpr int kLevelUpPower = 1;
inline constexpr int kLevelUpDefense = 1;

// Adds the chosen gain to `e`'s progression (a health choice heals by as much), reporting
// each changed field as a level-up. `e` must have a progression and a fighter.
void gain_level(World& world, const Content& content, Entity& e, LevelUpChoice choice);

}  // namespace cf
