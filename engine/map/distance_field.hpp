#pragma once
// Distance fields (Brogue's "Dijkstra maps"): for every cell, the cost of the cheapest
// walk from it to the nearest of a set of goal cells over the 8-connected grid. One
// field answers "which way to the goal" for any number of walkers at once: monsters
// hunting the player, click-to-travel, auto-explore (goals = unexplored cells).
// Buffers live in the DistanceField and are reused across computations with
// generation stamps, so a new field costs the cells it reaches, not the map size.
// One DistanceField serves one thread.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "engine/core/geometry.hpp"

namespace cf {

struct FieldLimits {
    // Cells farther than this are left unreached (Dijkstra stops there).
    int max_distance = std::numeric_limits<int>::max();
    // When not empty, the search stops as soon as every one of these cells has its
    // final distance (or is found impassable or unreachable): the field then covers
    // exactly what its walkers need. Cells it did not finish read as unreached.
    std::span<const Point> stop_when_reached = {};
    // The search stops once this many passable cells have their final distance: a
    // budget for callers with another way to serve walkers the field does not reach.
    std::size_t max_cells = std::numeric_limits<std::size_t>::max();
};

class DistanceField {
  public:
    static constexpr int kUnreached = std::numeric_limits<int>::max();

    // Computes the field toward `goals` (distance 0; off-map goals are ignored).
    // cost(x, y) -> int is the cost of entering an in-bounds cell that is not a goal:
    // <= 0 impassable, >= 1 passable; entering a goal costs 1 whatever its cost, so a
    // goal may stand on a cell others cannot enter (the player's). A cell's distance
    // is the sum of the costs of the cells its walk enters, so a walker at p steps to
    // the neighbour n that minimises cost(n) + distance(n), and that is distance(p).
    // Diagonal and orthogonal steps cost the same. Total distances must fit in an int;
    // keep step costs small (the queue spans the largest one).
    template <class Cost>
    void compute(int width, int height, std::span<const Point> goals, Cost&& cost,
                 FieldLimits limits = {});

    // The final distance of `p`, or kUnreached (off the map, impassable, unreachable,
    // or beyond the limits of the last computation).
    int distance(Point p) const {
        if (p.x < 0 || p.y < 0 || p.x >= width_ || p.y >= height_) return kUnreached;
        const Node& node = nodes_[index_of(p.x, p.y)];
        return node.tag == base_ + kSettled ? node.dist : kUnreached;
    }
    int width() const { return width_; }
    int height() const { return height_; }

  private:
    // Per cell: tag < base_ untouched by this computation; base_ + kQueued reached with
    // a tentative dist; base_ + kSettled final; base_ + kBlocked impassable.
    struct Node {
        std::uint32_t tag;
        std::int32_t dist;
    };
    static constexpr std::uint32_t kQueued = 0;
    static constexpr std::uint32_t kSettled = 1;
    static constexpr std::uint32_t kBlocked = 2;
    static constexpr std::uint32_t kGenerationStep = 4;

    // Open cells wait in buckets by distance (Dial's algorithm): integer costs from 1
    // up, so a ring of buckets wider than the largest step holds every pending
    // distance and each push and pop is O(1). Entries keep their distance so the ring
    // can be widened while cells wait; stale entries (the cell improved since) are
    // skipped when popped.
    struct Entry {
        std::uint32_t cell;
        std::int32_t dist;
    };

    std::size_t index_of(int x, int y) const {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
               static_cast<std::size_t>(x);
    }
    // Sizes the buffers, starts a new generation and marks the stop cells.
    void begin(int width, int height, std::span<const Point> stop_cells);
    std::size_t slot(std::int32_t dist) const {
        return static_cast<std::size_t>(dist) & (buckets_.size() - 1);
    }
    // Queues `cell` at `dist` unless it already has that distance or less.
    void relax(std::uint32_t cell, std::int32_t dist);
    // Relaxes the neighbours of (x, y) to `dist`.
    void expand(int x, int y, std::int32_t dist);
    // Widens the ring of buckets so it spans steps of `step`.
    void widen(int step);

    int width_ = 0;
    int height_ = 0;
    std::vector<Node> nodes_;
    std::vector<std::uint32_t> stop_stamp_;  // == base_: a cell of stop_when_reached
    std::vector<std::vector<Entry>> buckets_;
    std::size_t pending_ = 0;
    std::int32_t current_ = 0;  // the distance being settled
    std::uint32_t base_ = 0;
    std::size_t stops_left_ = 0;
};

template <class Cost>
void DistanceField::compute(int width, int height, std::span<const Point> goals, Cost&& cost,
                            FieldLimits limits) {
    begin(width, height, limits.stop_when_reached);
    for (Point g : goals) {
        if (g.x < 0 || g.y < 0 || g.x >= width || g.y >= height) continue;
        const auto cell = static_cast<std::uint32_t>(index_of(g.x, g.y));
        relax(cell, 0);
    }
    const bool stopping = !limits.stop_when_reached.empty();
    std::size_t settled = 0;
    const auto w = static_cast<std::uint32_t>(width);
    while (pending_ > 0) {
        // Steps cost at least 1, so nothing is pushed into the bucket being drained; a
        // widened ring keeps it whole, at a new slot.
        std::vector<Entry>* bucket = &buckets_[slot(current_)];
        for (std::size_t k = 0; k < bucket->size(); ++k) {
            const Entry entry = (*bucket)[k];
            --pending_;
            Node& node = nodes_[entry.cell];
            if (node.tag != base_ + kQueued || node.dist != entry.dist) continue;
            const int x = static_cast<int>(entry.cell % w);
            const int y = static_cast<int>(entry.cell / w);
            const int step = entry.dist == 0 ? 1 : cost(x, y);
            if (stopping && stop_stamp_[entry.cell] == base_) --stops_left_;
            if (step <= 0) {
                node.tag = base_ + kBlocked;
            } else {
                node.tag = base_ + kSettled;
                ++settled;
                if (static_cast<std::size_t>(step) >= buckets_.size()) {
                    widen(step);
                    bucket = &buckets_[slot(current_)];
                }
                if (std::int64_t{entry.dist} + step <= limits.max_distance) {
                    expand(x, y, entry.dist + step);
                }
            }
            if ((stopping && stops_left_ == 0) || settled >= limits.max_cells) {
                pending_ = 0;
                break;
            }
        }
        bucket->clear();
        ++current_;
    }
}

inline void DistanceField::relax(std::uint32_t cell, std::int32_t dist) {
    Node& node = nodes_[cell];
    if (node.tag >= base_ && (node.tag != base_ + kQueued || node.dist <= dist)) return;
    node = {base_ + kQueued, dist};
    buckets_[slot(dist)].push_back({cell, dist});
    ++pending_;
}

inline void DistanceField::expand(int x, int y, std::int32_t dist) {
    const auto at = [this](int nx, int ny) { return static_cast<std::uint32_t>(index_of(nx, ny)); };
    if (x > 0 && y > 0 && x < width_ - 1 && y < height_ - 1) {
        // Interior cells, the common case, skip the bounds tests.
        relax(at(x, y - 1), dist);
        relax(at(x + 1, y - 1), dist);
        relax(at(x + 1, y), dist);
        relax(at(x + 1, y + 1), dist);
        relax(at(x, y + 1), dist);
        relax(at(x - 1, y + 1), dist);
        relax(at(x - 1, y), dist);
        relax(at(x - 1, y - 1), dist);
        return;
    }
    for (Direction d : kAllDirections) {
        const Point n = Point{x, y} + delta(d);
        if (n.x >= 0 && n.y >= 0 && n.x < width_ && n.y < height_) relax(at(n.x, n.y), dist);
    }
}

}  // namespace cf
