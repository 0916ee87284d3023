// Per-depth spawn tables: the weights in force at a depth, weighted picks, and the
// forecast the spawn-table editor charts.

#include "engine/rules/spawning.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/map/dungeon_generator.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::DoubleNear;
using ::testing::ElementsAre;
using ::testing::Field;
using ::testing::IsEmpty;
using Weights = std::map<DefId, int>;

const SpawnTables& tables() { return test::default_content()->spawns; }

const SpawnChance& chance(const std::vector<SpawnChance>& all, const DefId& id) {
    for (const SpawnChance& c : all) {
        if (c.id == id) return c;
    }
    throw std::runtime_error("no chance for " + id);
}

TEST(Spawning, LaterDepthsOverrideEarlierWeights) {
    EXPECT_EQ(weights_at(tables().monsters, 1), (Weights{{"orc", 80}}));
    EXPECT_EQ(weights_at(tables().monsters, 2), (Weights{{"orc", 80}}));
    EXPECT_EQ(weights_at(tables().monsters, 3), (Weights{{"orc", 80}, {"troll", 15}}));
    EXPECT_EQ(weights_at(tables().monsters, 5), (Weights{{"orc", 80}, {"troll", 30}}));
    EXPECT_EQ(weights_at(tables().monsters, 7), (Weights{{"orc", 80}, {"troll", 60}}));
    EXPECT_EQ(weights_at(tables().monsters, 100), (Weights{{"orc", 80}, {"troll", 60}}));
}

TEST(Spawning, NoWeightsBeforeTheFirstDepth) {
    SpawnTable table;
    table.by_depth[3]["troll"] = 10;
    EXPECT_THAT(weights_at(table, 2), IsEmpty());
}

TEST(Spawning, WeightZeroRemovesAnEarlierEntry) {
    SpawnTable table;
    table.by_depth[1]["orc"] = 80;
    table.by_depth[4]["orc"] = 0;
    table.by_depth[4]["troll"] = 10;
    EXPECT_EQ(weights_at(table, 3), (Weights{{"orc", 80}}));
    EXPECT_EQ(weights_at(table, 4), (Weights{{"troll", 10}}));
}

TEST(Spawning, ValueAtTakesTheLastEntryAtOrAboveTheDepth) {
    const DepthValue& max_monsters = tables().max_monsters_per_room;
    EXPECT_EQ(value_at(max_monsters, 1), 2);
    EXPECT_EQ(value_at(max_monsters, 3), 2);
    EXPECT_EQ(value_at(max_monsters, 4), 3);
    EXPECT_EQ(value_at(max_monsters, 6), 5);
    EXPECT_EQ(value_at(max_monsters, 50), 5);
    EXPECT_EQ(value_at(DepthValue{{{2, 7}}}, 1), 0);
}

TEST(Spawning, PickWeightedIsDeterministicForASeed) {
    const Weights w = weights_at(tables().items, 6);
    Rng a(99);
    Rng b(99);
    for (int i = 0; i < 200; ++i) EXPECT_EQ(pick_weighted(w, a), pick_weighted(w, b));
}

TEST(Spawning, PickWeightedFollowsTheWeights) {
    const Weights w{{"orc", 80}, {"troll", 20}};
    Rng rng(7);
    int trolls = 0;
    constexpr int kPicks = 20000;
    for (int i = 0; i < kPicks; ++i) trolls += pick_weighted(w, rng) == "troll" ? 1 : 0;
    // 20% expected; the standard deviation of the count is about 57.
    EXPECT_NEAR(trolls, kPicks / 5, 400);
}

TEST(Spawning, PickWeightedNeverPicksAZeroWeight) {
    Rng rng(3);
    for (int i = 0; i < 500; ++i) EXPECT_EQ(pick_weighted({{"a", 0}, {"b", 1}, {"c", 0}}, rng), "b");
}

TEST(Spawning, PickWeightedOnEmptyOrZeroWeightsPicksNothing) {
    Rng rng(1);
    EXPECT_EQ(pick_weighted({}, rng), std::nullopt);
    EXPECT_EQ(pick_weighted({{"orc", 0}}, rng), std::nullopt);
}

TEST(SpawnForecast, DepthOneMonstersAreAllOrcs) {
    const SpawnForecast f = forecast(*test::default_content(), 1);
    EXPECT_THAT(f.monsters, ElementsAre(Field(&SpawnChance::id, "orc")));
    EXPECT_DOUBLE_EQ(f.monsters[0].per_pick, 1.0);
}

TEST(SpawnForecast, DepthThreeMixesOrcsAndTrolls) {
    const SpawnForecast f = forecast(*test::default_content(), 3);
    ASSERT_EQ(f.monsters.size(), 2u);
    EXPECT_DOUBLE_EQ(chance(f.monsters, "orc").per_pick, 80.0 / 95.0);
    EXPECT_DOUBLE_EQ(chance(f.monsters, "troll").per_pick, 15.0 / 95.0);
}

TEST(SpawnForecast, DepthSixItemsUseEveryEntrySoFar) {
    const SpawnForecast f = forecast(*test::default_content(), 6);
    ASSERT_EQ(f.items.size(), 6u);
    EXPECT_DOUBLE_EQ(chance(f.items, "health_potion").per_pick, 35.0 / 115.0);
    EXPECT_DOUBLE_EQ(chance(f.items, "confusion_scroll").per_pick, 10.0 / 115.0);
    EXPECT_DOUBLE_EQ(chance(f.items, "lightning_scroll").per_pick, 25.0 / 115.0);
    EXPECT_DOUBLE_EQ(chance(f.items, "sword").per_pick, 5.0 / 115.0);
    EXPECT_DOUBLE_EQ(chance(f.items, "fireball_scroll").per_pick, 25.0 / 115.0);
    EXPECT_DOUBLE_EQ(chance(f.items, "chainmail").per_pick, 15.0 / 115.0);
}

TEST(SpawnForecast, ExpectedCountsAreRoomsTimesHalfTheMaximumTimesTheChance) {
    const ContentPtr c = test::default_content();
    for (int depth : {1, 3, 6}) {
        const SpawnForecast f = forecast(*c, depth);
        EXPECT_EQ(f.depth, depth);
        EXPECT_GT(f.rooms, 1.0);
        const double monster_picks = (f.rooms - 1) * value_at(c->spawns.max_monsters_per_room, depth) / 2.0;
        const double item_picks = f.rooms * value_at(c->spawns.max_items_per_room, depth) / 2.0;
        for (const SpawnChance& m : f.monsters) {
            EXPECT_GT(m.per_floor, 0.0) << m.id;
            EXPECT_THAT(m.per_floor, DoubleNear(m.per_pick * monster_picks, 1e-9)) << m.id;
        }
        for (const SpawnChance& i : f.items) {
            EXPECT_GT(i.per_floor, 0.0) << i.id;
            EXPECT_THAT(i.per_floor, DoubleNear(i.per_pick * item_picks, 1e-9)) << i.id;
        }
    }
}

TEST(SpawnForecast, ExpectedRoomsIsWithinWhatTheGeneratorCanPlace) {
    const Settings& s = test::default_content()->settings;
    const double rooms = expected_rooms(s);
    EXPECT_GE(rooms, 1.0);
    EXPECT_LE(rooms, static_cast<double>(s.max_rooms));
    // The estimate tracks the generator: rooms a real floor gets for some seed are near it.
    double sum = 0;
    for (std::uint64_t seed = 1000; seed < 1064; ++seed) {
        Rng rng(seed);
        sum += static_cast<double>(place_rooms(s, rng).size());
    }
    EXPECT_NEAR(sum / 64.0, rooms, 2.0);
}

TEST(SpawnForecast, MoreRoomsAllowedMeansMoreExpectedMonsters) {
    auto fewer = test::edited_content();
    fewer->settings.max_rooms = 5;
    const double few = forecast(*fewer, 1).monsters[0].per_floor;
    const double many = forecast(*test::default_content(), 1).monsters[0].per_floor;
    EXPECT_LT(few, many);
}

}  // namespace
}  // namespace cf
