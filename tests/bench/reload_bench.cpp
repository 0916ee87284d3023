// Hot reload figures from the live-editor issue:
//  (a) a file write to the new values being live in the game: the write, the watcher
//      noticing it, the debounce, loading, validating and applying; default content,
//      the default watch options (goal: under 100 ms). The game polls like a frame loop,
//      every 1 ms or at 60 frames per second.
//  (b) Game::apply_content on a world of 10,000 entities (goal: under 2 ms).

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/core/scratch_dir.hpp"
#include "engine/live/hot_reloader.hpp"
#include "engine/rules/factory.hpp"

namespace cf::bench {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// A private copy of the default content in canonical form, removed afterwards.
struct ScratchContent : ScratchDir {
    ScratchContent() : ScratchDir("cf_reload_bench") {}
};

ContentPtr default_content() {
    ContentLoad load = load_content(default_content_directory());
    return load.content;
}

void file_write_to_applied(benchmark::State& state, WatchMode mode,
                           std::chrono::milliseconds frame) {
    ScratchContent dir;
    const ContentPtr base = default_content();
    std::string error;
    if (dir.path().empty() || !base || !save_content(*base, dir.path(), error)) {
        state.SkipWithError(("cannot set up the content directory: " + error).c_str());
        return;
    }
    // The two versions of actors.yaml the benchmark alternates between.
    std::string actors_text[2];
    for (int i = 0; i < 2; ++i) {
        Content edited = *base;
        edited.actors.at("orc").fighter.power = 3 + i;
        actors_text[i] = content_files(edited).at("actors.yaml");
    }
    Game game = Game::new_game(base, 1);
    HotReloader reloader(dir.path(), WatchOptions{mode});
    const std::string actors = dir.path() + "/actors.yaml";
    double seen_to_applied = 0;
    int version = 0;
    for (auto _ : state) {
        version = 1 - version;
        const auto start = Clock::now();
        std::ofstream(actors, std::ios::binary | std::ios::trunc) << actors_text[version];
        std::optional<HotReloadEvent> event;
        while (!(event = reloader.update(game, Clock::now()))) std::this_thread::sleep_for(frame);
        const auto end = Clock::now();
        if (!event->applied || game.content().actor("orc")->fighter.power != 3 + version) {
            state.SkipWithError("the edit was not applied");
            return;
        }
        seen_to_applied += event->latency_ms;
        state.SetIterationTime(std::chrono::duration<double>(end - start).count());
    }
    state.counters["seen_to_applied_ms"] =
        benchmark::Counter(seen_to_applied, benchmark::Counter::kAvgIterations);
}

// A 200x100 floor with the player, 7,000 monsters and 3,000 items on it.
Game big_world(const ContentPtr& content) {
    World world;
    world.seed = 1;
    world.map = Map(200, 100, content->settings.floor_tile);
    spawn_player(world, *content, {100, 50});
    const DefId actors[] = {"orc", "orc", "troll"};
    const DefId items[] = {"health_potion", "sword", "chainmail", "confusion_scroll",
                           "fireball_scroll"};
    for (int i = 0; i < 10000; ++i) {
        const Point p{i % 200, (i / 200) * 2};
        if (i % 10 < 7) {
            spawn_actor(world, *content, actors[i % 3], p);
        } else {
            spawn_item(world, *content, items[i % 5], p);
        }
    }
    return Game(content, std::move(world));
}

void apply_snapshot_10000(benchmark::State& state) {
    const ContentPtr base = default_content();
    if (!base) {
        state.SkipWithError("the default content does not load");
        return;
    }
    // Two snapshots that differ in what a designer tweaks: monster HP and power, an
    // item bonus. Every orc and troll changes max HP, so every one rescales its HP.
    auto edited = std::make_shared<Content>(*base);
    edited->actors.at("orc").fighter.hp += 5;
    edited->actors.at("orc").fighter.power += 1;
    edited->actors.at("troll").fighter.hp += 4;
    edited->items.at("sword").equippable->power += 2;
    const ContentPtr snapshots[2] = {base, edited};
    Game game = big_world(base);
    state.counters["entities"] = static_cast<double>(game.world().entities.size());
    int next = 1;
    for (auto _ : state) {
        const auto start = Clock::now();
        const ReloadReport report = game.apply_content(snapshots[next]);
        const auto end = Clock::now();
        if (!report.applied) {
            state.SkipWithError("the snapshot was refused");
            return;
        }
        benchmark::DoNotOptimize(report);
        next = 1 - next;
        state.SetIterationTime(std::chrono::duration<double>(end - start).count());
    }
}

using std::chrono::milliseconds;

[[maybe_unused]] const bool kRegistered = [] {
    const struct {
        const char* name;
        WatchMode mode;
        milliseconds frame;
    } write_cases[] = {
        {"Reload/file_write_to_applied_inotify_1ms_poll/cryptforge", WatchMode::inotify,
         milliseconds(1)},
        {"Reload/file_write_to_applied_inotify_60fps/cryptforge", WatchMode::inotify,
         milliseconds(16)},
        {"Reload/file_write_to_applied_polling_1ms_poll/cryptforge", WatchMode::polling,
         milliseconds(1)},
        {"Reload/file_write_to_applied_polling_60fps/cryptforge", WatchMode::polling,
         milliseconds(16)},
    };
    for (const auto& c : write_cases) {
        benchmark::RegisterBenchmark(c.name, file_write_to_applied, c.mode, c.frame)
            ->UseManualTime()
            ->Unit(benchmark::kMillisecond)
            ->Iterations(40);
    }
    benchmark::RegisterBenchmark("Reload/apply_snapshot_10000_entities/cryptforge",
                                 apply_snapshot_10000)
        ->UseManualTime()
        ->Unit(benchmark::kMicrosecond);
    return true;
}();

}  // namespace
}  // namespace cf::bench
