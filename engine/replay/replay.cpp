#include "engine/replay/replay.hpp"

#include <yaml-cpp/yaml.h>

#include <filesystem>

#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/replay/state_hash.hpp"
#include "engine/rules/game.hpp"
#include "engine/save/save.hpp"
#include "engine/world/world_diff.hpp"
#include "engine/yaml/yaml_entries.hpp"
#include "engine/yaml/yaml_number.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

namespace fs = std::filesystem;

namespace {

std::string resolve(const std::string& replay_path, const std::string& relative) {
    const fs::path p(relative);
    if (p.is_absolute()) return relative;
    return (fs::path(replay_path).parent_path() / p).lexically_normal().string();
}

// Whether the mapping `node` has `key`, without indexing it (a const lookup of a missing
// key gives a node whose every use throws).
bool has_key(const YAML::Node& node, const char* key) {
    for (const auto& pair : node) {
        if (pair.first.IsScalar() && pair.first.Scalar() == key) return true;
    }
    return false;
}

// An embedded snapshot: {file name: YAML text}, loaded and validated by the loader
// that reads content directories.
ContentPtr read_content(const YAML::Node& node, const YamlReport& ctx) {
    if (!node.IsMap()) {
        ctx.report(node.Mark(), "each entry of 'contents' must map file names to their YAML text");
        return nullptr;
    }
    std::map<std::string, std::string> files;
    for (const MapEntry& file : map_entries(node, ctx, "an embedded content")) {
        // vaults.yaml and the kinds that came after it are no files every folder has
        // (kContentFiles), but the writer embeds them for content with any: a recording of
        // such a game did not load.
        if (!is_content_file(file.key) && file.key != kind_file(DefKind::vault) &&
            file.key != kind_file(DefKind::damage_type) &&
            file.key != kind_file(DefKind::faction) && file.key != kind_file(DefKind::appearance)) {
            ctx.report(file.key_node.Mark(), "'" + file.key + "' is not a content file");
            continue;
        }
        if (auto text = read_string(file.value, ctx, file.key)) files[file.key] = *text;
    }
    ContentLoad load = load_content_texts(files);
    for (const Problem& p : load.problems) {
        ctx.report(node.Mark(), "embedded content: " + p.file + ":" + std::to_string(p.line) + ":" +
                                    std::to_string(p.column) + ": " + p.message);
    }
    return load.content;
}

std::optional<DefKind> parse_kind(const std::string& name) {
    // Every kind: a recording made after renaming a status did not replay.
    for (DefKind k : kDefKinds) {
        if (name == kind_name(k)) return k;
    }
    return std::nullopt;
}

std::optional<ContentRevision> read_revision(const YAML::Node& node, const YamlReport& ctx,
                                             const Replay& replay, const std::string& path,
                                             std::string& reload_directory) {
    ContentRevision r;
    bool ok = true;
    for (const MapEntry& e : map_entries(node, ctx, "a content event")) {
        if (e.key == "reload") {
            if (auto dir = read_string(e.value, ctx, "reload"))
                reload_directory = resolve(path, *dir);
        } else if (e.key == "content") {
            const auto index = read_int(e.value, ctx, 0, 1'000'000, "content");
            if (index && static_cast<std::size_t>(*index) < replay.contents.size()) {
                r.content = replay.contents[static_cast<std::size_t>(*index)];
            } else {
                if (index)
                    ctx.report(e.value.Mark(), "'content' " + std::to_string(*index) +
                                                   " is not an entry of 'contents'");
                ok = false;  // reported, here or by read_int
            }
        } else if (e.key == "label") {
            r.label = read_string(e.value, ctx, "label").value_or("");
        } else if (e.key == "renames" && !e.value.IsSequence()) {
            ctx.report(e.value.Mark(), "'renames' must be a list like [[actor, orc, goblin]]");
            ok = false;
        } else if (e.key == "renames") {
            for (const YAML::Node& n : e.value) {
                const auto kind = n.IsSequence() && n.size() == 3 && n[0].IsScalar()
                                      ? parse_kind(n[0].Scalar())
                                      : std::nullopt;
                if (!kind || !n[1].IsScalar() || !n[2].IsScalar()) {
                    ctx.report(
                        n.Mark(),
                        "each rename must be [kind, old id, new id], like [actor, orc, goblin]");
                    ok = false;
                    continue;
                }
                r.renames.push_back({*kind, n[1].Scalar(), n[2].Scalar()});
            }
        } else {
            ctx.report(e.key_node.Mark(),
                       "unknown key '" + e.key +
                           "' in a content event (use content or reload, label, renames)");
            ok = false;
        }
    }
    if (!ok) return std::nullopt;
    if (r.content && !reload_directory.empty()) {
        ctx.report(node.Mark(), "a content event has either 'content' or 'reload', not both");
        return std::nullopt;
    }
    if (!r.content && reload_directory.empty()) {
        ctx.report(
            node.Mark(),
            "a content event needs 'content' (an embedded snapshot) or 'reload' (a directory)");
        return std::nullopt;
    }
    return r;
}

std::optional<ReplayStep> read_step(const YAML::Node& item, const YamlReport& ctx,
                                    const std::string& path, const Replay& replay) {
    ReplayStep step;
    step.line = item.Mark().line + 1;
    if (item.IsMap()) {
        auto revision = read_revision(item, ctx, replay, path, step.reload_directory);
        if (!revision) return std::nullopt;
        if (step.reload_directory.empty())
            step.event = std::move(*revision);
        else
            step.renames = std::move(revision->renames);
        return step;
    }
    auto text = read_string(item, ctx, "event");
    if (!text) return std::nullopt;
    std::string error;
    if (text->rfind("reload ", 0) == 0) {
        step.reload_directory = resolve(path, text->substr(7));
    } else if (*text == "regenerate") {
        step.event = Regenerate{};
    } else if (text->rfind("edit ", 0) == 0) {
        auto edit = parse_world_edit(text->substr(5), error);
        if (!edit) {
            ctx.report(item.Mark(), error);
            return std::nullopt;
        }
        step.event = std::move(*edit);
    } else if (auto command = parse_command(*text, error)) {
        step.event = *command;
    } else {
        ctx.report(item.Mark(), error);
        return std::nullopt;
    }
    return step;
}

void read_steps(const YAML::Node& node, const YamlReport& ctx, const std::string& path,
                Replay& replay) {
    if (!node.IsSequence()) {
        ctx.report(node.Mark(), "'events' must be a list like ['move n', 'wait']");
        return;
    }
    for (const auto& item : node) {
        if (auto step = read_step(item, ctx, path, replay))
            replay.steps.push_back(std::move(*step));
    }
}

void read_contents(const YAML::Node& node, const YamlReport& ctx, Replay& replay) {
    if (!node.IsSequence()) {
        ctx.report(node.Mark(), "'contents' must be a list of embedded content snapshots");
        return;
    }
    for (const YAML::Node& snapshot : node) replay.contents.push_back(read_content(snapshot, ctx));
}

void read_seed(const YAML::Node& node, const YamlReport& ctx, Replay& replay) {
    std::string why = whole_number_problem(node);
    if (why.empty() && node.Scalar().starts_with('-')) why = "it is negative";
    const auto seed = why.empty() ? parse_whole_number<std::uint64_t>(node.Scalar()) : std::nullopt;
    if (seed) {
        replay.seed = seed;
    } else {
        ctx.report(node.Mark(), "'seed' must be a whole number from 0 to 18446744073709551615" +
                                    (why.empty() ? std::string() : ": " + why));
    }
}

void read_start_content(const YAML::Node& node, const YamlReport& ctx, Replay& replay) {
    const auto index = read_int(node, ctx, 0, 1'000'000, "start_content");
    if (index && static_cast<std::size_t>(*index) < replay.contents.size()) {
        replay.start_content = static_cast<std::size_t>(*index);
    } else if (index) {
        ctx.report(node.Mark(), "'start_content' must be the index of an entry of 'contents'");
    }
}

// The state hash after each event: 16 lower-case hexadecimal digits (state_hash.hpp).
void read_checks(const YAML::Node& node, const YamlReport& ctx, Replay& replay) {
    if (!node.IsSequence()) {
        ctx.report(node.Mark(), "'checks' must be a list of state hashes, one per event");
        return;
    }
    for (const YAML::Node& n : node) {
        const auto check = read_string(n, ctx, "check");
        if (!check) continue;
        if (check->size() != 16 ||
            check->find_first_not_of("0123456789abcdef") != std::string::npos) {
            ctx.report(n.Mark(),
                       "each check must be 16 lower-case hexadecimal digits, as "
                       "recordings write them");
            continue;
        }
        replay.checks.push_back(*check);
    }
}

// Each keyframe is {event: N, state: save text}; any other shape is a located problem, and
// so is a state that is not a save. Each keyframe's mark goes to `marks`, for the check of
// its event against the events once they are all read.
void read_keyframes(const YAML::Node& node, const YamlReport& ctx, Replay& replay,
                    std::vector<YAML::Mark>& marks) {
    if (!node.IsSequence()) {
        ctx.report(node.Mark(), "'keyframes' must be a list of {event: N, state: save text}");
        return;
    }
    for (const YAML::Node& n : node) {
        if (!n.IsMap()) {
            ctx.report(n.Mark(), "each keyframe must be {event: N, state: save text}");
            continue;
        }
        std::optional<int> event;
        std::optional<std::string> state;
        const std::size_t problems_before = ctx.problems ? ctx.problems->size() : 0;
        for (const MapEntry& field : map_entries(n, ctx, "a keyframe")) {
            if (field.key == "event")
                event = read_int(field.value, ctx, 0, 1'000'000'000, "event");
            else if (field.key == "state")
                state = read_string(field.value, ctx, "state");
            else
                ctx.report(field.key_node.Mark(),
                           "unknown key '" + field.key + "' in a keyframe (use event, state)");
        }
        for (const char* key : {"event", "state"}) {
            if (!has_key(n, key))
                ctx.report(n.Mark(), "a keyframe needs '" + std::string(key) +
                                         "': each is {event: N, state: save text}");
        }
        if (ctx.problems && ctx.problems->size() > problems_before) continue;  // said already
        if (state && !state->starts_with("format: cryptforge-save") &&
            state->find("\nformat: cryptforge-save") == std::string::npos) {
            ctx.report(n.Mark(),
                       "a keyframe's state must be a saved game (with its line "
                       "'format: cryptforge-save')");
            continue;
        }
        if (event && state) {
            replay.keyframes.push_back({static_cast<std::size_t>(*event), *state});
            marks.push_back(n.Mark());
        }
    }
}

// A keyframe stands after one of the recording's events: {event: 99999999} in a recording
// of 40 events was accepted.
void check_keyframe_events(const Replay& replay, const std::vector<YAML::Mark>& marks,
                           const YamlReport& ctx) {
    for (std::size_t i = 0; i < replay.keyframes.size() && i < marks.size(); ++i) {
        const std::size_t event = replay.keyframes[i].event;
        if (event >= 1 && event <= replay.steps.size()) continue;
        ctx.report(marks[i], "a keyframe's event must be from 1 to " +
                                 std::to_string(replay.steps.size()) +
                                 ", the recording's events; it is " + std::to_string(event));
    }
}

// The content layers it was recorded on, each {name: FOLDER, hash: DIGITS}.
void read_content_layers(const YAML::Node& node, const YamlReport& ctx, Replay& replay) {
    if (!node.IsSequence()) {
        ctx.report(node.Mark(), "'content_layers' must be a list of {name: FOLDER, hash: DIGITS}");
        return;
    }
    for (const YAML::Node& n : node) {
        // A missing key must not be read (yaml-cpp throws on a missing node's mark).
        const YAML::Node name = n.IsMap() ? n["name"] : YAML::Node();
        const YAML::Node hash = n.IsMap() ? n["hash"] : YAML::Node();
        if (!name.IsDefined() || !hash.IsDefined() || !name.IsScalar() || !hash.IsScalar()) {
            ctx.report(n.Mark(), "each content layer must be {name: FOLDER, hash: DIGITS}");
            continue;
        }
        replay.layers.push_back({name.Scalar(), "", hash.Scalar()});
    }
}

}  // namespace

ReplayLoad load_replay(const std::string& path) {
    ReplayLoad out;
    auto root =
        parse_yaml_file(path, path, out.problems, YamlLimits{kMaxReplayBytes, kMaxReplayValues});
    if (!root) return out;
    YamlReport ctx{path, &out.problems};
    Replay replay;
    std::vector<YAML::Mark> keyframe_marks;
    const std::vector<MapEntry> entries = map_entries(*root, ctx, "replay");
    // Contents first: events and start_content refer to them wherever they stand.
    for (const MapEntry& e : entries) {
        if (e.key == "contents") read_contents(e.value, ctx, replay);
    }
    for (const MapEntry& e : entries) {
        if (e.key == "seed") {
            read_seed(e.value, ctx, replay);
        } else if (e.key == "map") {
            if (auto m = read_string(e.value, ctx, "map")) replay.map = resolve(path, *m);
        } else if (e.key == "start_content") {
            read_start_content(e.value, ctx, replay);
        } else if (e.key == "start_save") {
            replay.start_save = read_string(e.value, ctx, "start_save").value_or("");
            replay.save_version = save_version_of(replay.start_save);
        } else if (e.key == "checks") {
            read_checks(e.value, ctx, replay);
        } else if (e.key == "keyframes") {
            read_keyframes(e.value, ctx, replay, keyframe_marks);
        } else if (e.key == "content_layers") {
            read_content_layers(e.value, ctx, replay);
        } else if (e.key == "events" || e.key == "commands") {
            read_steps(e.value, ctx, path, replay);
        } else if (e.key != "contents") {
            ctx.report(e.key_node.Mark(), "unknown key '" + e.key +
                                              "' in replay (use seed, map, start_content, "
                                              "start_save, contents, content_layers, events, "
                                              "checks, keyframes)");
        }
    }
    check_keyframe_events(replay, keyframe_marks, ctx);
    if (!replay.checks.empty() && replay.checks.size() != replay.steps.size() &&
        out.problems.empty()) {
        ctx.report(root->Mark(), "'checks' has " + std::to_string(replay.checks.size()) +
                                     " entries for " + std::to_string(replay.steps.size()) +
                                     " events: the recording was cut or edited");
    }
    if (out.problems.empty()) out.replay = std::move(replay);
    return out;
}

namespace {

void emit_map_key(YAML::Emitter& out, const std::string& map) {
    // Absolute, because a replay resolves a relative map against its own folder.
    if (!map.empty())
        out << YAML::Key << "map" << YAML::Value << fs::absolute(map).lexically_normal().string();
}

// Index of `content` in `table`, adding it when no entry defines the same game.
std::size_t content_index(std::vector<ContentPtr>& table, const ContentPtr& content) {
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (table[i] == content || same_definitions(*table[i], *content)) return i;
    }
    table.push_back(content);
    return table.size() - 1;
}

struct EventWriter {
    YAML::Emitter& out;
    std::vector<ContentPtr>& table;

    void operator()(const Command& c) const { out << to_string(c); }
    void operator()(const WorldEdit& e) const { out << ("edit " + to_string(e)); }
    void operator()(const Regenerate&) const { out << "regenerate"; }
    void operator()(const ContentRevision& r) const {
        out << YAML::Flow << YAML::BeginMap;
        out << YAML::Key << "content" << YAML::Value << content_index(table, r.content);
        out << YAML::Key << "label" << YAML::Value << r.label;
        if (!r.renames.empty()) {
            out << YAML::Key << "renames" << YAML::Value << YAML::BeginSeq;
            for (const Rename& n : r.renames)
                out << YAML::BeginSeq << kind_name(n.kind) << n.from << n.to << YAML::EndSeq;
            out << YAML::EndSeq;
        }
        out << YAML::EndMap;
    }
};

}  // namespace

std::string replay_to_yaml(std::uint64_t seed, const std::string& map,
                           const std::vector<Command>& commands) {
    YAML::Emitter out;
    out << YAML::BeginMap << YAML::Key << "seed" << YAML::Value << seed;
    emit_map_key(out, map);
    out << YAML::Key << "events" << YAML::Value << YAML::BeginSeq;
    for (const Command& c : commands) out << to_string(c);
    out << YAML::EndSeq << YAML::EndMap;
    return std::string(out.c_str()) + "\n";
}

std::string recording_to_yaml(std::uint64_t seed, const std::string& map,
                              const ContentPtr& start_content, const std::vector<Event>& log,
                              const std::string& start_save, const std::vector<std::string>& checks,
                              const std::vector<Keyframe>& keyframes) {
    std::vector<ContentPtr> table;
    content_index(table, start_content);
    YAML::Emitter out;
    out << YAML::Comment("Cryptforge recording: replay with cryptforge --replay FILE");
    out << YAML::BeginMap << YAML::Key << "seed" << YAML::Value << seed;
    emit_map_key(out, map);
    out << YAML::Key << "start_content" << YAML::Value << 0;
    // Which folders the game ran on, for people reading it: the recording replays on the
    // content it embeds, whatever is loaded.
    const std::vector<LayerRecord> layers = content_layers(*start_content);
    if (!layers.empty() && !layers.front().name.empty()) {
        out << YAML::Key << "content_layers" << YAML::Value << YAML::BeginSeq;
        for (const LayerRecord& layer : layers) {
            out << YAML::Flow << YAML::BeginMap << YAML::Key << "name" << YAML::Value << layer.name
                << YAML::Key << "hash" << YAML::Value << YAML::DoubleQuoted << layer.hash
                << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    if (!start_save.empty())
        out << YAML::Key << "start_save" << YAML::Value << YAML::Literal << start_save;
    // Events first: writing them fills the table of contents they refer to.
    out << YAML::Key << "events" << YAML::Value << YAML::BeginSeq;
    for (const Event& e : log) std::visit(EventWriter{out, table}, e);
    out << YAML::EndSeq;
    out << YAML::Key << "contents" << YAML::Value << YAML::BeginSeq;
    for (const ContentPtr& c : table) {
        out << YAML::BeginMap;
        for (const auto& [file, text] : content_files(*c))
            out << YAML::Key << file << YAML::Value << YAML::Literal << text;
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    if (!checks.empty()) {
        out << YAML::Key << "checks" << YAML::Value << YAML::Flow << YAML::BeginSeq;
        for (const std::string& c : checks) out << c;
        out << YAML::EndSeq;
    }
    if (!keyframes.empty()) {
        out << YAML::Key << "keyframes" << YAML::Value << YAML::BeginSeq;
        for (const Keyframe& k : keyframes) {
            out << YAML::BeginMap << YAML::Key << "event" << YAML::Value << k.event;
            out << YAML::Key << "state" << YAML::Value << YAML::Literal << k.state << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    out << YAML::EndMap;
    return std::string(out.c_str()) + "\n";
}

Recording record_game(const Game& game, std::uint64_t seed, const std::string& map,
                      std::size_t max_bytes, std::size_t max_values) {
    Recording out;
    Game again(game.start_content(), game.start_world());
    std::vector<std::string> checks;
    std::vector<Keyframe> keyframes;
    for (std::size_t i = 0; i < game.log().size(); ++i) {
        again.apply(game.log()[i]);
        checks.push_back(state_hash_text(again.world()));
        if ((i + 1) % kKeyframeEvery == 0)
            keyframes.push_back({i + 1, save_to_text(again.world())});
    }
    const std::vector<FieldDiff> drift = diff_worlds(game.world(), again.world());
    if (!drift.empty()) out.mismatch = to_string(drift);
    const std::string start_save = save_to_text(game.start_world());
    for (std::size_t every = 1;; every *= 2) {
        std::vector<Keyframe> kept;
        for (std::size_t i = every - 1; i < keyframes.size(); i += every)
            kept.push_back(keyframes[i]);
        out.text = recording_to_yaml(seed, map, game.start_content(), game.log(), start_save,
                                     checks, kept);
        out.keyframe_spacing = kKeyframeEvery * every;
        std::string why;
        if (fits_yaml_limits(out.text, {max_bytes, max_values}, why)) return out;
        if (kept.empty()) {
            out.text.clear();
            out.error = "the recording cannot be written: " + why + " as a replay";
            return out;
        }
    }
}

}  // namespace cf
