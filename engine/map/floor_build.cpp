#include "engine/map/floor_build.hpp"

#include <algorithm>

#include "engine/content/vault_legend.hpp"
#include "engine/map/connectivity.hpp"
#include "engine/map/corridors.hpp"
#include "engine/map/dungeon_generator.hpp"
#include "engine/map/floor_features.hpp"

namespace cf {

FloorParams floor_params(const Settings& s, int depth) {
    FloorParams out;
    out.rooms = s.max_rooms;
    out.room_min_size = s.room_min_size;
    out.room_max_size = s.room_max_size;
    for (const FloorParams& f : s.floors) {
        if (f.depth <= depth) out = f;
    }
    return out;
}

namespace {

// Writes a placed vault's cells again, as place_vault first wrote them.
void restamp(Map& map, const Content& content, const PlacedVault& v) {
    const VaultLegend legend(v.def->legend, content.settings);
    for (int y = 0; y < v.area.h; ++y) {
        for (int x = 0; x < v.area.w; ++x) {
            const VaultGlyph* g =
                legend.find(v.rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]);
            if (g) map.set_tile({v.area.x + x, v.area.y + y}, legend.tile(*g));
        }
    }
}

// The rooms, corridors, entrances, stairs and features around the vaults already in
// `map`; returns the cells reachable from the arrival point.
std::vector<char> build_around(Map& map, const Content& content, const Settings& s,
                               CorridorStyle style, const std::vector<PlacedVault>& vaults,
                               Rng& rng) {
    std::vector<Rect> areas;
    areas.reserve(vaults.size());
    for (const PlacedVault& v : vaults) areas.push_back(v.area);
    const CorridorCarver carver(map, s.floor_tile, areas);
    const std::vector<Rect> rooms = place_rooms(s, rng, areas);
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        carve_room(map, rooms[i], s.floor_tile);
        map.add_room(rooms[i]);
        if (i > 0) carver.join(rooms[i - 1].center(), rooms[i].center(), style, rng);
    }
    if (rooms.empty()) map.set_tile(floor_start(map, s), s.floor_tile);
    for (const PlacedVault& v : vaults) {
        for (Point e : v.entrances) carver.join_entrance(e, v.area);
    }
    if (rooms.size() > 1) map.set_tile(rooms.back().center(), s.stairs_tile);
    add_floor_features(map, s, rng);
    map.bind(content);
    return reachable_from(map, floor_start(map, s));
}

bool vault_reached(const Map& map, const PlacedVault& v, const std::vector<char>& reached) {
    for (int y = v.area.y; y < v.area.y + v.area.h; ++y) {
        for (int x = v.area.x; x < v.area.x + v.area.w; ++x) {
            const Point p{x, y};
            if (map.walkable(p) && !reached[static_cast<std::size_t>(map.index(p))]) return false;
        }
    }
    return true;
}

}  // namespace

FloorBuild build_floor(const Content& content, int depth, Rng& rng,
                       const std::map<DefId, int>& placed_before) {
    const FloorParams params = floor_params(content.settings, depth);
    Settings s = content.settings;
    s.max_rooms = params.rooms;
    s.room_min_size = params.room_min_size;
    s.room_max_size = params.room_max_size;
    const Map empty(s.map_width, s.map_height, s.wall_tile);
    FloorBuild out;
    out.map = empty;
    std::vector<PlacedVault> vaults;
    for (int i = 0; i < params.vault_tries; ++i) {
        const VaultDef* v = choose_vault(content, depth, placed_before, vaults, rng);
        if (!v) continue;
        VaultTally& t = out.tally[v->id];
        ++t.tried;
        if (auto placed = place_vault(out.map, content, *v, vaults, rng))
            vaults.push_back(std::move(*placed));
        else
            ++t.failed;
    }
    // Each round keeps the vaults the last one reached; the last round keeps none, which
    // is the floor without vaults, whole as every floor the rooms alone make.
    const Rng after_vaults = rng;
    for (int round = 0;; ++round) {
        std::vector<char> reached =
            build_around(out.map, content, s, params.corridors, vaults, rng);
        out.unreachable = unreachable_cells(out.map, reached);
        if (out.unreachable == 0 || vaults.empty()) break;
        std::vector<PlacedVault> kept;
        for (PlacedVault& v : vaults) {
            if (round == 0 && vault_reached(out.map, v, reached))
                kept.push_back(std::move(v));
            else
                ++out.tally[v.def->id].failed;
        }
        vaults = std::move(kept);
        out.map = empty;
        for (const PlacedVault& v : vaults) restamp(out.map, content, v);
        rng = after_vaults;
    }
    for (const PlacedVault& v : vaults) {
        ++out.tally[v.def->id].placed;
        out.map.add_vault({v.def->id, v.area});
    }
    out.vaults = std::move(vaults);
    return out;
}

}  // namespace cf
