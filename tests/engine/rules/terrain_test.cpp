// Tiles with behaviour in play: doors open when walked into and close on command, hidden
// traps fire on whoever steps on them and are known from then on, water costs a second
// move, and every change replays, saves and undoes like the rest of the game.

#include "engine/rules/terrain.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/ai.hpp"
#include "engine/rules/walk.hpp"
#include "engine/save/save.hpp"
#include "engine/view/cell_description.hpp"
#include "tests/support/replay_checks.hpp"
#include "tests/support/test_support.hpp"
#include "tests/support/walk_steps.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

const std::vector<std::string> kHall = {
    "#########",
    "#@......#",
    "#########",
};

// `rows` with tiles put on cells before the first event (part of the game's start).
Game game_with_tiles(ContentPtr content, const std::vector<std::string>& rows,
                     const std::vector<std::pair<Point, DefId>>& tiles,
                     const std::map<char, std::string>& extra = {}) {
    World world = test::prefab_world(*content, rows, extra);
    for (const auto& [p, id] : tiles) world.map.set_tile(p, id);
    return Game(std::move(content), std::move(world));
}

bool poisoned(const Entity& e) { return e.statuses.contains("poisoned"); }

TEST(Terrain, WalkingIntoADoorOpensItAndTheMoverStays) {
    Game game = game_with_tiles(test::default_content(), kHall, {{{2, 1}, "door"}});
    EXPECT_FALSE(game.world().map.visible({4, 1}));  // the door blocks sight
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_EQ(game.world().player().pos, (Point{1, 1}));
    EXPECT_EQ(game.world().map.tile_id({2, 1}), "open_door");
    EXPECT_EQ(game.world().turn, 1);
    EXPECT_TRUE(test::logged(game.world(), "You open the door."));
    EXPECT_TRUE(game.world().map.visible({4, 1}));  // sight follows the tile at once
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_EQ(game.world().player().pos, (Point{2, 1}));
}

// The fixture's tiles with a secret door (a hidden door passing for wall) and a fountain
// (healing once, then dry), as the shipped game has them.
ContentPtr with_secret_door_and_fountain() {
    test::ContentDir dir;
    dir.append("tiles.yaml", R"(
secret_door:
  name: Secret door
  glyph: '+'
  walkable: true
  transparent: false
  hidden: true
  looks_like: wall
  opens_to: open_door
fountain:
  name: Fountain
  glyph: 244
  walkable: true
  transparent: true
  on_step:
    - heal: 12
  becomes: dry_fountain
dry_fountain:
  name: Dry fountain
  glyph: 244
  walkable: true
  transparent: true
)");
    return dir.load_ok();
}

TEST(Terrain, ASecretDoorPassesForWallUntilWalkedIntoThenOpens) {
    Game game = game_with_tiles(with_secret_door_and_fountain(), kHall, {{{2, 1}, "secret_door"}});
    EXPECT_EQ(game.world().map.shown({2, 1}).id, "wall");
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_EQ(game.world().player().pos, (Point{1, 1}));  // it opened; the mover stays
    EXPECT_EQ(game.world().map.tile_id({2, 1}), "open_door");
    EXPECT_EQ(game.world().map.shown({2, 1}).id, "open_door");
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_EQ(game.world().player().pos, (Point{2, 1}));
}

TEST(Terrain, AFountainHealsWhoeverStepsInOnceThenRunsDry) {
    Game game = game_with_tiles(with_secret_door_and_fountain(), kHall, {{{2, 1}, "fountain"}});
    test::world_behind_the_log(game).player().fighter->hp = 5;
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_GT(game.world().player().fighter->hp, 5);
    EXPECT_EQ(game.world().map.tile_id({2, 1}), "dry_fountain");
    const int healed = game.world().player().fighter->hp;
    ASSERT_TRUE(game.submit(Command::move(Direction::w)));
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_EQ(game.world().player().fighter->hp, healed);
}

TEST(Terrain, CloseTurnsAnOpenDoorBackAndIsRefusedWhileSomethingStandsInIt) {
    Game game = game_with_tiles(test::default_content(), {"#########", "#@.o....#", "#########"},
                                {{{2, 1}, "open_door"}});
    EXPECT_FALSE(game.submit(Command::close(Direction::n)));
    EXPECT_EQ(test::last_message(game.world()), "There is nothing there to close.");
    ASSERT_TRUE(game.submit(Command::close(Direction::e)));
    EXPECT_EQ(game.world().map.tile_id({2, 1}), "door");
    EXPECT_TRUE(test::logged(game.world(), "You close the door."));
    EXPECT_FALSE(game.world().map.visible({3, 1}));
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));  // opens it again
    test::world_behind_the_log(game).player().pos = {1, 1};
    Entity* orc = test::first_of(test::world_behind_the_log(game), "orc");
    ASSERT_NE(orc, nullptr);
    orc->pos = {2, 1};
    EXPECT_FALSE(game.submit(Command::close(Direction::e)));
    EXPECT_EQ(game.world().map.tile_id({2, 1}), "open_door");
    EXPECT_THAT(test::last_message(game.world()), HasSubstr("in the doorway"));
}

TEST(Terrain, AHiddenTrapPassesForFloorUntilItFiresThenIsKnown) {
    Game game = game_with_tiles(test::default_content(), kHall, {{{2, 1}, "poison_trap"}});
    const World& w = game.world();
    EXPECT_EQ(describe_cell(w, game.content(), {2, 1}).terrain, "Floor");
    EXPECT_EQ(w.map.shown({2, 1}).glyph, game.content().tile("floor")->glyph);
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_TRUE(poisoned(w.player()));
    EXPECT_TRUE(w.map.revealed({2, 1}));
    EXPECT_TRUE(w.map.known_trap({2, 1}));
    EXPECT_EQ(w.map.tile_id({2, 1}), "poison_trap");
    EXPECT_EQ(describe_cell(w, game.content(), {2, 1}).terrain, "Poison trap");
    EXPECT_EQ(w.map.shown({2, 1}).glyph, '^');
    EXPECT_TRUE(test::logged(w, "You step on a poison trap!"));
    // The poison is an effect record with the trap as its cause (what --history reads).
    bool recorded = false;
    for (const Effect& e : w.effects) recorded = recorded || e.cause == "Poison trap";
    EXPECT_TRUE(recorded);
}

TEST(Terrain, ATrapWithBecomesTurnsIntoItOnceFired) {
    Game game = game_with_tiles(test::default_content(), kHall, {{{2, 1}, "teleport_trap"}});
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_EQ(game.world().map.tile_id({2, 1}), "floor");
    EXPECT_FALSE(game.world().map.revealed({2, 1}));
    EXPECT_NE(game.world().player().pos, (Point{2, 1}));  // teleported away
}

TEST(Terrain, MonstersSetOffTrapsToo) {
    Game game = game_with_tiles(test::default_content(), {"#########", "#@...o..#", "#########"},
                                {{{4, 1}, "poison_trap"}});
    ASSERT_TRUE(game.submit(Command::wait()));
    const Entity* orc = test::first_of(game.world(), "orc");
    ASSERT_NE(orc, nullptr);
    EXPECT_EQ(orc->pos, (Point{4, 1}));
    EXPECT_TRUE(poisoned(*orc));
    EXPECT_TRUE(game.world().map.revealed({4, 1}));
}

TEST(Terrain, WaterTakesTwiceANormalMove) {
    Game game = game_with_tiles(test::default_content(), kHall, {{{3, 1}, "shallow_water"}});
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_EQ(game.world().turn, 1);
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));  // into the water
    EXPECT_EQ(game.world().player().pos, (Point{3, 1}));
    EXPECT_EQ(game.world().turn, 3);  // the next turn went to wading
    EXPECT_FALSE(game.world().player().energy.has_value());
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_EQ(game.world().turn, 4);
}

TEST(Terrain, AMonsterWadesAtHalfSpeed) {
    Game game = game_with_tiles(test::default_content(), {"##########", "#@......o#", "##########"},
                                {{{7, 1}, "shallow_water"}});
    ASSERT_TRUE(game.submit(Command::wait()));
    const Entity* orc = test::first_of(game.world(), "orc");
    EXPECT_EQ(orc->pos, (Point{7, 1}));
    ASSERT_TRUE(game.submit(Command::wait()));
    EXPECT_EQ(orc->pos, (Point{7, 1}));  // paying for the water
    ASSERT_TRUE(game.submit(Command::wait()));
    EXPECT_EQ(orc->pos, (Point{6, 1}));
}

// A door that can be seen through (a gate), so the orc behind it sees the player.
std::shared_ptr<Content> gate_content(bool orcs_open_doors) {
    auto content = test::edited_content();
    content->tiles.at("door").transparent = true;
    content->actors.at("orc").opens_doors = orcs_open_doors;
    return content;
}

const std::vector<std::string> kGate = {
    "#######", "#..@..#", "###.###", "#..o..#", "#######",
};

TEST(Terrain, MonstersOpenDoorsOnTheirWay) {
    Game game = game_with_tiles(gate_content(true), kGate, {{{3, 2}, "door"}});
    ASSERT_TRUE(game.submit(Command::wait()));
    const Entity* orc = test::first_of(game.world(), "orc");
    EXPECT_EQ(game.world().map.tile_id({3, 2}), "open_door");
    EXPECT_EQ(orc->pos, (Point{3, 3}));  // opening took its turn
    ASSERT_TRUE(game.submit(Command::wait()));
    EXPECT_EQ(orc->pos, (Point{3, 2}));
}

TEST(Terrain, AMonsterThatOpensNoDoorsIsStoppedByOne) {
    Game game = game_with_tiles(gate_content(false), kGate, {{{3, 2}, "door"}});
    for (int i = 0; i < 3; ++i) ASSERT_TRUE(game.submit(Command::wait()));
    EXPECT_EQ(game.world().map.tile_id({3, 2}), "door");
    EXPECT_EQ(test::first_of(game.world(), "orc")->pos, (Point{3, 3}));
}

// Two ways to the east end: straight along row 1 past a trap, or round by row 3.
const std::vector<std::string> kFork = {
    "#########", "#@......#", "#.#####.#", "#.......#", "#########",
};

TEST(Terrain, TravelGoesRoundAFoundTrapButNotAnUnknownOne) {
    for (const bool found : {true, false}) {
        Game game = game_with_tiles(test::default_content(), kFork, {{{4, 1}, "poison_trap"}});
        World& start = game.mutable_world();
        start.map.explore_all();
        start.map.set_revealed({4, 1}, found);
        const WalkStop stop = test::walk_until_stop(game, Walk::travel(game, {7, 1}));
        if (found) {
            EXPECT_EQ(stop, WalkStop::arrived);
        }
        EXPECT_EQ(poisoned(game.world().player()), !found) << found;
    }
}

TEST(Terrain, MonstersGoRoundAFoundTrap) {
    for (const bool found : {true, false}) {
        Game game =
            game_with_tiles(test::default_content(),
                            {"#########", "#@.....o#", "#.#####.#", "#.......#", "#########"},
                            {{{4, 1}, "poison_trap"}});
        game.mutable_world().map.set_revealed({4, 1}, found);
        Pathfinder paths;
        const std::vector<Point> path = intended_path(game.world(), game.content(),
                                                      *test::first_of(game.world(), "orc"), paths);
        ASSERT_FALSE(path.empty());
        const bool through = std::find(path.begin(), path.end(), Point{4, 1}) != path.end();
        EXPECT_EQ(through, !found) << found;
    }
}

TEST(Terrain, WalkCostsAreWhatPathsPlanWith) {
    Game game =
        game_with_tiles(test::default_content(), kHall,
                        {{{2, 1}, "door"}, {{3, 1}, "shallow_water"}, {{4, 1}, "poison_trap"}});
    World& w = game.mutable_world();
    EXPECT_EQ(walk_cost(w.map, {0, 0}), 0);
    EXPECT_EQ(walk_cost(w.map, {2, 1}), 2);
    EXPECT_EQ(walk_cost(w.map, {3, 1}), 2);
    EXPECT_EQ(walk_cost(w.map, {4, 1}), 1);
    w.map.set_revealed({4, 1}, true);
    EXPECT_EQ(walk_cost(w.map, {4, 1}), 1 + kKnownTrapCost);
    EXPECT_EQ(walk_cost(w.map, {5, 1}), 1);
}

TEST(Terrain, DoorsAndTrapsReplayByteForByte) {
    Game game =
        game_with_tiles(test::default_content(), kHall,
                        {{{2, 1}, "door"}, {{4, 1}, "poison_trap"}, {{5, 1}, "shallow_water"}});
    for (int i = 0; i < 6; ++i) game.submit(Command::move(Direction::e));
    game.submit(Command::move(Direction::w));
    ASSERT_EQ(game.world().map.tile_id({2, 1}), "open_door");
    ASSERT_TRUE(game.world().map.revealed({4, 1}));
    test::expect_replays_to_the_same_dump(game, 1);
}

TEST(Terrain, ChangedTilesAndKnownTrapsSurviveASave) {
    Game game =
        game_with_tiles(test::default_content(), kHall,
                        {{{2, 1}, "door"}, {{4, 1}, "poison_trap"}, {{6, 1}, "shallow_water"}});
    for (int i = 0; i < 6; ++i) game.submit(Command::move(Direction::e));
    const std::string text = save_to_text(game.world());
    EXPECT_THAT(text, HasSubstr("revealed:\n    - [4, 1]"));
    const SaveLoad load = load_save_text(text, "save.yaml", game.content());
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_EQ(load.world->map.tile_id({2, 1}), "open_door");
    EXPECT_TRUE(load.world->map.revealed({4, 1}));
    EXPECT_EQ(save_to_text(*load.world), text);
}

}  // namespace
}  // namespace cf
