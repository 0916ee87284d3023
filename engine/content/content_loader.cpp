#include "engine/content/content_loader.hpp"

#include <filesystem>
#include <optional>

#include "engine/content/schema.hpp"
#include "engine/content/spawn_io.hpp"
#include "engine/content/validation.hpp"
#include "engine/content/yaml_reader.hpp"

namespace cf {

namespace fs = std::filesystem;

namespace {

// Reads one "id: {fields}" file into `defs`.
template <class Def>
void load_definitions(const std::string& dir, DefKind kind, std::map<DefId, Def>& defs,
                      Content& content, std::vector<Problem>& problems,
                      std::vector<PendingReference>& references) {
    const std::string file = kind_file(kind);
    auto root = parse_yaml_file((fs::path(dir) / file).string(), file, problems);
    if (!root) return;
    ReadContext ctx{file, &problems, &references};
    for (const MapEntry& entry : map_entries(*root, ctx, file)) {
        if (!valid_id(entry.key)) {
            ctx.report(entry.key_node.Mark(), invalid_id_message(entry.key));
            continue;
        }
        Def def;
        def.id = entry.key;
        YamlReader reader(entry.value, ctx, std::string(kind_name(kind)) + " '" + entry.key + "'");
        describe(reader, def);
        reader.finish();
        content.locations[location_key(kind, def.id)] = ctx.location(entry.key_node.Mark());
        defs.emplace(def.id, std::move(def));
    }
}

void load_settings(const std::string& dir, Content& content, std::vector<Problem>& problems,
                   std::vector<PendingReference>& references) {
    const std::string file = "settings.yaml";
    auto root = parse_yaml_file((fs::path(dir) / file).string(), file, problems);
    if (!root) return;
    ReadContext ctx{file, &problems, &references};
    YamlReader reader(*root, ctx, "settings");
    describe(reader, content.settings);
    reader.finish();
    content.locations["settings"] = ctx.location(root->Mark());
}

bool reference_exists(const Content& c, DefKind kind, const DefId& id) {
    switch (kind) {
        case DefKind::tile: return c.tile(id) != nullptr;
        case DefKind::actor: return c.actor(id) != nullptr;
        case DefKind::item: return c.item(id) != nullptr;
        case DefKind::slot: return c.slot(id) != nullptr;
    }
    return false;
}

}  // namespace

ContentLoad load_content(const std::string& directory) {
    ContentLoad result;
    if (!fs::is_directory(directory)) {
        result.problems.push_back({directory, 0, 0, "content directory does not exist"});
        return result;
    }
    auto content = std::make_shared<Content>();
    content->directory = directory;
    std::vector<PendingReference> refs;
    auto& problems = result.problems;
    load_settings(directory, *content, problems, refs);
    load_definitions(directory, DefKind::slot, content->slots, *content, problems, refs);
    load_definitions(directory, DefKind::tile, content->tiles, *content, problems, refs);
    load_definitions(directory, DefKind::actor, content->actors, *content, problems, refs);
    load_definitions(directory, DefKind::item, content->items, *content, problems, refs);
    load_spawn_tables(directory, *content, problems);

    for (const PendingReference& ref : refs) {
        if (!reference_exists(*content, ref.kind, ref.id)) {
            problems.push_back({ref.where.file, ref.where.line, ref.where.column,
                                "no " + std::string(kind_name(ref.kind)) + " named '" + ref.id +
                                    "' (defined in " + kind_file(ref.kind) + ")"});
        }
    }
    if (problems.empty()) check_semantics(*content, problems);
    if (problems.empty()) result.content = std::move(content);
    return result;
}

std::vector<Problem> validate_content(const Content& content) {
    std::vector<Problem> problems;
    check_references(content, problems);
    if (problems.empty()) check_semantics(content, problems);
    return problems;
}

std::string default_content_directory() {
#ifdef CRYPTFORGE_DEFAULT_CONTENT_DIR
    if (fs::is_directory(CRYPTFORGE_DEFAULT_CONTENT_DIR)) return CRYPTFORGE_DEFAULT_CONTENT_DIR;
#endif
    return "content";
}

}  // namespace cf
