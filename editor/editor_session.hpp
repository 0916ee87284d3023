#pragma once
// The editor's one undo history over the game's timeline. Content steps (edits of the
// document, outside file changes) and world steps (inspector, overlays) are kept in the
// order they were made, in the document's history (edit_history.hpp), each with what it
// did to the game. Undo never moves time backwards: a world step's undo applies its
// inverse edit as a new event, so the turns played since stay; a content step that
// reached the game goes back as a new revision (renames reversed), then the edit that
// puts back what that revision's rebase changed, so entities it removed come back
// exactly.
//
// The game follows the document when it runs the content the document holds. With Live on, a
// committed edit reaches the game as part of its own step (apply_live_edits(): typing "50" into a
// field is one revision, not "5" then "50"); undo and redo move the game with the document while
// nothing is pending. With Live off edits wait ("pending") until apply(), its own step. An outside
// change reaches the game in its step when nothing was pending before it.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "editor/content_document.hpp"
#include "editor/content_merge.hpp"
#include "engine/rules/game.hpp"

namespace cf {

class EditorSession {
  public:
    // A world edit (inspector, overlays) as one undoable step named `label`. Nothing is
    // recorded when the game refuses it; the result says why.
    EventResult edit_world(Game& game, ContentDocument& doc, const std::string& label,
                           const WorldEdit& edit);

    // After every frame's panels. With `live` on and no widget held, the game takes what
    // the document holds: as part of the document step made since the last call, or as a
    // step of its own when edits waited (made in the past, or while the content had
    // problems). Not what the designer left waiting (waiting_by_choice()). Returns the
    // report when the game took content or refused it.
    std::optional<ReloadReport> apply_live_edits(Game& game, ContentDocument& doc, bool widget_held,
                                                 bool live);
    // "Apply" (Live off, or Live switched on with edits pending): the document reaches the
    // game as a step of its own named `label`; `live_switched_on` when Live was turned on
    // for it (undoing the step turns it off again). Nothing when nothing is pending or the
    // document has problems.
    std::optional<ReloadReport> apply(Game& game, ContentDocument& doc, const std::string& label,
                                      bool live_switched_on = false);
    // "Discard": the document back to what the game runs, renames included, as one step.
    void discard(const Game& game, ContentDocument& doc);
    // Content another program wrote: `disk` as it loaded, `merge` it read through the
    // document (content_merge.hpp). One step labelled with the files ("outside change:
    // actors.yaml"); the game takes it in that step when nothing was pending before. When
    // edits waited only for their problems to go, the step counts as new for the next
    // apply_live_edits(), so with Live on the game takes them and the change in that step.
    std::optional<ReloadReport> take_disk_change(Game& game, ContentDocument& doc, ContentPtr disk,
                                                 const ContentMerge& merge,
                                                 const std::string& files);
    // After a save that took files from disk ("take theirs", a step the document made):
    // the game takes that step too when it followed the document before the save
    // (`followed`, pending() from before the save was false).
    std::optional<ReloadReport> after_save(Game& game, ContentDocument& doc, bool followed);

    // Undo / redo the newest step, with every part it had; `live`: while nothing is
    // pending, the game follows the document through a step that reached an earlier game
    // (HistoryStep::followed). A step that never reached the game moves the document only.
    // Returns the step moved (null when there was none).
    const HistoryStep* undo(Game& game, ContentDocument& doc, bool live);
    const HistoryStep* redo(Game& game, ContentDocument& doc, bool live);

    // The document holds content the game does not run: other definitions, or renames the
    // game has not followed.
    bool pending(const Game& game, const ContentDocument& doc) const;
    // Steps were made since the session last looked (an edit apply_live_edits() has not seen yet).
    bool has_new_steps(const ContentDocument& doc) const {
        return doc.history().size() > seen_steps_;
    }
    // What is pending waits because the designer left it so (undid Apply, went to another
    // branch or a new game): Live takes it only with the next edit or Apply.
    bool waiting_by_choice() const { return waiting_by_choice_; }
    // The renames that take the game's ids to the document's (for a preview of Apply).
    std::vector<Rename> renames_to_document(const ContentDocument& doc) const;

    // The game was replaced (a new game, another branch of the timeline): what steps did
    // to the old one is forgotten, their document parts stay. `to_document`: the renames
    // that take the new game's ids to the document's.
    void game_replaced(ContentDocument& doc, std::vector<Rename> to_document = {});

  private:
    // Takes the renames the document made since the last call.
    void absorb(ContentDocument& doc);
    // Applies the document to the game as one revision named `label`.
    std::optional<GameMove> follow(Game& game, ContentDocument& doc, const std::string& label,
                                   ReloadReport& report);
    // Runs a step's game part backwards or forwards, refreshing its restores.
    void move_game(Game& game, GameMove& move, bool backwards, const std::string& label);

    std::vector<Rename> to_document_;  // the game's ids -> the document's (taken renames)
    std::size_t seen_steps_ = 0;       // the history's size when last looked at
    bool waiting_by_choice_ = false;
};

}  // namespace cf
