// A lab run's tally of who hurt the player: every point of damage booked to the creature
// that dealt it, the killing blow's dealer named, and, for a death, what hurt the run most
// on its last floor.

#include <gtest/gtest.h>

#include "engine/lab/run.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

TEST(RunTally, DamageIsBookedToWhoDealtItAndTheDeathToTheKillingBlow) {
    Game game = test::prefab_game(test::default_content(), {"######", "#@T..#", "######"});
    game.mutable_world().player().fighter->hp = 4;
    RunOptions options;
    options.max_turns = 200;
    const RunTally tally = play_run(game, options);
    ASSERT_EQ(tally.end, RunEnd::died);
    EXPECT_EQ(tally.killer, "troll");
    EXPECT_EQ(tally.hurt_most, "troll");
    ASSERT_GT(tally.damage_taken, 0);
    EXPECT_EQ(tally.damage_by.at("troll"), tally.damage_taken);
    EXPECT_EQ(tally.damage_by.size(), 1u);
}

}  // namespace
}  // namespace cf
