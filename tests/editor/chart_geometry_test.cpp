// Chart geometry: round axis ticks that cover the data, depths mapped to pixels and back,
// labels thinned when depths are narrow, and stacked series summing to the floor's total.
#include "editor/chart_geometry.hpp"

#include <gtest/gtest.h>

namespace cf {
namespace {

TEST(ChartGeometry, TicksAreRoundAndCoverTheMaximum) {
    EXPECT_EQ(nice_ticks(7.3, 5), (std::vector<double>{0, 2, 4, 6, 8}));
    EXPECT_EQ(nice_ticks(1.0, 4), (std::vector<double>{0, 0.5, 1.0}));
    EXPECT_EQ(nice_ticks(0.0, 5), (std::vector<double>{0, 1}));
    const std::vector<double> big = nice_ticks(1234, 5);
    EXPECT_EQ(big.front(), 0);
    EXPECT_GE(big.back(), 1234);
    EXPECT_LE(big.size(), 7u);
    EXPECT_EQ(big[1], 500);
}

TEST(ChartGeometry, DepthLabelsThinOutWhenNarrow) {
    EXPECT_EQ(label_every(20, 30, 20), 1);
    EXPECT_EQ(label_every(20, 12, 20), 2);
    EXPECT_EQ(label_every(20, 5, 20), 5);
}

TEST(ChartGeometry, DepthsMapToPixelsAndBack) {
    ChartFrame f{100, 300, 10, 110, 20, 8.0};
    for (int i = 0; i < 20; ++i) EXPECT_EQ(f.index_at(f.x_of(i)), i);
    EXPECT_EQ(f.index_at(99), -1);
    EXPECT_EQ(f.index_at(300), -1);
    EXPECT_FLOAT_EQ(f.y_of(0), 110);
    EXPECT_FLOAT_EQ(f.y_of(8), 10);
    EXPECT_FLOAT_EQ(f.y_of(4), 60);
    EXPECT_FLOAT_EQ(f.y_of(100), 10) << "values above the axis top stay in the plot";
}

TEST(ChartGeometry, StackedSeriesEndAtTheTotal) {
    const auto stacked = stack_series({{1, 2, 3}, {0.5f, 0.5f}, {2, 2, 2}});
    ASSERT_EQ(stacked.size(), 3u);
    EXPECT_EQ(stacked[0], (std::vector<float>{1, 2, 3}));
    EXPECT_EQ(stacked[1], (std::vector<float>{1.5f, 2.5f, 3}));
    EXPECT_EQ(stacked[2], (std::vector<float>{3.5f, 4.5f, 5}));
}

}  // namespace
}  // namespace cf
