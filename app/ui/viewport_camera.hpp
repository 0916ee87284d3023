#pragma once
// The map viewport's camera: which cell size (zoom) the map is drawn at and which part of
// the map is in view. Plain numbers, no ImGui or GL, so the mapping from screen pixels to
// map cells is tested without a window.
//
// Zoom steps keep glyphs crisp: each is an exact fraction (1/3, 1/2, 2/3) or an integer
// multiple of the tileset's cell, and the renderer draws at that size (area-averaged when
// smaller, whole texels when larger) so the texture is shown 1:1, never resampled.

#include <vector>

#include "engine/core/geometry.hpp"

namespace cf {

// What one frame of the viewport shows: `cols` x `rows` cells from map cell `origin`,
// each `cell_px` pixels, the first `offset_x` x `offset_y` pixels of the top-left cell cut
// off (the camera pans by pixels, not by cells).
struct CameraFrame {
    Point origin;
    int cols = 0;
    int rows = 0;
    int cell_px = 0;
    int offset_x = 0;
    int offset_y = 0;

    // The map cell under a pixel of the view (0,0 = the view's top-left corner).
    Point cell_at(float view_x, float view_y) const;
};

// The crisp cell sizes for a tileset whose cells are `tile_px` wide, smallest first:
// exact fractions down to 6 px, the tile itself, then 2x, 3x and 4x.
std::vector<int> zoom_steps(int tile_px);

// How much the map's first zoom grows on a `display_w` x `display_h` window: with the UI
// scale, and with the window against the 1280x720 the game is drawn for, so a 2560x1440
// window opens at twice the cell size, not at the same cells in a sea of map.
float first_zoom_growth(float ui_scale, float display_w, float display_h);

class ViewportCamera {
  public:
    // The tileset's cell size; the zoom moves to the step nearest the current cell size.
    void set_tile_size(int tile_px);
    // Chooses the first zoom for a view `view_w` pixels wide: the largest step no bigger
    // than the tile times `growth` (first_zoom_growth: the map grows with the UI and the
    // window) that still shows kDefaultColumns columns. Once; later calls do nothing.
    void choose_initial_zoom(float view_w, float growth = 1.0f);
    int cell_px() const;
    // One step in (+1) or out (-1). While following, the player stays centred; otherwise
    // the map point under (`at_x`, `at_y`) in the view stays under it. False at the end.
    bool zoom(int steps, float at_x, float at_y, float view_w, float view_h);
    // Moves the map by a mouse drag of (dx, dy) pixels and stops following the player.
    void pan(float dx, float dy);
    // The largest step that shows the whole map in the view, the map centred; stops following.
    void fit(int map_w, int map_h, float view_w, float view_h);
    // Keeps the player in the middle (clamped so the map fills the view where it can).
    void follow();
    bool following() const { return following_; }

    // The frame to draw for a `view_w` x `view_h` pixel view of a `map_w` x `map_h` map.
    // Following, the camera centres on `player` first.
    CameraFrame frame(Point player, int map_w, int map_h, float view_w, float view_h);

    static constexpr float kDefaultColumns = 26.0f;

  private:
    // Top-left map pixel of the view at the current zoom.
    double left_px(float view_w) const { return center_x_ * cell_px() - view_w / 2.0; }
    double top_px(float view_h) const { return center_y_ * cell_px() - view_h / 2.0; }

    std::vector<int> steps_ = {24};
    int step_ = 0;
    bool zoom_chosen_ = false;
    bool following_ = true;
    double center_x_ = 0;  // the map point (in cells) at the view's centre
    double center_y_ = 0;
};

}  // namespace cf
