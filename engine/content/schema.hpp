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

#include <array>
#include <string_view>

#include "engine/content/content.hpp"

namespace cf {

inline constexpr std::array<std::string_view, 2> kAiKindNames = {"none", "hostile"};
inline constexpr std::array<std::string_view, 4> kEffectNames = {"heal", "lightning", "confusion",
                                                                 "fireball"};
inline constexpr int kMaxStat = 100000;

template <class V>
void describe(V& v, TileDef& d) {
    v.text("name", d.name, true);
    v.glyph("glyph", d.glyph);
    v.color("lit_fg", d.lit_fg);
    v.color("lit_bg", d.lit_bg);
    v.color("dark_fg", d.dark_fg);
    v.color("dark_bg", d.dark_bg);
    v.flag("walkable", d.walkable);
    v.flag("transparent", d.transparent);
}

template <class V>
void describe(V& v, FighterDef& d) {
    v.number("hp", d.hp, 1, kMaxStat);
    v.number("power", d.power, 0, kMaxStat);
    v.number("defense", d.defense, 0, kMaxStat);
}

template <class V>
void describe(V& v, LevelCurve& d) {
    v.number("base", d.base, 1, kMaxStat);
    v.number("factor", d.factor, 0, kMaxStat);
}

template <class V>
void describe(V& v, ActorDef& d) {
    v.text("name", d.name, true);
    v.glyph("glyph", d.glyph);
    v.color("color", d.color);
    v.flag("blocks", d.blocks);
    v.object("fighter", d.fighter);
    v.number("xp", d.xp, 0, kMaxStat);
    v.choice("ai", d.ai, kAiKindNames);
    v.number("vision", d.vision, 0, 1000);
    v.number("inventory", d.inventory, 0, 26);
    v.object("levels", d.levels);
    v.references("starting_equipment", d.starting_equipment, DefKind::item);
}

template <class V>
void describe(V& v, SlotDef& d) {
    v.text("name", d.name, true);
}

// Only the parameters the chosen effect uses are fields, so a stray `radius` on a
// healing potion is reported as an unknown key instead of silently ignored.
template <class V>
void describe(V& v, ConsumableDef& d) {
    v.choice("effect", d.effect, kEffectNames);
    switch (d.effect) {
        case EffectKind::heal:
            v.number("amount", d.amount, 1, kMaxStat);
            break;
        case EffectKind::lightning:
            v.number("amount", d.amount, 0, kMaxStat);
            v.number("range", d.range, 1, 1000);
            break;
        case EffectKind::confusion:
            v.number("turns", d.turns, 1, 1000);
            v.number("range", d.range, 1, 1000);
            break;
        case EffectKind::fireball:
            v.number("amount", d.amount, 0, kMaxStat);
            v.number("radius", d.radius, 0, 100);
            break;
    }
}

template <class V>
void describe(V& v, EquippableDef& d) {
    v.reference("slot", d.slot, DefKind::slot);
    v.number("power", d.power, -kMaxStat, kMaxStat);
    v.number("defense", d.defense, -kMaxStat, kMaxStat);
    v.number("max_hp", d.max_hp, -kMaxStat, kMaxStat);
}

template <class V>
void describe(V& v, ItemDef& d) {
    v.text("name", d.name, true);
    v.glyph("glyph", d.glyph);
    v.color("color", d.color);
    v.text("description", d.description, false);
    v.optional_object("consumable", d.consumable);
    v.optional_object("equippable", d.equippable);
}

template <class V>
void describe(V& v, Settings& d) {
    v.number("map_width", d.map_width, 20, 1000);
    v.number("map_height", d.map_height, 15, 1000);
    v.number("max_rooms", d.max_rooms, 1, 1000);
    v.number("room_min_size", d.room_min_size, 3, 100);
    v.number("room_max_size", d.room_max_size, 3, 100);
    v.number("fov_radius", d.fov_radius, 1, 100);
    v.text("tileset", d.tileset, false);
    v.reference("player", d.player, DefKind::actor);
    v.reference("wall_tile", d.wall_tile, DefKind::tile);
    v.reference("floor_tile", d.floor_tile, DefKind::tile);
    v.reference("stairs_tile", d.stairs_tile, DefKind::tile);
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
    {"tile", "glyph", "The CP437 character drawn for this terrain.", "the map view"},
    {"tile", "lit_fg", "Glyph colour while the cell is in view.", "the map view"},
    {"tile", "lit_bg", "Background colour while the cell is in view.", "the map view"},
    {"tile", "dark_fg", "Glyph colour of an explored cell out of view.", "the map view"},
    {"tile", "dark_bg", "Background colour of an explored cell out of view.", "the map view"},
    {"tile", "walkable", "Actors can stand on it.", "movement, pathfinding, monster AI, spawning"},
    {"tile", "transparent", "Sight passes through it.", "field of view (player and monsters)"},
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
    {"actor", "fighter.power", "Attack strength: damage dealt is power minus the target's defense.",
     "combat"},
    {"actor", "fighter.defense", "Subtracted from every hit taken.", "combat"},
    {"actor", "xp", "Experience given to whoever kills it.", "levelling"},
    {"actor", "ai", "none: stands still; hostile: chases and attacks the player it sees.",
     "monster turns"},
    {"actor", "vision", "How close (in cells) the player must be, and in view, for it to act.",
     "monster AI"},
    {"actor", "inventory", "How many items it can carry, lettered a-z.", "pick up, inventory"},
    {"actor", "levels", "How much XP each level needs.", "levelling"},
    {"actor", "levels.base", "XP needed for the next level = base + level x factor.", "levelling"},
    {"actor", "levels.factor", "XP needed for the next level = base + level x factor.",
     "levelling"},
    {"actor", "starting_equipment", "Equippable items it starts with, equipped silently.",
     "new game, spawning"},
    {"item", "name", "Shown in the inventory, messages and hovering.", "inventory, messages"},
    {"item", "glyph", "The CP437 character drawn for this item on the floor.", "the map view"},
    {"item", "color", "The glyph's colour.", "the map view"},
    {"item", "description", "One line shown in the inventory.", "inventory"},
    {"item", "consumable", "Used up when used; an item is consumable or equippable, never both.",
     "using items"},
    {"item", "consumable.effect", "What using it does; each effect has its own parameters.",
     "using items, targeting"},
    {"item", "consumable.amount", "HP restored (heal) or damage dealt (lightning, fireball).",
     "using items"},
    {"item", "consumable.range", "How far the target may be.", "using items, targeting"},
    {"item", "consumable.turns", "How long the target stays confused.", "using items, monster AI"},
    {"item", "consumable.radius", "Cells around the chosen tile that are hit (the player too).",
     "using items, targeting"},
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
    {"slot", "name", "Shown as \"(on NAME)\" beside equipped items.", "inventory"},
    {"settings", "map_width", "Width of a generated floor in cells.", "floor generation"},
    {"settings", "map_height", "Height of a generated floor in cells.", "floor generation"},
    {"settings", "max_rooms", "Room placement tries per 80x45 cells of floor (a density).",
     "floor generation"},
    {"settings", "room_min_size", "Smallest room side, walls included.", "floor generation"},
    {"settings", "room_max_size", "Largest room side, walls included.", "floor generation"},
    {"settings", "fov_radius", "How far the player sees, in cells.", "field of view"},
    {"settings", "tileset", "The 16x16 CP437 glyph atlas, relative to the content directory.",
     "the map view"},
    {"settings", "player", "The actor the player is made from.", "new game"},
    {"settings", "wall_tile", "The tile generated walls use.", "floor generation, prefab maps"},
    {"settings", "floor_tile", "The tile generated floors use.", "floor generation, prefab maps"},
    {"settings", "stairs_tile", "The tile of the stairs down.", "floor generation, descending"},
};

// The help for a field; nullptr when it has none.
inline const FieldHelp* field_help(std::string_view owner, std::string_view path) {
    for (const FieldHelp& h : kFieldHelp) {
        if (h.owner == owner && h.path == path) return &h;
    }
    return nullptr;
}

}  // namespace cf
