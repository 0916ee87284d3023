#pragma once
// Travel and auto-explore in the window: a walk started by the explore key or a click on
// a seen floor cell takes one step per frame, each an ordinary command, until the
// engine's Walk says stop or the player presses any key. No GLFW or ImGui here.

#include <functional>
#include <optional>

#include "engine/rules/walk.hpp"

namespace cf {

class TravelDriver {
  public:
    // Submits a command to the game; returns whether it spent a turn.
    using Submit = std::function<bool(const Command&)>;

    void explore(const Game& game) { walk_ = Walk::explore(game); }
    // Travels to `cell` when the player has seen it and can stand there.
    void travel(const Game& game, Point cell);
    void stop() { walk_.reset(); }
    bool active() const { return walk_.has_value(); }

    // One frame of the walk: a key press stops it (the press is consumed), otherwise one
    // step is submitted. Returns whether the driver used this frame's input.
    bool frame(const Game& game, bool key_pressed, const Submit& submit);

  private:
    std::optional<Walk> walk_;
};

}  // namespace cf
