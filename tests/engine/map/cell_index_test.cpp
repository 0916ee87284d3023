// The cell index: what stands where, forgotten in one step, exact while cells are
// shared and honest ("unknown") once the smallest of several leaves.

#include "engine/map/cell_index.hpp"

#include <gtest/gtest.h>

namespace cf {
namespace {

TEST(CellIndex, RemembersTheSmallestIdPerCell) {
    CellIndex index;
    index.reset(10, 5);
    index.add({3, 2}, 7);
    index.add({3, 2}, 4);
    index.add({9, 4}, 1);
    EXPECT_EQ(index.at({3, 2}), 4u);
    EXPECT_EQ(index.count({3, 2}), 2u);
    EXPECT_EQ(index.at({9, 4}), 1u);
    EXPECT_EQ(index.at({0, 0}), CellIndex::kNone);
    EXPECT_EQ(index.at({10, 0}), CellIndex::kNone);
    EXPECT_EQ(index.count({-1, 0}), 0u);
}

TEST(CellIndex, FollowsMovesAndSaysWhenItNoLongerKnows) {
    CellIndex index;
    index.reset(4, 4);
    index.add({1, 1}, 2);
    index.remove({1, 1}, 2);
    index.add({2, 1}, 2);
    EXPECT_EQ(index.at({1, 1}), CellIndex::kNone);
    EXPECT_EQ(index.at({2, 1}), 2u);
    index.add({2, 1}, 5);
    index.remove({2, 1}, 5);
    EXPECT_EQ(index.at({2, 1}), 2u);
    index.add({2, 1}, 5);
    index.remove({2, 1}, 2);
    EXPECT_EQ(index.at({2, 1}), CellIndex::kUnknown);
    EXPECT_EQ(index.count({2, 1}), 1u);
}

TEST(CellIndex, ResetForgetsEverythingEvenAtAnotherSize) {
    CellIndex index;
    index.reset(4, 4);
    index.add({1, 1}, 2);
    index.reset(8, 2);
    EXPECT_EQ(index.at({1, 1}), CellIndex::kNone);
    EXPECT_EQ(index.count({1, 1}), 0u);
    index.add({7, 1}, 3);
    EXPECT_EQ(index.at({7, 1}), 3u);
}

}  // namespace
}  // namespace cf
