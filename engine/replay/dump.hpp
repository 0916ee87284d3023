#pragma once
// `--dump-state`: the game state as YAML for tests and bug reports. Keys are stable;
// later features add keys, never rename them.

#include <string>

#include "engine/rules/game.hpp"

namespace cf {

// `message_count`: how many of the last messages to include.
std::string dump_state(const Game& game, std::size_t message_count = 10);

}  // namespace cf
