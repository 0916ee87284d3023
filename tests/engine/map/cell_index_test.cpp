// The cell index: what stands where, forgotten in one step, exact while cells are
// shared and honest ("unknown") once the smallest of several leaves.

#include "engine/map/cell_index.hpp"

#include <gtest/gtest.h>

#include <initializer_list>
#include <utility>

namespace cf {
namespace {

// An index of a `width` x `height` map with `entries` (cell, id) added in order.
CellIndex index_with(int width, int height,
                     std::initializer_list<std::pair<Point, std::uint32_t>> entries) {
    CellIndex index;
    index.reset(width, height);
    for (const auto& [cell, id] : entries) index.add(cell, id);
    return index;
}

TEST(CellIndex, RemembersTheSmallestIdPerCell) {
    const CellIndex index = index_with(10, 5, {{{3, 2}, 7}, {{3, 2}, 4}, {{9, 4}, 1}});
    EXPECT_EQ(index.at({3, 2}), 4u);
    EXPECT_EQ(index.count({3, 2}), 2u);
    EXPECT_EQ(index.at({9, 4}), 1u);
    EXPECT_EQ(index.at({0, 0}), CellIndex::kNone);
    EXPECT_EQ(index.at({10, 0}), CellIndex::kNone);
    EXPECT_EQ(index.count({-1, 0}), 0u);
}

TEST(CellIndex, FollowsMovesAndSaysWhenItNoLongerKnows) {
    CellIndex index = index_with(4, 4, {{{1, 1}, 2}});
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
    CellIndex index = index_with(4, 4, {{{1, 1}, 2}});
    index.reset(8, 2);
    EXPECT_EQ(index.at({1, 1}), CellIndex::kNone);
    EXPECT_EQ(index.count({1, 1}), 0u);
    index.add({7, 1}, 3);
    EXPECT_EQ(index.at({7, 1}), 3u);
}

}  // namespace
}  // namespace cf
