#pragma once
// Entity inspector: every entity on the floor (filter by name or component; click one
// on the map to select it), every described field of its state (state_schema.hpp)
// editable, derived stats as base + levels + gear = total with where each bonus comes
// from, "revert to definition", spawn any definition at a chosen tile, kill, delete,
// teleport the player. The panel reads the game through a const reference and asks for
// every change as a world edit (edit_requests.hpp), which the editor makes after the
// frame as one undo step on the game's timeline; a field commits once, when the drag is
// released or the typed number is confirmed. Under the fields, any field's history over
// the run: each change with its turn and cause (explain.hpp), derived stats with their
// breakdown then.

#include <optional>
#include <string>

#include "editor/edit_requests.hpp"
#include "engine/replay/explain.hpp"
#include "engine/rules/game.hpp"

namespace cf {

struct InspectorPanel {
    enum class Pick { none, spawn, teleport, tile };

    EntityId selected = kNoEntity;  // kNoEntity: none selected
    char filter[64] = {};           // substring of name or component
    std::string spawn_def;          // definition chosen for "spawn at tile"
    std::string brush_tile;         // the tile the tile brush paints (each click one edit)
    std::string add_item_def;       // item chosen for "add to inventory"
    std::string add_status_def;     // status chosen for "give"
    Pick picking = Pick::none;      // waiting for a click on the map
    std::string message;            // why the last edit was refused ("" when it was not)
    std::string editing;            // "id/path" of the number being dragged or typed
    int editing_value = 0;          // its value so far, not yet committed
    bool read_only = false;         // the game drawn is a past moment: look, do not edit
    const Game* run = nullptr;  // the whole run for histories (the live game); null: the game drawn
    std::optional<std::size_t>
        shown_events;           // the past moment drawn, as events of `run`; none: the present
    std::string history_field;  // the field whose history is shown ("" for none)

    void draw(const Game& game, EditRequests& requests);
    // A click on the viewport: finishes a pending spawn/teleport, else selects what is there.
    void on_map_click(const Game& game, EditRequests& requests, Point cell);
    // One number of the selected entity's state, committed as one edit on release.
    void number_field(EditRequests& requests, EntityId id, const std::string& path, int value,
                      int lo, int hi);
    // Asks to make entity `wanted.id` equal to `wanted` field by field, as one undo step.
    void change_entity(const Game& game, EditRequests& requests, const std::string& label,
                       const Entity& wanted);
    // Asks for `e`; the refusal's reason shows in `message`.
    void edit(EditRequests& requests, const std::string& label, const WorldEdit& e);
    // The history of `history_field` of entity `e` over `run_game`, as a table; changes
    // after `shown_events` are dimmed.
    void draw_history(const Game& run_game, const Entity& e);
    // The run changed under the panel (another branch): the history starts over.
    void forget_history() { history_.reset(); }

  private:
    std::optional<FieldHistoryRecorder> history_;  // the history shown, followed as the run grows
    std::string history_key_;                      // what it is of: entity, field, the run's start
};

// Where the definition behind an entity's field (`path`, "fighter.power") takes its value
// from, for the inspector's hover: "From its definition, actor 'orc':\nfighter.power 5:
// mods/hard/actors.yaml:4\n  over ...". "" when the field is the entity's own (x, y,
// statuses) or the definition is gone.
std::string definition_value_origin(const Content& content, const Entity& e,
                                    const std::string& path);

// "actor fighter ai inventory poisoned": the components an entity has and the statuses it
// holds, for filtering.
std::string components_of(const Entity& e);

}  // namespace cf
