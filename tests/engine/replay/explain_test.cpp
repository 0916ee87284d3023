// Explaining a value: a field's history names every change with what made it.

#include "engine/replay/explain.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/effect_items.hpp"
#include "tests/support/test_support.hpp"
#include "tests/support/text_checks.hpp"

namespace cf {
namespace {

using ::testing::Contains;
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
    test::expect_each_refused(parse_field_ref,
                              {{"fighter", "<entity>.<field>"}, {"orc.fighter.hp", "use its id"}});
    std::string error;
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

// Issue 20's words for a chain: what gave a status, and what it did since.
TEST(Explain, PoisonNamesTheSpidersBiteAndWhatEachTickCost) {
    Game game = test::prefab_game(test::default_content(), {"######", "#@s..#", "######"},
                                  {{'s', "cave_spider"}});
    const std::string spider = std::to_string(test::first_of(game.world(), "cave_spider")->id);
    // Every bite lands: set before the first event, so it is part of the start the
    // history replays from.
    game.mutable_world().player().progression->defense_gain = -10;
    for (int i = 0; i < 8 && !game.world().player().statuses.contains("poisoned"); ++i)
        ASSERT_TRUE(game.submit(Command::wait()));
    ASSERT_TRUE(game.world().player().statuses.contains("poisoned"))
        << ::testing::PrintToString(test::messages(game.world()));
    ASSERT_TRUE(game.submit(Command::wait()));

    const FieldHistory status = history_of(game, "player.statuses.poisoned");
    ASSERT_FALSE(status.changes.empty());
    EXPECT_EQ(status.changes.front().cause, "poisoned by the Cave spider's bite (#" + spider + ")");
    EXPECT_THAT(causes(history_of(game, "player.fighter.hp")),
                Contains(HasSubstr("poisoned by the Cave spider's bite (#" + spider + "): -1 HP")));
}

// A push moves its target: the moved monster's column has a history that names it, and a
// history of any field is still told across the move.
TEST(Explain, APushIsInTheMovedMonstersHistory) {
    auto c = test::edited_content();
    EffectDef push;
    push.kind = EffectKind::push;
    push.amount = 2;
    test::add_enemy_item(*c, "shove", {push});
    c->items.at("shove").name = "Shove";
    Game game = test::prefab_game(c, {"########", "#@o....#", "########"});
    const std::string orc = std::to_string(test::first_of(game.world(), "orc")->id);
    ASSERT_TRUE(game.submit(Command::use(test::give_item(game, "shove"))));
    const FieldHistory x = history_of(game, orc + ".x");
    EXPECT_EQ(x.initial, "2");
    // Pushed two cells by the shove, then a step back toward the player on its turn.
    EXPECT_THAT(causes(x), ::testing::ElementsAre("1 4 Shove used by you (#1)", "1 3 turn: use c"));
    EXPECT_FALSE(history_of(game, orc + ".fighter.hp").initial.empty());
}

TEST(Explain, SleepNamesTheScrollThatGaveIt) {
    Game game = test::prefab_game(test::default_content(), {"########", "#@....o#", "########"});
    const std::string orc = std::to_string(test::first_of(game.world(), "orc")->id);
    game.apply(WorldEdit{{EditOp::give(game.world().player_id, "sleep_scroll")}});
    const auto& items = game.world().player().inventory->items;
    ASSERT_TRUE(game.submit(Command::use(static_cast<int>(items.size()) - 1, Point{6, 1})));
    const FieldHistory h = history_of(game, orc + ".statuses.asleep");
    ASSERT_FALSE(h.changes.empty());
    EXPECT_EQ(h.changes.front().cause, "slept by your Sleep scroll");
    // It wears off: the change to 0 says the time ran out, not the cause's bare name.
    for (int i = 0; i < 50 && test::first_of(game.world(), "orc")->statuses.contains("asleep"); ++i)
        ASSERT_TRUE(game.submit(Command::wait()));
    ASSERT_FALSE(test::first_of(game.world(), "orc")->statuses.contains("asleep"));
    const FieldHistory ended = history_of(game, orc + ".statuses.asleep");
    ASSERT_FALSE(ended.changes.empty());
    EXPECT_THAT(causes(ended), Contains(::testing::EndsWith(" 0 ran out")));
}

TEST(Explain, RegenerationNamesTheRingThatGrantsIt) {
    Game game = test::prefab_game(test::default_content(), {"#####", "#@..#", "#####"});
    game.apply(WorldEdit{{EditOp::give(game.world().player_id, "ring_of_regeneration")}});
    const auto& items = game.world().player().inventory->items;
    ASSERT_TRUE(game.submit(Command::equip(static_cast<int>(items.size()) - 1)));
    game.apply(WorldEdit{{EditOp::set(game.world().player_id, "fighter.hp", "20")}});
    ASSERT_TRUE(game.submit(Command::wait()));
    const FieldHistory h = history_of(game, "player.fighter.hp");
    ASSERT_FALSE(h.changes.empty());
    EXPECT_EQ(h.changes.back().cause, "regenerating from your Ring of regeneration: +1 HP");
}

}  // namespace
}  // namespace cf
