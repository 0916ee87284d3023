#include "engine/rules/abilities.hpp"

#include "engine/rules/combat.hpp"
#include "engine/rules/effect_text.hpp"
#include "engine/rules/effects.hpp"
#include "engine/rules/energy.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/targets.hpp"
#include "engine/world/state_paths.hpp"

namespace cf {

namespace {

// `when` holds for the user. For a wounded_ally ability hp_below is the ally's (see
// ally_hp_below), not the user's.
bool conditions_hold(const World& world, const Content& content, const Entity& actor,
                     const AbilityDef& a) {
    const AbilityWhen& when = a.when;
    if (a.target != TargetKind::wounded_ally && when.hp_below <= 100 &&
        actor.fighter->hp * 100 >= max_hp(actor, content) * when.hp_below)
        return false;
    if (when.foes_in_view > 0 &&
        static_cast<int>(foes_in_view(world, content, actor, 0).size()) < when.foes_in_view)
        return false;
    return true;
}

// An ability made only of statuses (haste, a ward) that every target already holds would
// do nothing anyone needs: an ally already hasted is not hasted again.
bool ability_statuses_all_held(const AbilityDef& a, const World& world,
                               const std::vector<EntityId>& targets) {
    if (a.effects.empty()) return false;
    for (const EffectDef& e : a.effects) {
        if (e.kind != EffectKind::status) return false;
    }
    for (EntityId id : targets) {
        const Entity* t = world.find(id);
        if (!t) continue;
        for (const EffectDef& e : a.effects) {
            if (!t->statuses.contains(e.status)) return false;
        }
    }
    return true;
}

bool ready(const Entity& actor, const std::string& key) {
    return !actor.ai || !actor.ai->cooldowns.contains(key);
}

}  // namespace

bool use_an_ability(World& world, const Content& content, Entity& actor) {
    const ActorDef* def = content.actor(actor.def);
    if (!def || def->abilities.empty() || !actor.alive()) return false;
    for (const AbilityDef& a : def->abilities) {
        const std::string key = ability_key(a.name);
        if (!ready(actor, key) || !conditions_hold(world, content, actor, a)) continue;
        TargetRequest request{a.target, a.range, a.radius, {}, {}};
        if (a.target == TargetKind::wounded_ally) request.ally_hp_below = a.when.hp_below;
        const TargetChoice choice = choose_targets(world, content, actor, request);
        if (!choice.refusal.empty() || choice.targets.empty()) continue;
        if (ability_statuses_all_held(a, world, choice.targets)) continue;
        EffectUse use;
        use.user = actor.id;
        use.name = a.name;
        use.cause = a.name;
        if (!nothing_to_do(world, content, a.effects, choice.targets, use).empty()) continue;
        if (a.chance < 100 && world.rng.range(1, 100) > a.chance) continue;
        if (a.cooldown > 0 && actor.ai) {
            // One more than the cooldown: the end of this very turn counts the first down.
            actor.ai->cooldowns[key] = a.cooldown + 1;
            world.report(actor, paths::cooldown_path(key), a.cooldown, actor.id, a.name);
        }
        if (!a.message.empty()) {
            MessageVars v;
            v.user = subject_name(world, content, actor);
            v.target_is_you = actor.id == world.player_id;
            v.item = a.name;
            if (const Entity* first = world.find(choice.targets.front()))
                v.target = subject_name(world, content, *first);
            world.say(fill_message(a.message, v), Tone::enemy_attack);
        }
        owe_action(actor, use_cost(actor, content));  // before a summon moves the entities
        apply_effects(world, content, a.effects, choice.targets, use);
        return true;
    }
    return false;
}

}  // namespace cf
