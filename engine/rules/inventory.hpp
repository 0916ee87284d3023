#pragma once
// Picking up, dropping and equipping. Equipment is one map slot -> item id on the
// inventory; nothing else records what is worn, so it cannot disagree with itself.
// Each function returns whether it spent the turn.

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

bool pick_up(World& world, const Content& content, Entity& actor);
bool drop_item(World& world, const Content& content, Entity& actor, int index);
// Equips the item at `index`, or removes it when it is already equipped.
bool toggle_equip(World& world, const Content& content, Entity& actor, int index);

// The slot the carried item at `index` is equipped in, if it is.
std::optional<DefId> equipped_slot(const Entity& actor, int index);
// Removes the item at `index` from the inventory (unequipping it silently).
void remove_carried(Entity& actor, int index);
// Keeps current HP within the (possibly lowered) maximum.
void clamp_hp(Entity& e, const Content& content);

}  // namespace cf
