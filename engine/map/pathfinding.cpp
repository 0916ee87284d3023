#include "engine/map/pathfinding.hpp"

#include <limits>

namespace cf {

void Pathfinder::begin_search(std::size_t cells) {
    // New cells get stamp 0, which is older than any generation.
    if (nodes_.size() < cells) nodes_.resize(cells, Node{0, 0, -1});
    // Each search uses two stamp values; before they run out, forget every old one so a
    // stale stamp can never equal a new generation's.
    if (open_stamp_ >= std::numeric_limits<std::uint32_t>::max() - 2) {
        for (Node& node : nodes_) node.stamp = 0;
        open_stamp_ = 0;
    }
    open_stamp_ += 2;
    open_.clear();
}

std::vector<Point> Pathfinder::trace_path(int width, std::int32_t from, std::int32_t to) const {
    std::size_t length = 0;
    for (std::int32_t i = to; i != from; i = nodes_[static_cast<std::size_t>(i)].parent) ++length;
    std::vector<Point> path(length);
    std::int32_t i = to;
    for (std::size_t k = length; k > 0; --k) {
        path[k - 1] = {i % width, i / width};
        i = nodes_[static_cast<std::size_t>(i)].parent;
    }
    return path;
}

}  // namespace cf
