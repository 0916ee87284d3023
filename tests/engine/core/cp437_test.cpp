// Code page 437: the tileset's cells and the characters they show.

#include "engine/core/cp437.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>
#include <string_view>

namespace cf {
namespace {

TEST(Cp437, AsciiIsItsOwnCode) {
    EXPECT_EQ(cp437_code(U'@'), 64);
    EXPECT_EQ(cp437_code(U' '), 32);
    EXPECT_EQ(cp437_code(U'~'), 126);
}

TEST(Cp437, AccentedLettersBoxDrawingAndSymbolsFindTheirCells) {
    EXPECT_EQ(cp437_code(U'\u00e9'), 130);  // é
    EXPECT_EQ(cp437_code(U'\u00c7'), 128);  // Ç
    EXPECT_EQ(cp437_code(U'\u2591'), 176);  // ░
    EXPECT_EQ(cp437_code(U'\u2588'), 219);  // █
    EXPECT_EQ(cp437_code(U'\u03c0'), 227);  // π
    EXPECT_EQ(cp437_code(U'\u00a0'), 255);  // no-break space
    EXPECT_EQ(cp437_code(U'\u263a'), 1);    // ☺
    EXPECT_EQ(cp437_code(U'\u2665'), 3);    // ♥
    EXPECT_EQ(cp437_code(U'\u2302'), 127);  // ⌂
}

TEST(Cp437, CharactersTheTilesetLacksAndControlsHaveNoCell) {
    EXPECT_EQ(cp437_code(U'\u20ac'), std::nullopt);  // €
    EXPECT_EQ(cp437_code(U'\u00e3'), std::nullopt);  // ã
    EXPECT_EQ(cp437_code(U'\n'), std::nullopt);
    EXPECT_EQ(cp437_code(U'\0'), std::nullopt);
    EXPECT_EQ(cp437_code(0x7f), std::nullopt);
}

TEST(Cp437, EveryCellButTheBlankOneShowsADistinctCharacterThatMapsBack) {
    std::set<char32_t> seen;
    for (int code = 1; code < 256; ++code) {
        const char32_t c = cp437_character(code);
        EXPECT_TRUE(seen.insert(c).second) << "cell " << code << " repeats a character";
        EXPECT_EQ(cp437_code(c), code);
    }
}

// The code points of well-formed UTF-8 text (the test's own reading, not the engine's).
std::u32string utf32(std::string_view text) {
    std::u32string out;
    for (std::size_t i = 0; i < text.size();) {
        const auto byte = static_cast<unsigned char>(text[i]);
        const int length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4;
        char32_t c = length == 1 ? byte : byte & (0x7F >> length);
        for (int k = 1; k < length; ++k)
            c = (c << 6) |
                (static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]) & 0x3F);
        out.push_back(c);
        i += static_cast<std::size_t>(length);
    }
    return out;
}

// The code page as it is printed, a row of 16 cells a line (cell 0 and 255 blank, 127
// the house): every cell shows the character printed for it. Written as text, not as the
// table's code points, so a slip in either one shows.
TEST(Cp437, EveryCellShowsTheCharacterTheCodePagePrints) {
    const char* const rows[16] = {
        " ☺☻♥♦♣♠•◘○◙♂♀♪♫☼", "►◄↕‼¶§▬↨↑↓→←∟↔▲▼",  " !\"#$%&'()*+,-./", "0123456789:;<=>?",
        "@ABCDEFGHIJKLMNO", "PQRSTUVWXYZ[\\]^_", "`abcdefghijklmno",  "pqrstuvwxyz{|}~⌂",
        "ÇüéâäàåçêëèïîìÄÅ", "ÉæÆôöòûùÿÖÜ¢£¥₧ƒ",  "áíóúñÑªº¿⌐¬½¼¡«»",  "░▒▓│┤╡╢╖╕╣║╗╝╜╛┐",
        "└┴┬├─┼╞╟╚╔╩╦╠═╬╧", "╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀",  "αßΓπΣσµτΦΘΩδ∞φε∩",  "≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0"};
    for (int row = 0; row < 16; ++row) {
        const std::u32string cells = utf32(rows[row]);
        ASSERT_EQ(cells.size(), 16u) << "row " << row;
        for (int column = 0; column < 16; ++column) {
            const int code = row * 16 + column;
            if (code == 0) continue;  // blank
            EXPECT_EQ(static_cast<std::uint32_t>(cp437_character(code)),
                      static_cast<std::uint32_t>(cells[static_cast<std::size_t>(column)]))
                << "cell " << code;
        }
    }
}

}  // namespace
}  // namespace cf
