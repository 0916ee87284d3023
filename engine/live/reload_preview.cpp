#include "engine/live/reload_preview.hpp"

#include <algorithm>
#include <cstring>
#include <string_view>
#include <variant>

#include "engine/content/schema.hpp"
#include "engine/content/schema_walker.hpp"
#include "engine/rules/stats.hpp"
#include "engine/world/state_text.hpp"

namespace cf {

namespace {

// Every field of a definition as (path, text), through the schema; optional objects,
// tagged lists and shorthands as the base walks them, through object() and list().
struct DefinitionFields : SchemaWalker<DefinitionFields> {
    static constexpr bool kReadsOnly = true;
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
    describe_reading(f, def);
    return out;
}

// The fields DefinitionFields lists, in its order, kept without text: each value read in
// place, its path as a prefix (by index) and a key. Two definitions of one shape (the
// same paths in the same order: what an edit of a template makes of its 5,000 children)
// are compared value by value, and text is made only for the fields that differ.
struct ListSize {
    std::size_t n = 0;
    friend bool operator==(ListSize, ListSize) = default;
};
using SlotValue =
    std::variant<int, bool, Color, std::string_view, const std::vector<DefId>*, ListSize>;

struct FieldSlot {
    std::size_t prefix = 0;  // into FieldSlots::prefixes
    const char* key = "";
    SlotValue value;
};

struct FieldSlots : SchemaWalker<FieldSlots> {
    static constexpr bool kReadsOnly = true;
    std::vector<std::string> prefixes{""};
    std::size_t current = 0;
    std::vector<FieldSlot> slots;

    void put(const char* key, SlotValue v) { slots.push_back({current, key, v}); }
    void text(const char* key, std::string& v, bool) { put(key, std::string_view(v)); }
    void number(const char* key, int& v, int, int) { put(key, v); }
    void flag(const char* key, bool& v) { put(key, v); }
    void color(const char* key, Color& c) { put(key, c); }
    void glyph(const char* key, int& v) { put(key, v); }
    void reference(const char* key, DefId& v, DefKind) { put(key, std::string_view(v)); }
    void references(const char* key, std::vector<DefId>& v, DefKind) { put(key, &v); }
    template <class E, std::size_t N>
    void choice(const char* key, E& v, const std::array<std::string_view, N>& names) {
        put(key, names[static_cast<std::size_t>(v)]);
    }
    template <class T>
    void object(const char* key, T& v) {
        within(prefixes[current] + key + ".", [&] { describe(*this, v); });
    }
    template <class T>
    void list(const char* key, std::vector<T>& items) {
        put(key, ListSize{items.size()});
        for (std::size_t i = 0; i < items.size(); ++i) {
            within(prefixes[current] + key + "[" + std::to_string(i) + "].", [&] {
                if constexpr (requires { items[i].kind; })
                    put("kind", T::kKindNames[static_cast<std::size_t>(items[i].kind)]);
                describe(*this, items[i]);
            });
        }
    }

  private:
    template <class F>
    void within(std::string prefix, const F& walk) {
        const std::size_t outer = current;
        current = prefixes.size();
        prefixes.push_back(std::move(prefix));
        walk();
        current = outer;
    }
};

// A slot's value as DefinitionFields writes it.
std::string slot_text(const SlotValue& v) {
    struct Text {
        std::string operator()(int n) const { return std::to_string(n); }
        std::string operator()(bool b) const { return b ? "true" : "false"; }
        std::string operator()(Color c) const {
            return std::to_string(c.r) + " " + std::to_string(c.g) + " " + std::to_string(c.b);
        }
        std::string operator()(std::string_view t) const { return std::string(t); }
        std::string operator()(const std::vector<DefId>* ids) const {
            std::string joined;
            for (const DefId& id : *ids) joined += (joined.empty() ? "" : ", ") + id;
            return "[" + joined + "]";
        }
        std::string operator()(ListSize size) const {
            return std::to_string(size.n) + (size.n == 1 ? " entry" : " entries");
        }
    };
    return std::visit(Text{}, v);
}

bool same_value(const SlotValue& a, const SlotValue& b) {
    const auto* x = std::get_if<const std::vector<DefId>*>(&a);
    const auto* y = std::get_if<const std::vector<DefId>*>(&b);
    if (x && y) return **x == **y;
    return a == b;
}

// Whether two walks list the same paths in the same order.
bool same_shape(const FieldSlots& a, const FieldSlots& b) {
    if (a.slots.size() != b.slots.size() || a.prefixes != b.prefixes) return false;
    for (std::size_t i = 0; i < a.slots.size(); ++i) {
        const FieldSlot& x = a.slots[i];
        const FieldSlot& y = b.slots[i];
        if (x.prefix != y.prefix || std::strcmp(x.key, y.key) != 0) return false;
    }
    return true;
}

// The fields of two versions of a definition that differ, as diff_fields() of their
// fields_of() gives them.
template <class Def>
std::vector<FieldDiff> field_changes(const Def& before, const Def& after) {
    FieldSlots a;
    FieldSlots b;
    describe_reading(a, before);
    describe_reading(b, after);
    if (!same_shape(a, b)) return diff_fields("", fields_of(before), fields_of(after));
    std::vector<FieldDiff> out;
    for (std::size_t i = 0; i < a.slots.size(); ++i) {
        const FieldSlot& x = a.slots[i];
        const FieldSlot& y = b.slots[i];
        if (same_value(x.value, y.value)) continue;
        out.push_back({a.prefixes[x.prefix] + x.key, slot_text(x.value), slot_text(y.value)});
    }
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
    // Both maps are in id order: each id of `after` is found in `before` by walking it
    // alongside, not by a lookup (an edited template's children are thousands of ids).
    std::vector<DefId> claimed;  // old ids that became something else
    auto was = before.begin();
    for (const auto& [id, def] : after) {
        while (was != before.end() && was->first < id) ++was;
        const bool kept = was != before.end() && was->first == id;
        if (const DefId* from = renamed_from(id)) {
            out.push_back({DefinitionChange::Kind::renamed, kind, id, *from,
                           field_changes(before.at(*from), def)});
            claimed.push_back(*from);
        } else if (!kept) {
            out.push_back({DefinitionChange::Kind::added, kind, id, {}, {}});
        } else if (!(was->second == def)) {
            out.push_back(
                {DefinitionChange::Kind::changed, kind, id, {}, field_changes(was->second, def)});
        }
    }
    auto now = after.begin();
    for (const auto& entry : before) {
        const DefId& id = entry.first;
        while (now != after.end() && now->first < id) ++now;
        const bool kept = now != after.end() && now->first == id;
        if (!kept && std::find(claimed.begin(), claimed.end(), id) == claimed.end())
            out.push_back({DefinitionChange::Kind::removed, kind, id, {}, {}});
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
    out.reserve(after.actors.size());  // a template's edit changes its children: often most
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
    p.settings = field_changes(old.settings, next.settings);
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
