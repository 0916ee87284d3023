#include "engine/rules/spawning.hpp"

#include <algorithm>
#include <limits>

#include "engine/map/dungeon_generator.hpp"

namespace cf {

std::map<DefId, int> weights_at(const SpawnTable& table, int depth) {
    std::map<DefId, int> out;
    for (const auto& [from, weights] : table.by_depth) {
        if (from > depth) break;
        for (const auto& [id, weight] : weights) out[id] = weight;
    }
    std::erase_if(out, [](const auto& entry) { return entry.second <= 0; });
    return out;
}

int value_at(const DepthValue& value, int depth) {
    int out = 0;
    for (const auto& [from, v] : value.by_depth) {
        if (from > depth) break;
        out = v;
    }
    return out;
}

std::int64_t total_weight(const std::map<DefId, int>& weights) {
    std::int64_t total = 0;
    for (const auto& entry : weights) total += std::max(entry.second, 0);
    return total;
}

namespace {

// Uniform in [1, total]. Totals an int holds use Rng::range as they always have, so
// seeds give the same floors as before; larger ones draw 64 bits with rejection.
std::int64_t roll_up_to(std::int64_t total, Rng& rng) {
    if (total <= std::numeric_limits<int>::max()) return rng.range(1, static_cast<int>(total));
    const auto span = static_cast<std::uint64_t>(total);
    const std::uint64_t threshold = (0 - span) % span;  // 2^64 mod span: the biased low end
    std::uint64_t value = 0;
    do {
        value = (static_cast<std::uint64_t>(rng.next_u32()) << 32u) | rng.next_u32();
    } while (value < threshold);
    return static_cast<std::int64_t>(value % span) + 1;
}

}  // namespace

std::optional<DefId> pick_weighted(const std::map<DefId, int>& weights, Rng& rng) {
    const std::int64_t total = total_weight(weights);
    if (total <= 0) return std::nullopt;
    std::int64_t roll = roll_up_to(total, rng);
    for (const auto& [id, weight] : weights) {
        if (weight <= 0) continue;
        roll -= weight;
        if (roll <= 0) return id;
    }
    return std::nullopt;
}

std::vector<std::pair<DefId, double>> pick_chances(const std::map<DefId, int>& weights) {
    const std::int64_t total = total_weight(weights);
    std::vector<std::pair<DefId, double>> out;
    if (total <= 0) return out;
    for (const auto& [id, weight] : weights) {
        if (weight > 0)
            out.emplace_back(id, static_cast<double>(weight) / static_cast<double>(total));
    }
    return out;
}

namespace {

std::vector<SpawnChance> chances(const std::map<DefId, int>& weights, double picks_per_floor) {
    std::vector<SpawnChance> out;
    for (const auto& [id, p] : pick_chances(weights)) out.push_back({id, p, p * picks_per_floor});
    return out;
}

}  // namespace

double expected_rooms(const Settings& settings) {
    constexpr int kSamples = 64;
    double sum = 0;
    for (int seed = 1; seed <= kSamples; ++seed) {
        Rng rng(static_cast<std::uint64_t>(seed) * 7919u);
        sum += static_cast<double>(place_rooms(settings, rng).size());
    }
    return sum / kSamples;
}

SpawnForecast forecast(const Content& content, int depth) {
    return forecast(content, depth, expected_rooms(content.settings));
}

SpawnForecast forecast(const Content& content, int depth, double rooms) {
    SpawnForecast f;
    f.depth = depth;
    f.rooms = rooms;
    const double monster_rooms = std::max(0.0, f.rooms - 1.0);
    const double monster_picks =
        monster_rooms * value_at(content.spawns.max_monsters_per_room, depth) / 2.0;
    const double item_picks = f.rooms * value_at(content.spawns.max_items_per_room, depth) / 2.0;
    f.monsters = chances(weights_at(content.spawns.monsters, depth), monster_picks);
    f.items = chances(weights_at(content.spawns.items, depth), item_picks);
    return f;
}

std::optional<DefId> legend_pick(const VaultGlyph& entry, const Content& content, int depth,
                                 Rng& rng) {
    if (entry.monster) return pick_weighted(weights_at(content.spawns.monsters, depth), rng);
    if (entry.item) return pick_weighted(weights_at(content.spawns.items, depth), rng);
    if (entry.entity.empty()) return std::nullopt;
    if (entry.entity.size() == 1) return entry.entity.front().id;
    std::map<DefId, int> weights;
    for (const WeightedId& w : entry.entity) weights[w.id] += w.weight;
    return pick_weighted(weights, rng);
}

}  // namespace cf
