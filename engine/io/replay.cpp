#include "engine/io/replay.hpp"

#include <yaml-cpp/yaml.h>

#include <filesystem>

#include "engine/content/yaml_reader.hpp"

namespace cf {

namespace fs = std::filesystem;

namespace {

std::string resolve(const std::string& replay_path, const std::string& relative) {
    const fs::path p(relative);
    if (p.is_absolute()) return relative;
    return (fs::path(replay_path).parent_path() / p).lexically_normal().string();
}

void read_steps(const YAML::Node& node, const ReadContext& ctx, const std::string& path,
                Replay& replay) {
    if (!node.IsSequence()) {
        ctx.report(node.Mark(), "'commands' must be a list like ['move n', 'wait']");
        return;
    }
    for (const auto& item : node) {
        auto text = read_string(item, ctx, "command");
        if (!text) continue;
        ReplayStep step;
        step.line = item.Mark().line + 1;
        if (text->rfind("reload ", 0) == 0) {
            step.reload_directory = resolve(path, text->substr(7));
        } else {
            std::string error;
            step.command = parse_command(*text, error);
            if (!step.command) {
                ctx.report(item.Mark(), error);
                continue;
            }
        }
        replay.steps.push_back(std::move(step));
    }
}

}  // namespace

ReplayLoad load_replay(const std::string& path) {
    ReplayLoad out;
    auto root = parse_yaml_file(path, path, out.problems);
    if (!root) return out;
    ReadContext ctx{path, &out.problems, nullptr};
    Replay replay;
    for (const MapEntry& e : map_entries(*root, ctx, "replay")) {
        if (e.key == "seed") {
            std::uint64_t seed = 0;
            if (e.value.IsScalar() && YAML::convert<std::uint64_t>::decode(e.value, seed)) {
                replay.seed = seed;
            } else {
                ctx.report(e.value.Mark(), "'seed' must be a whole number >= 0");
            }
        } else if (e.key == "map") {
            if (auto m = read_string(e.value, ctx, "map")) replay.map = resolve(path, *m);
        } else if (e.key == "commands") {
            read_steps(e.value, ctx, path, replay);
        } else {
            ctx.report(e.key_node.Mark(), "unknown key '" + e.key + "' in replay (use seed, map, commands)");
        }
    }
    if (out.problems.empty()) out.replay = std::move(replay);
    return out;
}

std::string replay_to_yaml(std::uint64_t seed, const std::string& map,
                           const std::vector<Command>& commands) {
    YAML::Emitter out;
    out << YAML::BeginMap << YAML::Key << "seed" << YAML::Value << seed;
    // Absolute, because a replay resolves a relative map against its own folder.
    if (!map.empty()) out << YAML::Key << "map" << YAML::Value << fs::absolute(map).lexically_normal().string();
    out << YAML::Key << "commands" << YAML::Value << YAML::BeginSeq;
    for (const Command& c : commands) out << to_string(c);
    out << YAML::EndSeq << YAML::EndMap;
    return std::string(out.c_str()) + "\n";
}

}  // namespace cf
