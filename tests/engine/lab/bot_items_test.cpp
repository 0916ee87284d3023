// The bot with issue 35's items: it throws what is made for throwing at a foe still
// coming, uses a wand while it has charges (an empty one is left for a recharge), fills an
// empty wand when it carries a recharge, aims a bolt wand at a cell, and does not waste a
// wand on a foe that resists all of its damage.

#include <gtest/gtest.h>

#include "engine/lab/bot.hpp"
#include "engine/rules/inventory.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

EffectDef hurt(int amount) {
    EffectDef e;
    e.kind = EffectKind::damage;
    e.amount = amount;
    return e;
}

// The fixture with throwing knives, a wand of 1-3 charges and a recharging scroll, still
// to be edited.
auto editable_bot_item_content() {
    auto c = test::edited_content();
    ItemDef knife;
    knife.id = "knife";
    knife.name = "Throwing knife";
    knife.thrown.emplace();
    knife.thrown->range = 6;
    knife.thrown->effects.push_back(hurt(3));
    c->items[knife.id] = knife;
    ItemDef wand;
    wand.id = "wand";
    wand.name = "Wand of sparks";
    wand.charges = ChargesDef{1, 3};
    wand.use.emplace();
    wand.use->target = TargetKind::nearest_enemy;
    wand.use->range = 6;
    wand.use->effects.push_back(hurt(5));
    c->items[wand.id] = wand;
    ItemDef scroll;
    scroll.id = "recharging";
    scroll.name = "Recharging scroll";
    scroll.use.emplace();
    EffectDef fill;
    fill.kind = EffectKind::recharge;
    fill.amount = 2;
    scroll.use->effects.push_back(fill);
    c->items[scroll.id] = scroll;
    return c;
}

ContentPtr bot_item_content() { return editable_bot_item_content(); }

const std::vector<std::string> kOrcComing = {"########", "#@...o.#", "########"};

// The definition of the carried item a command names by letter.
DefId item_of(const Game& game, const Command& c) {
    const Inventory& inventory = *game.world().player().inventory;
    const std::optional<int> index = index_of_letter(inventory, c.item);
    return index ? inventory.items.at(static_cast<std::size_t>(*index)).def : DefId();
}

TEST(BotItems, ThrowsAKnifeAtAFoeStillComing) {
    Game game = test::prefab_game(bot_item_content(), kOrcComing);
    test::give_item(game, "knife");
    Bot bot;
    const Command c = bot.next(game);
    ASSERT_EQ(c.kind, CommandKind::throw_item);
    EXPECT_EQ(item_of(game, c), "knife");
    EXPECT_EQ(c.target, (Point{5, 1}));
    EXPECT_TRUE(game.submit(c));
}

TEST(BotItems, FightsHandToHandOnceTheFoeIsNext) {
    Game game = test::prefab_game(bot_item_content(), {"######", "#@o..#", "######"});
    test::give_item(game, "knife");
    Bot bot;
    EXPECT_EQ(bot.next(game).kind, CommandKind::attack);
}

TEST(BotItems, UsesAWandWithChargesAndLeavesAnEmptyOne) {
    Game game = test::prefab_game(bot_item_content(), kOrcComing);
    const int wand = test::give_item(game, "wand");
    auto& carried = test::world_behind_the_log(game).player().inventory->items;
    carried.at(static_cast<std::size_t>(wand)).charges = 1;
    Bot bot;
    const Command first = bot.next(game);
    ASSERT_EQ(first.kind, CommandKind::use);
    EXPECT_EQ(item_of(game, first), "wand");
    carried.at(static_cast<std::size_t>(wand)).charges = 0;
    EXPECT_NE(bot.next(game).kind, CommandKind::use);
}

TEST(BotItems, RechargesAnEmptyWand) {
    Game game = test::prefab_game(bot_item_content(), {"#####", "#@..#", "#####"});
    const int wand = test::give_item(game, "wand");
    test::world_behind_the_log(game)
        .player()
        .inventory->items.at(static_cast<std::size_t>(wand))
        .charges = 0;
    test::give_item(game, "recharging");
    Bot bot;
    const Command c = bot.next(game);
    ASSERT_EQ(c.kind, CommandKind::use);
    EXPECT_EQ(item_of(game, c), "recharging");
}

// A cold bolt wand aimed at a cell (as the shipped wand of frost is), with a second wand
// of sparks behind it in the pack.
ContentPtr bolt_wand_content(int orc_cold_resist) {
    auto c = editable_bot_item_content();
    DamageTypeDef cold;
    cold.id = "cold";
    cold.name = "cold";
    c->damage_types[cold.id] = cold;
    ItemDef frost;
    frost.id = "frost";
    frost.name = "Wand of frost";
    frost.use.emplace();
    frost.use->target = TargetKind::cell;
    frost.use->range = 8;
    EffectDef bolt = hurt(6);
    bolt.type = "cold";
    bolt.shape = Shape::bolt;
    frost.use->effects.push_back(bolt);
    c->items[frost.id] = frost;
    c->actors.at("orc").resist = {IdAmount{"cold", orc_cold_resist}};
    return c;
}

TEST(BotItems, AimsABoltWandAtTheFoesCell) {
    Game game = test::prefab_game(bolt_wand_content(0), kOrcComing);
    test::give_item(game, "frost");
    Bot bot;
    const Command c = bot.next(game);
    ASSERT_EQ(c.kind, CommandKind::use);
    EXPECT_EQ(item_of(game, c), "frost");
    ASSERT_TRUE(c.target.has_value());
    EXPECT_EQ(*c.target, (Point{5, 1}));
}

TEST(BotItems, ReadsResistancesAndSkipsAWandItsFoeShrugsOff) {
    Game game = test::prefab_game(bolt_wand_content(100), kOrcComing);
    test::give_item(game, "frost");
    test::give_item(game, "wand");
    Bot bot;
    const Command c = bot.next(game);
    ASSERT_EQ(c.kind, CommandKind::use);
    EXPECT_EQ(item_of(game, c), "wand") << "the orc is immune to cold: the sparks instead";
}

}  // namespace
}  // namespace cf
