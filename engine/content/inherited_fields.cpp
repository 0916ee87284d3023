#include "engine/content/inherited_fields.hpp"

#include <algorithm>
#include <any>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "engine/content/schema.hpp"
#include "engine/content/schema_walker.hpp"
#include "engine/content/written_fields.hpp"

namespace cf {

namespace {

template <class T>
bool same_values(const std::any& a, const std::any& b) {
    return std::any_cast<const T&>(a) == std::any_cast<const T&>(b);
}

// One field's value, kept whole, and how to compare it with another's.
struct HeldField {
    std::any value;
    bool (*same)(const std::any&, const std::any&) = nullptr;
    bool presence = false;  // an optional object: `value` is whether it is there
    std::any whole;         // an optional object: the object (std::optional<T>)
};
using HeldFields = std::map<std::string, HeldField>;

bool inside(const std::string& path, const std::string& outer) {
    return path.size() > outer.size() && path.starts_with(outer) &&
           (path[outer.size()] == '.' || path[outer.size()] == '[');
}

// Every field of a definition by path, as fields are passed on (see the header); with
// `only`, just those fields and what is inside them.
struct FieldCapture : SchemaWalker<FieldCapture>, PathWalker {
    using PathWalker::enter;
    using PathWalker::leave;
    static constexpr bool kReadsOnly = true;
    HeldFields fields;
    const FieldPaths* only = nullptr;

    // Whether the field `key` here is one of `only` or inside one (its path is made only
    // for the fields kept: a child of a template is captured in one field of its forty).
    bool wanted(const char* key) const {
        return !only || std::any_of(only->begin(), only->end(),
                                    [&](const std::string& f) { return within(key, f); });
    }
    template <class T>
    void keep(const char* key, const T& v) {
        if (wanted(key)) fields[where(key)] = {std::any(v), &same_values<T>, false, {}};
    }
    void text(const char* key, std::string& v, bool) { keep(key, v); }
    void number(const char* key, int& v, int, int) { keep(key, v); }
    void flag(const char* key, bool& v) { keep(key, v); }
    void color(const char* key, Color& v) { keep(key, v); }
    void glyph(const char* key, int& v) { keep(key, v); }
    template <class E, std::size_t N>
    void choice(const char* key, E& v, const std::array<std::string_view, N>&) {
        keep(key, v);
    }
    void reference(const char* key, DefId& v, DefKind) { keep(key, v); }
    void references(const char* key, std::vector<DefId>& v, DefKind) { keep(key, v); }
    void lines(const char* key, std::vector<std::string>& v) { keep(key, v); }
    template <class T>
    void optional_object(const char* key, std::optional<T>& v) {
        if (wanted(key))
            fields[where(key)] = {std::any(v.has_value()), &same_values<bool>, true, std::any(v)};
        if (v) object(key, *v);
    }
    template <class T>
    void list(const char* key, std::vector<T>& items) {
        keep(key, items);
    }
    template <class T>
    void tagged_list(const char* key, std::vector<T>& items) {
        keep(key, items);
    }
};

// Every field of `def`; with `only`, just those fields and what is inside them.
template <class Def>
HeldFields capture(const Def& def, const FieldPaths* only = nullptr) {
    FieldCapture walker;
    walker.only = only;
    describe_reading(walker, def);
    return std::move(walker.fields);
}

// Writes the held values of `fields` into a definition; lists in `extend` follow their
// parent's entries instead (follow_extensions).
struct FieldAssign : SchemaWalker<FieldAssign>, PathWalker {
    using PathWalker::enter;
    using PathWalker::leave;
    const HeldFields* source = nullptr;
    const HeldFields* old_source = nullptr;  // the parent before, for `extend`
    FieldPaths fields;
    FieldPaths extend;

    // The one of `paths` that names the field `key` here, if any (a few paths against
    // every field of a definition: compared in place, no path made).
    const std::string* named(const FieldPaths& paths, const char* key) const {
        for (const std::string& p : paths)
            if (is(key, p)) return &p;
        return nullptr;
    }
    template <class T>
    void put(const char* key, T& v) {
        const std::string* at = named(fields, key);
        if (!at) return;
        const auto it = source->find(*at);
        if (it != source->end()) v = std::any_cast<const T&>(it->second.value);
    }
    void text(const char* key, std::string& v, bool) { put(key, v); }
    void number(const char* key, int& v, int, int) { put(key, v); }
    void flag(const char* key, bool& v) { put(key, v); }
    void color(const char* key, Color& v) { put(key, v); }
    void glyph(const char* key, int& v) { put(key, v); }
    template <class E, std::size_t N>
    void choice(const char* key, E& v, const std::array<std::string_view, N>&) {
        put(key, v);
    }
    void reference(const char* key, DefId& v, DefKind) { put(key, v); }
    void references(const char* key, std::vector<DefId>& v, DefKind) { put(key, v); }
    void lines(const char* key, std::vector<std::string>& v) { put(key, v); }
    template <class T>
    void optional_object(const char* key, std::optional<T>& v) {
        if (const std::string* at = named(fields, key)) {
            const auto it = source->find(*at);
            if (it != source->end() && it->second.presence)
                v = std::any_cast<const std::optional<T>&>(it->second.whole);
            return;
        }
        if (v) object(key, *v);
    }
    template <class T>
    void list(const char* key, std::vector<T>& items) {
        if (const std::string* at = named(extend, key)) return follow(*at, items);
        put(key, items);
    }
    template <class T>
    void tagged_list(const char* key, std::vector<T>& items) {
        list(key, items);
    }

  private:
    template <class T>
    void follow(const std::string& at, std::vector<T>& items) {
        const auto now = source->find(at);
        const auto then = old_source->find(at);
        if (now == source->end() || then == old_source->end()) return;
        const auto& old_entries = std::any_cast<const std::vector<T>&>(then->second.value);
        const auto& new_entries = std::any_cast<const std::vector<T>&>(now->second.value);
        if (items.size() < old_entries.size() ||
            !std::equal(old_entries.begin(), old_entries.end(), items.begin()))
            return;
        std::vector<T> out = new_entries;
        out.insert(out.end(), items.begin() + static_cast<std::ptrdiff_t>(old_entries.size()),
                   items.end());
        items = std::move(out);
    }
};

// The definition `id` of `Def`'s kind among a content's definitions or templates.
template <class Def>
std::map<DefId, Def>& definitions_of(Content& c, bool templates) {
    if constexpr (std::is_same_v<Def, TileDef>) return templates ? c.templates.tiles : c.tiles;
    if constexpr (std::is_same_v<Def, ActorDef>) return templates ? c.templates.actors : c.actors;
    if constexpr (std::is_same_v<Def, ItemDef>) return templates ? c.templates.items : c.items;
    if constexpr (std::is_same_v<Def, SlotDef>) return templates ? c.templates.slots : c.slots;
    if constexpr (std::is_same_v<Def, StatusDef>)
        return templates ? c.templates.statuses : c.statuses;
    if constexpr (std::is_same_v<Def, VaultDef>) return templates ? c.templates.vaults : c.vaults;
    if constexpr (std::is_same_v<Def, DamageTypeDef>)
        return templates ? c.templates.damage_types : c.damage_types;
    if constexpr (std::is_same_v<Def, FactionDef>)
        return templates ? c.templates.factions : c.factions;
    if constexpr (std::is_same_v<Def, AppearanceDef>)
        return templates ? c.templates.appearances : c.appearances;
}

template <class Def>
Def* find_in(Content& c, const DefId& id) {
    for (bool templates : {false, true}) {
        auto& map = definitions_of<Def>(c, templates);
        const auto it = map.find(id);
        if (it != map.end()) return &it->second;
    }
    return nullptr;
}

template <class Def>
const Def* find_in(const Content& c, const DefId& id) {
    return find_in<Def>(const_cast<Content&>(c), id);
}

// The definitions made from each definition, by its id: nearest first.
using Children = std::map<DefId, std::vector<const DefOrigin*>>;

// The same for every kind at once, by kind (one pass over the provenance).
std::map<DefKind, Children> children_by_kind(const ContentProvenance& p) {
    std::map<DefKind, Children> out;
    for (const auto& [key, origin] : p.definitions) {
        if (origin->templates.empty() || key == "settings" || key == "spawns") continue;
        Children& children = out[origin->kind];
        for (const DefId& t : origin->templates) children[t].push_back(origin.get());
    }
    for (auto& [kind, children] : out) {
        for (auto& [id, kids] : children) {
            std::stable_sort(kids.begin(), kids.end(), [](const DefOrigin* a, const DefOrigin* b) {
                return a->templates.size() < b->templates.size();
            });
        }
    }
    return out;
}

Children children_of_kind(const ContentProvenance& p, DefKind kind) {
    std::map<DefKind, Children> all = children_by_kind(p);
    return std::move(all[kind]);
}

// `written` without the fields the editor moved out of `origin`'s blocks (Apply to parent).
void drop_released(const Content& content, const DefOrigin& origin, FieldPaths& written) {
    const auto it = content.templates.released.find(location_key(origin.kind, origin.id));
    if (it == content.templates.released.end()) return;
    std::erase_if(written, [&](const std::string& w) {
        return std::any_of(it->second.begin(), it->second.end(),
                           [&](const std::string& r) { return path_covers(r, w); });
    });
}

// The paths whose values differ between two captures (see changed_fields).
FieldPaths changed_held(const HeldFields& x, const HeldFields& y) {
    FieldPaths out;
    std::string gone;  // an optional object that came or went: its inside goes with it
    for (const auto& [path, held] : x) {
        if (!gone.empty() && inside(path, gone)) continue;
        const auto other = y.find(path);
        if (other == y.end() || !held.same(held.value, other->second.value)) {
            out.push_back(path);
            if (held.presence) gone = path;
        }
    }
    for (const auto& entry : y) {
        const std::string& path = entry.first;  // a lambda below reads it: not a binding
        if (x.contains(path) || (!gone.empty() && inside(path, gone))) continue;
        const bool under = std::any_of(out.begin(), out.end(),
                                       [&](const std::string& o) { return inside(path, o); });
        if (!under) out.push_back(path);
    }
    return out;
}

// Whether two captures hold the same `field` (see same_field).
bool same_held(const HeldFields& x, const HeldFields& y, const std::string& field) {
    const auto i = x.find(field);
    const auto j = y.find(field);
    if (i == x.end() || j == y.end()) return i == x.end() && j == y.end();
    if (!i->second.same(i->second.value, j->second.value)) return false;
    if (!i->second.presence) return true;
    // An optional object present in both: the same when everything inside it is.
    for (const auto& [path, held] : x) {
        if (!inside(path, field)) continue;
        const auto other = y.find(path);
        if (other == y.end() || !held.same(held.value, other->second.value)) return false;
    }
    return true;
}

// Writes `fields` of `source` into `to`; the lists in `extend` follow their parent's
// entries from `old_source` to `source` (follow_extensions).
template <class Def>
void assign_held(Def& to, const HeldFields& source, const HeldFields* old_source,
                 const FieldPaths& fields, const FieldPaths& extend) {
    if (fields.empty() && extend.empty()) return;
    FieldAssign assign;
    assign.source = &source;
    assign.old_source = old_source;
    assign.fields = fields;
    assign.extend = extend;
    describe(assign, to);
}

// The children of each changed parent take its changed fields where they inherit them.
// Each parent is captured once, and each child only in the fields that changed: with
// thousands of children of one template, capturing all of every child's fields for every
// changed field was most of an edit's time.
template <class Def>
void follow_kind(const Content& before, Content& next, const Children& children) {
    for (const auto& [parent, kids] : children) {
        const Def* was = find_in<Def>(before, parent);
        const Def* now = find_in<Def>(next, parent);
        if (!was || !now || *was == *now) continue;
        const HeldFields was_held = capture(*was);
        const HeldFields now_held = capture(*now);
        const FieldPaths changed = changed_held(was_held, now_held);
        for (const DefOrigin* kid : kids) {
            const Def* kid_before = find_in<Def>(before, kid->id);
            Def* kid_next = find_in<Def>(next, kid->id);
            if (!kid_before || !kid_next) continue;
            FieldPaths extended;
            FieldPaths written = fields_written_after(*kid, parent, &extended);
            drop_released(before, *kid, written);
            FieldPaths unwritten;
            FieldPaths extend;
            for (const std::string& field : changed) {
                const auto sets = [&field](const std::string& w) { return path_covers(w, field); };
                if (std::none_of(written.begin(), written.end(), sets)) {
                    unwritten.push_back(field);
                } else if (std::find(extended.begin(), extended.end(), field) != extended.end()) {
                    extend.push_back(field);
                }
            }
            // A field it does not write follows when it still holds the parent's value.
            FieldPaths follow;
            if (!unwritten.empty()) {
                const HeldFields kid_held = capture(*kid_before, &unwritten);
                for (const std::string& field : unwritten)
                    if (same_held(kid_held, was_held, field)) follow.push_back(field);
            }
            assign_held(*kid_next, now_held, &was_held, follow, extend);
        }
    }
}

}  // namespace

template <class Def>
FieldPaths changed_fields(const Def& a, const Def& b) {
    return changed_held(capture(a), capture(b));
}

template <class Def>
bool same_field(const Def& a, const Def& b, const std::string& field) {
    return same_held(capture(a), capture(b), field);
}

template <class Def>
void copy_fields(Def& to, const Def& from, const FieldPaths& fields) {
    if (fields.empty()) return;
    assign_held(to, capture(from), nullptr, fields, {});
}

template <class Def>
void follow_extensions(Def& to, const Def& old_parent, const Def& new_parent,
                       const FieldPaths& lists) {
    if (lists.empty()) return;
    const HeldFields old_source = capture(old_parent);
    assign_held(to, capture(new_parent), &old_source, {}, lists);
}

// Every kind of definition.
template FieldPaths changed_fields<TileDef>(const TileDef&, const TileDef&);
template bool same_field<TileDef>(const TileDef&, const TileDef&, const std::string&);
template void copy_fields<TileDef>(TileDef&, const TileDef&, const FieldPaths&);
template void follow_extensions<TileDef>(TileDef&, const TileDef&, const TileDef&,
                                         const FieldPaths&);
template const TileDef* find_definition<TileDef>(const Content&, const DefId&);
template FieldPaths changed_fields<ActorDef>(const ActorDef&, const ActorDef&);
template bool same_field<ActorDef>(const ActorDef&, const ActorDef&, const std::string&);
template void copy_fields<ActorDef>(ActorDef&, const ActorDef&, const FieldPaths&);
template void follow_extensions<ActorDef>(ActorDef&, const ActorDef&, const ActorDef&,
                                          const FieldPaths&);
template const ActorDef* find_definition<ActorDef>(const Content&, const DefId&);
template FieldPaths changed_fields<ItemDef>(const ItemDef&, const ItemDef&);
template bool same_field<ItemDef>(const ItemDef&, const ItemDef&, const std::string&);
template void copy_fields<ItemDef>(ItemDef&, const ItemDef&, const FieldPaths&);
template void follow_extensions<ItemDef>(ItemDef&, const ItemDef&, const ItemDef&,
                                         const FieldPaths&);
template const ItemDef* find_definition<ItemDef>(const Content&, const DefId&);
template FieldPaths changed_fields<SlotDef>(const SlotDef&, const SlotDef&);
template bool same_field<SlotDef>(const SlotDef&, const SlotDef&, const std::string&);
template void copy_fields<SlotDef>(SlotDef&, const SlotDef&, const FieldPaths&);
template void follow_extensions<SlotDef>(SlotDef&, const SlotDef&, const SlotDef&,
                                         const FieldPaths&);
template const SlotDef* find_definition<SlotDef>(const Content&, const DefId&);
template FieldPaths changed_fields<StatusDef>(const StatusDef&, const StatusDef&);
template bool same_field<StatusDef>(const StatusDef&, const StatusDef&, const std::string&);
template void copy_fields<StatusDef>(StatusDef&, const StatusDef&, const FieldPaths&);
template void follow_extensions<StatusDef>(StatusDef&, const StatusDef&, const StatusDef&,
                                           const FieldPaths&);
template const StatusDef* find_definition<StatusDef>(const Content&, const DefId&);
template FieldPaths changed_fields<VaultDef>(const VaultDef&, const VaultDef&);
template bool same_field<VaultDef>(const VaultDef&, const VaultDef&, const std::string&);
template void copy_fields<VaultDef>(VaultDef&, const VaultDef&, const FieldPaths&);
template void follow_extensions<VaultDef>(VaultDef&, const VaultDef&, const VaultDef&,
                                          const FieldPaths&);
template const VaultDef* find_definition<VaultDef>(const Content&, const DefId&);
template FieldPaths changed_fields<DamageTypeDef>(const DamageTypeDef&, const DamageTypeDef&);
template bool same_field<DamageTypeDef>(const DamageTypeDef&, const DamageTypeDef&,
                                        const std::string&);
template void copy_fields<DamageTypeDef>(DamageTypeDef&, const DamageTypeDef&, const FieldPaths&);
template void follow_extensions<DamageTypeDef>(DamageTypeDef&, const DamageTypeDef&,
                                               const DamageTypeDef&, const FieldPaths&);
template const DamageTypeDef* find_definition<DamageTypeDef>(const Content&, const DefId&);
template FieldPaths changed_fields<FactionDef>(const FactionDef&, const FactionDef&);
template bool same_field<FactionDef>(const FactionDef&, const FactionDef&, const std::string&);
template void copy_fields<FactionDef>(FactionDef&, const FactionDef&, const FieldPaths&);
template void follow_extensions<FactionDef>(FactionDef&, const FactionDef&, const FactionDef&,
                                            const FieldPaths&);
template const FactionDef* find_definition<FactionDef>(const Content&, const DefId&);
template FieldPaths changed_fields<AppearanceDef>(const AppearanceDef&, const AppearanceDef&);
template bool same_field<AppearanceDef>(const AppearanceDef&, const AppearanceDef&,
                                        const std::string&);
template void copy_fields<AppearanceDef>(AppearanceDef&, const AppearanceDef&, const FieldPaths&);
template void follow_extensions<AppearanceDef>(AppearanceDef&, const AppearanceDef&,
                                               const AppearanceDef&, const FieldPaths&);
template const AppearanceDef* find_definition<AppearanceDef>(const Content&, const DefId&);

template <class Def>
const Def* find_definition(const Content& content, const DefId& id) {
    return find_in<Def>(content, id);
}

bool path_covers(const std::string& written, const std::string& field) {
    return written == field || inside(field, written) || inside(written, field);
}

FieldPaths fields_written_after(const DefOrigin& origin, const DefId& ancestor,
                                FieldPaths* extended) {
    std::size_t first = 0;
    if (!ancestor.empty()) {
        for (std::size_t i = 0; i < origin.fragments.size(); ++i) {
            if (origin.fragments[i].owner == ancestor) first = i + 1;
        }
    }
    FieldPaths out;
    FieldPaths plain_lists;
    for (std::size_t i = first; i < origin.fragments.size(); ++i) {
        const DefFragment& f = origin.fragments[i];
        if (ancestor.empty() && f.owner != origin.id) continue;
        if (!f.body.IsMap()) continue;
        for (const auto& [path, mark] : written_fields(f.body, true)) out.push_back(path);
        if (!extended) continue;
        for (const YamlChild& pair : f.body) {
            const std::string& key = pair.first.Scalar();
            if (key.ends_with("+"))
                extended->push_back(key.substr(0, key.size() - 1));
            else
                plain_lists.push_back(key);
        }
    }
    if (extended) {
        // A list written whole after an extension replaces it: not followed.
        std::erase_if(*extended, [&](const std::string& k) {
            return std::find(plain_lists.begin(), plain_lists.end(), k) != plain_lists.end();
        });
    }
    return out;
}

void follow_templates(const Content& before, Content& next) {
    if (!before.provenance) return;
    const std::map<DefKind, Children> all = children_by_kind(*before.provenance);
    for (const auto& entry : all) {
        const Children& children = entry.second;  // a lambda below reads it: not a binding
        if (std::ranges::find(kDefKinds, entry.first) == std::end(kDefKinds)) continue;
        with_definitions_of(entry.first, [&](auto member) {
            using Def = typename std::remove_reference_t<decltype(before.*member)>::mapped_type;
            follow_kind<Def>(before, next, children);
        });
    }
}

std::vector<DefId> made_from(const Content& content, DefKind kind, const DefId& id) {
    std::vector<DefId> out;
    if (!content.provenance) return out;
    const Children children = children_of_kind(*content.provenance, kind);
    const auto it = children.find(id);
    if (it == children.end()) return out;
    for (const DefOrigin* kid : it->second) out.push_back(kid->id);
    return out;
}

namespace {

// Whether `origin` is one the editor made: none of its fragments is its own block.
bool made_in_editor(const DefOrigin& origin) {
    return std::none_of(origin.fragments.begin(), origin.fragments.end(),
                        [&](const DefFragment& f) { return f.owner == origin.id; });
}

}  // namespace

void set_parent_origin(Content& content, DefKind kind, const DefId& id, const DefId& parent) {
    if (!content.provenance) return;
    const std::string key = location_key(kind, id);
    const DefOrigin* was = content.provenance->origin(key);
    auto origin = std::make_shared<DefOrigin>();
    origin->kind = kind;
    origin->id = id;
    if (was) origin->abstract = was->abstract;
    if (!parent.empty()) {
        origin->templates.push_back(parent);
        if (const DefOrigin* above = content.provenance->origin(location_key(kind, parent))) {
            origin->fragments = above->fragments;
            origin->templates.insert(origin->templates.end(), above->templates.begin(),
                                     above->templates.end());
        }
    }
    // Its own blocks stay, after its new chain's.
    for (const DefFragment& f : was ? was->fragments : std::vector<DefFragment>{}) {
        if (f.owner == id) origin->fragments.push_back(f);
    }
    auto next = std::make_shared<ContentProvenance>(*content.provenance);
    if (origin->fragments.empty() && origin->templates.empty()) {
        next->definitions.erase(key);
    } else {
        next->definitions[key] = std::move(origin);
    }
    content.provenance = std::move(next);
}

void give_new_parent(Content& content, DefKind kind, const DefId& id, const DefId& parent) {
    if (!content.provenance) return;
    const DefOrigin* was = content.provenance->origin(location_key(kind, id));
    if (was && !made_in_editor(*was)) return;  // a file writes it: its `from:` is there
    set_parent_origin(content, kind, id, parent);
}

DefId new_parent_of(const Content& content, DefKind kind, const DefId& id) {
    if (!content.provenance) return {};
    const DefOrigin* origin = content.provenance->origin(location_key(kind, id));
    if (!origin || origin->templates.empty() || !made_in_editor(*origin)) return {};
    return origin->templates.front();
}

void rename_new_parents(Content& content, DefKind kind, const DefId& from, const DefId& to) {
    if (!content.provenance) return;
    const ContentProvenance& p = *content.provenance;
    const bool touched =
        std::any_of(p.definitions.begin(), p.definitions.end(), [&](const auto& e) {
            const DefOrigin& o = *e.second;
            return o.kind == kind && made_in_editor(o) &&
                   (o.id == from ||
                    std::find(o.templates.begin(), o.templates.end(), from) != o.templates.end());
        });
    if (!touched) return;
    auto next = std::make_shared<ContentProvenance>(p);
    std::map<std::string, std::shared_ptr<const DefOrigin>> moved;
    for (auto it = next->definitions.begin(); it != next->definitions.end();) {
        const DefOrigin& o = *it->second;
        if (o.kind != kind || !made_in_editor(o)) {
            ++it;
            continue;
        }
        auto copy = std::make_shared<DefOrigin>(o);
        std::replace(copy->templates.begin(), copy->templates.end(), from, to);
        if (copy->id == from) copy->id = to;
        const std::string key = location_key(kind, copy->id);
        it = next->definitions.erase(it);
        moved[key] = std::move(copy);
    }
    for (auto& [key, origin] : moved) next->definitions[key] = std::move(origin);
    content.provenance = std::move(next);
}

}  // namespace cf
