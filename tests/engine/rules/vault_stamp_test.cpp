// Stamping a vault into the floor being played (the painter's Place here): one world
// edit of tiles and spawns that undoes, a spot refused with its reason when the vault
// would reach the outer wall, wall in someone, or cut the floor, and the world's dice
// untouched by the legend's choices.

#include "engine/rules/vault_stamp.hpp"

#include <gtest/gtest.h>

#include "engine/replay/replay.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

VaultDef cell_vault() {
    VaultDef v;
    v.id = "cell";
    v.legend.push_back(VaultGlyph{'o', "", {{"orc", 1}}, false, false});
    v.map = {"#.#", "#o#", "###"};  // its one entrance on top
    return v;
}

// A world of `rows`, its map bound to `c` as a game's is.
World bound(const Content& c, const std::vector<std::string>& rows) {
    World w = test::prefab_world(c, rows);
    w.map.bind(c);
    return w;
}

// A room of 11x7 inside the map's wall, the player at its left.
World room(const Content& c) {
    return bound(c, {"#############", "#...........#", "#...........#", "#@..........#",
                     "#...........#", "#...........#", "#..........>#", "#############"});
}

TEST(VaultStamp, AStampIsOneUndoableEditOfItsTilesAndEntities) {
    const ContentPtr c = test::default_content();
    World w = room(*c);
    const World before = w;
    const StampPlan plan = plan_stamp(w, *c, cell_vault(), {6, 3}, 0, 7);
    ASSERT_EQ(plan.refused, "");
    EXPECT_EQ(plan.area, (Rect{5, 2, 3, 3}));
    const EditResult r = apply_edit(w, *c, plan.edit);
    ASSERT_TRUE(r.applied) << r.error;
    EXPECT_EQ(w.map.tile_id({5, 2}), c->settings.wall_tile);
    EXPECT_EQ(w.map.tile_id({6, 2}), c->settings.floor_tile);
    EXPECT_EQ(test::count_of(w, "orc"), test::count_of(before, "orc") + 1);
    EXPECT_TRUE(apply_edit(w, *c, r.inverse).applied);
    EXPECT_EQ(w.map.cells(), before.map.cells());
    EXPECT_EQ(test::count_of(w, "orc"), test::count_of(before, "orc"));
}

TEST(VaultStamp, TheLegendsChoicesLeaveTheWorldsDiceAlone) {
    const ContentPtr c = test::default_content();
    World w = room(*c);
    const std::uint64_t dice = w.rng.state();
    plan_stamp(w, *c, cell_vault(), {6, 3}, 0, 7);
    EXPECT_EQ(w.rng.state(), dice);
    // The same seed plans the same stamp: a replay of the recorded edit needs no dice.
    EXPECT_EQ(plan_stamp(w, *c, cell_vault(), {6, 3}, 0, 7).edit,
              plan_stamp(w, *c, cell_vault(), {6, 3}, 0, 7).edit);
}

TEST(VaultStamp, AVaultReachingTheOuterWallIsRefused) {
    const ContentPtr c = test::default_content();
    const World w = room(*c);
    const StampPlan plan = plan_stamp(w, *c, cell_vault(), {1, 1}, 0, 7);
    EXPECT_TRUE(plan.edit.empty());
    EXPECT_THAT(plan.refused, HasSubstr("outer wall"));
}

TEST(VaultStamp, AWallOnThePlayerIsRefused) {
    const ContentPtr c = test::default_content();
    const World w = room(*c);
    const StampPlan plan = plan_stamp(w, *c, cell_vault(), {2, 3}, 0, 7);  // '#' on (1,3)
    EXPECT_THAT(plan.refused, HasSubstr("would stand on"));
    EXPECT_THAT(plan.refused, HasSubstr("player"));
}

TEST(VaultStamp, AVaultThatCutsTheFloorIsRefused) {
    const ContentPtr c = test::default_content();
    // A corridor one cell high: a wall vault across it cuts the stairs off.
    World w = bound(*c, {"###########", "#@.......>#", "###########"});
    VaultDef plug;
    plug.id = "plug";
    plug.map = {"#"};
    const StampPlan plan = plan_stamp(w, *c, plug, {5, 1}, 0, 7);
    EXPECT_THAT(plan.refused, HasSubstr("would cut the floor"));
    EXPECT_TRUE(plan.edit.empty());
}

TEST(VaultStamp, AVaultWhoseEntrancesMeetNothingIsRefused) {
    const ContentPtr c = test::default_content();
    World w = bound(*c, {"###############", "#@..>##########", "###############", "###############",
                         "###############", "###############", "###############"});
    const StampPlan plan = plan_stamp(w, *c, cell_vault(), {10, 4}, 0, 7);
    EXPECT_THAT(plan.refused, HasSubstr("could not be walked into"));
}

TEST(VaultStamp, ACreatureInTheVaultKeepsItsCell) {
    const ContentPtr c = test::default_content();
    World w = bound(*c, {"#############", "#...........#", "#...........#", "#@....T.....#",
                         "#...........#", "#..........>#", "#############"});
    const StampPlan plan = plan_stamp(w, *c, cell_vault(), {6, 3}, 0, 7);  // its o on the troll
    ASSERT_EQ(plan.refused, "");
    for (const EditOp& op : plan.edit.ops) EXPECT_NE(op.kind, EditOp::Kind::spawn);
    EXPECT_TRUE(apply_edit(w, *c, plan.edit).applied);
}

TEST(VaultStamp, AGameWithAVaultAndAStampRecordsAndLoadsBack) {
    std::shared_ptr<Content> c = test::edited_content();
    c->vaults["cell"] = cell_vault();
    Game game =
        test::prefab_game(c, {"#############", "#...........#", "#...........#", "#@..........#",
                              "#...........#", "#..........>#", "#############"});
    const StampPlan plan = plan_stamp(game.world(), game.content(), cell_vault(), {6, 3}, 0, 7);
    ASSERT_EQ(plan.refused, "");
    ASSERT_TRUE(game.apply(plan.edit).applied);
    const Recording recording = record_game(game, 1, "");
    ASSERT_EQ(recording.error, "");
    EXPECT_EQ(recording.mismatch, "");
    test::TempDir out;
    const ReplayLoad load = load_replay(out.write("run.yaml", recording.text));
    ASSERT_TRUE(load.replay) << to_string(load.problems);  // vaults.yaml is embedded and read
    EXPECT_TRUE(load.replay->contents[0]->vault("cell"));
}

}  // namespace
}  // namespace cf
