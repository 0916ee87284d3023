#include "engine/core/geometry.hpp"

namespace cf {

namespace {
constexpr std::string_view kDirectionNames[] = {"n", "ne", "e", "se", "s", "sw", "w", "nw"};
}

std::string_view direction_name(Direction d) { return kDirectionNames[static_cast<int>(d)]; }

std::optional<Direction> parse_direction(std::string_view name) {
    for (Direction d : kAllDirections) {
        if (kDirectionNames[static_cast<int>(d)] == name) return d;
    }
    return std::nullopt;
}

std::optional<Direction> direction_between(Point a, Point b) {
    for (Direction d : kAllDirections) {
        if (a + delta(d) == b) return d;
    }
    return std::nullopt;
}

}  // namespace cf
