// Travel and auto-explore: one step per command, stopping where a careful player
// would, and carried by recordings like any other turn.

#include "engine/rules/travel_step.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <deque>

#include "engine/replay/dump.hpp"
#include "engine/replay/game_setup.hpp"
#include "engine/replay/replay.hpp"
#include "engine/rules/walk.hpp"
#include "tests/support/replay_checks.hpp"
#include "tests/support/test_support.hpp"
#include "tests/support/walk_steps.hpp"

namespace cf {
namespace {

// The orc waits round the corner of a corridor the player has already mapped.
const std::vector<std::string> kCorner = {
    "##########", "#@.......#", "########.#", "#o.......#", "##########",
};

// Three rooms joined by corridors, a potion out of sight, no monsters.
const std::vector<std::string> kRooms = {
    "####################", "#@.....#############", "#......#######.....#",
    "#...............>..#", "#......#.#####.....#", "########.###########",
    "#......#.#......####", "#.!........######.##", "####################",
};

// Explores until nothing is left, starting again after each find, as a player pressing
// the explore key again would.
WalkStop explore_all(Game& game) {
    WalkStop stop = WalkStop::none;
    for (int walks = 0; walks < 20; ++walks) {
        stop = test::walk_until_stop(game, Walk::explore(game));
        if (stop != WalkStop::item_found && stop != WalkStop::stairs_found) return stop;
    }
    return stop;
}

// Every floor cell a walk from `from` reaches.
std::vector<Point> reachable(const Map& map, Point from) {
    std::vector<char> seen(static_cast<std::size_t>(map.width() * map.height()), 0);
    std::vector<Point> out;
    std::deque<Point> open{from};
    seen[static_cast<std::size_t>(map.index(from))] = 1;
    while (!open.empty()) {
        const Point p = open.front();
        open.pop_front();
        out.push_back(p);
        for (Direction d : kAllDirections) {
            const Point n = p + delta(d);
            if (!map.walkable(n) || seen[static_cast<std::size_t>(map.index(n))]) continue;
            seen[static_cast<std::size_t>(map.index(n))] = 1;
            open.push_back(n);
        }
    }
    return out;
}

TEST(Travel, CommandsHaveATextForm) {
    std::string error;
    EXPECT_EQ(parse_command("travel 12 8", error), Command::travel({12, 8}));
    EXPECT_EQ(parse_command("explore", error), Command::explore());
    EXPECT_EQ(to_string(Command::travel({3, 4})), "travel 3 4");
    EXPECT_EQ(to_string(Command::explore()), "explore");
    EXPECT_FALSE(parse_command("travel 12", error));
    EXPECT_THAT(error, HasSubstr("travel X Y"));
}

TEST(Travel, EachStepIsATurnAndTheWalkArrives) {
    Game game = test::prefab_game(test::default_content(), kRooms);
    game.mutable_world().map.explore_all();
    const WalkStop stop = test::walk_until_stop(game, Walk::travel(game, {17, 3}));
    EXPECT_EQ(stop, WalkStop::arrived);
    EXPECT_EQ(game.world().player().pos, (Point{17, 3}));
    EXPECT_EQ(game.world().turn, 16) << "one turn per step of the shortest walk";
}

TEST(Travel, StopsWhenAMonsterComesIntoView) {
    Game game = test::prefab_game(test::default_content(), kCorner);
    game.mutable_world().map.explore_all();
    const Entity& orc = *test::first_of(game.world(), "orc");
    ASSERT_FALSE(game.world().map.visible(orc.pos));
    const WalkStop stop = test::walk_until_stop(game, Walk::travel(game, {3, 3}));
    EXPECT_EQ(stop, WalkStop::monster_in_view);
    EXPECT_TRUE(game.world().map.visible(orc.pos));
    EXPECT_NE(game.world().player().pos, (Point{3, 3}));
    // While it is in view, the walk refuses to go on and spends no turn.
    const int turn = game.world().turn;
    EXPECT_EQ(test::walk_until_stop(game, Walk::travel(game, {3, 3})), WalkStop::monster_in_view);
    EXPECT_EQ(game.world().turn, turn);
    EXPECT_THAT(test::last_message(game.world()), HasSubstr("Orc is in view"));
}

TEST(Travel, RefusesAGoalNeverSeen) {
    Game game = test::prefab_game(test::default_content(), kRooms);
    EXPECT_EQ(test::walk_until_stop(game, Walk::travel(game, {17, 3})), WalkStop::unreachable);
    EXPECT_EQ(game.world().turn, 0);
}

TEST(Explore, ReachesEveryReachableCellOfAPrefab) {
    Game game = test::prefab_game(test::default_content(), kRooms);
    EXPECT_EQ(explore_all(game), WalkStop::explored);
    const Map& map = game.world().map;
    for (Point p : reachable(map, {1, 1})) EXPECT_TRUE(map.explored(p)) << p.x << "," << p.y;
    EXPECT_THAT(test::last_message(game.world()), "There is nothing left to explore.");
}

TEST(Explore, StopsWhenAnItemOrStairsComeIntoView) {
    Game game = test::prefab_game(test::default_content(), kRooms);
    const Entity& potion = *test::first_of(game.world(), "health_potion");
    ASSERT_FALSE(game.world().map.visible(potion.pos));
    std::vector<WalkStop> stops;
    for (int walks = 0; walks < 5 && (stops.empty() || stops.back() != WalkStop::explored);
         ++walks) {
        stops.push_back(test::walk_until_stop(game, Walk::explore(game)));
        if (stops.back() == WalkStop::item_found) {
            EXPECT_TRUE(game.world().map.visible(potion.pos));
        }
    }
    EXPECT_THAT(stops, ::testing::UnorderedElementsAre(WalkStop::item_found, WalkStop::stairs_found,
                                                       WalkStop::explored));
    EXPECT_EQ(stops.back(), WalkStop::explored);
}

TEST(Explore, WalksAreRecordedAndReplayExactly) {
    Game live = test::prefab_game(test::default_content(), kRooms);
    explore_all(live);
    test::walk_until_stop(live, Walk::travel(live, {1, 1}));
    ASSERT_GT(live.world().turn, 20);
    const std::string recording =
        test::expect_replays_to_the_same_dump(live, 1, live.start_content());
    EXPECT_THAT(recording, HasSubstr("- explore"));
    EXPECT_THAT(recording, HasSubstr("- travel 1 1"));
}

}  // namespace
}  // namespace cf
