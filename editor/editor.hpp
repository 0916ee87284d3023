#pragma once
// The editor: a composition of its four parts, which the app drives a frame at a time.
//
//   ContentSide  (content_side.hpp)   the document with the one undo history, saves,
//                                      outside changes of the files, files made and moved
//   WorldSide    (world_side.hpp)     the game shown, world edits, undo and redo, Live
//                                      switched on, spawn actions, forks and branches
//   EditorPanels (editor_panels.hpp)  every panel and floating window, each drawn from
//                                      the little it reads
//   EditRequests (edit_requests.hpp)  what the panels and the app ask for
//
// A frame runs in three parts. begin_frame() follows the live game (the timeline's
// moves, a new game) and picks the game the panels show: a past moment while the
// timeline is back, read-only. The draw_*() functions fill the windows the app opened;
// panels read the game through const references and ask for changes (world edits,
// undo, Apply, a save, a fork) instead of making them. update() then carries the
// requests out on the live game in the order they were made, every change a step of
// the one history and an event on the game's timeline.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "editor/balance_deaths.hpp"
#include "editor/content_side.hpp"
#include "editor/content_status.hpp"
#include "editor/edit_requests.hpp"
#include "editor/editor_panels.hpp"
#include "editor/status_line.hpp"
#include "editor/world_side.hpp"

namespace cf {

// What a frame's update() did that the app follows.
struct EditorUpdate {
    bool content_applied = false;  // the game runs other content now: its save follows
    bool game_replaced = false;    // a fork or another branch is the game now
    // The Balance tab asks for a lab run to be opened at a turn in a window of its own.
    std::optional<RunOpenRequest> open_run;
};

class Editor {
  public:
    // Edits `loaded`, which was read from `content_dir`.
    Editor(ContentPtr loaded, std::string content_dir);
    Editor(const Editor&) = delete;
    Editor& operator=(const Editor&) = delete;

    // The parts (see above), for the app's windows, scripts and tests.
    ContentSide& content() { return content_; }
    const ContentSide& content() const { return content_; }
    WorldSide& world() { return world_; }
    const WorldSide& world() const { return world_; }
    EditorPanels& panels() { return panels_; }
    const EditorPanels& panels() const { return panels_; }
    EditRequests& requests() { return requests_; }

    // A game was started or continued: the steps of the old one mean nothing to it.
    void game_started(const Game& game);

    // --- a frame: begin_frame, the draw functions, update ---

    // Returns the game to show: a past moment while the timeline is back, else `live`.
    // Valid until update().
    const Game& begin_frame(const Game& live);
    const Game& shown() const { return world_.shown(); }
    bool in_past() const { return world_.in_past(); }
    void draw_content(void* tileset_texture, const ContentStatus& status);
    void draw_timeline() { world_.timeline.draw(world_.live()); }
    void draw_problems(const ContentStatus& status);
    void draw_inspector();
    void draw_overlays() { panels_.draw_overlays(games(), requests_); }
    void draw_performance(const ContentStatus& status) {
        panels_.draw_performance(games(), status);
    }
    void draw_vault_painter(void* tileset_texture);
    // The windows that float over the viewport (spreadsheet, pending changes, an outside
    // change, branches and what if, the save conflict, versions, a problem's source).
    // True while one of them has the keyboard.
    bool draw_floating(const FloatingPlace& spreadsheet, const FloatingPlace& floating);
    void map_click(Point cell) { panels_.map_click(games(), requests_, cell); }
    std::vector<CellTint> overlay_tints() const { return panels_.overlays.tints(shown()); }
    // Carries out what was asked on the live game in `slot` (which a fork or a branch
    // switch replaces). `widget_held`: a widget is being dragged or typed into, so a Live
    // edit is not finished yet.
    EditorUpdate update(std::optional<Game>& slot, bool widget_held);

    // --- between frames ---

    // Ctrl+Z, Ctrl+Y, Ctrl+S: done by the next update(); the past on screen is read-only.
    void request_undo() { requests_.undo = !in_past(); }
    void request_redo() { requests_.redo = !in_past(); }
    void request_save() { requests_.save = true; }
    // The content on disk changed and loads as `disk` (`files`: which files); the content
    // editor's "Ask before applying" decides whether it waits (ContentSide's).
    void receive_outside_change(Game& game, ContentPtr disk, const std::string& files,
                                bool recovered, const std::string& timing = "");
    // Saves at once (quitting): true when nothing unsaved is left; a conflict opens its
    // dialog and stays unsaved.
    bool save_now(Game& game);
    // The save conflict dialog's answer for every file it asks about; nullopt: Cancel.
    void answer_save_conflict(std::optional<ConflictChoice> choice) {
        requests_.decided_save = panels_.save_conflict.answer(choice);
    }

    // A line from the app for the status line (and stderr): what it did for the editor.
    void say(std::string line) { status_.set(std::move(line)); }

    ContentStatus status() const { return content_.status(); }
    // The last outcome for the status line ("Saved the content to ...").
    const std::string& status_line() const { return status_.text(); }
    // Lines for stderr since the last call, so a terminal or a test sees what the
    // window says.
    std::vector<std::string> take_notices() { return status_.take_notices(); }

  private:
    FrameGames games() const { return {world_.live(), shown(), in_past()}; }

    StatusLine status_;  // before the sides, which say what they did on it
    ContentSide content_;
    WorldSide world_;
    EditorPanels panels_;
    EditRequests requests_;
};

}  // namespace cf
