// The Balance tab's survival curve: the series it draws per depth and what the mouse
// over a depth reads, from hand-made summaries; and the chart drawn in a narrow column.

#include "editor/balance_curves.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/editor/clipped_text.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

// Depths 1-3: everyone reaches 1, 80% [70, 90] reach 2, 60% [45, 75] reach 3; depth 2
// killed 10 of 40 runs at risk, most by the orc.
SurvivalSummary three_depths() {
    SurvivalSummary s;
    for (int d = 1; d <= 3; ++d) {
        DepthSurvival row;
        row.depth = d;
        s.by_depth.push_back(row);
    }
    s.by_depth[1].reach = 0.8;
    s.by_depth[1].reach_ci = {0.7, 0.9};
    s.by_depth[1].at_risk = 40;
    s.by_depth[1].deaths = 10;
    s.by_depth[1].hazard = 0.25;
    s.by_depth[1].killing_blow = {{"orc", 7, 0.7, {0.4, 0.9}}};
    s.by_depth[2].reach = 0.6;
    s.by_depth[2].reach_ci = {0.45, 0.75};
    s.by_depth[2].at_risk = 30;
    return s;
}

TEST(BalanceCurves, TheSeriesFollowsTheSummaryDepthByDepth) {
    const SurvivalSeries s = survival_series(three_depths(), 3);
    EXPECT_EQ(s.reach, (std::vector<double>{1.0, 0.8, 0.6}));
    EXPECT_EQ(s.low, (std::vector<double>{1.0, 0.7, 0.45}));
    EXPECT_EQ(s.high, (std::vector<double>{1.0, 0.9, 0.75}));
    // A depth the other side reached but this one never did keeps what the curve fell to.
    EXPECT_EQ(survival_series(three_depths(), 4).reach.back(), 0.6);
}

TEST(BalanceCurves, TheAxisStartsHighWhenEveryIntervalDoes) {
    const SurvivalSeries deep = survival_series(three_depths(), 3);  // lowest 45%
    EXPECT_EQ(survival_axis_floor(deep, deep), 0.0);
    SurvivalSeries high = deep;
    high.low = {1.0, 0.93, 0.91};
    EXPECT_EQ(survival_axis_floor(high, high), 0.9);
    EXPECT_EQ(survival_axis_floor(high, deep), 0.0);  // both curves must fit
    high.low = {1.0, 0.8, 0.76};
    EXPECT_EQ(survival_axis_floor(high, high), 0.75);
}

TEST(BalanceCurves, HoverReadsBothSidesOfTheDepth) {
    SurvivalSummary after = three_depths();
    after.by_depth[1].reach = 0.5;
    after.by_depth[1].reach_ci = {0.4, 0.6};
    const std::string text = survival_hover(three_depths(), after, 2);
    EXPECT_THAT(text, HasSubstr("runs reaching depth 2"));
    EXPECT_THAT(text, HasSubstr("before 80.0% [70.0, 90.0], 40 runs, hazard 25.0% (10 died), "
                                "most by orc"));
    EXPECT_THAT(text, HasSubstr("after  50.0% [40.0, 60.0]"));
}

TEST(BalanceCurves, TheChartsLabelsAreNotCutInANarrowColumn) {
    for (const float width : {260.0f, 500.0f}) {
        test::PanelFrame frame;
        frame.draw(width, 400.0f, [] { draw_survival_curves(three_depths(), three_depths()); });
        EXPECT_EQ(test::cut_glyphs(), std::vector<std::string>{}) << "at " << width << " px";
    }
}

}  // namespace
}  // namespace cf
