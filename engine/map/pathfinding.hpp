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
    // A cell is untouched this search when stamp < open_stamp_, reached when it equals
    // open_stamp_, and settled (its g is final) when it equals open_stamp_ + 1.
    struct Node {
        std::uint32_t stamp;
        std::int32_t g;
        std::int32_t parent;
    };
    // Heap order: f, then h (prefer cells nearer the goal, which cuts the ties f leaves
    // on open ground), then cell index, so the order is total and the path deterministic.
    struct OpenEntry {
        std::uint64_t key;  // f << 32 | h
        std::uint32_t index;
    };

    static bool before(const OpenEntry& a, const OpenEntry& b) {
        return a.key < b.key || (a.key == b.key && a.index < b.index);
    }

    // Sizes the buffers for `cells` cells and starts a new generation.
    void begin_search(std::size_t cells);
    std::vector<Point> trace_path(int width, std::int32_t from, std::int32_t to) const;
    void push_open(OpenEntry entry);
    OpenEntry pop_open();

    std::vector<Node> nodes_;
    std::vector<OpenEntry> open_;
    std::uint32_t open_stamp_ = 0;
};

inline void Pathfinder::push_open(OpenEntry entry) {
    // Sift a hole up rather than swapping, to halve the writes.
    std::size_t hole = open_.size();
    open_.push_back(entry);
    while (hole > 0) {
        const std::size_t parent = (hole - 1) / 2;
        if (!before(entry, open_[parent])) break;
        open_[hole] = open_[parent];
        hole = parent;
    }
    open_[hole] = entry;
}

inline Pathfinder::OpenEntry Pathfinder::pop_open() {
    const OpenEntry top = open_.front();
    const OpenEntry last = open_.back();
    open_.pop_back();
    const std::size_t size = open_.size();
    if (size == 0) return top;
    std::size_t hole = 0;
    for (;;) {
        std::size_t child = 2 * hole + 1;
        if (child >= size) break;
        if (child + 1 < size && before(open_[child + 1], open_[child])) ++child;
        if (!before(open_[child], last)) break;
        open_[hole] = open_[child];
        hole = child;
    }
    open_[hole] = last;
    return top;
}

template <class Cost>
std::vector<Point> Pathfinder::find(int width, int height, Point from, Point to, Cost&& cost) {
    const auto in_bounds = [&](Point p) {
        return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height;
    };
    if (!in_bounds(from) || !in_bounds(to) || from == to) return {};
    begin_search(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    const std::uint32_t reached = open_stamp_;
    const std::uint32_t settled = open_stamp_ + 1;
    const std::int32_t start = from.y * width + from.x;
    const std::int32_t goal = to.y * width + to.x;

    // Chebyshev distance never overestimates: every king's step costs at least 1.
    const auto heuristic = [&](int x, int y) {
        return static_cast<std::uint32_t>(std::max(std::abs(x - to.x), std::abs(y - to.y)));
    };
    const auto make_entry = [](std::int32_t g, std::uint32_t h, std::int32_t index) {
        const auto f = static_cast<std::uint64_t>(static_cast<std::uint32_t>(g) + h);
        return OpenEntry{f << 32 | h, static_cast<std::uint32_t>(index)};
    };

    nodes_[static_cast<std::size_t>(start)] = {reached, 0, -1};
    push_open(make_entry(0, heuristic(from.x, from.y), start));
    while (!open_.empty()) {
        const OpenEntry top = pop_open();
        const auto current = static_cast<std::int32_t>(top.index);
        Node& node = nodes_[top.index];
        // A cell improved after it was queued has stale entries; the first pop wins.
        if (node.stamp == settled) continue;
        node.stamp = settled;
        if (current == goal) return trace_path(width, start, goal);

        const int x = current % width;
        const int y = current / width;
        const std::int32_t g = node.g;
        const auto relax = [&](int nx, int ny) {
            const std::int32_t next = ny * width + nx;
            Node& neighbour = nodes_[static_cast<std::size_t>(next)];
            if (neighbour.stamp == settled) return;
            int step = cost(nx, ny);
            if (next == goal && step <= 0) step = 1;
            if (step <= 0) return;
            const std::int32_t next_g = g + step;
            if (neighbour.stamp == reached && neighbour.g <= next_g) return;
            neighbour = {reached, next_g, current};
            push_open(make_entry(next_g, heuristic(nx, ny), next));
        };
        if (x > 0 && y > 0 && x < width - 1 && y < height - 1) {
            // Interior cells, the common case, skip the bounds tests.
            relax(x, y - 1);
            relax(x + 1, y);
            relax(x, y + 1);
            relax(x - 1, y);
            relax(x + 1, y - 1);
            relax(x + 1, y + 1);
            relax(x - 1, y + 1);
            relax(x - 1, y - 1);
        } else {
            for (Direction dir : kAllDirections) {
                const Point n = Point{x, y} + delta(dir);
                if (in_bounds(n)) relax(n.x, n.y);
            }
        }
    }
    return {};
}

}  // namespace cf
