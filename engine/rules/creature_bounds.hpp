#pragma once
// How many creatures the rules may make: a floor holds at most settings.max_creatures
// living ones and all summons of one turn make at most settings.max_summons_per_turn,
// so a creature that summons itself grows to a bound, never to a hang. Each bound, when
// reached, is said once in the log (World::hit_bound) and counted after that.

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// The living creatures on the floor, the player included.
int living_creatures(const World& world);

// How many of `wanted` creatures a summons may make now (0 to `wanted`), saying so once
// when a bound cuts it short.
int summons_allowed(World& world, const Content& content, int wanted);

// Counts `made` creatures as this turn's summons (those actually placed).
void count_summons(World& world, int made);

// Whether the floor has room for one more creature (a spawn at floor generation).
bool room_for_a_creature(World& world, const Content& content);

}  // namespace cf
