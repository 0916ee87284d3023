#pragma once
// The one description of an entity's state, as schema.hpp is for definitions. The
// world-edit text, the state dump, field-by-field diffs and equality of two worlds,
// and the inspector's widgets are visitors over these functions, so a component field
// added to entity.hpp and described here appears in all of them (a test checks that
// every described field round-trips through the edit text and the diff).
//
// A visitor V provides:
//   number(key, int&, min, max)            id(key, DefId&)
//   kind(key, EntityKind&)                 component(key, std::optional<T>&)
//   items(key, std::vector<ItemInstance>&) equipped(key, std::map<DefId, EntityId>&)
//   flag(key, bool&)                       status(key, GameStatus&)   (world fields)
//   tally(key, std::map<DefId, int>&)                                  (world fields)
// and describe_state(v, component) is called by component() for the fields inside.

#include <array>
#include <string_view>

#include "engine/world/world.hpp"

namespace cf {

inline constexpr int kMaxStateStat = 1'000'000;
inline constexpr int kMaxStateCount = 1'000'000'000;
inline constexpr int kMaxMapSide = 4096;
inline constexpr std::array<std::string_view, 2> kEntityKindNames = {"actor", "item"};

template <class V>
void describe_state(V& v, Fighter& f) {
    v.number("hp", f.hp, 0, kMaxStateStat);
}

template <class V>
void describe_state(V& v, Ai& a) {
    v.number("confused_turns", a.confused_turns, 0, kMaxStateStat);
}

template <class V>
void describe_state(V& v, Progression& p) {
    v.number("level", p.level, 1, 10000);
    v.number("xp", p.xp, 0, kMaxStateCount);
    v.number("max_hp_gain", p.max_hp_gain, 0, kMaxStateStat);
    v.number("power_gain", p.power_gain, 0, kMaxStateStat);
    v.number("defense_gain", p.defense_gain, 0, kMaxStateStat);
}

template <class V>
void describe_state(V& v, Inventory& i) {
    // Each carried item: [id, definition] or [id, definition, letter]; see ItemInstance.
    v.items("items", i.items);
    v.equipped("equipped", i.equipped);
}

// The id is the entity's identity and is not a field: edits name it, diffs match by it.
template <class V>
void describe_state(V& v, Entity& e) {
    v.kind("kind", e.kind);
    v.id("def", e.def);
    v.number("x", e.pos.x, 0, kMaxMapSide - 1);
    v.number("y", e.pos.y, 0, kMaxMapSide - 1);
    v.component("fighter", e.fighter);
    v.component("ai", e.ai);
    v.component("progression", e.progression);
    v.component("inventory", e.inventory);
}

// The world's own editable fields (the floor, the entities, the log, the seed and the
// RNG are state too, but each has a form of its own in the save and the dump).
template <class V>
void describe_world(V& v, World& w) {
    v.number("depth", w.depth, 1, 10000);
    v.number("turn", w.turn, 0, kMaxStateCount);
    v.status("status", w.status);
    v.number("pending_level_ups", w.pending_level_ups, 0, 10000);
    v.flag("god_mode", w.god_mode);
    v.id("killed_by", w.killed_by);  // an actor id; empty while alive
    v.tally("kills", w.kills);
}

}  // namespace cf
