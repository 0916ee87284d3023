#pragma once
// What a targeted item will do before it is used: where the cursor starts and who an
// area effect hits. The UI previews exactly what items.cpp then applies, because both
// ask these functions.

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/rules/items.hpp"
#include "engine/world/world.hpp"

namespace cf {

// Where a targeting cursor starts: the nearest visible living creature hostile to the
// player (ties: the one created first; an ally or a neutral one is never the default),
// else the player's own cell. With a blast `radius`, the nearest such creature whose
// blast spares the player comes first.
Point default_target(const World& world, const Content& content, int radius = 0);

// The living actors an area effect of `radius` centred on `target` hits, the player
// included, in entity order.
std::vector<EntityId> area_hits(const World& world, Point target, int radius);

// Whether the player is among `hits`.
bool hits_player(const World& world, const std::vector<EntityId>& hits);

// "the Orc, the Troll and you", or "nobody": the hint the targeting cursor shows.
std::string hit_list(const World& world, const Content& content, const std::vector<EntityId>& hits);

}  // namespace cf
