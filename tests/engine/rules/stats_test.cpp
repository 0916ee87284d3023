// Derived stats: base + level-up gains + equipment bonuses, computed on every read.

#include "engine/rules/stats.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/rules/factory.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;
using ::testing::Field;
using ::testing::IsEmpty;

class StatsTest : public ::testing::Test {
  protected:
    ContentPtr content = test::default_content();
    World world;
    Entity& player() { return world.player(); }

    void SetUp() override { spawn_player(world, *content, {1, 1}); }
};

TEST_F(StatsTest, StartingPlayerHasBasePlusStartingEquipment) {
    // 30 hp; power 2 + dagger 2; defense 1 + leather armor 1.
    EXPECT_EQ(max_hp(player(), *content), 30);
    EXPECT_EQ(power(player(), *content), 4);
    EXPECT_EQ(defense(player(), *content), 2);
    EXPECT_EQ(player().fighter->hp, 30);
}

TEST_F(StatsTest, LevelGainsAddToTheBase) {
    player().progression->power_gain = 2;
    player().progression->defense_gain = 1;
    player().progression->max_hp_gain = 20;
    EXPECT_EQ(power(player(), *content), 2 + 2 + 2);
    EXPECT_EQ(defense(player(), *content), 1 + 1 + 1);
    EXPECT_EQ(max_hp(player(), *content), 30 + 20);
}

TEST_F(StatsTest, BreakdownListsEverySource) {
    player().progression->power_gain = 1;
    const StatBreakdown b = breakdown(player(), *content, Stat::power);
    EXPECT_EQ(b.base, 2);
    EXPECT_EQ(b.gains, 1);
    ASSERT_EQ(b.bonuses.size(), 1u);
    EXPECT_EQ(b.bonuses[0].item_name, "Dagger");
    EXPECT_EQ(b.bonuses[0].item_def, "dagger");
    EXPECT_EQ(b.bonuses[0].slot, "weapon");
    EXPECT_EQ(b.bonuses[0].amount, 2);
    EXPECT_EQ(b.total(), 5);
    EXPECT_EQ(b.total(), power(player(), *content));
}

TEST_F(StatsTest, BreakdownLeavesOutItemsThatDoNotAffectTheStat) {
    // Neither the dagger nor the leather armor gives max HP.
    EXPECT_THAT(breakdown(player(), *content, Stat::max_hp).bonuses, IsEmpty());
    EXPECT_THAT(breakdown(player(), *content, Stat::defense).bonuses,
                ElementsAre(Field(&StatSource::item_def, "leather_armor")));
}

TEST_F(StatsTest, TwoEquippedItemsAddToTheSameStat) {
    // Leather armor that also gives power: both bonuses count, neither replaces the other.
    auto edited = test::edited_content();
    edited->items.at("leather_armor").equippable->power = 3;
    edited->items.at("dagger").equippable->max_hp = 5;
    edited->items.at("leather_armor").equippable->max_hp = 7;
    const StatBreakdown b = breakdown(player(), *edited, Stat::power);
    EXPECT_EQ(b.bonuses.size(), 2u);
    EXPECT_EQ(b.bonus(), 2 + 3);
    EXPECT_EQ(power(player(), *edited), 2 + 2 + 3);
    EXPECT_EQ(max_hp(player(), *edited), 30 + 5 + 7);
    EXPECT_EQ(defense(player(), *edited), 1 + 1);
}

TEST_F(StatsTest, CarriedButUnequippedItemsGiveNothing) {
    player().inventory->items.push_back({world.new_id(), "sword"});
    EXPECT_EQ(power(player(), *content), 4);
}

TEST_F(StatsTest, EditedDefinitionChangesTheTotalAtOnce) {
    auto edited = test::edited_content();
    edited->items.at("dagger").equippable->power = 7;
    edited->actors.at("player").fighter.power = 5;
    EXPECT_EQ(power(player(), *edited), 5 + 7);
}

TEST_F(StatsTest, MaxHpNeverDropsBelowOne) {
    auto edited = test::edited_content();
    edited->items.at("leather_armor").equippable->max_hp = -100;
    EXPECT_EQ(max_hp(player(), *edited), 1);
}

TEST_F(StatsTest, ActorWithoutProgressionHasOnlyItsBase) {
    const EntityId id = spawn_actor(world, *content, "troll", {3, 3});
    const Entity& troll = *world.find(id);
    EXPECT_EQ(max_hp(troll, *content), 16);
    EXPECT_EQ(power(troll, *content), 4);
    EXPECT_EQ(defense(troll, *content), 1);
}

TEST(Stats, LevelThresholdsFollowBasePlusLevelTimesFactor) {
    const ActorDef& def = test::default_content()->player();
    EXPECT_EQ(xp_for_next_level(def, 1), 200 + 150);
    EXPECT_EQ(xp_for_next_level(def, 2), 200 + 300);
    EXPECT_EQ(xp_at_level(def, 1), 0);
    EXPECT_EQ(xp_at_level(def, 2), 350);
    EXPECT_EQ(xp_at_level(def, 3), 350 + 500);
}

TEST_F(StatsTest, CorpseIsNamedRemainsOfItsDefinition) {
    const EntityId id = spawn_actor(world, *content, "orc", {3, 3});
    Entity& orc = *world.find(id);
    EXPECT_EQ(display_name(orc, *content), "Orc");
    EXPECT_TRUE(blocks_movement(orc, *content));
    orc.fighter->hp = 0;
    EXPECT_EQ(display_name(orc, *content), "Orc corpse");
    EXPECT_FALSE(blocks_movement(orc, *content));
}

TEST_F(StatsTest, MissingDefinitionShowsTheIdInBrackets) {
    const EntityId id = spawn_item(world, *content, "sword", {2, 2});
    world.find(id)->def = "vorpal_sword";
    EXPECT_EQ(display_name(*world.find(id), *content), "[vorpal_sword]");
}

TEST_F(StatsTest, NonBlockingDefinitionDoesNotBlock) {
    auto edited = test::edited_content();
    edited->actors.at("orc").blocks = false;
    const EntityId id = spawn_actor(world, *edited, "orc", {3, 3});
    EXPECT_FALSE(blocks_movement(*world.find(id), *edited));
}

}  // namespace
}  // namespace cf
