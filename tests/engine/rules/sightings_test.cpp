// What the player notices, said in the log: creatures coming into view and what lies
// underfoot.

#include "engine/rules/sightings.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/fixture_prefab.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::Contains;
using ::testing::Not;

TEST(Sightings, AMonsterComingIntoViewIsAnnouncedOnce) {
    // A door-like gap: the orc behind the wall comes into view when the player steps east.
    Game game =
        test::fixture_prefab({"#########", "#@.....##", "####.####", "####o####", "#########"});
    ASSERT_FALSE(game.world().map.visible({4, 3}));
    const std::size_t before = game.world().log.messages().size();
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    const auto said = test::messages_since(game.world(), before);
    EXPECT_EQ(std::count(said.begin(), said.end(), "You see an Orc."), 1);
}

TEST(Sightings, AMonsterAlreadyInViewIsNotAnnouncedAgain) {
    Game game = test::fixture_prefab({"########", "#@....o#", "########"});
    const std::size_t before = game.world().log.messages().size();
    ASSERT_TRUE(game.submit(Command::wait()));
    EXPECT_THAT(test::messages_since(game.world(), before), Not(Contains("You see an Orc.")));
}

TEST(Sightings, SteppingOntoItemsSaysWhatLiesThere) {
    Game game = test::fixture_prefab({"######", "#@ff/#", "######"});
    World& w = game.mutable_world();
    for (Entity& e : w.entities) {
        if (e.is_item()) e.pos = {2, 1};
    }
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_THAT(test::messages(game.world()),
                Contains("You see here a Sword and 2 Fireball scrolls."));
}

TEST(Sightings, SteppingOntoStairsSaysSo) {
    Game game = test::fixture_prefab({"#####", "#@>.#", "#####"});
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_EQ(test::last_message(game.world()), "There are down stairs here.");
}

TEST(Sightings, ArticlesFollowTheFirstSound) {
    EXPECT_EQ(with_article("Orc"), "an Orc");
    EXPECT_EQ(with_article("Troll"), "a Troll");
    EXPECT_EQ(with_article("2 Fireball scrolls"), "2 Fireball scrolls");
}

}  // namespace
}  // namespace cf
