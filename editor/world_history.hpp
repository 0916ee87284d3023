#pragma once
// Undoable edits of the running world (the inspector's HP, position, XP, AI state,
// inventory, spawn, kill, teleport). Each step keeps the world before and after, so
// undo and redo are exact whatever the edit touched; a floor is small enough that
// whole-world snapshots cost less than getting per-field inverses right.

#include <functional>
#include <string>
#include <vector>

#include "engine/rules/game.hpp"

namespace cf {

class WorldHistory {
public:
    // Applies `change` to the game's world as one undoable step. Consecutive edits with
    // the same non-empty merge key (a slider drag) merge until end_merge().
    void edit(Game& game, const std::string& label, const std::string& merge_key,
              const std::function<void(World&)>& change);
    void end_merge() { merging_ = false; }
    bool undo(Game& game);
    bool redo(Game& game);
    bool can_undo() const { return !done_.empty(); }
    bool can_redo() const { return !undone_.empty(); }
    std::string undo_label() const { return done_.empty() ? std::string() : done_.back().label; }
    std::string redo_label() const { return undone_.empty() ? std::string() : undone_.back().label; }
    // Forgets everything (a new game or a loaded save makes old steps meaningless).
    void clear();

private:
    struct Step {
        std::string label;
        std::string merge_key;
        World before;
        World after;
    };
    std::vector<Step> done_;
    std::vector<Step> undone_;
    bool merging_ = false;
};

}  // namespace cf
