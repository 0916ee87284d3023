// A* corner to corner, ours against libtcod's, on the same maps. Both allow the eight
// king's moves at equal cost (libtcod's diagonal cost 1.0).
//
// libtcod's A* is not optimal: its Euclidean heuristic overestimates king's moves, so it
// searches greedily and its paths run a few percent longer than the shortest. Ours runs
// twice on the same maps: optimal (the default, what the game uses) as
// "astar/<size>/corners/cryptforge", beside libtcod, and weighted, the bounded-suboptimal
// mode, as "astar/<size>/w<weight>/cryptforge", with the weight that makes our path about
// as long as libtcod's: the like-for-like comparison, which the summary's A* goal check
// draws. Its own scenario keeps the summary's ratio column (libtcod / our optimal) true.
// Every run reports its path length as "steps".

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/map/pathfinding.hpp"
#include "tests/bench/bench_maps.hpp"

#ifdef CF_BENCH_HAVE_LIBTCOD
#include <libtcod.h>
#endif

namespace cf::bench {
namespace {

// On the 1000x1000 map 1.25 gives 1111 steps against libtcod's 1113 (the shortest is
// 1071); 1.2 gives 1108, 1.5 gives 1130. Both modes run on the same maps.
constexpr double kWeight = 1.25;

void path_ours(benchmark::State& state, const BenchMap* map, PathOptions options) {
    const BenchMap& m = *map;
    const std::uint8_t* walls = m.wall.data();
    const int width = m.width;
    const Point from{0, 0};
    const Point to{m.width - 1, m.height - 1};
    Pathfinder finder;
    std::vector<Point> path;
    for (auto _ : state) {
        path = finder.find(
            m.width, m.height, from, to,
            [walls, width](int x, int y) { return walls[y * width + x] ? 0 : 1; }, options);
        benchmark::DoNotOptimize(path.data());
    }
    if (path.empty()) state.SkipWithError("no path found");
    state.counters["steps"] = static_cast<double>(path.size());
}

#ifdef CF_BENCH_HAVE_LIBTCOD

void path_tcod(benchmark::State& state, const BenchMap* map) {
    const BenchMap& m = *map;
    TCOD_Map* tcod_map = TCOD_map_new(m.width, m.height);
    for (int y = 0; y < m.height; ++y) {
        for (int x = 0; x < m.width; ++x) {
            const bool floor = !m.is_wall(x, y);
            TCOD_map_set_properties(tcod_map, x, y, floor, floor);
        }
    }
    TCOD_path_t path = TCOD_path_new_using_map(tcod_map, 1.0f);
    bool found = false;
    for (auto _ : state) {
        found = TCOD_path_compute(path, 0, 0, m.width - 1, m.height - 1);
        benchmark::DoNotOptimize(found);
    }
    if (!found) state.SkipWithError("no path found");
    state.counters["steps"] = TCOD_path_size(path);
    TCOD_path_delete(path);
    TCOD_map_delete(tcod_map);
}

#endif

}  // namespace

void register_path_benchmarks() {
    PathOptions weighted;
    weighted.heuristic_weight = kWeight;
    // "/w1.25": the summary's A* goal check reads the weight from this name.
    char weighted_scenario[32];
    std::snprintf(weighted_scenario, sizeof weighted_scenario, "/w%g", kWeight);
    for (const BenchMap* m : {&small_map(), &large_map()}) {
        // Appended, not "literal" + string, which GCC 12 at -O3 warns about falsely.
        std::string base = "astar/";
        base += m->size_name();
        std::string corners = base;
        corners += "/corners";
        benchmark::RegisterBenchmark((corners + "/cryptforge").c_str(), path_ours, m, PathOptions{})
            ->Unit(benchmark::kNanosecond);
#ifdef CF_BENCH_HAVE_LIBTCOD
        benchmark::RegisterBenchmark((corners + "/libtcod").c_str(), path_tcod, m)
            ->Unit(benchmark::kNanosecond);
#endif
        base += weighted_scenario;
        benchmark::RegisterBenchmark((base + "/cryptforge").c_str(), path_ours, m, weighted)
            ->Unit(benchmark::kNanosecond);
    }
}

}  // namespace cf::bench
