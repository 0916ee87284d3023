// The inventory picture: the rows the window draws and chooses from.

#include "engine/view/inventory_picture.hpp"

#include <gtest/gtest.h>

#include "tests/support/fixture_prefab.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

TEST(InventoryPicture, RowsSayWhatIsWornAndWhatChoosingDoes) {
    Game game = test::fixture_prefab({"#####", "#@..#", "#####"});
    World& w = game.mutable_world();
    w.player().inventory->items.push_back({w.new_id(), "fireball_scroll", 2});
    w.player().inventory->items.push_back({w.new_id(), "fireball_scroll", 2});
    const InventoryPicture pack = build_inventory_picture(w, game.content());
    ASSERT_EQ(pack.rows.size(), 3u);
    EXPECT_EQ(pack.carried, 4);
    EXPECT_EQ(pack.capacity, 26);
    const InventoryRow& dagger = pack.rows[0];
    EXPECT_EQ(dagger.line(), "a  Dagger (on weapon)");
    EXPECT_EQ(dagger.glyph, '/');
    EXPECT_EQ(dagger.hint, "Equipped. Choose it to remove it.");
    EXPECT_EQ(dagger.facts.front(), "Type: equipment (weapon)");
    EXPECT_EQ(dagger.targeting.kind, Targeting::none);
    const InventoryRow& scrolls = pack.rows[2];
    EXPECT_EQ(scrolls.name, "2 Fireball scrolls");
    EXPECT_NE(scrolls.targeting.kind, Targeting::none) << "a fireball asks where it lands";
    EXPECT_EQ(scrolls.hint, "Choose it, then choose a target.");
    EXPECT_EQ(pack.row(scrolls.letter), &scrolls);
    EXPECT_EQ(pack.row(25), nullptr);
}

TEST(InventoryPicture, ARowThatAsksForATargetSaysWhereTheCursorStarts) {
    Game game = test::fixture_prefab({"##########", "#@....o..#", "##########"});
    World& w = game.mutable_world();
    w.player().inventory->items.push_back({w.new_id(), "fireball_scroll", 1});
    const InventoryPicture pack = build_inventory_picture(w, game.content());
    const InventoryRow* found = nullptr;
    for (const InventoryRow& r : pack.rows) {
        if (r.name == "Fireball scroll") found = &r;
    }
    ASSERT_NE(found, nullptr);
    const InventoryRow& fireball = *found;
    ASSERT_NE(fireball.targeting.kind, Targeting::none);
    EXPECT_EQ(fireball.aim, (Point{6, 1})) << "on the orc in sight, clear of the player";
}

// A use aimed at one creature starts on the nearest in sight, even beside the player with
// another farther off: only an area keeps its blast clear of the player.
TEST(InventoryPicture, AOneCreatureTargetStartsOnTheFoeBesideThePlayer) {
    Game game = test::fixture_prefab({"##########", "#@o...o..#", "##########"});
    World& w = game.mutable_world();
    w.player().inventory->items.push_back({w.new_id(), "confusion_scroll", 1});
    const InventoryPicture pack = build_inventory_picture(w, game.content());
    const InventoryRow* found = nullptr;
    for (const InventoryRow& r : pack.rows) {
        if (r.name == "Confusion scroll") found = &r;
    }
    ASSERT_NE(found, nullptr);
    ASSERT_NE(found->targeting.kind, Targeting::none);
    EXPECT_EQ(found->aim, (Point{2, 1}));
}

// A potion, used on oneself, asks for no target.
TEST(InventoryPicture, AnItemUsedOnOneselfAsksForNoTarget) {
    Game game = test::fixture_prefab({"#####", "#@..#", "#####"});
    World& w = game.mutable_world();
    w.player().inventory->items.push_back({w.new_id(), "health_potion", 1});
    const InventoryPicture pack = build_inventory_picture(w, game.content());
    const InventoryRow* potion = nullptr;
    for (const InventoryRow& r : pack.rows) {
        if (r.name == "Health potion") potion = &r;
    }
    ASSERT_NE(potion, nullptr);
    EXPECT_EQ(potion->targeting.kind, Targeting::none);
    EXPECT_EQ(potion->hint, "Choose it to use it.");
}

TEST(InventoryPicture, TheDropWindowSaysDrop) {
    Game game = test::fixture_prefab({"#####", "#@..#", "#####"});
    const InventoryPicture pack =
        build_inventory_picture(game.world(), game.content(), PackMode::drop);
    ASSERT_FALSE(pack.rows.empty());
    EXPECT_EQ(pack.rows[0].hint, "Choose it to take it off and drop it.");
}

}  // namespace
}  // namespace cf
