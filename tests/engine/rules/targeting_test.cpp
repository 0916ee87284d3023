// Where a targeting cursor starts and who an area effect hits: the previews the player
// trusts before reading a scroll.

#include "engine/rules/targeting.hpp"

#include <gtest/gtest.h>

#include "tests/support/fixture_prefab.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

TEST(DefaultTarget, IsTheNearestVisibleEnemyNotThePlayer) {
    Game game = test::fixture_prefab({"##########", "#@...o.o.#", "##########"});
    EXPECT_EQ(default_target(game.world(), game.content()), (Point{5, 1}));
}

TEST(DefaultTarget, PassesOverAnAllyForTheNearestEnemy) {
    Game game = test::fixture_prefab({"##########", "#@.o..o..#", "##########"});
    World& w = test::world_behind_the_log(game);
    w.actor_at({3, 1})->allegiance = Allegiance{"player"};  // a charmed or summoned friend
    EXPECT_EQ(default_target(w, game.content()), (Point{6, 1}));
}

TEST(DefaultTarget, IsThePlayerWhenNoEnemyIsInSight) {
    Game game = test::fixture_prefab({"#########", "#@..#..o#", "#########"});
    ASSERT_FALSE(game.world().map.visible({7, 1}));
    EXPECT_EQ(default_target(game.world(), game.content()), (Point{1, 1}));
}

TEST(DefaultTarget, AFireballThereSparesThePlayer) {
    // Radius 3: the orc 5 tiles away is a safe default, the player is not hit.
    Game game = test::fixture_prefab({"##########", "#@....o..#", "##########"});
    const World& w = game.world();
    const auto hits = area_hits(w, default_target(w, game.content()), 3);
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_FALSE(hits_player(w, hits));
    EXPECT_EQ(hit_list(w, game.content(), hits), "the Orc");
}

TEST(DefaultTarget, ABlastPrefersAnEnemyItSparesThePlayerAt) {
    // The orc next to the player is nearer, but a radius-3 blast on it burns the player;
    // the troll 5 tiles away is chosen. Without a radius the nearest wins.
    Game game = test::fixture_prefab({"##########", "#@o...T..#", "##########"});
    const World& w = game.world();
    EXPECT_EQ(default_target(w, game.content(), 3), (Point{6, 1}));
    EXPECT_FALSE(hits_player(w, area_hits(w, default_target(w, game.content(), 3), 3)));
    EXPECT_EQ(default_target(w, game.content()), (Point{2, 1}));
}

TEST(DefaultTarget, AnEnemyTooCloseIsStillChosenWhenItIsTheOnlyOne) {
    Game game = test::fixture_prefab({"#######", "#@o...#", "#######"});
    EXPECT_EQ(default_target(game.world(), game.content(), 3), (Point{2, 1}));
}

TEST(AreaHits, NamesThePlayerLastWhenInside) {
    Game game = test::fixture_prefab({"#######", "#@.o..#", "#######"});
    const World& w = game.world();
    const auto hits = area_hits(w, {3, 1}, 3);
    EXPECT_TRUE(hits_player(w, hits));
    EXPECT_EQ(hit_list(w, game.content(), hits), "the Orc and you");
}

TEST(AreaHits, ListsEveryoneAndSkipsCorpses) {
    Game game = test::fixture_prefab({"#########", "#@.ooo..#", "#########"});
    World& w = game.mutable_world();
    test::first_of(w, "orc")->fighter->hp = 0;
    const auto hits = area_hits(w, {6, 1}, 2);
    EXPECT_EQ(hit_list(w, game.content(), hits), "the Orc and the Orc");
    EXPECT_EQ(hit_list(w, game.content(), area_hits(w, {7, 4}, 0)), "nobody");
}

}  // namespace
}  // namespace cf
