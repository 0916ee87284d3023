#pragma once
// Turning options into a running game, shared by the window and the headless run:
// content loaded and validated, replay read, seed chosen. Failures are messages for
// stderr and exit code 2.

#include <optional>
#include <string>

#include "app/command_line.hpp"
#include "engine/io/replay.hpp"
#include "engine/rules/game.hpp"

namespace cf {

struct Bootstrap {
    ContentPtr content;
    std::string content_dir;
    std::uint64_t seed = 0;
    std::optional<Replay> replay;
    std::string map;  // prefab from --map or the replay
};

// nullopt and `error` (every problem, one per line) when something cannot load.
std::optional<Bootstrap> bootstrap(const Options& options, std::string& error);
// A new game from the bootstrap (prefab or generated), with the replay played back.
std::optional<Game> begin_game(const Bootstrap& boot, std::string& error);
// Writes --dump-state and --record files if asked; false and `error` on failure.
bool write_exit_files(const Options& options, const Bootstrap& boot, const Game* game,
                      std::string& error);

}  // namespace cf
