// The message log follows its newest line until the player scrolls up to read.

#include "app/ui/log_follow.hpp"

#include <gtest/gtest.h>

namespace cf {
namespace {

// ImGui's default font is 13 px with 4 px between items; the UI scale multiplies both.
constexpr float line_at(float scale) { return (13.0f + 4.0f) * scale; }

TEST(LogFollow, AShortLogFollows) { EXPECT_TRUE(log_follows(0, 0, line_at(1))); }

// Found in play: after explore stopped, the log did not scroll to its newest line. Scrolled
// to the last line, ImGui leaves the item spacing under it: 5 px at a UI scale of 1.25,
// which the old fixed allowance of 4 px took for a player scrolled up.
TEST(LogFollow, KeepsFollowingWithTheItemSpacingUnderTheLastLineAtEveryScale) {
    for (const float scale : {1.0f, 1.25f, 1.5f, 2.0f, 3.0f}) {
        const float max = 1000;
        EXPECT_TRUE(log_follows(max, max, line_at(scale))) << scale;
        EXPECT_TRUE(log_follows(max - 4.0f * scale, max, line_at(scale))) << scale;
    }
}

TEST(LogFollow, StopsWhileThePlayerReadsOlderLines) {
    for (const float scale : {1.0f, 1.25f, 2.0f}) {
        const float max = 1000;
        EXPECT_FALSE(log_follows(max - 2 * line_at(scale), max, line_at(scale))) << scale;
        EXPECT_FALSE(log_follows(0, max, line_at(scale))) << scale;
    }
}

}  // namespace
}  // namespace cf
