#include "engine/rules/triggers.hpp"

#include "engine/rules/effects.hpp"

namespace cf {

namespace {

// How deep triggers are nested now, in this thread (a lab runs games side by side, each
// on its own thread). Not state: it is back to 0 whenever no trigger is firing.
thread_local int t_depth = 0;

struct DepthGuard {
    DepthGuard() { ++t_depth; }
    ~DepthGuard() { --t_depth; }
    DepthGuard(const DepthGuard&) = delete;
    DepthGuard& operator=(const DepthGuard&) = delete;
};

}  // namespace

void fire_trigger(World& world, const Content& content, const EffectList& effects, EntityId user,
                  EntityId target, const std::string& name, const std::string& cause,
                  std::optional<Point> cell) {
    if (effects.empty()) return;
    if (t_depth >= kMaxTriggerDepth) {
        world.hit_bound("trigger_depth", "Effects setting off effects went " +
                                             std::to_string(kMaxTriggerDepth) +
                                             " deep; the rest did not happen.");
        return;
    }
    const DepthGuard guard;
    EffectUse use;
    use.user = user;
    use.name = name;
    use.cause = cause;
    use.cell = cell;
    if (const Entity* t = world.find(target); t && !use.cell) use.cell = t->pos;
    std::vector<EntityId> targets;
    if (target != kNoEntity) targets.push_back(target);
    apply_effects(world, content, effects, targets, use);
}

void fire_death_triggers(World& world, const Content& content, EntityId dead, EntityId killer) {
    const Entity* victim = world.find(dead);
    if (!victim) return;
    if (const ActorDef* def = content.actor(victim->def); def && !def->on_death.empty()) {
        // The dead creature's own effects reach its killer only while the killer stands;
        // a shape is aimed at where it fell (a burst around its corpse).
        const Entity* k = world.find(killer);
        const EntityId target = k && k->alive() ? killer : kNoEntity;
        fire_trigger(world, content, def->on_death, dead, target, def->name,
                     def->name + ": on_death", victim->pos);
    }
    const Entity* k = world.find(killer);
    if (!k || !k->alive()) return;
    if (const ActorDef* def = content.actor(k->def); def && !def->on_kill.empty())
        fire_trigger(world, content, def->on_kill, killer, dead, def->name,
                     def->name + ": on_kill");
}

void fire_struck_trigger(World& world, const Content& content, EntityId struck, EntityId striker) {
    const Entity* e = world.find(struck);
    if (!e || !e->alive()) return;
    const ActorDef* def = content.actor(e->def);
    if (!def || def->on_struck.empty()) return;
    fire_trigger(world, content, def->on_struck, struck, striker, def->name,
                 def->name + ": on_struck");
}

void fire_item_trigger(World& world, const Content& content, EntityId holder, const ItemDef& item,
                       ItemMoment moment) {
    const EffectList* effects = &item.on_pickup;
    const char* when = "on_pickup";
    if (moment != ItemMoment::pickup) {
        if (!item.equippable) return;
        effects =
            moment == ItemMoment::equip ? &item.equippable->on_equip : &item.equippable->on_unequip;
        when = moment == ItemMoment::equip ? "on_equip" : "on_unequip";
    }
    fire_trigger(world, content, *effects, holder, holder, item.name, item.name + ": " + when);
}

void fire_status_trigger(World& world, const Content& content, EntityId bearer, const DefId& status,
                         bool started) {
    const StatusDef* def = content.status(status);
    if (!def) return;
    const EffectList& effects = started ? def->on_start : def->on_end;
    if (effects.empty()) return;
    const Entity* e = world.find(bearer);
    if (!e || !e->alive()) return;
    fire_trigger(world, content, effects, bearer, bearer, def->name,
                 def->name + (started ? ": on_start" : ": on_end"));
}

}  // namespace cf
