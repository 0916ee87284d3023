#pragma once
// Building a game from the command line's choices, shared by the window and the
// headless run: content, seed, optional prefab map, optional replay to play back.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/problem.hpp"
#include "engine/replay/replay.hpp"
#include "engine/rules/game.hpp"

namespace cf {

struct GameSetup {
    ContentPtr content;
    std::uint64_t seed = 1;
    std::string map;  // prefab path, "" for a generated floor 1
    std::string
        save_text;  // a saved game to start from (a recording's start_save); wins over map and seed
    std::string save_name;  // how problems name it
};

struct GameStart {
    std::optional<Game> game;
    std::vector<Problem> problems;
};

GameStart start_game(const GameSetup& setup);

// Plays the steps of `replay` into `game` (reload steps go through reload_content).
// Returns a problem at the step's line for each reload whose content did not load and
// each edit or revision the game refused; the replay goes on past them. A recording
// carries a state hash after each event: at the first that differs the replay stops,
// with a problem naming the step, its turn, and the first field that differs at the
// next keyframe. With `stop_at_turn`, playing stops before the first step taken at
// that turn or later (--seek).
std::vector<Problem> play_replay(Game& game, const Replay& replay,
                                 const std::string& shown_name = "replay",
                                 std::optional<int> stop_at_turn = std::nullopt);

}  // namespace cf
