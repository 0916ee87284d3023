// Monsters' upkeep and abilities as the AI uses them: a hurt regenerator heals out of the
// player's view, and a shaman spends its help only on allies that need it.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/rules/abilities.hpp"
#include "engine/rules/ai.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

EffectDef status_effect(const DefId& status, int turns) {
    EffectDef e;
    e.kind = EffectKind::status;
    e.status = status;
    e.turns = turns;
    return e;
}

EffectDef heal_effect(int amount) {
    EffectDef e;
    e.kind = EffectKind::heal;
    e.amount = amount;
    return e;
}

AbilityDef ally_ability(const std::string& name, EffectDef effect) {
    AbilityDef a;
    a.name = name;
    a.target = TargetKind::wounded_ally;
    a.range = 8;
    a.effects = {std::move(effect)};
    return a;
}

void wait_a_turn(Game& game) { ASSERT_TRUE(game.submit(Command::wait())); }

TEST(MonsterUpkeep, AHurtTrollRegeneratesOutOfThePlayersView) {
    auto c = test::edited_content();
    c->actors.at("troll").regeneration = 2;
    Game game = test::prefab_game(c, {"##########", "#@...#..T#", "#....#...#", "##########"});
    Entity& troll = *test::first_of(game.mutable_world(), "troll");
    ASSERT_FALSE(game.world().map.visible(troll.pos));
    const Point at = troll.pos;
    troll.fighter->hp = 6;
    for (int i = 0; i < 10; ++i) wait_a_turn(game);
    const Entity& after = *test::first_of(game.world(), "troll");
    EXPECT_EQ(after.fighter->hp, 11) << "1 HP every 2 turns for 10 turns";
    EXPECT_EQ(after.pos, at) << "out of view it still does not walk";
}

// A goblin shaman whose one ability is `ability`, standing its ground two cells from an orc
// it can help, the player further off.
Game shaman_beside_an_orc(const AbilityDef& ability) {
    auto c = test::edited_content();
    c->actors.at("goblin_shaman").abilities = {ability};
    c->actors.at("goblin_shaman").ai.keep_distance = 0;
    return test::prefab_game(c, {"###########", "#@...o.h..#", "###########"},
                             {{'h', "goblin_shaman"}});
}

TEST(ShamanAbilities, HealsAnAllyOnlyBelowTheAbilitysHpBelow) {
    AbilityDef mend = ally_ability("Mend", heal_effect(4));
    mend.when.hp_below = 50;  // for a wounded_ally ability: the ally's HP
    Game game = shaman_beside_an_orc(mend);
    const EntityId orc = test::first_of(game.world(), "orc")->id;
    game.apply(WorldEdit{{EditOp::set(orc, "fighter.hp", "8")}});
    wait_a_turn(game);
    EXPECT_EQ(game.world().find(orc)->fighter->hp, 8) << "80% is not below 50%: no help";
    game.apply(WorldEdit{{EditOp::set(orc, "fighter.hp", "4")}});
    wait_a_turn(game);
    EXPECT_EQ(game.world().find(orc)->fighter->hp, 8) << "40% is: mended by 4";
}

TEST(ShamanAbilities, DoesNotHasteAnAllyThatIsAlreadyHasted) {
    Game game = shaman_beside_an_orc(ally_ability("Haste", status_effect("hasted", 10)));
    const EntityId orc = test::first_of(game.world(), "orc")->id;
    game.apply(WorldEdit{{EditOp::set(orc, "fighter.hp", "5")}});
    wait_a_turn(game);
    const auto& statuses = game.world().find(orc)->statuses;
    ASSERT_TRUE(statuses.contains("hasted")) << "a wounded ally without haste gets it";
    const int left = statuses.at("hasted");
    wait_a_turn(game);
    wait_a_turn(game);
    EXPECT_EQ(game.world().find(orc)->statuses.at("hasted"), left - 2)
        << "hasted again (refreshed) though it already was";
}

// An ability's chance is a percent of the turns it could be used: at 99, about one try in
// a hundred passes it by (the roll is from 1 to 100).
TEST(MonsterAbilities, AChanceOf99PassesAboutOneTryInAHundredBy) {
    auto c = test::edited_content();
    AbilityDef spit;
    spit.name = "Spit";
    spit.target = TargetKind::nearest_enemy;
    spit.range = 5;
    spit.chance = 99;
    EffectDef hit;
    hit.kind = EffectKind::damage;
    hit.amount = 1;
    spit.effects = {hit};
    c->actors.at("orc").abilities = {spit};
    Game game = test::prefab_game(c, {"#######", "#@.o..#", "#######"});
    World& world = test::world_behind_the_log(game);
    Entity& orc = *test::first_of(world, "orc");
    const int hp = world.player().fighter->hp;
    int used = 0;
    for (int i = 0; i < 2000; ++i) {
        world.player().fighter->hp = hp;
        if (use_an_ability(world, *c, orc)) ++used;
    }
    EXPECT_GT(used, 1940);
    EXPECT_LT(used, 2000) << "a roll of 100 passes a chance of 99 by";
}

}  // namespace
}  // namespace cf
