#include "engine/core/text_lines.hpp"

#include <gtest/gtest.h>

namespace cf {
namespace {

using Lines = std::vector<std::string>;

TEST(TextLines, AFinalNewlineEndsTheLastLine) {
    EXPECT_EQ(text_lines("a\nb\n"), (Lines{"a", "b"}));
    EXPECT_EQ(text_lines("a\nb"), (Lines{"a", "b"}));
}

TEST(TextLines, EmptyLinesInsideAreKept) {
    EXPECT_EQ(text_lines("a\n\n\nb\n"), (Lines{"a", "", "", "b"}));
    EXPECT_EQ(text_lines("\n"), (Lines{""}));
}

TEST(TextLines, NoTextIsNoLines) { EXPECT_TRUE(text_lines("").empty()); }

}  // namespace
}  // namespace cf
