#include "app/command_line.hpp"

#include <gtest/gtest.h>

namespace cf {
namespace {

ParsedOptions parse(std::vector<std::string> args) { return parse_command_line(args); }

TEST(CommandLine, WindowSizeSetsTheFirstWindowSize) {
    auto parsed = parse({"--window-size", "800x600"});
    ASSERT_TRUE(parsed.options);
    EXPECT_EQ(parsed.options->window_width, 800);
    EXPECT_EQ(parsed.options->window_height, 600);
}

TEST(CommandLine, WindowSizeDefaultsTo1280x720) {
    auto parsed = parse({});
    ASSERT_TRUE(parsed.options);
    EXPECT_EQ(parsed.options->window_width, 1280);
    EXPECT_EQ(parsed.options->window_height, 720);
}

TEST(CommandLine, BadWindowSizesAreUsageErrors) {
    for (const char* bad :
         {"800", "800x", "x600", "0x600", "100x100", "800x600x2", "-800x600", "99999x600"}) {
        auto parsed = parse({"--window-size", bad});
        EXPECT_FALSE(parsed.options) << bad;
        EXPECT_EQ(parsed.exit_code, 2) << bad;
        EXPECT_NE(parsed.message.find("--window-size"), std::string::npos) << bad;
    }
}

TEST(CommandLine, WindowSizeNeedsAWindow) {
    auto parsed = parse({"--headless", "--new-game", "--window-size", "800x600"});
    EXPECT_FALSE(parsed.options);
    EXPECT_EQ(parsed.exit_code, 2);
    EXPECT_NE(parsed.message.find("needs a window"), std::string::npos);
}

TEST(CommandLine, HistoryIsAHeadlessTable) {
    auto parsed = parse({"--headless", "--replay", "run.yaml", "--history", "3.fighter.hp"});
    ASSERT_TRUE(parsed.options);
    EXPECT_EQ(parsed.options->history, "3.fighter.hp");
    parsed = parse({"--replay", "run.yaml", "--history", "3.fighter.hp"});
    EXPECT_FALSE(parsed.options);
    EXPECT_EQ(parsed.exit_code, 2);
    EXPECT_NE(parsed.message.find("--history prints a table; add --headless"), std::string::npos);
}

}  // namespace
}  // namespace cf
