// reload_content: the one path every hot reload takes. Bad content never replaces
// good content, and the log says what happened.

#include "engine/rules/content_reload.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/replay/dump.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ProblemAt;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

// Two trolls and an orc in view; stairs next to the player.
const std::vector<std::string> kRoom = {"#########", "#@>..o..#", "#..T...T#", "#########"};

class ContentReloadTest : public ::testing::Test {
  protected:
    test::ContentDir dir;
    Game game = test::prefab_game(dir.load_ok(), kRoom);
};

TEST_F(ContentReloadTest, EditedNumbersApplyAndTheLogSaysSo) {
    dir.replace("actors.yaml", "    hp: 10\n", "    hp: 50\n");
    test::first_of(game.mutable_world(), "orc")->fighter->hp = 5;
    const ContentReload r = reload_content(game, dir.path());
    ASSERT_TRUE(r.applied) << to_string(r.problems);
    EXPECT_TRUE(r.problems.empty());
    EXPECT_EQ(game.content().actor("orc")->fighter.hp, 50);
    EXPECT_EQ(test::first_of(game.world(), "orc")->fighter->hp, 25);
    EXPECT_EQ(test::last_message(game.world()),
              "Reloaded content: 1 definition changed, 1 entity updated.");
}

TEST_F(ContentReloadTest, DeletedDefinitionRemovesEntitiesAndSaysHowMany) {
    const std::string actors = dir.read("actors.yaml");
    const auto troll = actors.find("troll:");
    dir.replace("actors.yaml", actors.substr(troll, actors.find("bat:") - troll), "");
    dir.replace("spawns.yaml", "  3:\n    troll: 15\n  5:\n    troll: 30\n  7:\n    troll: 60\n",
                "");
    const ContentReload r = reload_content(game, dir.path());
    ASSERT_TRUE(r.applied) << to_string(r.problems);
    // Two definitions changed: the troll is gone and the spawn table lost it.
    EXPECT_EQ(r.report.definitions_changed, 2);
    EXPECT_EQ(test::count_of(game.world(), "troll"), 0);
    EXPECT_THAT(test::messages(game.world()),
                ::testing::Contains(::testing::HasSubstr(
                    "(actor 'troll') left the floor: the content has no actor 'troll'.")));
    EXPECT_EQ(test::last_message(game.world()),
              "Reloaded content: 2 definitions changed, 0 entities updated, 2 removed.");
}

TEST_F(ContentReloadTest, BadContentLeavesTheWorldUntouched) {
    const ContentPtr before = game.content_ptr();
    const std::string state = dump_state(game, 50);
    dir.replace("actors.yaml", "    hp: 10\n", "    hp: 50\n");    // a good edit...
    dir.replace("items.yaml", "    power: 4\n", "    powr: 4\n");  // ...next to a typo (line 67)
    const ContentReload r = reload_content(game, dir.path());
    EXPECT_FALSE(r.applied);
    EXPECT_THAT(r.problems, ElementsAre(ProblemAt("items.yaml", 77, 5, "unknown key 'powr'")));
    EXPECT_EQ(game.content_ptr(), before);
    EXPECT_EQ(game.content().actor("orc")->fighter.hp, 10);
    // Not even the message log changes: nothing reached the game, so nothing is in its
    // timeline, and a replay of the timeline gives this same world (callers show problems).
    EXPECT_EQ(dump_state(game, 50), state);
}

TEST_F(ContentReloadTest, DeletingATileInUseIsRefusedAndExplained) {
    const ContentPtr before = game.content_ptr();
    const std::string state = dump_state(game, 0);
    const std::string tiles = dir.read("tiles.yaml");
    const std::size_t stairs = tiles.find("down_stairs:");
    dir.write("tiles.yaml", tiles.substr(0, stairs) + tiles.substr(tiles.find("floor:")));
    dir.replace("settings.yaml", "stairs_tile: down_stairs", "stairs_tile: floor");
    const ContentReload r = reload_content(game, dir.path());
    EXPECT_FALSE(r.applied);
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_THAT(r.problems[0].message,
                HasSubstr("tile 'down_stairs' is used by the current floor"));
    EXPECT_EQ(game.content_ptr(), before);
    EXPECT_EQ(dump_state(game, 0), state);
    EXPECT_THAT(test::last_message(game.world()),
                ::testing::StartsWith("Reload refused: tile 'down_stairs'"));
}

TEST_F(ContentReloadTest, ApplySnapshotReportsLikeAReload) {
    auto next = std::make_shared<Content>(game.content());
    next->items.at("dagger").equippable->power = 3;
    const ContentReload r = apply_snapshot(game, next);
    EXPECT_TRUE(r.applied);
    EXPECT_EQ(r.report.definitions_changed, 1);
    // The player wields the dagger, so its power changed: one entity updated.
    EXPECT_EQ(test::last_message(game.world()),
              "Reloaded content: 1 definition changed, 1 entity updated.");
}

}  // namespace
}  // namespace cf
