#pragma once
// Items and creatures the effect language's tests make: an item used on a cell, on the
// nearest enemy or as a new item's use is, and a monster that stands still.

#include <utility>

#include "engine/content/content.hpp"

namespace cf::test {

inline EffectDef damage_effect(int amount, Shape shape = Shape::target, int radius = 0) {
    EffectDef e;
    e.kind = EffectKind::damage;
    e.amount = amount;
    e.shape = shape;
    e.radius = radius;
    return e;
}

// An effect of `kind` (push, drain, ...) of `amount`.
inline EffectDef effect_of(EffectKind kind, int amount) {
    EffectDef e;
    e.kind = kind;
    e.amount = amount;
    return e;
}

// An item that the player uses, doing `effects`: on `target` within `range` (by default
// as a new item's use is).
inline void add_used_item(Content& c, const DefId& id, EffectList effects,
                          TargetKind target = UseDef{}.target, int range = UseDef{}.range) {
    ItemDef item;
    item.id = id;
    item.name = id;
    item.use.emplace();
    item.use->target = target;
    item.use->range = range;
    item.use->effects = std::move(effects);
    c.items[id] = item;
}

// An item that the player uses at a cell, doing `effects`.
inline void add_cell_item(Content& c, const DefId& id, EffectList effects) {
    add_used_item(c, id, std::move(effects), TargetKind::cell);
}

// An item that the player uses on the nearest enemy within 5 cells, doing `effects`.
inline void add_enemy_item(Content& c, const DefId& id, EffectList effects) {
    add_used_item(c, id, std::move(effects), TargetKind::nearest_enemy, 5);
}

// A plain monster that stands still: its HP and what it does are the test's.
inline ActorDef& add_dummy(Content& c, const DefId& id, int hp = 20) {
    ActorDef a = c.actors.at("orc");
    a.id = id;
    a.name = id;
    a.ai.kind = AiKind::none;
    a.fighter.hp = hp;
    a.fighter.power = 0;
    a.xp = 0;
    c.actors[id] = a;
    return c.actors[id];
}

}  // namespace cf::test
