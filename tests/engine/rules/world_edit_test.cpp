// World edits: every change an editor makes to a running world, with its inverse, so
// undo appends an edit and never moves time backwards.

#include "engine/rules/world_edit.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/replay/dump.hpp"
#include "engine/world/state_text.hpp"
#include "engine/world/world_diff.hpp"
#include "tests/support/fixture_prefab.hpp"
#include "tests/support/test_support.hpp"
#include "tests/support/text_checks.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

const std::vector<std::string> kEditRoom = {"#########", "#@..o...#", "#.......#", "#########"};

EntityId orc_id(const Game& game) { return test::first_of(game.world(), "orc")->id; }

TEST(WorldEdit, TextFormReadsBackEqual) {
    Game game = test::prefab_game(test::default_content(), kEditRoom);
    const WorldEdit edit{{EditOp::set(4, "fighter.hp", "5"), EditOp::set_world("god_mode", "true"),
                          EditOp::spawn("troll", {3, 2}), EditOp::remove(4),
                          EditOp::restore(2, game.world().entities.at(1)),
                          EditOp::give(1, "health_potion")}};
    const std::string text = to_string(edit);
    EXPECT_EQ(text.substr(0, 50), "set 4 fighter.hp 5; set world god_mode true; spawn");
    std::string error;
    const auto back = parse_world_edit(text, error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(*back, edit);
}

TEST(WorldEdit, BadTextSaysHowToWriteIt) {
    test::expect_each_refused(parse_world_edit,
                              {{"set 4 fighter.hp 5; explode 4",
                                "'explode 4' is not a world edit (use set ID FIELD VALUE"},
                               {"restore 1 {id: 3}", "missing 'kind'"}});
}

// The inspector's HP edit, three turns of play, then undo: the HP comes back and the
// turns stay (the old snapshot undo put the player back where the turns started).
TEST(WorldEdit, UndoPutsBackTheFieldAndKeepsTheTurns) {
    Game game = test::prefab_game(test::default_content(), kEditRoom);
    const EntityId orc = orc_id(game);
    const EventResult edit = game.apply(WorldEdit{{EditOp::set(orc, "fighter.hp", "3")}});
    ASSERT_TRUE(edit.applied) << edit.error;
    EXPECT_EQ(edit.inverse, (WorldEdit{{EditOp::set(orc, "fighter.hp", "10")}}));
    game.submit(Command::move(Direction::s));
    game.submit(Command::move(Direction::e));
    game.submit(Command::wait());
    const Point player_after_turns = game.world().player().pos;
    ASSERT_TRUE(game.apply(edit.inverse).applied);
    EXPECT_EQ(game.world().find(orc)->fighter->hp, 10);
    EXPECT_EQ(game.world().turn, 3);
    EXPECT_EQ(game.world().player().pos, player_after_turns);
    EXPECT_EQ(game.log().size(), 5u);  // edit, three commands, the undoing edit
}

// The random designer's find (seed 130): the inspector moves the player into a room
// never seen, which the view then explores; undo must forget those cells again, or the
// world after undo is not the world before the edit.
TEST(WorldEdit, UndoOfATeleportForgetsWhatTheMoveRevealed) {
    const std::vector<std::string> two_rooms = {"###########", "#@..#.....#", "#...#.....#",
                                                "###########"};
    Game game = test::fixture_prefab(two_rooms);
    const std::vector<std::uint8_t> before = game.world().map.explored_flags();
    ASSERT_FALSE(game.world().map.explored({8, 2}));
    const EntityId player = game.world().player_id;
    const EventResult teleport = game.apply(WorldEdit{{EditOp::set(player, "x", "7")}});
    ASSERT_TRUE(teleport.applied) << teleport.error;
    EXPECT_TRUE(game.world().map.explored({8, 2}));
    EXPECT_THAT(to_string(teleport.inverse), HasSubstr("set 1 x 1; forget "));

    const EventResult undo = game.apply(teleport.inverse);
    ASSERT_TRUE(undo.applied) << undo.error;
    EXPECT_EQ(game.world().map.explored_flags(), before);
    EXPECT_EQ(game.world().player().pos, (Point{1, 1}));

    ASSERT_TRUE(game.apply(undo.inverse).applied) << "redo";
    EXPECT_TRUE(game.world().map.explored({8, 2}));
    EXPECT_EQ(game.world().player().pos, (Point{7, 1}));
}

TEST(WorldEdit, ForgetAndExploreReadBackAsRunsOfCells) {
    const WorldEdit edit{
        {EditOp::forget({{6, 2}, {5, 1}, {7, 1}, {6, 1}, {9, 2}}), EditOp::explore({{3, 4}})}};
    EXPECT_EQ(to_string(edit), "forget 1:5-7 2:6 2:9; explore 4:3");
    std::string error;
    const auto back = parse_world_edit(to_string(edit), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(*back, edit);
    EXPECT_FALSE(parse_world_edit("forget 1:7-5", error));
    EXPECT_FALSE(parse_world_edit("forget 1:0-99999999", error));
    EXPECT_FALSE(parse_world_edit("explore", error));
}

TEST(WorldEdit, ForgettingACellOffTheMapChangesNothing) {
    Game game = test::prefab_game(test::default_content(), kEditRoom);
    const std::vector<std::uint8_t> before = game.world().map.explored_flags();
    const EventResult r = game.apply(WorldEdit{{EditOp::forget({{1, 1}, {2, 1}, {40, 1}})}});
    EXPECT_FALSE(r.applied);
    EXPECT_THAT(r.error, HasSubstr("(40, 1) is outside the map"));
    EXPECT_EQ(game.world().map.explored_flags(), before);
}

TEST(WorldEdit, RemoveAndItsInverseRestoreTheEntityExactlyInItsPlace) {
    Game game = test::prefab_game(test::default_content(), kEditRoom);
    const World before = game.world();
    const EntityId orc = orc_id(game);
    const EventResult removed = game.apply(WorldEdit{{EditOp::remove(orc)}});
    ASSERT_TRUE(removed.applied);
    EXPECT_EQ(game.world().find(orc), nullptr);
    ASSERT_TRUE(game.apply(removed.inverse).applied);
    EXPECT_EQ(game.world().entities, before.entities);
}

TEST(WorldEdit, SpawnGetsTheNextIdAndItsInverseRemovesIt) {
    Game game = test::prefab_game(test::default_content(), kEditRoom);
    const EntityId next = game.world().next_id;
    const EventResult spawned = game.apply(WorldEdit{{EditOp::spawn("troll", {2, 2})}});
    ASSERT_TRUE(spawned.applied) << spawned.error;
    EXPECT_EQ(spawned.created, next);
    EXPECT_EQ(game.world().find(next)->def, "troll");
    EXPECT_EQ(spawned.inverse, (WorldEdit{{EditOp::remove(next)}}));
    EXPECT_FALSE(game.apply(WorldEdit{{EditOp::spawn("dragon", {2, 2})}}).applied);
    EXPECT_FALSE(game.apply(WorldEdit{{EditOp::spawn("troll", {99, 2})}}).applied);
}

TEST(WorldEdit, AStatusTheContentDoesNotDefineIsRefused) {
    Game game = test::prefab_game(test::default_content(), kEditRoom);
    const EntityId player = game.world().player_id;
    const EventResult unknown =
        game.apply(WorldEdit{{EditOp::set(player, "statuses.nosuch", "3")}});
    EXPECT_FALSE(unknown.applied);
    EXPECT_THAT(unknown.error, ::testing::HasSubstr("there is no status 'nosuch'"));
    EXPECT_TRUE(game.world().player().statuses.empty());
    EXPECT_TRUE(game.apply(WorldEdit{{EditOp::set(player, "statuses.poisoned", "3")}}).applied);
    EXPECT_EQ(game.world().player().statuses.at("poisoned"), 3);
}

TEST(WorldEdit, AFailingOperationChangesNothing) {
    Game game = test::prefab_game(test::default_content(), kEditRoom);
    const World before = game.world();
    const EventResult r = game.apply(WorldEdit{
        {EditOp::set(orc_id(game), "fighter.hp", "2"), EditOp::set(999, "fighter.hp", "1")}});
    EXPECT_FALSE(r.applied);
    EXPECT_THAT(r.error, HasSubstr("there is no entity 999"));
    EXPECT_TRUE(diff_worlds(before, game.world()).empty())
        << to_string(diff_worlds(before, game.world()));
}

TEST(WorldEdit, EquippingWhatIsNotCarriedIsRefused) {
    Game game = test::prefab_game(test::default_content(), kEditRoom);
    const EventResult r = game.apply(WorldEdit{{EditOp::set(1, "inventory.items", "[]")}});
    EXPECT_FALSE(r.applied);
    EXPECT_THAT(r.error, HasSubstr("which it does not carry"));
}

// A save with the player in a wall is refused, so no edit may put them there.
TEST(WorldEdit, ThePlayerCannotBeTeleportedIntoAWall) {
    Game game = test::prefab_game(test::default_content(), kEditRoom);
    const EventResult r = game.apply(WorldEdit{{EditOp::set(1, "x", "0")}});
    EXPECT_FALSE(r.applied);
    EXPECT_THAT(r.error, HasSubstr("cannot stand at (0, 1): 'wall' cannot be walked on"));
    EXPECT_EQ(game.world().player().pos, (Point{1, 1}));
}

// A save with a living player at 0 HP is refused, so no edit may leave one (the random
// designer's soak found the inspector could, and the quit's save then never loaded).
TEST(WorldEdit, ThePlayerCannotBeLeftAtZeroHpWhilePlaying) {
    Game game = test::prefab_game(test::default_content(), kEditRoom);
    const int hp = game.world().player().fighter->hp;
    const EventResult r = game.apply(WorldEdit{{EditOp::set(1, "fighter.hp", "0")}});
    EXPECT_FALSE(r.applied);
    EXPECT_THAT(r.error,
                HasSubstr("the player (entity 1) cannot have 0 HP while the game is 'playing'"));
    EXPECT_EQ(game.world().player().fighter->hp, hp);
    EXPECT_TRUE(game.apply(WorldEdit{{EditOp::set(1, "fighter.hp", "1")}}).applied);
}

TEST(WorldEdit, GiveAddsANewItemAndGodModeIsWorldState) {
    Game game = test::prefab_game(test::default_content(), kEditRoom);
    const EventResult r = game.apply(
        WorldEdit{{EditOp::give(1, "health_potion"), EditOp::set_world("god_mode", "true")}});
    ASSERT_TRUE(r.applied) << r.error;
    EXPECT_EQ(game.world().player().inventory->items.back().def, "health_potion");
    EXPECT_TRUE(game.world().god_mode);
    ASSERT_TRUE(game.apply(r.inverse).applied);
    EXPECT_EQ(game.world().player().inventory->items.size(), 2u);
    EXPECT_FALSE(game.world().god_mode);
}

// A tile timer an edit writes names a cell of the floor and a tile; one that does not would
// be dropped without a word at the end of the next turn, so the edit is refused.
TEST(WorldEdit, ATileTimerMustNameACellOfTheFloorAndATile) {
    Game game = test::prefab_game(test::default_content(), kEditRoom);
    const auto timer = [&](const std::string& key) {
        return game.apply(WorldEdit{{EditOp::set_world("tile_timers", "{" + key + ": 5}")}});
    };
    EXPECT_TRUE(timer("3_1_floor").applied);
    EXPECT_EQ(game.world().tile_timers.count("3_1_floor"), 1u);
    for (const auto& [key, why] : std::vector<std::pair<std::string, std::string>>{
             {"nonsense", "is not X_Y_TILE"},
             {"3_1_", "is not X_Y_TILE"},
             {"300_1_floor", "names a cell off the map (9x4)"},
             {"2_1_nosuch", "turns back to tile 'nosuch', which does not exist"}}) {
        const EventResult r = timer(key);
        EXPECT_FALSE(r.applied) << key;
        EXPECT_THAT(r.error, HasSubstr(why)) << key;
        EXPECT_EQ(game.world().tile_timers.count(key), 0u) << key;
    }
    EXPECT_EQ(game.world().tile_timers.size(), 1u)
        << "a refused edit leaves the timers as they were";
}

}  // namespace
}  // namespace cf
