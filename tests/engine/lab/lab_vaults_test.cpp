// The lab sees vaults (lab/run.cpp, lab_vaults.cpp, lab_table.cpp): the bot steps into a
// known vault on a seeded game and its row counts it, what it took from it is kept, the
// CSV carries the vault columns through a merge, and the rates are the runs that met,
// entered and died soon after, with Wilson intervals.

#include "engine/lab/lab_vaults.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/lab/lab_runner.hpp"
#include "engine/lab/lab_summary.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

// A room of potions on every floor: the bot, which picks up what it sees, walks in.
constexpr const char* kPotionVault =
    "cache:\n"
    "  depths: [1, 5]\n"
    "  legend:\n"
    "    '!': {entity: health_potion}\n"
    "  map:\n"
    "    - \"###.###\"\n"
    "    - \"#.!.!.#\"\n"
    "    - \"#..!..#\"\n"
    "    - \"###.###\"\n"
    "never:\n"
    "  depths: [40, 50]\n"
    "  map:\n"
    "    - \"#.#\"\n";

ContentPtr potion_vault_content() {
    test::ContentDir dir;
    dir.write("vaults.yaml", kPotionVault);
    dir.append("settings.yaml", "floors:\n  - depth: 1\n    vault_tries: 2\n");
    return dir.load_ok();
}

LabOptions vault_lab(std::size_t runs) {
    LabOptions o;
    o.runs = runs;
    o.first_seed = 1;
    o.run.max_depth = 3;
    o.jobs = 1;
    return o;
}

TEST(LabVaults, TheBotStepsIntoAKnownVaultAndTakesWhatLiesThere) {
    const ContentPtr c = potion_vault_content();
    Game game = Game::new_game(c, 5);
    ASSERT_FALSE(game.world().map.vaults().empty());
    EXPECT_EQ(game.world().map.vaults().front().id, "cache");
    const RunTally tally = play_run(game, vault_lab(1).run);
    ASSERT_TRUE(tally.vaults.contains("cache"));
    const VaultVisits& v = tally.vaults.at("cache");
    EXPECT_GE(v.met, 1);
    EXPECT_GE(v.entered, 1);
    EXPECT_LE(v.entered, v.met);
    EXPECT_GT(count_of(v.took, "health_potion"), 0);
    EXPECT_LE(count_of(v.took, "health_potion"), count_of(tally.found, "health_potion"));
    // Only what lay in the vault counts as taken from it: it holds potions alone, and three
    // a floor.
    for (const auto& [item, n] : v.took) EXPECT_EQ(item, "health_potion") << n;
    EXPECT_LE(count_of(v.took, "health_potion"), 3 * v.met);
    EXPECT_FALSE(tally.vaults.contains("never"));
}

// A vault whose keeper kills whoever steps in: the run dies within 50 turns of entering
// it, and the vault's row says so.
TEST(LabVaults, ADeathSoonAfterSteppingInIsCounted) {
    test::ContentDir dir;
    dir.append("actors.yaml",
               "keeper:\n  name: Keeper\n  glyph: K\n  blocks: true\n"
               "  fighter:\n    hp: 1000\n    power: 500\n    defense: 50\n"
               "  ai: hostile\n  vision: 8\n");
    dir.write("vaults.yaml",
              "lair:\n  depths: [1, 5]\n  legend:\n    'K': {entity: keeper}\n"
              "    '!': {entity: health_potion}\n  map:\n"
              "    - \"###.###\"\n    - \"#.!.K.#\"\n    - \"###.###\"\n");
    dir.append("settings.yaml", "floors:\n  - depth: 1\n    vault_tries: 2\n");
    const ContentPtr c = dir.load_ok();
    int died_in_lair = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Game game = Game::new_game(c, seed);
        const RunTally tally = play_run(game, vault_lab(1).run);
        if (!tally.vaults.contains("lair")) continue;
        const VaultVisits& v = tally.vaults.at("lair");
        EXPECT_EQ(v.died_within_50, v.entered > 0 && tally.end == RunEnd::died ? 1 : 0)
            << "seed " << seed << ", ended at turn " << tally.turns;
        died_in_lair += v.died_within_50;
    }
    EXPECT_GT(died_in_lair, 0) << "no run met the keeper";
}

TEST(LabVaults, EveryVaultHasARowWithItsRatesAndWhatWasTaken) {
    const LabTable t = run_lab(potion_vault_content(), vault_lab(8));
    ASSERT_EQ(t.vaults, (std::vector<std::string>{"cache", "never"}));
    const LabSummary s = summarize(t);
    ASSERT_EQ(s.vaults.size(), 2u);
    const VaultSummary& cache = s.vaults[0];
    EXPECT_EQ(cache.id, "cache");
    EXPECT_EQ(cache.runs_met, 8u);
    EXPECT_GT(cache.entered.hits, 0u);
    EXPECT_EQ(cache.entered.n, 8u);
    EXPECT_EQ(cache.died_within_50.n, cache.entered.hits);
    EXPECT_LE(cache.entered.ci.low, cache.entered.value);
    EXPECT_GE(cache.entered.ci.high, cache.entered.value);
    ASSERT_FALSE(cache.took.empty());
    EXPECT_EQ(cache.took.front().first, "health_potion");
    EXPECT_EQ(s.vaults[1].runs_met, 0u);  // listed, met by no run
    EXPECT_THAT(vaults_text(s.vaults), ::testing::HasSubstr("health_potion x"));
    // The rates are metrics like any other, for --against and --fail-on.
    const auto has_rate = [&](const std::string& name) {
        for (const RateSummary& r : s.rates) {
            if (r.name == name) return true;
        }
        return false;
    };
    EXPECT_TRUE(has_rate("vault_entered.cache"));
    EXPECT_TRUE(has_rate("vault_died_within_50.cache"));
    EXPECT_EQ(metric_problem("vault_entered.cache", t, 3), "");
    EXPECT_NE(metric_problem("vault_entered.nowhere", t, 3), "");
}

TEST(LabVaults, TheCsvKeepsTheVaultColumnsThroughAMerge) {
    const LabTable t = run_lab(potion_vault_content(), vault_lab(4));
    const std::string csv = to_csv(t);
    EXPECT_THAT(
        csv, ::testing::HasSubstr(",vault_met.cache,vault_entered.cache,vault_died_within_50.cache,"
                                  "vault_took.cache,"));
    EXPECT_THAT(csv, ::testing::HasSubstr("health_potion:"));
    const TableLoad read = parse_csv(csv, "runs.csv");
    ASSERT_TRUE(read.table) << read.error;
    EXPECT_EQ(*read.table, t);
    const TableLoad merged = merge_tables({*read.table});
    ASSERT_TRUE(merged.table) << merged.error;
    EXPECT_EQ(to_csv(*merged.table), csv);
}

TEST(LabVaults, ABadTookCellSaysWhere) {
    LabTable t;
    t.vaults = {"den"};
    t.runs.push_back({});
    t.runs[0].vaults["den"] = {1, 1, 0, {{"gold", 2}}};
    std::string csv = to_csv(t);
    csv.replace(csv.find("gold:2"), 6, "gold:x");
    const TableLoad read = parse_csv(csv, "runs.csv");
    EXPECT_FALSE(read.table);
    EXPECT_THAT(read.error, ::testing::HasSubstr("runs.csv:2:"));
}

TEST(LabVaults, RatesCountRunsThatMetEnteredAndDiedSoonAfter) {
    LabTable t;
    t.vaults = {"den"};
    const auto run = [&](VaultVisits v) {
        RunTally r;
        r.seed = t.runs.size() + 1;
        if (v != VaultVisits{}) r.vaults["den"] = v;
        t.runs.push_back(r);
    };
    run({2, 1, 1, {{"gold", 3}}});
    run({1, 1, 0, {{"gold", 1}, {"sword", 1}}});
    run({1, 0, 0, {}});
    run({});  // never met it: not among the runs counted
    const VaultSummary v = vault_summaries(t).at(0);
    EXPECT_EQ(v.runs_met, 3u);
    EXPECT_EQ(v.floors_met, 4);
    EXPECT_EQ(v.floors_entered, 2);
    EXPECT_EQ(v.entered.hits, 2u);
    EXPECT_EQ(v.entered.n, 3u);
    EXPECT_EQ(v.entered.ci, wilson(2, 3));
    EXPECT_EQ(v.died_within_50.hits, 1u);
    EXPECT_EQ(v.died_within_50.n, 2u);
    EXPECT_EQ(v.took, (std::vector<std::pair<std::string, int>>{{"gold", 4}, {"sword", 1}}));
    EXPECT_EQ(took_text(v), "gold x4, sword x1");
}

// The text table gives each rate with its interval, in percent.
TEST(LabVaults, TheTextGivesEachRateWithItsIntervalInPercent) {
    VaultSummary v;
    v.id = "closet";
    v.runs_met = 12;
    v.entered = {0.75, {0.5, 0.9}, 9, 12};
    v.died_within_50 = {1.0 / 9.0, {0.02, 0.4}, 1, 9};
    v.took = {{"health_potion", 7}};
    const std::string text = vaults_text({v});
    EXPECT_THAT(text, ::testing::HasSubstr(" 75.00% [50.0, 90.0]")) << text;
    EXPECT_THAT(text, ::testing::HasSubstr(" 11.11% [2.0, 40.0]")) << text;
    EXPECT_THAT(text, ::testing::HasSubstr("health_potion x7")) << text;
}

}  // namespace
}  // namespace cf
