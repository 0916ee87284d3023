#pragma once
// Melee and damage: damage = attacker power - target defense; at 0 HP a monster
// becomes a non-blocking corpse and its killer gains its XP; the player's death ends
// the game.

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

void melee(World& world, const Content& content, Entity& attacker, Entity& target);
// Applies `amount` damage (no defense) from `source` (may be null: the environment or
// a scroll read by the player, who then gets the XP).
// `cause` names what hit for explaining values ("attack", the item's name).
void take_damage(World& world, const Content& content, Entity& target, int amount, EntityId killer,
                 const std::string& cause = "damage");
// Adds XP to `e` (earned from the entity `from`) and queues level-ups for the player.
void gain_xp(World& world, const Content& content, Entity& e, int amount,
             EntityId from = kNoEntity);
// "the Orc" / "you", for messages.
std::string subject_name(const World& world, const Content& content, const Entity& e);

}  // namespace cf
