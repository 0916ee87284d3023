// Content at scale (issue 21), on a generated pack of 5,000 definitions in 201 files,
// template chains five deep, two layers (tests/support/content_pack.hpp):
//  - a cold load: every file listed, read, parsed, merged, read through the schema and
//    validated (goal: under 100 ms; releasing what was loaded is timed apart, release_ms);
//  - after an edit of one file, a reload parsing that file alone and applying the new
//    snapshot to a running game (goal: under 30 ms);
//  - saving one edit into the pack: the layered save's plan (the edit written into the
//    files that hold it, proved by loading the new files in memory) and the writes, then a
//    load of the written files to check they give the edited content (goal: under 50 ms,
//    so the editor never stalls; the editor's edited snapshot, which it holds anyway, is
//    made and released outside the timed part, and so is that last load);
//  - the default content's cold load, for scale.

#include <benchmark/benchmark.h>

#include <chrono>
#include <fstream>
#include <memory>

#include "engine/content/content_loader.hpp"
#include "engine/content/content_save.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/core/scratch_dir.hpp"
#include "engine/rules/content_reload.hpp"
#include "tests/bench/cold_load.hpp"
#include "tests/support/content_pack.hpp"

namespace cf::bench {
namespace {

struct Pack {
    ScratchDir dir{"cf_content_bench"};
    test::PackShape shape;
    test::ContentPack pack;

    Pack() { pack = test::write_content_pack(dir.path(), default_content_directory(), shape); }
};

void BM_ContentColdLoadPack(benchmark::State& state) {
    const Pack pack;
    cold_load(state, pack.pack.layers);
}
BENCHMARK(BM_ContentColdLoadPack)
    ->Name("content/cold_load_5000/cryptforge")
    ->Unit(benchmark::kMillisecond);

void BM_ContentColdLoadDefault(benchmark::State& state) {
    cold_load(state, {default_content_directory()});
}
BENCHMARK(BM_ContentColdLoadDefault)
    ->Name("content/cold_load_default/cryptforge")
    ->Unit(benchmark::kMillisecond);

void BM_ContentReloadOneFile(benchmark::State& state) {
    const Pack pack;
    ContentLoader loader(pack.pack.layers);
    const ContentLoad first = loader.load();
    if (!first.content) {
        state.SkipWithError("the pack does not load");
        return;
    }
    Game game = Game::new_game(first.content, 1);
    const std::string file = pack.pack.layers[0] + "/" + pack.pack.family_files[2];
    int variant = 0;
    double load_ms = 0;
    double apply_ms = 0;
    for (auto _ : state) {
        state.PauseTiming();
        variant = 1 - variant;
        std::ofstream(file, std::ios::trunc) << test::family_file_text(2, pack.shape, variant);
        state.ResumeTiming();
        const auto start = std::chrono::steady_clock::now();
        const ContentLoad load = loader.load();
        load_ms +=
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        if (!load.content || loader.stats().parsed != 1) {
            state.SkipWithError("the reload did not parse exactly the changed file");
            return;
        }
        const auto applying = std::chrono::steady_clock::now();
        const bool applied = apply_snapshot(game, load.content).applied;
        apply_ms +=
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - applying)
                .count();
        if (!applied) {
            state.SkipWithError("the new snapshot was not applied");
            return;
        }
    }
    state.counters["parsed_files"] = static_cast<double>(loader.stats().parsed);
    state.counters["load_ms"] = benchmark::Counter(load_ms, benchmark::Counter::kAvgIterations);
    state.counters["apply_ms"] = benchmark::Counter(apply_ms, benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_ContentReloadOneFile)
    ->Name("content/reload_one_file_5000/cryptforge")
    ->Unit(benchmark::kMillisecond);

// The editor's save of one changed field of a definition made from a template chain in
// a base family file, with the mod layer over the base: the edit goes to the top layer
// (the mod) as a partial definition, then into the same block again on later saves.
void BM_ContentSaveOneEdit(benchmark::State& state) {
    const Pack pack;
    ContentLoad loaded = load_content_layers(pack.pack.layers);
    if (!loaded.content) {
        state.SkipWithError("the pack does not load");
        return;
    }
    ContentPtr base = loaded.content;
    double plan_ms = 0;
    double write_ms = 0;
    double reload_ms = 0;
    int hp = 0;
    using Clock = std::chrono::steady_clock;
    const auto ms = [](Clock::time_point a, Clock::time_point b) {
        return std::chrono::duration<double, std::milli>(b - a).count();
    };
    for (auto _ : state) {
        // The edited snapshot is the editor's, made and kept whether it saves or not: its
        // copy and its release are not the save's.
        state.PauseTiming();
        auto next = std::make_unique<Content>(*base);
        next->actors.at("fam2_c0_3").fighter.hp = 30 + (hp++ % 7);
        state.ResumeTiming();
        const auto start = Clock::now();
        const SavePlan plan = plan_save(*base, *next, base->directory);
        const auto planned = Clock::now();
        const SaveOutcome outcome = carry_out(plan);
        const auto written = Clock::now();
        if (!plan.refused.empty() || !outcome.ok) {
            state.SkipWithError(("not saved: " + plan.refused + outcome.error).c_str());
            return;
        }
        state.PauseTiming();
        const auto reloading = Clock::now();
        loaded = load_content_layers(pack.pack.layers);
        reload_ms += ms(reloading, Clock::now());
        if (!loaded.content || !same_definitions(*loaded.content, *next)) {
            state.SkipWithError("the saved files do not load back as the edited content");
            return;
        }
        next.reset();
        base = loaded.content;
        state.ResumeTiming();
        plan_ms += ms(start, planned);
        write_ms += ms(planned, written);
    }
    const auto average = benchmark::Counter::kAvgIterations;
    state.counters["plan_ms"] = benchmark::Counter(plan_ms, average);
    state.counters["write_ms"] = benchmark::Counter(write_ms, average);
    state.counters["check_reload_ms"] = benchmark::Counter(reload_ms, average);
}
BENCHMARK(BM_ContentSaveOneEdit)
    ->Name("content/save_one_edit_5000/cryptforge")
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace cf::bench
