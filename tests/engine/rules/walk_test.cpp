// Explore that picks things up on its way (DCSS's autopickup), and travel to the nearest
// known stairs down: each step an ordinary command, so recordings replay them exactly.

#include "engine/rules/walk.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/replay/dump.hpp"
#include "engine/replay/game_setup.hpp"
#include "engine/replay/replay.hpp"
#include "tests/support/replay_checks.hpp"
#include "tests/support/test_support.hpp"
#include "tests/support/walk_steps.hpp"

namespace cf {
namespace {

// A potion and a scroll round the room, a sword by the door, stairs beyond.
const std::vector<std::string> kHoard = {
    "####################", "#@.....#############", "#....!.#######.....#",
    "#..c......./.....>.#", "#......#######.....#", "####################",
};

// Two stairs: the one nearer as the crow flies is behind a long wall.
const std::vector<std::string> kTwoStairs = {
    "###########", "#@.#.....>#", "#..#.######", "#..#.######",
    "#..#.######", "#.......>.#", "###########",
};

constexpr AutoPickup kConsumables{true, false};

std::vector<DefId> carried(const Game& game) {
    std::vector<DefId> out;
    for (const ItemInstance& item : game.world().player().inventory->items) out.push_back(item.def);
    return out;
}

bool carries(const Game& game, const DefId& def) {
    const auto items = carried(game);
    return std::find(items.begin(), items.end(), def) != items.end();
}

TEST(ExplorePickup, WalksToWhatItWantsAndPicksItUp) {
    Game game = test::prefab_game(test::default_content(), kHoard);
    const WalkStop stop = test::walk_until_stop(game, Walk::explore(game, kConsumables));
    EXPECT_TRUE(carries(game, "health_potion"));
    EXPECT_TRUE(carries(game, "confusion_scroll"));
    EXPECT_TRUE(test::logged(game.world(), "You pick up the Health potion."));
    EXPECT_TRUE(test::logged(game.world(), "You pick up the Confusion scroll."));
    // The sword is not wanted: seeing it stops explore, as any item would, and it stays.
    EXPECT_EQ(stop, WalkStop::item_found);
    EXPECT_FALSE(carries(game, "sword"));
    EXPECT_NE(test::first_of(game.world(), "sword"), nullptr);
}

TEST(ExplorePickup, EquipmentToo) {
    Game game = test::prefab_game(test::default_content(), kHoard);
    WalkStop stop = WalkStop::none;
    for (int walks = 0; walks < 10 && stop != WalkStop::explored; ++walks)
        stop = test::walk_until_stop(game, Walk::explore(game, AutoPickup{true, true}));
    EXPECT_EQ(stop, WalkStop::explored);
    EXPECT_TRUE(carries(game, "sword"));
    EXPECT_TRUE(carries(game, "health_potion"));
}

TEST(ExplorePickup, OffLeavesItemsWhereTheyLie) {
    Game game = test::prefab_game(test::default_content(), kHoard);
    for (int walks = 0; walks < 10; ++walks) {
        if (test::walk_until_stop(game, Walk::explore(game)) == WalkStop::explored) break;
    }
    EXPECT_THAT(carried(game), Not(Contains("health_potion")));
    EXPECT_NE(test::first_of(game.world(), "health_potion"), nullptr);
}

TEST(ExplorePickup, AFullPackWalksToNothing) {
    auto content = test::edited_content();
    Game game = test::prefab_game(content, kHoard);
    const std::vector<DefId> before = carried(game);
    // The pack holds what the player starts with, and not one item more.
    content->actors.at("player").inventory = static_cast<int>(before.size());
    const WalkStop stop = test::walk_until_stop(game, Walk::explore(game, kConsumables));
    EXPECT_EQ(stop, WalkStop::item_found) << "the potion is news, not an errand";
    EXPECT_FALSE(test::logged(game.world(), "Your inventory is full."));
    EXPECT_EQ(carried(game), before);
}

TEST(ExplorePickup, TheWalkIsRecordedAndReplaysExactly) {
    Game live = test::prefab_game(test::default_content(), kHoard);
    test::walk_until_stop(live, Walk::explore(live, kConsumables));
    const std::string recording =
        test::expect_replays_to_the_same_dump(live, 1, live.start_content());
    EXPECT_THAT(recording, HasSubstr("- pickup"));
    EXPECT_THAT(recording, HasSubstr("- travel "));
}

TEST(StairsTravel, TheNearestKnownStairsAreTheNearestWalk) {
    Game game = test::prefab_game(test::default_content(), kTwoStairs);
    EXPECT_FALSE(nearest_known_stairs(game)) << "nothing explored yet but the first room";
    game.mutable_world().map.explore_all();
    EXPECT_EQ(nearest_known_stairs(game), (Point{8, 5}));
    const WalkStop stop =
        test::walk_until_stop(game, Walk::travel(game, *nearest_known_stairs(game)));
    EXPECT_EQ(stop, WalkStop::arrived);
    EXPECT_EQ(nearest_known_stairs(game), game.world().player().pos) << "standing on them";
    EXPECT_TRUE(game.submit(Command::descend()));
    EXPECT_EQ(game.world().depth, 2);
}

}  // namespace
}  // namespace cf
