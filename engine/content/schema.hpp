#pragma once
// The one description of every definition's fields. YAML loading, canonical YAML
// writing and the editor's widgets are visitors over these functions, so a field
// added here appears in all three.
//
// A visitor V provides:
//   text(key, std::string&, required)      number(key, int&, min, max)
//   flag(key, bool&)                       color(key, Color&)
//   glyph(key, int&)                       choice(key, Enum&, names)
//   reference(key, DefId&, DefKind)        references(key, std::vector<DefId>&, DefKind)
//   object(key, T&)                        optional_object(key, std::optional<T>&)
//   list(key, std::vector<T>&)             a list of mappings, each described by describe()
//   tagged_list(key, std::vector<T>&)      a list of mappings whose first key names the
//                                          kind (T::kind, T::kKindNames) and carries its value
//   shorthand(key, T&)                     an object that may be written as the scalar of its
//                                          first field (`ai: hostile`)
//   legacy(key, std::optional<T>&, convert) an older form still read, never written:
//                                          convert(Old) gives the T it means

#include <array>
#include <string_view>

#include "engine/content/content.hpp"
#include "engine/content/floor_bounds.hpp"
#include "engine/content/schema_places.hpp"

namespace cf {

inline constexpr std::array<std::string_view, 4> kLegacyEffectNames = {"heal", "lightning",
                                                                       "confusion", "fireball"};
inline constexpr int kMaxStat = 100000;
inline constexpr int kMaxTurns = 100000;
inline constexpr int kMaxRange = 1000;
// An action's energy: 100 is one action; dearer ones take the time of the next ones, so a
// cost is never below one action (speed is what makes a creature act more often).
inline constexpr int kMinActionCost = 100;
inline constexpr int kMaxActionCost = 1000;
// A resistance takes off at most all of a type's damage and adds at most ten times it.
inline constexpr int kMinResist = -1000;
inline constexpr int kMaxResist = 100;
// A burst's or cone's radius: wider than any floor the settings allow.
inline constexpr int kMaxShapeRadius = 1000;

template <class V>
void describe(V& v, IdAmount& d) {
    v.reference("id", d.id, DefKind::damage_type);
    v.number("amount", d.amount, kMinResist, kMaxResist);
}

// `resist: {fire: 50, cold: -50}`: the YAML reader and writer know it as a mapping of
// damage type ids to percents (id_amounts); every other visitor sees a list of {id,
// amount}. Left out of the YAML when empty.
template <class V>
void resistances(V& v, const char* key, Resists& value) {
    if constexpr (requires { v.id_amounts(key, value, DefKind::damage_type, 0, 0); }) {
        v.id_amounts(key, value, DefKind::damage_type, kMinResist, kMaxResist);
    } else {
        v.list(key, value);
    }
}

template <class V>
void describe(V& v, DamageTypeDef& d) {
    v.text("name", d.name, true);
    v.color("color", d.color);
}

// A number or an object added after content was written without it: the YAML writer
// leaves it out while it holds its default (`plain`, or a default-constructed T), so the
// files written before stay canonical; every other visitor sees an ordinary field.
template <class V>
void later_number(V& v, const char* key, int& value, int lo, int hi, int plain) {
    if constexpr (requires { v.later_number(key, value, lo, hi, plain); }) {
        v.later_number(key, value, lo, hi, plain);
    } else {
        v.number(key, value, lo, hi);
    }
}
template <class V>
void later_text(V& v, const char* key, std::string& value) {
    if constexpr (requires { v.later_text(key, value); }) {
        v.later_text(key, value);
    } else {
        v.text(key, value, false);
    }
}
template <class V, class T>
void later_object(V& v, const char* key, T& value) {
    if constexpr (requires { v.later_object(key, value); }) {
        v.later_object(key, value);
    } else {
        v.object(key, value);
    }
}

// The most charges an item may hold: the rules add recharges up to its own most, never past.
inline constexpr int kMaxCharges = 100;

// `charges: 3` or `charges: [2, 5]`. The YAML reader and writer know the form
// (count_range); every other visitor sees an optional object of two numbers, least and most.
template <class V>
void count_range(V& v, const char* key, std::optional<ChargesDef>& value) {
    if constexpr (requires { v.count_range(key, value); }) {
        v.count_range(key, value);
    } else {
        v.optional_object(key, value);
    }
}

template <class V>
void describe(V& v, FighterDef& d) {
    v.number("hp", d.hp, 1, kMaxStat);
    v.number("power", d.power, 0, kMaxStat);
    v.number("defense", d.defense, 0, kMaxStat);
    later_number(v, "accuracy", d.accuracy, -1000, 1000, 0);
    later_number(v, "evasion", d.evasion, -1000, 1000, 0);
}

template <class V>
void describe(V& v, CombatDef& d) {
    v.number("to_hit", d.to_hit, 0, 1000);
    v.number("min_to_hit", d.min_to_hit, 0, 100);
    v.number("max_to_hit", d.max_to_hit, 0, 100);
    v.number("damage_spread", d.damage_spread, 0, 100);
    v.number("crit_chance", d.crit_chance, 0, 100);
    v.number("crit_damage", d.crit_damage, 100, 1000);
    v.number("defense_cap", d.defense_cap, 0, 100);
    v.number("min_damage", d.min_damage, 0, kMaxStat);
}

template <class V>
void describe(V& v, VictoryDef& d) {
    optional_reference(v, "defeat", d.defeat, DefKind::actor);
    v.number("depth", d.depth, 1, 10000);
    v.text("message", d.message, false);
}

template <class V>
void describe(V& v, LevelCurve& d) {
    v.number("base", d.base, 1, kMaxStat);
    v.number("factor", d.factor, 0, kMaxStat);
}

template <class V>
void describe(V& v, ActorDef& d) {
    v.text("name", d.name, true);
    later_text(v, "description", d.description);
    v.glyph("glyph", d.glyph);
    v.color("color", d.color);
    v.flag("blocks", d.blocks);
    v.object("fighter", d.fighter);
    v.number("xp", d.xp, 0, kMaxStat);
    v.shorthand("ai", d.ai);
    v.number("vision", d.vision, 0, 1000);
    v.number("speed", d.speed, 10, 1000);
    v.flag("opens_doors", d.opens_doors);
    v.number("regeneration", d.regeneration, 0, kMaxTurns);
    v.list("abilities", d.abilities);
    v.tagged_list("on_hit", d.on_hit);
    optional_reference(v, "attack_type", d.attack_type, DefKind::damage_type);
    resistances(v, "resist", d.resist);
    optional_tagged_list(v, "on_death", d.on_death);
    optional_tagged_list(v, "on_struck", d.on_struck);
    optional_tagged_list(v, "on_kill", d.on_kill);
    v.number("inventory", d.inventory, 0, 26);
    v.object("levels", d.levels);
    v.references("starting_equipment", d.starting_equipment, DefKind::item);
    optional_reference(v, "faction", d.faction, DefKind::faction);
    later_number(v, "move_cost", d.move_cost, 0, kMaxActionCost, 0);
    later_number(v, "attack_cost", d.attack_cost, 0, kMaxActionCost, 0);
    later_number(v, "use_cost", d.use_cost, 0, kMaxActionCost, 0);
}

template <class V>
void describe(V& v, ActionCosts& d) {
    v.number("move", d.move, kMinActionCost, kMaxActionCost);
    v.number("attack", d.attack, kMinActionCost, kMaxActionCost);
    v.number("use", d.use, kMinActionCost, kMaxActionCost);
}

template <class V>
void describe(V& v, FactionDef& d) {
    v.text("name", d.name, false);
    v.references("hostile", d.hostile, DefKind::faction);
    v.references("allied", d.allied, DefKind::faction);
    v.references("neutral", d.neutral, DefKind::faction);
}

template <class V>
void describe(V& v, SlotDef& d) {
    v.text("name", d.name, true);
}

template <class V>
void describe(V& v, EffectIf& d) {
    v.number("chance", d.chance, 1, 100);
    v.number("hp_below", d.hp_below, 1, 101);
    v.number("hp_above", d.hp_above, 0, 100);
    optional_reference(v, "has_status", d.has_status, DefKind::status);
    optional_reference(v, "lacks_status", d.lacks_status, DefKind::status);
    v.choice("target_is", d.target_is, kTargetIsNames);
}

// One effect: its kind's own key first (`damage: 3`), then only the parameters that kind
// uses, so a stray `count` on a heal is reported as an unknown key; then whom it touches
// (shape, radius, who), its conditions (`if:`), its chance and its words.
template <class V>
void describe(V& v, EffectDef& d) {
    switch (d.kind) {
        case EffectKind::damage:
            v.number("damage", d.amount, 0, kMaxStat);
            optional_reference(v, "type", d.type, DefKind::damage_type);
            break;
        case EffectKind::heal:
            v.number("heal", d.amount, 1, kMaxStat);
            break;
        case EffectKind::status:
            v.reference("status", d.status, DefKind::status);
            v.number("turns", d.turns, 1, kMaxTurns);
            break;
        case EffectKind::remove_status:
            v.reference("remove_status", d.status, DefKind::status);
            break;
        case EffectKind::teleport:
            v.choice("teleport", d.teleport, kTeleportNames);
            if (d.teleport == TeleportKind::blink) v.number("distance", d.amount, 1, kMaxRange);
            break;
        case EffectKind::summon:
            v.reference("summon", d.actor, DefKind::actor);
            v.number("count", d.count, 1, 100);
            break;
        case EffectKind::reveal_floor:
            v.flag("reveal_floor", d.reveal_floor);
            break;
        case EffectKind::push:
            v.number("push", d.amount, 1, 100);
            v.number("impact", d.impact, 0, kMaxStat);
            optional_reference(v, "type", d.type, DefKind::damage_type);
            break;
        case EffectKind::set_tile:
            v.reference("set_tile", d.tile, DefKind::tile);
            v.number("turns", d.turns, 1, kMaxTurns);
            break;
        case EffectKind::cleanse:
            v.text("cleanse", d.status, true);
            break;
        case EffectKind::drain:
            v.number("drain", d.amount, 0, kMaxStat);
            optional_reference(v, "type", d.type, DefKind::damage_type);
            break;
        case EffectKind::spawn_item:
            v.reference("spawn_item", d.item, DefKind::item);
            v.number("count", d.count, 1, 100);
            break;
        case EffectKind::recharge:
            v.number("recharge", d.amount, 1, kMaxCharges);
            break;
        case EffectKind::identify:
            v.number("identify", d.amount, 1, 26);
            break;
    }
    v.choice("shape", d.shape, kShapeNames);
    if (d.shape == Shape::burst || d.shape == Shape::cone)
        v.number("radius", d.radius, 0, kMaxShapeRadius);
    v.choice("who", d.who, kWhoNames);
    v.object("if", d.when);
    v.number("chance", d.chance, 1, 100);
    v.text("message", d.message, false);
}

// The targets each kind reads: only cell and creature take a chosen cell, only ranged
// targets a range.
template <class V>
void describe(V& v, UseDef& d) {
    v.choice("target", d.target, kTargetNames);
    if (d.target != TargetKind::self) v.number("range", d.range, 0, kMaxRange);
    v.number("radius", d.radius, 0, 100);
    v.tagged_list("effects", d.effects);
    if (d.target == TargetKind::creature) v.text("self_message", d.self_message, false);
}

// The older consumable form; read as the use it means (legacy_use in content_loader).
template <class V>
void describe(V& v, ConsumableDef& d) {
    v.choice("effect", d.effect, kLegacyEffectNames);
    switch (d.effect) {
        case LegacyEffect::heal:
            v.number("amount", d.amount, 1, kMaxStat);
            break;
        case LegacyEffect::lightning:
            v.number("amount", d.amount, 0, kMaxStat);
            v.number("range", d.range, 1, 1000);
            break;
        case LegacyEffect::confusion:
            v.number("turns", d.turns, 1, 1000);
            v.number("range", d.range, 1, 1000);
            break;
        case LegacyEffect::fireball:
            v.number("amount", d.amount, 0, kMaxStat);
            v.number("radius", d.radius, 0, 100);
            break;
    }
}

// What the older form means in the effect language, with the seed items' exact words.
UseDef legacy_use(const ConsumableDef& old);

template <class V>
void describe(V& v, Modifiers& d) {
    v.number("speed", d.speed, -1000, 1000);
    v.number("power", d.power, -kMaxStat, kMaxStat);
    v.number("defense", d.defense, -kMaxStat, kMaxStat);
    v.number("max_hp", d.max_hp, -kMaxStat, kMaxStat);
    resistances(v, "resist", d.resist);
}

template <class V>
void describe(V& v, StatusDef& d) {
    v.text("name", d.name, true);
    later_text(v, "description", d.description);
    v.color("color", d.color);
    v.choice("stacking", d.stacking, kStackingNames);
    v.text("tag", d.tag, false);
    v.tagged_list("each_turn", d.each_turn);
    optional_tagged_list(v, "on_start", d.on_start);
    optional_tagged_list(v, "on_end", d.on_end);
    v.choice("behaviour", d.behaviour, kBehaviourNames);
    v.flag("ends_on_damage", d.ends_on_damage);
    v.object("modifiers", d.modifiers);
    v.text("start_message", d.start_message, false);
    v.text("end_message", d.end_message, false);
}

template <class V>
void describe(V& v, AbilityWhen& d) {
    v.number("hp_below", d.hp_below, 1, 101);
    v.number("foes_in_view", d.foes_in_view, 0, 1000);
}

template <class V>
void describe(V& v, AbilityDef& d) {
    v.text("name", d.name, true);
    v.choice("target", d.target, kTargetNames);
    if (d.target != TargetKind::self) v.number("range", d.range, 1, kMaxRange);
    v.number("radius", d.radius, 0, 100);
    v.number("cooldown", d.cooldown, 0, kMaxTurns);
    v.number("chance", d.chance, 1, 100);
    v.object("when", d.when);
    v.tagged_list("effects", d.effects);
    v.text("message", d.message, false);
}

template <class V>
void describe(V& v, AiDef& d) {
    v.choice("kind", d.kind, kAiKindNames);
    v.number("keep_distance", d.keep_distance, 0, 100);
    v.number("flee_below", d.flee_below, 0, 100);
    if (d.kind == AiKind::guard) v.number("guard_radius", d.guard_radius, 1, 100);
}

template <class V>
void describe(V& v, EquippableDef& d) {
    v.reference("slot", d.slot, DefKind::slot);
    v.number("power", d.power, -kMaxStat, kMaxStat);
    v.number("defense", d.defense, -kMaxStat, kMaxStat);
    v.number("max_hp", d.max_hp, -kMaxStat, kMaxStat);
    v.tagged_list("on_hit", d.on_hit);
    v.references("grants", d.grants, DefKind::status);
    optional_tagged_list(v, "on_equip", d.on_equip);
    optional_tagged_list(v, "on_unequip", d.on_unequip);
}

template <class V>
void describe(V& v, ChargesDef& d) {
    v.number("least", d.least, 0, kMaxCharges);
    v.number("most", d.most, 1, kMaxCharges);
}

template <class V>
void describe(V& v, ThrowDef& d) {
    v.number("range", d.range, 1, kMaxRange);
    v.tagged_list("effects", d.effects);
    v.flag("breaks", d.breaks);
}

template <class V>
void describe(V& v, Look& d) {
    v.text("name", d.name, true);
    v.color("color", d.color);
}

template <class V>
void describe(V& v, AppearanceDef& d) {
    v.text("name", d.name, false);
    v.list("looks", d.looks);
}

template <class V>
void describe(V& v, ItemDef& d) {
    v.text("name", d.name, true);
    v.glyph("glyph", d.glyph);
    v.color("color", d.color);
    v.text("description", d.description, false);
    v.optional_object("use", d.use);
    v.legacy("consumable", d.use, legacy_use);
    v.optional_object("equippable", d.equippable);
    optional_tagged_list(v, "on_pickup", d.on_pickup);
    count_range(v, "charges", d.charges);
    v.optional_object("throw", d.thrown);
    optional_reference(v, "unidentified", d.unidentified, DefKind::appearance);
}

template <class V>
void describe(V& v, Settings& d) {
    v.number("map_width", d.map_width, 20, kMaxFloorSide);
    v.number("map_height", d.map_height, 15, kMaxFloorSide);
    v.number("max_rooms", d.max_rooms, 1, 1000);
    v.number("room_min_size", d.room_min_size, 3, 100);
    v.number("room_max_size", d.room_max_size, 3, 100);
    v.number("fov_radius", d.fov_radius, 1, 100);
    v.number("max_creatures", d.max_creatures, 1, kMaxCreaturesPerFloor);
    v.number("max_summons_per_turn", d.max_summons_per_turn, 1, 1000);
    optional_reference(v, "attack_type", d.attack_type, DefKind::damage_type);
    v.text("tileset", d.tileset, false);
    v.reference("player", d.player, DefKind::actor);
    v.reference("wall_tile", d.wall_tile, DefKind::tile);
    v.reference("floor_tile", d.floor_tile, DefKind::tile);
    v.reference("stairs_tile", d.stairs_tile, DefKind::tile);
    optional_reference(v, "door_tile", d.door_tile, DefKind::tile);
    v.number("door_chance", d.door_chance, 0, 100);
    v.references("trap_tiles", d.trap_tiles, DefKind::tile);
    v.number("traps_per_floor", d.traps_per_floor, 0, 1000);
    optional_reference(v, "water_tile", d.water_tile, DefKind::tile);
    v.number("water_pools", d.water_pools, 0, 1000);
    optional_list(v, "floors", d.floors);
    v.glyph("corpse_glyph", d.corpse_glyph);
    v.color("corpse_color", d.corpse_color);
    later_object(v, "combat", d.combat);
    later_object(v, "costs", d.costs);
    later_object(v, "victory", d.victory);
}

}  // namespace cf
