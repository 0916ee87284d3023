#pragma once
// What a player (keyboard, replay file, test or bot) asks the game to do. Commands
// have a readable text form used by replay files: "move n", "wait", "pickup",
// "drop b", "use a", "use c 12 8", "equip a", "descend", "levelup power", "travel 12 8",
// "explore" (one step of a walk each; see travel_step.hpp), "rest" (one turn of a rest; see
// rest.hpp), "close e" (closes the open door east of the player; see terrain.hpp), "throw b
// 12 8" (throws the item under b at that cell; see throwing.hpp).

#include <optional>
#include <string>
#include <string_view>

#include "engine/core/geometry.hpp"

namespace cf {

enum class CommandKind {
    move,
    attack,
    wait,
    pickup,
    drop,
    use,
    equip,
    descend,
    level_up,
    travel,
    explore,
    rest,
    close,
    throw_item
};
enum class LevelUpChoice { max_hp, power, defense };

struct Command {
    CommandKind kind = CommandKind::wait;
    Direction dir = Direction::n;  // move, attack, close
    int item = 0;                  // drop, use, equip, throw: inventory letter (a = 0)
    std::optional<Point> target;   // use: the chosen tile for targeted items; travel: the goal;
                                   // throw: the cell thrown at
    LevelUpChoice choice = LevelUpChoice::max_hp;  // level_up

    friend bool operator==(const Command&, const Command&) = default;

    static Command move(Direction d) { return {CommandKind::move, d, 0, {}, {}}; }
    static Command attack(Direction d) { return {CommandKind::attack, d, 0, {}, {}}; }
    static Command wait() { return {CommandKind::wait, {}, 0, {}, {}}; }
    static Command pickup() { return {CommandKind::pickup, {}, 0, {}, {}}; }
    static Command drop(int item) { return {CommandKind::drop, {}, item, {}, {}}; }
    static Command use(int item, std::optional<Point> target = {}) {
        return {CommandKind::use, {}, item, target, {}};
    }
    static Command equip(int item) { return {CommandKind::equip, {}, item, {}, {}}; }
    static Command descend() { return {CommandKind::descend, {}, 0, {}, {}}; }
    static Command level_up(LevelUpChoice c) { return {CommandKind::level_up, {}, 0, {}, c}; }
    static Command travel(Point goal) { return {CommandKind::travel, {}, 0, goal, {}}; }
    static Command explore() { return {CommandKind::explore, {}, 0, {}, {}}; }
    static Command rest() { return {CommandKind::rest, {}, 0, {}, {}}; }
    static Command close(Direction d) { return {CommandKind::close, d, 0, {}, {}}; }
    static Command throw_at(int item, Point target) {
        return {CommandKind::throw_item, {}, item, target, {}};
    }
};

std::string to_string(const Command& c);
// Parses the text form; on failure returns nullopt and sets `error`.
std::optional<Command> parse_command(std::string_view text, std::string& error);

}  // namespace cf
