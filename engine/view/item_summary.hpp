#pragma once
// What an item does, in one line for the inventory's details and the editor: gear as its
// bonuses ("+2 power, +1 defense (weapon)"), a usable item as its effects and whom they
// reach ("12 damage to all within 3 of a chosen spot"), read from the definition alone.

#include <string>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

std::string item_summary(const ItemDef& item, const Content& content);
// "heals 4 HP", "confused for 10 turns to a chosen creature, range 8".
std::string use_summary(const UseDef& use, const Content& content);
// "poisoned for 5 turns", "1 damage", "teleports at random" (50% chances said).
std::string effects_summary(const EffectList& effects, const Content& content);

// What the player knows of an item: item_summary, or "unknown" while it is unidentified.
std::string known_summary(const World& world, const Content& content, const ItemDef& item);
// A carried stack's name as the player knows it, with the charges of a charged item:
// "Wand of frost (3 charges)", "murky potion", "2 Throwing daggers".
std::string carried_name(const World& world, const Content& content, const ItemInstance& carried,
                         int count);

}  // namespace cf
