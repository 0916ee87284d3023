#pragma once
// The editor layout: the game viewport beside the editor and debug panels, each a
// movable window whose placement ImGui remembers in the ini file. Until the user moves or
// resizes a panel, the panels follow the window's size (editor_panel_rects); after that
// their arrangement is kept, across runs too, until "Reset layout". Panels read the game
// by const reference and change it only through undoable edits.

#include <optional>
#include <string>
#include <vector>

#include "app/editor_panel_rects.hpp"
#include "app/ui/game_view.hpp"
#include "editor/balance_panel.hpp"
#include "editor/content_document.hpp"
#include "editor/content_editor_panel.hpp"
#include "editor/content_status.hpp"
#include "editor/debug_overlays.hpp"
#include "editor/editor_session.hpp"
#include "editor/inspector_panel.hpp"
#include "editor/performance_panel.hpp"
#include "editor/problems_panel.hpp"
#include "editor/reload_preview_panel.hpp"
#include "editor/save_conflict.hpp"
#include "editor/spawn_table_panel.hpp"
#include "editor/spreadsheet_panel.hpp"
#include "editor/timeline_panel.hpp"
#include "engine/core/problem.hpp"

namespace cf {

class TileRenderer;

// What one frame of the editor layout works on.
struct EditorFrame {
    Game& game;
    TileRenderer& renderer;
    GameView& view;
    ContentDocument& document;
    ViewOverlay extra_overlay;  // targeting, drawn over the debug overlays
    ContentStatus status;       // problems, staleness and the last event: what every panel says
};

struct EditorLayout {
    ContentEditorPanel content_editor;
    SpawnTablePanel spawn_tables;
    SpreadsheetPanel spreadsheet;
    bool show_spreadsheet = false;  // the spreadsheet window is open
    ProblemsPanel problems_panel;
    InspectorPanel inspector;
    EditorSession session;  // the one undo history of content and world edits
    ReloadPreviewPanel preview_panel;
    bool apply_requested = false;  // "Pending changes" asked to apply the document now
    DebugOverlays overlays;
    PerformancePanel performance;
    TimelinePanel timeline;  // while it shows the past, the panels below show that moment
    SaveConflictDialog save_conflict;
    VersionsWindow versions;
    std::optional<SavePlan> decided_save;  // the conflict dialog's answer, for the app to save
    std::optional<OutsideChange> outside_change;  // "Ask before applying": waiting for an answer
    ReloadPreviewPanel::Choice outside_choice = ReloadPreviewPanel::Choice::none;  // for the app
    BalancePanel balance;  // the balance lab, saved vs edited content

    // Draws the viewport and every panel; returns what the spawn table panel asked for.
    SpawnAction draw(EditorFrame& frame);
    // True while a panel (not the viewport) has keyboard focus: game keys are ignored.
    bool panel_has_focus() const { return panel_focused_; }

  private:
    // With Live off and edits pending: what applying them will do, Apply or Discard.
    void draw_pending_changes(EditorFrame& f);
    // All actors or all items side by side, over the viewport.
    void draw_spreadsheet(ContentDocument& doc);
    // Automatic placement: the rectangles for this frame's window size, set before each
    // panel's Begin (forced when the size changed), and what ImGui made of them after.
    void begin_layout();
    void place(EditorPanel panel);
    void note_placement(EditorPanel panel);
    void end_layout();
    void reset_layout();
    // "Ask before applying": the outside change's preview, Apply or Discard.
    void draw_outside_change(EditorFrame& f);

    enum class Arrangement { unknown, automatic, user };
    Arrangement arrangement_ = Arrangement::unknown;
    EditorPanelRects rects_;
    std::array<PanelRect, kEditorPanelCount> placed_{};
    float laid_out_w_ = 0;  // the work size the automatic placement was made for
    float laid_out_h_ = 0;
    bool relayout_ = false;  // this frame forces the automatic placement
    bool panel_focused_ = false;
    ReloadPreview preview_;
    std::uint64_t preview_revision_ = 0;  // document revision the preview is of
    std::size_t preview_log_size_ = 0;    // and the game's timeline length then
};

// The stale-content banner over the viewport, shown while the content on disk has
// problems and the game runs on the last good snapshot.
void draw_stale_banner(const ContentStatus& status);
ViewOverlay to_view_overlay(const std::vector<CellTint>& tints);

}  // namespace cf
