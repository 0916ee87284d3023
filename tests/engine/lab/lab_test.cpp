// The balance lab: the same bytes whatever the threads or shards, and a real change in
// the content shows up as a significant change in the numbers.

#include "engine/lab/lab_runner.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>

#include "engine/lab/lab_summary.hpp"
#include "tests/support/lab_runs.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

LabOptions small_lab(std::size_t runs, unsigned jobs) {
    LabOptions o;
    o.runs = runs;
    o.first_seed = 100;
    o.run.max_depth = 2;  // two floors: enough to differ, quick under the sanitizers
    o.jobs = jobs;
    return o;
}

const MetricChange* find_change(const std::vector<MetricChange>& changes, const std::string& name) {
    for (const MetricChange& c : changes) {
        if (c.name == name) return &c;
    }
    return nullptr;
}

TEST(Lab, TheSameSeedsGiveTheSameBytesWhateverTheThreads) {
    const ContentPtr content = test::default_content();
    const LabTable one = run_lab(content, small_lab(12, 1));
    const LabTable three = run_lab(content, small_lab(12, 3));
    ASSERT_EQ(one.runs.size(), 12u);
    EXPECT_EQ(one.runs.front().seed, 100u);
    EXPECT_EQ(to_csv(one), to_csv(three));
    EXPECT_EQ(summarize(one), summarize(three));
}

TEST(Lab, MergedShardsEqualOneUnshardedRun) {
    const ContentPtr content = test::default_content();
    const LabTable whole = run_lab(content, small_lab(10, 2));
    std::vector<LabTable> shards;
    for (unsigned i = 0; i < 3; ++i) {
        LabOptions o = small_lab(10, 1);
        o.shard = i;
        o.shard_count = 3;
        // Each shard goes through its CSV, as it would between machines.
        TableLoad read = parse_csv(to_csv(run_lab(content, o)), "shard.csv");
        ASSERT_TRUE(read.table) << read.error;
        shards.push_back(*read.table);
    }
    std::swap(shards[0], shards[2]);  // the order files are named in does not matter
    const TableLoad merged = merge_tables(shards);
    ASSERT_TRUE(merged.table) << merged.error;
    EXPECT_EQ(to_csv(*merged.table), to_csv(whole));
    EXPECT_EQ(summarize(*merged.table), summarize(whole));
}

TEST(Lab, MergeRefusesASeedInTwoShards) {
    LabTable t = run_lab(test::default_content(), small_lab(2, 1));
    t.lab.reset();  // as tables were written before they said which lab they are
    const TableLoad merged = merge_tables({t, t});
    EXPECT_FALSE(merged.table);
    EXPECT_THAT(merged.error, HasSubstr("seed 100 is in more than one shard"));
}

// Shards of 9 seeds in 3, each through its CSV as between machines.
std::vector<LabTable> three_shards(const LabOptions& base) {
    std::vector<LabTable> shards;
    for (unsigned i = 0; i < 3; ++i) {
        LabOptions o = base;
        o.shard = i;
        o.shard_count = 3;
        TableLoad read = parse_csv(to_csv(run_lab(test::default_content(), o)), "shard.csv");
        EXPECT_TRUE(read.table) << read.error;
        shards.push_back(read.table.value_or(LabTable{}));
    }
    return shards;
}

TEST(Lab, AShardFileSaysWhichLabAndWhichSliceItIs) {
    LabOptions o = small_lab(9, 1);
    o.build = "0123abcd";
    o.shard = 1;
    o.shard_count = 3;
    const std::string csv = to_csv(run_lab(test::default_content(), o));
    EXPECT_THAT(csv, ::testing::StartsWith("# lab: build=0123abcd seeds=100..108 shard=1/3 "
                                           "max_depth=2 max_turns=20000\n"));
    const TableLoad read = parse_csv(csv, "shard.csv");
    ASSERT_TRUE(read.table) << read.error;
    EXPECT_EQ(to_csv(*read.table), csv) << "a retried shard writes the identical file";
    // Forged lines: seeds backwards, seeds wrapping round to no runs, 2^31 shards (the
    // merge hung counting them).
    for (const char* forged :
         {"# lab: build=x seeds=5..1 shard=0/1 max_depth=2 max_turns=9\n",
          "# lab: build=x seeds=0..18446744073709551615 shard=0/1 max_depth=2 max_turns=9\n",
          "# lab: build=x seeds=1..2 shard=2147483648/2147483649 max_depth=2 max_turns=9\n"})
        EXPECT_THAT(parse_csv(forged, "a.csv").error, HasSubstr("a.csv:1: the lab line is"))
            << forged;
}

TEST(Lab, MergeRefusesAMissingARepeatedACutShortOrAForeignShard) {
    const LabOptions base = small_lab(9, 1);
    std::vector<LabTable> shards = three_shards(base);
    ASSERT_TRUE(merge_tables(shards).table) << merge_tables(shards).error;

    EXPECT_THAT(merge_tables({shards[0], shards[2]}).error, HasSubstr("shard 1/3 is missing"));
    EXPECT_THAT(merge_tables({shards[0], shards[1], shards[1], shards[2]}).error,
                HasSubstr("shard 1/3 is given twice"));
    std::vector<LabTable> cut = shards;
    cut[2].runs.pop_back();  // a task killed before its last run was written
    EXPECT_THAT(merge_tables(cut).error, HasSubstr("shard 2/3 holds 2 of its 3 runs"));
    LabOptions longer = base;
    longer.run.max_turns = 500;
    std::vector<LabTable> foreign = shards;
    foreign[1] = three_shards(longer)[1];
    EXPECT_THAT(merge_tables(foreign).error, HasSubstr("different labs"));
    std::vector<LabTable> mixed = shards;
    mixed[0].lab.reset();
    EXPECT_THAT(merge_tables(mixed).error, HasSubstr("some shards say which lab they are"));
}

TEST(Lab, BadCsvSaysWhere) {
    const TableLoad load = parse_csv("seed,end\n1,died\n", "runs.csv");
    EXPECT_FALSE(load.table);
    EXPECT_THAT(load.error, HasSubstr("runs.csv:1:"));
}

TEST(Lab, DoublingTheOrcsPowerRaisesTheEarlyDeathRateSignificantly) {
    test::ContentDir stronger;
    stronger.replace("actors.yaml", "    hp: 10\n    power: 3\n", "    hp: 10\n    power: 6\n");
    const LabOptions options = small_lab(40, 0);
    const LabTable before = run_lab(test::default_content(), options);
    const LabTable after = run_lab(stronger.load_ok(), options);
    std::string error;
    const auto changes = compare_tables(before, after, error);
    ASSERT_TRUE(changes) << error;
    for (const char* name : {"death_rate.depth1", "death_rate"}) {
        const MetricChange* c = find_change(*changes, name);
        ASSERT_NE(c, nullptr) << name;
        EXPECT_GT(c->change.delta, 0.3) << name;
        EXPECT_TRUE(c->change.significant()) << name;
    }
    std::string rule_error;
    const auto rule = parse_fail_rule("death_rate.depth1>5", rule_error);
    ASSERT_TRUE(rule) << rule_error;
    EXPECT_THAT(broken_rules({*rule}, *changes),
                ElementsAre(HasSubstr("death_rate.depth1 moved +")));
    // The same content against itself moves nothing.
    const auto none = compare_tables(before, run_lab(test::default_content(), options), error);
    ASSERT_TRUE(none);
    EXPECT_THAT(*none, IsEmpty());
}

TEST(LabStats, IntervalsAndTestsMatchTheTextbook) {
    // Wilson, 8 of 10: [0.490, 0.943].
    const Interval w = wilson(8, 10);
    EXPECT_NEAR(w.low, 0.4902, 1e-4);
    EXPECT_NEAR(w.high, 0.9433, 1e-4);
    // Mean of 1..5 with t(4) = 2.776: 3 +- 2.776 * 1.5811 / sqrt(5).
    const MeanEstimate m = estimate_mean({1, 2, 3, 4, 5});
    EXPECT_NEAR(m.ci.high - 3, 2.7764 * 1.5811 / std::sqrt(5.0), 1e-3);
    // Paired differences 1, 2, 3, 4, 5: t = 4.243 on 4 degrees of freedom, p = 0.0132.
    const Change c = compare_paired({0, 0, 0, 0, 0}, {1, 2, 3, 4, 5});
    EXPECT_NEAR(c.p, 0.0132, 1e-3);
    EXPECT_DOUBLE_EQ(c.delta, 3.0);  // after minus before
    EXPECT_GT(c.ci.low, 0.0);
    // 30 of 100 against 50 of 100: z = 2.89, p = 0.0039.
    EXPECT_NEAR(compare_rates(30, 100, 50, 100).p, 0.0039, 1e-3);
}

TEST(Lab, FailRulesNeedAMetricAndALimit) {
    std::string error;
    EXPECT_FALSE(parse_fail_rule("death_rate", error));
    EXPECT_THAT(error, HasSubstr("METRIC>LIMIT"));
    EXPECT_FALSE(parse_fail_rule("death_rate>x", error));
    // A limit no comparison can break made the gate silent: `death_rate>nan` exited 0.
    for (const char* never : {"death_rate>nan", "death_rate>inf", "death_rate>-1", "death_rate>0x5",
                              "death_rate>'5'", "death_rate>5 "}) {
        EXPECT_FALSE(parse_fail_rule(never, error)) << never;
        EXPECT_THAT(error, HasSubstr("the limit must be a number >= 0")) << never;
    }
    const auto rule = parse_fail_rule("death_rate.depth3>2.5", error);
    ASSERT_TRUE(rule) << error;
    EXPECT_EQ(rule->limit, 2.5);
}

TEST(Lab, OnlyMetricsTheLabReportsAreMetrics) {
    // `--fail-on 'nosuch>5'` exited 0 without a word: a gate that could never fire.
    const LabTable columns = table_for(*test::default_content());
    for (const char* known :
         {"death_rate", "reached_rate", "death_rate.depth1", "death_rate.depth10", "turns",
          "kills.orc", "damage.troll", "found.sword", "used.health_potion"})
        EXPECT_EQ(metric_problem(known, columns, 10), "") << known;
    for (const char* unknown : {"nosuch", "death_rate.depth11", "death_rate.depth0",
                                "death_rate.depth01", "kills.sword", "used.orc", "kills.", ""}) {
        EXPECT_THAT(metric_problem(unknown, columns, 10), HasSubstr("is not a metric of this lab"))
            << unknown;
    }
}

// The summary's own figures from a table written by hand: how runs ended, and the share
// of runs that wore each piece of gear (an item no run wore has no figure).
TEST(LabSummary, CountsTheEndsAndTheShareOfRunsThatWoreEachPiece) {
    LabTable t;
    t.items = {"chainmail", "dagger", "sword"};
    t.runs = {test::run_tally(1, RunEnd::died, 2, "orc"), test::run_tally(2, RunEnd::reached, 3),
              test::run_tally(3, RunEnd::died, 2, "troll")};
    t.runs[0].worn = {{"sword", 1}};
    t.runs[1].worn = {{"sword", 1}, {"chainmail", 1}};
    const LabSummary s = summarize(t);
    const auto rate = [&](const std::string& name) -> const RateSummary* {
        for (const RateSummary& r : s.rates) {
            if (r.name == name) return &r;
        }
        return nullptr;
    };
    ASSERT_NE(rate("worn.sword"), nullptr);
    EXPECT_EQ(rate("worn.sword")->hits, 2u);
    EXPECT_EQ(rate("worn.sword")->n, 3u);
    ASSERT_NE(rate("worn.chainmail"), nullptr);
    EXPECT_EQ(rate("worn.chainmail")->hits, 1u);
    EXPECT_EQ(rate("worn.dagger"), nullptr);
    std::map<std::string, int> ends;
    for (const auto& [name, counts] : s.distributions) {
        if (name == "end") ends = counts;
    }
    EXPECT_EQ(ends, (std::map<std::string, int>{{"died", 2}, {"reached", 1}}));
}

}  // namespace
}  // namespace cf
