#pragma once
// The balance lab's bot: plays like a careful player, by the plain rules of bot.cpp,
// read top to bottom each turn (the first that applies decides). It has no randomness
// of its own, so a seed and content give the same game every time, and it speaks only
// in ordinary commands, so its games are recordings like any other.

#include <optional>
#include <set>

#include "engine/map/distance_field.hpp"
#include "engine/rules/game.hpp"

namespace cf {

// The level-up the bot takes after `spent` earlier ones: health, power, defense in turn.
LevelUpChoice bot_level_up_choice(int spent);

class Bot {
  public:
    // The command for this turn.
    Command next(const Game& game);
    // The game refused `command` (no turn spent): the bot will not ask for it again
    // this floor.
    void refused(const Game& game, const Command& command);

  private:
    void new_floor_check(const World& world);

    DistanceField field_;
    int floor_depth_ = 0;
    int floor_start_turn_ = 0;
    bool floor_explored_ = false;
    bool revealed_ = false;             // a map item was considered on this floor
    EntityId item_goal_ = kNoEntity;    // the item it walks to, kept until taken or given up
    std::optional<Point> stairs_;       // the floor's down stairs, once seen
    bool stairs_lost_ = false;          // the way to them is unknown: explore first
    std::set<EntityId> ignored_items_;  // items it could not reach or take
};

}  // namespace cf
