// Rebasing a world onto new content: renames follow every reference, entities keep
// their state, and the restore edit undoes what the rebase did, exactly.

#include "engine/rules/rebase.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/rules/stats.hpp"
#include "engine/world/world_diff.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

const std::vector<std::string> kRebaseRoom = {"#########", "#@..o.o.#", "#...T...#", "#########"};

// `content` with actor `from` renamed to `to`, references following.
std::shared_ptr<Content> with_actor_renamed(const Content& content, const DefId& from,
                                            const DefId& to) {
    auto next = test::with_id_changed(content, DefKind::actor, from, to);
    for (auto& [depth, weights] : next->spawns.monsters.by_depth) {
        if (auto it = weights.find(from); it != weights.end()) {
            weights[to] = it->second;
            weights.erase(from);
        }
    }
    return next;
}

// The issue's first finding: renaming orc to goblin removed the six live orcs.
TEST(Rebase, RenameKeepsEveryLiveEntityWithItsState) {
    Game game = test::prefab_game(test::default_content(), kRebaseRoom);
    Entity* orc = test::first_of(game.mutable_world(), "orc");
    orc->fighter->hp = 4;
    const EntityId wounded = orc->id;
    const ReloadReport r = game.apply_content(with_actor_renamed(game.content(), "orc", "goblin"),
                                              {{DefKind::actor, "orc", "goblin"}});
    ASSERT_TRUE(r.applied);
    EXPECT_EQ(r.entities_removed, 0);
    EXPECT_EQ(test::count_of(game.world(), "orc"), 0);
    EXPECT_EQ(test::count_of(game.world(), "goblin"), 2);
    EXPECT_EQ(game.world().find(wounded)->fighter->hp, 4);
    EXPECT_TRUE(r.restore.empty()) << to_string(r.restore);
}

TEST(Rebase, RenamedItemsAndSlotsFollowIntoInventoriesAndEquipment) {
    Game game = test::prefab_game(test::default_content(), kRebaseRoom);
    auto next = test::with_id_changed(
        *test::with_id_changed(game.content(), DefKind::item, "dagger", "knife"), DefKind::slot,
        "weapon", "hand");
    for (auto& [id, def] : next->items) {
        if (def.equippable && def.equippable->slot == "weapon") def.equippable->slot = "hand";
    }
    for (DefId& e : next->actors.at("player").starting_equipment) {
        if (e == "dagger") e = "knife";
    }
    const int power_before = power(game.world().player(), game.content());
    ASSERT_TRUE(game.apply_content(next, {{DefKind::item, "dagger", "knife"},
                                          {DefKind::slot, "weapon", "hand"}})
                    .applied);
    const Entity& p = game.world().player();
    EXPECT_EQ(p.inventory->items.at(0).def, "knife");
    EXPECT_TRUE(p.inventory->equipped.contains("hand"));
    EXPECT_EQ(power(p, game.content()), power_before);
}

TEST(Rebase, RenamedTilesKeepTheFloor) {
    Game game = test::prefab_game(test::default_content(), kRebaseRoom);
    auto next = test::with_id_changed(game.content(), DefKind::tile, "wall", "stone");
    next->settings.wall_tile = "stone";
    ASSERT_TRUE(game.apply_content(next, {{DefKind::tile, "wall", "stone"}}).applied);
    EXPECT_EQ(game.world().map.tile_id({0, 0}), "stone");
}

// What the world remembers by id beside its entities follows a rename too: a kind the
// player has identified, and a cell waiting to turn back into a tile.
TEST(Rebase, RenamesFollowIntoIdentifiedKindsAndTileTimers) {
    Game game = test::prefab_game(test::default_content(), kRebaseRoom);
    World& w = test::world_behind_the_log(game);
    w.identified["dagger"] = 1;
    w.tile_timers["3_1_wall"] = 40;
    auto next = test::with_id_changed(
        *test::with_id_changed(game.content(), DefKind::item, "dagger", "knife"), DefKind::tile,
        "wall", "stone");
    next->settings.wall_tile = "stone";
    for (DefId& e : next->actors.at("player").starting_equipment) {
        if (e == "dagger") e = "knife";
    }
    ASSERT_TRUE(game.apply_content(next, {{DefKind::item, "dagger", "knife"},
                                          {DefKind::tile, "wall", "stone"}})
                    .applied);
    EXPECT_EQ(game.world().identified, (std::map<DefId, int>{{"knife", 1}}));
    EXPECT_EQ(game.world().tile_timers, (std::map<DefId, int>{{"3_1_stone", 40}}));
}

// Deleting a definition live entities use, then undoing: the reverse revision and the
// restore edit give back the very same entities (ids, HP, inventory, place in the list).
TEST(Rebase, DeleteThenUndoRestoresTheEntitiesExactly) {
    Game game = test::prefab_game(test::default_content(), kRebaseRoom);
    test::first_of(game.mutable_world(), "troll")->fighter->hp = 9;
    const World before = game.world();
    const ContentPtr with_troll = game.content_ptr();
    auto without = std::make_shared<Content>(game.content());
    without->actors.erase("troll");
    for (auto& [depth, weights] : without->spawns.monsters.by_depth) weights.erase("troll");
    const ReloadReport deleted = game.apply_content(without);
    ASSERT_TRUE(deleted.applied);
    EXPECT_EQ(deleted.entities_removed, 1);

    ASSERT_TRUE(game.apply_content(with_troll).applied);
    ASSERT_TRUE(game.apply(deleted.restore).applied);
    EXPECT_EQ(game.world().entities, before.entities)
        << to_string(diff_worlds(before, game.world()));
}

// HP keeps its fraction of max HP, rounded: 7/10 with a new max of 25 is 18/25, and
// undoing puts back exactly 7, not a rounded fraction of a fraction.
TEST(Rebase, HpKeepsItsFractionRoundedAndUndoIsExact) {
    Game game = test::prefab_game(test::default_content(), kRebaseRoom);
    Entity* orc = test::first_of(game.mutable_world(), "orc");
    orc->fighter->hp = 7;
    const EntityId id = orc->id;
    const ContentPtr old = game.content_ptr();
    auto tougher = std::make_shared<Content>(game.content());
    tougher->actors.at("orc").fighter.hp = 25;
    const ReloadReport r = game.apply_content(tougher);
    EXPECT_EQ(game.world().find(id)->fighter->hp, 18);
    ASSERT_TRUE(game.apply_content(old).applied);
    ASSERT_TRUE(game.apply(r.restore).applied);
    EXPECT_EQ(game.world().find(id)->fighter->hp, 7);
}

// A changed definition updates every entity made from it, also one that holds a status
// the change left alone.
TEST(Rebase, EveryEntityOfAChangedDefinitionIsUpdatedWhateverItHolds) {
    Game game = test::prefab_game(test::default_content(), kRebaseRoom);
    World world = game.world();
    int orcs = 0;
    for (Entity& e : world.entities) {
        if (e.def != "orc") continue;
        if (orcs++ == 0) e.statuses["poisoned"] = 5;
    }
    ASSERT_EQ(orcs, 2);
    auto stronger = std::make_shared<Content>(game.content());
    stronger->actors.at("orc").fighter.power += 2;
    const RebaseReport r = rebase_world(world, &game.content(), *stronger, {});
    EXPECT_EQ(r.entities_updated, 2);
}

TEST(Rebase, RefusalsNameWhatIsMissing) {
    Game game = test::prefab_game(test::default_content(), kRebaseRoom);
    auto next = std::make_shared<Content>(game.content());
    next->tiles.erase("wall");
    EXPECT_THAT(
        rebase_refusals(game.world(), *next, {}),
        ::testing::Contains(::testing::HasSubstr("tile 'wall' is used by the current floor")));
    // The same content is fine once the rename says where the wall went.
    EXPECT_TRUE(rebase_refusals(game.world(), game.content(), {}).empty());
}

TEST(Rebase, ReversedRenamesReadBackwards) {
    const std::vector<Rename> r = {{DefKind::actor, "orc", "goblin"},
                                   {DefKind::actor, "goblin", "hobgoblin"}};
    EXPECT_EQ(reversed(r), (std::vector<Rename>{{DefKind::actor, "hobgoblin", "goblin"},
                                                {DefKind::actor, "goblin", "orc"}}));
}

}  // namespace
}  // namespace cf
