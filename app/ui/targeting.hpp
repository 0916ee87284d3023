#pragma once
// Choosing a target for a scroll: a cursor moved with the movement keys or the mouse,
// confirmed with Enter or a click, cancelled with Esc (no turn, no item spent). Area
// effects preview every tile they will hit.

#include <optional>

#include "app/input.hpp"
#include "app/ui/game_view.hpp"
#include "engine/rules/command.hpp"
#include "engine/rules/game.hpp"
#include "engine/rules/items.hpp"

namespace cf {

struct TargetingResult {
    std::optional<Command> command;  // the use command, once confirmed
    bool done = false;               // confirmed or cancelled
};

class TargetingState {
public:
    // Starts at the nearest visible creature for creature targeting, else at the player.
    void begin(const Game& game, int item, TargetingInfo info);
    TargetingResult update(const FrameInput& input, const Game& game, const GameView& view);
    ViewOverlay overlay(const Game& game) const;
    Point cursor() const { return cursor_; }

private:
    int item_ = 0;
    TargetingInfo info_;
    Point cursor_;
};

}  // namespace cf
