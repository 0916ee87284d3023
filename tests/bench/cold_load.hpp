#pragma once
// Cold loads of content as a benchmark's iterations: what a start of the game or a
// `--content` switch costs. Releasing the snapshot and the loader's caches is not loading
// (a game keeps both for as long as it runs), so it is timed apart, as release_ms.

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "engine/content/content_loader.hpp"

namespace cf::bench {

// Loads `layers` once an iteration; counters: definitions (actors and items), release_ms
// and the loader's phases. A load with problems stops the benchmark with them.
inline void cold_load(benchmark::State& state, const std::vector<std::string>& layers) {
    std::size_t definitions = 0;
    ContentLoadStats phases;
    double release_ms = 0;
    for (auto _ : state) {
        auto loader = std::make_unique<ContentLoader>(layers);
        ContentLoad load = loader->load();
        phases = loader->stats();
        if (!load.content) {
            state.SkipWithError(("the content does not load: " + to_string(load.problems)).c_str());
            return;
        }
        definitions = load.content->actors.size() + load.content->items.size();
        // Releasing the snapshot and the loader's caches is not loading (a game keeps
        // both): timed apart, as release_ms.
        state.PauseTiming();
        const auto start = std::chrono::steady_clock::now();
        load = {};
        loader.reset();
        release_ms +=
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        state.ResumeTiming();
    }
    state.counters["release_ms"] =
        benchmark::Counter(release_ms, benchmark::Counter::kAvgIterations);
    state.counters["definitions"] = static_cast<double>(definitions);
    state.counters["list_ms"] = phases.list_ms;
    state.counters["read_ms"] = phases.read_ms;
    state.counters["parse_ms"] = phases.parse_ms;
    state.counters["build_ms"] = phases.build_ms;
}

}  // namespace cf::bench
