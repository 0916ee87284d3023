// The vault painter's tools on rows, without a window: a rectangle and a line cover the
// cells a designer drags over, a fill stops at other glyphs, and a resize keeps what fits
// and walls in what is new.

#include "editor/vault_paint.hpp"

#include <gtest/gtest.h>

namespace cf {
namespace {

const std::vector<std::string> kRoom = {"#####", "#...#", "#.o.#", "#...#", "##D##"};

TEST(VaultPaint, ARectangleCoversItsCornersWhicheverWayItIsDragged) {
    EXPECT_EQ(painted(kRoom, rectangle_cells({3, 3}, {1, 1}), 'x'),
              (std::vector<std::string>{"#####", "#xxx#", "#xxx#", "#xxx#", "##D##"}));
}

TEST(VaultPaint, ALineRunsFromEndToEnd) {
    const std::vector<Point> diagonal = line_cells({0, 0}, {4, 4});
    EXPECT_EQ(diagonal.size(), 5u);
    EXPECT_EQ(diagonal.front(), (Point{0, 0}));
    EXPECT_EQ(diagonal.back(), (Point{4, 4}));
    EXPECT_EQ(line_cells({4, 1}, {0, 1}).size(), 5u);
    EXPECT_EQ(line_cells({2, 2}, {2, 2}), (std::vector<Point>{Point{2, 2}}));
}

TEST(VaultPaint, AFillStopsAtOtherGlyphs) {
    EXPECT_EQ(painted(kRoom, fill_cells(kRoom, {1, 1}), ','),
              (std::vector<std::string>{"#####", "#,,,#", "#,o,#", "#,,,#", "##D##"}));
    EXPECT_EQ(fill_cells(kRoom, {2, 2}).size(), 1u);  // the orc alone
    EXPECT_TRUE(fill_cells(kRoom, {9, 9}).empty());
}

TEST(VaultPaint, PaintingOutsideTheRowsChangesNothing) {
    EXPECT_EQ(painted(kRoom, {{-1, 0}, {5, 0}, {0, 5}}, 'x'), kRoom);
}

TEST(VaultPaint, AResizeKeepsWhatFitsAndWallsInWhatIsNew) {
    EXPECT_EQ(resized(kRoom, 3, 2), (std::vector<std::string>{"###", "#.."}));
    EXPECT_EQ(resized({"."}, 2, 2), (std::vector<std::string>{".#", "##"}));
    EXPECT_EQ(resized(kRoom, 0, -4), std::vector<std::string>{"#"});
}

}  // namespace
}  // namespace cf
