// A save that reads cleanly but describes a world no game can go on from (edited by
// hand and resealed) is refused with the reason: a dead player or a 'dead' game. The
// file itself is never touched by loading.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/core/file_write.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/game.hpp"
#include "engine/rules/world_edit.hpp"
#include "engine/save/save.hpp"
#include "tests/support/save_text_checks.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::AllOf;
using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::Field;
using ::testing::HasSubstr;

// Walls around a corridor of floor at y 1, x 1..3; the player at (1, 1), an orc at (2, 1).
World corridor(const Content& c) { return test::corridor_world(c, 4, 3, 1); }

// The corridor's save with the player's HP set to `hp`, resealed.
std::string with_player_hp(int hp) {
    std::string text = save_to_text(corridor(*test::default_content()));
    const std::string key = "fighter: {hp: ";
    const auto at = text.find(key, text.find("def: player")) + key.size();
    text.replace(at, text.find('}', at) - at, std::to_string(hp));
    return reseal_save_text(text);
}

// The corridor's save with the first `from` after `after` replaced, resealed: what a
// hand edit that knows the checksum gives.
std::string edited(const std::string& after, const std::string& from, const std::string& to) {
    std::string text = save_to_text(corridor(test::save_content()));
    const auto start = text.find(after);
    const auto at = start == std::string::npos ? start : text.find(from, start);
    if (at == std::string::npos) {
        ADD_FAILURE() << "'" << after << "' then '" << from << "' not in:\n" << text;
        return text;
    }
    return reseal_save_text(text.replace(at, from.size(), to));
}

TEST(SaveInvariants, TheCorridorItselfLoads) {
    SaveLoad l = test::load_save_fixture(save_to_text(corridor(test::save_content())));
    ASSERT_TRUE(l.world) << to_string(l.problems);
    EXPECT_TRUE(l.world->map.walkable(l.world->player().pos)) << "the map is bound to the content";
}

TEST(SaveInvariants, APlayerWithNoHpWhilePlayingIsRefused) {
    SaveLoad l = test::load_save_fixture(with_player_hp(0));
    EXPECT_FALSE(l.world);
    EXPECT_THAT(l.problems,
                Contains(test::MessageHas(
                    "The player (entity 1) cannot have 0 HP while the game is 'playing'")));
    EXPECT_FALSE(test::load_save_fixture(with_player_hp(-3)).world);
    EXPECT_TRUE(test::load_save_fixture(with_player_hp(1)).world);
}

// World edits refuse to put the player there, so only a hand-edited save does.
TEST(SaveInvariants, APlayerInsideAWallIsRefused) {
    SaveLoad l = test::load_save_fixture(edited("def: player", "x: 1", "x: 0"));
    EXPECT_FALSE(l.world);
    EXPECT_THAT(l.problems,
                Contains(test::MessageHas("cannot stand at (0, 1): 'wall' cannot be walked on")));
}

TEST(SaveInvariants, AnOrcMayStandAnywhereOnTheMap) {
    // Only the player's footing is checked: a monster in a wall is odd but harmless.
    SaveLoad l = test::load_save_fixture(edited("def: orc", "y: 1", "y: 0"));
    EXPECT_TRUE(l.world) << to_string(l.problems);
}

TEST(SaveInvariants, ADeadGameIsRefusedAndTheFileKept) {
    const std::string text = edited("", "status: playing", "status: dead");
    SaveLoad l = test::load_save_fixture(text);
    EXPECT_FALSE(l.world);
    EXPECT_THAT(l.problems, Contains(test::MessageHas("'status' is 'dead': this game is over")));

    test::TempDir dir;
    const std::string path = dir.write("save.yaml", text);
    EXPECT_FALSE(load_save_file(path, test::save_content()).world);
    std::string after = test::file_text(path);
    EXPECT_EQ(after, text);
}

// A recording's keyframe is looked at, not played on from: a finished game reads.
TEST(SaveInvariants, AStateThatIsOnlyLookedAtMayBeDead) {
    SaveLoad l = load_state_text(edited("", "status: playing", "status: dead"), "k.yaml",
                                 test::save_content());
    ASSERT_TRUE(l.world) << to_string(l.problems);
    EXPECT_EQ(l.world->status, GameStatus::dead);
    EXPECT_FALSE(load_state_text("status: dead", "k.yaml", test::save_content()).world)
        << "damage is still refused";
}

// The corridor with the player carrying `items` (ids from 50 on), as save text.
std::string with_carried(const std::vector<std::pair<DefId, int>>& items) {
    World w = corridor(test::save_content());
    Inventory& inventory = *w.player().inventory;
    inventory.items.clear();
    inventory.equipped.clear();
    EntityId id = 50;
    for (const auto& [def, letter] : items) inventory.items.push_back({id++, def, letter});
    w.next_id = id;
    return save_to_text(w);
}

TEST(SaveInvariants, TwoDifferentItemsUnderOneLetterAreRefused) {
    // Such a save loaded, and `drop a` then dropped both, one after the other.
    SaveLoad l = test::load_save_fixture(with_carried({{"sword", 0}, {"health_potion", 0}}));
    EXPECT_FALSE(l.world);
    EXPECT_THAT(
        l.problems,
        ElementsAre(AllOf(Field(&Problem::line, ::testing::Gt(1)),
                          test::MessageHas("carries items 50 (sword) and 51 (health_potion) under "
                                           "the one letter a, which the game never does"))));
    // Two swords under one letter load: a content change can make a stack of what was a
    // consumable into equipment, and nothing splits the stack then.
    EXPECT_TRUE(test::load_save_fixture(with_carried({{"sword", 2}, {"sword", 2}})).world);
}

TEST(SaveInvariants, IdenticalPotionsShareALetter) {
    SaveLoad l = test::load_save_fixture(
        with_carried({{"health_potion", 0}, {"health_potion", 0}, {"sword", 1}}));
    ASSERT_TRUE(l.world) << to_string(l.problems);
    EXPECT_EQ(l.world->player().inventory->items.size(), 3u);
}

TEST(SaveInvariants, AnItemWithAnActorsPartsIsRefused) {
    World w = corridor(test::save_content());
    Entity item;
    item.id = w.new_id();
    item.kind = EntityKind::item;
    item.def = "sword";
    item.pos = {3, 1};
    item.fighter = Fighter{5};
    w.entities.push_back(item);
    SaveLoad l = test::load_save_fixture(save_to_text(w));
    EXPECT_FALSE(l.world);
    EXPECT_THAT(l.problems, ElementsAre(test::MessageHas("has 'fighter', which only actors have")));
}

TEST(SaveInvariants, AWorldEditCannotMakeWhatALoadRefuses) {
    Game game(test::default_content(), corridor(test::save_content()));
    const std::string before = save_to_text(game.world());
    std::string error;
    const auto edit =
        parse_world_edit("set 1 inventory.items [[50, sword, a], [51, dagger, a]]", error);
    ASSERT_TRUE(edit) << error;
    const EventResult r = game.apply(*edit);
    EXPECT_FALSE(r.applied);
    EXPECT_THAT(r.error, HasSubstr("under the one letter a"));
    EXPECT_EQ(save_to_text(game.world()), before) << "a refused edit changes nothing";
}

}  // namespace
}  // namespace cf
