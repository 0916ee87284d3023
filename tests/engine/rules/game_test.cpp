// The game loop: turns, levelling up, descending, and determinism (a game is a seed
// plus the commands).

#include "engine/rules/game.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>
#include <regex>

#include "engine/replay/dump.hpp"
#include "engine/rules/combat.hpp"
#include "engine/rules/content_reload.hpp"
#include "engine/rules/stats.hpp"
#include "tests/support/fixture_prefab.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;

const std::vector<std::string> kGameRoom = {"######", "#@.>.#", "#....#", "######"};

void give_xp(Game& game, int amount) {
    World& w = game.mutable_world();
    gain_xp(w, game.content(), w.player(), amount);
}

// The 350 XP that reach level 2, then `choice` as its reward.
void reach_level_2_choosing(Game& game, LevelUpChoice choice) {
    give_xp(game, 350);
    game.submit(Command::level_up(choice));
}

TEST(Levelling, Level2NeedsBasePlusOneFactorOfXp) {
    Game game = test::fixture_prefab(kGameRoom);
    give_xp(game, 349);
    EXPECT_EQ(game.world().player().progression->level, 1);
    EXPECT_EQ(game.world().pending_level_ups, 0);
    give_xp(game, 1);  // 350 = 200 + 1 * 150
    EXPECT_EQ(game.world().player().progression->level, 2);
    EXPECT_EQ(game.world().pending_level_ups, 1);
    EXPECT_EQ(test::last_message(game.world()),
              "Your battle skills grow stronger! You reach level 2!");
}

TEST(Levelling, OneBigGainCanGiveSeveralLevels) {
    Game game = test::fixture_prefab(kGameRoom);
    give_xp(game, 850);  // 350 for level 2, 500 more for level 3
    EXPECT_EQ(game.world().player().progression->level, 3);
    EXPECT_EQ(game.world().pending_level_ups, 2);
}

TEST(Levelling, PendingLevelUpBlocksOtherCommands) {
    Game game = test::fixture_prefab(kGameRoom);
    give_xp(game, 350);
    EXPECT_FALSE(game.submit(Command::move(Direction::e)));
    EXPECT_EQ(test::last_message(game.world()), "Choose how to grow stronger first.");
    EXPECT_EQ(game.world().player().pos, (Point{1, 1}));
    EXPECT_EQ(game.world().turn, 0);
    EXPECT_FALSE(game.submit(Command::level_up(LevelUpChoice::power)));  // takes no turn either
    EXPECT_EQ(game.world().pending_level_ups, 0);
    EXPECT_TRUE(game.submit(Command::move(Direction::e)));
}

TEST(Levelling, HpChoiceRaisesMaxHpAndHeals20) {
    Game game = test::fixture_prefab(kGameRoom);
    game.mutable_world().player().fighter->hp = 12;
    reach_level_2_choosing(game, LevelUpChoice::max_hp);
    const Entity& p = game.world().player();
    EXPECT_EQ(max_hp(p, game.content()), 50);
    EXPECT_EQ(p.fighter->hp, 32);
    EXPECT_EQ(test::last_message(game.world()), "Your health improves!");
}

TEST(Levelling, PowerChoiceAddsOnePower) {
    Game game = test::fixture_prefab(kGameRoom);
    reach_level_2_choosing(game, LevelUpChoice::power);
    EXPECT_EQ(power(game.world().player(), game.content()), 5);
    EXPECT_EQ(game.world().player().progression->power_gain, 1);
    EXPECT_EQ(test::last_message(game.world()), "You feel stronger!");
}

TEST(Levelling, DefenseChoiceAddsOneDefense) {
    Game game = test::fixture_prefab(kGameRoom);
    reach_level_2_choosing(game, LevelUpChoice::defense);
    EXPECT_EQ(defense(game.world().player(), game.content()), 3);
    EXPECT_EQ(test::last_message(game.world()), "Your movements are getting swifter!");
}

TEST(Levelling, NoPendingLevelUpIsRefused) {
    Game game = test::fixture_prefab(kGameRoom);
    game.submit(Command::level_up(LevelUpChoice::power));
    EXPECT_EQ(test::last_message(game.world()), "You have no level-up to spend.");
    EXPECT_EQ(power(game.world().player(), game.content()), 4);
}

TEST(Levelling, GainsSurviveAReloadThatChangesTheBase) {
    test::ContentDir dir;
    Game game = test::prefab_game(dir.load_ok(), kGameRoom);
    give_xp(game, 850);
    game.submit(Command::level_up(LevelUpChoice::power));
    game.submit(Command::level_up(LevelUpChoice::max_hp));
    dir.replace("actors.yaml", "    hp: 30\n    power: 2\n", "    hp: 40\n    power: 5\n");
    ASSERT_TRUE(reload_content(game, dir.path()).applied);
    const Entity& p = game.world().player();
    EXPECT_EQ(power(p, game.content()), 5 + 1 + 2);
    EXPECT_EQ(max_hp(p, game.content()), 40 + 20);
    EXPECT_EQ(p.progression->level, 3);
}

TEST(Descend, OnlyOnTheStairs) {
    Game game = test::fixture_prefab(kGameRoom);
    EXPECT_FALSE(game.submit(Command::descend()));
    EXPECT_EQ(test::last_message(game.world()), "There are no down stairs here.");
    EXPECT_EQ(game.world().depth, 1);
    EXPECT_EQ(game.world().turn, 0);
}

TEST(Descend, AwayFromStairsNotYetSeenSaysSo) {
    Game game = test::fixture_prefab(kGameRoom);
    Map& map = game.mutable_world().map;
    for (int i = 0; i < map.width() * map.height(); ++i) map.set_explored(map.point(i), false);
    EXPECT_FALSE(game.submit(Command::descend()));
    EXPECT_EQ(test::last_message(game.world()), "You know of no stairs down yet.");
}

TEST(Descend, NextFloorKeepsThePlayersState) {
    Game game = test::fixture_prefab(kGameRoom);
    World& w = game.mutable_world();
    w.player().fighter->hp = 21;
    w.player().inventory->items.push_back({w.new_id(), "health_potion"});
    give_xp(game, 400);
    game.submit(Command::level_up(LevelUpChoice::defense));
    const auto items_before = game.world().player().inventory->items;
    const auto equipped_before = game.world().player().inventory->equipped;

    game.submit(Command::move(Direction::e));
    game.submit(Command::move(Direction::e));
    ASSERT_TRUE(game.submit(Command::descend()));
    const World& after = game.world();
    EXPECT_EQ(after.depth, 2);
    EXPECT_EQ(test::last_message(after), "You descend the staircase to depth 2.");
    const Entity& p = after.player();
    EXPECT_EQ(p.fighter->hp, 21);
    EXPECT_EQ(p.inventory->items, items_before);
    EXPECT_EQ(p.inventory->equipped, equipped_before);
    EXPECT_EQ(p.progression->level, 2);
    EXPECT_EQ(p.progression->xp, 400);
    EXPECT_EQ(defense(p, game.content()), 3);
    // A generated floor of the configured size, the player in its first room.
    EXPECT_EQ(after.map.width(), 80);
    EXPECT_EQ(after.player().pos, after.map.rooms().front().center());
}

TEST(Descend, SameSeedGivesTheSameSecondFloor) {
    auto descend_from = [](std::uint64_t seed) {
        Game game = test::prefab_game(test::default_content(), kGameRoom, {}, seed);
        game.submit(Command::move(Direction::e));
        game.submit(Command::move(Direction::e));
        game.submit(Command::descend());
        return dump_state(game, 0);
    };
    EXPECT_EQ(descend_from(3), descend_from(3));
    EXPECT_NE(descend_from(3), descend_from(4));
}

TEST(Game, TurnCountsOnlySpentCommands) {
    Game game = test::fixture_prefab(kGameRoom);
    game.submit(Command::wait());
    game.submit(Command::move(Direction::n));  // wall
    game.submit(Command::move(Direction::e));
    EXPECT_EQ(game.world().turn, 2);
    EXPECT_THAT(game.commands(), ElementsAre(Command::wait(), Command::move(Direction::n),
                                             Command::move(Direction::e)));
}

TEST(Game, NewGameStartsOnFloorOneWithAWelcome) {
    const Game game = Game::new_game(test::default_content(), 9);
    EXPECT_EQ(game.world().depth, 1);
    EXPECT_EQ(game.world().seed, 9u);
    EXPECT_EQ(test::last_message(game.world()), "Welcome to the crypt. Seed 9.");
    EXPECT_TRUE(game.world().map.visible(game.world().player().pos));
}

// A fixed list of commands a wandering player might type.
std::vector<Command> wander(unsigned seed, int count) {
    std::mt19937 pick(seed);
    std::vector<Command> out;
    for (int i = 0; i < count; ++i) {
        switch (pick() % 6) {
            case 0:
                out.push_back(Command::pickup());
                break;
            case 1:
                out.push_back(Command::wait());
                break;
            default:
                out.push_back(Command::move(kAllDirections[pick() % 8]));
                break;
        }
    }
    return out;
}

std::string play(std::uint64_t seed, const std::vector<Command>& commands) {
    Game game = Game::new_game(test::default_content(), seed);
    for (const Command& c : commands) game.submit(c);
    return dump_state(game, 20);
}

TEST(Determinism, SameSeedAndCommandsGiveTheSameState) {
    const auto commands = wander(11, 300);
    EXPECT_EQ(play(5, commands), play(5, commands));
}

TEST(Determinism, DifferentSeedsGiveDifferentGames) {
    const auto commands = wander(11, 50);
    const std::string a = play(5, commands);
    const std::string b = play(6, commands);
    // Beyond the seed line itself.
    EXPECT_NE(a.substr(a.find('\n')), b.substr(b.find('\n')));
}

// The dump with entity ids blanked: a regenerated floor's entities get new ids.
std::string without_ids(std::string dump) {
    return std::regex_replace(dump, std::regex("id: [0-9]+"), "id: _");
}

TEST(Determinism, RegeneratingAFloorGivesTheSameFloorBack) {
    Game game = Game::new_game(test::default_content(), 8);
    const std::string before = without_ids(dump_state(game, 0));
    game.regenerate_floor();
    EXPECT_EQ(without_ids(dump_state(game, 0)), before);
    EXPECT_EQ(test::last_message(game.world()), "The floor shifts and reforms.");
}

TEST(Determinism, FloorSeedDependsOnGameAndDepth) {
    EXPECT_NE(floor_seed(1, 1), floor_seed(1, 2));
    EXPECT_NE(floor_seed(1, 1), floor_seed(2, 1));
    EXPECT_EQ(floor_seed(7, 3), floor_seed(7, 3));
}

}  // namespace
}  // namespace cf
