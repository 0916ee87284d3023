#pragma once
// What the editor's panels and the app ask for while a frame is drawn. A panel reads the
// game through a const reference (perhaps a past moment the timeline shows) and changes
// the game or the content only by asking here: Editor::update() carries the requests out
// on the live game after the frame, in a fixed order (world edits, undo and redo, the
// pending changes' and the outside change's answers, the spawn tables' action, a save,
// a file action), each a step of the one undo history, and hands each world edit its
// result. Every request is taken when it is carried out, so none is carried out twice.

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "editor/spawn_table_panel.hpp"
#include "editor/write_target.hpp"
#include "engine/content/content_save.hpp"
#include "engine/rules/event.hpp"

namespace cf {

struct WorldEditRequest {
    std::string label;  // the undo step's name: "set #5 fighter.hp", "spawn orc"
    WorldEdit edit;
    std::function<void(const EventResult&)> done;  // told what the game did; may be empty
};

// "Outside change": how to take a change of the files held for the designer.
enum class OutsideChangeAnswer { none, keep_mine, take_theirs, later };

struct EditRequests {
    // The world side's (world_side.hpp).
    std::vector<WorldEditRequest> world_edits;
    bool undo = false;  // ignored while the past is shown (read-only)
    bool redo = false;
    SpawnAction spawn_action = SpawnAction::none;  // the Spawns tab's buttons
    // The content side's (content_side.hpp).
    bool apply = false;    // "Pending changes": Apply
    bool discard = false;  // and Discard
    OutsideChangeAnswer held_answer = OutsideChangeAnswer::none;
    bool save = false;                      // Save, Ctrl+S
    std::optional<SavePlan> decided_save;   // the save conflict dialog's answer
    std::optional<FileAction> file_action;  // "Write to": a new file, a definition moved

    void edit_world(std::string label, WorldEdit edit,
                    std::function<void(const EventResult&)> done = {}) {
        world_edits.push_back({std::move(label), std::move(edit), std::move(done)});
    }
};

}  // namespace cf
