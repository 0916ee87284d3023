// Doors, traps and water added to a carved floor: where they go, that the same seed
// gives the same floor, and that none of them cuts the floor.

#include "engine/map/floor_features.hpp"

#include <gtest/gtest.h>

#include "engine/map/distance_field.hpp"
#include "engine/map/dungeon_generator.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

Settings featured() {
    Settings s = test::default_content()->settings;
    s.door_tile = "door";
    s.door_chance = 100;
    s.trap_tiles = {"poison_trap", "teleport_trap"};
    s.traps_per_floor = 6;
    s.water_tile = "shallow_water";
    s.water_pools = 3;
    return s;
}

Map carved(const Settings& s, std::uint64_t seed) {
    Rng rng(seed);
    Map map = carve_floor(s, rng);
    map.bind(*test::default_content());
    return map;
}

int count(const Map& map, const DefId& id) {
    int n = 0;
    for (int i = 0; i < map.width() * map.height(); ++i) n += map.tile_id(map.point(i)) == id;
    return n;
}

TEST(FloorFeatures, SameSeedSameFloor) {
    const Map a = carved(featured(), 7);
    const Map b = carved(featured(), 7);
    EXPECT_EQ(a.cells(), b.cells());
    EXPECT_EQ(a.palette(), b.palette());
    EXPECT_GT(count(a, "door"), 0);
    EXPECT_GT(count(a, "shallow_water"), 0);
    EXPECT_GT(count(a, "poison_trap") + count(a, "teleport_trap"), 0);
}

TEST(FloorFeatures, ContentWithoutThemCarvesTheFloorItAlwaysDid) {
    Settings plain = featured();
    plain.door_tile.clear();
    plain.trap_tiles.clear();
    plain.water_tile.clear();
    const Map a = carved(plain, 3);
    const Map b = carved(featured(), 3);
    EXPECT_EQ(a.rooms(), b.rooms());  // the floor's own dice were not touched
    EXPECT_EQ(count(a, "door"), 0);
}

TEST(FloorFeatures, DoorsStandInRoomEntrancesAndTrapsNeverInTheFirstRoom) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Map map = carved(featured(), seed);
        for (int i = 0; i < map.width() * map.height(); ++i) {
            const Point p = map.point(i);
            if (map.tile_id(p) == "door") {
                const bool across_ns =
                    map.walkable(p + Point{0, 1}) && map.walkable(p - Point{0, 1});
                const bool across_ew =
                    map.walkable(p + Point{1, 0}) && map.walkable(p - Point{1, 0});
                EXPECT_TRUE(across_ns || across_ew) << seed << " " << p.x << "," << p.y;
            }
            if (map.tile(p).hidden) {
                EXPECT_FALSE(map.rooms().front().contains(p)) << seed;
            }
        }
    }
}

TEST(FloorFeatures, EveryWalkableCellStaysReachable) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Map map = carved(featured(), seed);
        DistanceField field;
        const Point start[] = {floor_start(map, featured())};
        field.compute(map.width(), map.height(), start, [&](int x, int y) {
            return map.walkable({x, y}) ? 1 : 0;
        });
        for (int i = 0; i < map.width() * map.height(); ++i) {
            const Point p = map.point(i);
            if (map.walkable(p)) {
                EXPECT_NE(field.distance(p), DistanceField::kUnreached) << seed;
            }
        }
    }
}

}  // namespace
}  // namespace cf
