#pragma once
// Schema visitors (schema.hpp) the content document uses to work on any definition
// without knowing its fields: checking, conforming, renaming and finding references.

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "editor/content_document.hpp"
#include "engine/content/schema.hpp"
#include "engine/content/schema_walker.hpp"

namespace cf {

// Empty required text and numbers outside their range.
struct SchemaChecker : SchemaWalker<SchemaChecker>, PathWalker {
    using PathWalker::enter;
    using PathWalker::leave;
    static constexpr bool kReadsOnly = true;
    std::vector<std::string> messages;

    void text(const char* key, std::string& value, bool required) {
        if (required && value.empty()) messages.push_back(where(key) + " must not be empty");
    }
    void number(const char* key, int& value, int lo, int hi) {
        if (value < lo || value > hi) {
            messages.push_back(where(key) + " is " + std::to_string(value) + "; it must be " +
                               std::to_string(lo) + ".." + std::to_string(hi));
        }
    }
    void glyph(const char* key, int& value) { number(key, value, 0, 255); }
};

using DefFieldValue = std::variant<std::string, int, bool, Color, std::vector<DefId>>;

// A walker that treats every plain field alike: texts, numbers, flags, colours, glyphs and
// references each go to Derived::visit_value(v), whatever their key and limits.
template <class Derived>
struct PlainValueWalker : SchemaWalker<Derived> {
    void text(const char*, std::string& v, bool) { self().visit_value(v); }
    void number(const char*, int& v, int, int) { self().visit_value(v); }
    void flag(const char*, bool& v) { self().visit_value(v); }
    void color(const char*, Color& v) { self().visit_value(v); }
    void glyph(const char*, int& v) { self().visit_value(v); }
    void reference(const char*, DefId& v, DefKind) { self().visit_value(v); }
    void references(const char*, std::vector<DefId>& v, DefKind) { self().visit_value(v); }
    void lines(const char*, std::vector<std::string>& v) { self().visit_value(v); }

  private:
    Derived& self() { return static_cast<Derived&>(*this); }
};

// Records every described value in visiting order (optional objects as present/absent).
struct FieldRecorder : PlainValueWalker<FieldRecorder> {
    std::vector<DefFieldValue> values;

    template <class T>
    void keep(const T& value) {
        values.emplace_back(std::in_place_type<T>, value);
    }
    template <class T>
    void visit_value(const T& v) {
        keep(v);
    }
    template <class E, std::size_t N>
    void choice(const char*, E& v, const std::array<std::string_view, N>&) {
        keep(static_cast<int>(v));
    }
    template <class T>
    void optional_object(const char* key, std::optional<T>& v) {
        keep(v.has_value());
        if (v) object(key, *v);
    }
    // A list's length, then each entry (its kind first, when it has one).
    template <class T>
    void list(const char*, std::vector<T>& items) {
        keep(static_cast<int>(items.size()));
        for (T& item : items) {
            if constexpr (requires { item.kind; }) keep(static_cast<int>(item.kind));
            describe(*this, item);
        }
    }
};

// Plays recorded values back into a default object, so fields the schema does not
// describe for it keep their defaults. Choices come before the fields they select, so
// the walk takes the same path as the recording.
struct FieldReplayer : PlainValueWalker<FieldReplayer> {
    const std::vector<DefFieldValue>* values = nullptr;
    std::size_t next = 0;

    template <class T>
    void take(T& out) {
        out = std::get<T>((*values)[next++]);
    }
    template <class T>
    void visit_value(T& v) {
        take(v);
    }
    template <class E, std::size_t N>
    void choice(const char*, E& v, const std::array<std::string_view, N>&) {
        int index = 0;
        take(index);
        v = static_cast<E>(index);
    }
    template <class T>
    void optional_object(const char* key, std::optional<T>& v) {
        bool present = false;
        take(present);
        if (!present) {
            v.reset();
            return;
        }
        v.emplace();
        object(key, *v);
    }
    template <class T>
    void list(const char*, std::vector<T>& items) {
        int size = 0;
        take(size);
        items.assign(static_cast<std::size_t>(size), T{});
        for (T& item : items) {
            if constexpr (requires { item.kind; }) {
                int kind = 0;
                take(kind);
                item.kind = static_cast<decltype(item.kind)>(kind);
            }
            describe(*this, item);
        }
    }
};

// Clamps numbers into range and points empty references at the first id of their kind.
struct Conformer : SchemaWalker<Conformer> {
    const Content* content = nullptr;

    void number(const char*, int& v, int lo, int hi) { v = std::clamp(v, lo, hi); }
    void glyph(const char*, int& v) { v = std::clamp(v, 0, 255); }
    void reference(const char*, DefId& v, DefKind kind) {
        if (!v.empty()) return;
        const std::vector<DefId> ids = ids_of(*content, kind);
        if (!ids.empty()) v = ids.front();
    }
    void optional_reference(const char*, DefId&, DefKind) {}  // empty is a value of its own
};

template <class Def>
void conform(const Content& content, Def& def) {
    FieldRecorder recorder;
    describe(recorder, def);
    Def fresh{};
    if constexpr (requires { def.id; }) fresh.id = def.id;
    FieldReplayer replayer;
    replayer.values = &recorder.values;
    describe(replayer, fresh);
    Conformer conformer;
    conformer.content = &content;
    describe(conformer, fresh);
    def = std::move(fresh);
}

// Points every reference to (kind, from) at `to`.
struct ReferenceRenamer : SchemaWalker<ReferenceRenamer> {
    DefKind kind = DefKind::tile;
    DefId from;
    DefId to;

    void reference(const char*, DefId& v, DefKind k) {
        if (k == kind && v == from) v = to;
    }
    void references(const char*, std::vector<DefId>& v, DefKind k) {
        if (k == kind) std::replace(v.begin(), v.end(), from, to);
    }
    // A vault legend's entity: actor or item ids with weights.
    using SchemaWalker<ReferenceRenamer>::list;
    void list(const char*, std::vector<WeightedId>& choice) {
        if (kind != DefKind::actor && kind != DefKind::item) return;
        for (WeightedId& w : choice) {
            if (w.id == from) w.id = to;
        }
    }
};

// Removes (kind, id) from reference lists.
struct ReferencePruner : SchemaWalker<ReferencePruner> {
    DefKind kind = DefKind::tile;
    DefId id;

    void references(const char*, std::vector<DefId>& v, DefKind k) {
        if (k == kind) std::erase(v, id);
    }
};

// Whether an object names (kind, id) in a single reference of its own, outside the lists
// it holds (an effect's `status: poisoned`; not one of its entries' references).
struct DirectReferenceFinder : SchemaWalker<DirectReferenceFinder> {
    DefKind kind = DefKind::tile;
    DefId id;
    bool found = false;

    void reference(const char*, DefId& v, DefKind k) { found = found || (k == kind && v == id); }
    template <class T>
    void list(const char*, std::vector<T>&) {}
};

// Takes (kind, id) out of reference lists and removes every list entry (an effect, an
// ability, a vault legend's choice) that names it directly, counting what went; single
// references outside any list entry (an item's slot) stay.
struct ReferenceRemover : SchemaWalker<ReferenceRemover> {
    DefKind kind = DefKind::tile;
    DefId id;
    std::size_t removed = 0;

    void references(const char*, std::vector<DefId>& v, DefKind k) {
        if (k == kind) removed += std::erase(v, id);
    }
    template <class T>
    void list(const char* key, std::vector<T>& items) {
        removed += std::erase_if(items, [&](T& item) {
            DirectReferenceFinder finder;
            finder.kind = kind;
            finder.id = id;
            describe(finder, item);
            return finder.found;
        });
        SchemaWalker<ReferenceRemover>::list(key, items);
    }
    void list(const char*, std::vector<WeightedId>& choice) {
        if (kind != DefKind::actor && kind != DefKind::item) return;
        removed += std::erase_if(choice, [&](const WeightedId& w) { return w.id == id; });
    }
};

// Lists where (kind, id) is referenced as "<owner> <field path>".
struct ReferenceFinder : SchemaWalker<ReferenceFinder>, PathWalker {
    using PathWalker::enter;
    using PathWalker::leave;
    DefKind kind = DefKind::tile;
    DefId id;
    std::string owner;
    std::vector<std::string>* found = nullptr;

    void reference(const char* key, DefId& v, DefKind k) {
        if (k == kind && v == id) found->push_back(owner + " " + where(key));
    }
    void references(const char* key, std::vector<DefId>& v, DefKind k) {
        if (k == kind && std::find(v.begin(), v.end(), id) != v.end()) {
            found->push_back(owner + " " + where(key));
        }
    }
    // A vault legend's entity: actor or item ids with weights.
    using SchemaWalker<ReferenceFinder>::list;
    void list(const char* key, std::vector<WeightedId>& choice) {
        if (kind != DefKind::actor && kind != DefKind::item) return;
        for (const WeightedId& w : choice) {
            if (w.id == id) found->push_back(owner + " " + where(key));
        }
    }
};

// Calls f(kind, definition) for every definition of every kind, the templates last.
template <class F>
void for_each_definition(Content& c, F&& f) {
    for (auto& entry : c.tiles) f(DefKind::tile, entry.second);
    for (auto& entry : c.actors) f(DefKind::actor, entry.second);
    for (auto& entry : c.items) f(DefKind::item, entry.second);
    for (auto& entry : c.slots) f(DefKind::slot, entry.second);
    for (auto& entry : c.statuses) f(DefKind::status, entry.second);
    for (auto& entry : c.vaults) f(DefKind::vault, entry.second);
    for (auto& entry : c.damage_types) f(DefKind::damage_type, entry.second);
    for (auto& entry : c.templates.tiles) f(DefKind::tile, entry.second);
    for (auto& entry : c.templates.actors) f(DefKind::actor, entry.second);
    for (auto& entry : c.templates.items) f(DefKind::item, entry.second);
    for (auto& entry : c.templates.slots) f(DefKind::slot, entry.second);
    for (auto& entry : c.templates.statuses) f(DefKind::status, entry.second);
    for (auto& entry : c.templates.vaults) f(DefKind::vault, entry.second);
    for (auto& entry : c.templates.damage_types) f(DefKind::damage_type, entry.second);
    for (auto& entry : c.templates.factions) f(DefKind::faction, entry.second);
    for (auto& entry : c.templates.appearances) f(DefKind::appearance, entry.second);
    for (auto& entry : c.factions) f(DefKind::faction, entry.second);
    for (auto& entry : c.appearances) f(DefKind::appearance, entry.second);
}

}  // namespace cf
