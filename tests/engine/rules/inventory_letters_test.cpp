// Inventory letters like the classics: an item keeps its letter until it leaves the pack,
// identical consumables share one, and commands (so replays) name letters.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/rules/inventory.hpp"
#include "engine/save/save.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

// Starting gear: a = dagger, b = leather armor. East of the player: a fireball scroll, a
// sword, a second fireball scroll, a health potion.
const std::vector<std::string> kShelf = {"#######", "#@f/f!#", "#######"};

Game shelf_game() { return test::prefab_game(test::default_content(), kShelf); }

// Walks east over the shelf, picking up each item.
void pick_up_all(Game& game) {
    for (int i = 0; i < 4; ++i) {
        ASSERT_TRUE(game.submit(Command::move(Direction::e)));
        ASSERT_TRUE(game.submit(Command::pickup()));
    }
}

std::vector<int> letters(const Game& game) {
    return carried_letters(*game.world().player().inventory);
}

// The pack after pick_up_all (and a use or a drop of fireball scrolls): five stacks, the
// fireball scrolls' the third, under c, with `count` in it.
void expect_fireball_stack(const Game& game, int count) {
    const auto stacks = carried_stacks(*game.world().player().inventory);
    ASSERT_EQ(stacks.size(), 5u);
    EXPECT_EQ(stacks[2].letter, 2);
    EXPECT_EQ(stacks[2].count, count);
}

TEST(InventoryLetters, PickUpTakesTheLowestFreeLetterAndStacksConsumables) {
    Game game = shelf_game();
    pick_up_all(game);
    // dagger a, armor b, fireball c, sword d, fireball c again, potion e.
    EXPECT_THAT(letters(game), ElementsAre(0, 1, 2, 3, 2, 4));
    expect_fireball_stack(game, 2);
}

TEST(InventoryLetters, UsingAnItemMovesNoOtherLetter) {
    Game game = shelf_game();
    pick_up_all(game);
    test::world_behind_the_log(game).player().fighter->hp = 10;
    ASSERT_TRUE(game.submit(Command::use(4)));   // e: the potion
    ASSERT_TRUE(game.submit(Command::drop(0)));  // a: the dagger
    // The sword is still d: equipping d equips the sword, not what followed it.
    ASSERT_TRUE(game.submit(Command::equip(3)));
    EXPECT_EQ(test::last_message(game.world()), "You equip the Sword.");
    EXPECT_THAT(letters(game), ElementsAre(1, 2, 3, 2));
}

TEST(InventoryLetters, AFreedLetterIsTakenByTheNextPickUp) {
    Game game = shelf_game();
    ASSERT_TRUE(game.submit(Command::drop(0)));  // the dagger leaves a free
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    ASSERT_TRUE(game.submit(Command::pickup()));
    EXPECT_THAT(letters(game), ElementsAre(1, 0));
}

TEST(InventoryLetters, UsingOneOfAStackKeepsTheRestUnderItsLetter) {
    Game game = shelf_game();
    pick_up_all(game);
    const auto before = carried_stacks(*game.world().player().inventory);
    ASSERT_EQ(before[2].count, 2);
    ASSERT_TRUE(game.submit(Command::drop(2)));
    expect_fireball_stack(game, 1);
}

TEST(InventoryLetters, AnEmptyLetterIsRefusedByName) {
    Game game = shelf_game();
    EXPECT_FALSE(game.submit(Command::use(7)));
    EXPECT_EQ(test::last_message(game.world()), "You have no item under 'h'.");
}

TEST(InventoryLetters, SavesKeepLettersAndOldSavesMeanPickUpOrder) {
    Game game = shelf_game();
    pick_up_all(game);
    ASSERT_TRUE(game.submit(Command::drop(0)));
    const std::string text = save_to_text(game.world());
    EXPECT_THAT(text, HasSubstr("fireball_scroll, c]"));
    const SaveLoad load = load_save_text(text, "save.yaml", game.content());
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_EQ(save_to_text(*load.world), text);
    EXPECT_EQ(load.world->player().inventory->items, game.world().player().inventory->items);
    // Items written without a letter (saves from before letters) take them in order.
    Inventory old;
    old.items = {{5, "sword"}, {6, "dagger"}};
    EXPECT_THAT(carried_letters(old), ElementsAre(0, 1));
}

TEST(CountedName, OneIsTheNameMoreAreCountedAndPlural) {
    EXPECT_EQ(counted_name("Fireball scroll", 1), "Fireball scroll");
    EXPECT_EQ(counted_name("Fireball scroll", 2), "2 Fireball scrolls");
    EXPECT_EQ(counted_name("Potion of healing", 3), "3 Potions of healing");
    EXPECT_EQ(counted_name("Box", 2), "2 Boxes");
}

}  // namespace
}  // namespace cf
