// Per-depth spawn tables: the weights in force at a depth, weighted picks, and the
// forecast the spawn-table editor charts.

#include "engine/rules/spawning.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "engine/content/spawn_io.hpp"
#include "engine/map/dungeon_generator.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

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
    for (int i = 0; i < 500; ++i)
        EXPECT_EQ(pick_weighted({{"a", 0}, {"b", 1}, {"c", 0}}, rng), "b");
}

TEST(Spawning, PickWeightedOnEmptyOrZeroWeightsPicksNothing) {
    Rng rng(1);
    EXPECT_EQ(pick_weighted({}, rng), std::nullopt);
    EXPECT_EQ(pick_weighted({{"orc", 0}}, rng), std::nullopt);
}

// A table of `ids` ids ("m0000", ...) each at `weight`.
Weights wide_table(int ids, int weight) {
    Weights w;
    for (int i = 0; i < ids; ++i) {
        char name[16];
        std::snprintf(name, sizeof name, "m%04d", i);
        w[name] = weight;
    }
    return w;
}

// How often each id comes out of `picks` calls of pick_weighted().
std::map<DefId, int> pick_counts(const Weights& w, Rng& rng, int picks) {
    std::map<DefId, int> counts;
    for (int i = 0; i < picks; ++i) {
        if (auto id = pick_weighted(w, rng)) ++counts[*id];
    }
    return counts;
}

TEST(Spawning, WeightsSummingPastTwoToThe31StillFollowTheWeights) {
    // 2500 ids at the maximum weight: 2.5e9, more than an int holds. The sum used to
    // wrap negative and the first id won every pick.
    const Weights w = wide_table(2500, kMaxSpawnWeight);
    EXPECT_EQ(total_weight(w), 2'500'000'000LL);
    Rng rng(11);
    constexpr int kPicks = 25000;
    const std::map<DefId, int> counts = pick_counts(w, rng, kPicks);
    EXPECT_LT(counts.count("m0000") ? counts.at("m0000") : 0, 60);  // 10 expected
    EXPECT_GT(counts.size(), 2000u);
    // Halves of the table: 12500 expected each, standard deviation about 80.
    int first_half = 0;
    for (const auto& [id, n] : counts) first_half += id < "m1250" ? n : 0;
    EXPECT_NEAR(first_half, kPicks / 2, 500);
}

TEST(Spawning, PickChancesAreWeightOverTheSumInSixtyFourBits) {
    EXPECT_THAT(
        pick_chances({{"a", 1}, {"b", 0}, {"c", 3}}),
        ElementsAre(std::pair<DefId, double>{"a", 0.25}, std::pair<DefId, double>{"c", 0.75}));
    EXPECT_THAT(pick_chances({}), IsEmpty());
    EXPECT_THAT(pick_chances({{"a", 0}}), IsEmpty());
    const auto wide = pick_chances(wide_table(2500, kMaxSpawnWeight));
    ASSERT_EQ(wide.size(), 2500u);
    EXPECT_DOUBLE_EQ(wide.front().second, 1.0 / 2500);
}

TEST(Spawning, SpawnerFrequenciesMatchPickChancesOnRandomTables) {
    // The chart's numbers (pick_chances, via forecast) against what the spawner does,
    // on random tables, some with sums past 2^31.
    Rng tables_rng(2024);
    for (int table = 0; table < 16; ++table) {
        Weights w;
        const bool huge = table % 8 == 7;
        const int ids = huge ? 2200 + tables_rng.range(0, 300) : tables_rng.range(1, 8);
        for (int i = 0; i < ids; ++i) {
            const int weight =
                huge ? tables_rng.range(900'000, kMaxSpawnWeight)
                     : (tables_rng.chance(1, 5) ? 0 : tables_rng.range(1, kMaxSpawnWeight));
            w["id" + std::to_string(i)] = weight;
        }
        Rng rng(static_cast<std::uint64_t>(table) + 1);
        constexpr int kPicks = 20000;
        const std::map<DefId, int> counts = pick_counts(w, rng, kPicks);
        // Huge tables are compared by the first quarter of their ids, small ones id by id.
        std::vector<std::pair<double, int>> groups;  // expected probability, observed count
        double quarter_p = 0;
        int quarter_n = 0;
        const auto chances = pick_chances(w);
        for (std::size_t i = 0; i < chances.size(); ++i) {
            const auto& [id, p] = chances[i];
            const int n = counts.count(id) ? counts.at(id) : 0;
            if (!huge) {
                groups.emplace_back(p, n);
            } else if (i < chances.size() / 4) {
                quarter_p += p;
                quarter_n += n;
            }
        }
        if (huge) groups.emplace_back(quarter_p, quarter_n);
        int counted = 0;
        for (const auto& entry : counts) counted += entry.second;
        EXPECT_EQ(counted, chances.empty() ? 0 : kPicks) << "table " << table;
        for (const auto& [p, n] : groups) {
            const double sigma = std::sqrt(kPicks * p * (1 - p));
            EXPECT_NEAR(n, kPicks * p, 5 * sigma + 2) << "table " << table;
        }
    }
}

TEST(Spawning, SmallTotalsDrawExactlyAsBefore) {
    // Totals an int holds roll with Rng::range(1, total) as they always did, so every
    // seed's floors (and recorded games) stay the same.
    const Weights w{{"orc", 80}, {"troll", 20}};
    Rng picks(5);
    Rng rolls(5);
    for (int i = 0; i < 200; ++i) {
        const int roll = rolls.range(1, 100);
        EXPECT_EQ(pick_weighted(w, picks), roll <= 80 ? "orc" : "troll");
    }
}

TEST(SpawnForecast, DepthOneMonstersAreAllOrcs) {
    const SpawnForecast f = forecast(*test::default_content(), 1);
    ASSERT_THAT(f.monsters, ElementsAre(Field(&SpawnChance::id, "orc")));
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
        const double monster_picks =
            (f.rooms - 1) * value_at(c->spawns.max_monsters_per_room, depth) / 2.0;
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
    const SpawnForecast few = forecast(*fewer, 1);
    const SpawnForecast many = forecast(*test::default_content(), 1);
    ASSERT_EQ(few.monsters.size(), 1u);
    ASSERT_EQ(many.monsters.size(), 1u);
    EXPECT_LT(few.monsters[0].per_floor, many.monsters[0].per_floor);
}

}  // namespace
}  // namespace cf
