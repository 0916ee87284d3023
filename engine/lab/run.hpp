#pragma once
// One lab run: the bot plays a seed from floor 1 until it dies, reaches the depth
// limit or runs out of turns, and the run's tally says what happened. A run's result
// depends only on the content and the seed.

#include <cstdint>
#include <functional>
#include <map>
#include <string>

#include "engine/replay/replay.hpp"
#include "engine/rules/game.hpp"

namespace cf {

struct RunOptions {
    int max_depth = 10;     // the run ends on arriving at this depth
    int max_turns = 20000;  // a bot that finds no way on ends here
};

// What a run did with one vault (by definition): the floors it was on when the player
// arrived, how many of those the player stepped into, whether the player died within
// kVaultDeathTurns turns of stepping into one, and the items taken from it (picked up
// inside it, or lying in it when the player arrived), by item definition.
struct VaultVisits {
    int met = 0;
    int entered = 0;
    int died_within_50 = 0;  // 0 or 1
    std::map<std::string, int> took;
    friend bool operator==(const VaultVisits&, const VaultVisits&) = default;
};
inline constexpr int kVaultDeathTurns = 50;

// How a run ended.
enum class RunEnd { died, reached, turn_limit, won };
const char* run_end_name(RunEnd end);  // "died", "reached", "turn_limit", "won"

struct RunTally {
    std::uint64_t seed = 0;
    RunEnd end = RunEnd::turn_limit;
    int depth = 1;  // the deepest floor reached
    int turns = 0;
    int level = 1;
    std::string killer;  // the definition id of what dealt the last blow ("" unless died)
    // Of a run that died: what dealt it the most damage on the floor it died on (ties to
    // the first id; "" unless died), so a death is put down to the floor's dangers, not
    // to the monsters of the floors before.
    std::string hurt_most;
    int damage_taken = 0;
    std::map<std::string, int> kills;           // actor id -> monsters the player killed
    std::map<std::string, int> found;           // item id -> picked up
    std::map<std::string, int> used;            // item id -> consumed
    std::map<std::string, int> worn;            // item id -> 1 when the player wore one
    std::map<std::string, int> damage_by;       // actor id -> damage it dealt the player
    std::map<std::string, VaultVisits> vaults;  // vault id -> what the run did with it
    friend bool operator==(const RunTally&, const RunTally&) = default;
};

// How many times `key` is counted in one of a tally's maps (0 when it never happened).
inline int count_of(const std::map<std::string, int>& counts, const std::string& key) {
    auto it = counts.find(key);
    return it == counts.end() ? 0 : it->second;
}

// Plays `game` with the bot until the run ends; `game` keeps the whole log.
RunTally play_run(Game& game, const RunOptions& options);

// One command of an explained run: where the bot stood when it chose it, the command,
// why, and whether the game took it (a refused one spends no turn: "explore" with
// nothing left, "travel" with no known way).
struct ExplainedCommand {
    int turn = 0;
    int depth = 0;
    Point at;
    int hp = 0;
    Command command;
    std::string reason;
    bool taken = false;
};
// play_run with a bot that explains itself, handing each command to `explain`.
RunTally play_run(Game& game, const RunOptions& options,
                  const std::function<void(const ExplainedCommand&)>& explain);
// A new game on `content` from `seed`, played to its end.
RunTally run_seed(const ContentPtr& content, std::uint64_t seed, const RunOptions& options);
// The run of `seed` on `content` as a recording (what --record writes, so --replay plays
// it): the bot's game played again to the same end, with `content` embedded, so it
// replays on that content whatever --content says. `tally` (when given) gets its tally.
Recording record_run(const ContentPtr& content, std::uint64_t seed, const RunOptions& options,
                     RunTally* tally = nullptr);

}  // namespace cf
