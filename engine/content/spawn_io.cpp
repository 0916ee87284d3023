#include "engine/content/spawn_io.hpp"

#include "engine/content/schema_reader.hpp"

namespace cf {

namespace {

// Depth keys follow the one number rule (yaml_number.hpp) like every number: YAML 1.1
// reads '010' as 8 and '0x1' as 1, so '01' next to '1' would be two keys for one depth,
// the later silently winning.
std::optional<int> read_depth_key(const ContentEntry& entry, const ReadContext& ctx) {
    return read_int(entry.key_node, ctx, 1, kMaxDepthKey, "depth");
}

void load_table(const YamlNode& node, const std::string& name, SpawnTable& table, Content& content,
                const ReadContext& ctx) {
    for (const ContentEntry& level : map_entries(node, ctx, name)) {
        auto depth = read_depth_key(level, ctx);
        if (!depth) continue;
        auto& weights = table.by_depth[*depth];
        content.locations[spawn_location_key(name, *depth)] = ctx.location(level.key_node.Mark());
        for (const ContentEntry& e :
             map_entries(level.value, ctx, name + " at depth " + level.key)) {
            if (!valid_id(e.key)) {
                ctx.report(e.key_node.Mark(), invalid_id_message(e.key));
                continue;
            }
            auto weight = read_int(e.value, ctx, 0, kMaxSpawnWeight, "weight of " + e.key);
            if (!weight) continue;
            weights[e.key] = *weight;
            content.locations[spawn_location_key(name, *depth, e.key)] =
                ctx.location(e.key_node.Mark());
        }
    }
}

void load_depth_value(const YamlNode& node, const std::string& name, DepthValue& value,
                      Content& content, const ReadContext& ctx) {
    value.by_depth.clear();
    for (const ContentEntry& level : map_entries(node, ctx, name)) {
        auto depth = read_depth_key(level, ctx);
        if (!depth) continue;
        if (auto n = read_int(level.value, ctx, 0, 100, name)) value.by_depth[*depth] = *n;
        content.locations[spawn_location_key(name, *depth)] = ctx.location(level.key_node.Mark());
    }
}

}  // namespace

std::string spawn_location_key(const std::string& table, int depth, const DefId& id) {
    std::string key = "spawns/" + table + "/" + std::to_string(depth);
    if (!id.empty()) key += "/" + id;
    return key;
}

void load_spawn_tables(const YamlNode& root, Content& content, std::vector<Problem>& problems) {
    const std::string file = root.Mark().file ? *root.Mark().file : "spawns.yaml";
    ReadContext ctx{file, &problems, nullptr};
    SpawnTables& spawns = content.spawns;
    for (const ContentEntry& e : map_entries(root, ctx, file)) {
        if (e.key == "monsters") {
            load_table(e.value, "monsters", spawns.monsters, content, ctx);
        } else if (e.key == "items") {
            load_table(e.value, "items", spawns.items, content, ctx);
        } else if (e.key == "max_monsters_per_room") {
            load_depth_value(e.value, e.key, spawns.max_monsters_per_room, content, ctx);
        } else if (e.key == "max_items_per_room") {
            load_depth_value(e.value, e.key, spawns.max_items_per_room, content, ctx);
        } else {
            ctx.report(e.key_node.Mark(), "unknown key '" + e.key + "' in " + file +
                                              " (expected monsters, items, "
                                              "max_monsters_per_room, max_items_per_room)");
        }
    }
}

}  // namespace cf
