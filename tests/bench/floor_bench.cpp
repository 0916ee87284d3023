// Building floors from the shipped content (floor_build.hpp): one 80x45 floor at depth 5,
// where every shipped vault but the first depths' can be tried (three tries a floor), and
// mapstat's 1,000 floors (100 a depth over depths 1-10), and the vault painter's check of
// a 40x40 painting after a stroke. Goals: < 2 ms a floor, < 10 s for the 1,000, the check
// well inside a 60 fps frame (16.7 ms).

#include <benchmark/benchmark.h>

#include "engine/content/content_loader.hpp"
#include "engine/content/vault_cells.hpp"
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

// A 40x40 vault, walls round a floor with pillars every third cell and a door: the cells
// the painter checks each frame while a stroke is drawn.
void BM_VaultCells40(benchmark::State& state) {
    const Content& c = shipped();
    VaultDef v;
    std::vector<std::string> rows(40, std::string(40, '.'));
    for (int i = 0; i < 40; ++i) {
        rows[0][static_cast<std::size_t>(i)] = rows[39][static_cast<std::size_t>(i)] = '#';
        rows[static_cast<std::size_t>(i)][0] = rows[static_cast<std::size_t>(i)][39] = '#';
    }
    for (std::size_t y = 3; y < 37; y += 3)
        for (std::size_t x = 3; x < 37; x += 3) rows[y][x] = '#';
    rows[0][20] = '.';
    for (auto _ : state) {
        VaultCells cells = vault_cells(c, v, rows);
        benchmark::DoNotOptimize(cells.notes.data());
    }
}
BENCHMARK(BM_VaultCells40)->Name("map/painter_check_40x40")->Unit(benchmark::kMicrosecond);

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
