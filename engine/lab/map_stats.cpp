#include "engine/lab/map_stats.hpp"

#include <algorithm>
#include <cstdio>

#include "engine/core/clock.hpp"
#include "engine/core/rng.hpp"
#include "engine/map/floor_build.hpp"

namespace cf {

namespace {

std::uint64_t floor_stat_seed(std::uint64_t seed, int depth, int i) {
    std::uint64_t x = seed ^ (0x9e3779b97f4a7c15ULL * (static_cast<std::uint64_t>(depth) + 1));
    x ^= 0xbf58476d1ce4e5b9ULL * (static_cast<std::uint64_t>(i) + 1);
    return x;
}

std::string ms_text(double ms) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3f", ms);
    return buffer;
}

std::string json_string(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

}  // namespace

MapStats map_stats(const Content& content, int first, int last, int floors, std::uint64_t seed) {
    MapStats out;
    out.seed = seed;
    const std::map<DefId, int> none;
    for (int depth = first; depth <= last; ++depth) {
        DepthMapStats d;
        d.depth = depth;
        d.floors = floors;
        for (const auto& [id, v] : content.vaults) {
            if (depth >= v.first_depth && depth <= v.last_depth) d.vaults[id];
        }
        std::vector<double> times;
        times.reserve(static_cast<std::size_t>(floors));
        for (int i = 0; i < floors; ++i) {
            Rng rng(floor_stat_seed(seed, depth, i));
            const double start = now_ms();
            const FloorBuild built = build_floor(content, depth, rng, none);
            times.push_back(now_ms() - start);
            d.unreachable += built.unreachable;
            for (const auto& [id, t] : built.tally) {
                VaultTally& sum = d.vaults[id];
                sum.tried += t.tried;
                sum.placed += t.placed;
                sum.failed += t.failed;
            }
        }
        if (!times.empty()) {
            std::nth_element(times.begin(), times.begin() + static_cast<long>(times.size() / 2),
                             times.end());
            d.median_ms = times[times.size() / 2];
        }
        out.depths.push_back(std::move(d));
    }
    return out;
}

std::string map_stats_text(const MapStats& stats) {
    std::string out;
    for (const DepthMapStats& d : stats.depths) {
        out += "depth " + std::to_string(d.depth) + ": " + std::to_string(d.floors) +
               " floors, median " + ms_text(d.median_ms) + " ms a floor, " +
               std::to_string(d.unreachable) + " unreachable cells\n";
        if (d.vaults.empty()) out += "  (no vault of this depth)\n";
        for (const auto& [id, t] : d.vaults) {
            out += "  " + id + ": placed " + std::to_string(t.placed) + ", failed " +
                   std::to_string(t.failed) + " of " + std::to_string(t.tried) + " tries\n";
        }
    }
    return out;
}

std::string map_stats_csv(const MapStats& stats) {
    std::string out = "depth,vault,placed,failed,tried,floors,unreachable,median_ms\n";
    for (const DepthMapStats& d : stats.depths) {
        const std::string depth = std::to_string(d.depth);
        int placed = 0;
        int failed = 0;
        int tried = 0;
        for (const auto& [id, t] : d.vaults) {
            placed += t.placed;
            failed += t.failed;
            tried += t.tried;
        }
        out += depth + ",*," + std::to_string(placed) + "," + std::to_string(failed) + "," +
               std::to_string(tried) + "," + std::to_string(d.floors) + "," +
               std::to_string(d.unreachable) + "," + ms_text(d.median_ms) + "\n";
        for (const auto& [id, t] : d.vaults) {
            out += depth + "," + id + "," + std::to_string(t.placed) + "," +
                   std::to_string(t.failed) + "," + std::to_string(t.tried) + ",,,\n";
        }
    }
    return out;
}

std::string map_stats_json(const MapStats& stats) {
    std::string out = "{\"seed\": " + std::to_string(stats.seed) + ", \"depths\": [";
    for (std::size_t i = 0; i < stats.depths.size(); ++i) {
        const DepthMapStats& d = stats.depths[i];
        out += std::string(i ? ", " : "") + "{\"depth\": " + std::to_string(d.depth) +
               ", \"floors\": " + std::to_string(d.floors) +
               ", \"unreachable\": " + std::to_string(d.unreachable) +
               ", \"median_ms\": " + ms_text(d.median_ms) + ", \"vaults\": {";
        bool first = true;
        for (const auto& [id, t] : d.vaults) {
            out += std::string(first ? "" : ", ") + json_string(id) +
                   ": {\"placed\": " + std::to_string(t.placed) +
                   ", \"failed\": " + std::to_string(t.failed) +
                   ", \"tried\": " + std::to_string(t.tried) + "}";
            first = false;
        }
        out += "}}";
    }
    return out + "]}\n";
}

}  // namespace cf
