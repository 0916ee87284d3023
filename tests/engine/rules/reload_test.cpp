// Game::apply_content: a new snapshot swapped into the running world. Entities keep
// their state and pick up every new number at once.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/replay/dump.hpp"
#include "engine/rules/game.hpp"
#include "engine/rules/stats.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::Contains;
using ::testing::HasSubstr;

// Two orcs and a troll in a lit room; stairs east of the player.
const std::vector<std::string> kReloadRoom = {"#########", "#@>..o..#", "#...o..T#", "#########"};

Entity& orc_at(Game& game, Point p) { return *test::world_behind_the_log(game).actor_at(p); }

TEST(Reload, MonsterMaxHpChangeKeepsTheFractionOfHp) {
    Game game = test::prefab_game(test::default_content(), kReloadRoom);
    orc_at(game, {5, 1}).fighter->hp = 6;
    auto next = test::edited_content();
    next->actors.at("orc").fighter.hp = 50;
    const ReloadReport report = game.apply_content(next);
    ASSERT_TRUE(report.applied);
    EXPECT_EQ(orc_at(game, {5, 1}).fighter->hp, 30);  // 6/10 of 50
    EXPECT_EQ(orc_at(game, {4, 2}).fighter->hp, 50);  // was at full health
    EXPECT_EQ(orc_at(game, {7, 2}).fighter->hp, 16);  // the troll did not change
    EXPECT_EQ(report.definitions_changed, 1);
    EXPECT_EQ(report.entities_updated, 2);
    EXPECT_EQ(report.entities_removed, 0);
}

TEST(Reload, LowerMaxHpLowersHpInProportion) {
    Game game = test::prefab_game(test::default_content(), kReloadRoom);
    test::world_behind_the_log(game).player().fighter->hp = 15;
    auto next = test::edited_content();
    next->actors.at("player").fighter.hp = 20;
    game.apply_content(next);
    EXPECT_EQ(game.world().player().fighter->hp, 10);
}

TEST(Reload, WoundedMonsterKeepsAtLeastOneHp) {
    Game game = test::prefab_game(test::default_content(), kReloadRoom);
    orc_at(game, {5, 1}).fighter->hp = 1;
    auto next = test::edited_content();
    next->actors.at("orc").fighter.hp = 2;
    game.apply_content(next);
    EXPECT_EQ(orc_at(game, {5, 1}).fighter->hp, 1);
}

TEST(Reload, SwordBonusChangesThePlayersPowerAtOnce) {
    Game game = test::prefab_game(test::default_content(), kReloadRoom);
    World& w = test::world_behind_the_log(game);
    const ItemInstance sword{w.new_id(), "sword"};
    w.player().inventory->items.push_back(sword);
    w.player().inventory->equipped["weapon"] = sword.id;
    ASSERT_EQ(power(game.world().player(), game.content()), 2 + 4);
    auto next = test::edited_content();
    next->items.at("sword").equippable->power = 9;
    ASSERT_TRUE(game.apply_content(next).applied);
    EXPECT_EQ(power(game.world().player(), game.content()), 2 + 9);
}

TEST(Reload, DeletedMonsterDefinitionRemovesItsEntities) {
    Game game = test::prefab_game(test::default_content(), kReloadRoom);
    auto next = test::edited_content();
    next->actors.erase("troll");
    for (auto& [depth, weights] : next->spawns.monsters.by_depth) weights.erase("troll");
    const ReloadReport report = game.apply_content(next);
    ASSERT_TRUE(report.applied);
    EXPECT_EQ(report.entities_removed, 1);
    EXPECT_EQ(test::count_of(game.world(), "troll"), 0);
    EXPECT_EQ(test::count_of(game.world(), "orc"), 2);
    EXPECT_THAT(test::messages(game.world()),
                ::testing::Contains(::testing::HasSubstr(
                    "(actor 'troll') left the floor: the content has no actor 'troll'.")));
}

TEST(Reload, DeletedItemDefinitionLeavesTheInventory) {
    Game game = test::prefab_game(test::default_content(), kReloadRoom);
    auto next = test::edited_content();
    next->items.erase("dagger");
    next->actors.at("player").starting_equipment = {"leather_armor"};
    ASSERT_TRUE(game.apply_content(next).applied);
    const Entity& p = game.world().player();
    ASSERT_EQ(p.inventory->items.size(), 1u);
    EXPECT_EQ(p.inventory->items[0].def, "leather_armor");
    EXPECT_FALSE(p.inventory->equipped.contains("weapon"));
    EXPECT_TRUE(p.inventory->equipped.contains("armor"));
    EXPECT_EQ(power(p, game.content()), 2);
    EXPECT_THAT(test::messages(game.world()),
                ::testing::Contains(::testing::HasSubstr("('dagger') carried by you is gone")));
}

TEST(Reload, ItemMovedToAnotherSlotIsTakenOff) {
    Game game = test::prefab_game(test::default_content(), kReloadRoom);
    auto next = test::edited_content();
    next->slots["hand"] = SlotDef{"hand", "hand"};
    next->items.at("dagger").equippable->slot = "hand";
    ASSERT_TRUE(game.apply_content(next).applied);
    const Entity& p = game.world().player();
    EXPECT_EQ(p.inventory->items.size(), 2u);  // still carried
    EXPECT_FALSE(p.inventory->equipped.contains("weapon"));
    EXPECT_EQ(power(p, game.content()), 2);
}

TEST(Reload, DeletingATileTheFloorUsesIsRefused) {
    Game game = test::prefab_game(test::default_content(), kReloadRoom);
    const ContentPtr before = game.content_ptr();
    const std::string state = dump_state(game, 0);
    auto next = test::edited_content();
    next->tiles.erase("down_stairs");
    next->settings.stairs_tile = "floor";
    const ReloadReport report = game.apply_content(next);
    EXPECT_FALSE(report.applied);
    EXPECT_THAT(report.refused,
                Contains(HasSubstr("tile 'down_stairs' is used by the current floor")));
    EXPECT_EQ(game.content_ptr(), before);
    EXPECT_EQ(dump_state(game, 0), state);
    // The refused revision is on the timeline, and says so in the log (a replay says it too).
    EXPECT_TRUE(test::logged(
        game.world(),
        "Reload refused: tile 'down_stairs' is used by the current floor but no longer defined"));
}

TEST(Reload, DeletingThePlayersDefinitionIsRefused) {
    Game game = test::prefab_game(test::default_content(), kReloadRoom);
    auto next = test::edited_content();
    next->actors.erase("player");
    const ReloadReport report = game.apply_content(next);
    EXPECT_FALSE(report.applied);
    EXPECT_THAT(report.refused, Contains(HasSubstr("the player's definition 'player'")));
    EXPECT_EQ(game.world().player().def, "player");
}

TEST(Reload, TileChangesApplyToTheFloor) {
    Game game = test::prefab_game(test::default_content(), kReloadRoom);
    ASSERT_FALSE(game.world().map.walkable({0, 1}));
    auto next = test::edited_content();
    next->tiles.at("wall").walkable = true;
    ASSERT_TRUE(game.apply_content(next).applied);
    EXPECT_TRUE(game.world().map.walkable({0, 1}));
}

TEST(Reload, ActorThatBecomesHostileStartsToHunt) {
    auto calm = test::edited_content();
    calm->actors.at("orc").ai.kind = AiKind::none;
    Game game = test::prefab_game(calm, {"#######", "#@...o#", "#######"});
    game.submit(Command::wait());
    ASSERT_EQ(test::first_of(game.world(), "orc")->pos, (Point{5, 1}));
    ASSERT_TRUE(game.apply_content(test::default_content()).applied);
    game.submit(Command::wait());
    EXPECT_EQ(test::first_of(game.world(), "orc")->pos, (Point{4, 1}));
}

TEST(Reload, SameContentChangesNothing) {
    Game game = test::prefab_game(test::default_content(), kReloadRoom);
    const std::string state = dump_state(game, 0);
    const ReloadReport report = game.apply_content(test::edited_content());
    EXPECT_TRUE(report.applied);
    EXPECT_EQ(report.definitions_changed, 0);
    EXPECT_EQ(report.entities_updated, 0);
    EXPECT_EQ(dump_state(game, 0), state);
    EXPECT_EQ(test::last_message(game.world()),
              "Reloaded content: 0 definitions changed, 0 entities updated.");
}

}  // namespace
}  // namespace cf
