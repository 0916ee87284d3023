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
//   flag(key, bool&, SaveForm)             status(key, GameStatus&, SaveForm)
//   tally(key, std::map<DefId, int>&, SaveForm)
//     (world fields; a world's number and id also get a SaveForm as a fifth/third
//     argument, so a visitor of the world accepts one there)
//   keyed(key, std::map<std::string, N>&, min, max): one field per key, named "key.id"
//     ("statuses.poisoned"); setting one to 0 removes it; N is int or EntityId
// and describe_state(v, component) is called by component() for the fields inside.
// Each description takes its struct const or not: a visitor that only reads (the save
// writer, the dump, the text forms) walks a const entity and gets const fields.

#include <array>
#include <concepts>
#include <string_view>
#include <type_traits>

#include "engine/world/state_bounds.hpp"
#include "engine/world/world.hpp"

namespace cf {

// T, const or not.
template <class Q, class T>
concept StateOf = std::same_as<std::remove_const_t<Q>, T>;

inline constexpr std::array<std::string_view, 2> kEntityKindNames = {"actor", "item"};
inline constexpr std::array<std::string_view, 3> kGameStatusNames = {"playing", "dead", "won"};

inline std::string_view game_status_name(GameStatus s) {
    return kGameStatusNames[static_cast<std::size_t>(s)];
}

// How a world field appears in a save (save_writer.cpp, save_reader.cpp). A `required`
// field is in every save from format version `since` on (older saves lack it and read
// it as its default). Any other field is written only when it is not zero, false or
// empty, and a save without it reads it as that: so a field added to the world is
// optional, and every save written before it still loads. An optional field's default
// in World must therefore be zero, false or empty (tests/engine/save/save_test.cpp
// checks that, and that every field described here round-trips).
struct SaveForm {
    bool required = false;
    int since = 1;  // the first format version that writes it
};
inline constexpr SaveForm kInEverySave{true, 1};

template <class V, StateOf<Fighter> F>
void describe_state(V& v, F& f) {
    v.number("hp", f.hp, 0, kMaxStateStat);
}

template <class V, StateOf<Ai> A>
void describe_state(V& v, A& a) {
    v.keyed("cooldowns", a.cooldowns, 0, kMaxStateStat);
}

template <class V, StateOf<Progression> P>
void describe_state(V& v, P& p) {
    v.number("level", p.level, 1, 10000);
    v.number("xp", p.xp, 0, kMaxStateCount);
    v.number("max_hp_gain", p.max_hp_gain, 0, kMaxStateStat);
    v.number("power_gain", p.power_gain, 0, kMaxStateStat);
    v.number("defense_gain", p.defense_gain, 0, kMaxStateStat);
}

template <class V, StateOf<Inventory> I>
void describe_state(V& v, I& i) {
    // Each carried item: [id, definition], then its letter and its charges if it has them
    // ([5, wand, c, 3]); see ItemInstance.
    v.items("items", i.items);
    v.equipped("equipped", i.equipped);
}

template <class V, StateOf<Charges> C>
void describe_state(V& v, C& c) {
    v.number("left", c.left, 0, kMaxStateCharges);
}

template <class V, StateOf<Energy> E>
void describe_state(V& v, E& e) {
    v.number("owed", e.owed, 0, kMaxStateStat);
}

template <class V, StateOf<Allegiance> A>
void describe_state(V& v, A& a) {
    v.id("faction", a.faction);
}

// The id is the entity's identity and is not a field: edits name it, diffs match by it.
template <class V, StateOf<Entity> E>
void describe_state(V& v, E& e) {
    v.kind("kind", e.kind);
    v.id("def", e.def);
    v.number("x", e.pos.x, 0, kMaxMapSide - 1);
    v.number("y", e.pos.y, 0, kMaxMapSide - 1);
    v.component("fighter", e.fighter);
    v.component("ai", e.ai);
    v.component("progression", e.progression);
    v.component("inventory", e.inventory);
    v.component("energy", e.energy);
    v.component("charges", e.charges);
    v.keyed("statuses", e.statuses, 0, kMaxStateStat);
    v.keyed("status_sources", e.status_sources, 0, kMaxEntityId);
    v.component("allegiance", e.allegiance);
}

// The world's own editable fields (the floor, the entities, the log, the seed, the RNG
// and the ids are state too, but each has a form of its own in the save and the dump).
// The save, the dump, the world's diff and world edits all visit this, so a world field
// added here is saved, loaded, dumped, compared and editable.
template <class V, StateOf<World> W>
void describe_world(V& v, W& w) {
    v.number("depth", w.depth, 1, 10000, kInEverySave);
    v.number("turn", w.turn, 0, kMaxStateCount, kInEverySave);
    v.status("status", w.status, kInEverySave);
    v.number("pending_level_ups", w.pending_level_ups, 0, 10000, kInEverySave);
    v.flag("god_mode", w.god_mode, SaveForm{true, 2});  // version 1 saves had none: off
    // Only in the middle of a hasted player's turn.
    v.number("player_actions", w.player_actions, 0, 1000, SaveForm{false, 3});
    v.id("killed_by", w.killed_by, SaveForm{});  // an actor id; empty while alive
    v.tally("kills", w.kills, SaveForm{});
    v.tally("bounds_hit", w.bounds_hit, SaveForm{});
    v.tally("vaults_placed", w.vaults_placed, SaveForm{});
    v.number("summons_turn", w.summons_turn, 0, kMaxStateCount, SaveForm{});
    v.number("summons_made", w.summons_made, 0, kMaxStateCount, SaveForm{});
    v.tally("identified", w.identified, SaveForm{});
    v.tally("tile_timers", w.tile_timers, SaveForm{});
}

}  // namespace cf
