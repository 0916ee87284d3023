#pragma once
// Damage types and resistances (content's damage_types.yaml, actors' and statuses'
// `resist:`): the percent of a type's damage a creature is spared, and what is left of a
// blow of that type. Untyped damage is never resisted.

#include <string>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// The percent of `type`'s damage `e` is spared: its definition's resist plus that of
// every status it holds, from -1000 (takes eleven times as much) to 100 (immune).
int resist_percent(const Entity& e, const Content& content, const DefId& type);

// What is left of `amount` damage of `type` on `e`, rounded down (never below 0); `note`
// (when given) says why it changed ("resisted 50% fire", "vulnerable: 150% cold").
int after_resistance(const Entity& e, const Content& content, const DefId& type, int amount,
                     std::string* note = nullptr);

// The damage type of `e`'s melee blows: its own attack_type, else the settings' ("": none).
const DefId& attack_type_of(const Entity& e, const Content& content);

}  // namespace cf
