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

// What each field means and which rules read it: the editor's tooltips add the range
// (from describe() above) and the default (a default-constructed definition). `owner` is
// kind_name() of the definition, or "settings"; `path` is as the editor names it
// ("fighter.power").
struct FieldHelp {
    std::string_view owner;
    std::string_view path;
    std::string_view meaning;
    std::string_view used_by;
};

inline constexpr FieldHelp kFieldHelp[] = {
    {"tile", "name", "What hovering and look mode call this terrain.", "the map view"},
    {"tile", "description", "One line look mode shows under its name (and the wiki).",
     "look mode, the wiki"},
    {"tile", "glyph", "The CP437 character drawn for this terrain.", "the map view"},
    {"tile", "lit_fg", "Glyph colour while the cell is in view.", "the map view"},
    {"tile", "lit_bg", "Background colour while the cell is in view.", "the map view"},
    {"tile", "dark_fg", "Glyph colour of an explored cell out of view.", "the map view"},
    {"tile", "dark_bg", "Background colour of an explored cell out of view.", "the map view"},
    {"tile", "walkable", "Actors can stand on it.", "movement, pathfinding, monster AI, spawning"},
    {"tile", "transparent", "Sight passes through it.", "field of view (player and monsters)"},
    {"tile", "opens_to",
     "A door: walking into it turns it into this tile (one turn; the mover stays where it is).",
     "movement, monster AI, pathfinding"},
    {"tile", "closes_to", "An open door: the close command turns it into this tile.",
     "the close command"},
    {"tile", "hidden",
     "A secret (a trap): drawn, looked at and remembered as looks_like until it fires.",
     "the map view, look mode, travel and explore"},
    {"tile", "looks_like", "What a hidden tile passes for until it fires (required with hidden).",
     "the map view, look mode"},
    {"tile", "on_step", "Effects on whoever steps onto it, player or monster (a trap's poison).",
     "movement, monster AI, --history"},
    {"tile", "becomes",
     "What it turns into once its on_step fired (empty: it stays; a hidden one is revealed).",
     "traps"},
    {"tile", "move_cost",
     "Energy of a step onto it: 100 is a normal move, 200 takes twice as long (water).",
     "movement, pathfinding, travel, monster AI"},
    {"actor", "description", "One line look mode shows under its name (and the wiki).",
     "look mode, the wiki"},
    {"actor", "name", "Shown in messages, hovering and the inspector.",
     "messages, corpses (\"Orc corpse\")"},
    {"actor", "glyph", "The CP437 character drawn for this actor.", "the map view"},
    {"actor", "color", "The glyph's colour.", "the map view"},
    {"actor", "blocks", "Others cannot walk through it.", "movement, pathfinding, spawning"},
    {"actor", "fighter", "Combat numbers; derived stats add level-ups and equipment to them.",
     "combat, the character sheet"},
    {"actor", "fighter.hp",
     "Max HP before level-ups and equipment. A live entity keeps its fraction of HP when this "
     "changes.",
     "combat, healing, hot reload"},
    {"actor", "fighter.power",
     "Attack strength: a blow deals about this (settings' combat.damage_spread), less the "
     "target's defense.",
     "combat"},
    {"actor", "fighter.defense",
     "Taken off every blow received, up to settings' combat.defense_cap percent of it.", "combat"},
    {"actor", "fighter.accuracy",
     "Percentage points added to its chance to hit (settings' combat.to_hit); may be negative.",
     "combat, duel"},
    {"actor", "fighter.evasion",
     "Percentage points taken off the chance of blows aimed at it; may be negative.",
     "combat, duel"},
    {"actor", "xp", "Experience given to whoever kills it.", "levelling"},
    {"actor", "ai",
     "How it decides: `ai: hostile` hunts the nearest foe of its faction it sees; `none` "
     "stands still. The long form adds keep_distance, flee_below and the other kinds.",
     "monster turns"},
    {"actor", "ai.kind",
     "none: stands still; hostile: hunts the nearest foe of its faction; ally: fights the "
     "player's foes and follows the player; guard: holds its place until a foe comes within "
     "guard_radius; wander: roams while no foe is near; coward: keeps away from its foes and "
     "flees them.",
     "monster turns"},
    {"actor", "ai.guard_radius", "guard: a foe this many cells away makes it leave its post.",
     "monster turns"},
    {"actor", "move_cost",
     "Energy of its step (times the tile's move_cost / 100); 0 uses settings' costs.move.",
     "turn order, monster turns"},
    {"actor", "attack_cost",
     "Energy of its melee blow: 200 strikes every other action's time; 0 uses settings' "
     "costs.attack.",
     "turn order, combat, duel"},
    {"actor", "use_cost", "Energy of using an item or an ability; 0 uses settings' costs.use.",
     "turn order"},
    {"actor", "ai.keep_distance",
     "Stays this many cells from its nearest foe (an archer); 0 closes in to melee.",
     "monster turns"},
    {"actor", "ai.flee_below",
     "Runs away while its HP is below this percent of its max (0: never).", "monster turns"},
    {"actor", "vision", "How close (in cells) the player must be, and in view, for it to act.",
     "monster AI"},
    {"actor", "speed",
     "Actions per turn x 100: 200 acts twice a turn (a bat), 50 every other turn. Statuses add to "
     "it.",
     "turn order"},
    {"actor", "opens_doors",
     "Walking into a closed door opens it; false: doors stop it (a beast without hands).",
     "monster turns"},
    {"actor", "regeneration", "Regains 1 HP every this many turns while it acts (0: never).",
     "turns, resting"},
    {"actor", "abilities",
     "What its AI may use besides melee, tried in order each turn: target, range, cooldown, "
     "chance, conditions and effects.",
     "monster turns, the lab"},
    {"actor", "on_hit", "Effects on whoever its melee attack hits (a spider's poison).", "combat"},
    {"actor", "attack_type",
     "The damage type of its melee blows (none: settings.attack_type); resistances read it.",
     "combat, resistances"},
    {"actor", "resist",
     "Percent of each damage type's damage it is spared ({fire: 50}); negative takes more "
     "({cold: -50}), 100 is immune.",
     "combat, effects"},
    {"actor", "on_death",
     "Effects when it dies: it is the user, its killer the target (a jelly that bursts, a "
     "death curse).",
     "combat, effects"},
    {"actor", "on_struck",
     "Effects after a melee blow lands on it and it still stands: it is the user, the striker "
     "the target (a jelly that splits).",
     "combat, effects"},
    {"actor", "on_kill", "Effects when it kills: it is the user, the one it killed the target.",
     "combat, effects"},
    {"actor", "inventory", "How many items it can carry, lettered a-z.", "pick up, inventory"},
    {"actor", "levels", "How much XP each level needs.", "levelling"},
    {"actor", "levels.base", "XP needed for the next level = base + level x factor.", "levelling"},
    {"actor", "levels.factor", "XP needed for the next level = base + level x factor.",
     "levelling"},
    {"actor", "starting_equipment", "Equippable items it starts with, equipped silently.",
     "new game, spawning"},
    {"actor", "faction",
     "The side it fights on (factions.yaml): its AI attacks what its faction is hostile to. "
     "None: the player's actor is on \"player\", every other on \"monsters\".",
     "monster turns, targeting, explain"},
    {"faction", "name", "What explanations and the editor call it (\"the Goblins\").",
     "explain, the editor"},
    {"faction", "hostile",
     "Factions it fights; holds both ways (either side saying hostile makes both hostile).",
     "monster turns, targeting"},
    {"faction", "allied",
     "Factions it fights beside (unless either side says hostile): their foes are its foes.",
     "monster turns, targeting"},
    {"faction", "neutral",
     "Factions it leaves alone; two factions neither names are neutral, or hostile when one "
     "is the player's.",
     "monster turns, targeting"},
    {"item", "name", "Shown in the inventory, messages and hovering.", "inventory, messages"},
    {"item", "glyph", "The CP437 character drawn for this item on the floor.", "the map view"},
    {"item", "color", "The glyph's colour.", "the map view"},
    {"item", "description", "One line shown in the inventory.", "inventory"},
    {"item", "use",
     "Used once, then gone: whom it targets and the effects it has. An item is usable or "
     "equippable, never both.",
     "using items, targeting, the bot"},
    {"item", "use.target",
     "self; nearest_enemy (the nearest foe in view within range); creature or cell (the player "
     "chooses one in view within range); in_view (every foe in view); wounded_ally.",
     "using items, targeting"},
    {"item", "use.range", "How far the target may be, in cells (0: anywhere in view).",
     "using items, targeting"},
    {"item", "use.radius",
     "Everyone within this many cells of the target is hit, the user too (0: the target alone).",
     "using items, targeting"},
    {"item", "use.effects", "What using it does to each target, in order.", "using items"},
    {"item", "use.self_message",
     "creature targets: what the log says when the player picks itself ({item}).", "using items"},
    {"item", "equippable",
     "Worn in a slot, adding its bonuses; an item is consumable or equippable, never both.",
     "equipment, derived stats"},
    {"item", "equippable.slot", "The slot it goes in; one item per slot.", "equipment"},
    {"item", "equippable.power", "Added to the wearer's power while equipped (may be negative).",
     "combat, derived stats"},
    {"item", "equippable.defense",
     "Added to the wearer's defense while equipped (may be negative).", "combat, derived stats"},
    {"item", "equippable.max_hp", "Added to the wearer's max HP while equipped (may be negative).",
     "combat, derived stats"},
    {"item", "equippable.on_hit", "Effects on whoever the wearer's melee hits (a poison dagger).",
     "combat"},
    {"item", "on_pickup", "Effects on whoever picks it up (a cursed idol's curse).",
     "picking up, effects"},
    {"item", "equippable.on_equip", "Effects on the wearer when it is put on.",
     "equipment, effects"},
    {"item", "equippable.on_unequip", "Effects on the wearer when it is taken off.",
     "equipment, effects"},
    {"item", "equippable.grants", "Statuses the wearer holds while it is worn (regenerating).",
     "statuses, derived stats"},
    {"item", "charges",
     "`charges: 3`, or `charges: [2, 5]` rolled when the item is made: uses before it is empty. "
     "A charged item is not used up; at 0 it is refused until a recharge effect fills it.",
     "using items, the inventory, the bot"},
    {"item", "charges.least", "The fewest charges it is made with (0: it may be found empty).",
     "spawning"},
    {"item", "charges.most", "The most it is made with, and the most a recharge fills it to.",
     "spawning, recharge"},
    {"item", "throw",
     "It can be thrown (t) at a cell: it flies to the first creature or wall on the line, and "
     "its effects hit that creature.",
     "throwing, targeting, the bot"},
    {"item", "throw.range", "How far it flies, in cells.", "throwing, targeting"},
    {"item", "throw.effects", "What it does to the creature it hits, in order.", "throwing"},
    {"item", "throw.breaks",
     "It is gone once thrown (a potion shatters); otherwise it lies where it stopped.", "throwing"},
    {"item", "unidentified",
     "An appearances.yaml pool: until the player learns what it is (by using it or an identify "
     "effect), it is shown as one of the pool's looks, shuffled by the game's seed.",
     "the inventory, messages, look mode, the morgue"},
    {"appearance", "name", "What the editor's lists call the pool (optional).", "the editor"},
    {"appearance", "looks",
     "The looks its items may have; each game shuffles them by its seed. It needs at least as "
     "many as the items that draw from it.",
     "identification"},
    {"look", "name", "What an unknown item is called (\"murky potion\").",
     "the inventory, messages, look mode"},
    {"look", "color", "The unknown item's colour on the map, in place of its own.", "the map view"},
    {"slot", "name", "Shown as \"(on NAME)\" beside equipped items.", "inventory"},
    {"status", "description", "One line the inspector and the wiki show: what it does.",
     "the inspector, the wiki"},
    {"status", "name", "Shown in look text, the inspector and messages ({status}).",
     "statuses, messages"},
    {"status", "color", "The colour of its mark on the map.", "the map view"},
    {"status", "stacking",
     "Given again while held: extend adds the turns, refresh starts them anew, strongest keeps "
     "the longer.",
     "statuses"},
    {"status", "tag",
     "A group name `cleanse:` may give instead of the id (poison, magic); empty: none.",
     "cleanse effects"},
    {"status", "on_start", "Effects on the bearer when it begins (not when it is extended).",
     "statuses, effects"},
    {"status", "on_end", "Effects on the bearer when it runs out or is removed.",
     "statuses, effects"},
    {"status", "modifiers.resist",
     "Added to the bearer's resistances while it lasts ({fire: 50}: percent of fire damage "
     "spared).",
     "combat, effects"},
    {"status", "each_turn", "Effects on the bearer at the start of each of its turns.",
     "statuses, turns"},
    {"status", "behaviour",
     "none; skip (loses its turns: sleep); stumble (steps at random, striking what it bumps: "
     "confusion); flee (runs from its foe); charm (fights for the faction of whoever gave it "
     "the status while it lasts).",
     "monster turns, the player's turns"},
    {"status", "ends_on_damage", "Any damage taken ends it (a sleeper wakes).", "combat, statuses"},
    {"status", "modifiers", "Added to the bearer's derived stats while it lasts.",
     "derived stats, turn order"},
    {"status", "modifiers.speed", "Added to the bearer's speed (100 = one action a turn).",
     "turn order"},
    {"status", "modifiers.power", "Added to the bearer's power.", "combat"},
    {"status", "modifiers.defense", "Added to the bearer's defense.", "combat"},
    {"status", "modifiers.max_hp", "Added to the bearer's max HP.", "combat, healing"},
    {"status", "start_message",
     "Said when it begins ({Target}, {target}, {status}, {turns}, {is}); empty says nothing.",
     "messages"},
    {"status", "end_message", "Said when it runs out or is removed; empty says nothing.",
     "messages"},
    {"effect", "damage", "HP the target loses; defense does not reduce it.", "effects"},
    {"effect", "heal", "HP the target regains, up to its max.", "effects"},
    {"effect", "status", "The status (statuses.yaml) the target gets.", "effects, statuses"},
    {"effect", "turns",
     "status: how many turns it lasts. set_tile: how many turns before each cell turns back "
     "into what it was (leave it out to keep the new tile).",
     "effects, statuses"},
    {"effect", "remove_status", "The status the target loses (a cure).", "effects, statuses"},
    {"effect", "teleport",
     "random: the target lands on a random free floor cell; target: the user jumps to the chosen "
     "cell; blink: the user jumps up to `distance` cells toward the aimed cell or its target, "
     "stopping before a wall or a creature; swap: the user and the target trade places.",
     "effects"},
    {"effect", "distance",
     "teleport: blink: the most cells the user jumps along the line (default 5).", "effects"},
    {"effect", "summon", "The actor that appears next to the target.", "effects, spawning"},
    {"effect", "count", "How many appear.", "effects, spawning"},
    {"effect", "reveal_floor", "The whole floor becomes known to the player.", "effects"},
    {"effect", "type",
     "The damage type (damage_types.yaml): the target's resistance to it takes its percent "
     "off (none: untyped, never resisted).",
     "effects, resistances"},
    {"effect", "push",
     "Cells the target is pushed away from the user; walls and creatures stop it.", "effects"},
    {"effect", "impact", "Damage a pushed target takes when something stops it short (0: none).",
     "effects"},
    {"effect", "set_tile", "The tile each cell of the shape becomes (a wall of ice, a pool).",
     "effects, the map"},
    {"effect", "cleanse", "Removes every status with this id or this tag from the target.",
     "effects, statuses"},
    {"effect", "drain", "Damage to the target that heals the user by as much as it dealt.",
     "effects"},
    {"effect", "spawn_item", "The item that appears at the target's cell.", "effects"},
    {"effect", "shape",
     "Whom it touches from the user toward the aimed cell: target (the use's own targets); "
     "self; bolt (the first creature on the line, walls stop it); beam (every creature on the "
     "line); burst (within radius of the aimed cell, walls block); cone (within radius of the "
     "user, 45 degrees either side of the line).",
     "effects, targeting"},
    {"effect", "radius", "How far a burst or a cone reaches, in cells.", "effects, targeting"},
    {"effect", "who",
     "target (the shape's creatures), user, allies_in_view or enemies_in_view (the user's, "
     "in the player's view).",
     "effects"},
    {"effect", "if",
     "Conditions every target must meet, or the effect skips it (and --history says why).",
     "effects, explanations"},
    {"effect", "if.chance", "Percent chance it holds (100 never rolls).", "effects"},
    {"effect", "if.hp_below", "The target's HP is below this percent of its max (101: always).",
     "effects"},
    {"effect", "if.hp_above", "The target's HP is above this percent of its max (0: always).",
     "effects"},
    {"effect", "if.has_status", "The target holds this status.", "effects"},
    {"effect", "if.lacks_status", "The target does not hold this status.", "effects"},
    {"effect", "if.target_is",
     "any; enemy (a foe of the user); ally (on the user's side, not the user); self; other "
     "(not the user).",
     "effects"},
    {"resist", "id", "The damage type.", "resistances"},
    {"resist", "amount", "Percent of its damage spared (negative: taken more).", "resistances"},
    {"damage_type", "name", "What messages call it (\"6 fire damage\").", "effects, messages"},
    {"damage_type", "color", "How the editor and the wiki show it.", "the editor"},
    {"effect", "recharge", "Charges each charged item the target carries gains, up to its most.",
     "effects, items"},
    {"effect", "identify",
     "How many unknown kinds of item the target carries it learns, in letter order.",
     "effects, identification"},
    {"effect", "chance", "Percent chance it happens to each target (100 never rolls the dice).",
     "effects"},
    {"effect", "message",
     "What the log says ({Target}, {target}, {User}, {user}, {item}, {amount}, {status}, {turns}, "
     "{s}, {es}, {is}, {has}); empty uses the kind's own words.",
     "messages"},
    {"ability", "name", "Shown in messages and explanations; its cooldown is kept by this name.",
     "monster turns"},
    {"ability", "target",
     "self; nearest_enemy; in_view (every foe in view); wounded_ally (the most hurt ally in "
     "range).",
     "monster turns"},
    {"ability", "range", "How far the target may be, in cells.", "monster turns"},
    {"ability", "radius", "Everyone within this many cells of the target is hit too.",
     "monster turns"},
    {"ability", "cooldown", "Turns after a use before it can be used again.", "monster turns"},
    {"ability", "chance", "Percent of the turns it could be used that it is.", "monster turns"},
    {"ability", "when", "Conditions that must all hold.", "monster turns"},
    {"ability", "when.hp_below",
     "Only while its HP is below this percent of its max (101: always).", "monster turns"},
    {"ability", "when.foes_in_view", "Only with at least this many foes in view.", "monster turns"},
    {"ability", "effects", "What it does to each target, in order.", "monster turns"},
    {"ability", "message", "Said when it is used ({User}, {target}); empty says nothing more.",
     "messages"},
    {"vault", "name", "What the editor's lists call it (optional).", "the editor, mapstat"},
    {"vault", "description", "One line saying what the place is, for designers and mapstat.",
     "the editor, mapstat"},
    {"vault", "depths", "The first and last depth whose floors may have it: [first, last].",
     "floor generation"},
    {"vault", "weight", "Its share among the vaults that fit a floor (10 against 30: one in four).",
     "floor generation"},
    {"vault", "chance", "Percent of the tries at a floor of its depths that consider it.",
     "floor generation"},
    {"vault", "unique", "At most once per game; the world remembers where it was placed.",
     "floor generation, saves"},
    {"vault", "orient",
     "any: any of the 8 rotations and mirror images; none: as drawn; mirror: as drawn or "
     "mirrored left to right.",
     "floor generation"},
    {"vault", "legend",
     "What each character of the map is: a tile, and an entity (an id, or ids with weights), "
     "`monster: depth` or `item: depth` (from the floor's spawn table). '#', '.' and '>' are "
     "the settings' wall, floor and stairs unless given here.",
     "floor generation, spawning"},
    {"vault", "map",
     "The rows of the place, all as wide. Its cells on the edge that are not wall are its "
     "entrances: corridors join it there and nowhere else.",
     "floor generation"},
    {"settings", "floors",
     "The generator by depth: each entry holds from its depth on (rooms, room sizes, corridors "
     "L or winding, vault_tries). Depths before the first use max_rooms and the room sizes "
     "above with L corridors and no vaults.",
     "floor generation"},
    {"settings", "combat",
     "How melee blows land: the chance to hit, the spread of damage, critical hits and how much "
     "defense can stop. The defaults are the plain rule (always hits for power - defense).",
     "combat, duel, the lab"},
    {"settings", "combat.to_hit",
     "Percent chance a blow lands when the attacker's accuracy equals the defender's evasion.",
     "combat"},
    {"settings", "combat.min_to_hit", "The chance to hit never falls below this percent.",
     "combat"},
    {"settings", "combat.max_to_hit",
     "The chance to hit never rises above this percent (below 100: no blow is certain).", "combat"},
    {"settings", "combat.damage_spread",
     "Percent: a blow of power P deals from P - spread% to P + spread% (rounded outward), "
     "evenly; 0 always P.",
     "combat"},
    {"settings", "combat.crit_chance", "Percent of the blows that land which are critical.",
     "combat"},
    {"settings", "combat.crit_damage",
     "Percent of the rolled blow a critical deals before defense (150: half again).", "combat"},
    {"settings", "combat.defense_cap",
     "Defense stops at most this percent of a blow (100: all of it; 75: a quarter always "
     "gets through).",
     "combat"},
    {"settings", "combat.min_damage", "A blow that lands deals at least this.", "combat"},
    {"settings", "costs",
     "The energy of actions (100 = one action); a dearer action takes the time of the actions "
     "after it. A definition's own move_cost, attack_cost or use_cost overrides these.",
     "turn order"},
    {"settings", "costs.move", "Energy of a step, times the tile's move_cost / 100.", "turn order"},
    {"settings", "costs.attack", "Energy of a melee blow.", "turn order, combat"},
    {"settings", "costs.use", "Energy of using an item or an ability.", "turn order"},
    {"settings", "victory",
     "How the game is won: the floor at `depth` has no stairs down and holds the `defeat` "
     "creature; its death wins. Without `defeat` the dungeon never ends.",
     "floor generation, the end screen, the lab"},
    {"settings", "victory.defeat",
     "The creature whose death wins the game (one on the last floor).",
     "floor generation, the end screen, the lab"},
    {"settings", "victory.depth", "The last floor: no stairs down, and the creature to defeat.",
     "floor generation"},
    {"settings", "victory.message", "Said when the player wins; {name} is the creature's name.",
     "the end screen"},
    {"settings", "map_width", "Width of a generated floor in cells.", "floor generation"},
    {"settings", "map_height", "Height of a generated floor in cells.", "floor generation"},
    {"settings", "max_rooms", "Room placement tries per 80x45 cells of floor (a density).",
     "floor generation"},
    {"settings", "room_min_size", "Smallest room side, walls included.", "floor generation"},
    {"settings", "room_max_size", "Largest room side, walls included.", "floor generation"},
    {"settings", "fov_radius", "How far the player sees, in cells.", "field of view"},
    {"settings", "max_creatures",
     "Most living creatures on one floor: summons and spawns past it are not made (the log "
     "says so once).",
     "summons, spawning, world edits"},
    {"settings", "max_summons_per_turn",
     "Most creatures all summons of one turn make together (the log says so once).", "summons"},
    {"settings", "attack_type",
     "The damage type of melee blows of actors that name none (none: untyped).",
     "combat, resistances"},
    {"settings", "tileset", "The 16x16 CP437 glyph atlas, relative to the content directory.",
     "the map view"},
    {"settings", "player", "The actor the player is made from.", "new game"},
    {"settings", "wall_tile", "The tile generated walls use.", "floor generation, prefab maps"},
    {"settings", "floor_tile", "The tile generated floors use.", "floor generation, prefab maps"},
    {"settings", "stairs_tile", "The tile of the stairs down.", "floor generation, descending"},
    {"settings", "door_tile",
     "The closed door the generator puts in room entrances (none: no doors).", "floor generation"},
    {"settings", "door_chance", "Percent of room entrances that get a door.", "floor generation"},
    {"settings", "trap_tiles", "Traps the generator hides in rooms, picked at random.",
     "floor generation"},
    {"settings", "traps_per_floor", "How many traps each floor hides.", "floor generation"},
    {"settings", "water_tile", "The tile of the pools the generator puts in rooms (none: dry).",
     "floor generation"},
    {"settings", "water_pools", "How many pools each floor has.", "floor generation"},
    {"settings", "corpse_glyph", "The CP437 character a dead creature leaves.", "the map view"},
    {"settings", "corpse_color", "The corpse glyph's colour.", "the map view"},
};

// The help for a field; nullptr when it has none.
inline const FieldHelp* field_help(std::string_view owner, std::string_view path) {
    for (const FieldHelp& h : kFieldHelp) {
        if (h.owner == owner && h.path == path) return &h;
    }
    return nullptr;
}

}  // namespace cf
