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
    for (const char* bad : {"800", "800x", "x600", "0x600", "100x100", "800x600x2", "-800x600",
                            "99999x600", "16384x16384", "7681x600", "0800x600"}) {
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

TEST(CommandLine, AtTurnShowsATurnOfAWholeReplay) {
    auto parsed = parse({"--editor", "--replay", "run.yaml", "--at-turn", "431"});
    ASSERT_TRUE(parsed.options) << parsed.message;
    EXPECT_EQ(parsed.options->at_turn, 431);
    EXPECT_FALSE(parsed.options->seek);
    parsed = parse({"--headless", "--replay", "run.yaml", "--at-turn", "0", "--dump-state", "d"});
    ASSERT_TRUE(parsed.options) << parsed.message;
    EXPECT_EQ(parsed.options->at_turn, 0);
    const struct {
        std::vector<std::string> args;
        const char* says;
    } refused[] = {
        {{"--editor", "--new-game", "--at-turn", "3"}, "--at-turn needs --replay FILE"},
        {{"--editor", "--replay", "r.yaml", "--at-turn", "3", "--seek", "2"},
         "--at-turn plays the replay whole and --seek cuts it short"},
        {{"--replay", "r.yaml", "--at-turn", "3"}, "add --editor (or --headless)"},
        {{"--editor", "--replay", "r.yaml", "--at-turn", "-1"}, "--at-turn: must be a whole"},
    };
    for (const auto& c : refused) {
        parsed = parse(c.args);
        EXPECT_FALSE(parsed.options) << c.says;
        EXPECT_EQ(parsed.exit_code, 2) << c.says;
        EXPECT_NE(parsed.message.find(c.says), std::string::npos) << parsed.message;
    }
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

TEST(CommandLine, EveryNumberIsRefusedOutsideItsBoundWhichTheMessageNames) {
    const struct {
        std::vector<std::string> args;
        const char* says;
    } cases[] = {
        {{"--seek", "1000000001", "--replay", "r.yaml"},
         "--seek: must be a whole number from 0 to 1000000000"},
        {{"--frames", "0"}, "--frames: must be a whole number from 1 to 10000000, not 0"},
        {{"--seed", "18446744073709551616"}, "from 0 to 18446744073709551615"},
        {{"--seed", "-1"}, "--seed: must be a whole number from 0 to"},
        {{"--window-size", "16384x16384"},
         "a width from 320 to 7680 and a height from 240 to 4320"},
    };
    for (const auto& c : cases) {
        const ParsedOptions parsed = parse(c.args);
        EXPECT_FALSE(parsed.options) << c.args[0];
        EXPECT_EQ(parsed.exit_code, 2) << c.args[0];
        EXPECT_NE(parsed.message.find(c.says), std::string::npos) << parsed.message;
    }
}

TEST(CommandLine, NumbersFollowTheRuleOfTheFiles) {
    // CLI11 alone reads 010 as 8 and 0x10 as 16.
    for (const char* bad : {"010", "0x10", "+5", "1e3", "5 ", ""}) {
        const ParsedOptions parsed = parse({"--seed", bad, "--headless", "--new-game"});
        EXPECT_FALSE(parsed.options) << bad;
        EXPECT_NE(parsed.message.find("--seed: must be a whole number"), std::string::npos)
            << parsed.message;
    }
    const ParsedOptions ok = parse({"--seed", "10", "--headless", "--new-game"});
    ASSERT_TRUE(ok.options) << ok.message;
    EXPECT_EQ(ok.options->seed, 10u);
}

TEST(CommandLine, EmptyTextsAreRefused) {
    // `--history ""` and `--content ''` ran on as if they had not been given.
    for (const char* option : {"--content", "--history", "--map", "--replay", "--dump-state",
                               "--record", "--screenshot", "--save"}) {
        const ParsedOptions parsed = parse({option, "", "--headless", "--new-game"});
        EXPECT_FALSE(parsed.options) << option;
        EXPECT_EQ(parsed.exit_code, 2) << option;
        EXPECT_NE(parsed.message.find(std::string(option) + ": needs a"), std::string::npos)
            << parsed.message;
    }
}

TEST(CommandLine, UnknownWordsAndFlagValuesAreRefusedByName) {
    ParsedOptions parsed = parse({"--bogus"});
    EXPECT_EQ(parsed.exit_code, 2);
    EXPECT_NE(parsed.message.find("unknown option '--bogus'"), std::string::npos);
    parsed = parse({"stray"});
    EXPECT_NE(parsed.message.find("unexpected argument 'stray'"), std::string::npos);
    parsed = parse({"--new-game=3"});
    EXPECT_EQ(parsed.exit_code, 2);
    parsed = parse({"--seed"});
    EXPECT_EQ(parsed.exit_code, 2);
    EXPECT_NE(parsed.message.find("--seed"), std::string::npos);
}

TEST(CommandLine, HelpDescribesEveryOptionAndEveryCommand) {
    const ParsedOptions parsed = parse({"--help"});
    EXPECT_FALSE(parsed.options);
    EXPECT_EQ(parsed.exit_code, 0);
    for (const char* option :
         {"--content", "--seed", "--new-game", "--map", "--replay", "--seek", "--at-turn",
          "--headless", "--dump-state", "--frames", "--screenshot", "--editor", "--record",
          "--save", "--continue", "--overwrite-save", "--window-size", "--history"}) {
        const std::size_t at = parsed.message.find(std::string("  ") + option + " ");
        ASSERT_NE(at, std::string::npos) << option << " is not in:\n" << parsed.message;
        const std::size_t end = parsed.message.find('\n', at);
        // The name, its value's name, then a description of more than a word or two.
        EXPECT_GT(end - at, 45u) << parsed.message.substr(at, end - at);
    }
    EXPECT_NE(parsed.message.find("cryptforge lab "), std::string::npos);
    EXPECT_NE(parsed.message.find("cryptforge diff "), std::string::npos);
}

TEST(CommandLine, ApiOptionsOpenTheApi) {
    auto parsed = parse({"--headless", "--api", "--api-socket", "run/x.sock", "--api-port", "0"});
    ASSERT_TRUE(parsed.options) << parsed.message;
    EXPECT_TRUE(parsed.options->api);
    EXPECT_EQ(parsed.options->api_socket, "run/x.sock");
    EXPECT_EQ(parsed.options->api_port, 0);
    EXPECT_FALSE(parse({"--headless", "--api"}).options->api_port) << "no TCP unless asked";
}

TEST(CommandLine, ApiSocketAndPortNeedApi) {
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"--api-port", "5000"}, {"--api-socket", "a.sock"}}) {
        auto parsed = parse(args);
        EXPECT_FALSE(parsed.options);
        EXPECT_EQ(parsed.exit_code, 2);
        EXPECT_NE(parsed.message.find("need --api"), std::string::npos) << parsed.message;
    }
    EXPECT_EQ(parse({"--api", "--api-port", "65536"}).exit_code, 2);
}

}  // namespace
}  // namespace cf
