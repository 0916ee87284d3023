#pragma once
// Look mode (`x`): a cursor moved with the movement keys or the mouse over any cell; the
// status panel describes what the cursor is on (engine/view/cell_description.hpp, the
// same words hovering gives). Esc or `x` leaves. It spends no turn and works after
// death, so the last map can be studied.

#include "app/input.hpp"
#include "app/ui/game_view.hpp"
#include "engine/rules/game.hpp"
#include "engine/view/map_picture.hpp"

namespace cf {

class LookMode {
  public:
    // Starts on `start` (the player's cell).
    void begin(Point start) { cursor_ = start; }
    // Moves the cursor; returns false once the player leaves look mode.
    bool update(const FrameInput& input, const Game& game, const GameView& view);
    // The cursor, tinted on the map.
    std::vector<MapTint> tints() const { return look_tints(cursor_); }
    Point cursor() const { return cursor_; }

  private:
    Point cursor_;
};

}  // namespace cf
