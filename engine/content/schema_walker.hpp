#pragma once
// A base for schema visitors (schema.hpp) that care about a few kinds of field: it
// visits nothing by default and recurses into objects, so a walker that collects or
// rewrites references writes only reference() and references().

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/content/schema.hpp"

namespace cf {

// Visits nothing by default and recurses into objects, list entries and shorthand objects;
// derived walkers hide the functions they care about. enter/leave bracket every nested
// object and every list entry ("abilities[0]"). Older forms (legacy) are not visited: a
// definition holds only the form it means.
template <class Derived>
struct SchemaWalker {
    void text(const char*, std::string&, bool) {}
    void number(const char*, int&, int, int) {}
    void flag(const char*, bool&) {}
    void color(const char*, Color&) {}
    void glyph(const char*, int&) {}
    template <class E, std::size_t N>
    void choice(const char*, E&, const std::array<std::string_view, N>&) {}
    void reference(const char*, DefId&, DefKind) {}
    void references(const char*, std::vector<DefId>&, DefKind) {}
    void lines(const char*, std::vector<std::string>&) {}  // a vault's map rows
    void enter(const char*) {}
    void leave() {}

    template <class T>
    void object(const char* key, T& value) {
        Derived& self = static_cast<Derived&>(*this);
        self.enter(key);
        describe(self, value);
        self.leave();
    }
    template <class T>
    void optional_object(const char* key, std::optional<T>& value) {
        if (value) static_cast<Derived&>(*this).object(key, *value);
    }
    template <class T>
    void list(const char* key, std::vector<T>& items) {
        Derived& self = static_cast<Derived&>(*this);
        for (std::size_t i = 0; i < items.size(); ++i) {
            const std::string label = std::string(key) + "[" + std::to_string(i) + "]";
            self.enter(label.c_str());
            describe(self, items[i]);
            self.leave();
        }
    }
    template <class T>
    void tagged_list(const char* key, std::vector<T>& items) {
        static_cast<Derived&>(*this).list(key, items);
    }
    template <class T>
    void shorthand(const char* key, T& value) {
        static_cast<Derived&>(*this).object(key, value);
    }
    template <class T, class Old>
    void legacy(const char*, std::optional<T>&, T (*)(const Old&)) {}
};

// "fighter.power": `key` under the objects `path` names, outermost first, joined by dots.
inline std::string field_path(const std::vector<std::string>& path, std::string_view key) {
    std::string out;
    for (const std::string& part : path) out += part + ".";
    return out.append(key);
}

// Keeps the objects a walker has entered, for walkers that name fields by path; a walker
// deriving from both this and SchemaWalker says `using PathWalker::enter, leave`. The
// entered objects are kept joined ("abilities[0].effects[1]."), so naming a field is one
// append: walkers name every field of thousands of definitions per edit.
struct PathWalker {
    std::string joined;  // each entered object's key followed by '.'
    std::vector<std::size_t> marks;

    void enter(const char* key) {
        marks.push_back(joined.size());
        joined.append(key).push_back('.');
    }
    void leave() {
        joined.resize(marks.back());
        marks.pop_back();
    }
    bool at_top() const { return marks.empty(); }  // in no nested object
    // Whether the field `key` here is `path` or lies inside it ("fighter.power" is inside
    // "fighter"; "abilities[0].range" inside "abilities"), without making its path.
    bool within(std::string_view key, std::string_view path) const {
        const std::size_t size = joined.size() + key.size();
        if (size < path.size()) return false;
        if (path.size() <= joined.size()) {
            if (!std::string_view(joined).starts_with(path)) return false;
        } else if (!path.starts_with(joined) || !key.starts_with(path.substr(joined.size()))) {
            return false;
        }
        if (size == path.size()) return true;
        const char next =
            path.size() < joined.size() ? joined[path.size()] : key[path.size() - joined.size()];
        return next == '.' || next == '[';
    }
    // Whether the field `key` here is exactly `path`.
    bool is(std::string_view key, std::string_view path) const {
        return path.size() == joined.size() + key.size() && path.starts_with(joined) &&
               path.substr(joined.size()) == key;
    }
    std::string where(std::string_view key) const {
        std::string out;
        out.reserve(joined.size() + key.size());
        return out.append(joined).append(key);
    }
};

// Walks `value` with a walker that only reads what it visits. describe() hands out
// mutable references (the loader writes through the same schema), so a read-only walk
// would otherwise copy the whole definition first; a walker passed here declares
// `kReadsOnly` and never assigns through them.
template <class Walker, class T>
void describe_reading(Walker& walker, const T& value) {
    static_assert(Walker::kReadsOnly, "a walker given a const value must only read it");
    describe(walker, const_cast<T&>(value));  // NOLINT(cppcoreguidelines-pro-type-const-cast)
}

}  // namespace cf
