#include "engine/rules/tile_timers.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <vector>

#include "engine/rules/stats.hpp"
#include "engine/world/state_bounds.hpp"

namespace cf {

namespace {

std::string key_of(Point cell, const DefId& tile) {
    return std::to_string(cell.x) + "_" + std::to_string(cell.y) + "_" + tile;
}

// The digits up to the next '_' from `at`, which moves past it; nullopt without them.
std::optional<int> number_at(const std::string& key, std::size_t& at) {
    const std::size_t end = key.find('_', at);
    if (end == std::string::npos || end == at) return std::nullopt;
    int value = 0;
    const auto [ptr, ec] = std::from_chars(key.data() + at, key.data() + end, value);
    if (ec != std::errc() || ptr != key.data() + end || value < 0) return std::nullopt;
    at = end + 1;
    return value;
}

}  // namespace

std::optional<TileTimer> parse_tile_timer(const std::string& key) {
    std::size_t at = 0;
    const std::optional<int> x = number_at(key, at);
    if (!x) return std::nullopt;
    const std::optional<int> y = number_at(key, at);
    if (!y || at >= key.size()) return std::nullopt;
    return TileTimer{Point{*x, *y}, key.substr(at)};
}

void set_tile_for(World& world, Point cell, const DefId& tile, int turns) {
    if (turns > 0) {
        // A cell set again before it turned back keeps its first tile and the later time.
        DefId back_to = world.map.tile_id(cell);
        const std::string prefix = std::to_string(cell.x) + "_" + std::to_string(cell.y) + "_";
        for (auto it = world.tile_timers.begin(); it != world.tile_timers.end(); ++it) {
            if (!it->first.starts_with(prefix)) continue;
            const std::optional<TileTimer> t = parse_tile_timer(it->first);
            if (!t || t->cell != cell) continue;
            back_to = t->back_to;
            world.tile_timers.erase(it);
            break;
        }
        const long long due = static_cast<long long>(world.turn) + turns;
        world.tile_timers[key_of(cell, back_to)] =
            static_cast<int>(std::min<long long>(due, kMaxStateCount));
    }
    world.map.set_tile(cell, tile);
}

void revert_due_tiles(World& world, const Content& content) {
    if (world.tile_timers.empty()) return;
    std::vector<std::string> done;
    for (const auto& [key, turn] : world.tile_timers) {
        if (turn > world.turn) continue;
        const std::optional<TileTimer> t = parse_tile_timer(key);
        const TileDef* tile = t ? content.tile(t->back_to) : nullptr;
        if (!tile || !world.map.in_bounds(t->cell)) {
            done.push_back(key);
            continue;
        }
        const Entity* standing = world.actor_at(t->cell);
        if (!tile->walkable && standing && blocks_movement(*standing, content)) continue;
        world.map.set_tile(t->cell, t->back_to);
        done.push_back(key);
    }
    for (const std::string& key : done) world.tile_timers.erase(key);
}

}  // namespace cf
