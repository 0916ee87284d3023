#pragma once
// The editor's panels and the windows that float over the viewport, with the switches
// that open them. Each draw function is given only what its panel reads: the document,
// the games of the frame (FrameGames), the history's labels, a preview to show, and the
// requests (edit_requests.hpp) to ask through. Nothing here changes the game or the files:
// Editor::update() carries out what was asked after the frame.

#include <string>

#include "editor/balance_panel.hpp"
#include "editor/content_editor_panel.hpp"
#include "editor/debug_overlays.hpp"
#include "editor/edit_history.hpp"
#include "editor/edit_requests.hpp"
#include "editor/files_panel.hpp"
#include "editor/held_change.hpp"
#include "editor/inspector_panel.hpp"
#include "editor/performance_panel.hpp"
#include "editor/problems_panel.hpp"
#include "editor/reload_preview_panel.hpp"
#include "editor/save_conflict.hpp"
#include "editor/spawn_table_panel.hpp"
#include "editor/spreadsheet_panel.hpp"
#include "editor/timeline_panel.hpp"
#include "editor/vault_painter_panel.hpp"

namespace cf {

// Where a floating window first appears (the app's layout decides), in screen pixels.
struct FloatingPlace {
    float x = 0, y = 0, w = 400, h = 300;
};

// The games a frame's panels read: the live one and the one shown, a past moment while
// the timeline is back (then `past`: read-only).
struct FrameGames {
    const Game& live;
    const Game& shown;
    bool past = false;
};

class EditorPanels {
  public:
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
    BalancePanel balance;
    SaveConflictDialog save_conflict;
    VersionsWindow versions;

    // The inspector follows the moment the timeline shows of `live`.
    void follow_moment(const TimelinePanel& timeline, const Game& live);
    // A new game: nothing selected, no entity's history.
    void forget_game();
    // What the content editor's buttons asked this frame (Undo, Redo, Save, "Write to"),
    // moved into `asks`.
    void take_asks(EditRequests& asks);

    // The content editor's tabs (definitions, spawn tables, balance) and the window
    // switches; `disk`: a held outside change's content (may be null); `tileset_texture`:
    // the glyph atlas for the glyph picker (may be null).
    void draw_content(ContentDocument& doc, const FrameGames& games, const Content* disk,
                      EditRequests& asks, void* tileset_texture, const ContentStatus& status);
    void draw_problems(const ContentStatus& status, const ContentDocument& doc);
    void draw_vault_painter(ContentDocument& doc, const FrameGames& games, void* tileset_texture);
    // Undo and Redo of the one history, then the inspector.
    void draw_inspector(const EditHistory& history, const FrameGames& games, EditRequests& asks);
    void draw_overlays(const FrameGames& games, EditRequests& asks);
    void draw_performance(const FrameGames& games, const ContentStatus& status);
    // A click on the map cell `cell`: the vault painter's Place here when it waits for
    // one, else the inspector's.
    void map_click(const FrameGames& games, EditRequests& asks, Point cell);

    // The floating windows, each true while it has the keyboard.
    bool draw_spreadsheet(const FloatingPlace& place, ContentDocument& doc);
    // "Pending changes" showing `preview` of `live` (null: closed).
    bool draw_pending(const FloatingPlace& place, const ReloadPreview* preview, const Game& live,
                      EditRequests& asks);
    // "Branches and what if", read and clicked, never typed into.
    static void draw_branches(const FloatingPlace& place, TimelinePanel& timeline);
    // "Outside change" for `held_change` (null: closed).
    bool draw_held(const FloatingPlace& place, HeldOutsideChange* held_change, const Game& live,
                   EditRequests& asks);
    // The save conflict dialog, the versions of the files, a problem's source.
    bool draw_dialogs(const Content& saved, EditRequests& asks);

  private:
    ReloadPreviewPanel pending_panel_;
    ReloadPreviewPanel held_panel_;
};

}  // namespace cf
