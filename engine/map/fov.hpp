#pragma once
// Field of view by symmetric shadowcasting, after Albert Ford's description
// (https://www.albertford.com/shadowcasting/): the view is scanned row by row in
// four quadrants, with the edges of each lit sector kept as exact fractions. A floor
// cell is lit only when its centre lies inside a sector, which is what makes the
// result symmetric: floor A sees floor B exactly when B sees A.

#include <algorithm>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "engine/core/geometry.hpp"

namespace cf {

namespace fov_detail {

// The slopes start_num/start_den and end_num/end_den bound one lit sector of a row;
// denominators are always positive.
struct Sector {
    int start_num;
    int start_den;
    int end_num;
    int end_den;
};

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

// floor(a / b) for b > 0; plain division rounds negative quotients the wrong way.
constexpr std::int64_t floor_div(std::int64_t a, std::int64_t b) {
    return a >= 0 ? a / b : -((b - 1 - a) / b);
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
    if constexpr (Q == Quadrant::east) return {width - 1 - origin.x, -origin.y, height - 1 - origin.y};
    return {origin.x, -origin.y, height - 1 - origin.y};
}

// Scans one row of one sector and queues the sectors it leaves lit for the next row.
template <Quadrant Q, class IsOpaque, class Reveal>
inline void scan_row(Point origin, int depth, Sector sector, const QuadrantLimits& lim, int reach,
                     IsOpaque& is_opaque, Reveal& reveal, std::vector<Sector>& next) {
    const std::int64_t d = depth;
    // Ford's tile range: round_ties_up(d * start) .. round_ties_down(d * end).
    const int min_col = static_cast<int>(
        floor_div(2 * d * sector.start_num + sector.start_den, 2 * std::int64_t{sector.start_den}));
    const int max_col = static_cast<int>(
        -floor_div(sector.end_den - 2 * d * sector.end_num, 2 * std::int64_t{sector.end_den}));
    const int lo = std::max({min_col, lim.col_lo, -reach});
    const int hi = std::min({max_col, lim.col_hi, reach});
    // Nothing left once the sector lies wholly off the map or past the radius, where its
    // deeper rows lie too.
    if (lo > hi) return;

    // Ford treats off-map cells as walls, but the map edges met here run parallel to
    // the scan, so cells clipped off them, like those past the radius, could only shade
    // cells that are clipped too: they are left out rather than walked.
    bool prev_wall = false;
    bool prev_floor = false;
    int start_num = sector.start_num;
    int start_den = sector.start_den;
    const int two_d = 2 * depth;
    for (int col = lo; col <= hi; ++col) {
        const Point p = to_map<Q>(origin, depth, col);
        if (is_opaque(p.x, p.y)) {
            reveal(p.x, p.y);
            if (prev_floor) next.push_back({start_num, start_den, 2 * col - 1, two_d});
            prev_wall = true;
            prev_floor = false;
        } else {
            // Only the end columns can have their centre outside the sector.
            const bool centre_in =
                (col != min_col || std::int64_t{col} * start_den >= d * start_num) &&
                (col != max_col || std::int64_t{col} * sector.end_den <= d * sector.end_num);
            if (centre_in) reveal(p.x, p.y);
            if (prev_wall) {
                start_num = 2 * col - 1;
                start_den = two_d;
            }
            prev_wall = false;
            prev_floor = true;
        }
    }
    if (prev_floor) next.push_back({start_num, start_den, sector.end_num, sector.end_den});
}

// Rows go deeper one at a time with all their sectors, so the work list never holds
// more than two rows: no recursion, whatever the map size.
template <Quadrant Q, class IsOpaque, class Reveal>
inline void scan_quadrant(int width, int height, Point origin, int radius, IsOpaque& is_opaque,
                          Reveal& reveal, Buffers& buffers) {
    QuadrantLimits lim = limits<Q>(width, height, origin);
    const bool limited = radius > 0;
    const std::int64_t radius_sq = std::int64_t{radius} * radius;
    int reach = limited ? radius : std::numeric_limits<int>::max();
    if (limited) lim.max_depth = std::min(lim.max_depth, radius);
    buffers.current.clear();
    buffers.current.push_back({-1, 1, 1, 1});
    for (int depth = 1; depth <= lim.max_depth && !buffers.current.empty(); ++depth) {
        if (limited) {
            // Widest column still inside the radius at this depth; it only shrinks.
            const std::int64_t d_sq = std::int64_t{depth} * depth;
            while (reach > 0 && std::int64_t{reach} * reach + d_sq > radius_sq) --reach;
        }
        buffers.next.clear();
        for (const Sector& sector : buffers.current) {
            scan_row<Q>(origin, depth, sector, lim, reach, is_opaque, reveal, buffers.next);
        }
        std::swap(buffers.current, buffers.next);
    }
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
    scan_quadrant<Quadrant::north>(width, height, origin, limit, is_opaque, reveal, buffers);
    scan_quadrant<Quadrant::east>(width, height, origin, limit, is_opaque, reveal, buffers);
    scan_quadrant<Quadrant::south>(width, height, origin, limit, is_opaque, reveal, buffers);
    scan_quadrant<Quadrant::west>(width, height, origin, limit, is_opaque, reveal, buffers);
    pool.current = std::move(buffers.current);
    pool.next = std::move(buffers.next);
}

}  // namespace cf
