// The effect language at play: statuses from weapons, scrolls and monsters' bites, speed,
// regeneration and rest, abilities, and a recording made before any of it still replaying
// byte for byte.

#include "engine/rules/effects.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/replay/game_setup.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/turns.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::Contains;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

const std::map<char, std::string> kLegend = {
    {'b', "bat"}, {'s', "cave_spider"}, {'g', "goblin_archer"}, {'h', "goblin_shaman"}};

Game creature_arena(const std::vector<std::string>& rows) {
    return test::prefab_game(test::default_content(), rows, kLegend);
}

void wait_turns(Game& game, int turns) {
    for (int i = 0; i < turns; ++i) ASSERT_TRUE(game.submit(Command::wait()));
}

TEST(Speed, ActionsInATurnAddUpToTheSpeed) {
    for (int speed : {10, 50, 100, 150, 200, 1000}) {
        int actions = 0;
        for (int turn = 0; turn < 100; ++turn) actions += actions_in_turn(speed, turn);
        EXPECT_EQ(actions, speed) << "speed " << speed;
    }
    for (int turn = 0; turn < 10; ++turn) EXPECT_EQ(actions_in_turn(100, turn), 1);
    EXPECT_EQ(actions_in_turn(50, 0) + actions_in_turn(50, 1), 1);
}

TEST(Speed, ABatMovesTwiceForEachStepOfThePlayer) {
    Game game = creature_arena({"############", "#@....o..b.#", "############"});
    const Point bat = test::first_of(game.world(), "bat")->pos;
    const Point orc = test::first_of(game.world(), "orc")->pos;
    wait_turns(game, 1);
    EXPECT_EQ(test::first_of(game.world(), "orc")->pos, orc + (Point{-1, 0}));
    EXPECT_EQ(test::first_of(game.world(), "bat")->pos, bat + (Point{-2, 0}));
}

TEST(Speed, HasteLetsThePlayerActTwiceBeforeTheMonsters) {
    Game game = creature_arena({"############", "#@......o..#", "############"});
    const Point orc = test::first_of(game.world(), "orc")->pos;
    // Haste starts at once: drinking is the first of this turn's two actions.
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "haste_potion"))));
    EXPECT_EQ(speed(game.world().player(), game.content()), 200);
    EXPECT_EQ(game.world().turn, 0);
    EXPECT_EQ(test::first_of(game.world(), "orc")->pos, orc);
    for (int turn = 1; turn <= 2; ++turn) {
        ASSERT_TRUE(game.submit(Command::wait()));
        EXPECT_EQ(game.world().turn, turn) << "the second action ends the turn";
        EXPECT_EQ(test::first_of(game.world(), "orc")->pos, orc + (Point{-turn, 0}));
        if (turn == 2) break;
        ASSERT_TRUE(game.submit(Command::wait()));
        EXPECT_EQ(game.world().turn, turn) << "the first action does not";
        EXPECT_EQ(test::first_of(game.world(), "orc")->pos, orc + (Point{-turn, 0}));
    }
}

TEST(Statuses, APoisonDaggerPoisonsWhatItHitsAndThePoisonRunsOut) {
    Game game = creature_arena({"######", "#@o..#", "######"});
    ASSERT_TRUE(game.submit(Command::equip(test::give_item(game, "poison_dagger"))));
    ASSERT_TRUE(game.submit(Command::attack(Direction::e)));
    const Entity* orc = test::first_of(game.world(), "orc");
    ASSERT_TRUE(orc->statuses.contains("poisoned"));
    EXPECT_THAT(test::messages(game.world()), Contains("The Orc is poisoned."));
    const int hp = orc->fighter->hp;
    const int left = orc->statuses.at("poisoned");
    wait_turns(game, left);
    orc = test::first_of(game.world(), "orc");
    EXPECT_FALSE(orc->statuses.contains("poisoned"));
    EXPECT_EQ(orc->fighter->hp, hp - left) << "one HP for each turn it was poisoned";
    EXPECT_THAT(test::messages(game.world()), Contains("The Orc is no longer poisoned."));
}

TEST(Statuses, ACaveSpidersBitePoisonsThePlayer) {
    Game game = creature_arena({"######", "#@s..#", "######"});
    test::world_behind_the_log(game).player().progression->defense_gain = -10;  // every bite lands
    for (int i = 0; i < 5 && !game.world().player().statuses.contains("poisoned"); ++i)
        wait_turns(game, 1);
    EXPECT_TRUE(game.world().player().statuses.contains("poisoned"));
}

TEST(Statuses, ASleepScrollPutsAnAreaToSleepUntilItIsHurt) {
    Game game = creature_arena({"#########", "#@.....o#", "#......o#", "#########"});
    const int scroll = test::give_item(game, "sleep_scroll");
    ASSERT_TRUE(game.submit(Command::use(scroll, Point{7, 1})));
    for (const Entity& e : game.world().entities) {
        if (e.def == "orc") {
            EXPECT_EQ(e.statuses.count("asleep"), 1u) << e.id;
        }
    }
    const Point orc = test::first_of(game.world(), "orc")->pos;
    wait_turns(game, 3);
    EXPECT_EQ(test::first_of(game.world(), "orc")->pos, orc) << "asleep, it skips its turns";

    Entity* sleeper = test::first_of(test::world_behind_the_log(game), "orc");
    test::world_behind_the_log(game).player().pos = sleeper->pos + Point{-1, 0};
    ASSERT_TRUE(game.submit(Command::attack(Direction::e)));
    EXPECT_FALSE(test::first_of(game.world(), "orc")->statuses.contains("asleep"));
    EXPECT_THAT(test::messages(game.world()), Contains("The Orc is no longer asleep."));
}

TEST(Regeneration, ARingOfRegenerationHealsOneHpATurnWhileWorn) {
    Game game = creature_arena({"#####", "#@..#", "#####"});
    ASSERT_TRUE(game.submit(Command::equip(test::give_item(game, "ring_of_regeneration"))));
    test::world_behind_the_log(game).player().fighter->hp = 20;
    wait_turns(game, 3);
    EXPECT_EQ(game.world().player().fighter->hp, 23);
}

TEST(Rest, RestingHealsAndIsRefusedWithAFoeInViewOrNothingToRestFor) {
    Game game = creature_arena({"#####", "#@..#", "#####"});
    EXPECT_FALSE(game.submit(Command::rest()));
    EXPECT_EQ(test::last_message(game.world()), "You are already rested.");
    ASSERT_TRUE(game.submit(Command::equip(test::give_item(game, "ring_of_regeneration"))));
    test::world_behind_the_log(game).player().fighter->hp = 28;
    const int turn = game.world().turn;
    while (game.submit(Command::rest())) ASSERT_LT(game.world().turn, turn + 10);
    EXPECT_EQ(game.world().player().fighter->hp, 30);

    Game watched = creature_arena({"##########", "#@......o#", "##########"});
    test::world_behind_the_log(watched).player().fighter->hp = 20;
    EXPECT_FALSE(watched.submit(Command::rest()));
    EXPECT_THAT(test::last_message(watched.world()), HasSubstr("You cannot rest with"));
}

// Found in play: R at 22/30 HP with nothing to heal passed 500 turns and healed nothing.
TEST(Rest, IsRefusedWithTheReasonWhenNothingMendsTheWounds) {
    Game game = creature_arena({"#####", "#@..#", "#####"});  // this player never regenerates
    test::world_behind_the_log(game).player().fighter->hp = 22;
    const int turn = game.world().turn;
    EXPECT_FALSE(game.submit(Command::rest()));
    EXPECT_EQ(test::last_message(game.world()),
              "Nothing mends your wounds here: resting would not heal you.");
    EXPECT_EQ(game.world().turn, turn);
    // A status to wait out is still a reason to rest, healing or not.
    test::world_behind_the_log(game).player().statuses["slowed"] = 3;
    EXPECT_TRUE(game.submit(Command::rest()));
    // So is a worn ring whose status heals.
    test::world_behind_the_log(game).player().statuses.clear();
    ASSERT_TRUE(game.submit(Command::equip(test::give_item(game, "ring_of_regeneration"))));
    EXPECT_TRUE(game.submit(Command::rest()));
}

TEST(Abilities, AGoblinArcherShootsFromRange) {
    Game game = creature_arena({"###########", "#@....g...#", "###########"});
    const int hp = game.world().player().fighter->hp;
    wait_turns(game, 1);
    EXPECT_EQ(game.world().player().fighter->hp, hp - 3);
    EXPECT_THAT(test::messages(game.world()), Contains(HasSubstr("shoots you for 3 damage")));
}

// Played and recorded by the build before effects were data: its start save is version 2
// (confusion as ai.confused_turns) and a check after every step pins the state's bytes.
TEST(GoldenRecording, SeedItemsFromBeforeEffectsReplayByteForByte) {
    const std::string path = test::test_data_dir() + "/replays/seed_items_recorded.yaml";
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    ASSERT_FALSE(load.replay->checks.empty());
    ASSERT_FALSE(load.replay->contents.empty());
    GameStart start = start_game({load.replay->contents[0], *load.replay->seed, "",
                                  load.replay->start_save, "seed_items_recorded.yaml"});
    ASSERT_TRUE(start.game) << to_string(start.problems);
    EXPECT_THAT(play_replay(*start.game, *load.replay, "seed_items_recorded.yaml"), IsEmpty());
}

}  // namespace
}  // namespace cf
