#include "engine/replay/prefab.hpp"

#include <map>

#include "engine/rules/factory.hpp"
#include "engine/rules/game.hpp"
#include "engine/yaml/yaml_entries.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

namespace {

struct LegendEntry {
    DefId tile;
    DefId entity;  // actor or item id, or "player"
};

std::map<char, LegendEntry> default_legend(const Settings& s) {
    return {{'#', {s.wall_tile, {}}},
            {'.', {s.floor_tile, {}}},
            {'>', {s.stairs_tile, {}}},
            {'@', {s.floor_tile, "player"}}};
}

void read_legend(const YAML::Node& node, const YamlReport& ctx, const Content& content,
                 std::map<char, LegendEntry>& legend) {
    for (const MapEntry& e : map_entries(node, ctx, "legend")) {
        if (e.key.size() != 1) {
            ctx.report(e.key_node.Mark(),
                       "legend keys must be single characters, not '" + e.key + "'");
            continue;
        }
        LegendEntry entry{content.settings.floor_tile, {}};
        for (const MapEntry& f : map_entries(e.value, ctx, "legend entry '" + e.key + "'")) {
            auto text = read_string(f.value, ctx, f.key);
            if (!text) continue;
            if (f.key == "tile") {
                if (!content.tile(*text))
                    ctx.report(f.value.Mark(), "no tile named '" + *text + "'");
                entry.tile = *text;
            } else if (f.key == "entity") {
                if (*text != "player" && !content.actor(*text) && !content.item(*text)) {
                    ctx.report(f.value.Mark(), "no actor or item named '" + *text + "'");
                }
                entry.entity = *text;
            } else {
                ctx.report(f.key_node.Mark(),
                           "unknown key '" + f.key + "' in legend entry (use tile, entity)");
            }
        }
        legend[e.key[0]] = entry;
    }
}

}  // namespace

PrefabLoad load_prefab(const std::string& path, const Content& content, std::uint64_t seed) {
    PrefabLoad out;
    auto root = parse_yaml_file(path, path, out.problems);
    if (!root) return out;
    YamlReport ctx{path, &out.problems};
    auto legend = default_legend(content.settings);
    std::vector<std::string> rows;
    std::vector<YAML::Mark> row_marks;
    std::vector<bool> row_quoted;
    YAML::Mark rows_mark = root->Mark();
    int depth = 1;
    for (const MapEntry& e : map_entries(*root, ctx, "prefab")) {
        if (e.key == "legend") {
            read_legend(e.value, ctx, content, legend);
        } else if (e.key == "rows") {
            rows_mark = e.value.Mark();
            if (!e.value.IsSequence()) {
                ctx.report(e.value.Mark(), "'rows' must be a list of strings");
                continue;
            }
            for (const auto& row : e.value) {
                if (auto text = read_string(row, ctx, "rows")) {
                    rows.push_back(*text);
                    row_marks.push_back(row.Mark());
                    row_quoted.push_back(row.Tag() == "!");
                }
            }
        } else if (e.key == "depth") {
            if (auto d = read_int(e.value, ctx, 1, 10000, "depth")) depth = *d;
        } else {
            ctx.report(e.key_node.Mark(),
                       "unknown key '" + e.key + "' in prefab (use legend, rows, depth)");
        }
    }
    std::size_t width = 0;
    for (const std::string& r : rows) width = std::max(width, r.size());
    if (rows.empty() || width == 0) ctx.report(rows_mark, "the prefab has no rows");

    World world;
    world.seed = seed;
    world.depth = depth;
    world.rng.reseed(floor_seed(seed, depth));
    world.map =
        Map(static_cast<int>(width), static_cast<int>(rows.size()), content.settings.wall_tile);
    std::vector<std::pair<DefId, Point>> spawns;
    std::optional<Point> player;
    for (std::size_t y = 0; y < rows.size(); ++y) {
        for (std::size_t x = 0; x < rows[y].size(); ++x) {
            const char c = rows[y][x];
            const Point p{static_cast<int>(x), static_cast<int>(y)};
            // A quoted row's text starts one column after its mark.
            const int line = row_marks[y].line + 1;
            const int column = row_marks[y].column + (row_quoted[y] ? 2 : 1) + static_cast<int>(x);
            auto it = legend.find(c);
            if (it == legend.end()) {
                out.problems.push_back({path, line, column,
                                        std::string("character '") + c + "' is not in the legend"});
                continue;
            }
            world.map.set_tile(p, it->second.tile);
            if (it->second.entity == "player") {
                if (player)
                    out.problems.push_back(
                        {path, line, column, "more than one '@' (player) in the prefab"});
                player = p;
            } else if (!it->second.entity.empty()) {
                spawns.emplace_back(it->second.entity, p);
            }
        }
    }
    if (!player && !rows.empty())
        ctx.report(rows_mark, "the prefab needs exactly one player ('@')");
    if (!out.problems.empty()) return out;

    spawn_player(world, content, *player);
    for (const auto& [id, p] : spawns) {
        if (content.actor(id))
            spawn_actor(world, content, id, p);
        else
            spawn_item(world, content, id, p);
    }
    world.map.add_room({0, 0, static_cast<int>(width), static_cast<int>(rows.size())});
    world.say("Prefab " + path + " loaded.", Tone::system);
    out.world = std::move(world);
    return out;
}

}  // namespace cf
