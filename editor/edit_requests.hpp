#pragma once
// What panels ask of the game while they draw. A panel reads the game through a const
// reference (perhaps a past moment the timeline shows) and changes it only by asking:
// the editor carries the requests out on the live game after the frame, in the order
// they were made, each a step of the one undo history, and hands each panel the result.

#include <functional>
#include <string>
#include <vector>

#include "engine/rules/event.hpp"

namespace cf {

struct WorldEditRequest {
    std::string label;  // the undo step's name: "set #5 fighter.hp", "spawn orc"
    WorldEdit edit;
    std::function<void(const EventResult&)> done;  // told what the game did; may be empty
};

struct EditRequests {
    std::vector<WorldEditRequest> world_edits;
    bool undo = false;
    bool redo = false;

    void edit_world(std::string label, WorldEdit edit,
                    std::function<void(const EventResult&)> done = {}) {
        world_edits.push_back({std::move(label), std::move(edit), std::move(done)});
    }
};

}  // namespace cf
