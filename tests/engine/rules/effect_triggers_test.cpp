// The effect language's triggers: on_struck and on_death (a jelly that splits, a beetle
// that bursts), a chain of deaths bounded, a status's on_start and on_end, an item's
// on_equip, and summons, which fight for their summoner's side and need one.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/rules/effects.hpp"
#include "engine/rules/factions.hpp"
#include "engine/rules/game.hpp"
#include "engine/rules/targets.hpp"
#include "tests/support/effect_items.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::add_dummy;
using test::add_used_item;
using ::testing::Contains;
using ::testing::HasSubstr;

TEST(Triggers, AJellySplitsWhenStruckAndABurstOnDeathScorchesItsKiller) {
    auto c = test::edited_content();
    ActorDef& jelly = add_dummy(*c, "jelly", 30);
    EffectDef split;
    split.kind = EffectKind::summon;
    split.actor = "jelly";
    split.message = "{User} splits in two!";
    jelly.on_struck = {split};
    ActorDef& beetle = add_dummy(*c, "beetle", 1);
    beetle.on_death = {test::damage_effect(3, Shape::burst, 1)};
    {
        Game game = test::prefab_game(c, {"######", "#@j..#", "######"}, {{'j', "jelly"}});
        ASSERT_TRUE(game.submit(Command::attack(Direction::e)));
        int jellies = 0;
        for (const Entity& e : game.world().entities) jellies += e.def == "jelly" && e.alive();
        EXPECT_EQ(jellies, 2);
        EXPECT_THAT(test::messages(game.world()), Contains("The jelly splits in two!"));
    }
    {
        Game game = test::prefab_game(c, {"######", "#@b..#", "######"}, {{'b', "beetle"}});
        const int hp = game.world().player().fighter->hp;
        ASSERT_TRUE(game.submit(Command::attack(Direction::e)));
        EXPECT_FALSE(game.world().actor_at({2, 1})) << "the beetle died";
        EXPECT_EQ(game.world().player().fighter->hp, hp - 3) << "its burst reached the killer";
    }
}

TEST(Triggers, AChainOfDeathsIsBoundedAndSaidOnce) {
    auto c = test::edited_content();
    ActorDef& bomb = add_dummy(*c, "bomb", 1);
    bomb.on_death = {test::damage_effect(5, Shape::burst, 1)};
    std::string row = "#@";
    for (int i = 0; i < 20; ++i) row += 'x';
    row += ".#";
    const std::string wall(row.size(), '#');
    Game game = test::prefab_game(c, {wall, row, wall}, {{'x', "bomb"}});
    test::world_behind_the_log(game).god_mode = true;
    ASSERT_TRUE(game.submit(Command::attack(Direction::e)));
    int standing = 0;
    for (const Entity& e : game.world().entities) standing += e.def == "bomb" && e.alive();
    EXPECT_GT(standing, 0) << "the chain stopped at the bound";
    EXPECT_LT(standing, 20) << "but went some way";
    EXPECT_EQ(game.world().bounds_hit.at("trigger_depth"), 1);
}

TEST(Triggers, AStatusSaysItsOnStartAndOnEndAndAnItemItsOnEquip) {
    auto c = test::edited_content();
    StatusDef glowing = c->statuses.at("hasted");
    glowing.id = "glowing";
    glowing.modifiers = {};
    EffectDef heal;
    heal.kind = EffectKind::heal;
    heal.amount = 2;
    glowing.on_end = {heal};
    glowing.on_start = {test::damage_effect(1)};
    c->statuses["glowing"] = glowing;
    EffectDef glow;
    glow.kind = EffectKind::status;
    glow.status = "glowing";
    glow.turns = 3;
    c->items.at("sword").equippable->on_equip = {glow};
    Game game = test::prefab_game(c, {"#####", "#@..#", "#####"});
    const int hp = game.world().player().fighter->hp;
    test::world_behind_the_log(game).player().fighter->hp = hp - 5;
    ASSERT_TRUE(game.submit(Command::equip(test::give_item(game, "sword"))));
    EXPECT_EQ(game.world().player().fighter->hp, hp - 6) << "on_start: 1 damage";
    EXPECT_TRUE(game.world().player().statuses.contains("glowing"));
    for (int i = 0; i < 5 && game.world().player().statuses.contains("glowing"); ++i)
        ASSERT_TRUE(game.submit(Command::wait()));
    EXPECT_FALSE(game.world().player().statuses.contains("glowing"));
    EXPECT_EQ(game.world().player().fighter->hp, hp - 4) << "on_end: 2 HP back";
}

TEST(Triggers, ASummonFightsForItsSummonersSide) {
    auto c = test::edited_content();
    add_dummy(*c, "hound");
    EffectDef call;
    call.kind = EffectKind::summon;
    call.actor = "hound";
    add_used_item(*c, "whistle", {call});
    Game game = test::prefab_game(c, {"######", "#@...#", "######"});
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "whistle"))));
    const Entity* hound = test::first_of(game.world(), "hound");
    ASSERT_NE(hound, nullptr);
    EXPECT_EQ(faction_of(game.world(), *c, *hound),
              faction_of(game.world(), *c, game.world().player()));
    EXPECT_FALSE(foes(game.world(), *c, game.world().player(), *hound));
}

// A summon needs its summoner (content validation refuses one in a tile's on_step, which
// has none); the rules hold too: a use with no user, or an unknown creature, makes none.
TEST(Triggers, ASummonWithNoSummonerOrNoCreatureMakesNothing) {
    auto c = test::edited_content();
    add_dummy(*c, "hound");
    Game game = test::prefab_game(c, {"######", "#@...#", "######"});
    World& world = test::world_behind_the_log(game);
    const std::size_t before = world.entities.size();
    EffectDef call;
    call.kind = EffectKind::summon;
    call.actor = "hound";
    EffectUse nobody;
    nobody.cell = Point{3, 1};
    apply_effects(world, *c, {call}, {}, nobody);
    EXPECT_EQ(world.entities.size(), before) << "no summoner";
    call.actor = "no_such_creature";
    EffectUse player;
    player.user = world.player_id;
    player.cell = Point{3, 1};
    apply_effects(world, *c, {call}, {}, player);
    EXPECT_EQ(world.entities.size(), before) << "no creature";
}

}  // namespace
}  // namespace cf
