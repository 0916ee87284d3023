// Saving and loading a busy floor: 1,000 entities (monsters, some confused, items, the
// player with gear) and a 100-message log on a generated 80x45 floor. Goal: under
// 20 ms each. "text" is save_to_text / load_save_text; "file" adds the atomic write
// with its fsyncs, or the read, so it also measures this machine's disk;
// "hand_edited" is a save read by yaml-cpp instead of the fast subset reader.

#include <benchmark/benchmark.h>
#include <unistd.h>

#include <filesystem>
#include <stdexcept>
#include <string>

#include "engine/content/content_loader.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/game.hpp"
#include "engine/save/save.hpp"

namespace cf::bench {
namespace {

constexpr std::size_t kEntities = 1000;

const ContentPtr& bench_content_ptr() {
    static const ContentLoad load = load_content(default_content_directory());
    if (!load.content)
        throw std::runtime_error("content has problems:\n" + to_string(load.problems));
    return load.content;
}

const Content& bench_content() { return *bench_content_ptr(); }

const World& busy_floor() {
    static const World world = [] {
        const Content& c = bench_content();
        World w = Game::new_game(bench_content_ptr(), 1).world();
        const int cells = w.map.width() * w.map.height();
        for (int i = 0; w.entities.size() < kEntities; i = (i + 7) % cells) {
            const Point p = w.map.point(i);
            if (!w.map.walkable(p)) continue;
            const std::size_t n = w.entities.size();
            if (n % 5 < 3) {
                const EntityId id = spawn_actor(w, c, n % 2 ? "orc" : "troll", p);
                if (n % 7 == 0) w.find(id)->statuses["confused"] = 4;
            } else {
                spawn_item(w, c, n % 3 ? "health_potion" : "sword", p);
            }
        }
        for (int i = 0; i < 100; ++i)
            w.say("The orc attacks you for " + std::to_string(i % 5) + " hit points.",
                  Tone::enemy_attack);
        return w;
    }();
    return world;
}

std::string scratch_file() {
    return (std::filesystem::temp_directory_path() /
            ("cf_save_bench_" + std::to_string(::getpid()) + ".yaml"))
        .string();
}

void save_text(benchmark::State& state) {
    const World& w = busy_floor();
    std::size_t bytes = 0;
    for (auto _ : state) {
        const std::string text = save_to_text(w);
        bytes = text.size();
        benchmark::DoNotOptimize(text.data());
    }
    state.counters["entities"] = static_cast<double>(w.entities.size());
    state.counters["bytes"] = static_cast<double>(bytes);
}

void load_text(benchmark::State& state) {
    const std::string text = save_to_text(busy_floor());
    for (auto _ : state) {
        SaveLoad load = load_save_text(text, "bench.yaml", bench_content());
        if (!load.world) state.SkipWithError("the save did not load");
        benchmark::DoNotOptimize(load.world->entities.data());
    }
}

// A save edited by hand beyond the subset (here: a tag, `!!str`, checksum renewed) is
// read by yaml-cpp instead of the fast subset reader: the cost of that fallback.
void load_any_yaml(benchmark::State& state) {
    std::string text = save_to_text(busy_floor());
    text.replace(text.find("def: "), 5, "def: !!str ");
    text = reseal_save_text(std::move(text));
    for (auto _ : state) {
        SaveLoad load = load_save_text(text, "bench.yaml", bench_content());
        if (!load.world) state.SkipWithError("the save did not load");
        benchmark::DoNotOptimize(load.world->entities.data());
    }
}

void save_file(benchmark::State& state) {
    const std::string path = scratch_file();
    std::string error;
    for (auto _ : state) {
        if (!write_save(path, busy_floor(), error)) state.SkipWithError(error.c_str());
    }
    std::filesystem::remove(path);
}

void load_file(benchmark::State& state) {
    const std::string path = scratch_file();
    std::string error;
    if (!write_save(path, busy_floor(), error)) state.SkipWithError(error.c_str());
    for (auto _ : state) {
        SaveLoad load = load_save_file(path, bench_content());
        if (!load.world) state.SkipWithError("the save did not load");
        benchmark::DoNotOptimize(load.world->entities.data());
    }
    std::filesystem::remove(path);
}

// Registered from a static initialiser: bench_main.cpp need not know this file.
[[maybe_unused]] const bool kSaveRegistered = [] {
    benchmark::RegisterBenchmark("save/1000_entities_text/cryptforge", save_text)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("load/1000_entities_text/cryptforge", load_text)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("load/1000_entities_hand_edited/cryptforge", load_any_yaml)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("save/1000_entities_file/cryptforge", save_file)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("load/1000_entities_file/cryptforge", load_file)
        ->Unit(benchmark::kMillisecond);
    return true;
}();

}  // namespace
}  // namespace cf::bench
