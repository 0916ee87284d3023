// The floor: tile ids as state, tile definitions bound from the content snapshot,
// and what the player sees now and has seen before.

#include "engine/map/map.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

// A 12x7 room: wall border, floor inside, one interior wall column at x = 6.
Map walled_room(const Content& c) {
    Map map(12, 7, "wall");
    for (int y = 1; y < 6; ++y) {
        for (int x = 1; x < 11; ++x) map.set_tile({x, y}, x == 6 ? "wall" : "floor");
    }
    EXPECT_THAT(map.bind(c), IsEmpty());
    return map;
}

TEST(Rect, TouchingRoomsCountAsIntersecting) {
    const Rect a{0, 0, 5, 5};
    EXPECT_TRUE(a.intersects({5, 0, 5, 5}));  // shares the wall column x = 5
    EXPECT_TRUE(a.intersects({2, 2, 2, 2}));  // inside
    EXPECT_FALSE(a.intersects({6, 0, 5, 5}));
    EXPECT_FALSE(a.intersects({0, 6, 5, 5}));
}

TEST(Rect, ContainsAndCenter) {
    const Rect r{2, 3, 6, 4};
    EXPECT_TRUE(r.contains({2, 3}));
    EXPECT_TRUE(r.contains({7, 6}));
    EXPECT_FALSE(r.contains({8, 6}));
    EXPECT_FALSE(r.contains({7, 7}));
    EXPECT_EQ(r.center(), (Point{5, 5}));
}

TEST(Map, NewMapIsFilledAndUnexplored) {
    const Map map(10, 8, "wall");
    EXPECT_EQ(map.width(), 10);
    EXPECT_EQ(map.height(), 8);
    EXPECT_EQ(map.tile_id({9, 7}), "wall");
    EXPECT_FALSE(map.explored({3, 3}));
    EXPECT_TRUE(map.in_bounds({0, 0}));
    EXPECT_FALSE(map.in_bounds({10, 0}));
    EXPECT_FALSE(map.in_bounds({0, -1}));
}

TEST(Map, WalkabilityAndTransparencyComeFromTheDefinitions) {
    const ContentPtr c = test::default_content();
    const Map map = walled_room(*c);
    EXPECT_TRUE(map.walkable({1, 1}));
    EXPECT_TRUE(map.transparent({1, 1}));
    EXPECT_FALSE(map.walkable({6, 3}));
    EXPECT_FALSE(map.transparent({6, 3}));
    EXPECT_FALSE(map.walkable({-1, 3}));  // off the map
    EXPECT_EQ(map.tile({2, 2}).name, "Floor");
}

TEST(Map, RebindingTakesNewTileValues) {
    auto edited = test::edited_content();
    Map map = walled_room(*test::default_content());
    edited->tiles.at("wall").walkable = true;
    EXPECT_THAT(map.bind(*edited), IsEmpty());
    EXPECT_TRUE(map.walkable({6, 3}));
}

TEST(Map, BindReportsTilesTheContentLacks) {
    auto edited = test::edited_content();
    Map map = walled_room(*test::default_content());
    map.set_tile({2, 2}, "down_stairs");
    edited->tiles.erase("down_stairs");
    EXPECT_THAT(map.bind(*edited), ElementsAre("down_stairs"));
}

TEST(Map, IndexAndPointAreInverse) {
    const Map map(7, 5, "wall");
    EXPECT_EQ(map.index({3, 2}), 17);
    EXPECT_EQ(map.point(17), (Point{3, 2}));
}

TEST(Map, FovShowsTheSameSideOfAWallOnly) {
    Map map = walled_room(*test::default_content());
    map.update_fov({2, 3}, 8);
    EXPECT_TRUE(map.visible({5, 3}));
    EXPECT_TRUE(map.visible({6, 3}));   // the wall itself is seen
    EXPECT_FALSE(map.visible({8, 3}));  // behind it
    EXPECT_TRUE(map.explored({5, 3}));
    EXPECT_FALSE(map.explored({8, 3}));
}

TEST(Map, FovRespectsTheRadius) {
    Map map(30, 3, "floor");
    ASSERT_THAT(map.bind(*test::default_content()), IsEmpty());
    map.update_fov({1, 1}, 4);
    EXPECT_TRUE(map.visible({5, 1}));
    EXPECT_FALSE(map.visible({6, 1}));
}

TEST(Map, ExploredCellsStayExploredWhenOutOfView) {
    Map map = walled_room(*test::default_content());
    map.update_fov({2, 3}, 8);
    map.update_fov({9, 3}, 8);
    EXPECT_FALSE(map.visible({2, 3}));
    EXPECT_TRUE(map.explored({2, 3}));
    EXPECT_TRUE(map.visible({9, 3}));
    for (int i : map.visible_cells()) EXPECT_TRUE(map.visible(map.point(i)));
}

TEST(Map, ExploreAllRevealsEveryCell) {
    Map map = walled_room(*test::default_content());
    map.explore_all();
    EXPECT_TRUE(map.explored({0, 0}));
    EXPECT_TRUE(map.explored({11, 6}));
    EXPECT_FALSE(map.visible({3, 3}));
}

TEST(Map, RestoreRebuildsTheSameFloor) {
    const ContentPtr c = test::default_content();
    Map original = walled_room(*c);
    original.add_room({1, 1, 5, 5});
    original.update_fov({2, 3}, 8);
    Map copy;
    copy.restore(original.width(), original.height(), original.palette(), original.cells(),
                 original.explored_flags(), original.rooms());
    ASSERT_THAT(copy.bind(*c), IsEmpty());
    for (int i = 0; i < original.width() * original.height(); ++i) {
        const Point p = original.point(i);
        EXPECT_EQ(copy.tile_id(p), original.tile_id(p));
        EXPECT_EQ(copy.explored(p), original.explored(p));
        EXPECT_FALSE(copy.visible(p));
    }
    EXPECT_EQ(copy.rooms(), original.rooms());
}

// A tile id new to the floor, painted after bind(), reads as itself at once.
TEST(Map, SetTileAfterBindReadsAsTheNewTile) {
    Map map(5, 5, "wall");
    ASSERT_THAT(map.bind(*test::default_content()), IsEmpty());
    map.set_tile({2, 2}, "floor");
    EXPECT_EQ(map.tile({2, 2}).name, "Floor");
    EXPECT_TRUE(map.walkable({2, 2}));
}

}  // namespace
}  // namespace cf
