// What looking at a cell tells: only what the player sees or remembers.

#include "engine/view/cell_description.hpp"

#include <gtest/gtest.h>

#include "tests/support/fixture_prefab.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

TEST(LookText, NamesAWoundedConfusedMonsterWithItsHp) {
    Game game = test::fixture_prefab({"######", "#@.o.#", "######"});
    Entity* orc = test::first_of(game.mutable_world(), "orc");
    orc->fighter->hp = 4;
    orc->statuses["confused"] = 3;
    const CellDescription cell = describe_cell(game.world(), game.content(), orc->pos);
    ASSERT_TRUE(cell.creature);
    EXPECT_EQ(cell.creature->hp, 4);
    EXPECT_EQ(cell.creature->max_hp, 10);
    EXPECT_TRUE(cell.creature->wounded());
    EXPECT_EQ(look_text(cell), "Orc (4/10 HP, confused 3); Floor.");
}

TEST(LookText, SaysWhatTheCreatureOrTheTerrainIsInOneLine) {
    test::ContentDir dir;
    dir.replace("actors.yaml", "  name: Orc\n", "  name: Orc\n  description: A brute.\n");
    dir.replace("tiles.yaml", "  name: Wall\n", "  name: Wall\n  description: Cold stone.\n");
    Game game = test::prefab_game(dir.load_ok(), {"######", "#@.o.#", "######"});
    const World& w = game.world();
    EXPECT_EQ(about_text(describe_cell(w, game.content(), test::first_of(w, "orc")->pos)),
              "A brute.");
    EXPECT_EQ(about_text(describe_cell(w, game.content(), {0, 0})), "Cold stone.");
    EXPECT_EQ(about_text(describe_cell(w, game.content(), {2, 1})), "") << "a floor says nothing";
    EXPECT_EQ(about_text(describe_cell(w, game.content(), w.player().pos)), "")
        << "you are not described to yourself";
}

TEST(LookText, NamesItemsStackedAndTheTerrain) {
    Game game = test::fixture_prefab({"######", "#@ff/#", "######"});
    World& w = game.mutable_world();
    for (Entity& e : w.entities) {
        if (e.is_item()) e.pos = {2, 1};
    }
    EXPECT_EQ(look_text(describe_cell(w, game.content(), {2, 1})),
              "Sword; 2 Fireball scrolls; Floor.");
    EXPECT_EQ(look_text(describe_cell(w, game.content(), {0, 0})), "Wall.");
    EXPECT_EQ(look_text(describe_cell(w, game.content(), {1, 1})), "You (30/30 HP); Floor.");
}

TEST(LookText, RemembersOnlyTerrainAndKnowsNothingUnseen) {
    Game game = test::fixture_prefab({"#########", "#@..#.o.#", "#########"});
    World& w = game.mutable_world();
    ASSERT_FALSE(w.map.visible({6, 1}));
    EXPECT_EQ(look_text(describe_cell(w, game.content(), {6, 1})), "Unknown.");
    w.map.set_explored({6, 1}, true);
    const CellDescription remembered = describe_cell(w, game.content(), {6, 1});
    EXPECT_FALSE(remembered.creature) << "a remembered cell does not show who stands there now";
    EXPECT_EQ(look_text(remembered), "Floor (remembered).");
}

TEST(LookText, NamesRemainsAndStairs) {
    Game game = test::fixture_prefab({"#####", "#@o>#", "#####"});
    World& w = game.mutable_world();
    test::first_of(w, "orc")->fighter->hp = 0;
    EXPECT_EQ(look_text(describe_cell(w, game.content(), {2, 1})), "Orc corpse; Floor.");
    EXPECT_EQ(look_text(describe_cell(w, game.content(), {3, 1})), "Down stairs.");
}

}  // namespace
}  // namespace cf
