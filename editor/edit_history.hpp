#pragma once
// The editor's one undo history. Every step a designer takes is one entry, in the order
// taken: an edit of the content document, the game taking content (a Live edit, Apply,
// an outside change), a world edit (inspector, overlays), or several of these at once (a
// Live edit is the document's change and the game's revision together, undone as one).
// The history keeps the steps; EditorSession runs them backwards (undo) and forwards
// again (redo). Content is small and snapshots are immutable, so steps share them and
// undo is exact whatever an edit touched: a field, a rename that rewrote every reference,
// a deletion.

#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/rules/rebase.hpp"
#include "engine/rules/world_edit.hpp"

namespace cf {

// The document's working content went from `before` to `after`.
struct DocumentMove {
    ContentPtr before;
    ContentPtr after;
    std::vector<Rename> renames;  // ids renamed on the way, before -> after
};

// The game's content went from `before` to `after` as one revision. Going back applies
// `before` with the renames reversed, then `restore_before`, which puts back what the
// forward rebase changed (entities it removed, HP it rescaled); going forward again
// applies `after`, then `restore_after`, which puts back what going back changed. Each
// restore is refreshed by the move that makes it.
struct GameMove {
    ContentPtr before;
    ContentPtr after;
    std::vector<Rename> renames;  // before -> after
    WorldEdit restore_before;
    WorldEdit restore_after;
};

// A world edit: `undo` puts back what `redo` changed.
struct WorldMove {
    WorldEdit undo;
    WorldEdit redo;
};

struct HistoryStep {
    std::string label;      // "Set actor 'orc' fighter.power", "spawn orc", "outside change: ..."
    std::string merge_key;  // consecutive document edits with the same key are one step
    std::optional<DocumentMove> document;
    std::optional<GameMove> game;
    std::optional<WorldMove> world;
    bool live_switched_on = false;  // the step turned Live on: undoing it turns Live off
    // The game followed the document through this step, in a game since replaced (a new
    // game, another branch): with Live on, undo and redo move the new game along too.
    bool followed = false;
};

class EditHistory {
  public:
    // Adds `step` and forgets the redo steps. A document-only step whose non-empty merge
    // key equals the last step's, while that step is open (no end_merge(), undo or game
    // part since), extends it instead (a slider drag is one step).
    void record(HistoryStep step);
    // The next step starts a new one even if its merge key matches.
    void end_merge() { merging_ = false; }
    // The newest step that can be undone, to add what happened next to it; null when none.
    HistoryStep* last() { return done_.empty() ? nullptr : &done_.back(); }
    // What undo / redo would run next; null when nothing.
    const HistoryStep* next_undo() const { return done_.empty() ? nullptr : &done_.back(); }
    const HistoryStep* next_redo() const { return undone_.empty() ? nullptr : &undone_.back(); }
    // Moves the newest step to the redo side and returns it, for the caller to run
    // backwards (it may refresh the step's restores); null when there is none.
    HistoryStep* undo();
    // Moves the newest undone step back and returns it, to run forwards; null when none.
    HistoryStep* redo();

    bool can_undo() const { return !done_.empty(); }
    bool can_redo() const { return !undone_.empty(); }
    // What undo / redo would do ("Set orc fighter.power"); empty when nothing.
    std::string undo_label() const { return done_.empty() ? std::string() : done_.back().label; }
    std::string redo_label() const {
        return undone_.empty() ? std::string() : undone_.back().label;
    }
    std::size_t size() const { return done_.size(); }  // steps that can be undone
    void clear();
    // The game was replaced (a new game, another branch): what steps did to the old one
    // means nothing to it. Their document parts stay; steps with nothing else go.
    void forget_game();

  private:
    std::vector<HistoryStep> done_;
    std::vector<HistoryStep> undone_;
    bool merging_ = false;
};

}  // namespace cf
