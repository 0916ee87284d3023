#include "editor/content_merge.hpp"

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <type_traits>

#include "editor/content_document.hpp"
#include "editor/field_texts.hpp"
#include "editor/schema_walkers.hpp"
#include "engine/content/content_writer.hpp"

namespace cf {

namespace {

using Texts = std::map<std::string, std::string>;

// Every field of one value by path, so another value of the same type can copy them.
struct FieldPointers : SchemaWalker<FieldPointers>, PathWalker {
    using PathWalker::enter;
    using PathWalker::leave;
    std::map<std::string, void*> at;

    void text(const char* key, std::string& v, bool) { at[where(key)] = &v; }
    void number(const char* key, int& v, int, int) { at[where(key)] = &v; }
    void flag(const char* key, bool& v) { at[where(key)] = &v; }
    void color(const char* key, Color& v) { at[where(key)] = &v; }
    void glyph(const char* key, int& v) { at[where(key)] = &v; }
    template <class E, std::size_t N>
    void choice(const char* key, E& v, const std::array<std::string_view, N>&) {
        at[where(key)] = &v;
    }
    void reference(const char* key, DefId& v, DefKind) { at[where(key)] = &v; }
    void references(const char* key, std::vector<DefId>& v, DefKind) { at[where(key)] = &v; }
    template <class T>
    void optional_object(const char* key, std::optional<T>& v) {
        at[where(key)] = &v;
        if (v) object(key, *v);
    }
};

// Copies the fields named in `take` from the value `from` points into (FieldPointers of
// a value of the same type). A taken optional object is copied whole.
struct FieldCopier : SchemaWalker<FieldCopier>, PathWalker {
    using PathWalker::enter;
    using PathWalker::leave;
    const std::map<std::string, void*>* from = nullptr;
    const std::set<std::string>* take = nullptr;

    template <class T>
    bool copy(const char* key, T& v) {
        const std::string at = where(key);
        if (!take->contains(at)) return false;
        const auto it = from->find(at);
        if (it != from->end()) v = *static_cast<const T*>(it->second);
        return true;
    }
    void text(const char* key, std::string& v, bool) { copy(key, v); }
    void number(const char* key, int& v, int, int) { copy(key, v); }
    void flag(const char* key, bool& v) { copy(key, v); }
    void color(const char* key, Color& v) { copy(key, v); }
    void glyph(const char* key, int& v) { copy(key, v); }
    template <class E, std::size_t N>
    void choice(const char* key, E& v, const std::array<std::string_view, N>&) {
        copy(key, v);
    }
    void reference(const char* key, DefId& v, DefKind) { copy(key, v); }
    void references(const char* key, std::vector<DefId>& v, DefKind) { copy(key, v); }
    template <class T>
    void optional_object(const char* key, std::optional<T>& v) {
        if (copy(key, v)) return;
        if (v) object(key, *v);
    }
};

std::string text_at(const Texts& texts, const std::string& path) {
    const auto it = texts.find(path);
    return it == texts.end() ? std::string("(absent)") : it->second;
}

// Collects conflicts and resolves them by the policy.
struct Merger {
    ConflictPolicy policy = ConflictPolicy::keep_mine;
    std::vector<MergeConflict> conflicts;

    // Field by field: theirs where only they changed a field, the policy where both did.
    template <class Def>
    Def fields(const std::string& owner, const Def& base, const Def& mine, const Def& theirs) {
        const Texts b = field_texts(base);
        const Texts m = field_texts(mine);
        const Texts t = field_texts(theirs);
        if (b == t && !(base == theirs)) return whole(owner, base, mine, theirs);
        std::set<std::string> take;
        std::vector<MergeConflict> found;
        for (const auto& [path, value] : t) {
            const std::string before = text_at(b, path);
            const std::string own = text_at(m, path);
            if (value == before || own == value) continue;
            if (own == before) {
                take.insert(path);
                continue;
            }
            found.push_back({owner, path, before, own, value});
            if (policy == ConflictPolicy::take_theirs) take.insert(path);
        }
        Def out = mine;
        Def source = theirs;
        FieldPointers pointers;
        describe(pointers, source);
        FieldCopier copier;
        copier.from = &pointers.at;
        copier.take = &take;
        describe(copier, out);
        // A change the field texts cannot name (a kind of field they do not know yet)
        // could not be copied: the whole definition is the conflict then.
        for (const auto& [path, value] : field_texts(out)) {
            const std::string want = take.contains(path) ? text_at(t, path) : text_at(m, path);
            if (value != want) return whole(owner, base, mine, theirs);
        }
        conflicts.insert(conflicts.end(), found.begin(), found.end());
        return out;
    }

    template <class Def>
    Def whole(const std::string& owner, const Def&, const Def& mine, const Def& theirs) {
        conflicts.push_back({owner, "", "", "changed", "changed"});
        return policy == ConflictPolicy::keep_mine ? mine : theirs;
    }

    // One entry of a keyed collection, each side present or not.
    template <class V, class Fields>
    std::optional<V> entry(const std::string& owner, const std::optional<V>& b,
                           const std::optional<V>& m, const std::optional<V>& t,
                           Fields&& by_fields) {
        if (t == b) return m;
        if (m == b || m == t) return t;
        if (b && m && t) {
            if (std::optional<V> merged = by_fields(*b, *m, *t)) return merged;
        }
        const auto state = [&](const std::optional<V>& v, const char* changed) {
            if constexpr (std::is_same_v<V, int>) {
                return v ? std::to_string(*v) : std::string("(absent)");
            } else {
                return v ? std::string(b ? changed : "added") : std::string("deleted");
            }
        };
        conflicts.push_back({owner, "", b ? state(b, "present") : "(absent)", state(m, "changed"),
                             state(t, "changed")});
        return policy == ConflictPolicy::keep_mine ? m : t;
    }

    template <class Map, class Fields>
    Map keyed(const Map& b, const Map& m, const Map& t, Fields&& by_fields,
              const std::function<std::string(const typename Map::key_type&)>& owner) {
        std::set<typename Map::key_type> keys;
        for (const Map* side : {&b, &m, &t}) {
            for (const auto& entry : *side) keys.insert(entry.first);
        }
        Map out;
        for (const auto& key : keys) {
            const auto find = [&key](const Map& map) {
                const auto it = map.find(key);
                return it == map.end() ? std::nullopt
                                       : std::optional<typename Map::mapped_type>(it->second);
            };
            const std::string name = owner(key);
            auto merged = entry(name, find(b), find(m), find(t),
                                [&](const auto& x, const auto& y, const auto& z) {
                                    return by_fields(name, x, y, z);
                                });
            if (merged) out.emplace(key, std::move(*merged));
        }
        return out;
    }
};

// A spawn table as one weight per (depth, id); (depth, "") marks a depth that is there.
using FlatTable = std::map<std::pair<int, DefId>, int>;

FlatTable flatten(const SpawnTable& table) {
    FlatTable out;
    for (const auto& [depth, weights] : table.by_depth) {
        out[{depth, ""}] = 0;
        for (const auto& [id, weight] : weights) out[{depth, id}] = weight;
    }
    return out;
}

SpawnTable unflatten(const FlatTable& flat) {
    SpawnTable out;
    for (const auto& [key, weight] : flat) {
        auto& weights = out.by_depth[key.first];
        if (!key.second.empty()) weights[key.second] = weight;
    }
    return out;
}

SpawnTable merge_table(Merger& merger, const std::string& name, const SpawnTable& b,
                       const SpawnTable& m, const SpawnTable& t) {
    const auto none = [](const std::string&, int, int, int) { return std::optional<int>(); };
    return unflatten(merger.keyed(
        flatten(b), flatten(m), flatten(t), none, [&name](const std::pair<int, DefId>& key) {
            return name + " spawn table, depth " + std::to_string(key.first) +
                   (key.second.empty() ? "" : " " + key.second);
        }));
}

DepthValue merge_depths(Merger& merger, const std::string& name, const DepthValue& b,
                        const DepthValue& m, const DepthValue& t) {
    const auto none = [](const std::string&, int, int, int) { return std::optional<int>(); };
    DepthValue out;
    out.by_depth = merger.keyed(b.by_depth, m.by_depth, t.by_depth, none, [&name](int depth) {
        return name + ", depth " + std::to_string(depth);
    });
    return out;
}

// Applies `renames` in order where they can be: a rename whose old id is missing is
// skipped, one whose new id is taken is reported in `clashes`.
void rename_all(Content& c, const std::vector<Rename>& renames, std::vector<Rename>* clashes) {
    for (const Rename& r : renames) {
        if (r.from == r.to || !c.defines(r.kind, r.from)) continue;
        if (c.defines(r.kind, r.to)) {
            if (clashes) clashes->push_back(r);
            continue;
        }
        rename_everywhere(c, r);
    }
}

template <class Def>
void find_renames(DefKind kind, const std::map<DefId, Def>& base,
                  const std::map<DefId, Def>& theirs, std::vector<Rename>& out) {
    std::vector<DefId> removed;
    std::vector<DefId> added;
    for (const auto& [id, def] : base)
        if (!theirs.contains(id)) removed.push_back(id);
    for (const auto& [id, def] : theirs)
        if (!base.contains(id)) added.push_back(id);
    const auto same_but_id = [&](const DefId& from, const DefId& to) {
        Def moved = base.at(from);
        moved.id = to;
        return moved == theirs.at(to);
    };
    for (const DefId& from : removed) {
        std::vector<DefId> matches;
        for (const DefId& to : added)
            if (same_but_id(from, to)) matches.push_back(to);
        if (matches.size() != 1) continue;
        int claimed = 0;
        for (const DefId& other : removed) claimed += same_but_id(other, matches.front()) ? 1 : 0;
        if (claimed == 1) out.push_back({kind, from, matches.front()});
    }
}

// Their renames that the editor renamed too are conflicts; the others apply to mine.
std::vector<Rename> their_renames_to_follow(const std::vector<Rename>& disk,
                                            const std::vector<Rename>& unsaved, Merger& merger) {
    std::vector<Rename> follow;
    for (const Rename& d : disk) {
        const Rename* own = nullptr;
        for (const Rename& u : unsaved)
            if (u.kind == d.kind && u.from == d.from) own = &u;
        if (!own) {
            follow.push_back(d);
            continue;
        }
        merger.conflicts.push_back(
            {std::string(kind_name(d.kind)) + " '" + d.from + "'", "id", d.from, own->to, d.to});
        // Taking theirs renames mine (under its new id) to theirs.
        if (merger.policy == ConflictPolicy::take_theirs) follow.push_back({d.kind, own->to, d.to});
    }
    return follow;
}

}  // namespace

std::vector<Rename> renames_between(const Content& base, const Content& theirs) {
    std::vector<Rename> out;
    for (const DefKind kind : kDefKinds) {
        with_definitions_of(
            kind, [&](auto member) { find_renames(kind, base.*member, theirs.*member, out); });
    }
    return out;
}

ContentMerge merge_content(const Content& base, const Content& mine, const Content& theirs,
                           const std::vector<Rename>& unsaved_renames, ConflictPolicy policy) {
    Merger merger;
    merger.policy = policy;
    const std::vector<Rename> disk = renames_between(base, theirs);
    const std::vector<Rename> follow = their_renames_to_follow(disk, unsaved_renames, merger);
    // Everything read in mine's ids, with their renames followed: base and theirs through
    // the editor's renames, mine and base through theirs.
    std::vector<Rename> clashes;
    Content b = base;
    rename_all(b, unsaved_renames, nullptr);
    rename_all(b, follow, nullptr);
    Content m = mine;
    rename_all(m, follow, &clashes);
    Content t = theirs;
    rename_all(t, unsaved_renames, &clashes);
    for (const Rename& r : clashes) {
        merger.conflicts.push_back({std::string(kind_name(r.kind)) + " '" + r.to + "'", "", "",
                                    "renamed from '" + r.from + "'", "defined on disk"});
    }
    auto out = std::make_shared<Content>(m);
    const auto def_owner = [](DefKind kind) {
        return [kind](const DefId& id) { return std::string(kind_name(kind)) + " '" + id + "'"; };
    };
    const auto by_fields = [&merger](const std::string& owner, const auto& x, const auto& y,
                                     const auto& z) {
        return std::optional(merger.fields(owner, x, y, z));
    };
    // Every kind: a kind left out here kept mine whole and lost their change on save
    // (statuses and vaults were).
    for (const DefKind kind : kDefKinds) {
        with_definitions_of(kind, [&](auto member) {
            (*out).*member =
                merger.keyed(b.*member, m.*member, t.*member, by_fields, def_owner(kind));
        });
        with_template_map(kind, [&](auto member) {
            out->templates.*member = merger.keyed(b.templates.*member, m.templates.*member,
                                                  t.templates.*member, by_fields, def_owner(kind));
        });
    }
    out->settings = merger.fields("settings", b.settings, m.settings, t.settings);
    out->spawns.monsters =
        merge_table(merger, "monsters", b.spawns.monsters, m.spawns.monsters, t.spawns.monsters);
    out->spawns.items =
        merge_table(merger, "items", b.spawns.items, m.spawns.items, t.spawns.items);
    out->spawns.max_monsters_per_room =
        merge_depths(merger, "max_monsters_per_room", b.spawns.max_monsters_per_room,
                     m.spawns.max_monsters_per_room, t.spawns.max_monsters_per_room);
    out->spawns.max_items_per_room =
        merge_depths(merger, "max_items_per_room", b.spawns.max_items_per_room,
                     m.spawns.max_items_per_room, t.spawns.max_items_per_room);
    // Their files are what is on disk now: their bytes, and their lines for what they hold.
    for (const auto& [key, where] : t.locations) out->locations[key] = where;
    out->sources = theirs.sources;
    out->directory = mine.directory;
    ContentMerge result;
    result.changed = !same_definitions_and_templates(*out, mine);
    result.merged = std::move(out);
    result.disk_renames = follow;
    result.conflicts = std::move(merger.conflicts);
    return result;
}

std::string to_string(const MergeConflict& c) {
    std::string out = c.owner + (c.field.empty() ? "" : " " + c.field) + ": yours " + c.mine +
                      ", on disk " + c.theirs;
    if (!c.base.empty()) out += " (was " + c.base + ")";
    return out;
}

}  // namespace cf
