#pragma once
// The heads-up display, drawn from its prepared picture (engine/view/hud_picture.hpp):
// the status panel (HP and XP bars, depth, level, stats, what is under the mouse or the
// look cursor, with the creature's health bar) and the coloured message log.

#include <vector>

#include "app/keymap.hpp"
#include "engine/view/hud_picture.hpp"

namespace cf {

// `look_mode`: the look cursor, not the mouse, chose what the picture looked at.
void draw_status_panel(const HudPicture& hud, bool look_mode, const Keymap& keys);
void draw_message_log(const std::vector<MessageLine>& lines);

}  // namespace cf
