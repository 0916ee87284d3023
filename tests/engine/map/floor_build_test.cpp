// Floors built from content with vaults (floor_build.cpp, vault_placement.cpp,
// rules/floor.cpp): every walkable cell reachable and the stairs too over many seeds, the
// same seed the same floor, orientations, unique vaults once a game and through a save,
// the vault's entities spawned, and mapstat's counts.

#include "engine/map/floor_build.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/content/vault_legend.hpp"
#include "engine/lab/map_stats.hpp"
#include "engine/map/connectivity.hpp"
#include "engine/map/dungeon_generator.hpp"
#include "engine/rules/floor.hpp"
#include "engine/save/save.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

constexpr const char* kVaults =
    "den:\n"
    "  depths: [1, 3]\n"
    "  legend:\n"
    "    'o': {entity: orc}\n"
    "    'D': {tile: door}\n"
    "    '!': {entity: {health_potion: 1, orc: 1}}\n"
    "  map:\n"
    "    - \"##D###\"\n"
    "    - \"#o..!#\"\n"
    "    - \"#....D\"\n"
    "    - \"######\"\n"
    "hall:\n"
    "  unique: true\n"
    "  weight: 5\n"
    "  legend:\n"
    "    '^': {tile: poison_trap}\n"
    "    'm': {monster: depth}\n"
    "  map:\n"
    "    - \"#########\"\n"
    "    - \"..^..m..>\"\n"
    "    - \"#########\"\n";

ContentPtr vault_content(const char* floors = "floors:\n  - depth: 1\n    vault_tries: 4\n") {
    test::ContentDir dir;
    dir.write("vaults.yaml", kVaults);
    dir.append("settings.yaml", floors);
    return dir.load_ok();
}

TEST(FloorBuild, EveryWalkableCellAndTheStairsAreReachableOverManySeeds) {
    const ContentPtr c = vault_content(
        "floors:\n  - depth: 1\n    vault_tries: 6\n  - depth: 2\n    corridors: winding\n"
        "    vault_tries: 6\n");
    int placed = 0;
    for (int depth = 1; depth <= 2; ++depth) {
        for (std::uint64_t seed = 0; seed < 150; ++seed) {
            Rng rng(seed);
            const FloorBuild b = build_floor(*c, depth, rng, {});
            const std::vector<char> reached = reachable_from(b.map, b.map.rooms().front().center());
            ASSERT_EQ(unreachable_cells(b.map, reached), 0) << "seed " << seed;
            ASSERT_EQ(b.unreachable, 0);
            for (int i = 0; i < b.map.width() * b.map.height(); ++i) {
                const Point p = b.map.point(i);
                const bool stairs = b.map.tile_id(p) == c->settings.stairs_tile;
                EXPECT_TRUE(!stairs || reached[static_cast<std::size_t>(i)]);
                // The floor's outer edge stays closed: no corridor is carved through it.
                const bool edge =
                    p.x == 0 || p.y == 0 || p.x == b.map.width() - 1 || p.y == b.map.height() - 1;
                ASSERT_FALSE(edge && b.map.walkable(p))
                    << "depth " << depth << " seed " << seed << " opens the edge at " << p.x << ","
                    << p.y;
            }
            for (const auto& [id, t] : b.tally) EXPECT_EQ(t.tried, t.placed + t.failed) << id;
            placed += static_cast<int>(b.vaults.size());
        }
    }
    EXPECT_GT(placed, 300);
}

TEST(FloorBuild, TheSameSeedGivesTheSameFloor) {
    const ContentPtr c = vault_content();
    Rng a(42);
    Rng b(42);
    const FloorBuild x = build_floor(*c, 1, a, {});
    const FloorBuild y = build_floor(*c, 1, b, {});
    EXPECT_EQ(x.map.cells(), y.map.cells());
    EXPECT_EQ(x.map.palette(), y.map.palette());
    EXPECT_EQ(a.state(), b.state());
}

TEST(FloorBuild, ContentWithoutVaultsBuildsTheFloorCarveFloorAlwaysDid) {
    test::ContentDir dir;
    const ContentPtr c = dir.load_ok();
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        Rng a(seed);
        Rng b(seed);
        const FloorBuild built = build_floor(*c, 1, a, {});
        const Map carved = carve_floor(c->settings, b);
        EXPECT_EQ(built.map.cells(), carved.cells());
        EXPECT_EQ(built.map.palette(), carved.palette());
        EXPECT_EQ(a.state(), b.state());
    }
}

TEST(VaultPlacement, OrientationsTurnAndMirrorTheRows) {
    const std::vector<std::string> rows = {"ab", "cd", "ef"};
    EXPECT_EQ(oriented_rows(rows, 0), rows);
    EXPECT_EQ(oriented_rows(rows, 1), (std::vector<std::string>{"ba", "dc", "fe"}));
    EXPECT_EQ(oriented_rows(rows, 2), (std::vector<std::string>{"ef", "cd", "ab"}));
    EXPECT_EQ(oriented_rows(rows, 4), (std::vector<std::string>{"ace", "bdf"}));
    EXPECT_EQ(allowed_orientations(VaultOrient::none), std::vector<int>{0});
    EXPECT_EQ(allowed_orientations(VaultOrient::mirror), (std::vector<int>{0, 1}));
    EXPECT_EQ(allowed_orientations(VaultOrient::any), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
}

TEST(FloorBuild, AUniqueVaultIsPlacedOnceAGameAndTheSaveRemembersIt) {
    const ContentPtr c = vault_content("floors:\n  - depth: 1\n    vault_tries: 20\n");
    World w;
    w.rng.reseed(7);
    generate_floor(w, *c);
    ASSERT_EQ(w.vaults_placed.count("hall"), 1u);
    EXPECT_EQ(w.vaults_placed.at("hall"), 1);
    const SaveLoad loaded = load_save_text(save_to_text(w), "save.yaml", *c);
    ASSERT_TRUE(loaded.world) << to_string(loaded.problems);
    EXPECT_EQ(loaded.world->vaults_placed, w.vaults_placed);
    for (int i = 0; i < 5; ++i) {
        Rng rng(static_cast<std::uint64_t>(i));
        const FloorBuild b = build_floor(*c, 1, rng, w.vaults_placed);
        EXPECT_FALSE(b.tally.contains("hall"));
    }
}

TEST(FloorBuild, TheFloorRemembersWhereItsVaultsAreThroughASave) {
    const ContentPtr c = vault_content("floors:\n  - depth: 1\n    vault_tries: 20\n");
    World w;
    w.rng.reseed(7);
    generate_floor(w, *c);
    ASSERT_FALSE(w.map.vaults().empty());
    for (const VaultArea& v : w.map.vaults()) {
        ASSERT_TRUE(c->vault(v.id)) << v.id;
        EXPECT_TRUE(w.map.in_bounds({v.area.x + v.area.w - 1, v.area.y + v.area.h - 1}));
    }
    const std::string text = save_to_text(w);
    EXPECT_THAT(text, ::testing::HasSubstr("\n  vaults:\n    - ["));
    const SaveLoad loaded = load_save_text(text, "save.yaml", *c);
    ASSERT_TRUE(loaded.world) << to_string(loaded.problems);
    EXPECT_EQ(loaded.world->map.vaults(), w.map.vaults());
    // A vault outside the map is a problem at its place, not a floor the lab misreads.
    const std::string first = "    - [" + w.map.vaults().front().id + ", ";
    std::string bad = text;
    bad.replace(bad.find(first), first.size(), first + "4000, 0, 9, 9] #");
    const SaveLoad refused = load_save_text(reseal_save_text(bad), "save.yaml", *c);
    EXPECT_FALSE(refused.world);
    EXPECT_THAT(to_string(refused.problems), ::testing::HasSubstr("inside the map"));
}

TEST(FloorBuild, AFloorWithoutVaultsSavesAsBeforeVaults) {
    test::ContentDir dir;
    const ContentPtr c = dir.load_ok();
    World w;
    w.rng.reseed(7);
    generate_floor(w, *c);
    EXPECT_TRUE(w.map.vaults().empty());
    EXPECT_EQ(save_to_text(w).find("vaults:"), std::string::npos);
}

TEST(FloorBuild, AVaultsEntitiesAreSpawnedOnItsCells) {
    const ContentPtr c = vault_content("floors:\n  - depth: 1\n    vault_tries: 20\n");
    World w;
    w.rng.reseed(3);
    generate_floor(w, *c);
    int in_vaults = 0;
    for (const Entity& e : w.entities) {
        if (e.id == w.player_id) continue;
        for (const Rect& r : w.map.rooms()) {
            if (r.contains(e.pos)) --in_vaults;
        }
        ++in_vaults;
    }
    EXPECT_GT(in_vaults, 0);
}

// Every vault kept stands on the floor cell for cell as its rows say, not only in the
// list of vaults: also when another vault was dropped for being unreached and the floor
// was built again around the ones kept.
TEST(FloorBuild, EveryKeptVaultStandsWholeOnTheFloor) {
    // A small floor crowded with vaults: some are walled in by the others.
    test::ContentDir dir;
    dir.write("vaults.yaml", std::string(kVaults) +
                                 "door_east:\n  orient: none\n  map:\n"
                                 "    - \"#####\"\n    - \"#...#\"\n    - \"#....\"\n"
                                 "    - \"#####\"\n");
    dir.replace("settings.yaml", "map_width: 80", "map_width: 30");
    dir.replace("settings.yaml", "map_height: 45", "map_height: 20");
    dir.append("settings.yaml", "floors:\n  - depth: 1\n    vault_tries: 30\n");
    const ContentPtr c = dir.load_ok();
    int vaults = 0;
    for (std::uint64_t seed = 0; seed < 150; ++seed) {
        Rng rng(seed);
        const FloorBuild b = build_floor(*c, 1, rng, {});
        for (const PlacedVault& v : b.vaults) {
            ++vaults;
            const VaultLegend legend(v.def->legend, c->settings);
            for (int y = 0; y < v.area.h; ++y) {
                for (int x = 0; x < v.area.w; ++x) {
                    const VaultGlyph* g = legend.find(
                        v.rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]);
                    ASSERT_TRUE(g) << v.def->id;
                    ASSERT_EQ(b.map.tile_id({v.area.x + x, v.area.y + y}), legend.tile(*g))
                        << "seed " << seed << ", " << v.def->id << " at " << x << "," << y;
                }
            }
        }
    }
    EXPECT_GT(vaults, 300);
}

// A vault with one way in, on a given side (not turned): the corridor is joined to the
// cell outside that side, so the vault is reached and kept on most floors, whichever
// side it is.
TEST(FloorBuild, AVaultWithOneWayInIsJoinedOnThatSide) {
    const std::vector<std::pair<std::string, std::vector<std::string>>> sides = {
        {"west", {"#####", "#...#", "....#", "#####"}},
        {"east", {"#####", "#...#", "#....", "#####"}},
        {"north", {"##.##", "#...#", "#...#", "#####"}},
        {"south", {"#####", "#...#", "#...#", "##.##"}},
    };
    for (const auto& [side, rows] : sides) {
        test::ContentDir dir;
        std::string yaml = "door_" + side + ":\n  orient: none\n  map:\n";
        for (const std::string& row : rows) yaml += "    - \"" + row + "\"\n";
        dir.write("vaults.yaml", yaml);
        dir.append("settings.yaml", "floors:\n  - depth: 1\n    vault_tries: 3\n");
        const ContentPtr c = dir.load_ok();
        int placed = 0;
        int tried = 0;
        for (std::uint64_t seed = 0; seed < 30; ++seed) {
            Rng rng(seed);
            const FloorBuild b = build_floor(*c, 1, rng, {});
            EXPECT_EQ(b.unreachable, 0) << side << " seed " << seed;
            for (const auto& [id, t] : b.tally) {
                placed += t.placed;
                tried += t.tried;
            }
        }
        EXPECT_GT(placed * 2, tried)
            << "the vault opening " << side << " was placed " << placed << " times in " << tried;
    }
}

TEST(MapStats, CountsEveryTryAndFindsNoUnreachableCell) {
    const ContentPtr c = vault_content();
    const MapStats stats = map_stats(*c, 1, 4, 20, 1);
    ASSERT_EQ(stats.depths.size(), 4u);
    EXPECT_EQ(stats.depths[0].unreachable, 0);
    const VaultTally& den = stats.depths[0].vaults.at("den");
    EXPECT_GT(den.placed, 0);
    EXPECT_EQ(den.tried, den.placed + den.failed);
    EXPECT_FALSE(stats.depths[3].vaults.contains("den"));  // depths [1, 3]
    EXPECT_THAT(map_stats_csv(stats),
                ::testing::StartsWith("depth,vault,placed,failed,tried,floors,unreachable"));
    EXPECT_THAT(map_stats_json(stats), ::testing::HasSubstr("\"den\": {\"placed\": "));
    EXPECT_THAT(map_stats_text(stats), ::testing::HasSubstr("depth 1: 20 floors"));
}

}  // namespace
}  // namespace cf
