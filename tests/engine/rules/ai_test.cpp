// Monster turns: hunt the player along A* when in view, attack when adjacent, stay
// put out of view, go around other monsters, and stumble while confused.

#include "engine/rules/ai.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>

#include "engine/rules/stats.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::Contains;
using ::testing::IsEmpty;
using ::testing::Not;

// Fewest king's steps from `from` to `to` over walkable cells (BFS).
int steps_between(const Map& map, Point from, Point to) {
    std::map<Point, int> dist{{from, 0}};
    std::vector<Point> frontier{from};
    for (std::size_t i = 0; i < frontier.size(); ++i) {
        const Point p = frontier[i];
        if (p == to) return dist[p];
        for (Direction d : kAllDirections) {
            const Point n = p + delta(d);
            if (map.walkable(n) && !dist.contains(n)) {
                dist[n] = dist[p] + 1;
                frontier.push_back(n);
            }
        }
    }
    return -1;
}

// The orc is in view through a gap in the wall between it and the player: its path
// must go through the gap.
const std::vector<std::string> kGap = {
    "##########",
    "#@.......#",
    "###...####",
    "#......o.#",
    "##########",
};

TEST(Ai, HostileMonsterInViewWalksItsShortestPath) {
    Game game = test::prefab_game(test::default_content(), kGap);
    const World& w = game.world();
    const Entity& orc = *test::first_of(w, "orc");
    ASSERT_TRUE(w.map.visible(orc.pos));

    const std::vector<Point> path = intended_path(w, game.content(), orc, game.pathfinder());
    ASSERT_FALSE(path.empty());
    EXPECT_EQ(path.back(), w.player().pos);
    EXPECT_EQ(static_cast<int>(path.size()), steps_between(w.map, orc.pos, w.player().pos));
    Point at = orc.pos;
    for (Point p : path) {
        EXPECT_EQ(chebyshev_distance(at, p), 1);
        EXPECT_TRUE(w.map.walkable(p));
        at = p;
    }

    game.submit(Command::wait());
    EXPECT_EQ(test::first_of(game.world(), "orc")->pos, path.front());
}

TEST(Ai, HostileMonsterClosesInAndAttacks) {
    Game game = test::prefab_game(test::default_content(), kGap);
    const Point start = test::first_of(game.world(), "orc")->pos;
    const int steps = steps_between(game.world().map, start, game.world().player().pos);
    // It needs steps - 1 turns to become adjacent, then it attacks.
    for (int i = 0; i < steps - 1; ++i) game.submit(Command::wait());
    const World& w = game.world();
    EXPECT_EQ(chebyshev_distance(test::first_of(w, "orc")->pos, w.player().pos), 1);
    EXPECT_THAT(test::messages(w), Not(Contains(::testing::HasSubstr("attacks you"))));
    game.submit(Command::wait());
    EXPECT_EQ(test::last_message(game.world()), "The Orc attacks you for 1 hit point.");
    EXPECT_EQ(game.world().player().fighter->hp, 29);
}

TEST(Ai, MonsterOutOfViewDoesNothing) {
    Game game = test::prefab_game(test::default_content(), {
                                                               "##########",
                                                               "#@...#..o#",
                                                               "#....#...#",
                                                               "#........#",
                                                               "##########",
                                                           });
    const Entity& orc = *test::first_of(game.world(), "orc");
    ASSERT_FALSE(game.world().map.visible(orc.pos));
    EXPECT_THAT(intended_path(game.world(), game.content(), orc, game.pathfinder()), IsEmpty());
    for (int i = 0; i < 5; ++i) game.submit(Command::wait());
    EXPECT_EQ(test::first_of(game.world(), "orc")->pos, (Point{8, 1}));
}

TEST(Ai, MonsterBeyondItsVisionWaitsEvenInView) {
    auto c = test::edited_content();
    c->actors.at("orc").vision = 3;
    Game game = test::prefab_game(c, {"##########", "#@.....o.#", "##########"});
    ASSERT_TRUE(game.world().map.visible({7, 1}));
    game.submit(Command::wait());
    EXPECT_EQ(test::first_of(game.world(), "orc")->pos, (Point{7, 1}));
    // Three steps closer it is within 3 and starts walking.
    game.submit(Command::move(Direction::e));
    game.submit(Command::move(Direction::e));
    EXPECT_EQ(test::first_of(game.world(), "orc")->pos, (Point{7, 1}));
    game.submit(Command::move(Direction::e));
    EXPECT_EQ(test::first_of(game.world(), "orc")->pos, (Point{6, 1}));
}

TEST(Ai, MonstersQueueInACorridorWithoutOverlapping) {
    Game game = test::prefab_game(test::default_content(), {"#######", "#@..oo#", "#######"});
    for (int i = 0; i < 5; ++i) game.submit(Command::wait());
    const World& w = game.world();
    // The first orc reached the player; the second waits behind it.
    EXPECT_EQ(w.entities[1].pos, (Point{2, 1}));
    EXPECT_EQ(w.entities[2].pos, (Point{3, 1}));
    EXPECT_EQ(w.player().fighter->hp, 30 - 3);  // attacked on turns 3, 4 and 5
}

TEST(Ai, MonsterGoesAroundABlockingActor) {
    // A statue (blocking, no AI) stands in the straight line between orc and player.
    auto c = test::edited_content();
    ActorDef statue = c->actors.at("orc");
    statue.id = "statue";
    statue.ai = AiKind::none;
    c->actors["statue"] = statue;
    Game game = test::prefab_game(c, {"#########", "#@.S...o#", "#.......#", "#########"}, {{'S', "statue"}});
    const Point statue_at{3, 1};
    std::set<Point> visited;
    for (int i = 0; i < 6; ++i) {
        game.submit(Command::wait());
        visited.insert(test::first_of(game.world(), "orc")->pos);
    }
    EXPECT_FALSE(visited.contains(statue_at));
    const World& w = game.world();
    EXPECT_EQ(chebyshev_distance(test::first_of(w, "orc")->pos, w.player().pos), 1);
    EXPECT_TRUE(test::logged(w, "The Orc attacks you for 1 hit point."));
}

TEST(Ai, ConfusedMonsterStumblesThenHuntsAgain) {
    // A wide open hall, seen whole, so only confusion keeps the orc from coming.
    auto c = test::edited_content();
    c->settings.fov_radius = 30;
    c->actors.at("orc").vision = 30;
    Game game = test::prefab_game(c, {
                                         "######################",
                                         "#....................#",
                                         "#....................#",
                                         "#@..................o#",
                                         "#....................#",
                                         "#....................#",
                                         "######################",
                                     });
    Entity* orc = test::first_of(game.mutable_world(), "orc");
    orc->ai->confused_turns = 3;
    EXPECT_THAT(intended_path(game.world(), game.content(), *orc, game.pathfinder()), IsEmpty());

    game.submit(Command::wait());
    game.submit(Command::wait());
    EXPECT_EQ(test::first_of(game.world(), "orc")->ai->confused_turns, 1);
    EXPECT_FALSE(test::logged(game.world(), "The Orc is no longer confused."));
    game.submit(Command::wait());
    EXPECT_EQ(test::first_of(game.world(), "orc")->ai->confused_turns, 0);
    EXPECT_EQ(test::last_message(game.world()), "The Orc is no longer confused.");

    // Three stumbles leave it at least 16 steps away; now it walks straight at the player.
    const int before = chebyshev_distance(test::first_of(game.world(), "orc")->pos, game.world().player().pos);
    ASSERT_GT(before, 2);
    game.submit(Command::wait());
    const int after = chebyshev_distance(test::first_of(game.world(), "orc")->pos, game.world().player().pos);
    EXPECT_EQ(after, before - 1);
}

TEST(Ai, ConfusedMonsterAttacksWhatItStumblesInto) {
    // Walled in with the player on one side: every stumble is into a wall or the player.
    Game game = test::prefab_game(test::default_content(), {"####", "#@o#", "####"});
    test::first_of(game.mutable_world(), "orc")->ai->confused_turns = 20;
    for (int i = 0; i < 20; ++i) game.submit(Command::wait());
    const World& w = game.world();
    EXPECT_EQ(test::first_of(w, "orc")->pos, (Point{2, 1}));
    // Some of the 20 random steps went west (1 in 8 each); every one of them hit.
    const int hits = 30 - w.player().fighter->hp;
    EXPECT_GT(hits, 0);
    EXPECT_LT(hits, 20);
}

TEST(Ai, DeadMonstersDoNotAct) {
    Game game = test::prefab_game(test::default_content(), {"#####", "#@o.#", "#####"});
    test::first_of(game.mutable_world(), "orc")->fighter->hp = 0;
    game.submit(Command::wait());
    EXPECT_EQ(game.world().player().fighter->hp, 30);
}

}  // namespace
}  // namespace cf
