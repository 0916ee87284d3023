#pragma once
// The player's dialogs: main menu, game over, character sheet, level-up choice.
// Each draws itself and returns what the player picked; the app acts on it.

#include <optional>
#include <string>

#include "engine/rules/command.hpp"
#include "engine/rules/game.hpp"

namespace cf {

enum class MenuChoice { none, resume, new_game, quit };

// `can_resume`: a game is running behind the menu.
MenuChoice draw_main_menu(bool can_resume);
MenuChoice draw_game_over(const Game& game);
// Sets `close` on Esc / the close button.
void draw_character_window(const Game& game, bool& close);
std::optional<LevelUpChoice> draw_level_up_dialog(const Game& game);

}  // namespace cf
