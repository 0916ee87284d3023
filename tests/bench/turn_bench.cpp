// Whole game turns with crowds of hunting monsters: the player waits 200 turns in god
// mode while every monster in view hunts it (and, in the factions case, its foes of the
// other faction). Each iteration plays the 200 turns from
// the same start, so the crowd gathering round the player is part of what is timed;
// the "turn_ms" counter is CPU time per turn (FOV, monster turns, messages). Also a
// generated 1000x1000 floor: generating it, and turns on it with the player and every
// monster seeing 20 cells, so every monster the player can see is awake and hunting
// (monsters act only in the player's view).

#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/content/content_loader.hpp"
#include "engine/map/dungeon_generator.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/floor.hpp"
#include "engine/rules/game.hpp"

namespace cf::bench {
namespace {

constexpr int kArenaTurns = 200;

struct ArenaCase {
    const char* name;
    int width;
    int height;
    int monsters;
    int vision;  // of every hostile monster, and the player's FOV radius
    // 0: spread over the whole arena; otherwise packed into the floor of a square this
    // wide round the player (a horde: most of the view is monsters).
    int packed_side = 0;
    // > 0: every this-many-th monster is poisoned for longer than the run (1: all).
    int poisoned_every = 0;
    // Orcs at speed 150 and trolls at 50 instead of 100.
    bool mixed_speeds = false;
    // Walls cut the arena into rooms of 11x8 with a door in the middle of each side, and
    // one cell in eleven is shallow water (twice a move): paths go through doors and
    // weigh move costs.
    bool doors_and_water = false;
    // Orcs and trolls on two factions hostile to each other (every other monster a troll),
    // so the crowd fights itself as well as the player: one field per faction.
    bool two_factions = false;
};

constexpr ArenaCase kArenaCases[] = {
    {"turn/arena_80x45/1000_v8", 80, 45, 1000, 8},
    {"turn/arena_80x45/3000_v8", 80, 45, 3000, 8},
    {"turn/arena_1000x1000/20000_v8", 1000, 1000, 20000, 8},
    {"turn/arena_1000x1000/20000_v8_packed", 1000, 1000, 20000, 8, 150},
    {"turn/arena_80x45/1000_v20", 80, 45, 1000, 20},
    {"turn/arena_80x45/3000_v20", 80, 45, 3000, 20},
    {"turn/arena_80x45/1000_v8_statuses_speeds", 80, 45, 1000, 8, 0, 3, true},
    {"turn/arena_80x45/3000_v20_statuses_speeds", 80, 45, 3000, 20, 0, 3, true},
    {"turn/arena_1000x1000/20000_v8_statuses_speeds", 1000, 1000, 20000, 8, 0, 3, true},
    {"turn/arena_1000x1000/1000_poisoned", 1000, 1000, 1000, 8, 0, 1},
    {"turn/arena_80x45/1000_v8_doors_water", 80, 45, 1000, 8, 0, 0, false, true},
    {"turn/arena_80x45/3000_v20_doors_water", 80, 45, 3000, 20, 0, 0, false, true},
    {"turn/arena_80x45/2x1000_factions_v20", 80, 45, 2000, 20, 0, 0, false, false, true},
};

// The tile of a cell of the doors-and-water arena: its room walls (every 12th column,
// every 9th row), a door in the middle of each wall's stretch, water, else floor.
DefId terrain_tile(const Settings& s, int x, int y) {
    const bool wall_x = x % 12 == 0;
    const bool wall_y = y % 9 == 0;
    if (wall_x && wall_y) return s.wall_tile;
    if (wall_x) return y % 9 == 4 ? s.door_tile : s.wall_tile;
    if (wall_y) return x % 12 == 6 ? s.door_tile : s.wall_tile;
    return (x * 7 + y * 3) % 11 == 0 ? s.water_tile : s.floor_tile;
}

// The poison of the statuses cases: one HP at the start of each of the bearer's turns.
StatusDef bench_poison() {
    StatusDef poison;
    poison.id = "bench_poisoned";
    poison.name = "Poisoned";
    EffectDef damage;
    damage.kind = EffectKind::damage;
    damage.amount = 1;
    poison.each_turn.push_back(damage);
    return poison;
}

const ContentPtr& turn_base_content() {
    static const ContentLoad load = load_content(default_content_directory());
    if (!load.content)
        throw std::runtime_error("content has problems:\n" + to_string(load.problems));
    return load.content;
}

// The default content with every hostile monster seeing `vision` cells and the player
// seeing as far (monsters act when the player sees them).
std::shared_ptr<Content> content_with_vision(int vision, int width, int height) {
    auto content = std::make_shared<Content>(*turn_base_content());
    content->settings.fov_radius = vision;
    content->settings.map_width = width;
    content->settings.map_height = height;
    for (auto& [id, def] : content->actors) {
        if (def.ai.kind == AiKind::hostile) def.vision = vision;
    }
    content->statuses.emplace("bench_poisoned", bench_poison());
    return content;
}

// An open room walled at the border, the player at its centre and `monsters` orcs and
// trolls on distinct floor cells picked by a fixed seed (from a square round the
// player when packed).
Game arena_game(const ArenaCase& c) {
    auto content = content_with_vision(c.vision, c.width, c.height);
    if (c.mixed_speeds) {
        content->actors.at("orc").speed = 150;
        content->actors.at("troll").speed = 50;
    }
    if (c.two_factions) {
        FactionDef red;
        red.id = "bench_red";
        red.hostile = {"bench_blue"};
        FactionDef blue;
        blue.id = "bench_blue";
        content->factions.insert_or_assign(red.id, red);
        content->factions.insert_or_assign(blue.id, blue);
        content->actors.at("orc").faction = red.id;
        content->actors.at("troll").faction = blue.id;
    }
    World world;
    world.seed = 1;
    world.rng.reseed(1);
    world.god_mode = true;
    world.map = Map(c.width, c.height, content->settings.wall_tile);
    const Point centre{c.width / 2, c.height / 2};
    std::vector<Point> floor;
    for (int y = 1; y < c.height - 1; ++y) {
        for (int x = 1; x < c.width - 1; ++x) {
            const DefId tile = c.doors_and_water ? terrain_tile(content->settings, x, y)
                                                 : content->settings.floor_tile;
            world.map.set_tile({x, y}, tile);
            if (tile != content->settings.floor_tile) continue;  // monsters start on floor
            if (c.packed_side == 0 || 2 * chebyshev_distance({x, y}, centre) < c.packed_side) {
                floor.push_back({x, y});
            }
        }
    }
    spawn_player(world, *content, centre);
    std::erase(floor, centre);
    std::mt19937 rng(7);
    for (std::size_t i = 0; i + 1 < floor.size(); ++i) {
        const std::size_t j = i + rng() % (floor.size() - i);
        std::swap(floor[i], floor[j]);
    }
    const auto count = std::min(floor.size(), static_cast<std::size_t>(c.monsters));
    for (std::size_t i = 0; i < count; ++i) {
        const bool troll = c.two_factions ? i % 2 == 1 : i % 4 == 3;
        const EntityId id = spawn_actor(world, *content, troll ? "troll" : "orc", floor[i]);
        if (c.poisoned_every > 0 && i % static_cast<std::size_t>(c.poisoned_every) == 0) {
            Entity& m = *world.find(id);
            m.fighter->hp = 100000;  // lives through the run's poison
            m.statuses["bench_poisoned"] = 100000;
        }
    }
    world.map.bind(*content);
    return Game(std::move(content), std::move(world));
}

// A generated floor of 1000x1000 cells with the default spawn tables; the player and
// every monster see 20 cells.
Game big_floor_game() {
    ContentPtr content = content_with_vision(20, 1000, 1000);
    Game game = Game::new_game(content, 1);
    game.mutable_world().god_mode = true;
    return game;
}

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

void play_arena_turns(benchmark::State& state, const Game& start) {
    double spent = 0;
    std::int64_t turns = 0;
    std::size_t actors = 0;
    for (auto _ : state) {
        state.PauseTiming();
        Game game = start;
        state.ResumeTiming();
        const double before = cpu_seconds();
        for (int t = 0; t < kArenaTurns; ++t) game.submit(Command::wait());
        spent += cpu_seconds() - before;
        turns += kArenaTurns;
        actors = game.world().entities.size();
        benchmark::DoNotOptimize(game.world().entities.data());
    }
    state.counters["turn_ms"] = turns > 0 ? spent * 1000.0 / static_cast<double>(turns) : 0.0;
    state.counters["actors"] = static_cast<double>(actors);
}

void run_arena(benchmark::State& state, const ArenaCase& c) {
    play_arena_turns(state, arena_game(c));
}

void run_big_floor(benchmark::State& state) { play_arena_turns(state, big_floor_game()); }

void generate_big_floor(benchmark::State& state) {
    const ContentPtr content = content_with_vision(8, 1000, 1000);
    std::size_t actors = 0;
    std::size_t rooms = 0;
    for (auto _ : state) {
        World world;
        world.rng.reseed(1);
        generate_floor(world, *content);
        actors = world.entities.size();
        rooms = world.map.rooms().size();
        benchmark::DoNotOptimize(world.entities.data());
    }
    state.counters["rooms"] = static_cast<double>(rooms);
    state.counters["actors"] = static_cast<double>(actors);
}

// Registered from a static initialiser: bench_main.cpp need not know this file.
[[maybe_unused]] const bool kTurnRegistered = [] {
    for (const ArenaCase& c : kArenaCases) {
        benchmark::RegisterBenchmark((std::string(c.name) + "/cryptforge").c_str(), run_arena, c)
            ->Unit(benchmark::kMillisecond)
            ->Iterations(2);
    }
    benchmark::RegisterBenchmark("turn/generated_1000x1000/awake_v20/cryptforge", run_big_floor)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(2);
    benchmark::RegisterBenchmark("generate/1000x1000/cryptforge", generate_big_floor)
        ->Unit(benchmark::kMillisecond);
    return true;
}();

}  // namespace
}  // namespace cf::bench
