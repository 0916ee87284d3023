#pragma once
// Writes one definition as canonical YAML through its schema (schema.hpp): every field,
// in schema order, two spaces per level. Entries of lists (abilities, effects) are the
// exception: each writes its first key and then only the fields that differ from their
// defaults, so `- damage: 3` stays one line. The loader's YamlReader is the mirror image,
// so whatever this writes reads back as the same value. Non-template members are defined
// in content_writer.cpp.

#include <array>
#include <cassert>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/yaml/yaml_text.hpp"

namespace cf {

// A glyph: a letter plain, other printable ASCII but digits and space as a quoted
// character, anything else as its CP437 number (a plain number reads as a code).
std::string yaml_glyph(int glyph);

class YamlWriter {
  public:
    // Appends fields to `out`, each line indented by `indent` spaces.
    YamlWriter(std::string& out, int indent) : out_(out), indent_(indent) {}

    void text(const char* key, std::string& value, bool required);
    void number(const char* key, int& value, int lo, int hi);
    void flag(const char* key, bool& value);
    void color(const char* key, Color& value);
    void glyph(const char* key, int& value);
    void reference(const char* key, DefId& value, DefKind kind);
    void references(const char* key, std::vector<DefId>& value, DefKind kind);
    // A vault's forms (schema.hpp): `[first, last]`; the legend keyed by glyph, each entry
    // with only the fields it sets; `entity: orc` for a choice of one, else a mapping of
    // weights; `monster: depth` when set; the map's rows double-quoted, one a line.
    void span(const char* key, int& first, int& last, int lo, int hi);
    void legend(const char* key, std::vector<VaultGlyph>& items);
    void weighted(const char* key, std::vector<WeightedId>& choice);
    // A flow mapping of ids to numbers, left out when empty.
    void id_amounts(const char* key, std::vector<IdAmount>& value, DefKind kind, int lo, int hi);
    void from_depth(const char* key, bool& value);
    void lines(const char* key, std::vector<std::string>& rows);
    // `charges: 3` when least and most agree, else `charges: [2, 5]`; nothing when unset.
    void count_range(const char* key, std::optional<ChargesDef>& value);

    template <class E, std::size_t N>
    void choice(const char* key, E& value, const std::array<std::string_view, N>& names) {
        const auto index = static_cast<std::size_t>(value);
        assert(index < N && "an enum value the schema has no name for");
        line(key, yaml_scalar(names[index]));
    }

    template <class T>
    void object(const char* key, T& value) {
        line(key, "");
        YamlWriter sub(out_, indent_ + 2);
        describe(sub, value);
    }

    template <class T>
    void optional_object(const char* key, std::optional<T>& value) {
        if (value) object(key, *value);
    }

    template <class T>
    void list(const char* key, std::vector<T>& items) {
        if (items.empty()) {
            line(key, "[]");
            return;
        }
        line(key, "");
        for (T& item : items) {
            T defaults{};
            if constexpr (requires { item.kind; }) defaults.kind = item.kind;
            entry(fields_of(item), fields_of(defaults));
        }
    }
    template <class T>
    void tagged_list(const char* key, std::vector<T>& items) {
        list(key, items);
    }
    template <class T>
    void optional_list(const char* key, std::vector<T>& items) {
        if (!items.empty()) list(key, items);
    }
    // Fields added after files were written without them: left out at their default, so
    // those files stay canonical (schema.hpp later_number, later_object).
    void later_number(const char* key, int& value, int lo, int hi, int plain) {
        if (value != plain) number(key, value, lo, hi);
    }
    void later_text(const char* key, std::string& value) {
        if (!value.empty()) text(key, value, false);
    }
    template <class T>
    void later_object(const char* key, T& value) {
        if (!(value == T{})) object(key, value);
    }

    // The scalar of the first field when every other field has its default.
    template <class T>
    void shorthand(const char* key, T& value) {
        T plain{};
        if constexpr (requires { value.kind; }) plain.kind = value.kind;
        if (!(value == plain)) {
            object(key, value);
            return;
        }
        const std::string fields = fields_of(value);
        const std::size_t colon = fields.find(": ");
        line(key, fields.substr(colon + 2, fields.find('\n') - colon - 2));
    }

    template <class T, class Old>
    void legacy(const char*, std::optional<T>&, T (*)(const Old&)) {}

  private:
    // The fields of `value` as canonical lines at indent 0.
    template <class T>
    static std::string fields_of(T& value) {
        std::string out;
        YamlWriter writer(out, 0);
        describe(writer, value);
        return out;
    }
    // One list entry ("- first: ..." then its other fields) from the canonical lines of the
    // value and of its defaults: the first field always, the others where they differ.
    void entry(const std::string& fields, const std::string& defaults);

    // "<indent>key: value\n", or "<indent>key:\n" when `value` is empty (a nested block).
    void line(const char* key, const std::string& value);

    std::string& out_;
    int indent_;
};

}  // namespace cf
