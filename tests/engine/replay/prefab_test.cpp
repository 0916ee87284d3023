// Prefab maps: hand-drawn floors for designers' arenas and exact test setups. Every
// mistake in the file is reported at its line and column.

#include "engine/replay/prefab.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ProblemAt;
using ::testing::ElementsAre;

PrefabLoad load_text(const test::TempDir& dir, const std::string& yaml) {
    return load_prefab(dir.write("map.yaml", yaml), *test::default_content(), 1);
}

TEST(Prefab, ArenaLoadsTilesEntitiesAndDepth) {
    const PrefabLoad load =
        load_prefab(test::test_data_dir() + "/maps/arena.yaml", *test::default_content(), 5);
    ASSERT_TRUE(load.world) << to_string(load.problems);
    const World& w = *load.world;
    EXPECT_EQ(w.map.width(), 10);
    EXPECT_EQ(w.map.height(), 6);
    EXPECT_EQ(w.depth, 2);
    EXPECT_EQ(w.seed, 5u);
    EXPECT_EQ(w.player().pos, (Point{1, 1}));
    EXPECT_EQ(w.entities.front().id, w.player_id);
    EXPECT_EQ(w.map.tile_id({0, 0}), "wall");
    EXPECT_EQ(w.map.tile_id({1, 1}), "floor");
    EXPECT_EQ(w.map.tile_id({8, 4}), "down_stairs");
    ASSERT_NE(w.actor_at({3, 1}), nullptr);
    EXPECT_EQ(w.actor_at({3, 1})->def, "orc");
    EXPECT_EQ(w.actor_at({3, 1})->fighter->hp, 10);
    ASSERT_EQ(w.items_at({2, 3}).size(), 1u);
    EXPECT_EQ(w.items_at({2, 3})[0]->def, "health_potion");
    ASSERT_EQ(w.items_at({7, 3}).size(), 1u);
    EXPECT_EQ(w.items_at({7, 3})[0]->def, "sword");
    // The player starts as a new game's player would: full HP, starting equipment worn.
    EXPECT_EQ(w.player().fighter->hp, 30);
    EXPECT_EQ(w.player().inventory->equipped.size(), 2u);
}

TEST(Prefab, ShortRowsArePaddedWithWall) {
    test::TempDir dir;
    const PrefabLoad load = load_text(dir, "rows:\n  - \"#####\"\n  - \"#@\"\n");
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_EQ(load.world->map.width(), 5);
    EXPECT_EQ(load.world->map.tile_id({4, 1}), "wall");
}

TEST(Prefab, UnknownCharacterIsReportedAtItsColumn) {
    test::TempDir dir;
    const PrefabLoad load = load_text(dir, "rows:\n  - \"#####\"\n  - \"#@.X#\"\n  - \"#####\"\n");
    EXPECT_FALSE(load.world);
    // Line 3 is `  - "#@.X#"`: the X is the 9th character.
    EXPECT_THAT(load.problems, ElementsAre(ProblemAt(dir.file("map.yaml"), 3, 9,
                                                     "character 'X' is not in the legend")));
}

TEST(Prefab, UnknownCharacterInAnUnquotedRowIsReportedAtItsColumn) {
    test::TempDir dir;
    const PrefabLoad load = load_text(dir, "rows:\n  - .@.X\n");
    // Line 2 is `  - .@.X`: the X is the 8th character.
    EXPECT_THAT(load.problems, ElementsAre(ProblemAt(dir.file("map.yaml"), 2, 8, "character 'X'")));
}

TEST(Prefab, ExactlyOnePlayerIsRequired) {
    test::TempDir dir;
    const std::string path = dir.file("map.yaml");
    EXPECT_THAT(load_text(dir, "rows:\n  - \"#...#\"\n").problems,
                ElementsAre(ProblemAt(path, 2, 3, "needs exactly one player")));
    EXPECT_THAT(load_text(dir, "rows:\n  - \"#@.@#\"\n").problems,
                ElementsAre(ProblemAt(path, 2, 9, "more than one '@'")));
}

TEST(Prefab, LegendMistakesAreReported) {
    test::TempDir dir;
    const std::string path = dir.file("map.yaml");
    const PrefabLoad load = load_text(dir,
                                      "legend:\n"
                                      "  'd': {tile: floor, entity: dragon}\n"
                                      "  'l': {tile: lava}\n"
                                      "  'q': {tile: floor, color: red}\n"
                                      "  'xy': {tile: floor}\n"
                                      "rows:\n"
                                      "  - \"#@#\"\n");
    EXPECT_FALSE(load.world);
    EXPECT_THAT(load.problems,
                ElementsAre(ProblemAt(path, 2, 30, "no actor or item named 'dragon'"),
                            ProblemAt(path, 3, 15, "no tile named 'lava'"),
                            ProblemAt(path, 4, 22, "unknown key 'color'"),
                            ProblemAt(path, 5, 3, "legend keys must be single characters")));
}

TEST(Prefab, UnknownTopLevelKeyAndMissingRowsAreReported) {
    test::TempDir dir;
    const std::string path = dir.file("map.yaml");
    EXPECT_THAT(
        load_text(dir, "name: arena\n").problems,
        ElementsAre(ProblemAt(path, 1, 1, "unknown key 'name'"), ProblemAt(path, 1, 1, "no rows")));
}

// Rows that are all empty draw no floor: a prefab of them has no rows, said at `rows`.
TEST(Prefab, RowsThatAreAllEmptyAreNoRows) {
    test::TempDir dir;
    const std::string path = dir.file("map.yaml");
    const PrefabLoad load = load_text(dir, "rows:\n  - \"\"\n  - \"\"\n");
    EXPECT_FALSE(load.world);
    EXPECT_THAT(load.problems, Contains(ProblemAt(path, 2, 3, "the prefab has no rows")));
}

TEST(Prefab, LegendCanOverrideTheDefaults) {
    test::TempDir dir;
    const PrefabLoad load =
        load_text(dir, "legend:\n  '.': {tile: down_stairs}\nrows:\n  - \"#@.#\"\n");
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_EQ(load.world->map.tile_id({2, 0}), "down_stairs");
    EXPECT_EQ(load.world->map.tile_id({1, 0}), "floor");  // '@' keeps its own entry
}

TEST(Prefab, SyntaxErrorIsAProblem) {
    test::TempDir dir;
    const PrefabLoad load = load_text(dir, "rows: [\"#@#\"\n");
    EXPECT_FALSE(load.world);
    ASSERT_EQ(load.problems.size(), 1u);
    EXPECT_THAT(load.problems[0].message, ::testing::HasSubstr("YAML syntax"));
}

}  // namespace
}  // namespace cf

namespace cf {
namespace {

// A prefab's legend reads the forms a vault's does (one reader): a weighted entity, and a
// monster or item from the spawn tables of the prefab's depth.
TEST(Prefab, LegendTakesWeightedEntitiesAndPicksFromTheDepthsTables) {
    test::TempDir dir;
    const PrefabLoad load = load_text(dir,
                                      "legend:\n"
                                      "  '$': {entity: {health_potion: 1, orc: 1}}\n"
                                      "  'm': {monster: depth}\n"
                                      "  'i': {tile: floor, item: depth}\n"
                                      "rows:\n"
                                      "  - \"#######\"\n"
                                      "  - \"#@$mi.#\"\n"
                                      "  - \"#######\"\n");
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_EQ(load.world->entities.size(), 4u);  // the player, '$', 'm' and 'i'
}

TEST(Prefab, AMonsterFromTheDepthMustSayDepth) {
    test::TempDir dir;
    const std::string path = dir.file("map.yaml");
    EXPECT_THAT(load_text(dir, "legend:\n  'm': {monster: orc}\nrows:\n  - \"#@m#\"\n").problems,
                ElementsAre(ProblemAt(path, 2, 18, "'monster' must be 'depth'")));
}

}  // namespace
}  // namespace cf
