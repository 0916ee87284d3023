#pragma once
// Replay files: a seed, an optional prefab map, and the player's commands in their
// text form. Playing one back gives exactly the recorded game.
//
//   seed: 1
//   map: arena.yaml          # optional, relative to the replay file
//   commands:
//     - move n
//     - use c 12 8
//     - reload ../content2   # hot-reload content from a directory (relative path)

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/problem.hpp"
#include "engine/rules/command.hpp"

namespace cf {

struct ReplayStep {
    std::optional<Command> command;  // set for commands
    std::string reload_directory;    // set for "reload DIR" (resolved against the file)
    int line = 0;
};

struct Replay {
    std::optional<std::uint64_t> seed;
    std::string map;  // resolved path, "" for a generated dungeon
    std::vector<ReplayStep> steps;
};

struct ReplayLoad {
    std::optional<Replay> replay;
    std::vector<Problem> problems;
};

ReplayLoad load_replay(const std::string& path);
// The replay file text for a recorded session.
std::string replay_to_yaml(std::uint64_t seed, const std::string& map,
                           const std::vector<Command>& commands);

}  // namespace cf
