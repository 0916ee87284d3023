#pragma once
// The places of the schema (schema.hpp): tiles, vaults and the floors' generator
// parameters, with the field forms only they use (a depth span, a legend keyed by glyph,
// a weighted choice, a pick by depth, map rows, optional references and lists). Split
// from schema.hpp by concept; schema.hpp includes it, and the visitor contract there
// holds here.

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/content/floor_bounds.hpp"

namespace cf {

// A tile's move_cost: a step costs at least a normal move and at most ten.
inline constexpr int kMinMoveCost = 100;
inline constexpr int kMaxMoveCost = 1000;

// A vault's weight and a legend's weighted choice: enough for thousands of vaults without
// a sum that could overflow.
inline constexpr int kMaxVaultWeight = 1000000;
// The deepest depth a vault's `depths` may name.
inline constexpr int kMaxVaultDepth = 10000;
// Rows and columns of a vault's map: more than any floor the settings allow.
inline constexpr int kMaxVaultSide = kMaxFloorSide;
inline constexpr std::array<std::string_view, 3> kVaultOrientNames = {"any", "none", "mirror"};
inline constexpr std::array<std::string_view, 2> kCorridorStyleNames = {"L", "winding"};

// The forms only a vault has: `depths: [first, last]`, the legend keyed by glyph, a
// weighted choice (`entity: orc` or `entity: {sword: 1, chainmail: 2}`), `monster: depth`
// and the map's rows. The YAML reader and writer know them as such (span, legend,
// weighted, from_depth, lines); every other visitor sees plain fields: two numbers
// ("depths[0]", "depths[1]"), a list of entries each with its `glyph`, a list of {id,
// weight}, a flag, and the rows as a list of texts through lines() where it has one.
template <class V>
void depth_span(V& v, const char* key, int& first, int& last, int lo, int hi) {
    if constexpr (requires { v.span(key, first, last, lo, hi); }) {
        v.span(key, first, last, lo, hi);
    } else {
        v.number("depths[0]", first, lo, hi);
        v.number("depths[1]", last, lo, hi);
    }
}
template <class V, class T>
void glyph_keyed(V& v, const char* key, std::vector<T>& items) {
    if constexpr (requires { v.legend(key, items); }) {
        v.legend(key, items);
    } else {
        v.list(key, items);
    }
}
template <class V>
void weighted(V& v, const char* key, std::vector<WeightedId>& choice) {
    if constexpr (requires { v.weighted(key, choice); }) {
        v.weighted(key, choice);
    } else {
        v.list(key, choice);
    }
}
template <class V>
void from_depth(V& v, const char* key, bool& value) {
    if constexpr (requires { v.from_depth(key, value); }) {
        v.from_depth(key, value);
    } else {
        v.flag(key, value);
    }
}
// A list that the YAML writer leaves out when empty (settings written before it have none).
template <class V, class T>
void optional_list(V& v, const char* key, std::vector<T>& items) {
    if constexpr (requires { v.optional_list(key, items); }) {
        v.optional_list(key, items);
    } else {
        v.list(key, items);
    }
}
// An effect list the YAML writer leaves out when empty (content written before it has
// none); read like any effect list.
template <class V, class T>
void optional_tagged_list(V& v, const char* key, std::vector<T>& items) {
    if constexpr (requires { v.optional_list(key, items); }) {
        v.optional_list(key, items);
    } else {
        v.tagged_list(key, items);
    }
}
template <class V>
void text_lines(V& v, const char* key, std::vector<std::string>& rows) {
    if constexpr (requires { v.lines(key, rows); }) v.lines(key, rows);
}

// A reference that may be left out (empty: a tile that is no door). Visitors that treat
// it apart from a required one (the editor fills required ones when it creates a
// definition, and offers "(none)" for these) provide optional_reference(); the others
// read it as a reference, which the writer leaves out and validation skips when empty.
template <class V>
void optional_reference(V& v, const char* key, DefId& value, DefKind kind) {
    if constexpr (requires { v.optional_reference(key, value, kind); }) {
        v.optional_reference(key, value, kind);
    } else {
        v.reference(key, value, kind);
    }
}

template <class V>
void describe(V& v, TileDef& d) {
    v.text("name", d.name, true);
    later_text(v, "description", d.description);
    v.glyph("glyph", d.glyph);
    v.color("lit_fg", d.lit_fg);
    v.color("lit_bg", d.lit_bg);
    v.color("dark_fg", d.dark_fg);
    v.color("dark_bg", d.dark_bg);
    v.flag("walkable", d.walkable);
    v.flag("transparent", d.transparent);
    optional_reference(v, "opens_to", d.opens_to, DefKind::tile);
    optional_reference(v, "closes_to", d.closes_to, DefKind::tile);
    v.flag("hidden", d.hidden);
    optional_reference(v, "looks_like", d.looks_like, DefKind::tile);
    v.tagged_list("on_step", d.on_step);
    optional_reference(v, "becomes", d.becomes, DefKind::tile);
    v.number("move_cost", d.move_cost, kMinMoveCost, kMaxMoveCost);
}

template <class V>
void describe(V& v, WeightedId& d) {
    v.text("id", d.id, true);
    v.number("weight", d.weight, 1, kMaxVaultWeight);
}

// The glyph is the legend's key; the reader and writer of YAML put it there, not in here.
template <class V>
void describe(V& v, VaultGlyph& d) {
    if constexpr (!requires { v.legend("legend", std::declval<std::vector<VaultGlyph>&>()); })
        v.glyph("glyph", d.glyph);
    optional_reference(v, "tile", d.tile, DefKind::tile);
    weighted(v, "entity", d.entity);
    from_depth(v, "monster", d.monster);
    from_depth(v, "item", d.item);
}

template <class V>
void describe(V& v, VaultDef& d) {
    v.text("name", d.name, false);
    v.text("description", d.description, false);
    depth_span(v, "depths", d.first_depth, d.last_depth, 1, kMaxVaultDepth);
    v.number("weight", d.weight, 1, kMaxVaultWeight);
    v.number("chance", d.chance, 1, 100);
    v.flag("unique", d.unique);
    v.choice("orient", d.orient, kVaultOrientNames);
    glyph_keyed(v, "legend", d.legend);
    text_lines(v, "map", d.map);
}

template <class V>
void describe(V& v, FloorParams& d) {
    v.number("depth", d.depth, 1, kMaxVaultDepth);
    v.number("rooms", d.rooms, 1, 1000);
    v.number("room_min_size", d.room_min_size, 3, 100);
    v.number("room_max_size", d.room_max_size, 3, 100);
    v.choice("corridors", d.corridors, kCorridorStyleNames);
    v.number("vault_tries", d.vault_tries, 0, 100);
}

}  // namespace cf
