// Winning (settings' victory): the last floor holds the creature to defeat instead of
// stairs down, its death ends the game as a win, and everything that reads the game's end
// (the end screen's picture, saves, the lab) tells a win from a death.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/lab/run.hpp"
#include "engine/rules/game.hpp"
#include "engine/save/save.hpp"
#include "engine/view/death_story.hpp"
#include "engine/view/sheet_picture.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

constexpr const char* kWarlord =
    "warlord:\n  name: Warlord\n  glyph: W\n  color: '#ff0000'\n"
    "  fighter: {hp: 1, power: 0, defense: 0}\n  xp: 5\n  ai: hostile\n";

// The fixture content with a warlord whose death wins the game on `depth`.
ContentPtr victory_content(const test::ContentDir& dir, int depth) {
    dir.append("actors.yaml", kWarlord);
    dir.append("settings.yaml",
               "victory:\n  defeat: warlord\n  depth: " + std::to_string(depth) + "\n");
    return dir.load_ok();
}

int count_tiles(const World& w, const DefId& tile) {
    int n = 0;
    for (int i = 0; i < w.map.width() * w.map.height(); ++i)
        n += w.map.tile_id(w.map.point(i)) == tile ? 1 : 0;
    return n;
}

int count_living(const World& w, const DefId& def) {
    int n = 0;
    for (const Entity& e : w.entities) n += e.alive() && e.def == def ? 1 : 0;
    return n;
}

TEST(Victory, TheLastFloorHoldsTheCreatureToDefeatAndNoStairsDown) {
    test::ContentDir dir;
    const ContentPtr content = victory_content(dir, 1);
    for (const std::uint64_t seed : {1u, 2u, 3u}) {
        const Game game = Game::new_game(content, seed);
        EXPECT_EQ(count_tiles(game.world(), content->settings.stairs_tile), 0) << seed;
        EXPECT_EQ(count_living(game.world(), "warlord"), 1) << seed;
    }
    test::ContentDir deeper;
    const ContentPtr later = victory_content(deeper, 2);
    const Game first = Game::new_game(later, 1);
    EXPECT_EQ(count_tiles(first.world(), later->settings.stairs_tile), 1) << "not the last floor";
    EXPECT_EQ(count_living(first.world(), "warlord"), 0);
}

TEST(Victory, DefeatingItWinsAndEndsTheGameWithTheWinTold) {
    test::ContentDir dir;
    Game game =
        test::prefab_game(victory_content(dir, 1), {"#####", "#@W.#", "#####"}, {{'W', "warlord"}});
    ASSERT_TRUE(game.submit(Command::attack(Direction::e)));
    EXPECT_EQ(game.world().status, GameStatus::won);
    EXPECT_EQ(test::last_message(game.world()), "You have defeated the Warlord. You win!");
    EXPECT_FALSE(game.submit(Command::wait())) << "a won game takes no more turns";
    const DeathPicture end = build_death_picture(game.world(), game.content(), 5);
    EXPECT_TRUE(end.won);
    EXPECT_THAT(end.cause, testing::StartsWith("Won by defeating a Warlord on depth 1"));
    EXPECT_THAT(end.kills, testing::HasSubstr("Warlord"));
}

TEST(Victory, AWonGameIsNotContinuedFromASave) {
    test::ContentDir dir;
    Game game =
        test::prefab_game(victory_content(dir, 1), {"#####", "#@W.#", "#####"}, {{'W', "warlord"}});
    ASSERT_TRUE(game.submit(Command::attack(Direction::e)));
    const test::TempDir tmp;
    const std::string path = tmp.file("won.yaml");
    std::string error;
    ASSERT_TRUE(write_save(path, game.world(), error)) << error;
    const SaveLoad load = load_save_file(path, game.content());
    ASSERT_FALSE(load.problems.empty());
    EXPECT_THAT(to_string(load.problems.front()), testing::HasSubstr("'status' is 'won'"));
}

TEST(Victory, TheLabCountsAWonRunAsWon) {
    test::ContentDir dir;
    const ContentPtr content = victory_content(dir, 1);
    const RunTally tally = run_seed(content, 5, RunOptions{.max_depth = 3, .max_turns = 5000});
    EXPECT_EQ(tally.end, RunEnd::won) << run_end_name(tally.end) << " at turn " << tally.turns;
    EXPECT_STREQ(run_end_name(RunEnd::won), "won");
}

}  // namespace
}  // namespace cf
