#include "app/ui/status_marks.hpp"

#include <algorithm>
#include <cmath>

namespace cf {

std::vector<StatusMarkRect> status_mark_rects(int cell_px, std::size_t count) {
    std::vector<StatusMarkRect> out;
    if (cell_px <= 0 || count == 0) return out;
    const auto cell = static_cast<float>(cell_px);
    // A quarter of the cell, 3 px at least, but never more than the cell holds.
    const float size = std::min(cell, std::max(3.0f, std::round(cell * 0.25f)));
    const float gap = std::max(1.0f, std::floor(size / 4.0f));
    const auto fit =
        static_cast<std::size_t>(std::max(1.0f, std::floor((cell + gap) / (size + gap))));
    // Three at most: more would be noise on a 24 px cell; look mode names them all.
    const std::size_t shown = std::min({count, fit, std::size_t{3}});
    for (std::size_t i = 0; i < shown; ++i)
        out.push_back({static_cast<float>(i) * (size + gap), 0.0f, size});
    return out;
}

}  // namespace cf
