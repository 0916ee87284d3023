#include "editor/content_document.hpp"

#include <algorithm>
#include <cassert>
#include <utility>

#include "editor/provenance_text.hpp"
#include "editor/schema_walkers.hpp"
#include "editor/template_edits.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/inherited_fields.hpp"
#include "engine/content/provenance.hpp"
#include "engine/content/spawn_io.hpp"
#include "engine/content/validation.hpp"

namespace cf {

namespace {

// Problems only the editor can make: the loader rejects these before validation runs.
template <class Def>
void check_definitions(const Content& c, DefKind kind, std::vector<Problem>& problems) {
    for (const auto& [id, def] : definitions<Def>(c)) {
        const std::string key = location_key(kind, id);
        const std::string owner = std::string(kind_name(kind)) + " '" + id + "'";
        if (!is_valid_id(id)) {
            problems.push_back(problem_at(c, key, kind_file(kind),
                                          owner + ": not a valid id; use lower-case letters, "
                                                  "digits and '_'"));
        }
        SchemaChecker checker;
        describe_reading(checker, def);
        for (const std::string& message : checker.messages) {
            problems.push_back(problem_at(c, key, kind_file(kind), owner + ": " + message));
        }
    }
}

}  // namespace

ContentDocument::ContentDocument(ContentPtr loaded)
    : working_(loaded),
      saved_(std::move(loaded)),
      own_history_(std::make_unique<EditHistory>()),
      history_(own_history_.get()) {
    assert(working_ && "ContentDocument needs loaded content");
}

ContentDocument::ContentDocument(ContentPtr loaded, EditHistory& history)
    : working_(loaded), saved_(std::move(loaded)), history_(&history) {
    assert(working_ && "ContentDocument needs loaded content");
}

void ContentDocument::edit(const std::string& label, const std::string& merge_key,
                           const std::function<void(Content&)>& change,
                           std::vector<Rename> renames) {
    auto next = std::make_shared<Content>(*working_);
    change(*next);
    // What is made from an edited definition or template follows it where it inherits.
    follow_templates(*working_, *next);
    if (same_definitions_and_templates(*next, *working_)) return;
    record(label, merge_key, std::move(next), std::move(renames), true);
}

void ContentDocument::record(const std::string& label, const std::string& merge_key,
                             ContentPtr next, std::vector<Rename> renames, bool unsaved) {
    note_renames(renames, unsaved);
    HistoryStep step;
    step.label = label;
    step.merge_key = merge_key;
    step.document = DocumentMove{working_, next, std::move(renames)};
    history_->record(std::move(step));
    set_working(std::move(next));
}

void ContentDocument::note_renames(const std::vector<Rename>& renames, bool unsaved) {
    pending_renames_.insert(pending_renames_.end(), renames.begin(), renames.end());
    rename_log_.insert(rename_log_.end(), renames.begin(), renames.end());
    if (unsaved) {
        unsaved_renames_.insert(unsaved_renames_.end(), renames.begin(), renames.end());
        unsaved_renames_ = simplified(std::move(unsaved_renames_));
    }
}

bool ContentDocument::undo() {
    HistoryStep* step = history_->undo();
    if (step && step->document) move(*step->document, true);
    return step != nullptr;
}

bool ContentDocument::redo() {
    HistoryStep* step = history_->redo();
    if (step && step->document) move(*step->document, false);
    return step != nullptr;
}

void ContentDocument::move(const DocumentMove& step, bool backwards) {
    note_renames(backwards ? reversed(step.renames) : step.renames, true);
    set_working(backwards ? step.before : step.after);
}

std::vector<Rename> ContentDocument::take_renames() { return std::exchange(pending_renames_, {}); }

std::vector<Problem> ContentDocument::problems() const {
    if (problems_revision_ == revision_) return problems_;
    const Content& c = *working_;
    problems_ = validate_content(c);
    check_definitions<TileDef>(c, DefKind::tile, problems_);
    check_definitions<ActorDef>(c, DefKind::actor, problems_);
    check_definitions<ItemDef>(c, DefKind::item, problems_);
    check_definitions<SlotDef>(c, DefKind::slot, problems_);
    check_definitions<StatusDef>(c, DefKind::status, problems_);
    check_definitions<VaultDef>(c, DefKind::vault, problems_);
    check_definitions<DamageTypeDef>(c, DefKind::damage_type, problems_);
    check_definitions<FactionDef>(c, DefKind::faction, problems_);
    check_definitions<AppearanceDef>(c, DefKind::appearance, problems_);
    SchemaChecker checker;
    Settings settings = c.settings;
    describe(checker, settings);
    for (const std::string& message : checker.messages) {
        problems_.push_back(problem_at(c, "settings", "settings.yaml", "settings: " + message));
    }
    problems_revision_ = revision_;
    return problems_;
}

SavePlan ContentDocument::plan_save(const std::string& directory) const {
    return cf::plan_save(*saved_, *working_, directory, unsaved_renames_, write_target_);
}

bool ContentDocument::save(const std::string& directory, std::string& error) {
    return save(plan_save(directory), error);
}

namespace {

// The files of the given names, comma separated.
std::string file_list(const std::vector<std::string>& files) {
    std::string out;
    for (const std::string& file : files) out += (out.empty() ? "" : ", ") + file;
    return out;
}

// My renames of definitions whose file was taken from disk: those files keep the old ids.
std::vector<Rename> given_up_renames(const std::vector<Rename>& unsaved,
                                     const std::vector<std::string>& taken) {
    std::vector<Rename> out;
    for (const Rename& r : unsaved) {
        if (std::find(taken.begin(), taken.end(), kind_file(r.kind)) != taken.end())
            out.push_back(r);
    }
    return reversed(out);
}

}  // namespace

bool ContentDocument::save(const SavePlan& plan, std::string& error) {
    const std::vector<Problem> found = problems();
    if (!found.empty()) {
        error = "fix the " + std::to_string(found.size()) + " problem(s) first, starting with " +
                to_string(found.front());
        return false;
    }
    // A plan made before the latest edits (a conflict answered after them) would mark
    // edits it never wrote as saved.
    const SavePlan now = plan_save(plan.directory);
    const bool same_plan = std::equal(
        now.files.begin(), now.files.end(), plan.files.begin(), plan.files.end(),
        [](const FileSave& a, const FileSave& b) { return a.file == b.file && a.mine == b.mine; });
    if (!same_plan) {
        error = "the content changed since the save was planned; save again";
        return false;
    }
    const SaveOutcome outcome = carry_out(plan);
    if (!outcome.ok) {
        error = outcome.error;
        return false;
    }
    const ContentLoad reloaded = load_same_layers(*saved_, plan.directory);
    if (!outcome.theirs.empty()) {
        const std::string files = file_list(outcome.theirs);
        if (!reloaded.content) {
            error = "saved, but their " + files +
                    " does not load: " + to_string(reloaded.problems.front());
            return false;
        }
        std::vector<Rename> renames = given_up_renames(unsaved_renames_, outcome.theirs);
        unsaved_renames_.clear();
        record("Took their " + files, "", reloaded.content, std::move(renames), false);
        set_saved(reloaded.content);
        return true;
    }
    auto saved = std::make_shared<Content>(*working_);
    saved->directory = plan.directory;
    auto sources = std::make_shared<std::map<std::string, std::string>>();
    if (saved_->sources) *sources = *saved_->sources;
    for (const FileSave& file : plan.files) (*sources)[file.shown()] = file.mine;
    saved->sources = std::move(sources);
    // The files were rewritten, so problems should point at their new lines.
    if (reloaded.content && same_definitions_and_templates(*reloaded.content, *saved)) {
        saved->locations = reloaded.content->locations;
        saved->sources = reloaded.content->sources;
        // Where things are written now: the next save edits the blocks this one made.
        saved->provenance = reloaded.content->provenance;
    }
    // The keys moved up into parents are gone from the files now.
    saved->templates.released.clear();
    unsaved_renames_.clear();
    saved_ = saved;
    set_working(std::move(saved));
    return true;
}

void ContentDocument::take_disk_change(const std::string& label, ContentPtr merged,
                                       std::vector<Rename> renames, ContentPtr disk) {
    assert(merged && disk && "ContentDocument::take_disk_change needs loaded content");
    if (same_definitions_and_templates(*merged, *working_)) {
        // Nothing to undo: only where things are in the files, and their bytes.
        auto located = std::make_shared<Content>(*working_);
        located->locations = merged->locations;
        located->sources = merged->sources;
        located->provenance = merged->provenance;
        set_working(std::move(located));
    } else {
        record(label, "", std::move(merged), std::move(renames), false);
    }
    set_saved(std::move(disk));
}

bool ContentDocument::take_files(ContentPtr disk) {
    if (!disk || !same_definitions_and_templates(*disk, *saved_)) return false;
    auto located = std::make_shared<Content>(*working_);
    located->sources = disk->sources;
    located->provenance = disk->provenance;
    if (same_definitions_and_templates(*working_, *disk)) located->locations = disk->locations;
    saved_ = std::move(disk);
    set_working(std::move(located));
    return true;
}

void ContentDocument::take_outside_change(const ContentPtr& loaded, const std::string& label) {
    assert(loaded && "ContentDocument::take_outside_change needs loaded content");
    unsaved_renames_.clear();
    take_disk_change(label, loaded, {}, loaded);
}

void ContentDocument::reset(ContentPtr loaded) {
    assert(loaded && "ContentDocument::reset needs loaded content");
    history_->clear();
    pending_renames_.clear();
    unsaved_renames_.clear();
    saved_ = loaded;
    set_working(std::move(loaded));
}

void ContentDocument::set_working(ContentPtr next) {
    working_ = std::move(next);
    dirty_ = !same_definitions_and_templates(*working_, *saved_);
    ++revision_;
}

void ContentDocument::set_saved(ContentPtr next) {
    saved_ = std::move(next);
    dirty_ = !same_definitions_and_templates(*working_, *saved_);
    ++revision_;
}

bool is_valid_id(const std::string& id) {
    if (id.empty()) return false;
    return std::all_of(id.begin(), id.end(), [](char ch) {
        return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_';
    });
}

bool has_definition(const Content& content, DefKind kind, const DefId& id) {
    return content.defines(kind, id);
}

std::vector<DefId> ids_of(const Content& content, DefKind kind) {
    std::vector<DefId> ids;
    with_definitions(content, kind, [&](const auto& defs) {
        for (const auto& entry : defs) ids.push_back(entry.first);
    });
    return ids;
}

DefId unique_id(const Content& content, const std::string& base) {
    auto taken = [&](const DefId& id) {
        return content.tile(id) || content.actor(id) || content.item(id) || content.slot(id) ||
               content.status(id);
    };
    if (!taken(base)) return base;
    for (int n = 2;; ++n) {
        DefId id = base + "_" + std::to_string(n);
        if (!taken(id)) return id;
    }
}

void conform_to_schema(const Content& content, TileDef& def) { conform(content, def); }
void conform_to_schema(const Content& content, ActorDef& def) { conform(content, def); }
void conform_to_schema(const Content& content, ItemDef& def) { conform(content, def); }
void conform_to_schema(const Content& content, SlotDef& def) { conform(content, def); }
void conform_to_schema(const Content& content, StatusDef& def) { conform(content, def); }
void conform_to_schema(const Content& content, VaultDef& def) { conform(content, def); }
void conform_to_schema(const Content& content, DamageTypeDef& def) { conform(content, def); }
void conform_to_schema(const Content& content, FactionDef& def) { conform(content, def); }
void conform_to_schema(const Content& content, AppearanceDef& def) { conform(content, def); }
void conform_to_schema(const Content& content, Settings& settings) { conform(content, settings); }

// Structural edits.

namespace {

void start_new(SlotDef& def) { def.name = "New slot"; }
void start_new(TileDef& def) { def.name = "New tile"; }
void start_new(ActorDef& def) { def.name = "New actor"; }
void start_new(StatusDef& def) { def.name = "New status"; }
void start_new(DamageTypeDef& def) { def.name = "new damage"; }
void start_new(FactionDef& def) { def.name = "New faction"; }
void start_new(AppearanceDef& def) {
    def.name = "New looks";
    def.looks = {Look{"plain flask", Color{200, 200, 200}}};
}
// The smallest vault that loads: a dead end entered from the top.
void start_new(VaultDef& def) {
    def.name = "New vault";
    def.map = {"#.#", "#.#", "###"};
}
void start_new(ItemDef& def) {
    def.name = "New item";
    EffectDef heal;
    heal.kind = EffectKind::heal;
    heal.amount = 1;
    def.use.emplace();
    def.use->effects.push_back(heal);
}

bool in_spawn_tables(DefKind kind) { return kind == DefKind::actor || kind == DefKind::item; }

// Applies `f(table name, table)` to both spawn tables.
template <class F>
void for_each_table(Content& c, F&& f) {
    f("monsters", c.spawns.monsters);
    f("items", c.spawns.items);
}

// Renames spawn-table entries and every source location keyed by the old id.
void rename_keys(Content& c, DefKind kind, const DefId& from, const DefId& to) {
    auto move_location = [&](const std::string& old_key, const std::string& new_key) {
        auto node = c.locations.extract(old_key);
        if (!node.empty()) c.locations[new_key] = node.mapped();
    };
    move_location(location_key(kind, from), location_key(kind, to));
    if (!in_spawn_tables(kind)) return;
    for_each_table(c, [&](const char* name, SpawnTable& table) {
        for (auto& [depth, weights] : table.by_depth) {
            auto it = weights.find(from);
            if (it == weights.end()) continue;
            const int weight = it->second;
            weights.erase(it);
            weights[to] = weight;
            move_location(spawn_location_key(name, depth, from),
                          spawn_location_key(name, depth, to));
        }
    });
}

void erase_from_spawn_tables(Content& c, const DefId& id) {
    for_each_table(c, [&](const char* name, SpawnTable& table) {
        for (auto& [depth, weights] : table.by_depth) {
            if (weights.erase(id) > 0) c.locations.erase(spawn_location_key(name, depth, id));
        }
        std::erase_if(table.by_depth, [](const auto& entry) { return entry.second.empty(); });
    });
}

std::string describe_kind(DefKind kind, const DefId& id) {
    return std::string(kind_name(kind)) + " '" + id + "'";
}

// "Goblin scout" for goblin_scout: a name for a definition whose template has none.
std::string name_from_id(const DefId& id) {
    std::string name = id;
    std::replace(name.begin(), name.end(), '_', ' ');
    if (!name.empty() && name[0] >= 'a' && name[0] <= 'z')
        name[0] = static_cast<char>(name[0] - 'a' + 'A');
    return name;
}

}  // namespace

DefId create_definition(ContentDocument& doc, DefKind kind) {
    DefId id = unique_id(doc.content(), std::string("new_") + kind_name(kind));
    std::string error;
    return create_definition(doc, kind, id, {}, error);
}

std::string new_id_error(const Content& content, DefKind kind, const DefId& id) {
    if (id.empty()) return "type an id for the new " + std::string(kind_name(kind));
    if (!is_valid_id(id))
        return "'" + id + "' is not a valid id: use lower-case letters, digits and '_'";
    if (has_definition(content, kind, id)) return "there already is a " + describe_kind(kind, id);
    const bool a_template = with_template_map(
        kind, [&](auto member) { return (content.templates.*member).contains(id); });
    if (a_template) return "'" + id + "' is taken by a template";
    const bool clash = (kind == DefKind::actor && content.item(id)) ||
                       (kind == DefKind::item && content.actor(id));
    if (clash) return "'" + id + "' is taken: actor and item ids must differ from each other";
    return {};
}

DefId create_definition(ContentDocument& doc, DefKind kind, const DefId& id, const DefId& parent,
                        std::string& error) {
    error = new_id_error(doc.content(), kind, id);
    const bool parent_here = parent.empty() || has_definition(doc.content(), kind, parent) ||
                             with_template_map(kind, [&](auto member) {
                                 return (doc.content().templates.*member).contains(parent);
                             });
    if (error.empty() && !parent_here) error = "there is no " + describe_kind(kind, parent);
    if (!error.empty()) return {};
    const std::string label = parent.empty()
                                  ? "Create " + describe_kind(kind, id)
                                  : "Create " + describe_kind(kind, id) + " from " + parent;
    doc.edit(label, "", [&](Content& c) {
        with_definitions(c, kind, [&](auto& defs) {
            using Def = typename std::remove_reference_t<decltype(defs)>::mapped_type;
            Def def;
            if (const Def* from = parent.empty() ? nullptr : find_definition<Def>(c, parent)) {
                def = *from;
                if (def.name.empty()) def.name = name_from_id(id);
            } else {
                start_new(def);
            }
            def.id = id;
            conform_to_schema(c, def);
            defs.emplace(id, std::move(def));
        });
        give_new_parent(c, kind, id, parent);
    });
    return id;
}

DefId duplicate_definition(ContentDocument& doc, DefKind kind, const DefId& id) {
    if (!has_definition(doc.content(), kind, id)) return {};
    DefId copy_id = unique_id(doc.content(), id + "_copy");
    const DefId parent = parent_of(doc.content(), kind, id);
    doc.edit("Duplicate " + describe_kind(kind, id), "", [&](Content& c) {
        with_definitions(c, kind, [&](auto& defs) {
            auto def = defs.at(id);
            def.id = copy_id;
            defs.emplace(copy_id, std::move(def));
        });
        // The copy is made from what the original is made from, so it keeps inheriting.
        give_new_parent(c, kind, copy_id, parent);
    });
    return copy_id;
}

std::string rename_error(const Content& content, DefKind kind, const DefId& from, const DefId& to) {
    if (!has_definition(content, kind, from)) return "there is no " + describe_kind(kind, from);
    if (to == from) return "that is already its id";
    if (!is_valid_id(to))
        return "'" + to + "' is not a valid id: use lower-case letters, digits and '_'";
    if (has_definition(content, kind, to)) return "there already is a " + describe_kind(kind, to);
    const bool clash = (kind == DefKind::actor && content.item(to)) ||
                       (kind == DefKind::item && content.actor(to));
    if (clash) return "'" + to + "' is taken: actor and item ids must differ from each other";
    return {};
}

DefId rename_definition(ContentDocument& doc, DefKind kind, const DefId& from, const DefId& to,
                        std::string& error) {
    error = rename_error(doc.content(), kind, from, to);
    if (!error.empty()) return {};
    DefId saved_id = from;  // its id in the files: before the unsaved renames
    for (const Rename& r : reversed(doc.unsaved_renames())) {
        if (r.kind == kind && r.from == saved_id) saved_id = r.to;
    }
    error = rename_refusal(doc.saved(), kind, saved_id, doc.write_target());
    if (!error.empty()) return {};
    doc.edit("Rename " + describe_kind(kind, from) + " to '" + to + "'", "",
             [&](Content& c) {
                 rename_everywhere(c, {kind, from, to});
             },
             {{kind, from, to}});
    return to;
}

void rename_everywhere(Content& c, const Rename& r) {
    with_definitions(c, r.kind, [&](auto& defs) {
        auto node = defs.extract(r.from);
        if (node.empty()) return;
        node.key() = r.to;
        node.mapped().id = r.to;
        defs.insert(std::move(node));
    });
    ReferenceRenamer renamer;
    renamer.kind = r.kind;
    renamer.from = r.from;
    renamer.to = r.to;
    for_each_definition(c, [&](DefKind, auto& def) { describe(renamer, def); });
    describe(renamer, c.settings);
    rename_keys(c, r.kind, r.from, r.to);
    rename_new_parents(c, r.kind, r.from, r.to);
}

std::vector<Rename> simplified(std::vector<Rename> renames) {
    std::vector<Rename> out;
    for (Rename& r : renames) {
        if (r.from == r.to) continue;
        if (!out.empty() && out.back().kind == r.kind && out.back().from == r.to &&
            out.back().to == r.from) {
            out.pop_back();
            continue;
        }
        out.push_back(std::move(r));
    }
    return out;
}

bool delete_definition(ContentDocument& doc, DefKind kind, const DefId& id) {
    if (!has_definition(doc.content(), kind, id)) return false;
    doc.edit("Delete " + describe_kind(kind, id), "", [&](Content& c) {
        with_definitions(c, kind, [&](auto& defs) { defs.erase(id); });
        ReferencePruner pruner;
        pruner.kind = kind;
        pruner.id = id;
        for_each_definition(c, [&](DefKind, auto& def) { describe(pruner, def); });
        describe(pruner, c.settings);
        c.locations.erase(location_key(kind, id));
        if (in_spawn_tables(kind)) erase_from_spawn_tables(c, id);
        give_new_parent(c, kind, id, {});
    });
    return true;
}

namespace {

// Deletes `id` and every reference to it that can go (ReferenceRemover); the number of
// references removed.
std::size_t remove_with_references(Content& c, DefKind kind, const DefId& id) {
    with_definitions(c, kind, [&](auto& defs) { defs.erase(id); });
    ReferenceRemover remover;
    remover.kind = kind;
    remover.id = id;
    for_each_definition(c, [&](DefKind, auto& def) { describe(remover, def); });
    describe(remover, c.settings);
    c.locations.erase(location_key(kind, id));
    give_new_parent(c, kind, id, {});
    std::size_t spawns = 0;
    if (in_spawn_tables(kind)) {
        for_each_table(c, [&](const char*, const SpawnTable& table) {
            for (const auto& entry : table.by_depth) spawns += entry.second.count(id);
        });
        erase_from_spawn_tables(c, id);
    }
    return remover.removed + spawns;
}

}  // namespace

bool delete_with_references(ContentDocument& doc, DefKind kind, const DefId& id,
                            std::string& error) {
    if (!has_definition(doc.content(), kind, id)) {
        error = "there is no " + describe_kind(kind, id);
        return false;
    }
    Content trial = doc.content();
    const std::size_t removed = remove_with_references(trial, kind, id);
    const std::vector<ContentReference> left = reference_list(trial, kind, id);
    if (!left.empty()) {
        error = std::to_string(left.size()) + " reference(s) cannot go with it (" +
                left.front().text + (left.size() > 1 ? ", ..." : "") + "): change them first";
        return false;
    }
    doc.edit("Delete " + describe_kind(kind, id) + " and its " + std::to_string(removed) +
                 " reference(s)",
             "", [&](Content& c) { remove_with_references(c, kind, id); });
    error.clear();
    return true;
}

std::vector<std::string> references_to(const Content& content, DefKind kind, const DefId& id) {
    std::vector<std::string> found;
    for (const ContentReference& r : reference_list(content, kind, id)) found.push_back(r.text);
    return found;
}

namespace {

// "actors/player.yaml:14" (with layers, "hard/actors/player.yaml:14"): a file as the
// editor names it, not the whole path it was read from.
std::string written_at(const Content& content, const SourceLocation& at) {
    const std::string file =
        content.provenance ? short_file_name(*content.provenance, at.file) : at.file;
    return file + ":" + std::to_string(at.line);
}

// Where the location key is written, "" when the content has none for it.
std::string where_written(const Content& content, const std::string& key) {
    const auto it = content.locations.find(key);
    if (it == content.locations.end() || it->second.line <= 0) return {};
    return written_at(content, it->second);
}

}  // namespace

std::vector<ContentReference> reference_list(const Content& content, DefKind kind,
                                             const DefId& id) {
    std::vector<ContentReference> out;
    Content copy = content;
    auto find_in = [&](DefKind owner_kind, const DefId& owner, auto& def) {
        std::vector<std::string> found;
        ReferenceFinder finder;
        finder.kind = kind;
        finder.id = id;
        finder.owner = owner.empty() ? "settings" : describe_kind(owner_kind, owner);
        finder.found = &found;
        describe(finder, def);
        for (std::string& text : found) {
            ContentReference r{std::move(text), owner_kind, owner, ""};
            r.where = owner.empty() ? where_written(content, "settings")
                                    : where_written(content, location_key(owner_kind, owner));
            if (r.where.empty() && content.provenance) {
                const DefOrigin* origin =
                    content.provenance->origin(location_key(owner_kind, owner));
                for (const DefFragment& f :
                     origin ? origin->fragments : std::vector<DefFragment>{}) {
                    if (f.owner == owner && f.key.IsDefined()) {
                        r.where = written_at(content, location_of(f.key.Mark()));
                    }
                }
            }
            out.push_back(std::move(r));
        }
    };
    for_each_definition(copy, [&](DefKind owner, auto& def) { find_in(owner, def.id, def); });
    // Made from it (`from:`): a rename follows into each, a deletion leaves them broken.
    if (copy.provenance) {
        for (const auto& entry : copy.provenance->definitions) {
            const std::string& key = entry.first;
            const DefOrigin* origin = entry.second.get();  // lambdas below read it
            if (origin->kind != kind || origin->templates.empty() ||
                origin->templates.front() != id || key == "settings" || key == "spawns")
                continue;
            const bool here =
                copy.defines(kind, origin->id) || with_template_map(kind, [&](auto member) {
                    return (copy.templates.*member).contains(origin->id);
                });
            if (!here) continue;
            ContentReference r{describe_kind(kind, origin->id) + " from:", kind, origin->id, ""};
            for (const DefFragment& f : origin->fragments) {
                const YamlNode from = f.body.IsMap() ? f.body["from"] : YamlNode();
                if (f.owner == origin->id && from.IsScalar()) {
                    r.where = written_at(content, location_of(from.Mark()));
                }
            }
            out.push_back(std::move(r));
        }
    }
    find_in(DefKind::tile, "", copy.settings);
    if (!in_spawn_tables(kind)) return out;
    for_each_table(copy, [&](const char* name, const SpawnTable& table) {
        for (const auto& [depth, weights] : table.by_depth) {
            auto it = weights.find(id);
            if (it == weights.end()) continue;
            out.push_back({std::string(name) + " spawn table, depth " + std::to_string(depth) +
                               " (weight " + std::to_string(it->second) + ")",
                           kind, "", where_written(content, spawn_location_key(name, depth, id))});
        }
    });
    return out;
}

}  // namespace cf
