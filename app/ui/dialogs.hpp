#pragma once
// The player's dialogs: main menu, game over, character sheet, level-up choice.
// Each draws itself and returns what the player picked; the app acts on it.

#include <optional>
#include <string>

#include "app/input.hpp"

#include "engine/rules/command.hpp"
#include "engine/view/sheet_picture.hpp"

namespace cf {

enum class MenuChoice { none, resume, continue_game, new_game, quit, look };

// A frame reads the keys in its update and draws after; a dialog's draw returns what was
// clicked in it, which the next frame's update acts on as it acts on a key.

// `can_resume`: a game is running behind the menu. `continue_reason`: empty when the
// save can be continued, else why not (shown under the disabled button).
// `continue_note`: what to know before continuing (other content layers), shown under it.
MenuChoice draw_main_menu(const Keymap& keys, bool can_resume, const std::string& continue_reason,
                          const std::string& continue_note = "");
MenuChoice main_menu_key(const FrameInput& input, bool can_resume, bool can_continue);
// "A saved game exists. Start a new game and overwrite it?": true = yes, false = no,
// nullopt = not answered yet.
std::optional<bool> draw_overwrite_confirmation(const Keymap& keys);
std::optional<bool> overwrite_key(const FrameInput& input);

enum class UnsavedChoice { none, save, discard, cancel };
// "The content has unsaved changes": asked before quitting.
UnsavedChoice draw_unsaved_content_dialog(const FrameInput& input);
// The story of the death (cause, level, kills by kind, last messages) and the choices:
// look at the map, new game, quit. `morgue_note` says where the morgue file went, or why not.
// The dialogs of the game show its prepared pictures (engine/view/sheet_picture.hpp).
MenuChoice draw_game_over(const Keymap& keys, const DeathPicture& death,
                          const std::string& morgue_note);
MenuChoice game_over_key(const FrameInput& input);
// True when its close button was clicked.
bool draw_character_window(const Keymap& keys, const SheetPicture& sheet);
std::optional<LevelUpChoice> draw_level_up_dialog(const Keymap& keys, const LevelUpPicture& choice);
std::optional<LevelUpChoice> level_up_key(const FrameInput& input);

}  // namespace cf
