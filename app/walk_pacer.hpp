#pragma once
// Paces a Walk (engine/rules/walk.hpp) in the window: a walk started by the explore key, the stairs
// key or a click on a seen floor cell takes its steps at a steady pace (steps per second
// from settings.yaml, or all at once), each an ordinary command, until the engine's Walk
// says stop or the player presses any key. The pace is measured on the clock the app
// passes in, never in frames, so a slow frame takes several steps and a fast one none.
// No GLFW or ImGui here.

#include <functional>
#include <optional>

#include "engine/rules/walk.hpp"

namespace cf {

// How fast walks go: steps per second, or every step at once (`instant`).
struct WalkPace {
    static constexpr int kInstant = 0;
    static constexpr int kDefault = 20;
    static constexpr int kMax = 1000;
    int steps_per_second = kDefault;  // kInstant: the whole walk in one frame

    friend bool operator==(const WalkPace&, const WalkPace&) = default;
};

class WalkPacer {
  public:
    // Submits a command to the game; returns whether it spent a turn.
    using Submit = std::function<bool(const Command&)>;

    void set_pace(WalkPace pace) { pace_ = pace; }
    void explore(const Game& game, AutoPickup pickup);
    // Travels to `cell` when the player has seen it and can stand there.
    void travel(const Game& game, Point cell);
    // Travels to the nearest known stairs down (the `>` key away from them); false when
    // none is known or reachable, or the player stands on them: then the key descends.
    bool travel_to_stairs(const Game& game);
    void stop();
    bool active() const { return walk_.has_value(); }

    // One frame at time `now` (seconds): a key press stops the walk (the press is used up),
    // otherwise every step due since the walk began is taken (at most a second's worth, so
    // a stalled frame does not make the walk leap). Returns whether the walk used this
    // frame's input.
    bool frame(const Game& game, bool key_pressed, double now, const Submit& submit);
    // When the next step is due, on the clock frame() is given; nullopt with no walk.
    std::optional<double> next_step_at() const;
    // Why the last walk stopped (none while one goes on, or when a key stopped it).
    WalkStop last_stop() const { return last_stop_; }
    // "explore" or "travel": what the current or last walk was.
    const char* kind() const { return exploring_ ? "explore" : "travel"; }

  private:
    // Takes one step; false once the walk is over.
    bool step(const Game& game, const Submit& submit);

    std::optional<Walk> walk_;
    WalkPace pace_;
    std::optional<double> next_due_;  // set by the walk's first frame
    WalkStop last_stop_ = WalkStop::none;
    bool exploring_ = false;
};

}  // namespace cf
