#include "engine/rules/spawning.hpp"

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

std::optional<DefId> pick_weighted(const std::map<DefId, int>& weights, Rng& rng) {
    long long total = 0;
    for (const auto& entry : weights) total += entry.second;
    if (total <= 0) return std::nullopt;
    int roll = rng.range(1, static_cast<int>(total));
    for (const auto& [id, weight] : weights) {
        roll -= weight;
        if (roll <= 0) return id;
    }
    return std::nullopt;
}

namespace {

std::vector<SpawnChance> chances(const std::map<DefId, int>& weights, double picks_per_floor) {
    double total = 0;
    for (const auto& entry : weights) total += entry.second;
    std::vector<SpawnChance> out;
    for (const auto& [id, weight] : weights) {
        const double p = total > 0 ? weight / total : 0.0;
        out.push_back({id, p, p * picks_per_floor});
    }
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
    const double monster_picks = monster_rooms * value_at(content.spawns.max_monsters_per_room, depth) / 2.0;
    const double item_picks = f.rooms * value_at(content.spawns.max_items_per_room, depth) / 2.0;
    f.monsters = chances(weights_at(content.spawns.monsters, depth), monster_picks);
    f.items = chances(weights_at(content.spawns.items, depth), item_picks);
    return f;
}

}  // namespace cf
