#pragma once
// A walk: travel or auto-explore as many steps (travel_step.hpp), driven one command at a time,
// with the one rule for when it stops, shared by the app (a key or a click starts it, steps at a
// steady pace) and the tests, so both stop the same way:
//
//   Walk walk = Walk::explore(game);
//   while (walk.after_step(game, game.submit(walk.command())) == WalkStop::none) {}
//
// The steps are ordinary commands (explore, travel X Y, pickup), so recordings and
// replays carry them whatever the player's pick-up setting was.

#include <map>
#include <optional>
#include <set>
#include <vector>

#include "engine/rules/command.hpp"
#include "engine/rules/game.hpp"
#include "engine/rules/travel_step.hpp"

namespace cf {

// Which items explore walks to and picks up on its way (DCSS's autopickup). Nothing by
// default; the player's settings.yaml turns kinds on.
struct AutoPickup {
    bool consumables = false;  // potions and scrolls: items that are used up
    bool equipment = false;    // weapons and armour: items that are worn

    bool wants(const ItemDef& item) const;
    bool any() const { return consumables || equipment; }
    friend bool operator==(const AutoPickup&, const AutoPickup&) = default;
};

class Walk {
  public:
    // A walk to `goal` / toward unexplored cells, starting from what the game shows
    // now: items in view and stairs already seen do not stop it. Exploring with a
    // pick-up setting walks to each wanted item it sees and picks it up first.
    static Walk travel(const Game& game, Point goal);
    static Walk explore(const Game& game, AutoPickup pickup = {});

    // The command for the next step.
    Command command() const { return command_; }
    // Call after submitting command(), with whether it spent the turn: why the walk
    // must stop now, or none to go on. Once it returned a stop, it keeps returning it.
    WalkStop after_step(const Game& game, bool applied);
    WalkStop stopped() const { return stopped_; }

  private:
    Walk(const Game& game, Command command, AutoPickup pickup);
    // Why a refused step refused.
    WalkStop refusal(const Game& game);
    // Something new in view, or the player standing on it.
    WalkStop discovery(const World& world, const Content& content) const;
    // Explore's next command: pick up here, walk to the nearest wanted item, or explore.
    void plan(const Game& game);
    // Wanted items newly in view join the targets; those no longer there leave.
    void note_targets(const Game& game);
    // A refused pick-up or a walk to an item that cannot go on: the item is given up.
    bool give_up_target();

    bool exploring_ = false;
    Command command_;
    AutoPickup pickup_;
    std::set<EntityId> items_seen_;
    std::vector<Point> stairs_seen_;
    std::map<EntityId, Point> targets_;  // wanted items seen, to walk to
    std::set<EntityId> given_up_;        // wanted items it could not reach or take
    std::optional<EntityId> target_;     // the item the current command serves
    WalkStop stopped_ = WalkStop::none;
};

// The known stairs down nearest the player by a walk over explored floor (the player's
// own cell when it stands on them); nullopt when none is known or none can be reached.
std::optional<Point> nearest_known_stairs(const Game& game);

}  // namespace cf
