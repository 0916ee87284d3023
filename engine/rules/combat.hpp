#pragma once
// Melee and damage, by the settings' combat rules (content/definitions.hpp CombatDef): a
// blow lands with a chance from the attacker's accuracy against the target's evasion, rolls
// its damage around the attacker's power, may be critical, and loses what the target's
// defense stops (at most defense_cap percent, leaving min_damage at least). The defaults are
// the plain rule, power - defense on every blow. At 0 HP a monster becomes a non-blocking
// corpse and its killer gains its XP; the player's death ends the game.

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// One blow as it fell: the dice a melee rolled, for messages, explanations and the duel.
struct Blow {
    int chance = 100;  // percent to hit, clamped to the settings' bounds
    bool landed = false;
    bool critical = false;
    int low = 0;  // the range the damage was rolled in (power +- damage_spread percent)
    int high = 0;
    int rolled = 0;  // within [low, high]
    int raw = 0;     // rolled, times crit_damage percent when critical
    int damage = 0;  // what the target loses: blow_damage(raw)
};

// The percent chance `attacker` lands a blow on `target`.
int hit_chance(const Entity& attacker, const Entity& target, const Content& content);
// The damage a blow of `raw` deals to `target` once its defense has stopped what it may.
// Every melee blow's damage passes here last: the one place a damage type or resistance
// step belongs.
int blow_damage(const Content& content, const Entity& target, int raw);
// Rolls a blow from the world's RNG (nothing is drawn for what is certain) without
// applying it.
Blow roll_blow(World& world, const Content& content, const Entity& attacker, const Entity& target);
// A blow, rolled and applied with its message; one that does damage carries the attacker's on_hit
// effects and those of what it wears (a poison dagger) to a target it did not kill.
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
