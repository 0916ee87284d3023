// Rewinding a long game: a 10,000-turn game on the default content (the player in god
// mode, driven by a scripted wanderer that fights, picks up, levels and descends), its
// timeline built from its log (keyframes placed as a live game's syncs place them). Measured:
// stepping back one turn at a time from the present (goal under 20 ms), jumping to random turns
// (goal under 100 ms), and the keyframes' memory (goal under 50 MB), as counters:
// `keyframe_MB` (the timeline's own estimate), `heap_MB` (what the allocator handed out
// for the whole timeline, its copy of the log included, as measured by mallinfo2) and
// `keyframes`.

#include <benchmark/benchmark.h>
#include <malloc.h>

#include <memory>
#include <random>
#include <stdexcept>

#include "engine/content/content_loader.hpp"
#include "engine/replay/timeline.hpp"
#include "tests/support/wanderer.hpp"

namespace cf::bench {
namespace {

constexpr int kTimelineTurns = 10'000;

struct LongGame {
    std::optional<Game> game;
    std::optional<Timeline> timeline;
    double heap_mb = 0;
};

std::size_t heap_in_use() { return mallinfo2().uordblks; }

// Built once: playing 10,000 turns takes seconds.
LongGame& long_game() {
    static LongGame built = [] {
        LongGame g;
        const ContentLoad load = load_content(default_content_directory());
        if (!load.content)
            throw std::runtime_error("content has problems:\n" + to_string(load.problems));
        g.game.emplace(Game::new_game(load.content, 2026));
        g.game->apply(WorldEdit{{EditOp::set_world("god_mode", "true")}});
        test::Wanderer wanderer(9, 300);
        while (g.game->world().turn < kTimelineTurns) g.game->apply(wanderer.next(*g.game));
        const std::size_t before = heap_in_use();
        g.timeline.emplace(*g.game);
        g.heap_mb = static_cast<double>(heap_in_use() - before) / 1e6;
        return g;
    }();
    return built;
}

void report(benchmark::State& state, const LongGame& g) {
    state.counters["keyframes"] = static_cast<double>(g.timeline->keyframe_count());
    state.counters["keyframe_MB"] = static_cast<double>(g.timeline->keyframe_bytes()) / 1e6;
    state.counters["heap_MB"] = g.heap_mb;
    state.counters["turns"] = g.game->world().turn;
    state.counters["depth"] = g.game->world().depth;
}

// One turn back at a time from the present, as a user holding the key does; back at the
// present after 500 steps.
void BM_StepBack(benchmark::State& state) {
    LongGame& g = long_game();
    Timeline& t = *g.timeline;
    std::size_t at = t.size();
    t.seek(at);
    int steps = 0;
    for (auto _ : state) {
        at = t.step_back(at);
        benchmark::DoNotOptimize(t.seek(at));
        if (++steps == 500) {
            steps = 0;
            state.PauseTiming();
            at = t.size();
            t.seek(at);
            state.ResumeTiming();
        }
    }
    report(state, g);
}
BENCHMARK(BM_StepBack)->Name("timeline/step_back_from_10000")->Unit(benchmark::kMillisecond);

void BM_Jump(benchmark::State& state) {
    LongGame& g = long_game();
    std::mt19937 rng(7);
    const int last = g.game->world().turn;
    for (auto _ : state) {
        benchmark::DoNotOptimize(
            g.timeline->seek_turn(static_cast<int>(rng() % static_cast<unsigned>(last + 1))));
    }
    report(state, g);
}
BENCHMARK(BM_Jump)->Name("timeline/jump_to_random_turn")->Unit(benchmark::kMillisecond);

// What keeping the timeline costs the live game: a turn of the wanderer, with and
// without a sync (a keyframe of the present, then thinning) after it.
void play_turns(benchmark::State& state, bool with_timeline) {
    const ContentLoad load = load_content(default_content_directory());
    if (!load.content)
        throw std::runtime_error("content has problems:\n" + to_string(load.problems));
    Game game = Game::new_game(load.content, 2027);
    game.apply(WorldEdit{{EditOp::set_world("god_mode", "true")}});
    Timeline timeline(game);
    test::Wanderer wanderer(10, 300);
    for (auto _ : state) {
        game.apply(wanderer.next(game));
        if (with_timeline) timeline.sync(game);
    }
    state.counters["keyframes"] = static_cast<double>(timeline.keyframe_count());
}
void BM_TurnWithSync(benchmark::State& state) { play_turns(state, true); }
void BM_TurnAlone(benchmark::State& state) { play_turns(state, false); }
BENCHMARK(BM_TurnAlone)
    ->Name("timeline/turn_alone")
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(5000);
BENCHMARK(BM_TurnWithSync)
    ->Name("timeline/turn_with_sync")
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(5000);

}  // namespace
}  // namespace cf::bench
