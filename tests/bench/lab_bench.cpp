// The balance lab's goals (issue 15): 1,000 full bot runs (to depth 10 or death) on the
// default content in under 60 s on both cores, and a duel sweep of 10,000 rounds in
// each of 20 cells in under 1 s. Each case runs once: its time is the figure.

#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

#include "engine/content/content_loader.hpp"
#include "engine/lab/duel.hpp"
#include "engine/lab/lab_runner.hpp"

namespace cf::bench {
namespace {

ContentPtr lab_content() {
    ContentLoad load = load_content(default_content_directory());
    if (!load.content) throw std::runtime_error("the default content does not load");
    return load.content;
}

void BM_LabRuns(benchmark::State& state) {
    const ContentPtr content = lab_content();
    LabOptions options;
    options.runs = static_cast<std::size_t>(state.range(0));
    options.run.max_depth = 10;
    options.jobs = 2;
    std::size_t turns = 0;
    for (auto _ : state) {
        const LabTable table = run_lab(content, options);
        for (const RunTally& r : table.runs) turns += static_cast<std::size_t>(r.turns);
        benchmark::DoNotOptimize(table.runs.data());
    }
    state.counters["runs_per_s"] =
        benchmark::Counter(static_cast<double>(options.runs), benchmark::Counter::kIsRate);
    state.counters["turns"] = static_cast<double>(turns);
}
BENCHMARK(BM_LabRuns)
    ->Name("lab/runs_depth10_2jobs")
    ->Arg(1000)
    ->Iterations(1)
    ->UseRealTime()
    ->Unit(benchmark::kSecond);

void BM_DuelSweep(benchmark::State& state) {
    const ContentPtr content = lab_content();
    for (auto _ : state) {
        int wins = 0;
        for (int cell = 0; cell < 20; ++cell) {
            // Levels 1-10 of the player against each monster.
            const DuelSetup setup{cell < 10 ? "orc" : "troll", "player", cell % 10 + 1, 10000};
            wins += run_duel(*content, setup).wins;
        }
        benchmark::DoNotOptimize(wins);
    }
}
BENCHMARK(BM_DuelSweep)->Name("lab/duel_sweep_20x10000")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace cf::bench
