#pragma once
// The game viewport: turns what the player knows of the floor into glyph cells,
// renders them through the TileRenderer and shows the texture in an ImGui window,
// scaled to fit, the camera following the player.

#include <imgui.h>

#include <optional>
#include <vector>

#include "app/render/tile_renderer.hpp"
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

private:
    void build_cells(const Game& game, bool reveal_all);
    Point camera_origin(const Game& game) const;
    // A small bar under each wounded creature in view; `cell` is one cell's size on screen.
    void draw_health_bars(const Game& game, ImVec2 image_pos, ImVec2 cell) const;

    int cols_ = 0;
    int rows_ = 0;
    Point origin_;  // map cell at the view's top-left
    std::vector<GlyphCell> cells_;
    std::vector<OverlayCell> overlay_;
    std::optional<Point> hovered_;
    bool clicked_ = false;
};

}  // namespace cf
