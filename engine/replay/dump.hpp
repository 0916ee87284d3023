#pragma once
// `--dump-state`: the game state as YAML for tests and bug reports. Every entity is
// written through the state description (state_schema.hpp), its components nested
// (`fighter: {hp: 7}`), plus its derived stats; the world's fields and its RNG come
// first. Two runs that end in the same state give the same bytes.

#include <string>

#include "engine/rules/game.hpp"

namespace cf {

// `message_count`: how many of the last messages to include.
std::string dump_state(const Game& game, std::size_t message_count = 10);

}  // namespace cf
