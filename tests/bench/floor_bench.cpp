// Building floors from the shipped content (floor_build.hpp): one 80x45 floor at depth 5,
// where every shipped vault but the first depths' can be tried (three tries a floor), and
// mapstat's 1,000 floors (100 a depth over depths 1-10). Goals: < 2 ms a floor, < 10 s for
// the 1,000.

#include <benchmark/benchmark.h>

#include "engine/content/content_loader.hpp"
#include "engine/lab/map_stats.hpp"
#include "engine/map/floor_build.hpp"

namespace cf {
namespace {

const Content& shipped() {
    static const ContentLoad load = load_content(default_content_directory());
    return *load.content;
}

void BM_FloorWithVaults(benchmark::State& state) {
    const Content& c = shipped();
    std::uint64_t seed = 1;
    for (auto _ : state) {
        Rng rng(seed++);
        FloorBuild b = build_floor(c, 5, rng, {});
        benchmark::DoNotOptimize(b.map.cells().data());
    }
}
BENCHMARK(BM_FloorWithVaults)->Name("map/floor_80x45_with_vaults")->Unit(benchmark::kMillisecond);

void BM_MapStat1000(benchmark::State& state) {
    const Content& c = shipped();
    for (auto _ : state) {
        MapStats s = map_stats(c, 1, 10, 100, 1);
        benchmark::DoNotOptimize(s.depths.data());
    }
}
BENCHMARK(BM_MapStat1000)
    ->Name("map/mapstat_1000_floors")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

}  // namespace
}  // namespace cf
