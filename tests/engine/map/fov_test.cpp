#include "engine/map/fov.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "tests/engine/map/fov_reference.hpp"

namespace cf {
namespace {

struct FovGrid {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> wall;

    FovGrid(int w, int h) : width(w), height(h), wall(static_cast<std::size_t>(w * h), 0) {}
    bool in_bounds(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
    std::size_t index(int x, int y) const { return static_cast<std::size_t>(y * width + x); }
    bool is_wall(int x, int y) const { return wall[index(x, y)] != 0; }
    void set_wall(int x, int y) { wall[index(x, y)] = 1; }
};

// Walls at `percent` percent of cells; raw mt19937 output is the same on every platform.
FovGrid random_grid(int w, int h, int percent, std::mt19937& rng) {
    FovGrid g(w, h);
    for (auto& cell : g.wall) cell = rng() % 100 < static_cast<unsigned>(percent) ? 1 : 0;
    return g;
}

// What compute_fov reveals, as a map-sized mask. Also fails the test if either callback
// is handed a cell off the map.
std::vector<std::uint8_t> visible_cells(const FovGrid& g, Point origin, int radius) {
    std::vector<std::uint8_t> seen(g.wall.size(), 0);
    compute_fov(
        g.width, g.height, origin, radius,
        [&](int x, int y) {
            if (!g.in_bounds(x, y)) {
                ADD_FAILURE() << "is_opaque asked about off-map cell " << x << "," << y;
                return true;
            }
            return g.is_wall(x, y);
        },
        [&](int x, int y) {
            if (!g.in_bounds(x, y)) {
                ADD_FAILURE() << "revealed off-map cell " << x << "," << y;
                return;
            }
            seen[g.index(x, y)] = 1;
        });
    return seen;
}

std::vector<std::uint8_t> reference_fov(const FovGrid& g, Point origin, int radius) {
    return fov_reference::visible(g.width, g.height, origin, radius,
                                  [&](int x, int y) { return g.is_wall(x, y); });
}

std::string describe(const FovGrid& g, Point origin, const std::vector<std::uint8_t>& seen) {
    std::string out;
    for (int y = 0; y < g.height; ++y) {
        for (int x = 0; x < g.width; ++x) {
            const bool v = seen[g.index(x, y)] != 0;
            out += Point{x, y} == origin ? '@'
                   : g.is_wall(x, y)     ? (v ? '#' : '%')
                                         : (v ? '.' : ' ');
        }
        out += '\n';
    }
    return out;
}

TEST(FovTest, MatchesReferenceShadowcastingOnRandomMaps) {
    std::mt19937 rng(12345);
    int compared = 0;
    for (int map = 0; map < 60; ++map) {
        const int w = 1 + static_cast<int>(rng() % 40);
        const int h = 1 + static_cast<int>(rng() % 30);
        const FovGrid g = random_grid(w, h, 5 + static_cast<int>(rng() % 45), rng);
        for (int trial = 0; trial < 6; ++trial) {
            const Point origin{static_cast<int>(rng() % static_cast<unsigned>(w)),
                               static_cast<int>(rng() % static_cast<unsigned>(h))};
            for (int radius : {0, 1, 2, 3, 5, 8, 13}) {
                const auto expected = reference_fov(g, origin, radius);
                const auto actual = visible_cells(g, origin, radius);
                ASSERT_EQ(actual, expected) << "radius " << radius << ", ours:\n"
                                            << describe(g, origin, actual) << "reference:\n"
                                            << describe(g, origin, expected);
                ++compared;
            }
        }
    }
    EXPECT_EQ(compared, 60 * 6 * 7);
}

// The benchmark's kind of map, bigger than above: 80x45 with 20% walls, many origins.
TEST(FovTest, MatchesReferenceShadowcastingOnGameSizedMaps) {
    std::mt19937 rng(777);
    for (int map = 0; map < 20; ++map) {
        const FovGrid g = random_grid(80, 45, 20, rng);
        for (int trial = 0; trial < 10; ++trial) {
            const Point origin{static_cast<int>(rng() % 80u), static_cast<int>(rng() % 45u)};
            for (int radius : {0, 8, 20}) {
                ASSERT_EQ(visible_cells(g, origin, radius), reference_fov(g, origin, radius))
                    << "map " << map << ", origin " << origin.x << "," << origin.y << ", radius "
                    << radius;
            }
        }
    }
}

TEST(FovTest, FloorCellsSeeEachOtherSymmetrically) {
    std::mt19937 rng(777);
    for (int map = 0; map < 4; ++map) {
        const FovGrid g = random_grid(36, 24, 15 + 10 * map, rng);
        for (int radius : {0, 8}) {
            std::vector<std::vector<std::uint8_t>> sees(g.wall.size());
            for (int y = 0; y < g.height; ++y) {
                for (int x = 0; x < g.width; ++x) {
                    if (!g.is_wall(x, y)) sees[g.index(x, y)] = visible_cells(g, {x, y}, radius);
                }
            }
            int visible_pairs = 0;
            for (std::size_t a = 0; a < sees.size(); ++a) {
                if (sees[a].empty()) continue;
                for (std::size_t b = a + 1; b < sees.size(); ++b) {
                    if (sees[b].empty()) continue;
                    ASSERT_EQ(sees[a][b], sees[b][a])
                        << "cells " << a % 36 << "," << a / 36 << " and " << b % 36 << "," << b / 36
                        << " radius " << radius << " map " << map;
                    visible_pairs += sees[a][b];
                }
            }
            // The property is only meaningful if plenty of pairs do see each other.
            EXPECT_GT(visible_pairs, 1000) << "map " << map;
        }
    }
}

TEST(FovTest, RevealsExactlyTheDiskOnAnOpenMap) {
    const FovGrid g(41, 41);
    const Point origin{20, 20};
    for (int radius : {1, 2, 5, 8, 14, 20}) {
        const auto seen = visible_cells(g, origin, radius);
        for (int y = 0; y < g.height; ++y) {
            for (int x = 0; x < g.width; ++x) {
                const bool inside = distance_squared({x, y}, origin) <= radius * radius;
                EXPECT_EQ(seen[g.index(x, y)] != 0, inside) << x << "," << y << " r " << radius;
            }
        }
    }
}

TEST(FovTest, NeverRevealsBeyondTheRadius) {
    std::mt19937 rng(99);
    const FovGrid g = random_grid(60, 40, 20, rng);
    for (int radius : {1, 4, 8, 15}) {
        const Point origin{30, 20};
        const auto seen = visible_cells(g, origin, radius);
        for (int y = 0; y < g.height; ++y) {
            for (int x = 0; x < g.width; ++x) {
                if (seen[g.index(x, y)]) {
                    EXPECT_LE(distance_squared({x, y}, origin), radius * radius);
                }
            }
        }
    }
}

TEST(FovTest, OriginIsRevealedEvenWhenBoxedIn) {
    FovGrid g(5, 5);
    for (int y = 1; y <= 3; ++y)
        for (int x = 1; x <= 3; ++x) g.set_wall(x, y);
    for (int radius : {0, 1, 3}) {
        const auto seen = visible_cells(g, {2, 2}, radius);
        EXPECT_TRUE(seen[g.index(2, 2)]);
        int count = 0;
        for (auto v : seen) count += v;
        // Inside a solid block only the origin and its wall neighbours show; radius 1
        // leaves out the diagonal ones (distance squared 2).
        EXPECT_EQ(count, radius == 1 ? 5 : 9) << describe(g, {2, 2}, seen);
    }
}

TEST(FovTest, RoomShowsAllItsWallsAndNothingOutside) {
    // Room interior 12x8 at (10,6); its walls are the ring around it; open floor beyond.
    FovGrid g(40, 24);
    const int left = 9, top = 5, right = 22, bottom = 14;
    for (int x = left; x <= right; ++x) g.set_wall(x, top), g.set_wall(x, bottom);
    for (int y = top; y <= bottom; ++y) g.set_wall(left, y), g.set_wall(right, y);
    for (Point origin : {Point{10, 6}, Point{15, 9}, Point{21, 13}, Point{16, 6}}) {
        const auto seen = visible_cells(g, origin, 0);
        for (int y = 0; y < g.height; ++y) {
            for (int x = 0; x < g.width; ++x) {
                const bool in_room = x >= left && x <= right && y >= top && y <= bottom;
                EXPECT_EQ(seen[g.index(x, y)] != 0, in_room) << x << "," << y << "\n"
                                                             << describe(g, origin, seen);
            }
        }
    }
}

TEST(FovTest, NothingShowsBeyondAnUnbrokenWall) {
    FovGrid g(50, 30);
    for (int y = 0; y < g.height; ++y) g.set_wall(30, y);
    for (Point origin : {Point{0, 0}, Point{29, 15}, Point{10, 29}, Point{25, 3}}) {
        const auto seen = visible_cells(g, origin, 0);
        for (int y = 0; y < g.height; ++y) {
            for (int x = 31; x < g.width; ++x) EXPECT_FALSE(seen[g.index(x, y)]) << x << "," << y;
        }
        // The wall itself bounds the view and is shown along its length.
        for (int y = 0; y < g.height; ++y) EXPECT_TRUE(seen[g.index(30, y)]) << "wall at y " << y;
    }
}

TEST(FovTest, WorkFollowsTheViewNotTheMap) {
    // A 3x3 closet in a 2000x2000 solid map: a scan that touched the map at large would
    // ask about millions of cells.
    const int size = 2000;
    const Point origin{1000, 1000};
    int asked = 0;
    int revealed = 0;
    compute_fov(
        size, size, origin, 0,
        [&](int x, int y) {
            ++asked;
            return chebyshev_distance({x, y}, origin) > 1;
        },
        [&](int, int) { ++revealed; });
    EXPECT_LE(asked, 60);
    EXPECT_LE(revealed, 60);

    // Open ground with a radius: the scan stays inside the radius' square.
    asked = 0;
    compute_fov(
        size, size, origin, 10,
        [&](int, int) {
            ++asked;
            return false;
        },
        [](int, int) {});
    EXPECT_LE(asked, 2 * 21 * 21);
}

TEST(FovTest, UnlimitedViewOfALargeOpenMapCoversIt) {
    const int size = 1000;
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(size * size), 0);
    compute_fov(
        size, size, {3, 997}, 0, [](int, int) { return false; },
        [&](int x, int y) { seen[static_cast<std::size_t>(y * size + x)] = 1; });
    std::size_t count = 0;
    for (auto v : seen) count += v;
    EXPECT_EQ(count, seen.size());
}

TEST(FovTest, OriginOffTheMapRevealsNothing) {
    const FovGrid g(10, 10);
    for (Point origin : {Point{-1, 3}, Point{3, 10}, Point{10, 0}}) {
        int revealed = 0;
        compute_fov(
            g.width, g.height, origin, 0, [](int, int) { return false; },
            [&](int, int) { ++revealed; });
        EXPECT_EQ(revealed, 0);
    }
}

}  // namespace
}  // namespace cf
