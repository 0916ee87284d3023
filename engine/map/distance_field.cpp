#include "engine/map/distance_field.hpp"

#include <utility>

namespace cf {

void DistanceField::begin(int width, int height, std::span<const Point> stop_cells) {
    width_ = width;
    height_ = height;
    const std::size_t cells = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    // New cells get tag 0 and stamp 0, older than any generation.
    if (nodes_.size() < cells) nodes_.resize(cells, Node{0, 0});
    if (stop_stamp_.size() < cells) stop_stamp_.resize(cells, 0);
    // Before the tags run out, forget every old one so none can pass for the new
    // generation's.
    if (base_ > std::numeric_limits<std::uint32_t>::max() - 2 * kGenerationStep) {
        for (Node& node : nodes_) node.tag = 0;
        for (std::uint32_t& stamp : stop_stamp_) stamp = 0;
        base_ = 0;
    }
    base_ += kGenerationStep;
    if (buckets_.empty()) buckets_.resize(16);
    for (std::vector<Entry>& bucket : buckets_) bucket.clear();  // left over by an early stop
    pending_ = 0;
    current_ = 0;
    stops_left_ = 0;
    for (Point p : stop_cells) {
        if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height) continue;
        std::uint32_t& stamp = stop_stamp_[index_of(p.x, p.y)];
        if (stamp == base_) continue;
        stamp = base_;
        ++stops_left_;
    }
}

void DistanceField::widen(int step) {
    std::size_t size = buckets_.size() * 2;
    while (size <= static_cast<std::size_t>(step)) size *= 2;
    // Pending distances lie in [current_, current_ + old size), so each old bucket holds
    // one distance and moves whole to that distance's new slot.
    std::vector<std::vector<Entry>> grown(size);
    for (std::vector<Entry>& bucket : buckets_) {
        if (bucket.empty()) continue;
        const auto dist = static_cast<std::size_t>(bucket.front().dist);
        grown[dist & (size - 1)] = std::move(bucket);
    }
    buckets_ = std::move(grown);
}

}  // namespace cf
