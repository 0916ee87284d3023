#include "engine/rules/combat.hpp"

#include <algorithm>
#include <cctype>

#include "engine/rules/effect_text.hpp"
#include "engine/rules/effects.hpp"
#include "engine/rules/resistance.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/statuses.hpp"
#include "engine/rules/triggers.hpp"
#include "engine/world/state_bounds.hpp"
#include "engine/world/state_paths.hpp"

namespace cf {

namespace {

void die(World& world, const Content& content, Entity& victim, EntityId killer_id) {
    if (victim.id == world.player_id) {
        world.status = GameStatus::dead;
        const Entity* killer = world.find(killer_id);
        world.killed_by = killer ? killer->def : DefId();
        world.say("You die...", Tone::player_death);
        return;
    }
    if (killer_id == world.player_id) world.kills[victim.def] += 1;
    const ActorDef* def = content.actor(victim.def);
    const std::string name = def ? def->name : victim.def;
    victim.fighter->hp = 0;
    victim.statuses.clear();  // the dead hold nothing (and say nothing as it fades)
    victim.status_sources.clear();
    if (victim.ai) victim.ai->cooldowns.clear();
    world.say(capitalised("the " + name) + " dies!", Tone::enemy_death);
    const int xp = def ? def->xp : 0;
    if (Entity* killer = world.find(killer_id); killer && killer->progression && xp > 0) {
        gain_xp(world, content, *killer, xp, victim.id);
    }
    // The creature the game is won by (settings' victory), by whatever hand it fell.
    const VictoryDef& victory = content.settings.victory;
    if (!victory.defeat.empty() && victim.def == victory.defeat &&
        world.status == GameStatus::playing) {
        world.status = GameStatus::won;
        std::string message = victory.message;
        const std::string who = "the " + name;
        for (std::size_t at = message.find("{name}"); at != std::string::npos;
             at = message.find("{name}", at + who.size()))
            message.replace(at, 6, who);
        world.say(message, Tone::system);
    }
}

}  // namespace

std::string subject_name(const World& world, const Content& content, const Entity& e) {
    if (e.id == world.player_id) return "you";
    return "the " + display_name(e, content);
}

void take_damage(World& world, const Content& content, Entity& target, int amount, EntityId killer,
                 const std::string& cause, const std::string& via) {
    if (!target.alive() || amount <= 0) return;
    if (world.god_mode && target.id == world.player_id) return;
    target.fighter->hp = std::max(0, target.fighter->hp - amount);
    world.report(target, paths::kFighterHp, target.fighter->hp, killer, cause, via);
    const EntityId id = target.id;
    if (target.fighter->hp == 0) {
        die(world, content, target, killer);
        // `target` may move from here on: the triggers may summon.
        if (world.status == GameStatus::playing) fire_death_triggers(world, content, id, killer);
        return;
    }
    damaged(world, content, target);
}

namespace {

// The attacker's own on_hit, then each worn item's, on a target still standing.
// Copies what it reads of the attacker first: a summon among the effects moves the entities.
void carry_on_hit(World& world, const Content& content, const Entity& attacker, EntityId target) {
    const ActorDef* def = content.actor(attacker.def);
    const EntityId attacker_id = attacker.id;
    const std::optional<Inventory> worn = attacker.inventory;
    if (def && !def->on_hit.empty()) {
        EffectUse use;
        use.user = attacker_id;
        use.name = def->name;
        use.cause = "attack";
        apply_effects(world, content, def->on_hit, {target}, use);
    }
    if (!worn) return;
    for (const auto& [slot, item_id] : worn->equipped) {
        for (const ItemInstance& i : worn->items) {
            if (i.id != item_id) continue;
            const ItemDef* item = content.item(i.def);
            if (!item || !item->equippable || item->equippable->on_hit.empty()) continue;
            EffectUse use;
            use.user = attacker_id;
            use.name = item->name;
            use.cause = item->name;
            apply_effects(world, content, item->equippable->on_hit, {target}, use);
        }
    }
}

}  // namespace

namespace {

// "62% to hit", "4 of 3-5", "critical", "defense stopped 1": the parts of a blow that were
// in play, for --history and explain ("missed: 62% to hit").
std::string blow_detail(const Blow& b, const CombatDef& rules) {
    if (b.chance >= 100 && rules.damage_spread == 0 && rules.crit_chance == 0) return "";
    std::string text = (b.landed ? (b.critical ? "critical hit: " : "hit: ") : "missed: ") +
                       std::to_string(b.chance) + "% to hit";
    if (!b.landed) return text;
    if (b.low != b.high) {
        text += ", rolled " + std::to_string(b.rolled) + " of " + std::to_string(b.low) + "-" +
                std::to_string(b.high);
    }
    if (b.critical) text += ", " + std::to_string(rules.crit_damage) + "% critical";
    const int stopped = b.raw - b.damage;
    if (stopped > 0) text += ", defense stopped " + std::to_string(stopped);
    if (stopped < 0) text += ", " + std::to_string(rules.min_damage) + " at least";
    return text;
}

}  // namespace

int hit_chance(const Entity& attacker, const Entity& target, const Content& content) {
    const CombatDef& rules = content.settings.combat;
    const ActorDef* a = content.actor(attacker.def);
    const ActorDef* t = content.actor(target.def);
    const long long chance = static_cast<long long>(rules.to_hit) + (a ? a->fighter.accuracy : 0) -
                             (t ? t->fighter.evasion : 0);
    return static_cast<int>(std::clamp<long long>(chance, rules.min_to_hit, rules.max_to_hit));
}

int blow_damage(const Content& content, const Entity& target, int raw) {
    const CombatDef& rules = content.settings.combat;
    const long long stoppable = static_cast<long long>(raw) * rules.defense_cap / 100;
    const long long stopped = std::clamp<long long>(defense(target, content), 0, stoppable);
    const long long dealt = std::max<long long>(raw - stopped, rules.min_damage);
    return static_cast<int>(std::min<long long>(dealt, kMaxStateCount));
}

Blow roll_blow(World& world, const Content& content, const Entity& attacker, const Entity& target) {
    const CombatDef& rules = content.settings.combat;
    Blow b;
    b.chance = hit_chance(attacker, target, content);
    // As an effect's chance: a certain blow draws nothing, so the plain rule keeps its dice.
    b.landed = b.chance >= 100 || (b.chance > 0 && world.rng.range(1, 100) <= b.chance);
    if (!b.landed) return b;
    const long long p = std::max(0, power(attacker, content));
    b.low = static_cast<int>(p * (100 - rules.damage_spread) / 100);
    b.high = static_cast<int>((p * (100 + rules.damage_spread) + 99) / 100);
    b.rolled = b.low == b.high ? b.low : world.rng.range(b.low, b.high);
    b.critical = rules.crit_chance > 0 && world.rng.range(1, 100) <= rules.crit_chance;
    const long long raw =
        b.critical ? static_cast<long long>(b.rolled) * rules.crit_damage / 100 : b.rolled;
    b.raw = static_cast<int>(std::min<long long>(raw, kMaxStateCount));
    b.damage = blow_damage(content, target, b.raw);
    return b;
}

void melee(World& world, const Content& content, Entity& attacker, Entity& target) {
    const Blow blow = roll_blow(world, content, attacker, target);
    const std::string detail = blow_detail(blow, content.settings.combat);
    // The blow's type last: a resistance takes its percent off what the blow would deal.
    std::string resisted;
    const int damage = after_resistance(target, content, attack_type_of(attacker, content),
                                        blow.damage, &resisted);
    const bool by_player = attacker.id == world.player_id;
    const Tone tone = by_player ? Tone::player_attack : Tone::enemy_attack;
    const std::string who = capitalised(subject_name(world, content, attacker));
    const std::string whom = subject_name(world, content, target);
    if (!blow.landed) {
        world.say(who + (by_player ? " miss " : " misses ") + whom + ".", tone);
        // A miss changes nothing, yet the history of the target's HP says why it held.
        world.effects.push_back({target.id, std::string(paths::kFighterHp), target.fighter->hp,
                                 attacker.id, "attack", "", detail});
        return;
    }
    const std::string verb = blow.critical ? (by_player ? " critically hit " : " critically hits ")
                                           : (by_player ? " attack " : " attacks ");
    if (damage > 0) {
        world.say(who + verb + whom + " for " + std::to_string(damage) +
                      (damage == 1 ? " hit point." : " hit points."),
                  tone);
        const EntityId target_id = target.id;
        const EntityId attacker_id = attacker.id;
        const std::size_t reported = world.effects.size();
        take_damage(world, content, target, damage, attacker_id,
                    resisted.empty() ? "attack" : "attack (" + resisted + ")");
        if (reported < world.effects.size()) world.effects[reported].detail = detail;
        // Looked up anew from here on: death and hit effects may summon.
        const Entity* still = world.find(target_id);
        const Entity* striker = world.find(attacker_id);
        if (still && still->alive() && striker) carry_on_hit(world, content, *striker, target_id);
        fire_struck_trigger(world, content, target_id, attacker_id);
    } else {
        world.say(who + verb + whom + (by_player ? " but do no damage." : " but does no damage."),
                  tone);
    }
}

void gain_xp(World& world, const Content& content, Entity& e, int amount, EntityId from) {
    if (!e.progression) return;
    e.progression->xp = saturated_add(e.progression->xp, amount, 0, kMaxStateCount);
    world.report(e, paths::kXp, e.progression->xp, from, "kill");
    if (e.id != world.player_id) return;
    world.say("You gain " + std::to_string(amount) + " experience points.", Tone::status);
    const ActorDef* def = content.actor(e.def);
    if (!def) return;
    while (e.progression->xp >= xp_at_level(*def, e.progression->level + 1)) {
        e.progression->level += 1;
        world.report(e, paths::kLevel, e.progression->level, from, "kill");
        world.pending_level_ups += 1;
        world.say("Your battle skills grow stronger! You reach level " +
                      std::to_string(e.progression->level) + "!",
                  Tone::level_up);
    }
}

}  // namespace cf
