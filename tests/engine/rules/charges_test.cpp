// Charged items: `charges: 3` or `charges: [2, 5]` rolled when made, spent one a use
// (the item stays), refused at 0 with a message, filled again by a recharge effect.

#include "engine/rules/charges.hpp"

#include <gtest/gtest.h>

#include "engine/rules/factory.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/save/save.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

// The fixture's content with a wand of 2-5 charges that hurts the nearest enemy, a fixed
// one of 3, and a scroll that recharges 2.
ContentPtr wand_content() {
    auto c = test::edited_content();
    ItemDef wand;
    wand.id = "wand";
    wand.name = "Wand of sparks";
    wand.charges = ChargesDef{2, 5};
    wand.use.emplace();
    wand.use->target = TargetKind::nearest_enemy;
    wand.use->range = 6;
    EffectDef spark;
    spark.kind = EffectKind::damage;
    spark.amount = 1;
    wand.use->effects.push_back(spark);
    c->items[wand.id] = wand;
    ItemDef fixed = wand;
    fixed.id = "fixed_wand";
    fixed.charges = ChargesDef{3, 3};
    c->items[fixed.id] = fixed;
    ItemDef scroll;
    scroll.id = "recharging";
    scroll.name = "Recharging scroll";
    scroll.use.emplace();
    EffectDef recharge;
    recharge.kind = EffectKind::recharge;
    recharge.amount = 2;
    scroll.use->effects.push_back(recharge);
    c->items[scroll.id] = scroll;
    return c;
}

const std::vector<std::string> kOrcInView = {"#######", "#@...o#", "#######"};

// The letter commands name the carried item at `index` by.
int letter_of(const Game& game, int index) {
    return carried_letters(*game.world().player().inventory).at(static_cast<std::size_t>(index));
}

ItemInstance& wand_slot(Game& game, int index) {
    return test::world_behind_the_log(game)
        .player()
        .inventory->items[static_cast<std::size_t>(index)];
}

TEST(Charges, AUseSpendsOneAndTheWandStays) {
    Game game = test::prefab_game(wand_content(), kOrcInView);
    const int wand = test::give_item(game, "wand");
    wand_slot(game, wand).charges = 2;
    const std::size_t carried = game.world().player().inventory->items.size();
    ASSERT_TRUE(game.submit(Command::use(letter_of(game, wand))));
    ASSERT_EQ(game.world().player().inventory->items.size(), carried);
    EXPECT_EQ(game.world().player().inventory->items.at(static_cast<std::size_t>(wand)).charges, 1);
    EXPECT_EQ(game.world().turn, 1);
}

TEST(Charges, AnEmptyWandIsRefusedWithoutSpendingTheTurn) {
    Game game = test::prefab_game(wand_content(), kOrcInView);
    const int wand = test::give_item(game, "wand");
    wand_slot(game, wand).charges = 0;
    EXPECT_FALSE(game.submit(Command::use(wand)));
    EXPECT_EQ(test::last_message(game.world()), "The Wand of sparks has no charges left.");
    EXPECT_EQ(game.world().turn, 0);
    EXPECT_EQ(test::first_of(game.world(), "orc")->fighter->hp, 10);
}

TEST(Charges, OneCarriedFromBeforeItsKindHadChargesHoldsTheLeast) {
    Game game = test::prefab_game(wand_content(), kOrcInView);
    const int wand = test::give_item(game, "wand");  // kNoCharges, as an old save has it
    ASSERT_TRUE(game.submit(Command::use(letter_of(game, wand))));
    EXPECT_EQ(game.world().player().inventory->items.at(static_cast<std::size_t>(wand)).charges, 1);
}

TEST(Charges, ARangeIsRolledWithinItAndAFixedCountDrawsNothing) {
    const ContentPtr content = wand_content();
    World world = test::prefab_world(*content, kOrcInView);
    const std::uint64_t before = world.rng.state();
    const EntityId fixed = spawn_item(world, *content, "fixed_wand", {2, 1});
    EXPECT_EQ(world.find(fixed)->charges, Charges{3});
    EXPECT_EQ(world.rng.state(), before);
    for (int i = 0; i < 20; ++i) {
        const EntityId id = spawn_item(world, *content, "wand", {2, 1});
        ASSERT_TRUE(world.find(id)->charges);
        EXPECT_GE(world.find(id)->charges->left, 2);
        EXPECT_LE(world.find(id)->charges->left, 5);
    }
    EXPECT_NE(world.rng.state(), before);
}

TEST(Charges, PickingUpAndDroppingKeepThem) {
    Game game = test::prefab_game(wand_content(), {"#####", "#@..#", "#####"});
    World& w = test::world_behind_the_log(game);
    const EntityId id = spawn_item(w, game.content(), "wand", w.player().pos);
    w.find(id)->charges = Charges{4};
    ASSERT_TRUE(game.submit(Command::pickup()));
    EXPECT_EQ(game.world().player().inventory->items.back().charges, 4);
    const int last = static_cast<int>(game.world().player().inventory->items.size()) - 1;
    ASSERT_TRUE(game.submit(Command::drop(letter_of(game, last))));
    EXPECT_EQ(game.world().find(id)->charges, Charges{4});
}

TEST(Charges, WandsDoNotStackSoEachKeepsItsOwn) {
    const ContentPtr content = wand_content();
    EXPECT_FALSE(stacks(*content->item("wand")));
    EXPECT_TRUE(stacks(*content->item("recharging")));
}

TEST(Recharge, FillsEveryCarriedWandUpToItsMost) {
    Game game = test::prefab_game(wand_content(), kOrcInView);
    const int wand = test::give_item(game, "wand");
    const int other = test::give_item(game, "fixed_wand");
    wand_slot(game, wand).charges = 4;
    wand_slot(game, other).charges = 0;
    const int scroll = test::give_item(game, "recharging");
    ASSERT_TRUE(game.submit(Command::use(scroll)));
    const auto& items = game.world().player().inventory->items;
    EXPECT_EQ(items.at(static_cast<std::size_t>(wand)).charges, 5);  // 4 + 2, but its most is 5
    EXPECT_EQ(items.at(static_cast<std::size_t>(other)).charges, 2);
    EXPECT_TRUE(test::logged(game.world(), "The Wand of sparks (5 charges) hums."));
}

TEST(Recharge, WithNothingToFillSpendsNothing) {
    Game game = test::prefab_game(wand_content(), kOrcInView);
    const int wand = test::give_item(game, "wand");
    wand_slot(game, wand).charges = 5;
    const int scroll = test::give_item(game, "recharging");
    EXPECT_FALSE(game.submit(Command::use(scroll)));
    EXPECT_EQ(test::last_message(game.world()), "You have nothing to recharge.");
    EXPECT_EQ(game.world().turn, 0);
}

TEST(Charges, TheSaveKeepsThemCarriedAndOnTheFloor) {
    const ContentPtr content = wand_content();
    World world = test::prefab_world(*content, kOrcInView);
    world.player().inventory->items.push_back({world.new_id(), "wand", 2, 0});
    const EntityId lying = spawn_item(world, *content, "fixed_wand", {2, 1});
    world.find(lying)->charges = Charges{1};
    const SaveLoad loaded = load_save_text(save_to_text(world), "game.sav", *content);
    ASSERT_TRUE(loaded.world) << to_string(loaded.problems);
    EXPECT_EQ(loaded.world->player().inventory->items.back().charges, 0);
    EXPECT_EQ(loaded.world->player().inventory->items.back().letter, 2);
    EXPECT_EQ(loaded.world->find(lying)->charges, Charges{1});
}

TEST(ChargesText, SaysOneAndMany) {
    EXPECT_EQ(charges_text(1), " (1 charge)");
    EXPECT_EQ(charges_text(3), " (3 charges)");
    EXPECT_EQ(charges_text(kNoCharges), "");
}

}  // namespace
}  // namespace cf
