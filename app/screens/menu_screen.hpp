#pragma once
// The main menu over the game (or the empty window), and its one question: a new game
// would overwrite a save on disk.

#include "app/input.hpp"
#include "app/screens/game_session.hpp"
#include "app/ui/dialogs.hpp"

namespace cf {

class MenuScreen {
  public:
    // Acts on this frame's key, or on what was clicked in the last draw; new_game comes
    // back only once any save on disk may be replaced.
    MenuChoice update(const FrameInput& input, const GameSession& session);
    // Draws the menu (or the question); a click is acted on in the next update.
    void draw(const Keymap& keys, const GameSession& session);
    // A new game was asked for from outside the menu (the game-over screen): ask first
    // when it would replace a save. True when it may start now.
    bool may_start_new_game(const GameSession& session);

  private:
    bool asking_overwrite_ = false;
    MenuChoice clicked_ = MenuChoice::none;  // in the last draw's menu
    std::optional<bool> answered_;           // in the last draw's question
};

}  // namespace cf
