#pragma once
// The editor: the content being edited with its one undo history, every panel, and what
// the panels ask of the game. It owns the editing state; the app only places windows.
//
// A frame runs in three parts. begin_frame() follows the live game (the timeline's
// moves, a new game) and picks the game the panels show: a past moment while the
// timeline is back, read-only. The draw_*() functions fill the windows the app opened;
// panels read the game through const references and ask for changes (world edits,
// undo, Apply, a save, a fork) instead of making them. update() then carries the
// requests out on the live game in the order they were made, every change a step of
// the one history and an event on the game's timeline.
//
// Content from disk comes in through receive_outside_change(): read through the unsaved edits
// (content_merge.hpp), taken as one step, or held in a window when it conflicts with
// them or "Ask" is on.

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "editor/balance_panel.hpp"
#include "editor/content_document.hpp"
#include "editor/content_editor_panel.hpp"
#include "editor/content_merge.hpp"
#include "editor/content_status.hpp"
#include "editor/debug_overlays.hpp"
#include "editor/edit_history.hpp"
#include "editor/edit_requests.hpp"
#include "editor/editor_session.hpp"
#include "editor/files_panel.hpp"
#include "editor/inspector_panel.hpp"
#include "editor/performance_panel.hpp"
#include "editor/problems_panel.hpp"
#include "editor/reload_preview_panel.hpp"
#include "editor/save_conflict.hpp"
#include "editor/spawn_table_panel.hpp"
#include "editor/spreadsheet_panel.hpp"
#include "editor/timeline_panel.hpp"
#include "editor/vault_painter_panel.hpp"
#include "engine/live/reload_preview.hpp"

namespace cf {

// Where a floating window first appears (the app's layout decides), in screen pixels.
struct FloatingPlace {
    float x = 0, y = 0, w = 400, h = 300;
};

// An outside change waiting for the designer: it conflicts with unsaved edits, or "Ask
// before applying" is on.
struct HeldOutsideChange {
    ContentPtr disk;           // the content as loaded from disk
    std::string files;         // "actors.yaml, items.yaml"
    bool recovered = false;    // the files were broken before
    ContentMerge merge;        // read through the unsaved edits, conflicts kept as mine
    ReloadPreview preview;     // what taking it does to the game
    std::size_t log_size = 0;  // the game's timeline length the preview was made at
};

// What a frame's update() did that the app follows.
struct EditorUpdate {
    bool content_applied = false;  // the game runs other content now: its save follows
    bool game_replaced = false;    // a fork or another branch is the game now
};

class Editor {
  public:
    // Edits `loaded`, which was read from `content_dir`.
    Editor(ContentPtr loaded, std::string content_dir);
    Editor(const Editor&) = delete;
    Editor& operator=(const Editor&) = delete;

    // A game was started or continued: the steps of the old one mean nothing to it.
    void game_started(const Game& game);

    // --- a frame: begin_frame, the draw functions, update ---

    // Returns the game to show: a past moment while the timeline is back, else `live`.
    // Valid until update().
    const Game& begin_frame(const Game& live);
    const Game& shown() const { return *shown_; }
    bool in_past() const { return timeline.in_past(); }
    // The content editor's tabs (definitions, spawn tables, balance) and the spreadsheet
    // toggle; `tileset_texture`: the glyph atlas for the glyph picker (may be null).
    void draw_content(void* tileset_texture, const ContentStatus& status);
    void draw_timeline();
    void draw_problems(const ContentStatus& status);
    void draw_inspector();
    void draw_overlays();
    void draw_performance(const ContentStatus& status);
    // The windows that float over the viewport (spreadsheet, pending changes, an outside
    // change, branches and what if, the save conflict, versions, a problem's source).
    // True while one of them has the keyboard.
    bool draw_floating(const FloatingPlace& spreadsheet, const FloatingPlace& floating);
    // A click on the map cell `cell` of the viewport: the vault painter's Place here when
    // it waits for one, else the inspector's.
    void map_click(Point cell) {
        if (vault_painter.placing() && !in_past())
            vault_painter.on_map_click(*shown_, requests_, cell);
        else
            inspector.on_map_click(*shown_, requests_, cell);
    }
    // The vault painter's window body; `tileset_texture` as for draw_content.
    void draw_vault_painter(void* tileset_texture);
    std::vector<CellTint> overlay_tints() const { return overlays.tints(*shown_); }
    // Carries out what the panels asked on the live game in `game` (which a fork or a
    // branch switch replaces). `widget_held`: a widget is being dragged or typed into,
    // so a Live edit is not finished yet.
    EditorUpdate update(std::optional<Game>& slot, bool widget_held);

    // --- between frames ---

    // Ctrl+Z, Ctrl+Y, Ctrl+S: done by the next update(); the past on screen is read-only.
    void request_undo() { requests_.undo = !in_past(); }
    void request_redo() { requests_.redo = !in_past(); }
    void request_save() { content_editor.save_requested = true; }
    // The content on disk changed and loads as `disk` (`files`: which files): taken into
    // the document through the unsaved edits at once, or held (conflicts, "Ask").
    // `timing` ends the status line's first words ("Reloaded actors.yaml in 3 ms: ...").
    void receive_outside_change(Game& game, ContentPtr disk, const std::string& files,
                                bool recovered, const std::string& timing = "");
    // Saves at once (quitting): true when nothing unsaved is left; a conflict opens its
    // dialog and stays unsaved.
    bool save_now(Game& game);
    // A save another program asked for (the API's content.save). With `choice`, each file
    // another program changed since it was loaded takes that answer; without, such files
    // are listed in `conflicts` and nothing is written. `status` is the status line's.
    struct OutsideSave {
        bool saved = false;
        std::string status;
        std::vector<std::string> conflicts;
    };
    OutsideSave save_for(Game& game, std::optional<ConflictChoice> choice);
    // The files on disk do not load: the game and the document keep what they have.
    void disk_problems(std::vector<Problem> problems, const std::string& files);
    // What the buttons ask, for a test or a script to ask the same way.
    EditRequests& requests() { return requests_; }
    // "Pending changes": Apply / Discard.
    void request_apply() { pending_.apply = true; }
    void request_discard() { pending_.discard = true; }
    // "Outside change": how to take the held change.
    enum class OutsideChangeAnswer { none, keep_mine, take_theirs, later };
    void answer_held(OutsideChangeAnswer answer) { held_answer_ = answer; }
    // The spawn tables' buttons ("Regenerate this floor").
    void request_spawn_action(SpawnAction action) { spawn_action_ = action; }
    // The save conflict dialog's answer for every file it asks about; nullopt: Cancel.
    void answer_save_conflict(std::optional<ConflictChoice> choice) {
        decided_save_ = save_conflict.answer(choice);
    }

    // --- files (the "Write to" control asks for these; a Files panel may call them) ---

    // Makes `path` (relative to the write layer: "actors/undead.yaml") a new file of
    // definitions, written at once; false when the layout rule or an existing file
    // refuses it. The status line says what was done or why not.
    bool new_file(const std::string& path);
    // Moves the block of `id` (an id of the working content), its comments kept, to
    // `path`, a file of its kind in the write layer (made when missing), as one save with
    // the usual conflict checks: refused while either file changed on disk. Unsaved
    // edits stay unsaved, and are saved into its new file.
    bool move_to_file(DefKind kind, const DefId& id, const std::string& path);
    // Where saves write edits of layered or many-file content (the top layer by default).
    void set_write_target(WriteTarget target) { document_.set_write_target(std::move(target)); }

    ContentDocument& document() { return document_; }
    const ContentDocument& document() const { return document_; }
    const EditorSession& session() const { return session_; }
    const std::optional<HeldOutsideChange>& held_change() const { return held_; }
    // Problems of the files on disk (the content status is built from them and the
    // document's own).
    const std::vector<Problem>& problems_on_disk() const { return disk_problems_; }
    ContentStatus status() const;
    // The last outcome for the status line ("Saved the content to ...").
    const std::string& status_line() const { return status_; }
    // Lines for stderr since the last call, so a terminal or a test sees what the
    // window says.
    std::vector<std::string> take_notices() { return std::exchange(notices_, {}); }
    const std::string& content_dir() const { return content_dir_; }

    // The panels, for the app's window titles and tests.
    ContentEditorPanel content_editor;
    SpawnTablePanel spawn_tables;
    SpreadsheetPanel spreadsheet;
    bool show_spreadsheet = false;
    FilesPanel files_panel;  // the layout draws its window while show_files
    bool show_files = false;
    VaultPainterPanel vault_painter;  // the layout draws its window while show_painter
    bool show_painter = false;
    ProblemsPanel problems_panel;
    InspectorPanel inspector;
    DebugOverlays overlays;
    PerformancePanel performance;
    TimelinePanel timeline;
    BalancePanel balance;
    SaveConflictDialog save_conflict;
    VersionsWindow versions;

  private:
    // The parts of update(), in order.
    void run_world_edits(Game& game);
    void run_history_moves(Game& game);
    void run_live_switch(Game& game);
    void run_pending_answer(Game& game);
    void run_held_answer(Game& game);
    void run_spawn_action(Game& game);
    void run_save(Game& game);
    void run_branch_request(std::optional<Game>& slot, EditorUpdate& out);
    void run_file_action();
    // The files were rearranged on disk: they are loaded again and the document takes
    // where things are written now; `done` starts the status line.
    bool take_rearranged_files(const std::string& done);
    // Takes a held or incoming outside change into the document (and the game).
    void take_change(Game& game, const HeldOutsideChange& change, ConflictPolicy policy,
                     const std::string& timing = "");
    void save_plan(Game& game, const SavePlan& plan);
    // The conflict dialog's answer, carried over to a plan of the content as it is now.
    void save_decided(Game& game, const SavePlan& decided);
    void say(const std::string& line);
    // Says when the moment shown changed (a step, a jump, Present).
    void say_moment();
    void applied(const std::optional<ReloadReport>& report, const std::string& what);
    // Each true while its window has the keyboard.
    bool draw_pending_changes(const FloatingPlace& place);
    bool draw_held_change(const FloatingPlace& place);

    // "Pending changes": what applying the document would do, and the answer.
    struct PendingWindow {
        ReloadPreviewPanel panel;
        ReloadPreview preview;
        std::uint64_t revision = 0;  // document revision the preview is of
        std::size_t log_size = 0;    // and the game's timeline length then
        bool apply = false;
        bool discard = false;
    };
    // A branch of the timeline left for another: how its game's ids reach the document's
    // (then the document's renames since, rename_log() from `log_size` on).
    struct BranchRenames {
        std::vector<Rename> to_document;
        std::size_t log_size = 0;
    };

    EditHistory history_;  // before document_, which records into it
    ContentDocument document_;
    EditorSession session_;
    EditRequests requests_;
    std::string content_dir_;
    const Game* live_ = nullptr;              // the live game of this frame
    const Game* shown_ = nullptr;             // what the panels show (live_ or a past moment)
    std::optional<std::size_t> said_moment_;  // the moment last said (none: the present)
    bool live_mode_ = true;                   // Live as last seen, to notice it being switched on
    SpawnAction spawn_action_ = SpawnAction::none;
    PendingWindow pending_;
    std::map<std::size_t, BranchRenames> branches_;  // by index in the timeline's list
    ReloadPreviewPanel held_panel_;
    std::optional<HeldOutsideChange> held_;
    OutsideChangeAnswer held_answer_ = OutsideChangeAnswer::none;
    std::optional<SavePlan> decided_save_;  // the conflict dialog's answer
    std::vector<Problem> disk_problems_;
    std::string status_;
    std::vector<std::string> notices_;
};

}  // namespace cf
