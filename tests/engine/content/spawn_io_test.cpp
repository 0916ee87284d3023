// spawns.yaml: per-depth weight tables and per-room maxima, with every bad entry
// reported at its line.

#include "engine/content/spawn_io.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/one_edit_problem.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ContentDir;
using test::ProblemAt;
using ::testing::ElementsAre;

// spawns.yaml: line 2 "  1:", 3 "    orc: 80", 4 "  3:", 5 "    troll: 15", ...
// 11 "  1:" (items), 12 "    health_potion: 35".

TEST(SpawnIo, DefaultTablesLoadWithTheirDepths) {
    const ContentPtr c = test::default_content();
    EXPECT_EQ(c->spawns.monsters.by_depth.at(1).at("orc"), 80);
    EXPECT_EQ(c->spawns.monsters.by_depth.at(7).at("troll"), 60);
    EXPECT_EQ(c->spawns.items.by_depth.at(6).at("chainmail"), 15);
    EXPECT_EQ(c->spawns.max_monsters_per_room.by_depth,
              (std::map<int, int>{{1, 2}, {4, 3}, {6, 5}}));
    EXPECT_EQ(c->spawns.max_items_per_room.by_depth, (std::map<int, int>{{1, 1}, {4, 2}}));
}

// Each edit gives exactly one problem, located.
const test::OneEditProblem kSpawnIoEdits[] = {
    {"UnknownMonsterIdIsReportedAtTheEntry", "spawns.yaml", "    orc: 80\n", "    dragon: 80\n", 3,
     5, "no actor named 'dragon' (defined in actors.yaml)"},
    {"UnknownItemIdIsReportedAtTheEntry", "spawns.yaml", "    sword: 5\n", "    swrod: 5\n", 17, 5,
     "no item named 'swrod'"},
    {"NegativeWeightIsReportedAtTheValue", "spawns.yaml", "    orc: 80\n", "    orc: -1\n", 3, 10,
     "'weight of orc' is -1, but must be from 0"},
    {"DepthZeroIsReportedAtTheKey", "spawns.yaml", "  3:\n    troll: 15\n", "  0:\n    troll: 15\n",
     4, 3, "'depth' is 0, but must be from 1 to 10000"},
    {"DepthThatIsNotANumberIsReported", "spawns.yaml", "  3:\n    troll: 15\n",
     "  deep:\n    troll: 15\n", 4, 3, "'depth' must be a whole number"},
    {"ActorListedAsAnItemIsReported", "spawns.yaml", "    health_potion: 35\n",
     "    health_potion: 35\n    orc: 5\n", 13, 5,
     "'orc' is an actor, not an item; list it under monsters"},
    {"ItemListedAsAMonsterIsReported", "spawns.yaml", "    orc: 80\n",
     "    orc: 80\n    sword: 5\n", 4, 5, "'sword' is an item, not a monster; list it under items"},
    {"PlayerCannotBeAMonster", "spawns.yaml", "    orc: 80\n", "    orc: 80\n    player: 1\n", 4, 5,
     "cannot be spawned as a monster"},
    {"UnknownSectionIsReported", "spawns.yaml", "", "bosses:\n  5:\n    troll: 1\n", 28, 1,
     "unknown key 'bosses'"},
    {"MaximumPerRoomIsLimited", "spawns.yaml", "  6: 5\n", "  6: 500\n", 24, 6,
     "'max_monsters_per_room' is 500, but must be from 0 to 100"},
    // YAML reads 01 as 1 (and 010 as 8), so `01` next to `1` silently replaced a table. line 4
    {"DepthKeyWithALeadingZeroIsAnError", "spawns.yaml", "  3:\n    troll: 15\n",
     "  01:\n    troll: 15\n", 4, 3,
     "'depth' must be a whole number from 1 to 10000: '01' has a "
     "leading zero"},
};

class SpawnIoEdit : public ::testing::TestWithParam<test::OneEditProblem> {};

TEST_P(SpawnIoEdit, GivesOneLocatedProblem) { test::expect_one_problem(GetParam()); }

INSTANTIATE_TEST_SUITE_P(SpawnIo, SpawnIoEdit, ::testing::ValuesIn(kSpawnIoEdits), test::case_name);

TEST(SpawnIo, LocationKeysNameTableDepthAndId) {
    EXPECT_EQ(spawn_location_key("monsters", 3, "troll"), "spawns/monsters/3/troll");
    EXPECT_EQ(spawn_location_key("items", 1), "spawns/items/1");
    const ContentPtr c = test::default_content();
    EXPECT_EQ(c->locations.at(spawn_location_key("monsters", 3, "troll")),
              (SourceLocation{"spawns.yaml", 5, 5}));
}

TEST(SpawnIo, DepthKeyInAnotherNotationIsAnError) {
    ContentDir dir;
    dir.replace("spawns.yaml", "  4: 3\n", "  0x4: 3\n");  // line 23
    dir.replace("spawns.yaml", "  6: 5\n", "  +6: 5\n");   // line 24
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("spawns.yaml", 23, 3, "'0x4' is hexadecimal"),
                            ProblemAt("spawns.yaml", 24, 3, "'+6' has a '+' sign")));
}

TEST(SpawnIo, SpawnIdWithAControlByteIsNotAnId) {
    ContentDir dir;
    dir.replace("spawns.yaml", "    orc: 80\n", "    \"o\\trc\": 80\n");  // line 3
    const ContentLoad load = dir.load();
    EXPECT_THAT(load.problems, ElementsAre(ProblemAt("spawns.yaml", 3, 5, "is not a valid id")));
    EXPECT_EQ(to_string(load.problems).find('\t'), std::string::npos);
}

}  // namespace
}  // namespace cf
