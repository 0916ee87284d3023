#pragma once
// The editor's world side: which game the panels show (the live one, or a past moment
// while the timeline is back, read-only), and what moves the game itself: world edits,
// undo and redo of the one history (content and world steps alike, so the two stay one
// timeline), Live switched on, the spawn tables' actions, and the timeline's forks and
// branch switches, which replace the game. It moves the content side's document and
// session (content_side.hpp), which it is given.

#include <cstddef>
#include <map>
#include <optional>
#include <vector>

#include "editor/content_document.hpp"
#include "editor/edit_requests.hpp"
#include "editor/editor_session.hpp"
#include "editor/status_line.hpp"
#include "editor/timeline_panel.hpp"
#include "engine/rules/game.hpp"

namespace cf {

class WorldSide {
  public:
    WorldSide(ContentDocument& document, EditorSession& session, StatusLine& status);
    WorldSide(const WorldSide&) = delete;
    WorldSide& operator=(const WorldSide&) = delete;

    // The timeline panel: the run's turns, the moment shown, the branches.
    TimelinePanel timeline;

    // A game was started or continued: the steps of the old one mean nothing to it.
    void game_started(const Game& game);
    // Follows the live game (the timeline's moves) and returns the game to show: a past
    // moment while the timeline is back, else `live`. Valid until the next update.
    const Game& begin_frame(const Game& live);
    const Game& live() const { return *live_; }
    const Game& shown() const { return *shown_; }
    bool in_past() const { return timeline.in_past(); }

    // --- the parts of Editor::update() that are the world's, each taking its request ---

    // The world edits, each one undoable step, each told its result.
    void edit_world(Game& game, EditRequests& asks);
    // Undo and redo (both asks are taken every frame). `live`: the content editor's Live,
    // which a step that switched it on turns off again when undone (and on when redone).
    void move_history(Game& game, EditRequests& asks, bool& live);
    // Live just switched on: what waited reaches the game as one step.
    void switch_live(Game& game, bool live);
    // The spawn tables reach the game, then the floor is rebuilt when asked.
    void take_spawn_action(Game& game, EditRequests& asks);
    // A fork or a branch switch the timeline asked for: true when the game in `slot` was
    // replaced by it.
    bool follow_branch(std::optional<Game>& slot);
    // The frame's updates are done: `game` is the live game now.
    void end_update(const Game& game);

  private:
    // Says when the moment shown changed (a step, a jump, Present).
    void say_moment();

    // A branch of the timeline left for another: how its game's ids reach the document's
    // (then the document's renames since, rename_log() from `log_size` on).
    struct BranchRenames {
        std::vector<Rename> to_document;
        std::size_t log_size = 0;
    };

    ContentDocument& document_;
    EditorSession& session_;
    StatusLine& status_;
    const Game* live_ = nullptr;              // the live game of this frame
    const Game* shown_ = nullptr;             // what the panels show (live_ or a past moment)
    std::optional<std::size_t> said_moment_;  // the moment last said (none: the present)
    bool live_mode_ = true;                   // Live as last seen, to notice it being switched on
    std::map<std::size_t, BranchRenames> branches_;  // by index in the timeline's list
};

}  // namespace cf
