#include "engine/replay/prefab.hpp"

#include <algorithm>
#include <utility>

#include "engine/content/schema_reader.hpp"
#include "engine/content/vault_legend.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/game.hpp"
#include "engine/rules/spawning.hpp"
#include "engine/yaml/yaml_entries.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

namespace {

// The prefab's own '@' over the defaults every map shares (content/vault_legend.hpp).
std::vector<VaultGlyph> default_legend(const Settings& s) {
    return {{'@', s.floor_tile, {{"player", 1}}, false, false}};
}

// The legend as a vault's is read (YamlReader::legend: tile, entity as an id or weighted
// ids, monster: depth, item: depth), then checked against the content, every problem in
// the order of its place in the file.
void read_legend(const YAML::Node& node, const std::string& path, const Content& content,
                 std::vector<VaultGlyph>& legend, std::vector<Problem>& problems) {
    std::vector<Problem> found;
    const auto doc = document_from_yaml_cpp(node, path, kMaxYamlValues);
    if (!doc) {
        YamlReport{path, &problems}.report(node.Mark(), "the legend holds too many values");
        return;
    }
    std::vector<PendingReference> tiles;
    std::vector<std::pair<std::string, SourceLocation>> places;
    const ReadContext ctx{path, &found, &tiles, nullptr, &places};
    YamlReader reader("legend", doc->root, ctx, "prefab");
    std::vector<VaultGlyph> read;
    reader.legend("legend", read);
    reader.finish();
    for (const PendingReference& t : tiles) {
        if (!content.tile(t.id))
            found.push_back(
                {t.where.file, t.where.line, t.where.column, "no tile named '" + t.id + "'"});
    }
    for (const VaultGlyph& g : read) {
        const std::string entity =
            "prefab.legend['" + std::string(1, static_cast<char>(g.glyph)) + "'].entity";
        for (const auto& [what, at] : places) {
            if (what != entity) continue;
            for (const WeightedId& e : g.entity) {
                if (e.id != "player" && !content.actor(e.id) && !content.item(e.id))
                    found.push_back(
                        {at.file, at.line, at.column, "no actor or item named '" + e.id + "'"});
            }
        }
        legend.push_back(g);
    }
    std::stable_sort(found.begin(), found.end(), [](const Problem& a, const Problem& b) {
        return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
    problems.insert(problems.end(), found.begin(), found.end());
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
            read_legend(e.value, path, content, legend, out.problems);
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
    const VaultLegend glyphs(legend, content.settings);
    std::vector<std::pair<const VaultGlyph*, Point>> spawns;
    std::optional<Point> player;
    for (std::size_t y = 0; y < rows.size(); ++y) {
        for (std::size_t x = 0; x < rows[y].size(); ++x) {
            const char c = rows[y][x];
            const Point p{static_cast<int>(x), static_cast<int>(y)};
            // A quoted row's text starts one column after its mark.
            const int line = row_marks[y].line + 1;
            const int column = row_marks[y].column + (row_quoted[y] ? 2 : 1) + static_cast<int>(x);
            const VaultGlyph* g = glyphs.find(c);
            if (!g) {
                out.problems.push_back({path, line, column,
                                        std::string("character '") + c + "' is not in the legend"});
                continue;
            }
            world.map.set_tile(p, glyphs.tile(*g));
            if (g->entity.size() == 1 && g->entity.front().id == "player") {
                if (player)
                    out.problems.push_back(
                        {path, line, column, "more than one '@' (player) in the prefab"});
                player = p;
            } else if (!g->entity.empty() || g->monster || g->item) {
                spawns.emplace_back(g, p);
            }
        }
    }
    if (!player && !rows.empty())
        ctx.report(rows_mark, "the prefab needs exactly one player ('@')");
    if (!out.problems.empty()) return out;

    spawn_player(world, content, *player);
    for (const auto& [glyph, p] : spawns) {
        const auto id = legend_pick(*glyph, content, depth, world.rng);
        if (!id || *id == "player") continue;
        if (content.actor(*id))
            spawn_actor(world, content, *id, p);
        else if (content.item(*id))
            spawn_item(world, content, *id, p);
    }
    world.map.add_room({0, 0, static_cast<int>(width), static_cast<int>(rows.size())});
    world.say("Prefab " + path + " loaded.", Tone::system);
    out.world = std::move(world);
    return out;
}

}  // namespace cf
