// The save writer and reader share their limits: every save written can be continued,
// and a game too large for a save says so before anything is written.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/content/floor_bounds.hpp"
#include "engine/core/file_write.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/game.hpp"
#include "engine/save/save.hpp"
#include "engine/save/save_format.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

World limits_world(const Content& c) {
    World w;
    w.seed = 2;
    w.map = Map(4, 3, c.settings.floor_tile);
    spawn_player(w, c, {1, 1});
    return w;
}

// A floor crowded with `orcs` orcs, as a big prefab full of them would be.
World crowded_world(const Content& c, int side, int orcs) {
    World w = limits_world(c);
    w.map = Map(side, side, c.settings.floor_tile);
    for (int i = 0; i < orcs; ++i) spawn_actor(w, c, "orc", {i % side, (i / side) % side});
    return w;
}

TEST(SaveLimits, TextOverTheByteLimitDoesNotFit) {
    const std::string text = save_to_text(limits_world(*test::default_content()));
    std::string error;
    EXPECT_TRUE(save_format::fits_in_a_save(text, text.size(), error)) << error;
    EXPECT_FALSE(save_format::fits_in_a_save(text, text.size() - 1, error));
    EXPECT_THAT(error, HasSubstr("too large to save"));
    EXPECT_THAT(error, HasSubstr("at most " + std::to_string(text.size() - 1)));
}

// The reader also refuses more than two million YAML values, which a crowded floor
// reaches well below the byte limit: before, such a game was saved and then refused.
TEST(SaveLimits, AGameTheReaderWouldRefuseIsNotWrittenAndTheOldSaveStays) {
    const Content& c = *test::default_content();
    test::TempDir dir;
    const std::string path = dir.file("save.yaml");
    std::string error;
    ASSERT_TRUE(write_save(path, limits_world(c), error)) << error;
    std::string before = test::file_text(path);

    const World crowded = crowded_world(c, 400, 130000);
    EXPECT_FALSE(write_save(path, crowded, error));
    // The values, not the bytes, are what is too many (the byte limit's words differ).
    EXPECT_THAT(error, HasSubstr("too large to save"));
    EXPECT_THAT(error, HasSubstr("values, the most a save may hold"));
    std::string after = test::file_text(path);
    EXPECT_EQ(after, before);
    EXPECT_TRUE(load_save_file(path, c).world);
}

// Just under the limits a crowded floor is written and loads back the same.
TEST(SaveLimits, ACrowdedGameWithinTheLimitsIsSavedAndLoads) {
    const Content& c = *test::default_content();
    test::TempDir dir;
    const std::string path = dir.file("save.yaml");
    const World crowded = crowded_world(c, 200, 40000);
    std::string error;
    ASSERT_TRUE(write_save(path, crowded, error)) << error;
    SaveLoad load = load_save_file(path, c);
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_EQ(load.world->entities.size(), crowded.entities.size());
}

// The biggest floor content validation accepts: a 1,000x1,000 map with 100 monsters and
// 100 items a room, as many creatures as settings allow, a 500x500 vault full of potions
// tried 100 times, traps and pools at their most. It passed validation and then could
// never be saved (its floor held about 250,000 items, more values than the save reader
// takes): the loader's and the floor's bounds now come from the table the save reader's
// caps are checked against (floor_bounds.hpp). 100 rooms, not the 1,000 settings allow:
// each corridor the vault blocks is carved by a search of the whole floor, and 1,000 of
// them take two minutes, too long for the unit suite (the bounds do not depend on it).
TEST(SaveLimits, TheBiggestContentValidationAcceptsMakesAGameThatSavesAndLoads) {
    test::ContentDir dir;
    dir.replace("settings.yaml", "map_width: 80", "map_width: " + std::to_string(kMaxFloorSide));
    dir.replace("settings.yaml", "map_height: 45", "map_height: " + std::to_string(kMaxFloorSide));
    dir.replace("settings.yaml", "max_rooms: 30", "max_rooms: 3");
    dir.replace("settings.yaml", "room_min_size: 6", "room_min_size: 3");
    dir.replace("settings.yaml", "max_creatures: 4000",
                "max_creatures: " + std::to_string(kMaxCreaturesPerFloor));
    dir.replace("settings.yaml", "traps_per_floor: 4", "traps_per_floor: 1000");
    dir.replace("settings.yaml", "water_pools: 3", "water_pools: 1000");
    dir.append("settings.yaml", "floors:\n  - depth: 1\n    rooms: 3\n    vault_tries: 100\n");
    dir.replace("spawns.yaml", "max_monsters_per_room:\n  1: 2",
                "max_monsters_per_room:\n  1: 100");
    dir.replace("spawns.yaml", "max_items_per_room:\n  1: 1", "max_items_per_room:\n  1: 100");
    // 250,000 cells of potions: more items than the reader took values for.
    const std::size_t side = 500;
    std::string vault =
        "hoard:\n  depths: [1, 1]\n  legend:\n    '!': {entity: health_potion}\n  map:\n";
    for (std::size_t y = 0; y < side; ++y) {
        std::string row = y == 0 || y + 1 == side ? std::string(side, '#')
                                                  : "#" + std::string(side - 2, '!') + "#";
        if (y == side / 2) row.front() = '.';
        vault += "    - \"" + row + "\"\n";
    }
    dir.write("vaults.yaml", vault);
    const ContentPtr content = dir.load_ok();

    Game game = Game::new_game(content, 7);
    game.submit(Command::wait());
    ASSERT_EQ(game.world().status, GameStatus::playing);
    const World& world = game.world();
    const auto items = std::count_if(world.entities.begin(), world.entities.end(),
                                     [](const Entity& e) { return e.is_item(); });
    EXPECT_LE(items, kMaxItemsPerFloor);
    EXPECT_GT(items, kMaxItemsPerFloor / 2) << "the floor is as full as it may be";

    test::TempDir save_dir;
    const std::string path = save_dir.file("save.yaml");
    std::string error;
    ASSERT_TRUE(write_save(path, world, error)) << error;
    const SaveLoad load = load_save_file(path, *content);
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_EQ(load.world->entities.size(), world.entities.size());
    EXPECT_EQ(save_to_text(*load.world), save_to_text(world)) << "it loads back as it was";
}

}  // namespace
}  // namespace cf
