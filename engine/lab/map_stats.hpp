#pragma once
// `cryptforge mapstat`'s numbers (as DCSS's -mapstat): many floors built per depth from
// the content, and per depth and per vault how often a vault was placed, how often it was
// tried and failed, the walkable cells the arrival point could not reach (the generator
// promises none) and the median time to build a floor. Each floor is built as a new
// game's first floor at that depth would be, with no unique vault placed before it.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/map/vault_placement.hpp"

namespace cf {

struct DepthMapStats {
    int depth = 1;
    int floors = 0;
    int unreachable = 0;                 // over all its floors: must be 0
    double median_ms = 0;                // to build one floor
    std::map<DefId, VaultTally> vaults;  // every vault of the depth, tried or not
};

struct MapStats {
    std::uint64_t seed = 0;
    std::vector<DepthMapStats> depths;
};

// `floors` floors at each depth from `first` to `last`, floor i of depth d from a seed
// made of `seed`, d and i, so the same arguments give the same counts.
MapStats map_stats(const Content& content, int first, int last, int floors, std::uint64_t seed);

// The table as text (a block per depth), CSV (depth,vault,placed,failed,tried,floors,
// unreachable,median_ms; vault "*" for the depth's own row) or JSON.
std::string map_stats_text(const MapStats& stats);
std::string map_stats_csv(const MapStats& stats);
std::string map_stats_json(const MapStats& stats);

}  // namespace cf
