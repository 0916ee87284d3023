// How a death is told: the cause, the kills, the last messages.

#include "engine/view/death_story.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/save/save.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

// A troll that hits for 100 stands next to the player; two orcs wait further on.
Game deadly_troll() {
    auto c = test::edited_content();
    c->actors.at("troll").fighter.power = 100;
    return test::prefab_game(c, {"#######", "#@T.oo#", "#######"});
}

TEST(DeathStory, NamesTheKillerTheDepthAndTheTurn) {
    Game game = deadly_troll();
    game.submit(Command::wait());
    ASSERT_EQ(game.world().status, GameStatus::dead);
    EXPECT_EQ(game.world().killed_by, "troll");
    EXPECT_EQ(death_cause(game.world(), game.content()), "Killed by a Troll on depth 1, turn 1.");
}

TEST(DeathStory, TheirOwnFireballIsNamedAsSuch) {
    Game game = test::prefab_game(test::default_content(), {"#######", "#@.o..#", "#######"});
    World& w = game.mutable_world();
    w.player().inventory->items.push_back({w.new_id(), "fireball_scroll"});
    w.player().fighter->hp = 5;
    game.submit(Command::use(2, Point{2, 1}));
    ASSERT_EQ(game.world().status, GameStatus::dead);
    EXPECT_EQ(death_cause(game.world(), game.content()),
              "Killed by your own magic on depth 1, turn 1.");
}

TEST(DeathStory, CountsKillsByKindMostFirst) {
    Game game = deadly_troll();
    World& w = game.mutable_world();
    w.kills = {{"orc", 3}, {"troll", 1}};
    const auto kills = kills_by_kind(w, game.content());
    ASSERT_EQ(kills.size(), 2u);
    EXPECT_EQ(kills[0].name, "Orc");
    EXPECT_EQ(kills[0].count, 3);
    EXPECT_EQ(kills[1].name, "Troll");
}

TEST(DeathStory, AKillByThePlayerIsCounted) {
    Game game = test::prefab_game(test::default_content(), {"#####", "#@o.#", "#####"});
    test::first_of(game.mutable_world(), "orc")->fighter->hp = 1;
    ASSERT_TRUE(game.submit(Command::attack(Direction::e)));
    EXPECT_EQ(game.world().kills.at("orc"), 1);
}

TEST(DeathStory, KillsAndKillerSurviveASave) {
    Game game = deadly_troll();
    game.mutable_world().kills = {{"orc", 2}};
    game.submit(Command::wait());
    const std::string text = save_to_text(game.world());
    EXPECT_THAT(text, HasSubstr("killed_by: troll"));
    EXPECT_THAT(text, HasSubstr("kills: {orc: 2}"));
    const SaveLoad load = load_state_text(text, "state.yaml", game.content());
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_EQ(load.world->killed_by, "troll");
    EXPECT_EQ(load.world->kills, game.world().kills);
}

TEST(DeathStory, FewerMessagesThanAskedForAreAllTold) {
    // A mechanical mutant (the first index 0 -> 1) dropped the first of a short log.
    World world;
    world.say("one", Tone::normal);
    world.say("two", Tone::normal);
    EXPECT_THAT(last_messages(world, 5), ::testing::ElementsAre("one", "two"));
    EXPECT_THAT(last_messages(world, 1), ::testing::ElementsAre("two"));
}

}  // namespace
}  // namespace cf
