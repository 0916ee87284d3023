#pragma once
// One lab run: the bot plays a seed from floor 1 until it dies, reaches the depth
// limit or runs out of turns, and the run's tally says what happened. A run's result
// depends only on the content and the seed.

#include <cstdint>
#include <map>
#include <string>

#include "engine/rules/game.hpp"

namespace cf {

struct RunOptions {
    int max_depth = 10;     // the run ends on arriving at this depth
    int max_turns = 20000;  // a bot that finds no way on ends here
};

// How a run ended.
enum class RunEnd { died, reached, turn_limit };
const char* run_end_name(RunEnd end);  // "died", "reached", "turn_limit"

struct RunTally {
    std::uint64_t seed = 0;
    RunEnd end = RunEnd::turn_limit;
    int depth = 1;  // the deepest floor reached
    int turns = 0;
    int level = 1;
    std::string killer;  // the definition id of what dealt the last blow ("" unless died)
    int damage_taken = 0;
    std::map<std::string, int> kills;      // actor id -> monsters the player killed
    std::map<std::string, int> found;      // item id -> picked up
    std::map<std::string, int> used;       // item id -> consumed
    std::map<std::string, int> damage_by;  // actor id -> damage it dealt the player
    friend bool operator==(const RunTally&, const RunTally&) = default;
};

// How many times `key` is counted in one of a tally's maps (0 when it never happened).
inline int count_of(const std::map<std::string, int>& counts, const std::string& key) {
    auto it = counts.find(key);
    return it == counts.end() ? 0 : it->second;
}

// Plays `game` with the bot until the run ends; `game` keeps the whole log.
RunTally play_run(Game& game, const RunOptions& options);
// A new game on `content` from `seed`, played to its end.
RunTally run_seed(const ContentPtr& content, std::uint64_t seed, const RunOptions& options);

}  // namespace cf
