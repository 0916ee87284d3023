// The balance check: verdicts from Wilson intervals against the written bands, what would
// decide an undecided point, the killers named for a failed one, and rounds of runs that
// depend on the seeds only.

#include "engine/lab/balance_check.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/lab_runs.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

SurvivalTarget target_point(int depth, double reach, double tolerance) {
    SurvivalTarget p;
    p.depth = depth;
    p.reach = reach;
    p.tolerance = tolerance;
    p.at = {"balance.yaml", depth, 5};
    return p;
}

TEST(BalanceCheck, AnIntervalInsideTheBandPassesOutsideFailsAcrossIsUndecided) {
    EXPECT_EQ(verdict_of({0.93, 0.97}, 0.91, 0.99), Verdict::pass);
    EXPECT_EQ(verdict_of({0.80, 0.88}, 0.91, 0.99), Verdict::fail);
    EXPECT_EQ(verdict_of({0.89, 0.95}, 0.91, 0.99), Verdict::undecided);
    // 400 runs narrow a share of 50% to about +-4.9 points: 5 points from the edge decide.
    EXPECT_EQ(runs_to_decide(0.5, 0.45, 0.9), 385u);
    EXPECT_EQ(runs_to_decide(0.45, 0.45, 0.9), 0u);  // on the edge: nothing decides it
}

TEST(BalanceCheck, PointsAreMeasuredAndAFailureNamesWhatKillsBeforeIt) {
    LabTable t;
    // 100 runs: 30 die on depth 2 (25 to the orc, 5 to rats), 10 on depth 4, 60 reach 6.
    std::uint64_t seed = 1;
    for (int i = 0; i < 25; ++i) t.runs.push_back(test::run_tally(seed++, RunEnd::died, 2, "orc"));
    for (int i = 0; i < 5; ++i) t.runs.push_back(test::run_tally(seed++, RunEnd::died, 2, "rat"));
    for (int i = 0; i < 10; ++i)
        t.runs.push_back(test::run_tally(seed++, RunEnd::died, 4, "troll"));
    for (int i = 0; i < 60; ++i) t.runs.push_back(test::run_tally(seed++, RunEnd::reached, 6));
    BalanceTarget target;
    target.survival = {target_point(3, 0.95, 0.04), target_point(5, 0.60, 0.25)};
    const std::vector<PointCheck> checks = check_points(target, t);
    ASSERT_EQ(checks.size(), 2u);
    EXPECT_EQ(checks[0].hits, 70u);
    EXPECT_EQ(checks[0].n, 100u);
    EXPECT_EQ(checks[0].ci, wilson(70, 100));
    EXPECT_EQ(checks[0].verdict, Verdict::fail);
    EXPECT_EQ(checks[1].verdict, Verdict::pass);  // 60% [50.2, 69.1] within 35-85%
    const FailureCauses causes = causes_of(checks[0], t);
    EXPECT_EQ(causes.depth, 2);
    EXPECT_EQ(causes.deaths, 30u);
    ASSERT_EQ(causes.killing_blow.size(), 2u);
    EXPECT_EQ(causes.killing_blow[0].id, "orc");
    EXPECT_EQ(causes.killing_blow[0].deaths, 25u);
    BalanceCheck check;
    check.table = t;
    check.points = checks;
    check.rounds = 1;
    EXPECT_TRUE(check.failed());
    const std::string text = balance_check_text(check);
    EXPECT_THAT(text, HasSubstr("balance.yaml:3:5: reach depth 3 fails: 70.0% is below 91.0%"));
    EXPECT_THAT(text, HasSubstr("most deaths on depth 2: 30 of the 30 deaths before depth 3"));
    EXPECT_THAT(text, HasSubstr("killing blow: orc 25 (83%"));
}

TEST(BalanceCheck, RoundsDependOnTheSeedsNotTheThreads) {
    const ContentPtr content = test::default_content();
    BalanceTarget target;
    target.survival = {target_point(2, 0.5, 0.45)};
    BalanceCheckOptions options;
    options.lab.first_seed = 100;
    options.batch = 4;
    options.runs_cap = 8;
    options.lab.jobs = 1;
    const BalanceCheck one = run_balance_check(content, target, options);
    options.lab.jobs = 3;
    const BalanceCheck three = run_balance_check(content, target, options);
    EXPECT_EQ(to_csv(one.table), to_csv(three.table));
    EXPECT_EQ(balance_check_text(one), balance_check_text(three));
    EXPECT_EQ(one.table.runs.front().seed, 100u);
    // Every round runs further seeds: no seed twice, in order.
    for (std::size_t i = 0; i < one.table.runs.size(); ++i)
        EXPECT_EQ(one.table.runs[i].seed, 100 + i);
}

// An undecided point says how many runs would decide it, or, on the band's edge, that
// none would and what to change instead.
TEST(BalanceCheck, AnUndecidedPointSaysWhatWouldDecideIt) {
    BalanceCheck check;
    PointCheck near;
    near.depth = 3;
    near.low = 0.45;
    near.high = 0.9;
    near.n = 40;
    near.measured = 0.5;
    near.runs_needed = 385;
    PointCheck edge = near;
    edge.depth = 6;
    edge.measured = 0.45;
    edge.runs_needed = 0;
    check.points = {near, edge};
    const std::string text = balance_check_text(check);
    EXPECT_THAT(text, HasSubstr("reach depth 3 is undecided after 40 runs: about 385 runs would "
                                "decide it (raise --runs-cap)"))
        << text;
    EXPECT_THAT(text, HasSubstr("reach depth 6 is undecided after 40 runs: 45.0% sits on the "
                                "band's edge, so no number of runs decides it"))
        << text;
}

}  // namespace
}  // namespace cf
