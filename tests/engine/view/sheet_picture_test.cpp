// The character sheet, level-up and death pictures: what those dialogs show.

#include "engine/view/sheet_picture.hpp"

#include <gtest/gtest.h>

#include "tests/support/fixture_prefab.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

TEST(SheetPicture, SplitsEachStatIntoWhereItsPointsComeFrom) {
    Game game = test::fixture_prefab({"#####", "#@..#", "#####"});
    const SheetPicture sheet = build_sheet_picture(game.world(), game.content());
    EXPECT_NE(sheet.title.find(", level 1"), std::string::npos);
    EXPECT_NE(sheet.xp.find("to go"), std::string::npos);
    ASSERT_EQ(sheet.stats.size(), 3u);
    for (const StatRow& row : sheet.stats)
        EXPECT_EQ(row.total, row.base + row.gains + row.gear) << row.name;
    const StatRow& power = sheet.stats[1];
    EXPECT_EQ(power.name, "Power");
    if (power.gear != 0) {
        ASSERT_FALSE(power.sources.empty());
        EXPECT_NE(power.sources[0].find("from Dagger (weapon)"), std::string::npos);
    }
}

TEST(SheetPicture, TheLevelUpChoiceShowsTheStatsAsTheyAre) {
    Game game = test::fixture_prefab({"#####", "#@..#", "#####"});
    const LevelUpPicture up = build_level_up_picture(game.world(), game.content());
    const SheetPicture sheet = build_sheet_picture(game.world(), game.content());
    EXPECT_EQ(up.level, 1);
    EXPECT_EQ(up.max_hp, sheet.stats[0].total);
    EXPECT_EQ(up.power, sheet.stats[1].total);
    EXPECT_EQ(up.defense, sheet.stats[2].total);
}

TEST(DeathPicture, TellsTheCauseTheKillsAndTheLastWords) {
    auto c = test::edited_content();
    c->actors.at("troll").fighter.power = 100;
    Game game = test::prefab_game(c, {"######", "#@T..#", "######"});
    game.mutable_world().kills = {{"orc", 2}};
    game.submit(Command::wait());
    ASSERT_EQ(game.world().status, GameStatus::dead);
    const DeathPicture death = build_death_picture(game.world(), game.content(), 1);
    EXPECT_EQ(death.cause, "Killed by a Troll on depth 1, turn 1.");
    EXPECT_EQ(death.level, "Level 1, 0 XP");
    EXPECT_EQ(death.kills, "2 Orcs");
    ASSERT_EQ(death.last_messages.size(), 1u);
    EXPECT_EQ(death.last_messages[0], "You die...");
}

}  // namespace
}  // namespace cf
