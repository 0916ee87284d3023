// Field of view, ours against every libtcod algorithm, on the same maps and origins.
// Ours is timed as a game turn pays for it: clear last turn's visible cells from the
// list of what was marked, then compute and mark the new ones in a map-sized array.
// libtcod clears its whole map inside TCOD_map_compute_fov; that is its real cost, but
// it dwarfs the view itself on a big map, so two more entries state the pairs honestly:
// "cryptforge_full_clear" clears a whole map-sized array per call as libtcod does (like
// for like), and "libtcod_clear_only" times that clear alone on libtcod's cells, so
// the summary can also set ours against libtcod's time without it.
// fov_agreement_report() checks libtcod's visible sets against the exact reference.

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "engine/map/fov.hpp"
#include "tests/bench/bench_maps.hpp"
#include "tests/engine/map/fov_reference.hpp"

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

void fov_ours(benchmark::State& state, FovCase c) {
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

// Ours paying what libtcod pays: the whole visibility array cleared every call.
void fov_ours_full_clear(benchmark::State& state, FovCase c) {
    const BenchMap& m = *c.map;
    const std::uint8_t* walls = m.wall.data();
    const int width = m.width;
    std::vector<std::uint8_t> visible(m.wall.size(), 0);
    std::size_t count = 0;
    for (auto _ : state) {
        std::memset(visible.data(), 0, visible.size());
        count = 0;
        std::uint8_t* v = visible.data();
        compute_fov(
            m.width, m.height, m.centre, c.radius,
            [walls, width](int x, int y) { return walls[y * width + x] != 0; },
            [v, &count, width](int x, int y) {
                std::uint8_t& cell = v[y * width + x];
                count += cell ? 0 : 1;
                cell = 1;
            });
        benchmark::DoNotOptimize(v);
        benchmark::ClobberMemory();
    }
    state.counters["visible"] = static_cast<double>(count);
}

// Cells where a view differs from the reference's, out of the cells either one shows,
// in all and among floor cells only (walls bounding the view are where lighting rules
// differ most).
struct Agreement {
    long differing = 0;
    long in_either = 0;
    long floor_differing = 0;
    long floor_in_either = 0;

    void add(bool shown, bool exact, bool wall) {
        const long either = shown || exact ? 1 : 0;
        const long differs = shown != exact ? 1 : 0;
        in_either += either;
        differing += differs;
        floor_in_either += wall ? 0 : either;
        floor_differing += wall ? 0 : differs;
    }
    void print(const char* who, int radius) const {
        const auto percent = [](long part, long whole) {
            return whole > 0 ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0.0;
        };
        std::printf(
            "  %-36s radius %-9s differs on %5.2f%% of cells (%ld of %ld), %5.2f%% of floors\n",
            who, radius > 0 ? std::to_string(radius).c_str() : "unlimited",
            percent(differing, in_either), differing, in_either,
            percent(floor_differing, floor_in_either));
    }
};

// The maps and origins every comparison with the reference uses; calls
// check(map, origin, reference view) for each.
template <class Check>
void for_reference_views(int radius, Check&& check) {
    std::mt19937 rng(4242);
    for (int map_no = 0; map_no < 20; ++map_no) {
        const BenchMap m = detail::make_map(80, 45, static_cast<std::uint32_t>(rng()));
        const auto is_wall = [&m](int x, int y) { return m.is_wall(x, y); };
        for (int trial = 0; trial < 25; ++trial) {
            const Point o{static_cast<int>(rng() % 80u), static_cast<int>(rng() % 45u)};
            if (m.is_wall(o.x, o.y)) continue;
            check(m, o, fov_reference::visible(m.width, m.height, o, radius, is_wall));
        }
    }
}

Agreement ours_vs_reference(int radius) {
    Agreement a;
    for_reference_views(
        radius, [&](const BenchMap& m, Point o, const std::vector<std::uint8_t>& want) {
            std::vector<std::uint8_t> seen(m.wall.size(), 0);
            compute_fov(
                m.width, m.height, o, radius, [&m](int x, int y) { return m.is_wall(x, y); },
                [&](int x, int y) { seen[m.index(x, y)] = 1; });
            for (std::size_t i = 0; i < seen.size(); ++i) {
                a.add(seen[i] != 0, want[i] != 0, m.wall[i] != 0);
            }
        });
    return a;
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

void fov_tcod(benchmark::State& state, FovCase c, TCOD_fov_algorithm_t algorithm) {
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

// The whole-map reset of the fov flags that starts every TCOD_map_compute_fov, alone.
void fov_tcod_clear_only(benchmark::State& state, FovCase c) {
    TCOD_Map* map = to_tcod(*c.map);
    for (auto _ : state) {
        for (int i = 0; i < map->nbcells; ++i) map->cells[i].fov = false;
        benchmark::ClobberMemory();
    }
    TCOD_map_delete(map);
}

// Cells where libtcod's view (light_walls on) differs from the reference, over many
// origins on random 80x45 maps with 20% walls.
Agreement compare_with_reference(TCOD_fov_algorithm_t algorithm, int radius) {
    Agreement a;
    for_reference_views(radius,
                        [&](const BenchMap& m, Point o, const std::vector<std::uint8_t>& want) {
                            TCOD_Map* map = to_tcod(m);
                            TCOD_map_compute_fov(map, o.x, o.y, radius, true, algorithm);
                            for (int y = 0; y < m.height; ++y) {
                                for (int x = 0; x < m.width; ++x) {
                                    const bool theirs = TCOD_map_is_in_fov(map, x, y);
                                    const bool exact = want[m.index(x, y)] != 0;
                                    a.add(theirs, exact, m.is_wall(x, y));
                                }
                            }
                            TCOD_map_delete(map);
                        });
    return a;
}

#endif

}  // namespace

void fov_agreement_report() {
#ifdef CF_BENCH_HAVE_LIBTCOD
    std::printf(
        "\nFOV against the exact reference (Ford's symmetric shadowcasting in fractions of "
        "integers), 20 random 80x45 maps, 20%% walls, 25 origins each, walls lit:\n");
    const TcodAlgorithm compared[] = {{"shadow", FOV_SHADOW},
                                      {"symmetric_shadowcast", FOV_SYMMETRIC_SHADOWCAST}};
    for (const TcodAlgorithm& algorithm : compared) {
        const std::string who = std::string("libtcod ") + algorithm.name;
        for (int radius : {0, 8})
            compare_with_reference(algorithm.id, radius).print(who.c_str(), radius);
    }
#endif
    for (int radius : {0, 8}) ours_vs_reference(radius).print("cryptforge", radius);
}

void register_fov_benchmarks() {
    const FovCase cases[] = {{&small_map(), 8}, {&small_map(), 0}, {&large_map(), 20}};
    for (const FovCase& c : cases) {
        const std::string base = case_name(c);
        benchmark::RegisterBenchmark((base + "/cryptforge").c_str(), fov_ours, c)
            ->Unit(benchmark::kNanosecond);
        benchmark::RegisterBenchmark((base + "/cryptforge_full_clear").c_str(), fov_ours_full_clear,
                                     c)
            ->Unit(benchmark::kNanosecond);
#ifdef CF_BENCH_HAVE_LIBTCOD
        benchmark::RegisterBenchmark((base + "/libtcod_clear_only").c_str(), fov_tcod_clear_only, c)
            ->Unit(benchmark::kNanosecond);
        for (const TcodAlgorithm& a : kTcodAlgorithms) {
            benchmark::RegisterBenchmark((base + "/libtcod_" + a.name).c_str(), fov_tcod, c, a.id)
                ->Unit(benchmark::kNanosecond);
        }
#endif
    }
}

}  // namespace cf::bench
