#pragma once
// The game viewport: draws the prepared map picture (engine/view/map_picture.hpp) as glyph
// cells through the TileRenderer at the camera's cell size and shows the texture 1:1 in
// an ImGui window (never resampled, so glyphs stay crisp), with the picture's marks (health
// bars, status squares) and tints over it. The mouse wheel zooms, dragging with the middle
// button pans; the camera follows the player until panned, and again from the player's
// next step.
//
// A frame prepares, then draws: prepare() reads the game and builds the picture of the
// cells about the camera (and the words for the cell under the mouse); draw() reads only
// what prepare() made, so the map on screen is the state after this frame's command.

#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include "app/render/tile_renderer.hpp"
#include "app/ui/viewport_camera.hpp"
#include "engine/rules/game.hpp"
#include "engine/view/map_picture.hpp"

namespace cf {

struct ViewOverlay {
    std::vector<OverlayCell> cells;  // in map coordinates; the view shifts them
};

class GameView {
  public:
    // The picture of `game` for the next draw: the cells about the camera (the editor's
    // `reveal_all` shows them all lit) with `tints` over them (targeting, look).
    void prepare(const Game& game, bool reveal_all, std::vector<MapTint> tints);
    // Renders the prepared picture in the current ImGui window, with `extra` tints over it
    // (the editor's debug overlays); handles the wheel zoom and the middle-button pan.
    void draw(TileRenderer& renderer, const ViewOverlay& extra = {});
    // What the last prepare() made.
    const MapPicture& picture() const { return picture_; }
    // The map cell under the mouse in the last draw, if the mouse is over the view.
    std::optional<Point> hovered_cell() const { return hovered_; }
    // True when the view was clicked with the left button in the last draw.
    bool clicked() const { return clicked_; }
    ViewportCamera& camera() { return camera_; }
    // One zoom step in (+1) or out (-1) about the view's centre (the `+`/`-` keys).
    void zoom_step(int steps) { camera_.zoom(steps, view_w_ / 2, view_h_ / 2, view_w_, view_h_); }
    // Shows the whole map (the editor's "Fit" button).
    void fit();
    // The zoom in the view's bottom right corner ("Zoom 100%, 24 px  +/-"), with `keys`
    // naming the keys that change it. For the play layout; the editor's toolbar says it.
    void draw_zoom_label(const std::string& keys) const;
    // Size of the view in the last draw, in pixels.
    float view_width() const { return view_w_; }
    float view_height() const { return view_h_; }

  private:
    // The cells this frame's camera shows, as glyph cells and overlay cells for the renderer.
    void fill_cells(const CameraFrame& frame, const ViewOverlay& extra);
    // Wheel zoom and middle-button pan while the mouse is over the view.
    void handle_mouse(bool hovered, float mouse_x, float mouse_y);
    // The health bars and status squares of the creatures in view.
    void draw_marks(ImVec2 image_pos, const CameraFrame& frame) const;

    ViewportCamera camera_;
    MapPicture picture_;
    std::string hover_text_;  // what the cell under the mouse is, for its tooltip ("": nothing)
    int tile_px_ = 0;         // the tileset cell size the camera's steps are for
    float view_w_ = 0;
    float view_h_ = 0;
    bool dragging_ = false;             // a middle-button pan started over the view
    std::optional<Point> last_player_;  // where the player stood in the last draw
    std::vector<GlyphCell> cells_;
    std::vector<OverlayCell> overlay_;
    std::optional<Point> hovered_;
    bool clicked_ = false;
};

}  // namespace cf
