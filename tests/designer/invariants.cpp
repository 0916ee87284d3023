#include "tests/designer/invariants.hpp"

#include <filesystem>
#include <fstream>

#include "editor/template_edits.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/content/file_versions.hpp"
#include "engine/content/inherited_fields.hpp"
#include "engine/content/provenance.hpp"
#include "engine/content/written_fields.hpp"
#include "engine/replay/dump.hpp"
#include "engine/replay/game_setup.hpp"
#include "engine/replay/replay.hpp"
#include "engine/world/world_diff.hpp"

namespace cf::designer {

namespace {

// What the rig notes as the text of a file another program removed.
const std::string kRemoved = "\x01removed";

Snapshot snapshot(const Rig& rig) {
    return {rig.game().world(), rig.game().content_ptr(), rig.doc().snapshot()};
}

// What differs between two snapshots, the message log aside (undo says what it did
// there); "" when nothing does.
std::string differences(const Snapshot& want, const Snapshot& got) {
    std::string out;
    for (const FieldDiff& d : diff_worlds(want.world, got.world)) {
        // Ids are never given twice: undoing a spawn leaves the counter past the id it
        // took, so a later spawn never shares an id (or a field history) with it.
        if (d.where == "messages" || d.where == "world next_id") continue;
        out += "  " + d.where + ": " + d.before + " expected, " + d.after + " found\n";
        if (out.size() > 1500) break;
    }
    if (!same_definitions(*want.game_content, *got.game_content))
        out += "  the game's content differs\n";
    if (!same_definitions(*want.document, *got.document)) out += "  the editor's content differs\n";
    return out;
}

bool is(const Step& step, std::initializer_list<const char*> names) {
    for (const char* n : names)
        if (step.name() == n) return true;
    return false;
}

std::string first_different_line(const std::string& a, const std::string& b) {
    std::size_t line = 1;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
        if (a[i] != b[i]) {
            const std::size_t start =
                a.rfind('\n', i) == std::string::npos ? 0 : a.rfind('\n', i) + 1;
            return "line " + std::to_string(line) + ": '" +
                   a.substr(start, a.find('\n', i) - start) + "' live, '" +
                   b.substr(start, b.find('\n', i) - start) + "' replayed";
        }
        if (a[i] == '\n') ++line;
    }
    return "one dump is longer";
}

// The fields each definition and template writes in its own blocks, by "kind/id", as
// `content`'s files hold them. With `parentless`, those made from nothing too: a key
// written before a definition was given a parent is the designer's text, which a save
// keeps even where it now equals what the new parent gives.
std::map<std::string, std::vector<std::string>> own_fields(const Content& content,
                                                           bool parentless) {
    std::map<std::string, std::vector<std::string>> out;
    for (const DefKind kind : kDefKinds) {
        std::vector<DefId> ids = ids_of(content, kind);
        for (const DefId& t : template_ids(content, kind)) ids.push_back(t);
        for (const DefId& id : ids) {
            const std::string key = location_key(kind, id);
            const FieldInheritance inheritance = field_inheritance(content, kind, id);
            if (!inheritance.parent.empty()) {
                out[key] = inheritance.own;
                continue;
            }
            const DefOrigin* origin =
                content.provenance ? content.provenance->origin(key) : nullptr;
            if (!parentless || !origin) continue;
            for (const DefFragment& f : origin->fragments) {
                if (f.owner != id || !f.body.IsMap()) continue;
                for (const auto& written : written_fields(f.body, true))
                    out[key].push_back(written.first);
            }
        }
    }
    return out;
}

}  // namespace

void Invariants::before(const Rig& rig, const Step& step, Category) {
    own_before_.clear();
    if (rig.flavour() == Flavour::kin && is(step, {"save", "conflict"})) {
        const ContentLoad disk = rig.load_disk();
        if (disk.content) own_before_ = own_fields(*disk.content, true);
    }
    before_ = snapshot(rig);
    history_size_ = rig.doc().history().size();
    history_top_ = rig.doc().undo_label();
    to_document_ = rig.editor().content().session().renames_to_document(rig.doc());
    rename_log_size_ = rig.doc().rename_log().size();
    const HistoryStep* moved = step.name() == "undo"   ? rig.doc().history().next_undo()
                               : step.name() == "redo" ? rig.doc().history().next_redo()
                                                       : nullptr;
    undoing_world_ = moved && moved->world;
    if (step.name() == "fork") fork_expect_ = rig.editor().shown().world();
}

std::optional<Failure> Invariants::after(Rig& rig, const Step& step, Category category) {
    if (auto f = check_entities(rig, category)) return f;
    if (auto f = check_trip(rig, step, category)) return f;
    if (auto f = check_saves(rig, step)) return f;
    if (auto f = check_live(rig)) return f;
    // What check-undo takes back: the newest step, with nothing played since.
    const bool recorded = rig.doc().history().size() > history_size_ ||
                          (rig.doc().undo_label() != history_top_ && category != Category::history);
    if (category == Category::play || category == Category::session ||
        category == Category::timeline || category == Category::history) {
        step_before_.reset();
    } else if (recorded && category != Category::check) {
        step_before_ = before_;
        step_after_ = snapshot(rig);
        step_label_ = rig.doc().undo_label();
    }
    return std::nullopt;
}

std::optional<Failure> Invariants::check_undo(Rig& rig) {
    if (!step_before_ || rig.doc().undo_label() != step_label_ || rig.editor().in_past())
        return std::nullopt;
    const std::string label = step_label_;
    rig.editor().request_undo();
    rig.frame();
    if (const std::string d = differences(*step_before_, snapshot(rig)); !d.empty())
        return Failure{"undo",
                       "undo of '" + label + "' did not give back the state before it:\n" + d};
    rig.editor().request_redo();
    rig.frame();
    if (const std::string d = differences(*step_after_, snapshot(rig)); !d.empty())
        return Failure{"redo",
                       "redo of '" + label + "' did not give back the state after it:\n" + d};
    return std::nullopt;
}

std::optional<Failure> Invariants::check_entities(const Rig& rig, Category category) const {
    if (category == Category::play || category == Category::world ||
        category == Category::session || category == Category::timeline || undoing_world_)
        return std::nullopt;
    std::vector<Rename> renames = to_document_;
    const std::vector<Rename>& log = rig.doc().rename_log();
    renames.insert(renames.end(), log.begin() + static_cast<std::ptrdiff_t>(rename_log_size_),
                   log.end());
    const World& now = rig.game().world();
    for (const Entity& e : before_.world.entities) {
        if (now.find(e.id)) continue;
        const DefKind kind = e.is_item() ? DefKind::item : DefKind::actor;
        DefId def = e.def;
        for (const Rename& r : renames)
            if (r.kind == kind && r.from == def) def = r.to;
        // Undo and redo take definitions back from the game (an undone Apply) and bring
        // their entities back when redone; anything else keeps what the editor defines.
        const Content& keeper =
            category == Category::history ? rig.game().content() : rig.doc().content();
        if (keeper.defines(kind, def)) {
            return Failure{"entities", "entity #" + std::to_string(e.id) + " (" + e.def +
                                           ") left the floor, though the editor still defines '" +
                                           def + "'"};
        }
    }
    return std::nullopt;
}

std::optional<Failure> Invariants::check_live(const Rig& rig) const {
    const Editor& editor = rig.editor();
    if (!editor.panels().content_editor.live || editor.content().session().waiting_by_choice() ||
        editor.in_past())
        return std::nullopt;
    if (!rig.doc().problems().empty() || !editor.content().session().pending(rig.game(), rig.doc()))
        return std::nullopt;
    // Content the game cannot run (a tile of its floor gone) waits, and the editor says why.
    const std::vector<Rename> renames = editor.content().session().renames_to_document(rig.doc());
    if (!rebase_refusals(rig.game().world(), rig.doc().content(), renames).empty())
        return std::nullopt;
    return Failure{"live",
                   "Live is on and nothing waits, yet the game runs other content than "
                   "the editor holds"};
}

std::optional<Failure> Invariants::check_saves(const Rig& rig, const Step& step) {
    // Outside writes the editor took (merged without asking, or answered) need no keeping.
    const auto& writes = rig.outside_writes();
    const bool taken =
        !rig.editor().content().held_change() && rig.editor().content().problems_on_disk().empty();
    for (; writes_seen_ < writes.size(); ++writes_seen_) {
        const auto& [file, text] = writes[writes_seen_];
        if (taken)
            untaken_.erase(file);
        else
            untaken_[file] = text;
    }
    if (step.name() == "held" && step.arg(0) != "later" && !rig.editor().content().held_change())
        untaken_.clear();
    for (const auto& [file, text] : untaken_) {
        if (text == kRemoved) continue;  // another program removed it: nothing to keep
        std::string disk;
        if (read_content_text(rig.file(file), disk) && disk == text) continue;
        bool kept = false;
        for (const FileVersion& v : list_versions(rig.content_dir(), file)) {
            std::string version;
            kept = kept || (read_content_text(v.path, version) && version == text);
        }
        if (!kept) {
            return Failure{"outside edit lost", file +
                                                    " as another program wrote it is neither on "
                                                    "disk nor kept among the versions"};
        }
    }
    if (!is(step, {"save", "conflict"}) || rig.editor().panels().save_conflict.is_open())
        return std::nullopt;
    if (rig.editor().status_line().rfind("Saved the content", 0) != 0) return std::nullopt;
    const Content& saved = rig.doc().saved();
    if (rig.flavour() == Flavour::kin) {
        // Every layer loaded: what the editor saved, templates too, and no override written
        // where a value was inherited. Unless a file another program wrote waits untaken.
        if (!untaken_.empty() || rig.editor().content().held_change() ||
            !rig.editor().content().problems_on_disk().empty())
            return std::nullopt;
        const ContentLoad load = rig.load_disk();
        if (!load.content)
            return Failure{"save", "the saved layers do not load: " + to_string(load.problems)};
        if (!same_definitions_and_templates(*load.content, saved))
            return Failure{"save", "the layers do not hold what the editor saved"};
        return check_overrides(rig, *load.content);
    }
    // The files hold what the editor saved, unless another program wrote one since.
    for (const auto& [name, text] : content_files(saved)) {
        std::string disk;
        if (!saved.sources || !saved.sources->count(name) ||
            !read_content_text(rig.file(name), disk) || disk != saved.sources->at(name))
            return std::nullopt;
    }
    const ContentLoad load = rig.load_disk();
    if (!load.content)
        return Failure{"save", "the saved content does not load: " + to_string(load.problems)};
    if (!same_definitions(*load.content, saved))
        return Failure{"save", "the files do not hold what the editor saved"};
    return std::nullopt;
}

std::optional<Failure> Invariants::check_overrides(const Rig& rig, const Content& loaded) const {
    for (const auto& entry : own_fields(loaded, false)) {
        const std::string& key = entry.first;
        const std::vector<std::string>& own = entry.second;
        // Before the save: under its id then, if the save renamed it.
        auto before = own_before_.find(key);
        for (const Rename& r : rig.doc().rename_log()) {
            if (before == own_before_.end() && location_key(r.kind, r.to) == key)
                before = own_before_.find(location_key(r.kind, r.from));
        }
        const std::size_t slash = key.find('/');
        const DefKind kind = [&] {
            for (const DefKind k : kDefKinds)
                if (key.compare(0, slash, kind_name(k)) == 0) return k;
            return DefKind::actor;
        }();
        const DefId id = key.substr(slash + 1);
        const FieldInheritance now = field_inheritance(loaded, kind, id);
        for (const std::string& field : own) {
            const bool was_own =
                before != own_before_.end() &&
                std::any_of(before->second.begin(), before->second.end(),
                            [&](const std::string& f) { return path_covers(f, field); });
            const auto differs = [&](const std::string& path) {
                return std::any_of(now.differ.begin(), now.differ.end(),
                                   [&](const std::string& d) { return path_covers(d, path); });
            };
            // A key beside a changed one in the same object may be needed to keep it: a
            // partial mapping over a parent's shorthand (`ai: hostile`) does not inherit
            // the shorthand's value, so `ai: {keep_distance: 7}` alone would lose `hostile`.
            const std::size_t dot = field.rfind('.');
            const bool beside_a_change =
                dot != std::string::npos &&
                std::any_of(own.begin(), own.end(), [&](const std::string& other) {
                    return other != field && other.compare(0, dot + 1, field, 0, dot + 1) == 0 &&
                           differs(other);
                });
            if (!was_own && !differs(field) && !beside_a_change) {
                return Failure{"override", key + " now writes " + field +
                                               ", which holds its parent " + now.parent +
                                               "'s value: an override of an inherited value"};
            }
        }
    }
    return std::nullopt;
}

std::optional<Failure> Invariants::check_trip(const Rig& rig, const Step& step, Category category) {
    if (step.name() == "fork" && fork_expect_) {
        const World expected = *std::exchange(fork_expect_, std::nullopt);
        const std::vector<FieldDiff> d = diff_worlds(expected, rig.game().world());
        if (!d.empty())
            return Failure{"fork", "the fork is not the moment shown:\n" + to_string(d)};
    }
    const bool past = rig.editor().in_past();
    if (!trip_start_) {
        if (past) {
            trip_start_ = before_.world;
            trip_clean_ = true;
        }
        return std::nullopt;
    }
    if (category != Category::timeline && category != Category::check) trip_clean_ = false;
    if (past) return std::nullopt;
    const World start = *std::exchange(trip_start_, std::nullopt);
    if (!trip_clean_ || is(step, {"fork", "branch"})) return std::nullopt;
    const std::vector<FieldDiff> d = diff_worlds(start, rig.game().world());
    if (!d.empty())
        return Failure{"present",
                       "the present after a trip into the past is another world:\n" + to_string(d)};
    return std::nullopt;
}

std::optional<Failure> Invariants::check_recording(const Rig& rig) {
    const Game& game = rig.game();
    const Recording recording = record_game(game, rig.game_seed(), "");
    if (!recording.mismatch.empty())
        return Failure{"recording",
                       "the log does not replay to the live game:\n" + recording.mismatch};
    const auto path = std::filesystem::path(rig.content_dir()).parent_path() / "recording.yaml";
    std::ofstream(path) << recording.text;
    const ReplayLoad load = load_replay(path.string());
    if (!load.replay)
        return Failure{"recording", "the recording does not load: " + to_string(load.problems)};
    const Replay& replay = *load.replay;
    const ContentPtr content =
        replay.start_content ? replay.contents[*replay.start_content] : game.start_content();
    GameStart start = start_game(
        {content, replay.seed.value_or(rig.game_seed()), "", replay.start_save, path.string()});
    if (!start.game)
        return Failure{"recording", "its start does not load: " + to_string(start.problems)};
    const std::vector<Problem> problems = play_replay(*start.game, replay, path.string());
    if (!problems.empty()) return Failure{"recording", "it does not play: " + to_string(problems)};
    const std::string live = dump_state(game);
    const std::string replayed = dump_state(*start.game);
    if (live != replayed)
        return Failure{"recording", "the replay's dump differs from the live game's: " +
                                        first_different_line(live, replayed)};
    return std::nullopt;
}

}  // namespace cf::designer
