#pragma once
// The editor layout: the game viewport beside the editor and debug panels, each a
// movable window whose placement ImGui remembers in the ini file. Panels read the
// game by const reference and change it only through undoable edits.

#include <optional>
#include <string>
#include <vector>

#include "app/ui/game_view.hpp"
#include "editor/debug_overlays.hpp"
#include "editor/inspector_panel.hpp"
#include "editor/performance_panel.hpp"
#include "editor/world_history.hpp"
#include "engine/core/problem.hpp"

namespace cf {

class TileRenderer;

struct EditorLayout {
    InspectorPanel inspector;
    WorldHistory world_history;
    DebugOverlays overlays;
    PerformancePanel performance;

    // Draws the viewport and every panel. `extra_overlay` (targeting) is drawn over the
    // debug overlays; `problems` feed the stale-content banner.
    void draw(Game& game, TileRenderer& renderer, GameView& view, const ViewOverlay& extra_overlay,
              const std::vector<Problem>& problems);
    // True while a panel (not the viewport) has keyboard focus: game keys are ignored.
    bool panel_has_focus() const { return panel_focused_; }
    // Ctrl+Z / Ctrl+Y for the world edits when the inspector is focused.
    void handle_undo_keys(Game& game);

private:
    bool panel_focused_ = false;
    bool inspector_focused_ = false;
};

// The stale-content banner over the viewport, shown while the content on disk has
// problems and the game runs on the last good snapshot.
void draw_stale_banner(const std::vector<Problem>& problems);
ViewOverlay to_view_overlay(const std::vector<CellTint>& tints);

}  // namespace cf
