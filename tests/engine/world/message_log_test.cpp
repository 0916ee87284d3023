// The message log: repeats stack as "(x3)" instead of flooding the log.

#include "engine/world/message_log.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

TEST(MessageLog, RepeatedMessageStacks) {
    MessageLog log;
    for (int turn = 1; turn <= 3; ++turn) log.add("The Orc attacks you.", Tone::enemy_attack, turn);
    ASSERT_EQ(log.messages().size(), 1u);
    EXPECT_EQ(log.messages()[0].count, 3);
    EXPECT_EQ(log.messages()[0].turn, 3);  // when it was last said
    EXPECT_EQ(MessageLog::display(log.messages()[0]), "The Orc attacks you. (x3)");
}

TEST(MessageLog, SingleMessageShowsNoCount) {
    MessageLog log;
    log.add("Hello.", Tone::normal, 0);
    EXPECT_EQ(MessageLog::display(log.messages()[0]), "Hello.");
}

TEST(MessageLog, OnlyConsecutiveRepeatsStack) {
    MessageLog log;
    log.add("A", Tone::normal, 0);
    log.add("B", Tone::normal, 0);
    log.add("A", Tone::normal, 0);
    ASSERT_EQ(log.messages().size(), 3u);
    for (const Message& m : log.messages()) EXPECT_EQ(m.count, 1);
}

TEST(MessageLog, SameTextInAnotherToneDoesNotStack) {
    MessageLog log;
    log.add("A", Tone::normal, 0);
    log.add("A", Tone::warning, 0);
    EXPECT_EQ(log.messages().size(), 2u);
}

TEST(MessageLog, OldestMessagesAreDroppedPastTheCapacity) {
    MessageLog log;
    for (std::size_t i = 0; i < MessageLog::kCapacity + 5; ++i)
        log.add(std::to_string(i), Tone::normal, 0);
    ASSERT_EQ(log.messages().size(), MessageLog::kCapacity);
    EXPECT_EQ(log.messages().front().text, "5");
    EXPECT_EQ(log.messages().back().text, std::to_string(MessageLog::kCapacity + 4));
}

TEST(MessageLog, ToneNamesRoundTrip) {
    for (Tone t : {Tone::normal, Tone::enemy_death, Tone::level_up, Tone::magic}) {
        Tone parsed = Tone::normal;
        ASSERT_TRUE(parse_tone(tone_name(t), parsed)) << tone_name(t);
        EXPECT_EQ(parsed, t);
    }
    Tone unused = Tone::normal;
    EXPECT_FALSE(parse_tone("shouting", unused));
}

TEST(MessageLog, BumpingIntoAWallThreeTimesStacksInTheGame) {
    Game game = test::prefab_game(test::default_content(), {"###", "#@#", "###"});
    for (int i = 0; i < 3; ++i) EXPECT_FALSE(game.submit(Command::move(Direction::n)));
    EXPECT_EQ(test::last_message(game.world()), "That way is blocked. (x3)");
    EXPECT_EQ(game.world().turn, 0);
}

}  // namespace
}  // namespace cf
