// World edits at scale: a replay of N `edit spawn` steps on an open floor, played as
// `--replay` plays it (parsed, then applied through Game::apply). The issue measured
// 0.57 s for 5,000 steps and 13.2 s for 20,000: each edit copied the whole world, so
// the cost per edit grew with the entities. Goal: the same cost per edit at any count.

#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

#include "engine/content/content_loader.hpp"
#include "engine/core/file_write.hpp"
#include "engine/core/scratch_dir.hpp"
#include "engine/replay/game_setup.hpp"
#include "engine/replay/replay.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/game.hpp"

namespace cf::bench {
namespace {

const ContentPtr& edit_content() {
    static const ContentLoad load = load_content(default_content_directory());
    if (!load.content)
        throw std::runtime_error("content has problems:\n" + to_string(load.problems));
    return load.content;
}

// A 200x200 open floor with the player in its middle.
Game open_floor() {
    const ContentPtr& content = edit_content();
    World world;
    world.seed = 1;
    world.map = Map(200, 200, content->settings.floor_tile);
    spawn_player(world, *content, {100, 100});
    return Game(content, std::move(world));
}

void replay_of_spawns(benchmark::State& state) {
    const int steps = static_cast<int>(state.range(0));
    std::string text = "seed: 1\nevents:\n";
    for (int i = 0; i < steps; ++i) {
        text += "  - edit spawn " + std::string(i % 3 ? "orc" : "health_potion") + " " +
                std::to_string(i % 199) + " " + std::to_string((i / 199) % 199) + "\n";
    }
    ScratchDir dir("cf_edit_bench");
    const std::string path = dir.path() + "/spawns.yaml";
    std::string error;
    if (dir.path().empty() || !write_file(path, text, error)) {
        state.SkipWithError(("cannot write the replay: " + error).c_str());
        return;
    }
    for (auto _ : state) {
        const ReplayLoad load = load_replay(path);
        if (!load.replay) {
            state.SkipWithError(to_string(load.problems).c_str());
            return;
        }
        Game game = open_floor();
        const std::vector<Problem> problems = play_replay(game, *load.replay, path);
        if (!problems.empty() || game.world().entities.size() != std::size_t(steps) + 1) {
            state.SkipWithError("the spawns did not all apply");
            return;
        }
    }
    state.counters["us_per_step"] = benchmark::Counter(
        double(steps), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

[[maybe_unused]] const bool kEditRegistered = [] {
    for (const int steps : {5'000, 20'000}) {
        benchmark::RegisterBenchmark("Edit/replay_of_spawn_steps/cryptforge", replay_of_spawns)
            ->Arg(steps)
            ->Unit(benchmark::kMillisecond)
            ->Iterations(1);
    }
    return true;
}();

}  // namespace
}  // namespace cf::bench
