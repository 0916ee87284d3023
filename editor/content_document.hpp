#pragma once
// The content being edited: a working copy of a loaded snapshot, every change to it an
// undoable step, and whether it differs from what is on disk. Structural edits (create,
// duplicate, rename, delete) are functions over the document below.

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "editor/edit_history.hpp"
#include "engine/content/content.hpp"
#include "engine/content/content_save.hpp"
#include "engine/content/content_writer.hpp"  // same_definitions
#include "engine/core/problem.hpp"

namespace cf {

class ContentDocument {
  public:
    // `loaded` must not be null. The document records its edits in a history of its own,
    // or in `history` (the editor's one history, shared with world edits) when given;
    // that history must outlive the document.
    explicit ContentDocument(ContentPtr loaded);
    ContentDocument(ContentPtr loaded, EditHistory& history);

    const Content& content() const { return *working_; }
    // The content as last loaded or saved: what the files on disk hold, as far as we know.
    const Content& saved_content() const { return *saved_; }

    // Every edit goes through here: `change` mutates a copy of the working content, which
    // becomes the working content as one undoable step named `label`. A change that
    // alters no definition records nothing. Consecutive edits with the same non-empty
    // `merge_key` merge into one step until end_merge() (a slider drag is one step).
    void edit(const std::string& label, const std::string& merge_key,
              const std::function<void(Content&)>& change, std::vector<Rename> renames = {});
    void end_merge() { history_->end_merge(); }

    // The history the edits are recorded in.
    EditHistory& history() { return *history_; }
    const EditHistory& history() const { return *history_; }
    // Undo and redo of a document used alone (no game): the document's part of the step.
    // In the editor, EditorSession::undo runs whole steps, world and game parts included.
    bool can_undo() const { return history_->can_undo(); }
    bool can_redo() const { return history_->can_redo(); }
    bool undo();  // false when there is nothing to undo
    bool redo();  // false when there is nothing to redo
    std::string undo_label() const { return history_->undo_label(); }
    std::string redo_label() const { return history_->redo_label(); }
    std::size_t undo_steps() const { return history_->size(); }
    // Runs a step's document part backwards (undo) or forwards (redo).
    void move(const DocumentMove& step, bool backwards);

    // The definitions differ from what was loaded or last saved (undoing back to that
    // state makes the document clean again).
    bool dirty() const { return dirty_; }
    // Changes on every edit, undo, redo, save and reset: re-apply snapshot() when it does.
    std::uint64_t revision() const { return revision_; }
    // validate_content() of the working copy plus what only the editor can get wrong:
    // invalid ids, empty required text, numbers outside their schema range.
    std::vector<Problem> problems() const;
    // The working content as an immutable snapshot for the game.
    ContentPtr snapshot() const { return working_; }
    // The renames of every step made, undone or redone since the last call, in order:
    // what a world running the previous snapshot needs to follow to snapshot().
    std::vector<Rename> take_renames();
    // The same, without taking them.
    const std::vector<Rename>& pending_renames() const { return pending_renames_; }
    // The renames from the saved content's ids to the working content's, in order: the
    // keys a save renames in place, and how their file reads in the editor's ids.
    const std::vector<Rename>& unsaved_renames() const { return unsaved_renames_; }
    // Every rename the working content has gone through, in order, never shortened: the
    // renames since a moment are the ones after the size it had then.
    const std::vector<Rename>& rename_log() const { return rename_log_; }

    // What saving to `directory` would write: only the files the edits change, each the
    // loaded bytes with the changes made in place (edited_files, renamed keys where they
    // stand), and which of them another program changed since they were loaded.
    SavePlan plan_save(const std::string& directory) const;
    // Where a save writes edits of layered or many-file content (layered_save.hpp): the
    // top layer and each kind's default file unless chosen ("Write to").
    const WriteTarget& write_target() const { return write_target_; }
    void set_write_target(WriteTarget target) { write_target_ = std::move(target); }
    // Carries out `plan` (carry_out: versions kept, atomic writes) and makes the
    // document clean. Refuses (false, `error` set) while problems() is not empty, so
    // files the editor writes always load, and while a conflict is undecided. Files
    // taken from disk ("take theirs") come in as one step, my edits of them given up.
    bool save(const SavePlan& plan, std::string& error);
    // plan_save then save: refuses when a file changed on disk since it was loaded.
    bool save(const std::string& directory, std::string& error);
    // The snapshot the working copy is based on (loaded or last saved), with its bytes.
    const Content& saved() const { return *saved_; }
    // Content another program wrote: `disk` (as loaded) becomes the saved state, and the
    // working content becomes `merged` (content_merge.hpp: mine with their changes) as
    // one step named `label`, with `renames` (ids they renamed, which the saved state
    // has too). When `merged` defines what the working content does, no step is made,
    // only the source locations and bytes are taken. `disk` and `merged` not null.
    void take_disk_change(const std::string& label, ContentPtr merged, std::vector<Rename> renames,
                          ContentPtr disk);
    // The files were rearranged (a new file, a block moved to another file) and load as
    // `disk`, which defines what the saved content does: where things are written is
    // taken, my edits stay, no step is made. False (nothing taken) when `disk` defines
    // other content.
    bool take_files(ContentPtr disk);
    // take_disk_change with nothing of mine to keep: `loaded` is the new working and saved state.
    void take_outside_change(const ContentPtr& loaded, const std::string& label);
    // Forgets the history and takes `loaded` as the saved state (a new game on other content).
    void reset(ContentPtr loaded);

  private:
    void set_working(ContentPtr next);
    void set_saved(ContentPtr next);
    // Records `next` as one step; `unsaved`: its renames are edits (not the disk's own).
    void record(const std::string& label, const std::string& merge_key, ContentPtr next,
                std::vector<Rename> renames, bool unsaved);
    void note_renames(const std::vector<Rename>& renames, bool unsaved);

    ContentPtr working_;
    ContentPtr saved_;
    std::unique_ptr<EditHistory> own_history_;  // when no history was given
    EditHistory* history_ = nullptr;
    std::vector<Rename> pending_renames_;
    std::vector<Rename> unsaved_renames_;
    std::vector<Rename> rename_log_;
    WriteTarget write_target_;
    std::uint64_t revision_ = 1;
    bool dirty_ = false;
    mutable std::uint64_t problems_revision_ = 0;  // revision problems_ was computed for
    mutable std::vector<Problem> problems_;
};

// Lower-case letters, digits and '_', not empty: what the YAML loader accepts.
bool is_valid_id(const std::string& id);

// The definitions of one kind by type: definitions<ItemDef>(content) is content.items.
template <class Def, class C>
auto& definitions(C& content) {
    if constexpr (std::is_same_v<Def, TileDef>)
        return content.tiles;
    else if constexpr (std::is_same_v<Def, ActorDef>)
        return content.actors;
    else if constexpr (std::is_same_v<Def, ItemDef>)
        return content.items;
    else if constexpr (std::is_same_v<Def, StatusDef>)
        return content.statuses;
    else if constexpr (std::is_same_v<Def, VaultDef>)
        return content.vaults;
    else if constexpr (std::is_same_v<Def, DamageTypeDef>)
        return content.damage_types;
    else if constexpr (std::is_same_v<Def, FactionDef>)
        return content.factions;
    else if constexpr (std::is_same_v<Def, AppearanceDef>)
        return content.appearances;
    else
        return content.slots;
}

// Calls `f` with the map of `kind`'s definitions (const or not, as `content` is).
template <class C, class F>
decltype(auto) with_definitions(C& content, DefKind kind, F&& f) {
    switch (kind) {
        case DefKind::tile:
            return f(content.tiles);
        case DefKind::actor:
            return f(content.actors);
        case DefKind::item:
            return f(content.items);
        case DefKind::status:
            return f(content.statuses);
        case DefKind::vault:
            return f(content.vaults);
        case DefKind::damage_type:
            return f(content.damage_types);
        case DefKind::faction:
            return f(content.factions);
        case DefKind::appearance:
            return f(content.appearances);
        case DefKind::slot:
            break;
    }
    return f(content.slots);
}

bool has_definition(const Content& content, DefKind kind, const DefId& id);
// The ids of one kind, sorted.
std::vector<DefId> ids_of(const Content& content, DefKind kind);
// `base`, or `base_2`, `base_3`, ... : the first that no definition of any kind uses.
DefId unique_id(const Content& content, const std::string& base);

// Brings a definition into the shape its schema allows, so it saves and loads back
// equal: numbers clamped to their ranges, fields the schema does not describe for it
// (a healing potion's radius) reset, empty references pointed at the first
// definition of their kind.
void conform_to_schema(const Content& content, TileDef& def);
void conform_to_schema(const Content& content, ActorDef& def);
void conform_to_schema(const Content& content, ItemDef& def);
void conform_to_schema(const Content& content, SlotDef& def);
void conform_to_schema(const Content& content, StatusDef& def);
void conform_to_schema(const Content& content, VaultDef& def);
void conform_to_schema(const Content& content, DamageTypeDef& def);
void conform_to_schema(const Content& content, FactionDef& def);
void conform_to_schema(const Content& content, AppearanceDef& def);
void conform_to_schema(const Content& content, Settings& settings);

// Structural edits, each one undoable step. They return the id they made, or "" (and
// set `error`) when the edit is refused.

// A new definition with default values, named after its unique id ("new_item"); a new
// item is usable (a healing potion of 1 HP) so it is valid as created.
DefId create_definition(ContentDocument& doc, DefKind kind);
// Why `id` cannot be the id of a new definition of `kind` ("" when it can): empty, not a
// valid id, taken by a definition or template of the kind, or an actor's id for an item.
std::string new_id_error(const Content& content, DefKind kind, const DefId& id);
// A new definition `id`, refused (error set) when new_id_error says so or `parent` is
// neither a definition nor a template of the kind. With a `parent` it is made `from:` it:
// it starts as the parent's copy (named after its id when the parent has no name),
// inherits every field until one is set here, and the save writes `from:` and only what
// differs, beside the parent's block.
DefId create_definition(ContentDocument& doc, DefKind kind, const DefId& id, const DefId& parent,
                        std::string& error);
// A copy of `id` under a unique id ("orc_copy"), made from what `id` is made from.
DefId duplicate_definition(ContentDocument& doc, DefKind kind, const DefId& id);
// Why `to` cannot be the new id of `from` ("" when it can): invalid, taken, unknown.
std::string rename_error(const Content& content, DefKind kind, const DefId& from, const DefId& to);
// Renames `from` to `to`; every reference follows (reference fields found through the
// schema, settings, spawn tables, source locations). Refused when the save could not
// rename it where it stands: it, a `from:` or a spawn table naming it is in a layer
// below the write target's (rename_refusal).
DefId rename_definition(ContentDocument& doc, DefKind kind, const DefId& from, const DefId& to,
                        std::string& error);
// Renames one definition and every reference to it (reference fields found through the
// schema, settings, spawn tables, source locations), with no checks: the edit above uses
// it, and so does reading a file through unsaved renames (content_merge.hpp).
void rename_everywhere(Content& content, const Rename& rename);
// The renames that remain once a rename and its reverse next to it cancel out.
std::vector<Rename> simplified(std::vector<Rename> renames);
// Deletes `id` with its spawn-table entries and its entries in reference lists
// (starting equipment). Single references to it (an item's slot, settings.player)
// are left and show up in problems(). False when there is no such definition.
bool delete_definition(ContentDocument& doc, DefKind kind, const DefId& id);

// Deletes `id` with every reference to it, as one undoable step ("Delete status 'poisoned'
// and its 3 reference(s)"): its spawn-table entries, its entries in reference lists and
// every list entry that names it (an effect granting it, a legend's choice of it).
// Refused (false, `error` says which) when a reference cannot go with it: a single
// reference outside any list entry (an item's slot, the settings' player) or a
// definition made `from:` it.
bool delete_with_references(ContentDocument& doc, DefKind kind, const DefId& id,
                            std::string& error);

// Where a definition is used, one readable line each ("actor 'player'
// starting_equipment", "items spawn table, depth 2 (weight 10)", "settings player").
std::vector<std::string> references_to(const Content& content, DefKind kind, const DefId& id);

// One place that names a definition: a definition's field, a definition made `from:` it,
// the settings or a spawn table.
struct ContentReference {
    std::string text;  // as references_to words it ("actor 'player' starting_equipment")
    DefKind kind = DefKind::actor;
    DefId owner;        // the definition (or template) that names it; "" : settings, spawns
    std::string where;  // "actors/player.yaml:14", "" when not in a file yet
};
// Every place that names (kind, id), templates and `from:` included, in the order
// references_to lists them, each with where it is written.
std::vector<ContentReference> reference_list(const Content& content, DefKind kind, const DefId& id);

}  // namespace cf
