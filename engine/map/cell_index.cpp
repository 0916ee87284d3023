#include "engine/map/cell_index.hpp"

#include <algorithm>

namespace cf {

void CellIndex::reset(int width, int height) {
    width_ = width;
    height_ = height;
    const std::size_t cells = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    if (slots_.size() < cells) slots_.resize(cells, Slot{0, kNone, 0});
    if (stamp_ == std::numeric_limits<std::uint32_t>::max()) {
        for (Slot& s : slots_) s.stamp = 0;
        stamp_ = 0;
    }
    ++stamp_;
}

void CellIndex::add(Point p, std::uint32_t id) {
    Slot& s = slots_[index_of(p)];
    if (s.stamp != stamp_) {
        s = {stamp_, id, 1};
        return;
    }
    if (s.count == 0) {
        s.first = id;
    } else if (s.first != kUnknown) {
        s.first = std::min(s.first, id);
    }
    ++s.count;
}

void CellIndex::remove(Point p, std::uint32_t id) {
    Slot& s = slots_[index_of(p)];
    if (s.stamp != stamp_ || s.count == 0) return;
    --s.count;
    if (s.count == 0) {
        s.first = kNone;
    } else if (s.first == id) {
        s.first = kUnknown;
    }
}

}  // namespace cf
