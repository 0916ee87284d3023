#include "engine/map/pathfinding.hpp"

#include <cmath>
#include <limits>
#include <utility>

namespace cf {

Pathfinder::Weight Pathfinder::weight_fraction(double weight) {
    constexpr auto kMaxWeight = static_cast<std::uint32_t>(PathOptions::kMaxWeight);
    constexpr auto kMaxDenominator = static_cast<std::uint32_t>(PathOptions::kMaxDenominator);
    if (!(weight > 1.0)) return {1, 1};  // also NaN
    if (weight >= static_cast<double>(kMaxWeight)) return {kMaxWeight, 1};
    // weight = mantissa * 2^-shift exactly (frexp and ldexp only move the exponent), so
    // floor(weight * den) is an integer shift: no rounding, the same on every platform.
    // A relative slack of 2^-40 lets a decimal such as 1.2, stored a hair below 6/5,
    // count as 6/5 rather than 19/16.
    int exponent = 0;
    const double fraction = std::frexp(weight, &exponent);  // weight = fraction * 2^exponent
    // fraction in [0.5, 1), so the mantissa is below 2^53.
    const auto mantissa = static_cast<std::uint64_t>(std::ldexp(fraction, 53));
    const int shift = 53 - exponent;  // 47..52 for weights in (1, 64)
    Weight best{1, 1};
    for (std::uint32_t den = 1; den <= kMaxDenominator; ++den) {
        // scaled < 2^57; the quotient is at most 64 * 16.
        const std::uint64_t scaled = mantissa * den;
        const auto num = static_cast<std::uint32_t>((scaled + (scaled >> 40)) >> shift);
        // Strictly larger only, so equal fractions keep the smallest denominator, which
        // is then in lowest terms.
        if (std::uint64_t{num} * best.den > std::uint64_t{best.num} * den) best = {num, den};
    }
    return best;
}

void Pathfinder::begin_search(std::size_t cells) {
    // New cells get tag 0, older than any generation.
    if (nodes_.size() < cells) nodes_.resize(cells, Node{0, 0});
    // Each search takes 16 tag values; before they run out, forget every old tag so a
    // stale one can never look like the new generation's.
    if (base_ > std::numeric_limits<std::uint32_t>::max() - 32) {
        for (Node& node : nodes_) node.tag = 0;
        for (Bucket& bucket : buckets_) bucket.stamp = 0;
        base_ = 0;
    }
    base_ += 16;
    if (buckets_.empty()) buckets_.resize(16, Bucket{kNone, 0});
    queued_.clear();
    free_ = kNone;
    open_count_ = 0;
}

void Pathfinder::grow_buckets(std::uint32_t span) {
    std::size_t size = buckets_.size() * 2;
    while (size <= span) size *= 2;
    std::vector<Bucket> grown(size, Bucket{kNone, 0});
    // Bucket i of the old ring holds the one pending f in [current_f_, current_f_ + old
    // size) that is congruent to i; it keeps its stack in the new ring.
    const std::size_t old_mask = buckets_.size() - 1;
    for (std::size_t i = 0; i < buckets_.size(); ++i) {
        const Bucket bucket = buckets_[i];
        if (bucket.stamp != base_ || bucket.head == kNone) continue;
        const std::size_t f = current_f_ + ((i - current_f_) & old_mask);
        grown[f & (size - 1)] = bucket;
    }
    buckets_ = std::move(grown);
}

std::vector<Point> Pathfinder::trace_path(int width, Point from, Point to) const {
    const auto step_into = [&](Point p) {
        const Node& node = nodes_[static_cast<std::size_t>(p.y) * static_cast<std::size_t>(width) +
                                  static_cast<std::size_t>(p.x)];
        return kAllDirections[(node.tag - base_) & 7u];
    };
    std::size_t length = 0;
    for (Point p = to; p != from; p = p - delta(step_into(p))) ++length;
    std::vector<Point> path(length);
    Point p = to;
    for (std::size_t k = length; k > 0; --k) {
        path[k - 1] = p;
        p = p - delta(step_into(p));
    }
    return path;
}

}  // namespace cf
