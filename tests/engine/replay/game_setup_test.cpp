// Building a game from the command line's choices: a generated floor or a prefab.

#include "engine/replay/game_setup.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/replay/dump.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

TEST(GameSetup, WithoutAMapStartsAGeneratedGame) {
    GameStart start = start_game({test::default_content(), 21, "", "", ""});
    ASSERT_TRUE(start.game);
    EXPECT_TRUE(start.problems.empty());
    EXPECT_EQ(dump_state(*start.game), dump_state(Game::new_game(test::default_content(), 21)));
}

TEST(GameSetup, WithAMapStartsOnThePrefab) {
    GameStart start = start_game(
        {test::default_content(), 3, test::test_data_dir() + "/maps/arena.yaml", "", ""});
    ASSERT_TRUE(start.game) << to_string(start.problems);
    const World& w = start.game->world();
    EXPECT_EQ(w.map.width(), 10);
    EXPECT_EQ(w.player().pos, (Point{1, 1}));
    EXPECT_EQ(w.seed, 3u);
    // The game has computed what the player sees.
    EXPECT_TRUE(w.map.visible({3, 1}));
}

TEST(GameSetup, BadMapGivesProblemsAndNoGame) {
    GameStart start = start_game(
        {test::default_content(), 1, test::test_data_dir() + "/maps/missing.yaml", "", ""});
    EXPECT_FALSE(start.game);
    ASSERT_EQ(start.problems.size(), 1u);
    EXPECT_THAT(start.problems[0].message, ::testing::HasSubstr("cannot open"));
}

}  // namespace
}  // namespace cf
