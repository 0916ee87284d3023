// UTF-8 as read from files: validity, single characters, escaping for messages.

#include "engine/core/utf8.hpp"

#include <gtest/gtest.h>

namespace cf {
namespace {

TEST(Utf8, AcceptsWellFormedText) {
    EXPECT_TRUE(valid_utf8(""));
    EXPECT_TRUE(valid_utf8("Orc"));
    EXPECT_TRUE(valid_utf8("Épée à deux mains"));
    EXPECT_TRUE(valid_utf8("\xe2\x99\xa5"));      // U+2665 heart
    EXPECT_TRUE(valid_utf8("\xf0\x9f\x90\x89"));  // U+1F409 dragon
}

TEST(Utf8, RefusesMalformedText) {
    EXPECT_FALSE(valid_utf8("Orc\xff"));           // never a UTF-8 byte
    EXPECT_FALSE(valid_utf8("caf\xe9"));           // Latin-1 é
    EXPECT_FALSE(valid_utf8("\xc3"));              // truncated
    EXPECT_FALSE(valid_utf8("\xc0\xaf"));          // overlong '/'
    EXPECT_FALSE(valid_utf8("\xed\xa0\x80"));      // surrogate U+D800
    EXPECT_FALSE(valid_utf8("\xf4\x90\x80\x80"));  // past U+10FFFF
    EXPECT_FALSE(valid_utf8("\x80"));              // lone continuation
}

TEST(Utf8, SingleCodePointIsExactlyOneCharacter) {
    EXPECT_EQ(single_code_point("@"), U'@');
    EXPECT_EQ(single_code_point("\xc3\xa9"), U'\u00e9');
    EXPECT_EQ(single_code_point("\xe2\x96\x91"), U'\u2591');
    EXPECT_EQ(single_code_point(""), std::nullopt);
    EXPECT_EQ(single_code_point("oo"), std::nullopt);
    EXPECT_EQ(single_code_point("\xc3\xa9x"), std::nullopt);
    EXPECT_EQ(single_code_point("\xe9"), std::nullopt);
}

TEST(Utf8, EscapeControlsKeepsTextOnOneLine) {
    EXPECT_EQ(escape_controls("plain é ♥"), "plain é ♥");
    EXPECT_EQ(escape_controls("a\nb\tc\rd"), "a\\nb\\tc\\rd");
    EXPECT_EQ(escape_controls(std::string("nul\0", 4)), "nul\\x00");
    EXPECT_EQ(escape_controls("\x1b[31mred"), "\\x1b[31mred");
    EXPECT_EQ(escape_controls("\xc2\x85"), "\\xc2\\x85");  // C1 control NEL, a line break to some
    EXPECT_EQ(escape_controls("bad\xff"), "bad\\xff");
}

// Every length of encoding, each read back as the one character it was.
TEST(Utf8, AppendWritesEachCodePointInItsShortestForm) {
    std::string out;
    for (const char32_t c : {U'@', U'\u00e9', U'\u2591', U'\U0001F600', U'\U0010FFFF'}) {
        std::string one;
        append_utf8(one, c);
        EXPECT_EQ(single_code_point(one), c) << one;
        out += one;
    }
    EXPECT_EQ(out, "@\xc3\xa9\xe2\x96\x91\xf0\x9f\x98\x80\xf4\x8f\xbf\xbf");
}

TEST(Utf8, BoundedTextKeepsShortTextAndCutsLongTextAtACharacter) {
    EXPECT_EQ(bounded_text("Orc", 3), "Orc");
    EXPECT_EQ(bounded_text("Orcs", 3), "Orc ... (1 more characters)");
    // "é" is two bytes: a cut inside it moves back to its start.
    EXPECT_EQ(bounded_text("aéb", 2), "a ... (2 more characters)");
    EXPECT_EQ(bounded_text(std::string(20'000, 'x'), 4000).size(),
              4000 + std::string(" ... (16000 more characters)").size());
}

}  // namespace
}  // namespace cf
