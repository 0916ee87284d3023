#pragma once
// A walk: travel or auto-explore driven one command at a time, with the one rule for
// when it stops, shared by the app (a key or a click starts it, a step per frame) and
// the bot, so both stop the same way:
//
//   Walk walk = Walk::explore(game);
//   while (walk.after_step(game, game.submit(walk.command())) == WalkStop::none) {}
//
// The steps are ordinary commands, so recordings and replays carry them.

#include <set>
#include <vector>

#include "engine/rules/command.hpp"
#include "engine/rules/game.hpp"
#include "engine/rules/travel.hpp"

namespace cf {

class Walk {
  public:
    // A walk to `goal` / toward unexplored cells, starting from what the game shows
    // now: items in view and stairs already seen do not stop it.
    static Walk travel(const Game& game, Point goal);
    static Walk explore(const Game& game);

    // The command for the next step.
    Command command() const;
    // Call after submitting command(), with whether it spent the turn: why the walk
    // must stop now, or none to go on. Once it returned a stop, it keeps returning it.
    WalkStop after_step(const Game& game, bool applied);
    WalkStop stopped() const { return stopped_; }

  private:
    Walk(const Game& game, Command command);
    // Why a refused step refused.
    WalkStop refusal(const Game& game);
    // Something new in view, or the player standing on it.
    WalkStop discovery(const World& world, const Content& content) const;

    Command command_;
    std::set<EntityId> items_seen_;
    std::vector<Point> stairs_seen_;
    WalkStop stopped_ = WalkStop::none;
};

}  // namespace cf
