#pragma once
// What stands on each cell of a grid, for lookups by position that are rebuilt often
// (every monster turn): a map-sized table forgotten in O(1) by generation stamps, so
// rebuilding costs the entries added, not the map size. Each cell counts its entries
// and remembers the smallest id added, until that one is removed while others stay.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "engine/core/geometry.hpp"

namespace cf {

class CellIndex {
  public:
    static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
    // The cell holds entries but which is smallest is no longer known.
    static constexpr std::uint32_t kUnknown = kNone - 1;

    // Empties the index and sizes it for a width x height grid.
    void reset(int width, int height);
    // Points outside the grid hold nothing.
    bool in_bounds(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }
    // The smallest id at `p`, kNone when empty, kUnknown (see above).
    std::uint32_t at(Point p) const {
        if (!in_bounds(p)) return kNone;
        const Slot& s = slots_[index_of(p)];
        return s.stamp == stamp_ ? s.first : kNone;
    }
    // How many entries `p` holds.
    std::uint32_t count(Point p) const {
        if (!in_bounds(p)) return 0;
        const Slot& s = slots_[index_of(p)];
        return s.stamp == stamp_ ? s.count : 0;
    }
    // Adds `id` (below kUnknown) at in-bounds `p`.
    void add(Point p, std::uint32_t id);
    // Removes `id`, added at `p` before.
    void remove(Point p, std::uint32_t id);

  private:
    struct Slot {
        std::uint32_t stamp;
        std::uint32_t first;
        std::uint32_t count;
    };
    std::size_t index_of(Point p) const {
        return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(width_) +
               static_cast<std::size_t>(p.x);
    }

    int width_ = 0;
    int height_ = 0;
    std::vector<Slot> slots_;
    std::uint32_t stamp_ = 0;
};

}  // namespace cf
