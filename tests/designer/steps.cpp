#include "tests/designer/steps.hpp"

#include <filesystem>
#include <sstream>

#include "editor/spreadsheet_panel.hpp"
#include "editor/template_edits.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"
#include "tests/designer/kin_steps.hpp"
#include "tests/designer/place_steps.hpp"
#include "tests/designer/typing_steps.hpp"

namespace cf::designer {

namespace {

using Draw = std::function<std::optional<Step>(const Rig&, Random&)>;
using Run = std::function<std::string(Rig&, const Step&)>;

Step words(std::vector<std::string> w) { return Step{std::move(w)}; }

// Steps with fixed words: always fit.
Draw always(const std::vector<std::string>& w) {
    return [w](const Rig&, Random&) { return std::optional<Step>(words(w)); };
}
// One of several fixed word lists.
Draw one_of(const std::vector<std::vector<std::string>>& choices) {
    return [choices](const Rig&, Random& r) { return std::optional<Step>(words(r.pick(choices))); };
}

DefKind kind_named(const std::string& name) {
    for (DefKind k : kDefKinds) {
        if (name == kind_name(k)) return k;
    }
    return DefKind::actor;
}

std::string on_off(bool on) { return on ? "on" : "off"; }

// --- play: the player's commands, in their recording text ("move n", "use c 12 8") ---

std::string command_text(const Game& game, Random& r) {
    const World& w = game.world();
    static const char* const kDirs[] = {"n", "ne", "e", "se", "s", "sw", "w", "nw"};
    const std::string dir = kDirs[r.below(8)];
    if (w.pending_level_ups > 0)
        return std::string("levelup ") + r.pick(std::vector<std::string>{"hp", "power", "defense"});
    const int carried =
        w.player().inventory ? static_cast<int>(w.player().inventory->items.size()) : 0;
    const auto letter = [&] {
        return std::string(1, static_cast<char>('a' + r.below(std::max(1, carried))));
    };
    const Point at = w.player().pos;
    switch (r.below(12)) {
        case 0:
        case 1:
        case 2:
        case 3:
            return "move " + dir;
        case 4:
            return "attack " + dir;
        case 5:
            return "wait";
        case 6:
            return "pickup";
        case 7: {
            const int x = std::clamp(at.x + r.between(-4, 4), 0, w.map.width() - 1);
            const int y = std::clamp(at.y + r.between(-4, 4), 0, w.map.height() - 1);
            return "use " + letter() +
                   (r.chance(0.5) ? " " + std::to_string(x) + " " + std::to_string(y) : "");
        }
        case 8:
            return r.chance(0.5) ? "equip " + letter() : "drop " + letter();
        case 9:
            return "explore";
        case 10: {
            const int x = std::clamp(at.x + r.between(-8, 8), 0, w.map.width() - 1);
            const int y = std::clamp(at.y + r.between(-8, 8), 0, w.map.height() - 1);
            return "travel " + std::to_string(x) + " " + std::to_string(y);
        }
        case 11: {
            const int x = std::clamp(at.x + r.between(-6, 6), 0, w.map.width() - 1);
            const int y = std::clamp(at.y + r.between(-6, 6), 0, w.map.height() - 1);
            return "throw " + letter() + " " + std::to_string(x) + " " + std::to_string(y);
        }
        default:
            return "wait";
    }
}

std::string run_play(Rig& rig, const Step& step) {
    std::string text;
    for (std::size_t i = 1; i < step.words.size(); ++i) text += (i > 1 ? " " : "") + step.words[i];
    std::string error;
    const std::optional<Command> command = parse_command(text, error);
    if (!command || rig.editor().in_past()) return {};
    rig.game().submit(*command);
    rig.frame();
    return {};
}

// The stairs: the player is teleported there (an inspector edit) and goes down.
std::string run_descend(Rig& rig, const Step&) {
    const World& w = rig.game().world();
    if (rig.editor().in_past() || w.status != GameStatus::playing) return {};
    for (int i = 0; i < w.map.width() * w.map.height(); ++i) {
        const Point p = w.map.point(i);
        if (w.map.tile_id(p) != rig.game().content().settings.stairs_tile) continue;
        rig.editor().requests().edit_world(
            "teleport the player", WorldEdit{{EditOp::set(w.player_id, "x", std::to_string(p.x)),
                                              EditOp::set(w.player_id, "y", std::to_string(p.y))}});
        rig.frame();
        break;
    }
    rig.game().submit(Command::descend());
    rig.frame();
    return {};
}

// Death: one HP left among three trolls, then waiting.
std::string run_die(Rig& rig, const Step&) {
    const World& w = rig.game().world();
    if (rig.editor().in_past() || w.status != GameStatus::playing ||
        !rig.game().content().actor("troll"))
        return {};
    WorldEdit edit{
        {EditOp::set(w.player_id, "fighter.hp", "1"), EditOp::set_world("god_mode", "false")}};
    int spawned = 0;
    for (Direction d : kAllDirections) {
        const Point p = w.player().pos + delta(d);
        if (spawned < 3 && w.map.walkable(p) && !w.actor_at(p)) {
            edit.ops.push_back(EditOp::spawn("troll", p));
            ++spawned;
        }
    }
    rig.editor().requests().edit_world("doom", edit);
    rig.frame();
    for (int i = 0; i < 30 && rig.game().world().status == GameStatus::playing; ++i)
        rig.game().submit(Command::wait());
    rig.frame();
    return {};
}

// --- world: inspector and overlay edits, through the editor's requests ---

std::optional<Step> draw_world(const Rig& rig, Random& r) {
    const World& w = rig.game().world();
    if (w.entities.empty()) return std::nullopt;
    const Entity& e = r.pick(w.entities);
    const std::string id = std::to_string(e.id);
    const Point at{r.below(w.map.width()), r.below(w.map.height())};
    const std::string x = std::to_string(at.x), y = std::to_string(at.y);
    switch (r.below(7)) {
        case 0:
            return words({"inspect", id, "fighter.hp", std::to_string(r.between(0, 40))});
        case 1: {
            std::vector<DefId> defs = ids_of(rig.doc().content(), DefKind::actor);
            for (const DefId& item : ids_of(rig.doc().content(), DefKind::item))
                defs.push_back(item);
            return words({"spawn", r.pick(defs), x, y});
        }
        case 2:
            return words({"remove", id});
        case 3:
            return words({"inspect", id, "x", x});
        case 4:
            return words({"give", id, r.pick(ids_of(rig.doc().content(), DefKind::item))});
        case 5:
            return words({"god", on_off(r.chance(0.5))});
        default:
            return words({"inspect", id, "ai.confused_turns", std::to_string(r.below(5))});
    }
}

std::string run_world(Rig& rig, const Step& s) {
    const std::string& name = s.name();
    std::string text;
    if (name == "inspect") text = "set " + s.arg(0) + " " + s.arg(1) + " " + s.arg(2);
    if (name == "spawn") text = "spawn " + s.arg(0) + " " + s.arg(1) + " " + s.arg(2);
    if (name == "remove") text = "remove " + s.arg(0);
    if (name == "give") text = "give " + s.arg(0) + " " + s.arg(1);
    if (name == "god")
        text = std::string("set world god_mode ") + (s.arg(0) == "on" ? "true" : "false");
    std::string error;
    const std::optional<WorldEdit> edit = parse_world_edit(text, error);
    if (!edit) return {};
    rig.editor().requests().edit_world(s.line(), *edit);
    rig.frame();
    return {};
}

// --- content: edits of the document, as the panels make them ---

std::optional<Step> draw_content(const Rig& rig, Random& r) {
    const Content& c = rig.doc().content();
    // Mostly actors and items (what the game is full of), and every other kind too:
    // statuses, tiles, vaults, damage types, factions, appearances and slots.
    const DefKind kind =
        r.chance(0.45)   ? DefKind::actor
        : r.chance(0.45) ? DefKind::item
                         : r.pick(std::vector<DefKind>(std::begin(kDefKinds), std::end(kDefKinds)));
    const std::vector<DefId> ids = ids_of(c, kind);
    if (ids.empty()) return words({"create", kind_name(kind)});
    const DefId& id = r.pick(ids);
    const std::vector<SheetColumn> columns = sheet_columns(c, kind);
    static const std::vector<std::string> kNames = {"goblin", "ogre", "orc", "troll", "imp", "gem"};
    switch (r.below(10)) {
        case 0:
        case 1:
        case 2: {
            if (columns.empty()) return std::nullopt;
            const SheetColumn& col = r.pick(columns);
            return words({"set", kind_name(kind), id, col.path,
                          std::to_string(r.between(col.lo, std::min(col.hi, col.lo + 40)))});
        }
        case 3: {
            if (columns.empty()) return std::nullopt;
            const SheetColumn& col = r.pick(columns);
            return words({"bulk", kind_name(kind), col.path, std::to_string(r.below(3)),
                          std::to_string(r.between(1, 3))});
        }
        case 4:
            return words({"rename", kind_name(kind), id, r.pick(kNames)});
        case 5:
            return words({"create", kind_name(kind)});
        case 6:
            return words({"duplicate", kind_name(kind), id});
        case 7:
            return words({"delete", kind_name(kind), id});
        case 8:
            if (kind != DefKind::actor && kind != DefKind::item)
                return words({"rename", kind_name(kind), id, r.pick(kNames)});
            return words({"weight", kind == DefKind::actor ? "monsters" : "items",
                          std::to_string(r.between(1, 3)), id, std::to_string(r.below(60))});
        default:
            if (kind != DefKind::actor && kind != DefKind::item)
                return words({"rename", kind_name(kind), id, id + "_" + r.pick(kNames)});
            return words({"name", kind_name(kind), id, r.pick(kNames)});
    }
}

std::string run_content(Rig& rig, const Step& s) {
    ContentDocument& doc = rig.doc();
    const DefKind kind = kind_named(s.arg(0));
    const std::string& name = s.name();
    std::string error;
    if (name == "set") {
        if (sheet_value(doc.content(), kind, s.arg(1), s.arg(2)))
            set_sheet_value(doc, kind, s.arg(1), s.arg(2), s.number(3));
    } else if (name == "bulk") {
        bulk_edit(doc, kind, ids_of(doc.content(), kind), s.arg(1),
                  static_cast<BulkOp>(s.number(2) % 3), s.number(3));
    } else if (name == "rename") {
        rename_definition(doc, kind, s.arg(1), s.arg(2), error);
    } else if (name == "create") {
        create_definition(doc, kind);
    } else if (name == "duplicate") {
        duplicate_definition(doc, kind, s.arg(1));
    } else if (name == "delete") {
        delete_definition(doc, kind, s.arg(1));
    } else if (name == "weight") {
        const bool monsters = s.arg(0) == "monsters";
        const DefId id = s.arg(2);
        if (!doc.content().defines(monsters ? DefKind::actor : DefKind::item, id)) return {};
        doc.edit("Set " + s.arg(0) + " weight of " + id, "", [&](Content& c) {
            SpawnTable& table = monsters ? c.spawns.monsters : c.spawns.items;
            if (s.number(3) > 0)
                table.by_depth[s.number(1)][id] = s.number(3);
            else
                table.by_depth[s.number(1)].erase(id);
        });
    } else if (name == "name") {
        if (!doc.content().defines(kind, s.arg(1))) return {};
        doc.edit("Set " + s.arg(0) + " '" + s.arg(1) + "' name", "", [&](Content& c) {
            with_definitions(c, kind, [&](auto& defs) { defs.at(s.arg(1)).name = s.arg(2); });
        });
    }
    rig.frame();
    return {};
}

// --- disk: another program writes the content files ---

std::optional<Step> draw_disk(const Rig& rig, Random& r) {
    static const std::vector<std::string> kFiles = {"actors.yaml", "items.yaml", "spawns.yaml"};
    const std::string& file = r.pick(kFiles);
    const ContentLoad disk = load_content(rig.content_dir());
    const int choice = r.below(10);
    if (!disk.content || choice >= 7) {
        switch (r.below(4)) {
            case 0:
                return words({"disk-break", file});
            case 1:
                return words({"disk-cut", file, std::to_string(r.between(100, 900))});
            case 2:
                return words({"disk-remove", file});
            default:
                return words({"disk-restore", file});
        }
    }
    const DefKind kind = r.chance(0.6) ? DefKind::actor : DefKind::item;
    const std::vector<DefId> ids = ids_of(*disk.content, kind);
    if (ids.empty()) return std::nullopt;
    const DefId& id = r.pick(ids);
    if (choice <= 3) {
        const std::vector<SheetColumn> columns = sheet_columns(*disk.content, kind);
        if (columns.empty()) return std::nullopt;
        const SheetColumn& col = r.pick(columns);
        return words({"disk-set", kind_name(kind), id, col.path,
                      std::to_string(r.between(col.lo, std::min(col.hi, col.lo + 40)))});
    }
    if (choice <= 5) return words({"disk-rename", kind_name(kind), id, id + "_renamed"});
    return words({"disk-delete", kind_name(kind), id});
}

// Writes the files `next` changes against `base` (the disk as loaded), patched in place.
void write_edits(Rig& rig, const Content& base, const ContentDocument& next) {
    std::string files;
    for (const auto& [name, text] : edited_files(base, next.content(), next.unsaved_renames())) {
        rig.write_file(name, text);
        rig.note_outside_write(name, text);
        files += (files.empty() ? "" : ", ") + name;
    }
    if (!files.empty()) rig.reload(files);
}

std::string run_disk(Rig& rig, const Step& s) {
    const std::string& name = s.name();
    if (name == "disk-set" || name == "disk-rename" || name == "disk-delete") {
        const ContentLoad disk = load_content(rig.content_dir());
        if (!disk.content) return {};
        ContentDocument theirs(disk.content);
        const DefKind kind = kind_named(s.arg(0));
        std::string error;
        if (name == "disk-set" && sheet_value(*disk.content, kind, s.arg(1), s.arg(2)))
            set_sheet_value(theirs, kind, s.arg(1), s.arg(2), s.number(3));
        if (name == "disk-rename") rename_definition(theirs, kind, s.arg(1), s.arg(2), error);
        if (name == "disk-delete") delete_definition(theirs, kind, s.arg(1));
        write_edits(rig, *disk.content, theirs);
        rig.frame();
        return {};
    }
    const std::string& file = s.arg(0);
    std::string text;
    read_content_text(rig.file(file), text);
    if (name == "disk-break") {
        text += "\nbroken: [unclosed\n";
    } else if (name == "disk-cut") {
        text.resize(text.size() * static_cast<std::size_t>(std::clamp(s.number(1), 0, 1000)) /
                    1000);
    } else if (name == "disk-remove") {
        std::error_code ignored;
        std::filesystem::remove(rig.file(file), ignored);
        rig.note_outside_write(file, "\x01removed");
        rig.reload(file);
        rig.frame();
        return {};
    } else {
        const auto good = rig.last_good().find(file);
        if (good == rig.last_good().end()) return {};
        text = good->second;
    }
    rig.write_file(file, text);
    rig.note_outside_write(file, text);
    rig.reload(file);
    rig.frame();
    return {};
}

// --- history, modes, saves ---

std::string run_editor(Rig& rig, const Step& s) {
    Editor& editor = rig.editor();
    const std::string& name = s.name();
    const bool on = s.arg(0) == "on";
    if (name == "undo") editor.request_undo();
    if (name == "redo") editor.request_redo();
    if (name == "live") editor.panels().content_editor.live = on;
    if (name == "ask") editor.panels().content_editor.ask_before_applying = on;
    if (name == "apply") editor.requests().apply = true;
    if (name == "discard") editor.requests().discard = true;
    if (name == "held") {
        editor.requests().held_answer = s.arg(0) == "mine"     ? OutsideChangeAnswer::keep_mine
                                        : s.arg(0) == "theirs" ? OutsideChangeAnswer::take_theirs
                                                               : OutsideChangeAnswer::later;
    }
    if (name == "save") editor.request_save();
    if (name == "conflict") {
        if (!editor.panels().save_conflict.is_open()) return {};
        const std::string& a = s.arg(0);
        editor.answer_save_conflict(a == "mine"     ? std::optional(ConflictChoice::keep_mine)
                                    : a == "theirs" ? std::optional(ConflictChoice::take_theirs)
                                    : a == "both"   ? std::optional(ConflictChoice::keep_both)
                                                    : std::nullopt);
    }
    rig.frame();
    return {};
}

// --- the timeline ---

std::optional<Step> draw_timeline(const Rig& rig, Random& r) {
    const int turn = rig.game().world().turn;
    switch (r.below(7)) {
        case 0:
        case 1:
            return words({"back", std::to_string(r.between(1, 4))});
        case 2:
            return words({"forward", std::to_string(r.between(1, 4))});
        case 3:
            return words({"jump", std::to_string(r.between(0, std::max(0, turn)))});
        case 4:
            return words({"present"});
        case 5:
            return words({"fork"});
        default: {
            const std::size_t branches = rig.editor().world().timeline.branches().list().size();
            if (branches > 1 && r.chance(0.5))
                return words({"branch", std::to_string(r.below(static_cast<int>(branches)))});
            return words({"whatif"});
        }
    }
}

std::string run_timeline(Rig& rig, const Step& s) {
    TimelinePanel& t = rig.editor().world().timeline;
    const std::string& name = s.name();
    if (name == "back")
        for (int i = 0; i < s.number(0); ++i) t.step_back();
    if (name == "forward")
        for (int i = 0; i < s.number(0); ++i) t.step_forward();
    if (name == "jump") t.jump_to_turn(s.number(0));
    if (name == "present") t.to_present();
    if (name == "fork") t.request_fork();
    if (name == "branch" && static_cast<std::size_t>(s.number(0)) < t.branches().list().size())
        t.request_switch(static_cast<std::size_t>(s.number(0)));
    if (name == "whatif") t.rerun_with(rig.game());
    rig.frame();
    return {};
}

// --- the session ---

std::string run_session(Rig& rig, const Step& s) {
    if (s.name() == "quit") return rig.quit_and_continue();
    if (s.name() == "newgame") {
        rig.new_game(static_cast<std::uint64_t>(s.number(0)));
        return floor_problem(rig);
    }
    if (s.name() == "regenerate") {
        const std::vector<std::uint16_t> before = rig.game().world().map.cells();
        rig.editor().requests().spawn_action = SpawnAction::regenerate_floor;
        rig.frame();
        if (rig.game().world().map.cells() != before) return floor_problem(rig);
    }
    return {};
}

std::vector<StepKind> make_kinds() {
    const Draw play = [](const Rig& rig, Random& r) -> std::optional<Step> {
        if (rig.game().world().status != GameStatus::playing) return std::nullopt;
        std::istringstream in("play " + command_text(rig.game(), r));
        Step s;
        for (std::string w; in >> w;) s.words.push_back(w);
        return s;
    };
    const Draw content = draw_content;
    const Draw disk = draw_disk;
    const Draw world = draw_world;
    const Draw timeline = draw_timeline;
    // The check-undo step is the invariants' own (invariants.cpp runs it).
    const Run check = [](Rig&, const Step&) { return std::string(); };
    std::vector<StepKind> kinds = {
        {"play", Category::play, 30, play, run_play},
        {"descend", Category::play, 2, always({"descend"}), run_descend},
        {"die", Category::play, 1, always({"die"}), run_die},
        {"inspect", Category::world, 6, world, run_world},
        {"spawn", Category::world, 0, world, run_world},
        {"remove", Category::world, 0, world, run_world},
        {"give", Category::world, 0, world, run_world},
        {"god", Category::world, 0, world, run_world},
        {"set", Category::content, 14, content, run_content},
        {"bulk", Category::content, 0, content, run_content},
        {"rename", Category::content, 0, content, run_content},
        {"create", Category::content, 0, content, run_content},
        {"duplicate", Category::content, 0, content, run_content},
        {"delete", Category::content, 0, content, run_content},
        {"weight", Category::content, 0, content, run_content},
        {"name", Category::content, 0, content, run_content},
    };
    // In the drawing order they always had: a seed draws the steps it drew before.
    for (StepKind& k : kin_step_kinds()) kinds.push_back(std::move(k));
    for (StepKind& k : std::vector<StepKind>{
             {"disk-set", Category::disk, 8, disk, run_disk},
             {"disk-rename", Category::disk, 0, disk, run_disk},
             {"disk-delete", Category::disk, 0, disk, run_disk},
             {"disk-break", Category::disk, 0, disk, run_disk},
             {"disk-cut", Category::disk, 0, disk, run_disk},
             {"disk-remove", Category::disk, 0, disk, run_disk},
             {"disk-restore", Category::disk, 0, disk, run_disk},
             {"undo", Category::history, 8, always({"undo"}), run_editor},
             {"redo", Category::history, 4, always({"redo"}), run_editor},
             {"check-undo", Category::check, 6, always({"check-undo"}), check},
             {"live", Category::mode, 3, one_of({{"live", "on"}, {"live", "off"}}), run_editor},
             {"ask", Category::mode, 1, one_of({{"ask", "on"}, {"ask", "off"}}), run_editor},
             {"apply", Category::mode, 2, always({"apply"}), run_editor},
             {"discard", Category::mode, 1, always({"discard"}), run_editor},
             {"held", Category::mode, 2,
              one_of({{"held", "mine"}, {"held", "theirs"}, {"held", "later"}}), run_editor},
             {"save", Category::save, 4, always({"save"}), run_editor},
             {"conflict", Category::save, 2,
              one_of({{"conflict", "mine"},
                      {"conflict", "theirs"},
                      {"conflict", "both"},
                      {"conflict", "cancel"}}),
              run_editor},
             {"back", Category::timeline, 6, timeline, run_timeline},
             {"forward", Category::timeline, 0, timeline, run_timeline},
             {"jump", Category::timeline, 0, timeline, run_timeline},
             {"present", Category::timeline, 0, timeline, run_timeline},
             {"fork", Category::timeline, 0, timeline, run_timeline},
             {"branch", Category::timeline, 0, timeline, run_timeline},
             {"whatif", Category::timeline, 0, timeline, run_timeline},
             {"quit", Category::session, 1, always({"quit"}), run_session},
             {"newgame", Category::session, 1,
              [](const Rig&, Random& r) {
                  return std::optional<Step>(words({"newgame", std::to_string(r.between(1, 999))}));
              },
              run_session},
             {"regenerate", Category::session, 1, always({"regenerate"}), run_session},
         })
        kinds.push_back(std::move(k));
    for (StepKind& k : place_step_kinds()) kinds.push_back(std::move(k));
    for (StepKind& k : typing_step_kinds()) kinds.push_back(std::move(k));
    return kinds;
}

}  // namespace

const std::string& Step::arg(std::size_t i) const {
    static const std::string kNone;
    return i + 1 < words.size() ? words[i + 1] : kNone;
}

int Step::number(std::size_t i) const {
    try {
        return std::stoi(arg(i));
    } catch (...) {
        return 0;
    }
}

std::string Step::line() const {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

Step parse_step(const std::string& line) {
    std::istringstream in(line);
    Step s;
    for (std::string w; in >> w;) s.words.push_back(w);
    return s;
}

const std::vector<StepKind>& step_kinds() {
    static const std::vector<StepKind> kinds = make_kinds();
    return kinds;
}

const StepKind* find_kind(const std::string& name) {
    for (const StepKind& k : step_kinds()) {
        if (k.name == name) return &k;
    }
    return nullptr;
}

Step draw_step(const Rig& rig, Random& random) {
    int total = 0;
    for (const StepKind& k : step_kinds()) total += k.weight;
    for (int tries = 0; tries < 50; ++tries) {
        int at = random.below(total);
        for (const StepKind& k : step_kinds()) {
            if ((at -= k.weight) >= 0) continue;
            if (std::optional<Step> s = k.draw(rig, random)) return *s;
            break;
        }
    }
    return parse_step("play wait");
}

}  // namespace cf::designer
