#pragma once
// Everything that changes a running game is an event on its timeline: a player's
// command, a world edit (inspector, overlays, undo), a content revision (an editor
// edit, an outside file change, undo of either) or a floor regeneration. A game is its
// start plus the ordered log of its events, so replaying the log gives the same world
// byte for byte, whatever mix of play and editing made it.

#include <string>
#include <variant>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/rules/command.hpp"
#include "engine/rules/rebase.hpp"
#include "engine/rules/world_edit.hpp"

namespace cf {

// A new content snapshot for the running game, with the ids it renames.
struct ContentRevision {
    ContentPtr content;           // validated, never null
    std::vector<Rename> renames;  // old id -> new id, applied to the world first
    std::string label;            // what made it, as the log says it: "Reloaded actors.yaml",
                        // "Edit: Set actor 'orc' fighter.power", "Undo: Rename actor 'orc'"
};

// "Regenerate this floor": the current depth generated anew with the current tables.
struct Regenerate {
    friend bool operator==(const Regenerate&, const Regenerate&) = default;
};

using Event = std::variant<Command, WorldEdit, ContentRevision, Regenerate>;

// What applying one event did.
struct EventResult {
    bool applied = false;  // the event changed the world as asked (commands: a turn was spent)
    std::string error;     // why a world edit or revision was refused
    WorldEdit
        inverse;  // world edits: the edit that undoes this one; revisions: RebaseReport::restore
    EntityId created = kNoEntity;  // a spawn's new entity
    RebaseReport rebase;           // content revisions
};

// One line for people: "move n", "edit: set 12 fighter.hp 5", "content: Rename actor ...".
std::string describe(const Event& event);

}  // namespace cf
