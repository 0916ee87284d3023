// Picking up, dropping and equipping, with the edge cases players run into: a full
// pack, swapping a weapon, dropping what you wear, armor that gave you HP.

#include "engine/rules/inventory.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/rules/stats.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;

// The player starts with a = dagger (weapon) and b = leather armor (armor), both worn;
// a sword lies one step east.
const std::vector<std::string> kSwordEast = {"#####", "#@/.#", "#####"};

std::vector<DefId> carried(const World& w) {
    std::vector<DefId> out;
    for (const ItemInstance& i : w.player().inventory->items) out.push_back(i.def);
    return out;
}

DefId worn(const World& w, const DefId& slot) {
    const auto& inv = *w.player().inventory;
    const auto it = inv.equipped.find(slot);
    if (it == inv.equipped.end()) return "";
    for (const ItemInstance& i : inv.items) {
        if (i.id == it->second) return i.def;
    }
    return "(missing)";
}

Game game_with_sword_underfoot(ContentPtr content = test::default_content()) {
    Game game = test::prefab_game(std::move(content), kSwordEast);
    game.submit(Command::move(Direction::e));
    return game;
}

TEST(Inventory, PickUpTakesTheItemOffTheFloor) {
    Game game = game_with_sword_underfoot();
    ASSERT_TRUE(game.submit(Command::pickup()));
    const World& w = game.world();
    EXPECT_THAT(carried(w), ElementsAre("dagger", "leather_armor", "sword"));
    EXPECT_EQ(test::last_message(w), "You pick up the Sword.");
    EXPECT_TRUE(w.items_at(w.player().pos).empty());
    EXPECT_EQ(w.turn, 2);
}

TEST(Inventory, PickUpDoesNotReplaceTheWornWeapon) {
    Game game = game_with_sword_underfoot();
    game.submit(Command::pickup());
    EXPECT_EQ(worn(game.world(), "weapon"), "dagger");
    EXPECT_EQ(power(game.world().player(), game.content()), 4);
}

TEST(Inventory, PickUpEquipsWhenTheSlotIsEmpty) {
    Game game = game_with_sword_underfoot();
    game.submit(Command::equip(0));  // take the dagger off
    ASSERT_EQ(worn(game.world(), "weapon"), "");
    game.submit(Command::pickup());
    EXPECT_EQ(worn(game.world(), "weapon"), "sword");
    EXPECT_THAT(test::messages(game.world()),
                ::testing::IsSupersetOf({"You pick up the Sword.", "You equip the Sword."}));
    EXPECT_EQ(power(game.world().player(), game.content()), 2 + 4);
}

TEST(Inventory, NothingToPickUpSpendsNoTurn) {
    Game game = test::prefab_game(test::default_content(), kSwordEast);
    EXPECT_FALSE(game.submit(Command::pickup()));
    EXPECT_EQ(test::last_message(game.world()), "There is nothing here to pick up.");
    EXPECT_EQ(game.world().turn, 0);
}

TEST(Inventory, FullInventoryRefusesAndLeavesTheItem) {
    auto c = test::edited_content();
    c->actors.at("player").inventory = 2;  // the starting dagger and armor fill it
    Game game = game_with_sword_underfoot(c);
    EXPECT_FALSE(game.submit(Command::pickup()));
    const World& w = game.world();
    EXPECT_THAT(test::last_message(w), ::testing::StartsWith("Your inventory is full"));
    EXPECT_EQ(carried(w).size(), 2u);
    EXPECT_EQ(w.items_at(w.player().pos).size(), 1u);
    EXPECT_EQ(w.turn, 1);
}

TEST(Inventory, EquipIntoAnOccupiedSlotSwapsAndKeepsTheOldItem) {
    Game game = game_with_sword_underfoot();
    game.submit(Command::pickup());
    const std::size_t before = game.world().log.messages().size();
    ASSERT_TRUE(game.submit(Command::equip(2)));
    const World& w = game.world();
    EXPECT_EQ(worn(w, "weapon"), "sword");
    EXPECT_THAT(carried(w), ElementsAre("dagger", "leather_armor", "sword"));
    EXPECT_EQ(equipped_slot(w.player(), 0), std::nullopt);
    EXPECT_THAT(test::messages_since(w, before),
                ElementsAre("You remove the Dagger.", "You equip the Sword."));
    EXPECT_EQ(power(w.player(), game.content()), 2 + 4);
}

TEST(Inventory, EquippingTheWornItemRemovesIt) {
    Game game = test::prefab_game(test::default_content(), kSwordEast);
    ASSERT_TRUE(game.submit(Command::equip(1)));
    const World& w = game.world();
    EXPECT_EQ(worn(w, "armor"), "");
    EXPECT_EQ(test::last_message(w), "You remove the Leather armor.");
    EXPECT_EQ(defense(w.player(), game.content()), 1);
    EXPECT_EQ(w.turn, 1);
}

TEST(Inventory, ConsumablesCannotBeEquipped) {
    Game game = test::prefab_game(test::default_content(), kSwordEast);
    World& w = test::world_behind_the_log(game);
    w.player().inventory->items.push_back({w.new_id(), "health_potion"});
    EXPECT_FALSE(game.submit(Command::equip(2)));
    EXPECT_EQ(test::last_message(game.world()), "The Health potion cannot be equipped.");
}

TEST(Inventory, DropPutsTheItemUnderThePlayerWithItsId) {
    Game game = game_with_sword_underfoot();
    game.submit(Command::pickup());
    const EntityId sword = game.world().player().inventory->items[2].id;
    game.submit(Command::move(Direction::e));
    ASSERT_TRUE(game.submit(Command::drop(2)));
    const World& w = game.world();
    EXPECT_EQ(test::last_message(w), "You drop the Sword.");
    EXPECT_THAT(carried(w), ElementsAre("dagger", "leather_armor"));
    const auto here = w.items_at({3, 1});
    ASSERT_EQ(here.size(), 1u);
    EXPECT_EQ(here[0]->id, sword);
    EXPECT_EQ(here[0]->def, "sword");
}

TEST(Inventory, DroppingWornArmorTakesItOffFirst) {
    Game game = test::prefab_game(test::default_content(), kSwordEast);
    ASSERT_TRUE(game.submit(Command::drop(1)));
    const World& w = game.world();
    EXPECT_THAT(test::messages_since(w, 1),
                ElementsAre("You remove the Leather armor.", "You drop the Leather armor."));
    EXPECT_EQ(worn(w, "armor"), "");
    EXPECT_FALSE(w.player().inventory->equipped.contains("armor"));
    EXPECT_EQ(defense(w.player(), game.content()), 1);
    EXPECT_EQ(w.items_at(w.player().pos).size(), 1u);
}

TEST(Inventory, DroppingAnEmptyLetterSpendsNoTurn) {
    Game game = test::prefab_game(test::default_content(), kSwordEast);
    EXPECT_FALSE(game.submit(Command::drop(4)));
    EXPECT_EQ(test::last_message(game.world()), "You have no item under 'e'.");
    EXPECT_EQ(game.world().turn, 0);
}

// An amulet that gives max HP, defined in a copy of the content.
class MaxHpArmorTest : public ::testing::Test {
  protected:
    test::ContentDir dir;
    ContentPtr content;
    void SetUp() override {
        dir.append("slots.yaml", "neck:\n  name: neck\n");
        dir.append(
            "items.yaml",
            "amulet:\n  name: Amulet of vigor\n  equippable:\n    slot: neck\n    max_hp: 10\n");
        content = dir.load_ok();
    }
    // The player picks the amulet up, which puts it on (the neck slot is empty): index 2.
    Game wearing_amulet() {
        Game game = test::prefab_game(content, {"#####", "#@A.#", "#####"}, {{'A', "amulet"}});
        game.submit(Command::move(Direction::e));
        game.submit(Command::pickup());
        return game;
    }
    // Wearing the amulet at `hp`, the player gives `command` (taking it off or dropping it).
    Game without_amulet(int hp, const Command& command) {
        Game game = wearing_amulet();
        test::world_behind_the_log(game).player().fighter->hp = hp;
        game.submit(command);
        return game;
    }
};

TEST_F(MaxHpArmorTest, WearingItRaisesMaxHpButNotHp) {
    Game game = wearing_amulet();
    ASSERT_EQ(worn(game.world(), "neck"), "amulet");
    EXPECT_EQ(max_hp(game.world().player(), game.content()), 40);
    EXPECT_EQ(game.world().player().fighter->hp, 30);
}

TEST_F(MaxHpArmorTest, RemovingItClampsHpToTheNewMaximum) {
    const Game game = without_amulet(40, Command::equip(2));
    EXPECT_EQ(max_hp(game.world().player(), game.content()), 30);
    EXPECT_EQ(game.world().player().fighter->hp, 30);
}

TEST_F(MaxHpArmorTest, RemovingItKeepsHpThatStillFits) {
    const Game game = without_amulet(25, Command::equip(2));
    EXPECT_EQ(game.world().player().fighter->hp, 25);
}

TEST_F(MaxHpArmorTest, DroppingItClampsHpToo) {
    const Game game = without_amulet(38, Command::drop(2));
    EXPECT_EQ(game.world().player().fighter->hp, 30);
}

TEST(Inventory, RemoveCarriedForgetsTheEquipment) {
    Game game = test::prefab_game(test::default_content(), kSwordEast);
    Entity& player = test::world_behind_the_log(game).player();
    remove_carried(player, 0);
    EXPECT_FALSE(player.inventory->equipped.contains("weapon"));
    EXPECT_EQ(equipped_slot(player, 0), "armor");  // leather armor moved to index 0
}

}  // namespace
}  // namespace cf
