#pragma once
// The content being edited: a working copy of a loaded snapshot, every change to it an
// undoable step, and whether it differs from what is on disk. Structural edits (create,
// duplicate, rename, delete) are functions over the document below.

#include <cstdint>
#include <functional>
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
    // `loaded` must not be null.
    explicit ContentDocument(ContentPtr loaded);

    const Content& content() const { return *working_; }
    // The content as last loaded or saved: what the files on disk hold, as far as we know.
    const Content& saved_content() const { return *saved_; }

    // Every edit goes through here: `change` mutates a copy of the working content, which
    // becomes the working content as one undoable step named `label`. A change that
    // alters no definition records nothing. Consecutive edits with the same non-empty
    // `merge_key` merge into one step until end_merge() (a slider drag is one step).
    void edit(const std::string& label, const std::string& merge_key,
              const std::function<void(Content&)>& change, std::vector<Rename> renames = {});
    void end_merge() { history_.end_merge(); }

    bool can_undo() const { return history_.can_undo(); }
    bool can_redo() const { return history_.can_redo(); }
    bool undo();  // false when there is nothing to undo
    bool redo();  // false when there is nothing to redo
    std::string undo_label() const { return history_.undo_label(); }
    std::string redo_label() const { return history_.redo_label(); }
    std::size_t undo_steps() const { return history_.size(); }

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
    // The same, without taking them (for a preview).
    const std::vector<Rename>& pending_renames() const { return pending_renames_; }

    // What saving to `directory` would write: only the files the edits change, each the
    // loaded bytes with the changes made in place (edited_files), and which of them
    // another program changed since they were loaded (conflicts to decide).
    SavePlan plan_save(const std::string& directory) const;
    // Carries out `plan` (carry_out: versions kept, atomic writes) and makes the
    // document clean. Refuses (false, `error` set) while problems() is not empty, so
    // files the editor writes always load, and while a conflict is undecided. Files
    // taken from disk ("take theirs") come in as an outside change step.
    bool save(const SavePlan& plan, std::string& error);
    // plan_save then save: refuses when a file changed on disk since it was loaded.
    bool save(const std::string& directory, std::string& error);
    // The snapshot the working copy is based on (loaded or last saved), with its bytes.
    const Content& saved() const { return *saved_; }
    // Takes content that changed on disk as one undoable step named `label` ("Outside
    // change: actors.yaml"); the history before it is kept. When its definitions equal
    // the working copy (the watcher seeing our own save) only the source locations are
    // taken and no step is made. Either way the document is clean afterwards. `loaded`
    // must not be null.
    void take_outside_change(ContentPtr loaded, const std::string& label);
    // Forgets the history and takes `loaded` as the saved state (a new game on other content).
    void reset(ContentPtr loaded);

  private:
    void set_working(ContentPtr next);
    // Takes the content an undo or redo leads to, and the renames to get there.
    bool go(EditHistory::Move move);

    ContentPtr working_;
    ContentPtr saved_;
    EditHistory history_;
    std::vector<Rename> pending_renames_;
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
void conform_to_schema(const Content& content, Settings& settings);

// Structural edits, each one undoable step. They return the id they made, or "" (and
// set `error`) when the edit is refused.

// A new definition with default values, named after its unique id ("new_item"); a new
// item is usable (a healing potion of 1 HP) so it is valid as created.
DefId create_definition(ContentDocument& doc, DefKind kind);
// A copy of `id` under a unique id ("orc_copy").
DefId duplicate_definition(ContentDocument& doc, DefKind kind, const DefId& id);
// Why `to` cannot be the new id of `from` ("" when it can): invalid, taken, unknown.
std::string rename_error(const Content& content, DefKind kind, const DefId& from, const DefId& to);
// Renames `from` to `to`; every reference follows (reference fields found through the
// schema, settings, spawn tables, source locations).
DefId rename_definition(ContentDocument& doc, DefKind kind, const DefId& from, const DefId& to,
                        std::string& error);
// Deletes `id` with its spawn-table entries and its entries in reference lists
// (starting equipment). Single references to it (an item's slot, settings.player)
// are left and show up in problems(). False when there is no such definition.
bool delete_definition(ContentDocument& doc, DefKind kind, const DefId& id);

// Where a definition is used, one readable line each ("actor 'player'
// starting_equipment", "items spawn table, depth 2 (weight 10)", "settings player").
std::vector<std::string> references_to(const Content& content, DefKind kind, const DefId& id);

}  // namespace cf
