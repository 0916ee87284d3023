// Dungeon generation: rooms and corridors that make a playable floor, reproducible
// from the seed.
//
// Golden files: tests/data/golden/floor_seed_N.txt hold floor 1 of seeds 1..5 as ASCII
// (tiles, with a character per entity definition drawn on top; see kEntityChars). After
// an intended change to the generator or the default content, regenerate them with
//     CF_UPDATE_GOLDEN=1 /tmp/build-tests/tests/engine_tests --gtest_filter='DungeonGolden*'
// and review the diff before checking them in.

#include "engine/map/dungeon_generator.hpp"
#include "engine/rules/floor.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "engine/rules/game.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

const std::map<DefId, char> kTileChars = {
    {"wall", '#'},       {"floor", '.'},       {"down_stairs", '>'},   {"door", '+'},
    {"open_door", '\''}, {"poison_trap", '^'}, {"teleport_trap", '%'}, {"shallow_water", '~'}};
const std::map<DefId, char> kEntityChars = {{"player", '@'},
                                            {"orc", 'o'},
                                            {"troll", 'T'},
                                            {"health_potion", '!'},
                                            {"sword", '/'},
                                            {"chainmail", '['},
                                            {"dagger", '|'},
                                            {"leather_armor", '('},
                                            {"confusion_scroll", 'c'},
                                            {"lightning_scroll", 'l'},
                                            {"fireball_scroll", 'f'}};

// One line per map row; items first so an actor on the same cell would be drawn on top.
std::string render(const World& world) {
    const Map& map = world.map;
    std::vector<std::string> rows(static_cast<std::size_t>(map.height()),
                                  std::string(static_cast<std::size_t>(map.width()), ' '));
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const auto it = kTileChars.find(map.tile_id({x, y}));
            rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] =
                it == kTileChars.end() ? '?' : it->second;
        }
    }
    for (bool actors : {false, true}) {
        for (const Entity& e : world.entities) {
            if (e.is_actor() != actors) continue;
            const auto it = kEntityChars.find(e.def);
            rows[static_cast<std::size_t>(e.pos.y)][static_cast<std::size_t>(e.pos.x)] =
                it == kEntityChars.end() ? '?' : it->second;
        }
    }
    std::string out;
    for (const std::string& row : rows) out += row + "\n";
    return out;
}

World generated(std::uint64_t seed, const ContentPtr& content = test::default_content()) {
    return Game::new_game(content, seed).world();
}

// Walkable cells reachable from `start` by king's moves.
std::set<Point> reachable(const Map& map, Point start) {
    std::set<Point> seen{start};
    std::vector<Point> todo{start};
    while (!todo.empty()) {
        const Point p = todo.back();
        todo.pop_back();
        for (Direction d : kAllDirections) {
            const Point n = p + delta(d);
            if (map.walkable(n) && seen.insert(n).second) todo.push_back(n);
        }
    }
    return seen;
}

class DungeonSeeds : public ::testing::TestWithParam<std::uint64_t> {};

TEST_P(DungeonSeeds, RoomsDoNotOverlapAndStayOnTheMap) {
    const World w = generated(GetParam());
    const auto& rooms = w.map.rooms();
    ASSERT_GE(rooms.size(), 2u);
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        const Rect& r = rooms[i];
        EXPECT_GE(r.x, 0);
        EXPECT_GE(r.y, 0);
        EXPECT_LE(r.x + r.w, w.map.width());
        EXPECT_LE(r.y + r.h, w.map.height());
        for (std::size_t j = i + 1; j < rooms.size(); ++j)
            EXPECT_FALSE(r.intersects(rooms[j])) << i << " " << j;
    }
}

TEST_P(DungeonSeeds, EveryFloorCellIsReachableFromThePlayer) {
    const World w = generated(GetParam());
    int walkable = 0;
    for (int y = 0; y < w.map.height(); ++y) {
        for (int x = 0; x < w.map.width(); ++x) walkable += w.map.walkable({x, y}) ? 1 : 0;
    }
    EXPECT_EQ(static_cast<int>(reachable(w.map, w.player().pos).size()), walkable);
}

TEST_P(DungeonSeeds, MapEdgeIsAllWall) {
    const World w = generated(GetParam());
    for (int x = 0; x < w.map.width(); ++x) {
        EXPECT_FALSE(w.map.walkable({x, 0}));
        EXPECT_FALSE(w.map.walkable({x, w.map.height() - 1}));
    }
    for (int y = 0; y < w.map.height(); ++y) {
        EXPECT_FALSE(w.map.walkable({0, y}));
        EXPECT_FALSE(w.map.walkable({w.map.width() - 1, y}));
    }
}

TEST_P(DungeonSeeds, PlayerStartsOnFloorInTheFirstRoom) {
    const World w = generated(GetParam());
    const Point p = w.player().pos;
    EXPECT_TRUE(w.map.rooms().front().contains(p));
    EXPECT_EQ(w.map.tile_id(p), "floor");
}

TEST_P(DungeonSeeds, OneStairsInTheLastRoom) {
    const World w = generated(GetParam());
    std::vector<Point> stairs;
    for (int y = 0; y < w.map.height(); ++y) {
        for (int x = 0; x < w.map.width(); ++x) {
            if (w.map.tile_id({x, y}) == "down_stairs") stairs.push_back({x, y});
        }
    }
    ASSERT_EQ(stairs.size(), 1u);
    EXPECT_TRUE(w.map.rooms().back().contains(stairs[0]));
}

TEST_P(DungeonSeeds, EntitiesStandOnFloorOneToACell) {
    const World w = generated(GetParam());
    std::set<Point> taken;
    for (const Entity& e : w.entities) {
        EXPECT_TRUE(w.map.walkable(e.pos)) << e.def << " at " << e.pos.x << "," << e.pos.y;
        EXPECT_TRUE(taken.insert(e.pos).second) << "two entities at " << e.pos.x << "," << e.pos.y;
    }
}

TEST_P(DungeonSeeds, NoMonsterStartsInThePlayersRoom) {
    const World w = generated(GetParam());
    for (const Entity& e : w.entities) {
        if (e.is_actor() && e.id != w.player_id) {
            EXPECT_FALSE(w.map.rooms().front().contains(e.pos)) << e.def;
        }
    }
}

TEST_P(DungeonSeeds, FloorOneSpawnsFromTheDepthOneTables) {
    const World w = generated(GetParam());
    for (const Entity& e : w.entities) {
        if (e.id == w.player_id) continue;
        EXPECT_EQ(e.def, e.is_actor() ? "orc" : "health_potion");
    }
}

TEST_P(DungeonSeeds, SameSeedGivesTheSameFloor) {
    EXPECT_EQ(render(generated(GetParam())), render(generated(GetParam())));
}

INSTANTIATE_TEST_SUITE_P(Seeds1To20, DungeonSeeds, ::testing::Range<std::uint64_t>(1, 21));

TEST(DungeonGenerator, DifferentSeedsGiveDifferentFloors) {
    EXPECT_NE(render(generated(1)), render(generated(2)));
}

TEST(DungeonGenerator, RoomTriesGrowWithTheFloorsArea) {
    Settings s = test::default_content()->settings;
    EXPECT_EQ(room_tries(s), s.max_rooms);  // 80x45: max_rooms itself
    s.map_width = 40;
    s.map_height = 20;
    EXPECT_EQ(room_tries(s), s.max_rooms);  // never fewer on small floors
    s.map_width = 1000;
    s.map_height = 1000;
    EXPECT_EQ(room_tries(s), s.max_rooms * 1000 * 1000 / 3600);
    s.max_rooms = 1000;
    EXPECT_EQ(room_tries(s), 277777);
}

// Rooms per cell of floor, averaged over a few seeds.
double room_density(const Settings& s, int seeds) {
    double rooms = 0;
    for (int seed = 1; seed <= seeds; ++seed) {
        Rng rng(static_cast<std::uint64_t>(seed));
        rooms += static_cast<double>(place_rooms(s, rng).size());
    }
    return rooms / seeds / (static_cast<double>(s.map_width) * s.map_height);
}

TEST(DungeonGenerator, AHugeFloorIsAsDenselyBuiltAsTheDefaultOne) {
    Settings s = test::default_content()->settings;
    const double small = room_density(s, 64);
    s.map_width = 1000;
    s.map_height = 1000;
    const double huge = room_density(s, 2);
    EXPECT_GT(huge, small * 0.9);
    EXPECT_LT(huge, small * 1.5);
}

TEST(DungeonGenerator, AHugeFloorIsConnectedAndPopulated) {
    auto c = test::edited_content();
    c->settings.map_width = 1000;
    c->settings.map_height = 1000;
    const World w = generated(3, c);
    EXPECT_GT(w.map.rooms().size(), 1000u);
    std::size_t monsters = 0;
    for (const Entity& e : w.entities) monsters += e.is_actor() && e.ai ? 1 : 0;
    EXPECT_GT(monsters, 1000u);
    // Every room's centre is reachable from the player's (a flat flood fill: a set of
    // points would be slow at this size).
    std::vector<char> seen(static_cast<std::size_t>(1000 * 1000), 0);
    std::vector<Point> todo{w.player().pos};
    seen[static_cast<std::size_t>(w.map.index(w.player().pos))] = 1;
    while (!todo.empty()) {
        const Point p = todo.back();
        todo.pop_back();
        for (Direction d : kAllDirections) {
            const Point n = p + delta(d);
            if (!w.map.walkable(n) || seen[static_cast<std::size_t>(w.map.index(n))]) continue;
            seen[static_cast<std::size_t>(w.map.index(n))] = 1;
            todo.push_back(n);
        }
    }
    for (const Rect& r : w.map.rooms()) {
        ASSERT_TRUE(seen[static_cast<std::size_t>(w.map.index(r.center()))]);
    }
}

TEST(DungeonGenerator, RoomSizesFollowTheSettings) {
    const Settings& s = test::default_content()->settings;
    Rng rng(5);
    const auto rooms = place_rooms(s, rng);
    ASSERT_FALSE(rooms.empty());
    EXPECT_LE(static_cast<int>(rooms.size()), s.max_rooms);
    for (const Rect& r : rooms) {
        EXPECT_GE(r.w, s.room_min_size);
        EXPECT_LE(r.w, s.room_max_size);
        EXPECT_GE(r.h, s.room_min_size);
        EXPECT_LE(r.h, s.room_max_size);
    }
}

TEST(DungeonGenerator, MapSizeComesFromTheSettings) {
    auto c = test::edited_content();
    c->settings.map_width = 40;
    c->settings.map_height = 30;
    const World w = generated(3, c);
    EXPECT_EQ(w.map.width(), 40);
    EXPECT_EQ(w.map.height(), 30);
}

TEST(DungeonGenerator, NewFloorKeepsThePlayerAndWhatItCarries) {
    const ContentPtr c = test::default_content();
    World w = generated(4);
    const EntityId player = w.player_id;
    w.player().fighter->hp = 17;
    w.player().inventory->items.push_back({w.new_id(), "sword"});
    w.depth = 2;
    generate_floor(w, *c);
    EXPECT_EQ(w.player_id, player);
    EXPECT_EQ(w.entities.front().id, player);
    EXPECT_EQ(w.player().fighter->hp, 17);
    EXPECT_EQ(w.player().inventory->items.size(), 3u);
    EXPECT_EQ(w.player().pos, w.map.rooms().front().center());
    EXPECT_EQ(test::count_of(w, "player"), 1);
}

TEST(DungeonGenerator, EmptySpawnTablesGiveAnEmptyFloor) {
    auto c = test::edited_content();
    c->spawns = SpawnTables{};
    const World w = generated(1, c);
    ASSERT_EQ(w.entities.size(), 1u);
    EXPECT_EQ(w.entities[0].id, w.player_id);
}

class DungeonGolden : public ::testing::TestWithParam<int> {};

TEST_P(DungeonGolden, FloorOneMatchesTheGoldenFile) {
    const std::string path =
        test::test_data_dir() + "/golden/floor_seed_" + std::to_string(GetParam()) + ".txt";
    const std::string actual = render(generated(static_cast<std::uint64_t>(GetParam())));
    if (const char* update = std::getenv("CF_UPDATE_GOLDEN");
        update && std::string(update) == "1") {
        std::ofstream(path, std::ios::binary | std::ios::trunc) << actual;
        GTEST_SKIP() << "rewrote " << path;
    }
    std::ifstream in(path, std::ios::binary);
    ASSERT_TRUE(in) << "missing " << path << "; create it with CF_UPDATE_GOLDEN=1";
    std::stringstream expected;
    expected << in.rdbuf();
    EXPECT_EQ(actual, expected.str()) << "floor 1 of seed " << GetParam()
                                      << " changed; if intended, rerun with CF_UPDATE_GOLDEN=1";
}

INSTANTIATE_TEST_SUITE_P(Seeds1To5, DungeonGolden, ::testing::Range(1, 6));

}  // namespace
}  // namespace cf
