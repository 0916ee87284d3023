#pragma once
// Field of view by symmetric shadowcasting, after Albert Ford's description
// (https://www.albertford.com/shadowcasting/): the view is scanned row by row in
// four quadrants, with the edges of each lit sector kept as exact fractions. A floor
// cell is lit only when its centre lies inside a sector, which is what makes the
// result symmetric: floor A sees floor B exactly when B sees A.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "engine/core/geometry.hpp"

namespace cf {

namespace fov_detail {

// One edge of a lit sector: the slope step/range (|step| <= range, range > 0) from
// the origin, followed down the rows like a Bresenham line, so that moving to the next
// row takes an addition and a comparison rather than the division Ford's rounding
// would need (a division per sector and row costs more than scanning its cells).
// At the current row, `col` is the column the edge falls in and
// err = range * (depth * slope - (col - 1/2)) says where in that column it crosses.
// A start edge keeps err in [0, range) (Ford's round_ties_up), an end edge in
// (0, range] (round_ties_down).
struct Edge {
    int col;
    int err;
    int step;
    int range;
};

struct Sector {
    Edge start;
    Edge end;
};

// The edge one row deeper: depth * slope grows by the slope, at most one cell.
inline Edge advance_start(Edge e) {
    e.err += e.step;
    if (e.err >= e.range) {
        ++e.col;
        e.err -= e.range;
    } else if (e.err < 0) {
        --e.col;
        e.err += e.range;
    }
    return e;
}

inline Edge advance_end(Edge e) {
    e.err += e.step;
    if (e.err > e.range) {
        ++e.col;
        e.err -= e.range;
    } else if (e.err <= 0) {
        --e.col;
        e.err += e.range;
    }
    return e;
}

// The edge through the left corner of column `col` of row `depth` (Ford's slope
// (2col-1)/(2depth)), as it stands one row deeper. One row down it never crosses
// exactly on a cell's edge, where start and end rounding would differ, so this serves
// as either.
inline Edge edge_below(int col, int depth) {
    const int step = 4 * col - 2;
    const int range = 4 * depth;
    const int left = col < 1 ? 1 : 0;
    return {col - left, step + left * range, step, range};
}

// Sectors of the row being scanned and of the row after it. Kept per thread and
// reused, so a call allocates only while a new map size is being warmed up.
struct Buffers {
    std::vector<Sector> current;
    std::vector<Sector> next;
};

inline Buffers& thread_buffers() {
    thread_local Buffers buffers;
    return buffers;
}

enum class Quadrant { north, east, south, west };

// The part of the map one quadrant covers: rows 1..max_depth, columns col_lo..col_hi.
struct QuadrantLimits {
    int max_depth;
    int col_lo;
    int col_hi;
};

template <Quadrant Q>
constexpr Point to_map(Point origin, int depth, int col) {
    if constexpr (Q == Quadrant::north) return {origin.x + col, origin.y - depth};
    if constexpr (Q == Quadrant::south) return {origin.x + col, origin.y + depth};
    if constexpr (Q == Quadrant::east) return {origin.x + depth, origin.y + col};
    return {origin.x - depth, origin.y + col};
}

template <Quadrant Q>
constexpr QuadrantLimits limits(int width, int height, Point origin) {
    if constexpr (Q == Quadrant::north) return {origin.y, -origin.x, width - 1 - origin.x};
    if constexpr (Q == Quadrant::south)
        return {height - 1 - origin.y, -origin.x, width - 1 - origin.x};
    if constexpr (Q == Quadrant::east)
        return {width - 1 - origin.x, -origin.y, height - 1 - origin.y};
    return {origin.x, -origin.y, height - 1 - origin.y};
}

// Scans one row of one sector, clipped to columns row_lo..row_hi, and writes the
// sectors it leaves lit for the next row from `out` on; returns the end of what it wrote
// (at most one sector per cell scanned).
template <Quadrant Q, class IsOpaque, class Reveal>
inline Sector* scan_row(Point origin, int depth, const Sector& sector, int row_lo, int row_hi,
                        IsOpaque& is_opaque, Reveal& reveal, Sector* out) {
    const int lo = std::max(sector.start.col, row_lo);
    const int hi = std::min(sector.end.col, row_hi);
    // Nothing left once the sector lies wholly off the map or past the radius, where its
    // deeper rows lie too; or when it is too thin to hold a cell (Ford's empty row).
    if (lo > hi) return out;

    // Ford treats off-map cells as walls, but the map edges met here run parallel to
    // the scan, so cells clipped off them, like those past the radius, could only shade
    // cells that are clipped too: they are left out rather than walked.
    // The row is walked as alternating runs of walls and floors: a floor run after a
    // wall starts at that floor's corner, and a floor run that ends, at a wall or at the
    // row's end, leaves a sector lit below it.
    int col = lo;
    Point p = to_map<Q>(origin, depth, col);
    bool wall = is_opaque(p.x, p.y);
    for (;;) {
        while (wall) {
            reveal(p.x, p.y);
            if (++col > hi) return out;
            p = to_map<Q>(origin, depth, col);
            wall = is_opaque(p.x, p.y);
        }
        const Edge start = col > lo ? edge_below(col, depth) : advance_start(sector.start);
        while (!wall) {
            // A floor is lit when its centre is inside the sector, which only the
            // sector's end columns can fail (err past mid-cell on the wrong side).
            if ((col != sector.start.col || 2 * sector.start.err <= sector.start.range) &&
                (col != sector.end.col || 2 * sector.end.err >= sector.end.range)) {
                reveal(p.x, p.y);
            }
            if (++col > hi) {
                *out++ = {start, advance_end(sector.end)};
                return out;
            }
            p = to_map<Q>(origin, depth, col);
            wall = is_opaque(p.x, p.y);
        }
        *out++ = {start, edge_below(col, depth)};
    }
}

// Rows go deeper one at a time with all their sectors, so the work list never holds
// more than two rows: no recursion, whatever the map size.
template <Quadrant Q, bool Limited, class IsOpaque, class Reveal>
inline void scan_quadrant(int width, int height, Point origin, int radius, IsOpaque& is_opaque,
                          Reveal& reveal, Buffers& buffers) {
    QuadrantLimits lim = limits<Q>(width, height, origin);
    const std::int64_t radius_sq = std::int64_t{radius} * radius;
    int reach = Limited ? radius : std::numeric_limits<int>::max();
    if constexpr (Limited) lim.max_depth = std::min(lim.max_depth, radius);

    // Slopes -1 and 1 at depth 1: columns -1 and 1, each crossing its row mid-cell.
    std::vector<Sector>* current = &buffers.current;
    std::vector<Sector>* next = &buffers.next;
    if (current->empty()) current->resize(16);
    (*current)[0] = {{-1, 1, -2, 2}, {1, 1, 2, 2}};
    const Sector* row_begin = current->data();
    const Sector* row_end = row_begin + 1;
    for (int depth = 1; depth <= lim.max_depth && row_begin != row_end; ++depth) {
        if constexpr (Limited) {
            // Widest column still inside the radius at this depth; it only shrinks.
            const std::int64_t d_sq = std::int64_t{depth} * depth;
            while (reach > 0 && std::int64_t{reach} * reach + d_sq > radius_sq) --reach;
        }
        const int row_lo = std::max(lim.col_lo, -reach);
        const int row_hi = std::min(lim.col_hi, reach);
        // Sectors overlap by at most a cell, so a row scans at most its 2 * depth + 1
        // cells plus one per sector, and each scanned cell adds at most one sector below.
        const std::size_t most =
            static_cast<std::size_t>(row_end - row_begin) + 2 * static_cast<std::size_t>(depth) + 1;
        if (next->size() < most) next->resize(2 * most);
        Sector* const first = next->data();
        Sector* out = first;
        for (const Sector* sector = row_begin; sector != row_end; ++sector) {
            out = scan_row<Q>(origin, depth, *sector, row_lo, row_hi, is_opaque, reveal, out);
        }
        std::swap(current, next);
        row_begin = first;
        row_end = out;
    }
}

// Views without a radius get their own instantiation, free of the radius bookkeeping.
template <bool Limited, class IsOpaque, class Reveal>
inline void scan_quadrants(int width, int height, Point origin, int radius, IsOpaque& is_opaque,
                           Reveal& reveal, Buffers& buffers) {
    scan_quadrant<Quadrant::north, Limited>(width, height, origin, radius, is_opaque, reveal,
                                            buffers);
    scan_quadrant<Quadrant::east, Limited>(width, height, origin, radius, is_opaque, reveal,
                                           buffers);
    scan_quadrant<Quadrant::south, Limited>(width, height, origin, radius, is_opaque, reveal,
                                            buffers);
    scan_quadrant<Quadrant::west, Limited>(width, height, origin, radius, is_opaque, reveal,
                                           buffers);
}

}  // namespace fov_detail

// Calls reveal(x, y) once or more for every cell visible from origin within radius
// (Euclidean: dx*dx+dy*dy <= radius*radius; radius <= 0 means unlimited), including the
// origin and the opaque cells that bound the view. Cost grows with the cells in view,
// never with the map size. is_opaque(x, y) is only asked about in-bounds cells; the
// area outside the map counts as opaque. An origin off the map reveals nothing.
template <class IsOpaque, class Reveal>
void compute_fov(int width, int height, Point origin, int radius, IsOpaque&& is_opaque,
                 Reveal&& reveal) {
    using namespace fov_detail;
    if (origin.x < 0 || origin.y < 0 || origin.x >= width || origin.y >= height) return;
    reveal(origin.x, origin.y);
    // A radius past the map's extent limits nothing; dropping it skips the per-row work.
    const std::int64_t span = std::int64_t{width} + height;
    const int limit = radius <= 0 || radius >= span ? 0 : radius;

    // Take the thread's buffers for the duration of the call: a reveal callback that
    // computes another view then gets fresh ones instead of clobbering these.
    Buffers& pool = thread_buffers();
    Buffers buffers{std::move(pool.current), std::move(pool.next)};
    if (limit > 0) {
        scan_quadrants<true>(width, height, origin, limit, is_opaque, reveal, buffers);
    } else {
        scan_quadrants<false>(width, height, origin, 0, is_opaque, reveal, buffers);
    }
    pool.current = std::move(buffers.current);
    pool.next = std::move(buffers.next);
}

}  // namespace cf
