#pragma once
// Melee and damage: damage = attacker power - target defense; at 0 HP a monster
// becomes a non-blocking corpse and its killer gains its XP; the player's death ends
// the game.

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// A blow: power - defense; one that does damage carries the attacker's on_hit effects and
// those of what it wears (a poison dagger) to a target it did not kill.
void melee(World& world, const Content& content, Entity& attacker, Entity& target);
// Applies `amount` damage (no defense) from `killer` (kNoEntity: nobody gets the XP).
// `cause` names what hit for explaining values ("attack", the item's name), `via` the
// status whose each_turn it is. Damage ends the target's statuses that end on damage.
void take_damage(World& world, const Content& content, Entity& target, int amount, EntityId killer,
                 const std::string& cause = "damage", const std::string& via = {});
// Adds XP to `e` (earned from the entity `from`) and queues level-ups for the player.
void gain_xp(World& world, const Content& content, Entity& e, int amount,
             EntityId from = kNoEntity);
// "the Orc" / "you", for messages.
std::string subject_name(const World& world, const Content& content, const Entity& e);

}  // namespace cf
