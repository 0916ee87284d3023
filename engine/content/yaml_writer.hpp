#pragma once
// Writes one definition as canonical YAML through its schema (schema.hpp): every field,
// in schema order, two spaces per level. The loader's YamlReader is the mirror image, so
// whatever this writes reads back as the same value. Non-template members are defined
// in content_writer.cpp.

#include <array>
#include <cassert>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/yaml_text.hpp"

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

  private:
    // "<indent>key: value\n", or "<indent>key:\n" when `value` is empty (a nested block).
    void line(const char* key, const std::string& value);

    std::string& out_;
    int indent_;
};

}  // namespace cf
