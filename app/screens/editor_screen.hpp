#pragma once
// The editor layout's screen: the editor (editor/editor.hpp) with its panels placed by
// the layout, hot reload of the content files handed to it, and the "unsaved content"
// question on quitting. Everything the editor says also goes to stderr.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/editor_layout.hpp"
#include "app/input.hpp"
#include "app/run_window.hpp"
#include "app/screens/game_session.hpp"
#include "editor/editor.hpp"
#include "engine/live/hot_reloader.hpp"
#include "engine/view/map_picture.hpp"

namespace cf {

class EditorScreen {
  public:
    // Starts watching the content directory with the editor on `boot`'s content.
    void open(const Bootstrap& boot);
    // A game was started or continued: the history of the old one ends.
    void game_started(const GameSession& session);
    // The moment the editor shows (the present, or the timeline's past) as the map's
    // picture in `view`, with `tints` (what the play state marks) over it.
    void prepare(const GameSession& session, GameView& view, std::vector<MapTint> tints);
    // Draws the layout over the prepared map.
    void draw(GameView& view, TileRenderer& renderer);
    // Once a frame: hot reload, then what the panels asked for last frame (edits, undo,
    // saves, a fork), then the save of the game when its content changed.
    void update_content(GameSession& session);
    // Looks at the content files without drawing; true when a reload needs a frame.
    bool poll(GameSession& session);
    bool reload_pending() const { return pending_reload_.has_value(); }
    // How long the idle loop may sleep: `longest`, or less when the hot reloader has a
    // debounce window or a held change ending sooner.
    double idle_wait_seconds(double longest) const;
    // After a frame that shows a reload: its latency from the files' write, in the
    // performance panel and on stderr (tests/perf/reload_latency.sh reads it).
    void report_reload_latency();
    // The Balance tab's lab runs in the background: its progress needs frames.
    bool lab_running() const { return editor_ && editor_->panels().balance.busy(); }
    // The editor's own actions (save_content, undo, redo: Ctrl+S, Ctrl+Z, Ctrl+Y unless
    // keys.yaml says otherwise); true when the action was the editor's.
    bool handle_action(Action action, GameSession& session);
    // The timeline's step keys (`[`, `]`), in any state of the game; true while a past
    // moment is shown, when the game takes no commands and shows no dialogs.
    bool update_timeline(const FrameInput& input);
    bool panel_has_focus() const { return layout_.panel_has_focus(); }
    // The editor (after open()), for the automation API to use its doors; null before.
    Editor* editor() { return editor_ ? &*editor_ : nullptr; }
    const Editor* editor_view() const { return editor_ ? &*editor_ : nullptr; }
    void record_frame(float ms) {
        if (editor_) editor_->panels().performance.record_frame(ms);
    }

    // Quitting: true when nothing unsaved is lost; otherwise the question opens.
    bool may_quit(bool scripted);
    bool asking_quit() const { return asking_quit_; }
    // The question; true once the answer is to quit.
    bool draw_quit_dialog(const FrameInput& input, GameSession& session);

  private:
    // Hands a reload's outcome to the editor.
    void take_reload(const HotReloadEvent& event, GameSession& session);
    // The editor's new lines on stderr.
    void print_notices();

    EditorLayout layout_;
    std::optional<Editor> editor_;
    std::optional<std::filesystem::file_time_type>
        reload_written_;  // a reload this frame shows: its files' write
    std::optional<HotReloader> reloader_;
    std::optional<HotReloadEvent> pending_reload_;  // seen while idle, shown by the next frame
    RunWindows run_windows_;  // lab runs the Balance tab opened in windows of their own
    bool asking_quit_ = false;
    bool discarded_ = false;  // the player chose to quit without saving the content
};

}  // namespace cf
