#include "engine/rules/statuses.hpp"

#include <algorithm>

#include "engine/rules/combat.hpp"
#include "engine/rules/effect_text.hpp"
#include "engine/rules/effects.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/triggers.hpp"
#include "engine/world/state_bounds.hpp"
#include "engine/world/state_paths.hpp"

namespace cf {

namespace {

// The order in which behaviours win over each other.
int strength(Behaviour b) {
    switch (b) {
        case Behaviour::skip:
            return 3;
        case Behaviour::stumble:
            return 2;
        case Behaviour::flee:
            return 1;
        case Behaviour::none:
        case Behaviour::charm:
            break;
    }
    return 0;
}

void say_status(World& world, const Content& content, const Entity& target, const StatusDef& status,
                int turns, const std::string& text) {
    if (text.empty()) return;
    MessageVars v;
    v.target = subject_name(world, content, target);
    v.target_is_you = target.id == world.player_id;
    v.user = v.target;
    v.status = status.name;
    v.turns = turns;
    world.say(fill_message(text, v), Tone::status);
}

// Statuses granted by what `e` wears, in slot order, each once (and not again when `e`
// holds it of its own).
void add_granted(const Entity& e, const Content& content, std::vector<const StatusDef*>& out) {
    if (!e.inventory) return;
    for (const auto& [slot, item_id] : e.inventory->equipped) {
        const EntityId wanted = item_id;
        const auto it = std::find_if(e.inventory->items.begin(), e.inventory->items.end(),
                                     [&](const ItemInstance& i) { return i.id == wanted; });
        if (it == e.inventory->items.end()) continue;
        const ItemDef* item = content.item(it->def);
        if (!item || !item->equippable) continue;
        for (const DefId& id : item->equippable->grants) {
            const StatusDef* s = content.status(id);
            if (s && std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
        }
    }
}

bool wears_grants(const Entity& e, const Content& content) {
    if (!e.inventory) return false;
    for (const auto& [slot, item_id] : e.inventory->equipped) {
        for (const ItemInstance& i : e.inventory->items) {
            if (i.id != item_id) continue;
            const ItemDef* item = content.item(i.def);
            if (item && item->equippable && !item->equippable->grants.empty()) return true;
        }
    }
    return false;
}

}  // namespace

std::vector<const StatusDef*> held_statuses(const Entity& e, const Content& content) {
    std::vector<const StatusDef*> out;
    for (const auto& [id, turns] : e.statuses) {
        if (const StatusDef* s = content.status(id)) out.push_back(s);
    }
    add_granted(e, content, out);
    return out;
}

Behaviour behaviour_of(const Entity& e, const Content& content) {
    if (e.statuses.empty() && !e.inventory) return Behaviour::none;
    Behaviour best = Behaviour::none;
    for (const StatusDef* s : held_statuses(e, content)) {
        if (strength(s->behaviour) > strength(best)) best = s->behaviour;
    }
    return best;
}

Modifiers status_modifiers(const Entity& e, const Content& content) {
    Modifiers sum;
    if (e.statuses.empty() && !e.inventory) return sum;
    for (const StatusDef* s : held_statuses(e, content)) {
        sum.speed = saturated_add(sum.speed, s->modifiers.speed);
        sum.power = saturated_add(sum.power, s->modifiers.power);
        sum.defense = saturated_add(sum.defense, s->modifiers.defense);
        sum.max_hp = saturated_add(sum.max_hp, s->modifiers.max_hp);
    }
    return sum;
}

void give_status(World& world, const Content& content, Entity& target, const StatusDef& status,
                 int turns, EntityId source, const std::string& cause, const std::string& message) {
    if (!target.alive() || turns <= 0) return;
    const auto held = target.statuses.find(status.id);
    int left = turns;
    if (held != target.statuses.end()) {
        switch (status.stacking) {
            case Stacking::extend:
                left = saturated_add(held->second, turns, 0, kMaxStateStat);
                break;
            case Stacking::refresh:
                left = turns;
                break;
            case Stacking::strongest:
                left = std::max(held->second, turns);
                break;
        }
    }
    target.statuses[status.id] = left;
    if (source != kNoEntity)
        target.status_sources[status.id] = source;
    else
        target.status_sources.erase(status.id);
    world.report(target, paths::status_path(status.id), left, source, cause);
    if (!message.empty()) {
        world.say(message, Tone::magic);
    } else {
        say_status(world, content, target, status, left, status.start_message);
    }
}

bool end_status(World& world, const Content& content, Entity& target, const DefId& status,
                EntityId source, const std::string& cause, const std::string& message) {
    if (target.statuses.erase(status) == 0) return false;
    target.status_sources.erase(status);
    world.report(target, paths::status_path(status), 0, source, cause);
    const StatusDef* def = content.status(status);
    if (!message.empty()) {
        world.say(message, Tone::status);
    } else if (def) {
        say_status(world, content, target, *def, 0, def->end_message);
    }
    return true;
}

bool has_upkeep(const Entity& e, const Content& content) {
    if (!e.statuses.empty()) return true;
    if (e.ai && !e.ai->cooldowns.empty()) return true;
    if (wears_grants(e, content)) return true;
    const ActorDef* def = content.actor(e.def);
    return def && def->regeneration > 0;
}

bool mends_over_time(const Entity& e, const Content& content) {
    const ActorDef* def = content.actor(e.def);
    if (def && def->regeneration > 0) return true;
    for (const StatusDef* s : held_statuses(e, content)) {
        for (const EffectDef& effect : s->each_turn)
            if (effect.kind == EffectKind::heal && effect.amount > 0) return true;
    }
    return false;
}

void start_turn(World& world, const Content& content, Entity& e) {
    if (!e.alive()) return;
    const ActorDef* def = content.actor(e.def);
    if (def && def->regeneration > 0 && world.turn % def->regeneration == 0 &&
        e.fighter->hp < max_hp(e, content)) {
        e.fighter->hp += 1;
        world.report(e, paths::kFighterHp, e.fighter->hp, e.id, "regeneration");
    }
    if (e.statuses.empty() && !e.inventory) return;
    const EntityId id = e.id;
    for (const StatusDef* s : held_statuses(e, content)) {
        if (s->each_turn.empty()) continue;
        Entity* bearer = world.find(id);  // effects may move the entity list
        if (!bearer || !bearer->alive()) return;
        const auto source = bearer->status_sources.find(s->id);
        EffectUse use;
        use.user = source == bearer->status_sources.end() ? kNoEntity : source->second;
        use.name = s->name;
        use.cause = s->name;
        use.via = s->id;
        use.quiet = true;
        apply_effects(world, content, s->each_turn, {id}, use);
    }
}

void end_turn(World& world, const Content& content, Entity& e) {
    if (e.ai) {
        for (auto it = e.ai->cooldowns.begin(); it != e.ai->cooldowns.end();) {
            it = --it->second <= 0 ? e.ai->cooldowns.erase(it) : std::next(it);
        }
    }
    if (e.statuses.empty()) return;
    std::vector<DefId> ended;
    for (auto& [id, turns] : e.statuses) {
        turns -= 1;
        if (turns <= 0) ended.push_back(id);
    }
    const EntityId bearer = e.id;
    for (const DefId& id : ended) end_status(world, content, e, id, kNoEntity, "time");
    // Last: an on_end trigger may summon, and `e` may move then.
    for (const DefId& id : ended) fire_status_trigger(world, content, bearer, id, false);
}

void damaged(World& world, const Content& content, Entity& e) {
    if (e.statuses.empty()) return;
    std::vector<DefId> waking;
    for (const auto& [id, turns] : e.statuses) {
        const StatusDef* s = content.status(id);
        if (s && s->ends_on_damage) waking.push_back(id);
    }
    const EntityId bearer = e.id;
    for (const DefId& id : waking) end_status(world, content, e, id, kNoEntity, "damage");
    for (const DefId& id : waking) fire_status_trigger(world, content, bearer, id, false);
}

}  // namespace cf
