#pragma once
// A* over an 8-connected grid (king moves) with per-cell entry costs.
// The search state lives in buffers owned by the Pathfinder and reused across calls:
// generation stamps mark which entries belong to the current search, so nothing is
// cleared per call and the work follows the cells explored, not the map size.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "engine/core/geometry.hpp"

namespace cf {

class Pathfinder {
public:
    // Shortest path from `from` to `to`, excluding `from`, including `to`; empty when
    // unreachable, from == to, or either end is off the map.
    // cost(x, y) -> int is the cost of entering an in-bounds cell: <= 0 impassable,
    // >= 1 passable. The goal is always enterable (cost <= 0 there counts as 1) so
    // monsters can path to the player. Diagonal and orthogonal steps both cost
    // cost(x, y). Ties are broken by cell order, so the same inputs give the same path
    // everywhere. Total path costs must fit in an int.
    template <class Cost>
    std::vector<Point> find(int width, int height, Point from, Point to, Cost&& cost);

private:
    // Per cell: g (cost from the start) and a tag that holds this search's state and
    // the step that reached the cell. With base_ the current search's generation (a
    // multiple of 16): tag < base_ untouched; base_ + d reached by step d (0-7, the
    // index into kAllDirections); base_ + 8 + d settled, g final. Older searches' tags
    // are all below base_, so nothing is cleared between calls. Eight bytes a cell keeps
    // more of the map's cells in cache.
    struct Node {
        std::uint32_t tag;
        std::int32_t g;
    };
    // Open cells wait in buckets by f = g + h, each a stack threaded through queued_.
    // A consistent heuristic and integer costs make f grow monotonically, and a new
    // entry's f exceeds the current one by at most the step cost plus one, so a ring
    // of buckets covers every pending f: push and pop are O(1), with none of a heap's
    // unpredictable comparisons. Among equal f the newest cell comes first, which
    // favours cells nearer the goal and follows the search's own fixed order.
    struct Queued {
        std::int32_t x;
        std::int32_t y;
        std::uint32_t next;
    };
    struct Bucket {
        std::uint32_t head;
        std::uint32_t stamp;  // == base_ when head belongs to this search
    };
    static constexpr std::uint32_t kNone = 0xffffffffu;

    // Sizes the buffers for `cells` cells and starts a new generation.
    void begin_search(std::size_t cells);
    std::vector<Point> trace_path(int width, Point from, Point to) const;
    void push_open(std::uint32_t f, int x, int y);
    Point pop_open();
    // Widens the ring so it spans at least `span` + 1 values of f.
    void grow_buckets(std::uint32_t span);

    std::vector<Node> nodes_;
    std::vector<Queued> queued_;
    std::vector<Bucket> buckets_;
    std::uint32_t free_ = kNone;
    std::uint32_t open_count_ = 0;
    std::uint32_t current_f_ = 0;
    std::uint32_t base_ = 0;
};

inline void Pathfinder::push_open(std::uint32_t f, int x, int y) {
    if (f - current_f_ >= buckets_.size()) grow_buckets(f - current_f_);
    std::uint32_t slot = free_;
    if (slot != kNone) {
        free_ = queued_[slot].next;
    } else {
        slot = static_cast<std::uint32_t>(queued_.size());
        queued_.push_back({});
    }
    Bucket& bucket = buckets_[f & (buckets_.size() - 1)];
    queued_[slot] = {x, y, bucket.stamp == base_ ? bucket.head : kNone};
    bucket = {slot, base_};
    ++open_count_;
}

inline Point Pathfinder::pop_open() {
    const std::size_t mask = buckets_.size() - 1;
    for (;; ++current_f_) {
        Bucket& bucket = buckets_[current_f_ & mask];
        if (bucket.stamp != base_ || bucket.head == kNone) continue;
        const std::uint32_t slot = bucket.head;
        Queued& entry = queued_[slot];
        bucket.head = entry.next;
        entry.next = free_;
        free_ = slot;
        --open_count_;
        return {entry.x, entry.y};
    }
}

template <class Cost>
std::vector<Point> Pathfinder::find(int width, int height, Point from, Point to, Cost&& cost) {
    const auto in_bounds = [&](Point p) {
        return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height;
    };
    if (!in_bounds(from) || !in_bounds(to) || from == to) return {};
    begin_search(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    const std::uint32_t reached = base_;
    const std::uint32_t settled = base_ + 8;
    const auto index_of = [width](int x, int y) {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
               static_cast<std::size_t>(x);
    };

    // Chebyshev distance never overestimates: every king's step costs at least 1.
    const auto heuristic = [&](int x, int y) {
        return static_cast<std::uint32_t>(std::max(std::abs(x - to.x), std::abs(y - to.y)));
    };

    nodes_[index_of(from.x, from.y)] = {reached, 0};
    current_f_ = heuristic(from.x, from.y);
    push_open(current_f_, from.x, from.y);
    while (open_count_ > 0) {
        const Point at = pop_open();
        const int x = at.x;
        const int y = at.y;
        Node& node = nodes_[index_of(x, y)];
        // A cell improved after it was queued has stale entries; the first pop wins.
        if (node.tag >= settled) continue;
        node.tag += 8;
        if (x == to.x && y == to.y) return trace_path(width, from, to);

        const std::int32_t g = node.g;
        const auto relax = [&](int nx, int ny, std::uint32_t dir) {
            Node& next = nodes_[index_of(nx, ny)];
            if (next.tag >= settled) return;
            int step = cost(nx, ny);
            if (step <= 0) {
                if (nx != to.x || ny != to.y) return;
                step = 1;
            }
            const std::int32_t next_g = g + step;
            if (next.tag >= reached && next.g <= next_g) return;
            next = {reached + dir, next_g};
            push_open(static_cast<std::uint32_t>(next_g) + heuristic(nx, ny), nx, ny);
        };
        if (x > 0 && y > 0 && x < width - 1 && y < height - 1) {
            // Interior cells, the common case, skip the bounds tests. Directions are
            // indices into kAllDirections: n, ne, e, se, s, sw, w, nw.
            relax(x, y - 1, 0);
            relax(x + 1, y - 1, 1);
            relax(x + 1, y, 2);
            relax(x + 1, y + 1, 3);
            relax(x, y + 1, 4);
            relax(x - 1, y + 1, 5);
            relax(x - 1, y, 6);
            relax(x - 1, y - 1, 7);
        } else {
            for (std::uint32_t dir = 0; dir < 8; ++dir) {
                const Point n = Point{x, y} + delta(kAllDirections[dir]);
                if (in_bounds(n)) relax(n.x, n.y, dir);
            }
        }
    }
    return {};
}

}  // namespace cf
