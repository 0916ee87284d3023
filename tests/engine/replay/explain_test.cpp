// Explaining a value: a field's history names every change with what made it.

#include "engine/replay/explain.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

std::vector<std::string> causes(const FieldHistory& h) {
    std::vector<std::string> out;
    for (const FieldChange& c : h.changes)
        out.push_back(std::to_string(c.turn) + " " + c.value + " " + c.cause);
    return out;
}

FieldHistory history_of(const Game& game, const std::string& text) {
    std::string error;
    const auto ref = parse_field_ref(text, error);
    EXPECT_TRUE(ref) << error;
    return ref ? field_history(game, *ref) : FieldHistory{};
}

TEST(Explain, AMonstersHpHistoryListsEveryHitWithItsAttacker) {
    Game game = test::prefab_game(test::default_content(), {"#####", "#@o.#", "#####"});
    const EntityId orc = test::first_of(game.world(), "orc")->id;
    ASSERT_EQ(test::first_of(game.world(), "orc")->fighter->hp, 10);
    // The player hits for 4 (power 2 + 2 from the dagger).
    game.submit(Command::attack(Direction::e));
    game.submit(Command::attack(Direction::e));
    game.apply(WorldEdit{{EditOp::set(orc, "fighter.hp", "5")}});
    game.submit(Command::attack(Direction::e));
    game.submit(Command::attack(Direction::e));
    ASSERT_FALSE(game.world().find(orc)->alive());

    const FieldHistory h = history_of(game, std::to_string(orc) + ".fighter.hp");
    EXPECT_EQ(h.initial, "10");
    EXPECT_THAT(causes(h),
                ::testing::ElementsAre("1 6 attack by you (#1)", "2 2 attack by you (#1)",
                                       "2 5 edit: set " + std::to_string(orc) + " fighter.hp 5",
                                       "3 1 attack by you (#1)", "4 0 attack by you (#1)"));
    for (const FieldChange& c : h.changes) {
        if (c.cause.starts_with("attack")) {
            EXPECT_EQ(c.source, game.world().player_id);
        }
    }
}

TEST(Explain, ThePlayersHistoryNamesTheMonsterThatHitAndTheKillsXp) {
    Game game = test::prefab_game(test::default_content(), {"#####", "#@o.#", "#####"});
    const std::string orc = std::to_string(test::first_of(game.world(), "orc")->id);
    for (int i = 0; i < 3; ++i) game.submit(Command::attack(Direction::e));
    const FieldHistory hp = history_of(game, "player.fighter.hp");
    ASSERT_FALSE(hp.changes.empty());
    EXPECT_EQ(hp.changes.front().cause, "attack by the Orc (#" + orc + ")");
    const FieldHistory xp = history_of(game, "player.progression.xp");
    ASSERT_EQ(xp.changes.size(), 1u);
    EXPECT_EQ(xp.changes.front().cause, "XP for killing the Orc (#" + orc + ")");
    EXPECT_EQ(xp.changes.front().turn, 3);
}

TEST(Explain, ADerivedStatCarriesItsBreakdownAndTheLevelUp) {
    Game game = test::prefab_game(test::default_content(), {"#####", "#@..#", "#####"});
    game.apply(WorldEdit{{EditOp::set_world("pending_level_ups", "1")}});
    game.submit(Command::level_up(LevelUpChoice::power));
    auto stronger = std::make_shared<Content>(game.content());
    stronger->actors.at("player").fighter.power += 3;
    game.apply_content(stronger, {}, "Set actor 'player' fighter.power");

    const FieldHistory h = history_of(game, "player.power");
    EXPECT_EQ(h.initial, "4");  // 2 + 2 from the dagger
    ASSERT_EQ(h.changes.size(), 2u);
    EXPECT_EQ(h.changes[0].cause, "level-up");
    EXPECT_EQ(h.changes[0].value, "5");
    EXPECT_EQ(h.changes[1].value, "8");
    EXPECT_EQ(h.changes[1].cause, "content: Set actor 'player' fighter.power");
    ASSERT_TRUE(h.changes[1].breakdown);
    EXPECT_EQ(h.changes[1].breakdown->base, 5);
    EXPECT_EQ(h.changes[1].breakdown->gains, 1);
    EXPECT_THAT(to_string(h), HasSubstr("(base 5 + levels 1 + gear 2)"));
}

TEST(Explain, BadReferencesSayWhatIsExpected) {
    std::string error;
    EXPECT_FALSE(parse_field_ref("fighter", error));
    EXPECT_THAT(error, HasSubstr("<entity>.<field>"));
    EXPECT_FALSE(parse_field_ref("orc.fighter.hp", error));
    EXPECT_THAT(error, HasSubstr("use its id"));
    const auto ref = parse_field_ref("player.defense", error);
    ASSERT_TRUE(ref);
    EXPECT_FALSE(ref->entity);
    EXPECT_EQ(ref->stat, Stat::defense);
}

TEST(Explain, ARecorderFollowingAGrowingRunGivesTheWholeRunsHistory) {
    Game game = test::prefab_game(test::default_content(), {"######", "#@.o.#", "######"});
    std::string error;
    const auto ref = parse_field_ref("player.fighter.hp", error);
    ASSERT_TRUE(ref);
    FieldHistoryRecorder recorder(game, *ref);
    for (int i = 0; i < 6; ++i) {
        game.submit(Command::wait());
        recorder.follow(game);
    }
    game.submit(Command::attack(Direction::e));
    game.submit(Command::attack(Direction::e));
    recorder.follow(game);
    EXPECT_EQ(recorder.followed(), game.log().size());
    EXPECT_EQ(to_string(recorder.history()), to_string(field_history(game, *ref)));
    EXPECT_GE(recorder.history().changes.size(), 2u) << "the orc walked up and hit";
}

}  // namespace
}  // namespace cf
