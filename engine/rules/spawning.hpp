#pragma once
// Per-depth spawn tables: which weights hold at a depth, weighted picks, and the
// forecast the editor charts ("at depth d, how likely is each id per pick, and how
// many are expected on a floor").

#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/rng.hpp"

namespace cf {

// The weights in force at `depth`: every entry with a key <= depth applied in depth
// order, a later entry overriding an earlier weight for the same id. Zero weights are
// dropped.
std::map<DefId, int> weights_at(const SpawnTable& table, int depth);
// The value of the last entry with a key <= depth (0 when none applies).
int value_at(const DepthValue& value, int depth);
// The sum of the weights, in 64 bits: a table of a few thousand ids at the maximum
// weight (kMaxSpawnWeight) passes what an int holds.
std::int64_t total_weight(const std::map<DefId, int>& weights);
// A weighted pick: each id with probability weight / total_weight(), the numbers
// pick_chances() gives; nullopt when the weights are empty or all zero.
std::optional<DefId> pick_weighted(const std::map<DefId, int>& weights, Rng& rng);
// Per id with a weight above zero, in id order, the probability that one
// pick_weighted() call returns it. The spawner's odds as the editor charts them.
std::vector<std::pair<DefId, double>> pick_chances(const std::map<DefId, int>& weights);

// What a legend entry of a vault or prefab puts on its cell at `depth`: one id of its
// weighted `entity`, or a pick from the depth's monster or item table; nullopt when it
// puts nothing (or the table is empty there).
std::optional<DefId> legend_pick(const VaultGlyph& entry, const Content& content, int depth,
                                 Rng& rng);

struct SpawnChance {
    DefId id;
    double per_pick = 0;   // probability that one pick is this id
    double per_floor = 0;  // expected number on a generated floor
};

struct SpawnForecast {
    int depth = 1;
    double rooms = 0;  // expected rooms on a floor (estimated from the generator)
    std::vector<SpawnChance> monsters;
    std::vector<SpawnChance> items;
};

// Monsters are placed in every room but the player's, items in every room; each room
// gets uniform 0..max picks.
SpawnForecast forecast(const Content& content, int depth);
// The same with the expected room count given (a chart over many depths computes it once).
SpawnForecast forecast(const Content& content, int depth, double rooms);
// Expected rooms per floor for these settings: the mean over a fixed set of seeds of
// the generator's room placement, so it matches what players see.
double expected_rooms(const Settings& settings);

}  // namespace cf
