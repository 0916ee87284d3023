// Walks in the window go at the player's pace on the clock, not on frames: the same
// walk takes the same steps in a second whether the window draws 5 or 60 frames in it.

#include "app/walk_pacer.hpp"

#include <gtest/gtest.h>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

// A long corridor: a walk along it never stops on its own within a second or two.
const std::vector<std::string> kCorridor = {
    "############################################################",
    "#@.........................................................#",
    "############################################################",
};

// Drives a walk to the corridor's end at `fps` frames a second for `seconds`; returns
// the steps taken.
int steps_in(double seconds, double fps, WalkPace pace) {
    Game game = test::prefab_game(test::default_content(), kCorridor);
    game.mutable_world().map.explore_all();
    WalkPacer driver;
    driver.set_pace(pace);
    driver.travel(game, {58, 1});
    int steps = 0;
    const auto submit = [&](const Command& c) {
        ++steps;
        return game.submit(c);
    };
    const int frames = static_cast<int>(seconds * fps);
    for (int f = 0; f <= frames; ++f) driver.frame(game, false, f / fps, submit);
    return steps;
}

TEST(WalkPacer, TheSamePaceAtAnyFrameRate) {
    // Paces whose intervals binary fractions hold exactly, so the count is exact.
    const WalkPace eight{8};
    // The first step goes at once, then one every eighth of a second.
    EXPECT_EQ(steps_in(2.0, 60.0, eight), 17);
    EXPECT_EQ(steps_in(2.0, 5.0, eight), 17);
    EXPECT_EQ(steps_in(2.0, 1.5, eight), 17) << "a frame every 0.67 s still walks the pace";
    EXPECT_EQ(steps_in(1.0, 60.0, WalkPace{32}), 33);
    EXPECT_EQ(steps_in(1.0, 7.0, WalkPace{32}), 33);
}

TEST(WalkPacer, InstantWalksTheWholeWayInOneFrame) {
    Game game = test::prefab_game(test::default_content(), kCorridor);
    game.mutable_world().map.explore_all();
    WalkPacer driver;
    driver.set_pace(WalkPace{WalkPace::kInstant});
    driver.travel(game, {58, 1});
    driver.frame(game, false, 0.0, [&](const Command& c) { return game.submit(c); });
    EXPECT_EQ(game.world().player().pos, (Point{58, 1}));
    EXPECT_FALSE(driver.active());
    EXPECT_EQ(driver.last_stop(), WalkStop::arrived);
}

TEST(WalkPacer, AKeyStopsTheWalkAndIsUsedUp) {
    Game game = test::prefab_game(test::default_content(), kCorridor);
    game.mutable_world().map.explore_all();
    WalkPacer driver;
    driver.travel(game, {58, 1});
    const auto submit = [&](const Command& c) { return game.submit(c); };
    EXPECT_TRUE(driver.frame(game, false, 0.0, submit));
    const Point stopped_at = game.world().player().pos;
    EXPECT_TRUE(driver.frame(game, true, 5.0, submit)) << "the press belongs to the walk";
    EXPECT_FALSE(driver.active());
    EXPECT_EQ(game.world().player().pos, stopped_at);
    EXPECT_FALSE(driver.frame(game, false, 6.0, submit));
}

TEST(WalkPacer, TheNextStepIsDueOnThePacesClock) {
    Game game = test::prefab_game(test::default_content(), kCorridor);
    game.mutable_world().map.explore_all();
    WalkPacer driver;
    driver.set_pace(WalkPace{4});
    EXPECT_FALSE(driver.next_step_at());
    driver.travel(game, {58, 1});
    driver.frame(game, false, 10.0, [&](const Command& c) { return game.submit(c); });
    ASSERT_TRUE(driver.next_step_at());
    EXPECT_DOUBLE_EQ(*driver.next_step_at(), 10.25);
}

}  // namespace
}  // namespace cf
