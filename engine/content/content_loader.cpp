#include "engine/content/content_loader.hpp"

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <optional>

#include "engine/content/schema.hpp"
#include "engine/content/spawn_io.hpp"
#include "engine/content/validation.hpp"
#include "engine/content/yaml_reader.hpp"
#include "engine/core/file_read.hpp"

namespace cf {

namespace fs = std::filesystem;

namespace {

// Parses one content file by name ("actors.yaml"), reporting problems under that name.
using ParseFile =
    std::function<std::optional<YAML::Node>(const std::string& file, std::vector<Problem>&)>;

// Kinds whose file did not load -> index of the problem saying why.
using Unloaded = std::map<DefKind, int>;

// Reads one "id: {fields}" file into `defs`.
template <class Def>
void load_definitions(const ParseFile& parse, DefKind kind, std::map<DefId, Def>& defs,
                      Content& content, std::vector<Problem>& problems,
                      std::vector<PendingReference>& references, Unloaded& unloaded,
                      std::vector<DefId>& legacy_statuses) {
    const std::string file = kind_file(kind);
    const auto first_problem = static_cast<int>(problems.size());
    auto root = parse(file, problems);
    if (!root) {
        if (static_cast<int>(problems.size()) > first_problem) unloaded[kind] = first_problem;
        return;
    }
    ReadContext ctx{file, &problems, &references, &legacy_statuses, &content.locations};
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

void load_settings(const ParseFile& parse, Content& content, std::vector<Problem>& problems,
                   std::vector<PendingReference>& references) {
    const std::string file = "settings.yaml";
    auto root = parse(file, problems);
    if (!root) return;
    ReadContext ctx{file, &problems, &references};
    YamlReader reader(*root, ctx, "settings");
    describe(reader, content.settings);
    reader.finish();
    content.locations["settings"] = ctx.location(root->Mark());
}

// The statuses the older forms mean, for content that does not define them itself: the
// confusion of `effect: confusion` as the game always had it.
void supply_legacy_statuses(const std::vector<DefId>& wanted, Content& content) {
    for (const DefId& id : wanted) {
        if (id != "confused" || content.statuses.contains(id)) continue;
        StatusDef confused;
        confused.id = id;
        confused.name = "Confused";
        confused.color = {200, 127, 255};
        confused.behaviour = Behaviour::stumble;
        confused.stacking = Stacking::refresh;  // reading the scroll again started it anew
        content.statuses.emplace(id, std::move(confused));
    }
}

ContentLoad load_with(const ParseFile& parse, const std::string& directory,
                      std::shared_ptr<const std::map<std::string, std::string>> sources) {
    ContentLoad result;
    auto content = std::make_shared<Content>();
    content->directory = directory;
    content->sources = std::move(sources);
    std::vector<PendingReference> refs;
    std::vector<DefId> legacy;
    auto& problems = result.problems;
    load_settings(parse, *content, problems, refs);
    Unloaded unloaded;
    const auto load = [&](DefKind kind, auto& defs) {
        load_definitions(parse, kind, defs, *content, problems, refs, unloaded, legacy);
    };
    load(DefKind::slot, content->slots);
    load(DefKind::status, content->statuses);
    load(DefKind::tile, content->tiles);
    load(DefKind::actor, content->actors);
    load(DefKind::item, content->items);
    if (auto root = parse("spawns.yaml", problems)) load_spawn_tables(*root, *content, problems);
    supply_legacy_statuses(legacy, *content);

    // Every check runs whatever failed before it, so one load reports every problem;
    // a reference into a file that did not load is a knock-on of that file's problem.
    for (const PendingReference& ref : refs) {
        if (!content->defines(ref.kind, ref.id)) {
            const auto cause = unloaded.find(ref.kind);
            problems.push_back({ref.where.file, ref.where.line, ref.where.column,
                                "no " + std::string(kind_name(ref.kind)) + " named '" + ref.id +
                                    "' (defined in " + kind_file(ref.kind) + ")",
                                cause == unloaded.end() ? -1 : cause->second});
        }
    }
    // Fields left at their default ('player', 'wall', ...) were never read, so only this
    // finds a default that names nothing (an empty settings.yaml and no 'wall' tile).
    if (problems.empty()) check_references(*content, problems);
    check_semantics(*content, problems, unloaded);
    if (problems.empty()) result.content = std::move(content);
    return result;
}

// Why `path` cannot be read as a content folder ("" when it can): never an exception,
// whatever is there (a file, a link loop, a folder this user may not open).
std::string not_a_folder(const std::string& path) {
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory)
        return "cannot open the content folder: " +
               (ec == std::errc::too_many_symbolic_link_levels
                    ? std::string("too many symbolic links (a link loop?)")
                    : ec.message());
    if (!fs::exists(status)) return "content directory does not exist";
    if (!fs::is_directory(status)) return "is a file, not a content folder";
    return {};
}

}  // namespace

// statuses.yaml may be left out: it came after the other files, so content written before
// it (and the recordings that embed such content) has none.
ContentLoad load_content(const std::string& directory) {
    if (const std::string why = not_a_folder(directory); !why.empty()) {
        ContentLoad result;
        result.problems.push_back({directory, 0, 0, why});
        return result;
    }
    auto sources = std::make_shared<std::map<std::string, std::string>>();
    const ParseFile parse = [&](const std::string& file,
                                std::vector<Problem>& problems) -> std::optional<YAML::Node> {
        const fs::path path = fs::path(directory) / file;
        std::error_code ec;
        if (file == kind_file(DefKind::status) && !fs::exists(fs::symlink_status(path, ec)))
            return YAML::Node(YAML::NodeType::Map);
        FileRead read = read_regular_file(path.string(), kMaxYamlFileBytes);
        if (!read.text) {
            problems.push_back({file, 0, 0, std::move(read.error)});
            return std::nullopt;
        }
        const std::string& text = (*sources)[file] = std::move(*read.text);
        return parse_yaml_text(text, file, problems);
    };
    return load_with(parse, directory, sources);
}

ContentLoad load_content_texts(const std::map<std::string, std::string>& files) {
    const ParseFile parse = [&](const std::string& file,
                                std::vector<Problem>& problems) -> std::optional<YAML::Node> {
        auto it = files.find(file);
        if (it == files.end() && file == kind_file(DefKind::status))
            return YAML::Node(YAML::NodeType::Map);
        if (it == files.end()) {
            problems.push_back({file, 0, 0, "cannot open the file: it does not exist"});
            return std::nullopt;
        }
        return parse_yaml_text(it->second, file, problems);
    };
    return load_with(parse, "", std::make_shared<const std::map<std::string, std::string>>(files));
}

std::vector<Problem> validate_content(const Content& content) {
    std::vector<Problem> problems;
    check_references(content, problems);
    if (problems.empty()) check_semantics(content, problems);
    return problems;
}

std::string default_content_directory() {
    // Set by whoever runs the program on other content by default (the test suites do).
    if (const char* chosen = std::getenv("CRYPTFORGE_CONTENT"); chosen && *chosen) return chosen;
#ifdef CRYPTFORGE_DEFAULT_CONTENT_DIR
    std::error_code ec;
    if (fs::is_directory(CRYPTFORGE_DEFAULT_CONTENT_DIR, ec)) return CRYPTFORGE_DEFAULT_CONTENT_DIR;
#endif
    return "content";
}

}  // namespace cf
