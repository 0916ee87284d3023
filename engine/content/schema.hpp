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
        case EffectKind::heal: v.number("amount", d.amount, 1, kMaxStat); break;
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

}  // namespace cf
