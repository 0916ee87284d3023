#pragma once
// How a game ended, told from the world alone: the cause ("Killed by a Troll on depth
// 3, turn 412."), kills by kind and the last messages. The game-over screen shows it and
// the morgue file (morgue.hpp) holds it.

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/world/world.hpp"

namespace cf {

// "Killed by a Troll on depth 3, turn 412." ("by your own magic" when the player's own
// scroll did it; "Died" when nothing is named).
// "Won by defeating a Lich on depth 12, turn 9120." for a won game.
std::string death_cause(const World& world, const Content& content);

struct KillCount {
    std::string name;  // "Orc"
    int count = 0;
};
// The player's kills, most first (ties by name).
std::vector<KillCount> kills_by_kind(const World& world, const Content& content);

// The last `count` lines of the log as shown ("The Orc hits you (x2)"), oldest first.
std::vector<std::string> last_messages(const World& world, std::size_t count);

}  // namespace cf
