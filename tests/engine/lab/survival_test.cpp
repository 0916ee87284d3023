// Survival curves by hand: the Kaplan-Meier estimate and Greenwood's interval of a
// textbook example, the per-depth table of a small lab worked out on paper, and McNemar's
// exact p for paired seeds.

#include "engine/lab/survival.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace cf {
namespace {

// The 6-MP arm of Freireich's leukaemia trial (weeks in remission; false: censored), as
// every survival textbook works it: S(6) = 18/21 = 0.857 (SE 0.076), S(7) = 0.807
// (0.087), S(10) = 0.753 (0.096), S(13) = 0.690 (0.107), S(16) = 0.627 (0.114),
// S(22) = 0.538 (0.128), S(23) = 0.448 (0.135).
std::vector<Observation> six_mp() {
    std::vector<Observation> out;
    for (int t : {6, 6, 6, 7, 10, 13, 16, 22, 23}) out.push_back({t, true});
    for (int t : {6, 9, 10, 11, 17, 19, 20, 25, 32, 32, 34, 35}) out.push_back({t, false});
    return out;
}

TEST(Survival, KaplanMeierAndGreenwoodMatchTheTextbook) {
    const std::vector<SurvivalStep> curve = kaplan_meier(six_mp());
    const struct {
        int time;
        std::size_t at_risk;
        double survival;
        double se;
    } expected[] = {{6, 21, 0.857, 0.076},  {7, 17, 0.807, 0.087},  {10, 15, 0.753, 0.096},
                    {13, 12, 0.690, 0.107}, {16, 11, 0.627, 0.114}, {22, 7, 0.538, 0.128},
                    {23, 6, 0.448, 0.135}};
    for (const auto& e : expected) {
        const auto step = std::find_if(curve.begin(), curve.end(),
                                       [&](const SurvivalStep& s) { return s.time == e.time; });
        ASSERT_NE(step, curve.end()) << e.time;
        EXPECT_EQ(step->at_risk, e.at_risk) << e.time;
        EXPECT_NEAR(step->survival, e.survival, 0.0005) << e.time;
        // The low side: the high one is clipped at 100% early on.
        EXPECT_NEAR((step->survival - step->ci.low) / kZ95, e.se, 0.0005) << e.time;
    }
    EXPECT_NEAR(survival_at(curve, 5), 1.0, 1e-12);
    EXPECT_NEAR(survival_at(curve, 9), 0.807, 0.0005);  // censoring at 9 moves nothing
    EXPECT_NEAR(survival_at(curve, 40), 0.448, 0.0005);
}

RunTally tally(std::uint64_t seed, RunEnd end, int depth, std::string killer = {},
               std::string hurt_most = {}) {
    RunTally r;
    r.seed = seed;
    r.end = end;
    r.depth = depth;
    r.turns = 100 * depth;
    r.killer = std::move(killer);
    r.hurt_most = std::move(hurt_most);
    return r;
}

// Ten runs: two die on depth 1, one on depth 2, one stops at the turn limit on depth 2,
// two die on depth 3 and four reach depth 4.
LabTable ten_runs() {
    LabTable t;
    t.runs = {
        tally(1, RunEnd::died, 1, "rat", "rat"),   tally(2, RunEnd::died, 1, "orc", "orc"),
        tally(3, RunEnd::died, 2, "orc", "orc"),   tally(4, RunEnd::turn_limit, 2),
        tally(5, RunEnd::died, 3, "troll", "orc"), tally(6, RunEnd::died, 3, "troll", "troll")};
    for (std::uint64_t s = 7; s <= 10; ++s) t.runs.push_back(tally(s, RunEnd::reached, 4));
    return t;
}

TEST(Survival, EachDepthHasItsRiskHazardAndCauses) {
    const SurvivalSummary s = survival_of(ten_runs());
    ASSERT_EQ(s.by_depth.size(), 4u);
    const DepthSurvival& d1 = s.by_depth[0];
    EXPECT_EQ(d1.at_risk, 10u);
    EXPECT_EQ(d1.deaths, 2u);
    EXPECT_DOUBLE_EQ(d1.reach, 1.0);
    EXPECT_DOUBLE_EQ(d1.hazard, 0.2);
    EXPECT_EQ(d1.hazard_ci, wilson(2, 10));
    const DepthSurvival& d2 = s.by_depth[1];
    EXPECT_EQ(d2.at_risk, 8u);
    EXPECT_EQ(d2.deaths, 1u);
    EXPECT_EQ(d2.censored, 1u);
    EXPECT_DOUBLE_EQ(d2.reach, 0.8);
    // Depth 3: 0.8 * 7/8 = 0.7; the run censored on depth 2 is not at risk there.
    const DepthSurvival& d3 = s.by_depth[2];
    EXPECT_EQ(d3.at_risk, 6u);
    EXPECT_DOUBLE_EQ(d3.reach, 0.7);
    // Greenwood: 0.7^2 * (2/(10*8) + 1/(8*7)).
    EXPECT_NEAR(d3.reach_ci.high - 0.7, kZ95 * 0.7 * std::sqrt(2.0 / 80 + 1.0 / 56), 1e-12);
    ASSERT_EQ(d3.killing_blow.size(), 1u);
    EXPECT_EQ(d3.killing_blow[0].id, "troll");
    EXPECT_EQ(d3.killing_blow[0].deaths, 2u);
    EXPECT_EQ(d3.killing_blow[0].ci, wilson(2, 2));
    // The orc dealt run 5 more on depth 3 than the troll that killed it.
    ASSERT_EQ(d3.most_damage.size(), 2u);
    EXPECT_EQ(d3.most_damage[0].id, "orc");
    EXPECT_DOUBLE_EQ(d3.most_damage[0].share, 0.5);
    EXPECT_NEAR(s.by_depth[3].reach, 0.7 * 4.0 / 6.0, 1e-12);
    EXPECT_EQ(s.by_depth[3].deaths, 0u);
    // By turn: the same deaths at 100, 200 and 300 turns.
    EXPECT_NEAR(survival_at(s.by_turn, 300), 0.7 * 4.0 / 6.0, 1e-12);
}

TEST(Survival, McNemarCountsOnlyTheSeedsThatDiffer) {
    EXPECT_DOUBLE_EQ(mcnemar_p(0, 0), 1.0);
    EXPECT_DOUBLE_EQ(mcnemar_p(0, 6), 2.0 / 64);
    EXPECT_DOUBLE_EQ(mcnemar_p(1, 1), 1.0);
    EXPECT_NEAR(mcnemar_p(2, 10), 2 * (1.0 + 12 + 66) / 4096, 1e-12);
    LabTable before = ten_runs();
    LabTable after = ten_runs();
    for (RunTally& r : after.runs) r.depth = 1;  // every seed now stops on depth 1
    const std::vector<DepthChange> changes = compare_survival(before, after);
    ASSERT_EQ(changes.size(), 3u);
    EXPECT_EQ(changes[0].depth, 2);
    EXPECT_EQ(changes[0].before, 8u);
    EXPECT_EQ(changes[0].lost, 8u);
    EXPECT_EQ(changes[0].gained, 0u);
    EXPECT_TRUE(changes[0].significant());
    EXPECT_EQ(changes[2].lost, 4u);
    EXPECT_FALSE(changes[2].significant());  // 4 seeds cannot show it: p = 1/8
}

// The paired comparison's text: each depth's share before and after in percent, the seeds
// lost and gained, p, and a mark on a significant change.
TEST(Survival, TheDepthChangesTextGivesSharesInPercentAndMarksASignificantChange) {
    DepthChange moved;
    moved.depth = 4;
    moved.before = 80;
    moved.after = 60;
    moved.lost = 25;
    moved.gained = 5;
    moved.n = 100;
    moved.p = 0.0003;
    DepthChange still = moved;
    still.depth = 5;
    still.after = 79;
    still.lost = 2;
    still.gained = 1;
    still.p = 0.9;
    const std::string text = depth_changes_text({moved, still});
    EXPECT_NE(text.find("    4      80.0      60.0     25       5   0.0003 * changed"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("    5      80.0      79.0      2       1   0.9000\n"), std::string::npos)
        << text;
}

}  // namespace
}  // namespace cf
