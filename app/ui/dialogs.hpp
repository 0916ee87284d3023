#pragma once
// The player's dialogs: main menu, game over, character sheet, level-up choice.
// Each draws itself and returns what the player picked; the app acts on it.

#include <optional>
#include <string>

#include "app/input.hpp"

#include "engine/rules/command.hpp"
#include "engine/rules/game.hpp"

namespace cf {

enum class MenuChoice { none, resume, continue_game, new_game, quit, look };

// `can_resume`: a game is running behind the menu. `continue_reason`: empty when the
// save can be continued, else why not (shown under the disabled button).
// `continue_note`: what to know before continuing (other content layers), shown under it.
MenuChoice draw_main_menu(const FrameInput& input, bool can_resume,
                          const std::string& continue_reason,
                          const std::string& continue_note = "");
// "A saved game exists. Start a new game and overwrite it?": true = yes, false = no,
// nullopt = not answered yet.
std::optional<bool> draw_overwrite_confirmation(const FrameInput& input);

enum class UnsavedChoice { none, save, discard, cancel };
// "The content has unsaved changes": asked before quitting.
UnsavedChoice draw_unsaved_content_dialog(const FrameInput& input);
// The story of the death (cause, level, kills by kind, last messages) and the choices:
// look at the map, new game, quit. `morgue_note` says where the morgue file went, or why not.
MenuChoice draw_game_over(const FrameInput& input, const Game& game,
                          const std::string& morgue_note);
// Sets `close` on Esc / the close button.
void draw_character_window(const FrameInput& input, const Game& game, bool& close);
std::optional<LevelUpChoice> draw_level_up_dialog(const FrameInput& input, const Game& game);

}  // namespace cf
