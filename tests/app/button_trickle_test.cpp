// Mouse buttons reach ImGui 1.86 one change a frame: two quick clicks within one slow frame
// are still two clicks (a double-click on a number field opens it for typing however slow
// the frames are), and a held button stays held.

#include "app/platform/button_trickle.hpp"

#include <gtest/gtest.h>

#include <string>

namespace cf {
namespace {

// The states ImGui sees for the left button over `frames` frames, as "1" (down) or "0".
std::string seen(ButtonTrickle& t, int frames, bool held_now = false) {
    std::string out;
    for (int i = 0; i < frames; ++i) {
        t.next_frame([&](int) { return held_now; });
        out += t.down(0) ? '1' : '0';
    }
    return out;
}

TEST(ButtonTrickle, ADoubleClickWithinOneFrameIsTwoClicks) {
    ButtonTrickle t;
    t.push(0, true);
    t.push(0, false);
    t.push(0, true);
    t.push(0, false);
    EXPECT_TRUE(t.waiting());
    EXPECT_EQ(seen(t, 5), "10100");  // down, up, down, up: ImGui counts two clicks
    EXPECT_FALSE(t.waiting());
}

TEST(ButtonTrickle, AClickInEachOfTwoFramesIsUpBetweenThem) {
    ButtonTrickle t;
    t.push(0, true);
    t.push(0, false);
    EXPECT_EQ(seen(t, 1), "1");
    t.push(0, true);  // the second click arrives while the first is shown
    t.push(0, false);
    EXPECT_EQ(seen(t, 4), "0100");
}

TEST(ButtonTrickle, AHeldButtonStaysDownAndAMissedReleaseIsPutRight) {
    ButtonTrickle t;
    t.push(0, true);
    EXPECT_EQ(seen(t, 3, true), "111");  // a drag: held for as long as it is held
    EXPECT_EQ(seen(t, 1, false), "0");   // its release never came (the focus went away)
}

TEST(ButtonTrickle, ButtonsTrickleApartAndStrangeButtonsAreIgnored) {
    ButtonTrickle t;
    t.push(1, true);
    t.push(0, true);
    t.push(1, false);
    t.push(9, true);
    t.push(-1, true);
    t.next_frame([](int) { return false; });
    EXPECT_TRUE(t.down(0));
    EXPECT_TRUE(t.down(1));
    EXPECT_FALSE(t.down(9));
    t.next_frame([](int) { return false; });
    EXPECT_FALSE(t.down(1));
}

}  // namespace
}  // namespace cf
