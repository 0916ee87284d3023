#pragma once
// `cryptforge lab ...`: the balance lab from the command line, headless (README: Balance
// lab; `cryptforge lab --help`, `lab merge --help`, `lab duel --help` list every option).
//
//   cryptforge lab --content DIR --runs N [--first-seed S] [--max-depth D] [--max-turns T]
//                  [--jobs J] [--csv FILE] [--json FILE] [--shard I/N]
//                  [--against OTHER_DIR [--fail-on METRIC>LIMIT]...]
//   cryptforge lab --check-balance [--content DIR]... [--batch N] [--runs-cap N] [--jobs J]
//   cryptforge lab merge FILE.csv... [--csv FILE] [--json FILE]
//   cryptforge lab duel --attacker ID --defender ID [--level L | --sweep level=A..B]
//                       [--rounds N] [--seed S] [--content DIR] [--csv FILE]
//
// Exit codes: 0 done, 1 a file could not be written, 2 bad arguments or content that does
// not load (every number refused outside its bound, named), 3 a --fail-on threshold was
// broken or a point of the difficulty target failed, 5 a point was left undecided.

#include <cstddef>
#include <string>
#include <vector>

#include "engine/lab/lab_table.hpp"

namespace cf {

// The bounds of the lab's numbers. A run keeps its row in memory, so --runs is bounded
// (use --shard and `lab merge` for more); a duel costs rounds times levels.
inline constexpr int kMaxLabDepth = 10'000;
inline constexpr int kMaxLabTurns = 10'000'000;
inline constexpr unsigned kMaxLabJobs = 256;
inline constexpr int kMaxDuelLevel = 1'000;
// A duel's fights: 1,000,000 rounds ran 13 minutes with no word; 100,000 take about a
// minute, and a sweep's levels times its rounds are held to the same total.
inline constexpr int kMaxDuelRounds = 100'000;

// `args` are the words after "lab".
int run_lab_command(const std::vector<std::string>& words);

}  // namespace cf
