// Corridors as the floor builder carves them: a winding corridor wanders through waypoints
// drawn within three cells of the box its two ends make, on every side.

#include "engine/map/corridors.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>

namespace cf {
namespace {

// The rows and columns a winding corridor from `a` to `b` reached over 200 seeds, on a
// floor of solid wall.
struct Reach {
    int top = 1000, bottom = -1, left = 1000, right = -1;
    friend bool operator==(const Reach&, const Reach&) = default;
    friend std::ostream& operator<<(std::ostream& out, const Reach& r) {
        return out << "rows " << r.top << ".." << r.bottom << ", columns " << r.left << ".."
                   << r.right;
    }
};

Reach winding_reach(Point a, Point b) {
    Reach r;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        Map map(60, 40, "wall");
        const CorridorCarver carver(map, "floor", {});
        Rng rng(seed);
        carver.join(a, b, CorridorStyle::winding, rng);
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                if (map.tile_id({x, y}) != "floor") continue;
                r.top = std::min(r.top, y);
                r.bottom = std::max(r.bottom, y);
                r.left = std::min(r.left, x);
                r.right = std::max(r.right, x);
            }
        }
    }
    return r;
}

TEST(Corridors, AWindingCorridorWandersUpToThreeCellsPastItsEndsOnEverySide) {
    // Two ends on one row: the waypoints take it above and below that row alike.
    EXPECT_EQ(winding_reach({10, 20}, {40, 20}), (Reach{17, 23, 7, 43}));
    // And on one column: left and right of it.
    EXPECT_EQ(winding_reach({30, 8}, {30, 30}), (Reach{5, 33, 27, 33}));
}

TEST(Corridors, AWindingCorridorNeverCutsTheFloorsOuterWall) {
    // Ends beside the edge: the waypoints' box is cut to the cells inside the outer wall.
    EXPECT_EQ(winding_reach({1, 1}, {58, 38}), (Reach{1, 38, 1, 58}));
}

// A vault filling every row between the two ends: the only ways around it are through the
// floor's outer wall, which no corridor takes, so none is carved.
TEST(Corridors, AWayAroundAVaultNeverGoesThroughTheOuterWall) {
    Map map(20, 7, "wall");
    const CorridorCarver carver(map, "floor", {Rect{8, 1, 5, 5}});
    Rng rng(1);
    carver.join({2, 3}, {17, 3}, CorridorStyle::l_shaped, rng);
    for (int x = 0; x < map.width(); ++x) {
        EXPECT_EQ(map.tile_id({x, 0}), "wall") << x;
        EXPECT_EQ(map.tile_id({x, 6}), "wall") << x;
    }
    for (int y = 1; y <= 5; ++y) {
        for (int x = 8; x <= 12; ++x) EXPECT_EQ(map.tile_id({x, y}), "wall") << x << "," << y;
    }
}

}  // namespace
}  // namespace cf
