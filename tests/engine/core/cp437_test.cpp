// Code page 437: the tileset's cells and the characters they show.

#include "engine/core/cp437.hpp"

#include <gtest/gtest.h>

#include <set>

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

}  // namespace
}  // namespace cf
