#pragma once
// The heads-up display: the status panel (HP and XP bars, depth, level, stats, what
// is under the mouse) and the coloured message log.

#include <string>

#include "engine/rules/game.hpp"

namespace cf {

void draw_status_panel(const Game& game, const std::string& hovered_names);
void draw_message_log(const Game& game);

}  // namespace cf
