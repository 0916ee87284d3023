// Field of view, ours against every libtcod algorithm, on the same maps and origins.
// Ours is timed as a game turn pays for it: clear last turn's visible cells from the
// list of what was marked, then compute and mark the new ones in a map-sized array.
// libtcod clears its whole map inside TCOD_map_compute_fov; that is its real cost.

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/map/fov.hpp"
#include "tests/bench/bench_maps.hpp"

#ifdef CF_BENCH_HAVE_LIBTCOD
#include <libtcod.h>
#endif

namespace cf::bench {
namespace {

struct FovCase {
    const BenchMap* map;
    int radius;  // 0 = unlimited, as in both libraries
};

// Built by appending: GCC 12 at -O3 warns falsely (-Wrestrict) on "literal" + string.
std::string case_name(const FovCase& c) {
    std::string name = "fov/";
    name += c.map->size_name();
    name += c.radius > 0 ? "/r" : "/unlimited";
    if (c.radius > 0) name += std::to_string(c.radius);
    return name;
}

// What a game keeps between turns: a map-sized visibility array plus the list of
// cells it marked, so the next turn clears just those.
class Visibility {
public:
    explicit Visibility(std::size_t cells) : visible_(cells, 0), marked_(cells, 0) {}

    void clear() {
        for (std::size_t i = 0; i < count_; ++i) visible_[static_cast<std::size_t>(marked_[i])] = 0;
        count_ = 0;
    }
    std::size_t count() const { return count_; }
    std::uint8_t* visible() { return visible_.data(); }
    int* marked() { return marked_.data(); }
    void set_count(std::size_t count) { count_ = count; }

private:
    std::vector<std::uint8_t> visible_;
    std::vector<int> marked_;  // sized for the whole map: no growth check per cell
    std::size_t count_ = 0;
};

void run_ours(benchmark::State& state, FovCase c) {
    const BenchMap& m = *c.map;
    const std::uint8_t* walls = m.wall.data();
    const int width = m.width;
    Visibility vis(m.wall.size());
    for (auto _ : state) {
        vis.clear();
        std::uint8_t* visible = vis.visible();
        int* marked = vis.marked();
        std::size_t count = 0;
        compute_fov(
            m.width, m.height, m.centre, c.radius,
            [walls, width](int x, int y) { return walls[y * width + x] != 0; },
            [visible, marked, &count, width](int x, int y) {
                const int i = y * width + x;
                if (visible[i]) return;
                visible[i] = 1;
                marked[count++] = i;
            });
        vis.set_count(count);
        benchmark::DoNotOptimize(marked);
        benchmark::ClobberMemory();
    }
    state.counters["visible"] = static_cast<double>(vis.count());
}

#ifdef CF_BENCH_HAVE_LIBTCOD

struct TcodAlgorithm {
    const char* name;
    TCOD_fov_algorithm_t id;
};

constexpr TcodAlgorithm kTcodAlgorithms[] = {
    {"basic", FOV_BASIC},
    {"diamond", FOV_DIAMOND},
    {"shadow", FOV_SHADOW},
    {"permissive0", FOV_PERMISSIVE_0},
    {"permissive1", FOV_PERMISSIVE_1},
    {"permissive2", FOV_PERMISSIVE_2},
    {"permissive3", FOV_PERMISSIVE_3},
    {"permissive4", FOV_PERMISSIVE_4},
    {"permissive5", FOV_PERMISSIVE_5},
    {"permissive6", FOV_PERMISSIVE_6},
    {"permissive7", FOV_PERMISSIVE_7},
    {"permissive8", FOV_PERMISSIVE_8},
    {"restrictive", FOV_RESTRICTIVE},
    {"symmetric_shadowcast", FOV_SYMMETRIC_SHADOWCAST},
};

TCOD_Map* to_tcod(const BenchMap& m) {
    TCOD_Map* map = TCOD_map_new(m.width, m.height);
    for (int y = 0; y < m.height; ++y) {
        for (int x = 0; x < m.width; ++x) {
            const bool floor = !m.is_wall(x, y);
            TCOD_map_set_properties(map, x, y, floor, floor);
        }
    }
    return map;
}

void run_tcod(benchmark::State& state, FovCase c, TCOD_fov_algorithm_t algorithm) {
    const BenchMap& m = *c.map;
    TCOD_Map* map = to_tcod(m);
    for (auto _ : state) {
        // light_walls = true: the walls bounding the view are lit, as ours reveals them.
        TCOD_map_compute_fov(map, m.centre.x, m.centre.y, c.radius, true, algorithm);
        benchmark::ClobberMemory();
    }
    int visible = 0;
    for (int y = 0; y < m.height; ++y) {
        for (int x = 0; x < m.width; ++x) visible += TCOD_map_is_in_fov(map, x, y) ? 1 : 0;
    }
    state.counters["visible"] = visible;
    TCOD_map_delete(map);
}

#endif

}  // namespace

void register_fov_benchmarks() {
    const FovCase cases[] = {{&small_map(), 8}, {&small_map(), 0}, {&large_map(), 20}};
    for (const FovCase& c : cases) {
        const std::string base = case_name(c);
        benchmark::RegisterBenchmark((base + "/cryptforge").c_str(), run_ours, c)
            ->Unit(benchmark::kNanosecond);
#ifdef CF_BENCH_HAVE_LIBTCOD
        for (const TcodAlgorithm& a : kTcodAlgorithms) {
            benchmark::RegisterBenchmark((base + "/libtcod_" + a.name).c_str(), run_tcod, c, a.id)
                ->Unit(benchmark::kNanosecond);
        }
#endif
    }
}

}  // namespace cf::bench
