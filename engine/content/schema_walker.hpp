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
// deriving from both this and SchemaWalker says `using PathWalker::enter, leave`.
struct PathWalker {
    std::vector<std::string> path;

    void enter(const char* key) { path.emplace_back(key); }
    void leave() { path.pop_back(); }
    std::string where(const char* key) const { return field_path(path, key); }
};

}  // namespace cf
