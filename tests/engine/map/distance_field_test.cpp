// Distance fields: exact cheapest-walk costs to the nearest goal, the same as a plain
// Dijkstra on random maps with random costs, and only as far as asked.

#include "engine/map/distance_field.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <queue>
#include <random>
#include <vector>

namespace cf {
namespace {

struct Grid {
    int width = 0;
    int height = 0;
    std::vector<int> cost;  // <= 0 impassable

    int at(int x, int y) const { return cost[static_cast<std::size_t>(y * width + x)]; }
};

Grid random_grid(int width, int height, std::uint32_t seed, int max_cost) {
    std::mt19937 rng(seed);
    Grid g{width, height, std::vector<int>(static_cast<std::size_t>(width * height))};
    for (int& c : g.cost)
        c = rng() % 5 == 0 ? 0 : 1 + static_cast<int>(rng() % static_cast<unsigned>(max_cost));
    return g;
}

// The textbook version, written for clarity: a binary-heap Dijkstra from the goals
// where entering cell v costs cost(v) (1 for a goal).
std::vector<int> reference(const Grid& g, const std::vector<Point>& goals) {
    std::vector<int> dist(g.cost.size(), DistanceField::kUnreached);
    using Item = std::pair<int, int>;  // distance, cell
    std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
    for (Point p : goals) {
        dist[static_cast<std::size_t>(p.y * g.width + p.x)] = 0;
        open.push({0, p.y * g.width + p.x});
    }
    std::vector<char> done(g.cost.size(), 0);
    while (!open.empty()) {
        const auto [d, cell] = open.top();
        open.pop();
        if (done[static_cast<std::size_t>(cell)]) continue;
        done[static_cast<std::size_t>(cell)] = 1;
        const int x = cell % g.width;
        const int y = cell / g.width;
        const int step = d == 0 ? 1 : g.at(x, y);
        if (step <= 0) {
            dist[static_cast<std::size_t>(cell)] = DistanceField::kUnreached;
            continue;
        }
        for (Direction dir : kAllDirections) {
            const Point n = Point{x, y} + delta(dir);
            if (n.x < 0 || n.y < 0 || n.x >= g.width || n.y >= g.height) continue;
            if (done[static_cast<std::size_t>(n.y * g.width + n.x)]) continue;
            auto& nd = dist[static_cast<std::size_t>(n.y * g.width + n.x)];
            if (d + step < nd) {
                nd = d + step;
                open.push({nd, n.y * g.width + n.x});
            }
        }
    }
    return dist;
}

void compute(DistanceField& field, const Grid& g, const std::vector<Point>& goals,
             FieldLimits limits = {}) {
    field.compute(
        g.width, g.height, goals, [&](int x, int y) { return g.at(x, y); }, limits);
}

TEST(DistanceField, OpenFloorGivesKingsMoves) {
    const Grid g{9, 7, std::vector<int>(63, 1)};
    DistanceField field;
    compute(field, g, {{4, 3}});
    for (int y = 0; y < 7; ++y) {
        for (int x = 0; x < 9; ++x)
            EXPECT_EQ(field.distance({x, y}), chebyshev_distance({x, y}, {4, 3}));
    }
    EXPECT_EQ(field.distance({-1, 0}), DistanceField::kUnreached);
    EXPECT_EQ(field.distance({9, 0}), DistanceField::kUnreached);
}

TEST(DistanceField, MatchesPlainDijkstraOnRandomMapsWithRandomCosts) {
    DistanceField field;  // one field reused across sizes, as the game reuses it
    for (std::uint32_t seed = 1; seed <= 40; ++seed) {
        const int width = 5 + static_cast<int>(seed * 7 % 60);
        const int height = 4 + static_cast<int>(seed * 13 % 40);
        const Grid g = random_grid(width, height, seed, seed % 2 ? 1 : 40);  // 40: the ring widens
        std::mt19937 rng(seed);
        std::vector<Point> goals;
        for (std::uint32_t i = 0; i <= seed % 3; ++i) {
            goals.push_back({static_cast<int>(rng() % static_cast<unsigned>(width)),
                             static_cast<int>(rng() % static_cast<unsigned>(height))});
        }
        compute(field, g, goals);
        const std::vector<int> want = reference(g, goals);
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                ASSERT_EQ(field.distance({x, y}), want[static_cast<std::size_t>(y * width + x)])
                    << "seed " << seed << " at " << x << "," << y;
            }
        }
    }
}

TEST(DistanceField, AGoalOnAnImpassableCellStillLeadsOut) {
    Grid g{5, 1, {1, 1, 0, 1, 1}};
    DistanceField field;
    compute(field, g, {{2, 0}});
    EXPECT_EQ(field.distance({2, 0}), 0);
    EXPECT_EQ(field.distance({1, 0}), 1);
    EXPECT_EQ(field.distance({0, 0}), 2);
    EXPECT_EQ(field.distance({4, 0}), 2);
}

TEST(DistanceField, WallsAndWhatTheyCutOffAreUnreached) {
    Grid g{5, 1, {1, 1, 0, 1, 1}};
    DistanceField field;
    compute(field, g, {{0, 0}});
    EXPECT_EQ(field.distance({1, 0}), 1);
    EXPECT_EQ(field.distance({2, 0}), DistanceField::kUnreached);
    EXPECT_EQ(field.distance({3, 0}), DistanceField::kUnreached);
}

TEST(DistanceField, StopsOnceEveryWalkerHasItsDistance) {
    const Grid g = random_grid(200, 200, 99, 10);
    const std::vector<Point> goal{{100, 100}};
    const std::vector<int> want = reference(g, goal);
    std::vector<Point> walkers;
    for (int i = 0; i < 20; ++i) walkers.push_back({90 + i, 95 + (i % 9)});
    DistanceField field;
    compute(field, g, goal, {.stop_when_reached = walkers});
    int farthest = 0;
    for (Point p : walkers) {
        const int d = want[static_cast<std::size_t>(p.y * 200 + p.x)];
        EXPECT_EQ(field.distance(p), d);
        if (d != DistanceField::kUnreached) farthest = std::max(farthest, d);
    }
    // Everything nearer than the farthest walker is exact (a walker's way down is
    // there); the far side of the map was never searched.
    int unreached = 0;
    for (int y = 0; y < 200; ++y) {
        for (int x = 0; x < 200; ++x) {
            const int d = want[static_cast<std::size_t>(y * 200 + x)];
            if (d < farthest) {
                EXPECT_EQ(field.distance({x, y}), d);
            }
            if (field.distance({x, y}) == DistanceField::kUnreached) ++unreached;
        }
    }
    EXPECT_GT(unreached, 200 * 200 / 2);
}

TEST(DistanceField, MaxDistanceLeavesFartherCellsUnreached) {
    const Grid g{30, 1, std::vector<int>(30, 1)};
    DistanceField field;
    compute(field, g, {{0, 0}}, {.max_distance = 10});
    EXPECT_EQ(field.distance({10, 0}), 10);
    EXPECT_EQ(field.distance({11, 0}), DistanceField::kUnreached);
}

TEST(DistanceField, ACellBudgetStopsTheSearchWithWhatItSettledExact) {
    const Grid g{101, 101, std::vector<int>(101 * 101, 1)};
    DistanceField field;
    compute(field, g, {{50, 50}}, {.max_cells = 100});
    int settled = 0;
    for (int y = 0; y < 101; ++y) {
        for (int x = 0; x < 101; ++x) {
            const int d = field.distance({x, y});
            if (d == DistanceField::kUnreached) continue;
            ++settled;
            EXPECT_EQ(d, chebyshev_distance({x, y}, {50, 50}));
        }
    }
    EXPECT_EQ(settled, 100);
    EXPECT_EQ(field.distance({50, 46}), 4);  // rings 0..4 hold 81 cells
    EXPECT_EQ(field.distance({50, 44}), DistanceField::kUnreached);
}

TEST(DistanceField, SeveralGoalsGiveTheNearest) {
    const Grid g{21, 1, std::vector<int>(21, 1)};
    DistanceField field;
    compute(field, g, {{0, 0}, {20, 0}});
    EXPECT_EQ(field.distance({5, 0}), 5);
    EXPECT_EQ(field.distance({15, 0}), 5);
    EXPECT_EQ(field.distance({10, 0}), 10);
}

}  // namespace
}  // namespace cf
