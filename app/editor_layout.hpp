#pragma once
// The editor layout: the game viewport beside the editor's panels, each a movable window
// whose placement ImGui remembers in the ini file. Until the user moves or resizes a
// panel, the panels follow the window's size (editor_panel_rects) and which panels are
// collapsed (ImGui's collapsed state, read each frame): a collapsed panel's room goes to
// the others and back when it is expanded. After a move or resize their arrangement is
// kept, across runs too, until "Reset layout". The layout only places
// windows and draws the viewport: what is in the panels, and what they do, is the
// editor's (editor/editor.hpp).

#include <array>
#include <functional>
#include <string>
#include <vector>

#include "app/editor_panel_rects.hpp"
#include "app/ui/game_view.hpp"
#include "editor/content_status.hpp"
#include "editor/debug_overlays.hpp"
#include "editor/editor.hpp"

namespace cf {

class TileRenderer;

class EditorLayout {
  public:
    // Places and draws the viewport (with `extra_overlay`, the play state's targeting,
    // over the debug overlays) and every panel of `editor`, whose begin_frame() ran.
    void draw(Editor& editor, TileRenderer& renderer, GameView& view, const ContentStatus& status);
    // True while a panel (not the viewport) has keyboard focus: game keys are ignored.
    bool panel_has_focus() const { return panel_focused_; }

  private:
    // The viewport's window: the camera toolbar, the map and the stale-content banner.
    void draw_viewport(Editor& editor, TileRenderer& renderer, GameView& view,
                       const ContentStatus& status);
    // One panel's window at its place; `takes_keys`: its focus keeps keys from the game.
    void panel(EditorPanel which, const std::string& title, const std::function<void()>& fill,
               bool takes_keys = true);
    // Automatic placement: the rectangles for this frame's window size and collapsed
    // panels, set before each panel's Begin (forced when either changed), and what ImGui
    // made of them after.
    void begin_layout();
    void place(EditorPanel panel);
    void note_placement(EditorPanel panel);
    void end_layout();
    void reset_layout();
    // The Files panel's window (editor/files_panel.hpp) while it is open.
    void draw_files(Editor& editor);
    // The vault painter's window, over the viewport's right part.
    void draw_painter(Editor& editor, void* tileset_texture);
    // Where a window floating over the viewport first opens, in screen pixels.
    FloatingPlace floating_place(const Box& r) const;

    enum class Arrangement { unknown, automatic, user };
    Arrangement arrangement_ = Arrangement::unknown;
    EditorPanelRects rects_;
    std::array<Box, kEditorPanelCount> placed_{};
    CollapsedPanels collapsed_{};  // this frame's, as ImGui will draw the panels
    CollapsedPanels laid_out_collapsed_{};
    float title_bar_ = 0;  // a collapsed panel's height
    // A panel's collapse flipped inside its Begin (a double click on its title): this
    // frame's placement is the old one, the next frame lays out the new.
    bool collapse_flipped_ = false;
    float laid_out_w_ = 0;  // the work size the automatic placement was made for
    float laid_out_h_ = 0;
    bool relayout_ = false;  // this frame forces the automatic placement
    bool panel_focused_ = false;
};

// The stale-content banner over the viewport, shown while the content on disk has
// problems and the game runs on the last good snapshot.
void draw_stale_banner(const ContentStatus& status);
ViewOverlay to_view_overlay(const std::vector<CellTint>& tints);

}  // namespace cf
