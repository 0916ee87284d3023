// The save conflict dialog's line diff: what the designer changed and what the file on
// disk changed, each marked against the other.

#include "editor/save_conflict.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace cf {
namespace {

using ::testing::ElementsAre;

TEST(SaveConflictDiff, MarksOnlyTheLinesThatDiffer) {
    // A mechanical mutant (j < m -> j >= m) marked every line changed and survived.
    const LineDiff d = diff_lines("orc:\n  hp: 10\n  power: 3\n", "orc:\n  hp: 12\n  power: 3\n");
    EXPECT_THAT(d.a_changed, ElementsAre(false, true, false));
    EXPECT_THAT(d.b_changed, ElementsAre(false, true, false));
}

TEST(SaveConflictDiff, AnAddedLineIsTheOnlyOneMarked) {
    const LineDiff d = diff_lines("a\nc\n", "a\nb\nc\n");
    EXPECT_THAT(d.a_changed, ElementsAre(false, false));
    EXPECT_THAT(d.b_changed, ElementsAre(false, true, false));
}

// One side ends where the other goes on: an empty file against lines, lines added at the
// end, lines removed at the end. Each side's lines are compared only while both have one.
TEST(SaveConflictDiff, ASideThatEndsFirstLeavesTheOthersRestMarked) {
    LineDiff d = diff_lines("", "a\nb\n");
    EXPECT_THAT(d.a_changed, ElementsAre());
    EXPECT_THAT(d.b_changed, ElementsAre(true, true));
    d = diff_lines("a\n", "a\nb\nc\n");
    EXPECT_THAT(d.a_changed, ElementsAre(false));
    EXPECT_THAT(d.b_changed, ElementsAre(false, true, true));
    d = diff_lines("a\nb\nc\n", "a\n");
    EXPECT_THAT(d.a_changed, ElementsAre(false, true, true));
    EXPECT_THAT(d.b_changed, ElementsAre(false));
}

}  // namespace
}  // namespace cf
