#pragma once
// The game viewport: turns what the player knows of the floor into glyph cells,
// renders them through the TileRenderer at the camera's cell size and shows the texture
// 1:1 in an ImGui window (never resampled, so glyphs stay crisp). The mouse wheel zooms,
// dragging with the middle button pans; the camera follows the player until panned, and
// again from the player's next step.

#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include "app/render/tile_renderer.hpp"
#include "app/ui/viewport_camera.hpp"
#include "engine/rules/game.hpp"

namespace cf {

struct ViewOverlay {
    std::vector<OverlayCell> cells;  // in map coordinates; the view shifts them
};

class GameView {
  public:
    // Builds and renders the cells for a view of `avail_w` x `avail_h` pixels.
    // `reveal_all` draws the whole map lit (editor's reveal toggle).
    void draw(const Game& game, TileRenderer& renderer, const ViewOverlay& overlay,
              bool reveal_all);
    // The map cell under the mouse in the last draw, if the mouse is over the view.
    std::optional<Point> hovered_cell() const { return hovered_; }
    // True when the view was clicked with the left button this frame.
    bool clicked() const { return clicked_; }
    ViewportCamera& camera() { return camera_; }
    // One zoom step in (+1) or out (-1) about the view's centre (the `+`/`-` keys).
    void zoom_step(int steps) { camera_.zoom(steps, view_w_ / 2, view_h_ / 2, view_w_, view_h_); }
    // Shows the whole map (the editor's "Fit" button).
    void fit(const Game& game);
    // The zoom in the view's bottom right corner ("Zoom 100%, 24 px  +/-"), with `keys`
    // naming the keys that change it. For the play layout; the editor's toolbar says it.
    void draw_zoom_label(const std::string& keys) const;
    // Size of the view in the last draw, in pixels.
    float view_width() const { return view_w_; }
    float view_height() const { return view_h_; }

  private:
    void build_cells(const Game& game, bool reveal_all);
    // Wheel zoom and middle-button pan while the mouse is over the view.
    void handle_mouse(bool hovered, float mouse_x, float mouse_y);
    // A small bar under each wounded creature in view, where the camera frame drew it.
    void draw_health_bars(const Game& game, ImVec2 image_pos, const CameraFrame& frame) const;
    // A mark in each held status's colour at the top of its bearer's cell (player included),
    // for everyone in view (see status_marks.hpp).
    void draw_status_marks(const Game& game, ImVec2 image_pos, const CameraFrame& frame) const;

    ViewportCamera camera_;
    int tile_px_ = 0;  // the tileset cell size the camera's steps are for
    float view_w_ = 0;
    float view_h_ = 0;
    bool dragging_ = false;             // a middle-button pan started over the view
    std::optional<Point> last_player_;  // where the player stood in the last draw
    int cols_ = 0;
    int rows_ = 0;
    Point origin_;  // map cell at the view's top-left
    std::vector<GlyphCell> cells_;
    std::vector<OverlayCell> overlay_;
    std::optional<Point> hovered_;
    bool clicked_ = false;
};

}  // namespace cf
