#pragma once
// A* over an 8-connected grid (king moves) with per-cell entry costs: optimal by
// default, or weighted A* (bounded-suboptimal, much faster on big maps) on request.
// The search state lives in buffers owned by the Pathfinder and reused across calls:
// generation stamps mark which entries belong to the current search, so nothing is
// cleared per call and the work follows the cells explored, not the map size.
// One Pathfinder serves one thread; give each thread its own. It also keeps a distance
// field and a cell index for whoever holds it across turns (the game's monster turns),
// so their map-sized buffers are reused rather than rebuilt every turn.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <vector>

#include "engine/core/geometry.hpp"
#include "engine/map/cell_index.hpp"
#include "engine/map/distance_field.hpp"

namespace cf {

struct PathOptions {
    // Weight on the heuristic: 1 = shortest paths; w > 1 searches greedily and returns a
    // path at most w times the shortest (weighted A*), much faster on big open maps.
    // The search runs on integers with the largest fraction p/q <= w whose q is at most
    // kMaxDenominator (1.5 is 3/2, 1.2 is 6/5, 1.15 is 8/7, 1.01 is 1/1; w's own binary
    // rounding is forgiven up to a relative 2^-40), so the bound holds as stated and the
    // same inputs give the same path on every platform. Below 1, and NaN, count as 1;
    // above kMaxWeight counts as kMaxWeight. Meant for long searches on big maps: on
    // small ones the optimal search is already fast.
    double heuristic_weight = 1.0;

    static constexpr int kMaxDenominator = 16;
    static constexpr int kMaxWeight = 64;
};

class Pathfinder {
  public:
    // A cheapest path from `from` to `to`, excluding `from`, including `to`; empty when
    // unreachable, from == to, or either end is off the map. With a heuristic weight w
    // above 1 (see PathOptions) the path costs at most w times the cheapest instead;
    // whether a path exists does not depend on the weight.
    // cost(x, y) -> int is the cost of entering an in-bounds cell: <= 0 impassable,
    // >= 1 passable. The goal is always enterable (cost <= 0 there counts as 1) so
    // monsters can path to the player. Diagonal and orthogonal steps both cost
    // cost(x, y). Among equally good paths the choice follows a fixed search order with
    // integers only, so the same inputs give the same path everywhere. Total path costs
    // must fit in an int; the queue spans the largest step cost (times the weight's
    // denominator when weighted), so keep costs small (a monster's 10 is typical,
    // millions would make searches slow and memory large).
    template <class Cost>
    std::vector<Point> find(int width, int height, Point from, Point to, Cost&& cost,
                            PathOptions options = {});

    // Scratch kept with the A* buffers (see the top of this file).
    DistanceField& field() { return field_; }
    // More such fields, for a caller that needs several at once (one per faction that
    // hunts): the n-th, 0 being field(). Each keeps its buffers for the next call.
    DistanceField& field(std::size_t n) {
        if (n == 0) return field_;
        while (more_fields_.size() < n) more_fields_.emplace_back();
        return more_fields_[n - 1];
    }
    CellIndex& cells() { return cells_; }

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
    // Open cells wait in buckets by f = g + h (a bucket queue rather than a binary
    // heap: measured 3-5x faster here, the heap's sifting being mostly mispredicted
    // comparisons). Each bucket is a stack threaded through queued_. A consistent
    // heuristic and integer costs make f grow monotonically, and a new entry's f exceeds
    // the current one by at most the step cost plus one, so a ring of buckets covers
    // every pending f and push and pop are O(1). Among equal f the newest cell comes
    // first, which favours cells nearer the goal.
    // Weighted searches order by f = q*g + p*h for the weight p/q instead. That f can
    // fall as the search goes (a unit step towards the goal lowers it by p - q), so a push
    // below current_f_ moves the ring's start down, first widening the ring when needed
    // to keep every pending f, all within [current_f_, top_f_], inside it. f values are
    // only ever compared by their differences, so they may wrap around the uint32.
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

    // The heuristic weight as the fraction num / den, both at least 1.
    struct Weight {
        std::uint32_t num;
        std::uint32_t den;
    };
    // The largest num / den <= weight with den <= kMaxDenominator, clamped to
    // [1, kMaxWeight], as PathOptions describes; no floating-point rounding.
    static Weight weight_fraction(double weight);

    // The search itself; kWeighted is false exactly when the weight is 1, so the
    // optimal search pays nothing for the weighted one. Kept out of line: with both
    // versions inlined into one caller, GCC 12 stopped inlining the per-neighbour step
    // and the optimal search ran 30-40% slower (measured on the benchmark's maps).
    template <bool kWeighted, class Cost>
    [[gnu::noinline]] std::vector<Point> search(int width, int height, Point from, Point to,
                                                Cost& cost, Weight weight);
    // Sizes the buffers for `cells` cells and starts a new generation.
    void begin_search(std::size_t cells);
    std::vector<Point> trace_path(int width, Point from, Point to) const;
    // Queues a cell under f. kMayFall: f may be below current_f_ (weighted searches).
    template <bool kMayFall>
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
    std::uint32_t top_f_ = 0;  // weighted searches: the highest f queued so far
    std::uint32_t base_ = 0;
    DistanceField field_;
    std::deque<DistanceField> more_fields_;  // a deque: growing it moves none of them
    CellIndex cells_;
};

template <bool kMayFall>
inline void Pathfinder::push_open(std::uint32_t f, int x, int y) {
    if constexpr (kMayFall) {
        if (static_cast<std::int32_t>(f - top_f_) > 0) top_f_ = f;
        if (static_cast<std::int32_t>(f - current_f_) < 0) {
            // Pending entries lie in [current_f_, top_f_]; after the move, in [f, top_f_].
            if (top_f_ - f >= buckets_.size()) grow_buckets(top_f_ - f);
            current_f_ = f;
        }
    }
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
std::vector<Point> Pathfinder::find(int width, int height, Point from, Point to, Cost&& cost,
                                    PathOptions options) {
    const Weight weight = weight_fraction(options.heuristic_weight);
    if (weight.num == weight.den) return search<false>(width, height, from, to, cost, weight);
    return search<true>(width, height, from, to, cost, weight);
}

template <bool kWeighted, class Cost>
std::vector<Point> Pathfinder::search(int width, int height, Point from, Point to, Cost& cost,
                                      [[maybe_unused]] Weight weight) {
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

    // Chebyshev distance never overestimates and is consistent: every king's step costs
    // at least 1 and changes it by at most 1. Weighted A* with a consistent heuristic
    // returns a path at most num / den times the cheapest even though it never
    // re-expands a settled cell (Likhachev, Gordon and Thrun, ARA*, NIPS 2003).
    const auto f_of = [&](std::int32_t g, int x, int y) {
        const auto h = static_cast<std::uint32_t>(std::max(std::abs(x - to.x), std::abs(y - to.y)));
        if constexpr (kWeighted) {
            // May wrap around; only differences of f matter (see the queue).
            return weight.den * static_cast<std::uint32_t>(g) + weight.num * h;
        } else {
            return static_cast<std::uint32_t>(g) + h;
        }
    };

    nodes_[index_of(from.x, from.y)] = {reached, 0};
    current_f_ = f_of(0, from.x, from.y);
    top_f_ = current_f_;
    push_open<kWeighted>(current_f_, from.x, from.y);
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
            // Settled cells stay settled: with a weight, a cheaper way to one may turn up
            // later, and ignoring it is what the weight's bound already allows for.
            if (next.tag >= settled) return;
            int step = cost(nx, ny);
            if (step <= 0) {
                if (nx != to.x || ny != to.y) return;
                step = 1;
            }
            const std::int32_t next_g = g + step;
            if (next.tag >= reached && next.g <= next_g) return;
            next = {reached + dir, next_g};
            push_open<kWeighted>(f_of(next_g, nx, ny), nx, ny);
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
