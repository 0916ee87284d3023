#pragma once
// A schema visitor (schema.hpp) that writes down every field of a definition as text, for
// the editor's tooltips, markers and spreadsheet.

#include <array>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/content/schema.hpp"
#include "engine/content/schema_walker.hpp"

namespace cf {

// Every field's value as text by path ("fighter.power" -> "3"), an absent optional object
// as "(none)": what the tooltips show as default and saved values, and what tells a field
// that differs from the saved file.
struct FieldTexts : SchemaWalker<FieldTexts>, PathWalker {
    using PathWalker::enter;
    using PathWalker::leave;
    std::map<std::string, std::string> values;

    void text(const char* key, std::string& v, bool) {
        values[where(key)] = v.empty() ? "(empty)" : v;
    }
    void number(const char* key, int& v, int, int) { values[where(key)] = std::to_string(v); }
    void flag(const char* key, bool& v) { values[where(key)] = v ? "true" : "false"; }
    void color(const char* key, Color& v) {
        char hex[8];
        std::snprintf(hex, sizeof hex, "#%02x%02x%02x", v.r, v.g, v.b);
        values[where(key)] = hex;
    }
    void glyph(const char* key, int& v) { number(key, v, 0, 255); }
    template <class E, std::size_t N>
    void choice(const char* key, E& v, const std::array<std::string_view, N>& names) {
        const auto i = static_cast<std::size_t>(v);
        values[where(key)] = i < N ? std::string(names[i]) : "?";
    }
    void reference(const char* key, DefId& v, DefKind) {
        values[where(key)] = v.empty() ? "(none)" : v;
    }
    void references(const char* key, std::vector<DefId>& v, DefKind) {
        std::string list;
        for (const DefId& id : v) list += (list.empty() ? "" : ", ") + id;
        values[where(key)] = "[" + list + "]";
    }
    template <class T>
    void optional_object(const char* key, std::optional<T>& v) {
        values[where(key)] = v ? "(present)" : "(none)";
        if (v) object(key, *v);
    }
    // A list as its length ("2 entries"), then each entry's fields ("on_hit[0].damage").
    template <class T>
    void list(const char* key, std::vector<T>& items) {
        values[where(key)] =
            std::to_string(items.size()) + (items.size() == 1 ? " entry" : " entries");
        SchemaWalker<FieldTexts>::list(key, items);
    }
    template <class T>
    void tagged_list(const char* key, std::vector<T>& items) {
        list(key, items);
    }
    // The object's fields, and the object as the scalar its shorthand names ("hostile").
    template <class T>
    void shorthand(const char* key, T& v) {
        FieldTexts inner;
        describe(inner, v);
        values[where(key)] = inner.values[T::kShorthandKey];
        object(key, v);
    }
};

template <class Def>
std::map<std::string, std::string> field_texts(Def def) {
    FieldTexts texts;
    describe(texts, def);
    return std::move(texts.values);
}

}  // namespace cf
