// The world edit `tile X Y ID`: a designer sets one cell of the floor, undoably, and is
// refused with the reason when the tile would wall in a creature.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/rules/world_edit.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

WorldEdit parsed(const std::string& text) {
    std::string error;
    const auto edit = parse_world_edit(text, error);
    EXPECT_TRUE(edit) << error;
    return edit.value_or(WorldEdit{});
}

TEST(WorldEditTile, TextRoundTrips) {
    for (const char* text : {"tile 3 1 door", "tile 12 8 poison_trap revealed"}) {
        EXPECT_EQ(to_string(parsed(text)), text);
    }
    std::string error;
    EXPECT_FALSE(parse_world_edit("tile 3 door", error));
}

TEST(WorldEditTile, SetsACellAndItsInverseSetsItBack) {
    Game game = test::prefab_game(test::default_content(), {"######", "#@...#", "######"});
    const EventResult r = game.apply(parsed("tile 3 1 door"));
    ASSERT_TRUE(r.applied) << r.error;
    EXPECT_EQ(game.world().map.tile_id({3, 1}), "door");
    EXPECT_FALSE(game.world().map.visible({4, 1}));  // the view follows the new tile
    EXPECT_THAT(to_string(r.inverse), HasSubstr("tile 3 1 floor"));
    ASSERT_TRUE(game.apply(r.inverse).applied);
    EXPECT_EQ(game.world().map.tile_id({3, 1}), "floor");
}

TEST(WorldEditTile, KeepsAKnownTrapKnownThroughUndo) {
    Game game = test::prefab_game(test::default_content(), {"######", "#@...#", "######"});
    ASSERT_TRUE(game.apply(parsed("tile 3 1 poison_trap revealed")).applied);
    EXPECT_TRUE(game.world().map.known_trap({3, 1}));
    const EventResult r = game.apply(parsed("tile 3 1 floor"));
    ASSERT_TRUE(r.applied);
    EXPECT_FALSE(game.world().map.revealed({3, 1}));
    ASSERT_TRUE(game.apply(r.inverse).applied);
    EXPECT_TRUE(game.world().map.known_trap({3, 1}));
}

TEST(WorldEditTile, RefusesAWallOnACreatureOrAnUnknownTile) {
    Game game = test::prefab_game(test::default_content(), {"######", "#@.o.#", "######"});
    EXPECT_THAT(game.refusal(parsed("tile 1 1 wall")), HasSubstr("cannot be walked on"));
    EXPECT_THAT(game.refusal(parsed("tile 3 1 wall")), HasSubstr("actor 'orc'"));
    EXPECT_THAT(game.refusal(parsed("tile 2 1 lava")), HasSubstr("there is no tile 'lava'"));
    EXPECT_THAT(game.refusal(parsed("tile 99 1 wall")), HasSubstr("outside the map"));
    EXPECT_EQ(game.refusal(parsed("tile 2 1 wall")), "");
}

}  // namespace
}  // namespace cf
