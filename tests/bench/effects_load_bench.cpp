// Loading content made of the effect language (issue 20): 5,000 definitions over the
// shipped game, every one using effects (monsters' on_hit and abilities of damage,
// statuses, heals and summons; potions and scrolls with area statuses; weapons with
// on_hit, rings with grants), in 200 files. A cold load: listed, read, parsed, merged,
// read through the schema and validated (goal: under 100 ms). Releasing what was loaded
// is timed apart (release_ms).

#include <benchmark/benchmark.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "engine/content/content_loader.hpp"
#include "engine/core/scratch_dir.hpp"
#include "tests/bench/cold_load.hpp"

namespace cf::bench {
namespace {

namespace fs = std::filesystem;

constexpr int kEffectFiles = 200;
constexpr int kEffectDefsPerFile = 25;

std::string effect_actor(const std::string& id, int n) {
    return id + ":\n  name: Venomous " + std::to_string(n) +
           "\n  glyph: s\n  color: '#bf9f3f'\n  blocks: true\n  fighter: {hp: " +
           std::to_string(6 + n % 10) + ", power: 2, defense: 0}\n  xp: 20\n" +
           "  ai: {kind: hostile, keep_distance: " + std::to_string(n % 3) +
           ", flee_below: 20}\n  speed: " + std::to_string(n % 2 ? 100 : 150) +
           "\n  regeneration: " + std::to_string(n % 7) +
           "\n  on_hit:\n    - status: poisoned\n      turns: 3\n      chance: 50\n" +
           "  abilities:\n    - name: Spit\n      target: nearest_enemy\n      range: 5\n" +
           "      cooldown: 2\n      effects:\n        - damage: 2\n        - status: slowed\n" +
           "          turns: 2\n    - name: Mend\n      target: wounded_ally\n      range: 6\n" +
           "      when: {hp_below: 50}\n      effects:\n        - heal: 3\n" +
           "    - name: Call\n      target: self\n      cooldown: 20\n      effects:\n" +
           "        - summon: " + id + "\n          count: 1\n";
}

std::string effect_item(const std::string& id, int n) {
    switch (n % 3) {
        case 0:
            return id + ":\n  name: Sleep scroll " + std::to_string(n) +
                   "\n  glyph: '~'\n  use:\n    target: cell\n    range: 8\n    radius: 2\n" +
                   "    effects:\n      - status: asleep\n        turns: 8\n" +
                   "        message: '{Target} {is} put to sleep.'\n";
        case 1:
            return id + ":\n  name: Venom blade " + std::to_string(n) +
                   "\n  glyph: '/'\n  equippable:\n    slot: weapon\n    power: 2\n" +
                   "    on_hit:\n      - status: poisoned\n        turns: 5\n        chance: 75\n";
        default:
            return id + ":\n  name: Ring " + std::to_string(n) +
                   "\n  glyph: '='\n  equippable:\n    slot: ring\n    grants: [regenerating]\n";
    }
}

// The shipped game plus 200 files of 25 definitions each, alternating actors and items.
std::string write_effects_pack(const std::string& root) {
    const fs::path dir = fs::path(root) / "content";
    fs::copy(default_content_directory(), dir, fs::copy_options::recursive);
    for (int file = 0; file < kEffectFiles; ++file) {
        const bool actors = file % 2 == 0;
        const fs::path path =
            dir / (actors ? "actors" : "items") / ("effects_" + std::to_string(file) + ".yaml");
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        for (int i = 0; i < kEffectDefsPerFile; ++i) {
            const int n = file * kEffectDefsPerFile + i;
            const std::string id = "fx" + std::to_string(n);
            out << (actors ? effect_actor(id, n) : effect_item(id, n));
        }
    }
    return dir.string();
}

void BM_EffectsColdLoad(benchmark::State& state) {
    const ScratchDir scratch("cf_effects_bench");
    const std::string dir = write_effects_pack(scratch.path());
    cold_load(state, {dir});
}
BENCHMARK(BM_EffectsColdLoad)
    ->Name("effects/cold_load_5000/cryptforge")
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace cf::bench
