#pragma once
// The balance lab's bot: plays like a careful player, by the plain rules of bot.cpp,
// read top to bottom each turn (the first that applies decides). It has no randomness
// of its own, so a seed and content give the same game every time, and it speaks only
// in ordinary commands, so its games are recordings like any other.

#include <map>
#include <optional>
#include <set>
#include <string>

#include "engine/map/distance_field.hpp"
#include "engine/rules/game.hpp"

namespace cf {

// The level-up the bot takes after `spent` earlier ones: health, power, defense in turn.
LevelUpChoice bot_level_up_choice(int spent);

class Bot {
  public:
    // An explaining bot also says why it chose each command (reason()); the lab's runs do
    // without, as the words cost time and change nothing.
    explicit Bot(bool explain = false) : explain_(explain) {}
    // The command for this turn.
    Command next(const Game& game);
    // Why next() chose its last command, in a few words ("drinks Health potion: hp 4/20,
    // under half"); "" unless explaining.
    const std::string& reason() const { return reason_; }
    // The game refused `command` (no turn spent): the bot will not ask for it again
    // this floor.
    void refused(const Game& game, const Command& command);

  private:
    // `command`, with `text()` as its reason when explaining.
    template <class Text>
    Command because(Command command, Text text);
    void new_floor_check(const World& world);
    // Where the foes in view are now; a remembered spot seen empty is forgotten.
    void remember(const World& world);
    // One more turn spent going for `foe`; past kChaseTurns it is given up on.
    void chase(EntityId foe);
    // A step toward `goal`: the game's travel, or, while a foe it gave up on is in view
    // (travel is refused then), a move along the known walk; none when no walk is known.
    std::optional<Command> walk_to(const Game& game, Point goal);
    // A step of exploring, the same way; none when nothing is left to explore.
    std::optional<Command> explore(const Game& game);
    // A step toward the next cell of a patrol over the known floor; none when no known
    // cell can be walked to.
    std::optional<Command> patrol(const Game& game);

    bool explain_ = false;
    std::string reason_;
    DistanceField field_;
    int floor_depth_ = 0;
    int floor_start_turn_ = 0;
    bool floor_explored_ = false;
    bool revealed_ = false;             // a map item was considered on this floor
    EntityId item_goal_ = kNoEntity;    // the item it walks to, kept until taken or given up
    std::optional<Point> stairs_;       // the floor's down stairs, once seen
    bool stairs_lost_ = false;          // the way to them is unknown: explore first
    std::set<EntityId> ignored_items_;  // items it could not reach or take
    // The turn explore last found no unexplored cell it could reach (a creature standing in a
    // corridor hides what lies beyond only while it stands there); -1: never on this floor.
    int explored_turn_ = -1;
    // Foes seen on this floor and where each was last seen, until that spot is seen empty.
    std::map<EntityId, Point> last_seen_;
    EntityId chasing_ = kNoEntity;         // the foe it last closed in on
    std::map<EntityId, int> chase_turns_;  // turns spent going for each foe
    std::set<EntityId> given_up_;          // foes it could not reach or catch this floor
    // With nothing else to do on a floor, it walks the known cells: the one it heads for
    // and how many it has chosen (each next one is drawn far across the floor).
    std::optional<Point> patrol_;
    int patrols_ = 0;
    int patrol_refused_turn_ = -1;  // the game refused the walk to it this turn: it waits
};

}  // namespace cf
