// The status marks' layout at every zoom the camera offers: readable, inside the cell,
// apart from each other, off the glyph's middle.
#include "app/ui/status_marks.hpp"

#include <gtest/gtest.h>

namespace cf {
namespace {

TEST(StatusMarks, OneMarkPerStatusUpToThreeInsideTheCellAtEveryZoom) {
    for (int cell = 4; cell <= 96; ++cell) {
        for (std::size_t count = 1; count <= 5; ++count) {
            const auto marks = status_mark_rects(cell, count);
            ASSERT_FALSE(marks.empty()) << cell << " px, " << count << " statuses";
            EXPECT_LE(marks.size(), std::min<std::size_t>(count, 3)) << cell << " px";
            float right = -1;
            for (const StatusMarkRect& m : marks) {
                EXPECT_GE(m.size, 3.0f) << cell << " px: too small to see";
                EXPECT_GE(m.x, 0.0f);
                EXPECT_LE(m.x + m.size, static_cast<float>(cell)) << cell << " px: leaves the cell";
                EXPECT_GT(m.x, right) << cell << " px: marks overlap";
                right = m.x + m.size;
                if (cell >= 16) {
                    EXPECT_LE(m.y + m.size, static_cast<float>(cell) / 3)
                        << cell << " px: covers the glyph";
                }
            }
        }
    }
}

TEST(StatusMarks, AnOrdinaryCellShowsThreeStatusesAndNoneForNoStatus) {
    EXPECT_EQ(status_mark_rects(24, 3).size(), 3u);
    EXPECT_EQ(status_mark_rects(24, 2).size(), 2u);
    EXPECT_TRUE(status_mark_rects(24, 0).empty());
    EXPECT_TRUE(status_mark_rects(0, 2).empty());
}

}  // namespace
}  // namespace cf
