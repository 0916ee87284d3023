#pragma once
// The inventory window: one row per letter (letter, glyph, "2 Fireball scrolls", "(on
// weapon)", effect or bonuses) and a details view of the selected or hovered item whose
// hint says what choosing it does in this mode. Letters and the mouse both choose; the
// window only reports the choice.

#include <optional>
#include <string>

#include "app/input.hpp"
#include "engine/rules/game.hpp"

namespace cf {

enum class InventoryMode { use, drop, throw_item };

struct InventoryWindow {
    InventoryMode mode = InventoryMode::use;
    int selected = 0;  // keyboard cursor (arrow keys) over the rows, also shown in the details view

    // Draws the window centred in the viewport; returns the letter the player chose, if any.
    // Sets `close` when the player closed it (Esc or the close button).
    std::optional<int> draw(const FrameInput& input, const Game& game, bool& close);
};

}  // namespace cf
