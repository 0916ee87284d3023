// The written difficulty target: balance.yaml read with every mistake located, merged
// point by point over layers, and left out of the game's own content.

#include "engine/content/balance_target.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/content/content_loader.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ContentDir;
using test::ProblemAt;
using ::testing::ElementsAre;

Settings won_on(int depth) {
    Settings s;
    s.victory.defeat = "crypt_lord";
    s.victory.depth = depth;
    return s;
}

BalanceLoad read_target(const std::string& text, const Settings& settings = won_on(12)) {
    BalanceLoad load;
    read_balance_text(text, "balance.yaml", settings, load);
    return load;
}

TEST(BalanceTarget, ReadsPointsAndTheWinBand) {
    const BalanceLoad load = read_target(R"(survival:
  - {depth: 3, reach: 95%, tolerance: 4}
  - {depth: 9, reach: 40.5%, tolerance: 12}
win: {from: 8%, to: 20%}
)");
    ASSERT_TRUE(load.problems.empty()) << to_string(load.problems);
    ASSERT_EQ(load.target.survival.size(), 2u);
    EXPECT_EQ(load.target.survival[0].depth, 3);
    EXPECT_DOUBLE_EQ(load.target.survival[0].reach, 0.95);
    EXPECT_DOUBLE_EQ(load.target.survival[0].tolerance, 0.04);
    EXPECT_DOUBLE_EQ(load.target.survival[0].high(), 0.99);
    EXPECT_DOUBLE_EQ(load.target.survival[1].reach, 0.405);
    EXPECT_EQ(load.target.survival[1].at, (SourceLocation{"balance.yaml", 3, 5}));
    ASSERT_TRUE(load.target.win);
    EXPECT_DOUBLE_EQ(load.target.win->from, 0.08);
    EXPECT_DOUBLE_EQ(load.target.win->to, 0.20);
}

TEST(BalanceTarget, UnknownKeysAreLocated) {
    EXPECT_THAT(read_target("survival: []\nlose: {from: 1%, to: 2%}\n").problems,
                ElementsAre(ProblemAt("balance.yaml", 2, 1, "unknown key 'lose'")));
    EXPECT_THAT(
        read_target("survival:\n  - {depth: 3, reach: 95%, tolerance: 4, turns: 9}\n").problems,
        ElementsAre(ProblemAt("balance.yaml", 2, 42, "unknown key 'turns'")));
}

TEST(BalanceTarget, PercentagesMustBePercentagesWithinZeroToAHundred) {
    EXPECT_THAT(read_target("survival:\n  - {depth: 3, reach: 0.95, tolerance: 4}\n").problems,
                ElementsAre(ProblemAt("balance.yaml", 2, 23, "percentage like 95%")));
    EXPECT_THAT(read_target("survival:\n  - {depth: 3, reach: 120%, tolerance: 4}\n").problems,
                ElementsAre(ProblemAt("balance.yaml", 2, 23, "from 0% to 100%")));
    EXPECT_THAT(read_target("win: {from: 20%, to: 8%}\n").problems,
                ElementsAre(ProblemAt("balance.yaml", 1, 6, "must be below its to")));
}

TEST(BalanceTarget, DepthsMustLieWithinTheFloors) {
    EXPECT_THAT(read_target("survival:\n  - {depth: 13, reach: 5%, tolerance: 4}\n").problems,
                ElementsAre(ProblemAt("balance.yaml", 2, 13, "from 2 to 12 (the last floor)")));
    EXPECT_THAT(read_target("survival:\n  - {depth: 1, reach: 95%, tolerance: 4}\n").problems,
                ElementsAre(ProblemAt("balance.yaml", 2, 13, "every run starts on depth 1")));
    EXPECT_THAT(read_target("survival:\n  - {depth: 6, reach: 60%, tolerance: 4}\n"
                            "  - {depth: 4, reach: 70%, tolerance: 4}\n")
                    .problems,
                ElementsAre(ProblemAt("balance.yaml", 3, 5, "not deeper than the point before")));
}

TEST(BalanceTarget, ToleranceMustLeaveRoomAndBeAbleToFail) {
    EXPECT_THAT(read_target("survival:\n  - {depth: 3, reach: 95%, tolerance: 0}\n").problems,
                ElementsAre(ProblemAt("balance.yaml", 2, 39, "leaves no room")));
    EXPECT_THAT(read_target("survival:\n  - {depth: 3, reach: 50%, tolerance: 60}\n").problems,
                ElementsAre(ProblemAt("balance.yaml", 2, 39, "could never fail")));
    EXPECT_THAT(read_target("survival:\n  - {depth: 3, reach: 50%, tolerance: 5%}\n").problems,
                ElementsAre(ProblemAt("balance.yaml", 2, 39, "write 5, not 5%")));
}

TEST(BalanceTarget, SurvivalCannotRiseWithDepth) {
    EXPECT_THAT(read_target("survival:\n  - {depth: 3, reach: 60%, tolerance: 4}\n"
                            "  - {depth: 6, reach: 70%, tolerance: 4}\n")
                    .problems,
                ElementsAre(ProblemAt("balance.yaml", 3, 5, "more than 60% at depth 3")));
}

TEST(BalanceTarget, AWinNeedsAGameThatCanBeWon) {
    EXPECT_THAT(read_target("win: {from: 5%, to: 15%}\n", Settings{}).problems,
                ElementsAre(ProblemAt("balance.yaml", 1, 6, "cannot be won")));
}

TEST(BalanceTarget, LayersMergePointByPointAndTheFileIsNotGameContent) {
    ContentDir base;
    base.write("balance.yaml",
               "survival:\n  - {depth: 3, reach: 95%, tolerance: 4}\n"
               "  - {depth: 6, reach: 70%, tolerance: 12}\n");
    ContentDir mod;
    for (const char* f : {"settings.yaml", "tiles.yaml", "actors.yaml", "items.yaml", "slots.yaml",
                          "statuses.yaml", "spawns.yaml"})
        mod.remove(f);
    mod.write("balance.yaml", "survival:\n  - {depth: 6, reach: 50%, tolerance: 10}\n");
    const ContentLoad load = load_content_layers({base.path(), mod.path()});
    ASSERT_TRUE(load.content) << to_string(load.problems);
    const BalanceLoad target = load_balance_target(*load.content);
    ASSERT_TRUE(target.problems.empty()) << to_string(target.problems);
    ASSERT_EQ(target.target.survival.size(), 2u);
    EXPECT_DOUBLE_EQ(target.target.survival[0].reach, 0.95);
    EXPECT_DOUBLE_EQ(target.target.survival[1].reach, 0.50);
    EXPECT_EQ(target.target.files.size(), 2u);
    // Content without the file loads exactly as with it: the game never reads it.
    base.remove("balance.yaml");
    mod.remove("balance.yaml");
    const ContentLoad without = load_content_layers({base.path(), mod.path()});
    ASSERT_TRUE(without.content);
    EXPECT_EQ(content_layers(*without.content), content_layers(*load.content));
}

}  // namespace
}  // namespace cf
