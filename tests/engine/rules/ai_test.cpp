// Monster turns: hunt the player along A* when in view, attack when adjacent, stay
// put out of view, go around other monsters, and stumble while confused.

#include "engine/rules/ai.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "engine/rules/stats.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::Contains;
using ::testing::IsEmpty;
using ::testing::Not;

// Fewest king's steps from `from` to `to` over walkable cells (BFS).
// (A flat grid, not a map of points: the random-map test calls this every turn.)
int steps_between(const Map& map, Point from, Point to) {
    const auto at = [&map](Point p) {
        return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(map.width()) +
               static_cast<std::size_t>(p.x);
    };
    std::vector<int> dist(static_cast<std::size_t>(map.width() * map.height()), -1);
    dist[at(from)] = 0;
    std::vector<Point> frontier{from};
    for (std::size_t i = 0; i < frontier.size(); ++i) {
        const Point p = frontier[i];
        if (p == to) return dist[at(p)];
        for (Direction d : kAllDirections) {
            const Point n = p + delta(d);
            if (map.walkable(n) && dist[at(n)] < 0) {
                dist[at(n)] = dist[at(p)] + 1;
                frontier.push_back(n);
            }
        }
    }
    return -1;
}

// The orc is in view through a gap in the wall between it and the player: its path
// must go through the gap.
const std::vector<std::string> kGap = {
    "##########", "#@.......#", "###...####", "#......o.#", "##########",
};

TEST(Ai, HostileMonsterInViewWalksItsShortestPath) {
    Game game = test::prefab_game(test::default_content(), kGap);
    const World& w = game.world();
    const Entity& orc = *test::first_of(w, "orc");
    ASSERT_TRUE(w.map.visible(orc.pos));

    Pathfinder paths;
    const std::vector<Point> path = intended_path(w, game.content(), orc, paths);
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
    Pathfinder paths;
    EXPECT_THAT(intended_path(game.world(), game.content(), orc, paths), IsEmpty());
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
    statue.ai.kind = AiKind::none;
    c->actors["statue"] = statue;
    Game game = test::prefab_game(c, {"#########", "#@.S...o#", "#.......#", "#########"},
                                  {{'S', "statue"}});
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

// Random floors: a border of walls, an eighth of the inside walls, the player and one
// orc on floor cells joined by a path; everyone sees the whole floor.
Game random_hunt(std::uint32_t seed) {
    auto c = test::edited_content();
    c->settings.fov_radius = 100;
    c->actors.at("orc").vision = 100;
    for (;; ++seed) {
        std::mt19937 rng(seed);
        const int width = 12 + static_cast<int>(rng() % 30);
        const int height = 8 + static_cast<int>(rng() % 16);
        std::vector<std::string> rows(static_cast<std::size_t>(height),
                                      std::string(static_cast<std::size_t>(width), '#'));
        for (int y = 1; y < height - 1; ++y) {
            for (int x = 1; x < width - 1; ++x)
                rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] =
                    rng() % 8 == 0 ? '#' : '.';
        }
        const auto cell = [&](Point p) -> char& {
            return rows[static_cast<std::size_t>(p.y)][static_cast<std::size_t>(p.x)];
        };
        const auto random_point = [&] {
            return Point{1 + static_cast<int>(rng() % static_cast<unsigned>(width - 2)),
                         1 + static_cast<int>(rng() % static_cast<unsigned>(height - 2))};
        };
        const Point player = random_point();
        const Point orc = random_point();
        if (chebyshev_distance(player, orc) < 3) continue;
        cell(player) = '@';
        cell(orc) = 'o';
        Game game = test::prefab_game(c, rows);
        if (steps_between(game.world().map, orc, player) < 0) continue;
        test::world_behind_the_log(game).god_mode = true;
        return game;
    }
}

TEST(Ai, HuntersReachThePlayerByAShortestPathOnRandomMaps) {
    int whole_walks = 0;
    for (std::uint32_t seed = 1; seed <= 60; ++seed) {
        Game game = random_hunt(seed * 1000);
        const World& w = game.world();
        const Point player = w.player().pos;
        int steps = steps_between(w.map, test::first_of(game.world(), "orc")->pos, player);
        const int first = steps;
        int turns = 0;
        bool always_in_view = true;
        while (steps > 1 && turns < 200) {
            const bool in_view = w.map.visible(test::first_of(game.world(), "orc")->pos);
            always_in_view = always_in_view && in_view;
            game.submit(Command::wait());
            ++turns;
            const int now = steps_between(w.map, test::first_of(game.world(), "orc")->pos, player);
            // In view, every step is one along a shortest path; out of view, none.
            ASSERT_EQ(now, in_view ? steps - 1 : steps) << "seed " << seed << ", turn " << turns;
            steps = now;
        }
        if (always_in_view && steps == 1) {
            EXPECT_EQ(turns, first - 1) << "seed " << seed;
            ++whole_walks;
        }
    }
    // Many floors keep the orc in view all the way (17 of these 60): not vacuous.
    EXPECT_GE(whole_walks, 15);
}

TEST(Ai, AHunterBeyondTheSharedFieldStillWalksAShortestPath) {
    // The field spreads a few thousand cells for a lone hunter; this one stands farther.
    auto c = test::edited_content();
    c->settings.fov_radius = 200;
    c->actors.at("orc").vision = 200;
    std::vector<std::string> rows(62, "#" + std::string(100, '.') + "#");
    rows.front() = rows.back() = std::string(102, '#');
    rows[1][1] = '@';
    rows[60][100] = 'o';
    Game game = test::prefab_game(c, rows);
    const World& w = game.world();
    int steps = steps_between(w.map, test::first_of(game.world(), "orc")->pos, w.player().pos);
    ASSERT_EQ(steps, 99);  // the field stops near 64 for one hunter
    for (int turn = 0; turn < 5; ++turn) {
        ASSERT_TRUE(w.map.visible(test::first_of(game.world(), "orc")->pos));
        game.submit(Command::wait());
        const int now =
            steps_between(w.map, test::first_of(game.world(), "orc")->pos, w.player().pos);
        EXPECT_EQ(now, steps - 1);
        steps = now;
    }
}

// The default content with the player and orcs seeing 30 cells: a whole hall in view.
ContentPtr far_sighted() {
    auto c = test::edited_content();
    c->settings.fov_radius = 30;
    c->actors.at("orc").vision = 30;
    return c;
}

TEST(Ai, ACrowdSurroundsThePlayerInsteadOfQueueing) {
    Game game = test::prefab_game(far_sighted(), {
                                                     "####################",
                                                     "#..................#",
                                                     "#..........oooo....#",
                                                     "#...@......oooo....#",
                                                     "#..........oooo....#",
                                                     "#..................#",
                                                     "####################",
                                                 });
    test::world_behind_the_log(game).god_mode = true;
    for (int i = 0; i < 20; ++i) game.submit(Command::wait());
    const World& w = game.world();
    int neighbours_held = 0;
    for (Direction d : kAllDirections) {
        const Entity* e = w.actor_at(w.player().pos + delta(d));
        if (e && e->def == "orc") ++neighbours_held;
    }
    EXPECT_EQ(neighbours_held, 8);
    std::set<Point> cells;
    for (const Entity& e : w.entities) {
        if (e.alive()) cells.insert(e.pos);
    }
    EXPECT_EQ(cells.size(), 13u);  // nobody shares a cell
}

TEST(Ai, ConfusedMonsterStumblesThenHuntsAgain) {
    // A wide open hall, seen whole, so only confusion keeps the orc from coming.
    Game game = test::prefab_game(far_sighted(), {
                                                     "######################",
                                                     "#....................#",
                                                     "#....................#",
                                                     "#@..................o#",
                                                     "#....................#",
                                                     "#....................#",
                                                     "######################",
                                                 });
    Entity* orc = test::first_of(test::world_behind_the_log(game), "orc");
    orc->statuses["confused"] = 3;
    Pathfinder paths;
    EXPECT_THAT(intended_path(game.world(), game.content(), *orc, paths), IsEmpty());

    game.submit(Command::wait());
    game.submit(Command::wait());
    EXPECT_EQ(test::first_of(game.world(), "orc")->statuses.at("confused"), 1);
    EXPECT_FALSE(test::logged(game.world(), "The Orc is no longer confused."));
    game.submit(Command::wait());
    EXPECT_FALSE(test::first_of(game.world(), "orc")->statuses.contains("confused"));
    EXPECT_EQ(test::last_message(game.world()), "The Orc is no longer confused.");

    // Three stumbles leave it at least 16 steps away; now it walks straight at the player.
    const int before =
        chebyshev_distance(test::first_of(game.world(), "orc")->pos, game.world().player().pos);
    ASSERT_GT(before, 2);
    game.submit(Command::wait());
    const int after =
        chebyshev_distance(test::first_of(game.world(), "orc")->pos, game.world().player().pos);
    EXPECT_EQ(after, before - 1);
}

TEST(Ai, ConfusedMonsterAttacksWhatItStumblesInto) {
    // Walled in with the player on one side: every stumble is into a wall or the player.
    Game game = test::prefab_game(test::default_content(), {"####", "#@o#", "####"});
    test::first_of(test::world_behind_the_log(game), "orc")->statuses["confused"] = 20;
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
    test::first_of(test::world_behind_the_log(game), "orc")->fighter->hp = 0;
    game.submit(Command::wait());
    EXPECT_EQ(game.world().player().fighter->hp, 30);
}

}  // namespace
}  // namespace cf
