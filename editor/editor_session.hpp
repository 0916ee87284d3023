#pragma once
// The editor's one undo history, over the game's timeline. Content steps (edits of the
// document, outside file changes) and world steps (inspector, overlays) are kept in the
// order they were made. Undo never moves time backwards: undoing a world step applies
// its inverse edit as a new event, so the turns played since stay; undoing a content
// step applies the document's previous content as a new revision (renames reversed),
// then the edit that puts back what that revision's rebase changed, so entities the
// step removed come back exactly.
//
// The document reaches the game once per committed edit: sync() applies it when no
// widget is held (typing "50" into a field is one revision, not "5" then "50").

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "editor/content_document.hpp"
#include "engine/rules/game.hpp"

namespace cf {

class EditorSession {
  public:
    // A world edit (inspector, overlays) as one undoable step named `label`. Nothing is
    // recorded when the game refuses it; the result says why.
    EventResult edit_world(Game& game, const std::string& label, const WorldEdit& edit);

    // Every frame. Notes new document steps, and when the document changed and nothing
    // is being edited (`widget_held` false) while `live` (or an undo/redo waits), applies
    // it to the game as one content revision. Returns the report when it applied one.
    std::optional<ReloadReport> sync(Game& game, ContentDocument& doc, bool widget_held, bool live);

    // Content from disk the hot reloader applied to the game: a step labelled with the
    // files, undone like any other. `restore` is what that reload's rebase changed.
    void outside_change(Game& game, ContentDocument& doc, const std::string& label,
                        WorldEdit restore);

    bool undo(Game& game, ContentDocument& doc);
    bool redo(Game& game, ContentDocument& doc);
    bool can_undo() const { return !done_.empty(); }
    bool can_redo() const { return !undone_.empty(); }
    std::string undo_label() const { return done_.empty() ? std::string() : done_.back().label; }
    std::string redo_label() const {
        return undone_.empty() ? std::string() : undone_.back().label;
    }
    std::size_t steps() const { return done_.size(); }
    // The document holds edits the game does not run yet (Live off, or a field being edited).
    bool pending(const ContentDocument& doc) const { return doc.revision() != applied_revision_; }

    // A new game: steps of the old one mean nothing there. The document keeps its own.
    void clear(const ContentDocument& doc);
    // The document revision the game runs (after a save or reset by the app).
    void mark_applied(const ContentDocument& doc) { applied_revision_ = doc.revision(); }

  private:
    struct Step {
        enum class Kind { world, content };
        Kind kind = Kind::world;
        std::string label;
        WorldEdit undo;  // world: the inverse edit; content: the restore after going back
        WorldEdit redo;  // world: the edit to make again (known once undone)
    };

    void note_document_steps(const ContentDocument& doc);
    // Undo (`undoing`) or redo: takes the last step of `from`, applies it, keeps it in `to`.
    bool move_step(Game& game, ContentDocument& doc, std::vector<Step>& from, std::vector<Step>& to,
                   bool undoing);

    std::vector<Step> done_;
    std::vector<Step> undone_;
    std::uint64_t applied_revision_ = 0;
    std::size_t document_steps_ = 0;  // doc.undo_steps() as last seen
    std::optional<WorldEdit>
        restore_after_;          // an undone content step's restore, for the next apply
    std::string pending_label_;  // that step's label, for the game's log
    bool forced_ = false;        // an undo/redo waits to reach the game even if not live
};

}  // namespace cf
