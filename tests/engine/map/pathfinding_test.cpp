#include "engine/map/pathfinding.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <limits>
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

std::vector<Point> find_path(Pathfinder& finder, const CostGrid& g, Point from, Point to,
                             PathOptions options = {}) {
    return finder.find(
        g.width, g.height, from, to,
        [&](int x, int y) {
            if (!g.in_bounds({x, y})) {
                ADD_FAILURE() << "cost asked about off-map cell " << x << "," << y;
                return 0;
            }
            return g.at(x, y);
        },
        options);
}

PathOptions weighted(double weight) {
    PathOptions options;
    options.heuristic_weight = weight;
    return options;
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
    if (!path.empty()) {
        EXPECT_TRUE(path.back() == to) << "path ends elsewhere";
    }
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
        const CostGrid g =
            random_grid(1 + static_cast<int>(rng() % 50), 1 + static_cast<int>(rng() % 35),
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

TEST(PathfinderTest, StaysCheapestWithLargeAndMixedCosts) {
    // Costs far above the usual 1 and 10, some in the thousands: cheap cells and dear
    // ones side by side. Fresh finders meet a dear step mid-search with others queued;
    // the reused one sees them after it has adapted.
    std::mt19937 rng(31337);
    Pathfinder reused;
    int found = 0;
    for (int map = 0; map < 30; ++map) {
        CostGrid g = random_grid(20 + map, 15 + map / 2, 15, 1, rng);
        for (int& c : g.cost) {
            if (c == 0) continue;
            const auto roll = rng() % 10;
            c = roll < 6 ? 1 : roll < 9 ? 1 + static_cast<int>(rng() % 300) : 5000;
        }
        for (int trial = 0; trial < 6; ++trial) {
            const Point from = random_point(g, rng);
            const Point to = random_point(g, rng);
            const int expected = from == to ? -1 : reference_cost(g, from, to);
            Pathfinder fresh;
            const auto path = find_path(trial % 2 == 0 ? fresh : reused, g, from, to);
            if (expected < 0) {
                EXPECT_TRUE(path.empty());
                continue;
            }
            ASSERT_FALSE(path.empty()) << "map " << map << " trial " << trial;
            EXPECT_EQ(walked_cost(g, from, to, path), expected) << "map " << map;
            ++found;
        }
    }
    EXPECT_GT(found, 100);
}

// find_path's way from `from` to `to` on `g`, checked step by step to cost `cost`.
std::vector<Point> path_costing(const CostGrid& g, Point from, Point to, int cost) {
    Pathfinder finder;
    std::vector<Point> path = find_path(finder, g, from, to);
    EXPECT_EQ(walked_cost(g, from, to, path), cost);
    return path;
}

bool passes_through(const std::vector<Point>& path, Point p) {
    return std::find(path.begin(), path.end(), p) != path.end();
}

TEST(PathfinderTest, GoesThroughTheOnlyGapInAWall) {
    const CostGrid g({
        "...#...",
        "...#...",
        "...#...",
        "...#...",
        ".......",
    });
    const auto path = path_costing(g, {0, 0}, {6, 0}, 8);
    // Four king's steps down to the gap at (3,4), four back up.
    ASSERT_EQ(path.size(), 8u);
    EXPECT_TRUE(passes_through(path, {3, 4}));
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
    const auto path = path_costing(g, {0, 2}, {10, 2}, 10);
    EXPECT_EQ(path.size(), 10u);
    EXPECT_FALSE(passes_through(path, {5, 2}));
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
    EXPECT_TRUE(passes_through(path_costing(g, {0, 1}, {10, 1}, 18), {5, 1}));
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

// Weighted searches (PathOptions::heuristic_weight above 1).

TEST(PathfinderTest, WeightedPathsAreValidAndWithinTheBoundOnRandomMaps) {
    // Against the cheapest cost on each map: unit costs, small costs and large mixed ones
    // (which make the queue's ring grow while weighted f values fall). 1.1 is not exact
    // in binary and 1000 is beyond the cap of 64; both must still keep their bound.
    const double weights[] = {1.1, 1.25, 1.5, 2.0, 3.0, 1000.0};
    std::mt19937 rng(777);
    Pathfinder reused;
    int found = 0;
    int unreachable = 0;
    int longer = 0;
    for (int map = 0; map < 90; ++map) {
        CostGrid g = random_grid(1 + static_cast<int>(rng() % 60), 1 + static_cast<int>(rng() % 45),
                                 static_cast<int>(rng() % 40), map % 3 == 1 ? 9 : 1, rng);
        if (map % 3 == 2) {
            for (int& c : g.cost) {
                if (c != 0) c = rng() % 10 < 7 ? 1 : 1 + static_cast<int>(rng() % 2000);
            }
        }
        for (int trial = 0; trial < 8; ++trial) {
            const Point from = random_point(g, rng);
            const Point to = random_point(g, rng);
            const int cheapest = from == to ? -1 : reference_cost(g, from, to);
            // Our optimal search agrees with the reference before the weights are judged.
            const auto optimal = find_path(reused, g, from, to);
            if (cheapest >= 0) {
                ASSERT_EQ(walked_cost(g, from, to, optimal), cheapest) << "map " << map;
            }
            for (const double w : weights) {
                Pathfinder fresh;
                const auto path =
                    find_path(trial % 2 == 0 ? fresh : reused, g, from, to, weighted(w));
                if (cheapest < 0) {
                    EXPECT_TRUE(path.empty()) << "map " << map << " weight " << w;
                    ++unreachable;
                    continue;
                }
                ASSERT_FALSE(path.empty()) << "map " << map << " trial " << trial;
                const int walked = walked_cost(g, from, to, path);
                EXPECT_LE(walked, std::min(w, 64.0) * cheapest)
                    << "map " << map << " trial " << trial << " weight " << w;
                EXPECT_GE(walked, cheapest);
                if (walked > cheapest) ++longer;
                ++found;
            }
        }
    }
    EXPECT_GT(found, 2000);
    EXPECT_GT(unreachable, 100);
    // The weight must actually change the search: some paths come out dearer.
    EXPECT_GT(longer, 100);
}

TEST(PathfinderTest, WeightedSearchExploresFarLessOnABigOpenMap) {
    // The reason for the option: corner to corner on 300x300 with 20% walls, the
    // benchmark's kind of map. Cost lookups count the cells the search looked at.
    std::mt19937 rng(99);
    CostGrid g = random_grid(300, 300, 20, 1, rng);
    g.set(0, 0, 1);
    const Point from{0, 0};
    const Point to{299, 299};
    const int cheapest = reference_cost(g, from, to);
    ASSERT_GT(cheapest, 0);
    const auto counted = [&](PathOptions options, long& lookups) {
        Pathfinder finder;
        return finder.find(
            g.width, g.height, from, to,
            [&](int x, int y) {
                ++lookups;
                return g.at(x, y);
            },
            options);
    };
    long optimal_lookups = 0;
    long weighted_lookups = 0;
    const auto optimal = counted({}, optimal_lookups);
    const auto path = counted(weighted(1.5), weighted_lookups);
    EXPECT_EQ(walked_cost(g, from, to, optimal), cheapest);
    const int walked = walked_cost(g, from, to, path);
    EXPECT_LE(walked, 1.5 * cheapest);
    EXPECT_LT(weighted_lookups * 5, optimal_lookups)
        << weighted_lookups << " lookups weighted, " << optimal_lookups << " optimal";
}

TEST(PathfinderTest, WeightsOfOneOrLessGiveTheOptimalSearch) {
    std::mt19937 rng(8);
    const CostGrid g = random_grid(70, 50, 25, 4, rng);
    Pathfinder finder;
    const Point from{2, 3};
    const Point to{66, 47};
    const auto optimal = find_path(finder, g, from, to);
    ASSERT_FALSE(optimal.empty());
    // 1.01 is below 17/16, the smallest fraction above 1 with denominator 16 or less.
    for (const double w : {1.0, 1.01, 0.5, 0.0, -2.0, std::numeric_limits<double>::quiet_NaN()}) {
        EXPECT_EQ(find_path(finder, g, from, to, weighted(w)), optimal) << "weight " << w;
    }
}

TEST(PathfinderTest, WeightedSearchesAreDeterministic) {
    std::mt19937 rng(12);
    const CostGrid g = random_grid(120, 90, 20, 3, rng);
    const CostGrid other = random_grid(200, 150, 15, 1, rng);
    const Point from{1, 2};
    const Point to{117, 88};
    for (const double w : {1.5, 3.0}) {
        Pathfinder a;
        const auto first = find_path(a, g, from, to, weighted(w));
        ASSERT_FALSE(first.empty());
        // Reused buffers (after optimal, other-weight and bigger searches) and a fresh
        // finder all agree.
        for (int i = 0; i < 4; ++i) {
            find_path(a, other, {0, 0}, {199, 149}, weighted(i % 2 == 0 ? 2.0 : 1.0));
            find_path(a, g, to, from);
            EXPECT_EQ(find_path(a, g, from, to, weighted(w)), first) << "weight " << w;
        }
        Pathfinder b;
        EXPECT_EQ(find_path(b, g, from, to, weighted(w)), first) << "weight " << w;
    }
}

TEST(PathfinderTest, WeightedSearchKeepsTheEdgeCases) {
    CostGrid g(20, 12);
    for (int y = 3; y <= 7; ++y) g.set(12, y, 0), g.set(16, y, 0);
    for (int x = 12; x <= 16; ++x) g.set(x, 3, 0), g.set(x, 7, 0);
    g.set(3, 9, 0);  // a zero-cost goal, like the player's cell
    Pathfinder finder;
    const PathOptions options = weighted(2.0);
    EXPECT_TRUE(find_path(finder, g, {1, 1}, {14, 5}, options).empty());
    EXPECT_TRUE(find_path(finder, g, {14, 5}, {1, 1}, options).empty());
    EXPECT_TRUE(find_path(finder, g, {4, 4}, {4, 4}, options).empty());
    EXPECT_TRUE(find_path(finder, g, {-1, 4}, {4, 4}, options).empty());
    EXPECT_TRUE(find_path(finder, g, {4, 4}, {4, 12}, options).empty());
    const auto path = find_path(finder, g, {0, 0}, {3, 9}, options);
    ASSERT_EQ(path.size(), 9u);  // open ground: the weighted path is a straight run too
    EXPECT_EQ(walked_cost(g, {0, 0}, {3, 9}, path), 9);
    // Corner to corner past the box, and the same finder's later optimal search.
    const auto across = find_path(finder, g, {19, 0}, {0, 11}, options);
    ASSERT_FALSE(across.empty());
    EXPECT_LE(walked_cost(g, {19, 0}, {0, 11}, across), 2 * 19);
    EXPECT_EQ(find_path(finder, g, {1, 1}, {5, 1}).size(), 4u);
}

}  // namespace
}  // namespace cf
