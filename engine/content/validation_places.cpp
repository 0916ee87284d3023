// Checks of places that no single field can tell: a vault's rows against each other, its
// glyphs against its legend, its entrances and its cells against its tiles, its entities
// against the actors and items, its size against the floor; and the settings' `floors:`
// entries against each other. Each problem points at the row, column or entry it is about.

#include <algorithm>
#include <set>

#include "engine/content/provenance.hpp"
#include "engine/content/validation.hpp"
#include "engine/content/vault_cells.hpp"
#include "engine/content/vault_legend.hpp"

namespace cf {

namespace {

// file:line:col of `field` of vault `id` when provenance knows it, else of the vault.
Problem vault_field_problem(const Content& c, const DefId& id, std::string_view field,
                            std::string message) {
    const std::string key = location_key(DefKind::vault, id);
    if (c.provenance) {
        const FieldChain chain = field_chain(*c.provenance, key, field);
        if (!chain.steps.empty()) {
            const SourceLocation& at = chain.steps.front().where;
            return {at.file, at.line, at.column, std::move(message)};
        }
    }
    return problem_at(c, key, kind_file(DefKind::vault), std::move(message));
}

// The problem at an entry the reader noted ("vault 'x'.map[2]"), `column` characters in;
// at the vault's `field` when the entry's place is not known.
Problem vault_entry_problem(const Content& c, const DefId& id, const std::string& entry,
                            std::string_view field, int column, std::string message) {
    const auto it = c.locations.find("vault '" + id + "'." + entry);
    if (it == c.locations.end()) return vault_field_problem(c, id, field, std::move(message));
    return {it->second.file, it->second.line, it->second.column + column, std::move(message)};
}

struct VaultCheck {
    const Content& c;
    const DefId& id;
    const VaultDef& v;
    std::vector<Problem>& problems;

    void add(Problem p) { problems.push_back(std::move(p)); }
    std::string named() const { return "vault '" + id + "'"; }
    std::string row_entry(std::size_t y) const { return "map[" + std::to_string(y) + "]"; }

    // Whether the map's shape is sound enough to look at its cells.
    bool check_shape() {
        if (v.map.empty() || v.map.front().empty()) {
            add(vault_field_problem(c, id, v.map.empty() ? "" : "map",
                                    named() + " has an empty map (draw its rows under map:)"));
            return false;
        }
        bool even = true;
        for (std::size_t y = 1; y < v.map.size(); ++y) {
            if (v.map[y].size() == v.map.front().size()) continue;
            even = false;
            add(vault_entry_problem(
                c, id, row_entry(y), "map", 0,
                named() + " row " + std::to_string(y + 1) + " is " +
                    std::to_string(v.map[y].size()) + " characters wide, the first row " +
                    std::to_string(v.map.front().size()) + " (every row must be as wide)"));
        }
        const auto w = static_cast<int>(v.map.front().size());
        const auto h = static_cast<int>(v.map.size());
        const Settings& s = c.settings;
        // The generator keeps a vault inside the outer wall with a ring for corridors.
        if (w + 4 > s.map_width || h + 4 > s.map_height) {
            add(vault_field_problem(
                c, id, "map",
                named() + " is " + std::to_string(w) + "x" + std::to_string(h) +
                    ", bigger than a " + std::to_string(s.map_width) + "x" +
                    std::to_string(s.map_height) +
                    " floor can hold (inside its outer walls, with a corridor around it)"));
        }
        return even;
    }

    // Every glyph is in the legend; true when all are.
    bool check_glyphs(const VaultLegend& legend) {
        bool known = true;
        for (std::size_t y = 0; y < v.map.size(); ++y) {
            for (std::size_t x = 0; x < v.map[y].size(); ++x) {
                const char g = v.map[y][x];
                if (legend.find(g)) continue;
                known = false;
                add(vault_entry_problem(c, id, row_entry(y), "map", static_cast<int>(x),
                                        named() + ": character '" + escape_char(g) +
                                            "' is not in its legend (add it, or use '#', '.' "
                                            "or '>')"));
            }
        }
        return known;
    }

    static std::string escape_char(char g) {
        const auto u = static_cast<unsigned char>(g);
        if (u >= 0x20 && u < 0x7f) return std::string(1, g);
        return "\\x" + std::string(1, "0123456789abcdef"[u >> 4]) + "0123456789abcdef"[u & 15];
    }

    // An entrance on the edge, and every walkable cell reachable from one: the painter's
    // cell checks (vault_cells.hpp), said at the first cell that fails.
    void check_entrances() {
        const VaultCells cells = vault_cells(c, v, v.map);
        bool entrance = false;
        for (const VaultCellNote& n : cells.notes)
            entrance |= n.kind == VaultCellNote::Kind::entrance;
        if (!entrance) {
            add(vault_field_problem(c, id, "map",
                                    named() + " has no entrance: no cell on its edge can be "
                                              "walked on (put a floor or a door there)"));
            return;
        }
        for (const VaultCellNote& n : cells.notes) {
            if (n.kind != VaultCellNote::Kind::unreachable) continue;
            add(vault_entry_problem(c, id, row_entry(static_cast<std::size_t>(n.y)), "map", n.x,
                                    named() + ": this cell cannot be reached from its "
                                              "entrances (open a way to it)"));
            return;  // one is enough to say it
        }
    }

    void check_legend() {
        for (const VaultGlyph& g : v.legend) {
            const std::string entry =
                "legend['" + std::string(1, static_cast<char>(g.glyph)) + "']";
            const int kinds = (g.entity.empty() ? 0 : 1) + (g.monster ? 1 : 0) + (g.item ? 1 : 0);
            if (kinds > 1)
                add(vault_entry_problem(c, id, entry, "legend", 0,
                                        named() + " " + entry +
                                            " puts more than one thing on a cell: give one of "
                                            "entity, monster or item"));
            const TileDef* t = c.tile(g.tile.empty() ? c.settings.floor_tile : g.tile);
            if (kinds > 0 && t && !t->walkable)
                add(vault_entry_problem(c, id, entry, "legend", 0,
                                        named() + " " + entry + " puts something on '" + t->id +
                                            "', which cannot be walked on"));
            // Both are map keys in the file: content holding one twice (an edit made in
            // memory) would be saved as a file that does not load.
            const auto first =
                std::find_if(v.legend.begin(), v.legend.end(),
                             [&g](const VaultGlyph& o) { return o.glyph == g.glyph; });
            if (&*first != &g)
                add(vault_entry_problem(c, id, entry, "legend", 0,
                                        named() + " " + entry + " is in its legend twice"));
            for (std::size_t i = 0; i < g.entity.size(); ++i) {
                const WeightedId& e = g.entity[i];
                std::string why;
                const auto before = g.entity.begin() + static_cast<std::ptrdiff_t>(i);
                if (std::any_of(g.entity.begin(), before,
                                [&e](const WeightedId& o) { return o.id == e.id; }))
                    why = "is named twice (give it one weight)";
                else if (e.id == c.settings.player)
                    why = "is the player, whom a vault cannot place";
                else if (!c.actor(e.id) && !c.item(e.id))
                    why = "is no actor or item";
                if (!why.empty())
                    add(vault_entry_problem(
                        c, id, entry + ".entity", "legend", 0,
                        named() + " " + entry + ": entity '" + e.id + "' " + why));
            }
        }
    }

    void run() {
        // The reader refuses reversed depths in a file; an edit in memory (the editor's
        // sheet setting depths[0] past depths[1]) must be refused the same, or the game
        // takes content that its own recording then cannot load.
        if (v.first_depth > v.last_depth) {
            add(vault_field_problem(c, id, "depths",
                                    named() + " has depths [" + std::to_string(v.first_depth) +
                                        ", " + std::to_string(v.last_depth) +
                                        "] reversed: the first must not be greater than the last"));
        }
        check_legend();
        if (!check_shape()) return;
        const VaultLegend legend(v.legend, c.settings);
        // A tile that does not exist is its own problem; the way in is judged once it does.
        const auto known = [this](const VaultGlyph& g) { return g.tile.empty() || c.tile(g.tile); };
        if (check_glyphs(legend) && std::all_of(v.legend.begin(), v.legend.end(), known))
            check_entrances();
    }
};

void check_floor_params(const Content& c, std::vector<Problem>& problems) {
    const Settings& s = c.settings;
    auto report = [&](const std::string& message) {
        problems.push_back(problem_at(c, "settings", "settings.yaml", message));
    };
    int last = 0;
    for (std::size_t i = 0; i < s.floors.size(); ++i) {
        const FloorParams& f = s.floors[i];
        const std::string named = "floors[" + std::to_string(i) + "]";
        if (f.depth <= last)
            report(named + " is for depth " + std::to_string(f.depth) +
                   ", not deeper than the entry before it (list them by increasing depth)");
        last = f.depth;
        if (f.room_min_size > f.room_max_size)
            report(named + " room_min_size (" + std::to_string(f.room_min_size) +
                   ") is larger than room_max_size (" + std::to_string(f.room_max_size) + ")");
        if (f.room_max_size + 2 > std::min(s.map_width, s.map_height))
            report(named + " room_max_size must leave room for walls inside the map size");
    }
}

}  // namespace

void check_places(const Content& c, std::vector<Problem>& problems) {
    for (const auto& [id, vault] : c.vaults) VaultCheck{c, id, vault, problems}.run();
    check_floor_params(c, problems);
}

}  // namespace cf
