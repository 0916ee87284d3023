#pragma once
// The heads-up display: the status panel (HP and XP bars, depth, level, stats, what
// is under the mouse or the look cursor, with the creature's health bar) and the
// coloured message log.

#include <optional>

#include "app/keymap.hpp"
#include "engine/rules/game.hpp"
#include "engine/view/cell_description.hpp"

namespace cf {

// `looked`: the cell under the mouse or the look cursor, if any; `look_mode` says which.
void draw_status_panel(const Game& game, const std::optional<CellDescription>& looked,
                       bool look_mode, const Keymap& keys);
void draw_message_log(const Game& game);

}  // namespace cf
