#include "engine/map/pathfinding.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <queue>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace cf {
namespace {

// Per-cell entry costs; 0 is a wall.
struct CostGrid {
    int width = 0;
    int height = 0;
    std::vector<int> cost;

    CostGrid(int w, int h, int fill = 1)
        : width(w), height(h), cost(static_cast<std::size_t>(w * h), fill) {}
    // Rows of '.', '#' (cost 0) and digits (that cost).
    explicit CostGrid(const std::vector<std::string>& rows)
        : CostGrid(static_cast<int>(rows[0].size()), static_cast<int>(rows.size())) {
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                const char c = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
                set(x, y, c == '#' ? 0 : c == '.' ? 1 : c - '0');
            }
        }
    }
    int at(int x, int y) const { return cost[static_cast<std::size_t>(y * width + x)]; }
    void set(int x, int y, int c) { cost[static_cast<std::size_t>(y * width + x)] = c; }
    bool in_bounds(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height; }
};

std::vector<Point> find_path(Pathfinder& finder, const CostGrid& g, Point from, Point to) {
    return finder.find(g.width, g.height, from, to, [&](int x, int y) {
        if (!g.in_bounds({x, y})) {
            ADD_FAILURE() << "cost asked about off-map cell " << x << "," << y;
            return 0;
        }
        return g.at(x, y);
    });
}

int entry_cost(const CostGrid& g, Point p, Point goal) {
    const int c = g.at(p.x, p.y);
    return p == goal && c <= 0 ? 1 : c;
}

// Plain Dijkstra under the same rules: the cheapest cost from `from` to `to`, or -1.
int reference_cost(const CostGrid& g, Point from, Point to) {
    std::vector<int> best(g.cost.size(), -1);
    using Item = std::pair<int, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
    const auto index = [&](Point p) { return static_cast<std::size_t>(p.y * g.width + p.x); };
    best[index(from)] = 0;
    queue.push({0, from.y * g.width + from.x});
    while (!queue.empty()) {
        const auto [d, i] = queue.top();
        queue.pop();
        const Point p{i % g.width, i / g.width};
        if (d != best[index(p)]) continue;
        if (p == to) return d;
        for (Direction dir : kAllDirections) {
            const Point n = p + delta(dir);
            if (!g.in_bounds(n) || entry_cost(g, n, to) <= 0) continue;
            const int nd = d + entry_cost(g, n, to);
            if (best[index(n)] < 0 || nd < best[index(n)]) {
                best[index(n)] = nd;
                queue.push({nd, n.y * g.width + n.x});
            }
        }
    }
    return -1;
}

// Checks the path is a chain of king's steps through enterable cells ending at `to`, and
// returns what walking it costs.
int walked_cost(const CostGrid& g, Point from, Point to, const std::vector<Point>& path) {
    int total = 0;
    Point at = from;
    for (Point step : path) {
        EXPECT_TRUE(g.in_bounds(step)) << step.x << "," << step.y;
        if (!g.in_bounds(step)) return -1;
        EXPECT_EQ(chebyshev_distance(at, step), 1) << "jump to " << step.x << "," << step.y;
        EXPECT_GT(entry_cost(g, step, to), 0) << "entered wall " << step.x << "," << step.y;
        total += entry_cost(g, step, to);
        at = step;
    }
    EXPECT_FALSE(path.empty() ? false : path.back() != to);
    return total;
}

CostGrid random_grid(int w, int h, int wall_percent, int max_cost, std::mt19937& rng) {
    CostGrid g(w, h);
    for (int& c : g.cost) {
        c = rng() % 100 < static_cast<unsigned>(wall_percent)
                ? 0
                : 1 + static_cast<int>(rng() % static_cast<unsigned>(max_cost));
    }
    return g;
}

Point random_point(const CostGrid& g, std::mt19937& rng) {
    return {static_cast<int>(rng() % static_cast<unsigned>(g.width)),
            static_cast<int>(rng() % static_cast<unsigned>(g.height))};
}

TEST(PathfinderTest, FindsTheCheapestPathOnRandomMaps) {
    std::mt19937 rng(2024);
    Pathfinder finder;
    int found = 0;
    int unreachable = 0;
    for (int map = 0; map < 80; ++map) {
        const int max_cost = map % 2 == 0 ? 1 : 9;
        const CostGrid g = random_grid(1 + static_cast<int>(rng() % 50),
                                       1 + static_cast<int>(rng() % 35),
                                       static_cast<int>(rng() % 45), max_cost, rng);
        for (int trial = 0; trial < 10; ++trial) {
            const Point from = random_point(g, rng);
            const Point to = random_point(g, rng);
            const auto path = find_path(finder, g, from, to);
            const int expected = from == to ? -1 : reference_cost(g, from, to);
            if (expected < 0) {
                EXPECT_TRUE(path.empty()) << "map " << map << " trial " << trial;
                ++unreachable;
                continue;
            }
            ASSERT_FALSE(path.empty()) << "map " << map << " trial " << trial;
            EXPECT_EQ(walked_cost(g, from, to, path), expected) << "map " << map;
            ++found;
        }
    }
    // Both outcomes must actually have been exercised.
    EXPECT_GT(found, 300);
    EXPECT_GT(unreachable, 20);
}

TEST(PathfinderTest, GoesThroughTheOnlyGapInAWall) {
    const CostGrid g({
        "...#...",
        "...#...",
        "...#...",
        "...#...",
        ".......",
    });
    Pathfinder finder;
    const auto path = find_path(finder, g, {0, 0}, {6, 0});
    // Four king's steps down to the gap at (3,4), four back up.
    ASSERT_EQ(path.size(), 8u);
    EXPECT_NE(std::find(path.begin(), path.end(), Point{3, 4}), path.end());
    EXPECT_EQ(walked_cost(g, {0, 0}, {6, 0}, path), 8);
}

TEST(PathfinderTest, StraightAndDiagonalRunsOnOpenGround) {
    const CostGrid g(30, 20);
    Pathfinder finder;
    EXPECT_EQ(find_path(finder, g, {0, 0}, {29, 19}).size(), 29u);
    EXPECT_EQ(find_path(finder, g, {5, 7}, {5, 17}).size(), 10u);
    EXPECT_EQ(find_path(finder, g, {29, 0}, {0, 3}).size(), 29u);
}

TEST(PathfinderTest, EmptyWhenWalledOff) {
    CostGrid g(20, 12);
    for (int y = 3; y <= 7; ++y) g.set(12, y, 0), g.set(16, y, 0);
    for (int x = 12; x <= 16; ++x) g.set(x, 3, 0), g.set(x, 7, 0);
    Pathfinder finder;
    EXPECT_TRUE(find_path(finder, g, {1, 1}, {14, 5}).empty());
    EXPECT_TRUE(find_path(finder, g, {14, 5}, {1, 1}).empty());
    // The same finder still works afterwards.
    EXPECT_EQ(find_path(finder, g, {1, 1}, {5, 1}).size(), 4u);
}

TEST(PathfinderTest, EmptyForSameCellOrOffMapEnds) {
    const CostGrid g(10, 10);
    Pathfinder finder;
    EXPECT_TRUE(find_path(finder, g, {4, 4}, {4, 4}).empty());
    EXPECT_TRUE(find_path(finder, g, {-1, 4}, {4, 4}).empty());
    EXPECT_TRUE(find_path(finder, g, {4, 4}, {4, 10}).empty());
}

TEST(PathfinderTest, RoutesAroundACostlyBlockerWhenAFreeDetourExists) {
    CostGrid g(11, 5);
    g.set(5, 2, 10);  // a monster standing in the straight line
    Pathfinder finder;
    const auto path = find_path(finder, g, {0, 2}, {10, 2});
    EXPECT_EQ(path.size(), 10u);
    EXPECT_EQ(std::find(path.begin(), path.end(), Point{5, 2}), path.end());
    EXPECT_EQ(walked_cost(g, {0, 2}, {10, 2}, path), 10);
}

TEST(PathfinderTest, GoesThroughABlockerWhenTheDetourCostsMore) {
    // A one-wide corridor with a long way round (24 steps) against 9 steps plus the
    // blocker's 9: pushing past is cheaper.
    const CostGrid g({
        "###########",
        ".....9.....",
        "####.#.####",
        "####.#.####",
        "####.#.####",
        "####.#.####",
        "####.#.####",
        "####.#.####",
        "####.#.####",
        "####...####",
    });
    Pathfinder finder;
    const auto via = find_path(finder, g, {0, 1}, {10, 1});
    EXPECT_NE(std::find(via.begin(), via.end(), Point{5, 1}), via.end());
    EXPECT_EQ(walked_cost(g, {0, 1}, {10, 1}, via), 18);
}

TEST(PathfinderTest, GoalWithZeroCostIsStillReached) {
    CostGrid g(8, 8);
    g.set(6, 6, 0);  // the player's cell, impassable to everyone else
    Pathfinder finder;
    const auto path = find_path(finder, g, {0, 0}, {6, 6});
    ASSERT_EQ(path.size(), 6u);
    EXPECT_EQ(path.back(), (Point{6, 6}));
    // But other impassable cells stay impassable: a wall-ringed goal is unreachable.
    for (Direction d : kAllDirections) g.set(6 + delta(d).x, 6 + delta(d).y, 0);
    EXPECT_TRUE(find_path(finder, g, {0, 0}, {6, 6}).empty());
}

TEST(PathfinderTest, SameInputsGiveTheSamePath) {
    std::mt19937 rng(5);
    const CostGrid g = random_grid(60, 40, 20, 3, rng);
    const CostGrid other = random_grid(90, 70, 25, 1, rng);
    Pathfinder a;
    Pathfinder b;
    const Point from{1, 1};
    const Point to{58, 38};
    const auto first = find_path(a, g, from, to);
    ASSERT_FALSE(first.empty());
    // Reused buffers, a bigger map in between and a fresh finder all agree.
    for (int i = 0; i < 5; ++i) {
        find_path(a, other, {0, 0}, {89, 69});
        EXPECT_EQ(find_path(a, g, from, to), first);
    }
    EXPECT_EQ(find_path(b, g, from, to), first);
}

TEST(PathfinderTest, NeverAsksAboutCellsOffTheMap) {
    // Paths hugging every edge and corner; find_path fails the test on an off-map query.
    const CostGrid g({
        "....",
        ".##.",
        ".##.",
        "....",
    });
    Pathfinder finder;
    EXPECT_EQ(find_path(finder, g, {0, 0}, {3, 3}).size(), 5u);
    EXPECT_EQ(find_path(finder, g, {3, 0}, {0, 3}).size(), 5u);
}

}  // namespace
}  // namespace cf
