#include "engine/live/reload_preview.hpp"

#include "engine/content/schema.hpp"
#include "engine/content/schema_walker.hpp"
#include "engine/rules/stats.hpp"
#include "engine/world/state_text.hpp"

namespace cf {

namespace {

// Every field of a definition as (path, text), through the schema; optional objects,
// tagged lists and shorthands as the base walks them, through object() and list().
struct DefinitionFields : SchemaWalker<DefinitionFields> {
    std::string prefix;
    std::vector<FieldValue>* out;

    void put(const char* key, std::string value) {
        out->push_back({prefix + key, std::move(value)});
    }
    void text(const char* key, std::string& v, bool) { put(key, v); }
    void number(const char* key, int& v, int, int) { put(key, std::to_string(v)); }
    void flag(const char* key, bool& v) { put(key, v ? "true" : "false"); }
    void color(const char* key, Color& c) {
        put(key, std::to_string(c.r) + " " + std::to_string(c.g) + " " + std::to_string(c.b));
    }
    void glyph(const char* key, int& v) { put(key, std::to_string(v)); }
    void reference(const char* key, DefId& v, DefKind) { put(key, v); }
    void references(const char* key, std::vector<DefId>& v, DefKind) {
        std::string joined;
        for (const DefId& id : v) joined += (joined.empty() ? "" : ", ") + id;
        put(key, "[" + joined + "]");
    }
    template <class E, std::size_t N>
    void choice(const char* key, E& v, const std::array<std::string_view, N>& names) {
        put(key, std::string(names[static_cast<std::size_t>(v)]));
    }
    template <class T>
    void object(const char* key, T& v) {
        DefinitionFields inner{{}, prefix + key + ".", out};
        describe(inner, v);
    }
    // Entries by position ("abilities[0].range", "on_hit[1].status"), an effect's kind
    // as its own field so a changed kind shows.
    template <class T>
    void list(const char* key, std::vector<T>& items) {
        put(key, std::to_string(items.size()) + (items.size() == 1 ? " entry" : " entries"));
        for (std::size_t i = 0; i < items.size(); ++i) {
            const std::string entry = std::string(key) + "[" + std::to_string(i) + "]";
            if constexpr (requires { items[i].kind; })
                put((entry + ".kind").c_str(),
                    std::string(T::kKindNames[static_cast<std::size_t>(items[i].kind)]));
            DefinitionFields inner{{}, prefix + entry + ".", out};
            describe(inner, items[i]);
        }
    }
};

template <class Def>
std::vector<FieldValue> fields_of(const Def& def) {
    std::vector<FieldValue> out;
    out.reserve(64);  // a definition's fields, mostly: each preview lists thousands
    DefinitionFields f{{}, "", &out};
    Def copy = def;
    describe(f, copy);
    return out;
}

template <class Map>
void diff_kind(DefKind kind, const Map& before, const Map& after,
               const std::vector<Rename>& renames, std::vector<DefinitionChange>& out) {
    auto renamed_from = [&](const DefId& id) -> const DefId* {
        for (const Rename& r : renames) {
            if (r.kind == kind && r.to == id && before.contains(r.from)) return &r.from;
        }
        return nullptr;
    };
    std::vector<DefId> claimed;  // old ids that became something else
    for (const auto& [id, def] : after) {
        if (const DefId* from = renamed_from(id)) {
            out.push_back({DefinitionChange::Kind::renamed, kind, id, *from,
                           diff_fields("", fields_of(before.at(*from)), fields_of(def))});
            claimed.push_back(*from);
        } else if (auto it = before.find(id); it == before.end()) {
            out.push_back({DefinitionChange::Kind::added, kind, id, {}, {}});
        } else if (!(it->second == def)) {
            out.push_back({DefinitionChange::Kind::changed,
                           kind,
                           id,
                           {},
                           diff_fields("", fields_of(it->second), fields_of(def))});
        }
    }
    for (const auto& [id, def] : before) {
        const bool gone =
            !after.contains(id) && std::find(claimed.begin(), claimed.end(), id) == claimed.end();
        if (gone) out.push_back({DefinitionChange::Kind::removed, kind, id, {}, {}});
    }
}

// Derived stats of every entity in both worlds whose stats differ.
void derived_changes(const World& before, const Content& old, const World& after,
                     const Content& next, std::vector<FieldDiff>& out) {
    for (const Entity& e : after.entities) {
        const Entity* was = before.find(e.id);
        if (!was || !e.is_actor() || !e.fighter || !old.actor(was->def) || !next.actor(e.def))
            continue;
        const std::string where = "entity " + std::to_string(e.id) + " ";
        for (const StatName& s : kStatNames) {
            const int a = stat_value(*was, old, s.stat);
            const int b = stat_value(e, next, s.stat);
            if (a != b)
                out.push_back({where + std::string(s.name), std::to_string(a), std::to_string(b)});
        }
    }
}

}  // namespace

std::vector<DefinitionChange> diff_definitions(const Content& before, const Content& after,
                                               const std::vector<Rename>& renames) {
    std::vector<DefinitionChange> out;
    diff_kind(DefKind::tile, before.tiles, after.tiles, renames, out);
    diff_kind(DefKind::actor, before.actors, after.actors, renames, out);
    diff_kind(DefKind::item, before.items, after.items, renames, out);
    diff_kind(DefKind::slot, before.slots, after.slots, renames, out);
    diff_kind(DefKind::status, before.statuses, after.statuses, renames, out);
    diff_kind(DefKind::damage_type, before.damage_types, after.damage_types, renames, out);
    diff_kind(DefKind::faction, before.factions, after.factions, renames, out);
    return out;
}

ReloadPreview preview_reload(const Game& game, const Content& next,
                             const std::vector<Rename>& renames) {
    ReloadPreview p;
    const Content& old = game.content();
    p.definitions = diff_definitions(old, next, renames);
    p.settings = diff_fields("", fields_of(old.settings), fields_of(next.settings));
    p.spawn_tables_changed = !(old.spawns == next.spawns);
    World after = game.world();
    const RebaseReport report = rebase_world(after, &old, next, renames);
    p.applicable = report.applied;
    p.refused = report.refused;
    if (!p.applicable) return p;
    p.summary = summary(report);
    for (FieldDiff& d : diff_worlds(game.world(), after)) {
        if (d.where.rfind("entity ", 0) == 0) p.entities.push_back(std::move(d));
    }
    derived_changes(game.world(), old, after, next, p.entities);
    return p;
}

}  // namespace cf
