// The save writer and reader share their limits: every save written can be continued,
// and a game too large for a save says so before anything is written.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/core/file_write.hpp"
#include "engine/rules/factory.hpp"
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

}  // namespace
}  // namespace cf
