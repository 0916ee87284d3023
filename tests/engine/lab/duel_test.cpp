// The fight simulator: blows by the game's stats, first strike the only chance.

#include "engine/lab/duel.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

TEST(Duel, ThePlayerBeatsAnOrcAndLevelsMakeItQuicker) {
    const ContentPtr content = test::default_content();
    const DuelResult level1 = run_duel(*content, {"orc", "player", 1, 2000});
    const DuelResult level3 = run_duel(*content, {"orc", "player", 3, 2000});
    EXPECT_EQ(level1.wins, 0);
    EXPECT_GT(level1.defender_damage_per_turn, level1.attacker_damage_per_turn);
    EXPECT_LT(level3.turns, level1.turns) << "level 3 brings a point of power";
}

TEST(Duel, AnEvenFightIsDecidedByTheFirstBlow) {
    auto content = test::edited_content();
    content->actors.at("orc").fighter = content->actors.at("troll").fighter;
    const DuelResult r = run_duel(*content, {"orc", "troll", 1, 4000});
    EXPECT_GT(r.wins, 1800);
    EXPECT_LT(r.wins, 2200);
    EXPECT_LT(r.win_ci.low, r.wins / 4000.0);
    EXPECT_GT(r.win_ci.high, r.wins / 4000.0);
    EXPECT_EQ(run_duel(*content, {"orc", "troll", 1, 4000}).wins, r.wins) << "the same every time";
}

TEST(Duel, NamesWhatCannotFight) {
    EXPECT_EQ(duel_problem(*test::default_content(), {"orcc", "player"}), "unknown actor 'orcc'");
    EXPECT_EQ(duel_problem(*test::default_content(), {"orc", "player"}), "");
}

TEST(Duel, CsvHasOneRowPerCell) {
    const ContentPtr content = test::default_content();
    const std::string csv = duel_csv({run_duel(*content, {"orc", "player", 1, 10}),
                                      run_duel(*content, {"orc", "player", 2, 10})});
    EXPECT_THAT(csv, HasSubstr("attacker,defender,level,rounds,wins"));
    EXPECT_THAT(csv, HasSubstr("\norc,player,2,10,0,"));
}

}  // namespace
}  // namespace cf
