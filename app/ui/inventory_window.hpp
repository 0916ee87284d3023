#pragma once
// The inventory window: one row per letter (letter, glyph, "2 Fireball scrolls", "(on
// weapon)", effect or bonuses) and a details view of the selected or hovered item whose
// hint says what choosing it does in this mode. Letters and the mouse both choose; the
// window only reports the choice.

#include <optional>
#include <string>

#include "app/input.hpp"
#include "engine/view/inventory_picture.hpp"

namespace cf {

enum class InventoryMode { use, drop, throw_item };

// What the player did in the window: the letter chosen, or that it was closed.
struct InventoryAnswer {
    std::optional<int> chosen;
    bool close = false;
};

struct InventoryWindow {
    InventoryMode mode = InventoryMode::use;
    int selected = 0;  // keyboard cursor (arrow keys) over the rows, also shown in the details view

    // This frame's key (arrows, Enter, a letter, Esc), or what was clicked in the last draw.
    InventoryAnswer update(const FrameInput& input, const InventoryPicture& pack);
    // Draws the window centred in the viewport; a click is answered by the next update.
    void draw(const InventoryPicture& pack);

  private:
    InventoryAnswer clicked_;
};

}  // namespace cf
