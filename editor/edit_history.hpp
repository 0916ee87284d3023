#pragma once
// The content editor's undo stack. Each step keeps the whole content before and after
// (content is small, and snapshots are immutable so steps share them), so undo and redo
// are exact whatever an edit touched: a field, a rename that rewrote every reference,
// a deletion.

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/rules/rebase.hpp"

namespace cf {

class EditHistory {
  public:
    // Records a step from `before` to `after` and forgets the redo steps. When `merge_key`
    // is not empty and equals the last step's, with no end_merge() or undo since, the
    // last step is extended to `after` instead (a slider drag is one step).
    void record(const std::string& label, const std::string& merge_key, ContentPtr before,
                ContentPtr after, std::vector<Rename> renames = {});
    // The next step starts a new undo step even if its merge key matches.
    void end_merge() { merging_ = false; }
    // Where undo or redo leads: the content, and the renames that take a world there.
    struct Move {
        ContentPtr content;  // null when there was nothing to undo or redo
        std::vector<Rename> renames;
    };
    // The state before the last step, with its renames reversed; the step moves to redo.
    Move undo();
    // The state after the last undone step, with its renames.
    Move redo();
    bool can_undo() const { return !done_.empty(); }
    bool can_redo() const { return !undone_.empty(); }
    // What undo / redo would do ("Set orc fighter.power"); empty when nothing.
    std::string undo_label() const { return done_.empty() ? std::string() : done_.back().label; }
    std::string redo_label() const {
        return undone_.empty() ? std::string() : undone_.back().label;
    }
    std::size_t size() const { return done_.size(); }  // steps that can be undone
    void clear();

  private:
    struct Step {
        std::string label;
        std::string merge_key;
        ContentPtr before;
        ContentPtr after;
        std::vector<Rename> renames;  // ids the step renamed, before -> after
    };
    std::vector<Step> done_;
    std::vector<Step> undone_;
    bool merging_ = false;
};

}  // namespace cf
