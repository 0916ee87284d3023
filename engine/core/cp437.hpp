#pragma once
// Code page 437, the layout of the glyph tileset: which character each of its 256
// cells shows, so a glyph written as a character ('é', '░', '♥') finds its cell.

#include <optional>

namespace cf {

// The character cell `code` (0..255) shows; U+0000 for cell 0, which is blank.
char32_t cp437_character(int code);

// The cell showing `character`, or nullopt when the tileset has no such character.
// ASCII controls are not characters of the tileset (cells 1..31 show symbols).
std::optional<int> cp437_code(char32_t character);

}  // namespace cf
