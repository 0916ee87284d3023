#pragma once
// `--dump-state`: the game state as YAML for tests and bug reports, all of it through the
// state description (state_schema.hpp): the world's fields and its RNG first, then the
// player, then every entity (the player again among them), each with its components
// nested (`fighter: {hp: 7}`) and its derived stats. Two runs that end in the same state
// give the same bytes.

#include <string>

#include "engine/rules/game.hpp"

namespace cf {

// The largest dump written, and so read by `cryptforge diff`, in bytes and YAML values:
// above a save's limits (kMaxSaveBytes, 2 million values), since a dump holds a little
// more than a save for each entity.
inline constexpr std::size_t kMaxDumpBytes = std::size_t{64} * 1024 * 1024;
inline constexpr std::size_t kMaxDumpValues = 4'000'000;

// `message_count`: how many of the last messages to include.
std::string dump_state(const Game& game, std::size_t message_count = 10);

// Writes dump_state(game) to `path` (write_file), unless it is larger than a dump may be
// (then nothing is written). False and `error` saying why. Tests give smaller limits.
bool write_dump(const std::string& path, const Game& game, std::string& error,
                std::size_t max_bytes = kMaxDumpBytes, std::size_t max_values = kMaxDumpValues);

}  // namespace cf
