// The text form of commands used by replay files and the debug console.

#include "engine/rules/command.hpp"

#include <gtest/gtest.h>

namespace cf {
namespace {

std::string error_of(std::string_view text) {
    std::string error;
    EXPECT_FALSE(parse_command(text, error)) << text;
    return error;
}

TEST(Command, TextFormRoundTrips) {
    const Command all[] = {Command::move(Direction::nw),
                           Command::attack(Direction::s),
                           Command::wait(),
                           Command::pickup(),
                           Command::drop(3),
                           Command::use(0),
                           Command::use(2, Point{-1, 40}),
                           Command::equip(25),
                           Command::descend(),
                           Command::level_up(LevelUpChoice::defense),
                           Command::close(Direction::e)};
    for (const Command& c : all) {
        std::string error;
        const auto parsed = parse_command(to_string(c), error);
        ASSERT_TRUE(parsed) << to_string(c) << ": " << error;
        EXPECT_EQ(*parsed, c) << to_string(c);
    }
}

TEST(Command, TextUsesLettersAndCompassNames) {
    EXPECT_EQ(to_string(Command::move(Direction::ne)), "move ne");
    EXPECT_EQ(to_string(Command::drop(1)), "drop b");
    EXPECT_EQ(to_string(Command::use(2, Point{12, 8})), "use c 12 8");
    EXPECT_EQ(to_string(Command::level_up(LevelUpChoice::max_hp)), "levelup hp");
}

TEST(Command, ExtraSpacesAndTheGetAliasAreAccepted) {
    std::string error;
    EXPECT_EQ(parse_command("  move   e ", error), Command::move(Direction::e));
    EXPECT_EQ(parse_command("get", error), Command::pickup());
}

TEST(Command, BadTextExplainsWhatIsExpected) {
    EXPECT_EQ(error_of(""), "empty command");
    EXPECT_EQ(error_of("jump"), "unknown command 'jump'");
    EXPECT_EQ(error_of("move up"), "unknown direction 'up' (use n, ne, e, se, s, sw, w, nw)");
    EXPECT_EQ(error_of("drop"), "'drop' needs an inventory letter, like 'drop a'");
    EXPECT_EQ(error_of("drop 1"), "'1' is not an inventory letter a-z");
    EXPECT_EQ(error_of("use c x 8"), "'use' target must be two whole numbers: 'use c 12 8'");
    EXPECT_EQ(error_of("levelup speed"),
              "unknown level-up choice 'speed' (use hp, power or defense)");
    EXPECT_NE(error_of("wait now").find("expected 'wait'"), std::string::npos);
    EXPECT_NE(error_of("move").find("expected"), std::string::npos);
}

}  // namespace
}  // namespace cf
