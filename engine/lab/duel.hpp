#pragma once
// The fight simulator: one attacker against one defender, standing next to each other,
// played by the game's own rules until one falls: each turn each side takes the actions
// its speed gives it (turns.hpp), its statuses tick (statuses.hpp), it uses an ability
// when one may be used (abilities.hpp) and strikes otherwise (combat.hpp: the settings'
// combat rules, on-hit effects carried; a dear attack_cost takes its time, energy.hpp),
// with the derived stats the game uses, gear and
// level-up gains (progression.hpp) included. A stumbling side hits its foe one time in
// eight; one that skips or flees loses its action. Who acts first is a coin toss per
// round, and each round's effects draw from a generator seeded by the cell's seed and
// the round, so a duel is the same every time.

#include <cstdint>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/lab/lab_stats.hpp"

namespace cf {

struct DuelSetup {
    DefId attacker;
    DefId defender;
    int level = 1;  // for actors that level (the player): gains by the bot's rule
    int rounds = 10000;
    std::uint64_t seed = 1;
    int max_turns = 1000;  // a round where neither can finish the other ends here, a draw
};

struct DuelResult {
    DuelSetup setup;
    int wins = 0;      // rounds the attacker won
    int draws = 0;     // neither could finish the other
    Interval win_ci;   // Wilson, of wins / rounds
    double turns = 0;  // mean turns until one fell (decided rounds)
    double attacker_damage_per_turn = 0;
    double defender_damage_per_turn = 0;
};

// nullopt-free: unknown ids are the caller's to check (duel_problem).
DuelResult run_duel(const Content& content, const DuelSetup& setup);
// Why `setup` cannot run on `content` ("unknown actor 'orcc'"), "" when it can.
std::string duel_problem(const Content& content, const DuelSetup& setup);

std::string duel_table(const std::vector<DuelResult>& results);
std::string duel_csv(const std::vector<DuelResult>& results);

}  // namespace cf
