// The HUD picture: the bars, the lines and what is looked at, as the status panel and
// the log draw them.

#include "engine/view/hud_picture.hpp"

#include <gtest/gtest.h>

#include "engine/rules/stats.hpp"
#include "tests/support/fixture_prefab.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

TEST(HudPicture, TellsThePlayersBarsAndNumbers) {
    Game game = test::fixture_prefab({"######", "#@.o.#", "######"});
    World& w = game.mutable_world();
    w.player().fighter->hp = 15;
    const HudPicture hud = build_hud_picture(w, game.content(), std::nullopt, false);
    EXPECT_EQ(hud.hp.text, "HP 15 / 30");
    EXPECT_FLOAT_EQ(hud.hp.fraction, 0.5f);
    EXPECT_EQ(hud.depth, "Depth 1");
    EXPECT_EQ(hud.level, "Level 1");
    EXPECT_EQ(hud.stats.rfind("Power ", 0), 0u);
    EXPECT_NE(hud.xp.text.find("next level at"), std::string::npos);
    EXPECT_FALSE(hud.looked);
}

// The XP bar fills over this level's share: empty at the level's floor, half way at the
// middle, full at the next level.
TEST(HudPicture, TheXpBarFillsOverThisLevelsShare) {
    Game game = test::fixture_prefab({"######", "#@.o.#", "######"});
    World& w = game.mutable_world();
    const ActorDef& def = *game.content().actor(w.player().def);
    const int floor_xp = xp_at_level(def, 1);
    const int next_xp = xp_at_level(def, 2);
    ASSERT_GT(next_xp, floor_xp + 1);
    const auto fraction_at = [&](int xp) {
        w.player().progression->xp = xp;
        return build_hud_picture(w, game.content(), std::nullopt, false).xp.fraction;
    };
    EXPECT_FLOAT_EQ(fraction_at(floor_xp), 0.0f);
    EXPECT_FLOAT_EQ(fraction_at((floor_xp + next_xp) / 2),
                    static_cast<float>((floor_xp + next_xp) / 2 - floor_xp) /
                        static_cast<float>(next_xp - floor_xp));
    EXPECT_FLOAT_EQ(fraction_at(next_xp), 1.0f);
}

TEST(HudPicture, ShowsACommandsEffectInTheSameFramesPicture) {
    Game game = test::fixture_prefab({"######", "#@.o.#", "######"});
    game.submit(Command::wait());
    const HudPicture hud = build_hud_picture(game.world(), game.content(), std::nullopt, false);
    EXPECT_EQ(hud.turn.rfind("Turn 1 ", 0), 0u);
}

TEST(HudPicture, NamesTheLookedCreatureWithItsHealthBar) {
    Game game = test::fixture_prefab({"######", "#@.o.#", "######"});
    test::first_of(game.mutable_world(), "orc")->fighter->hp = 4;
    const HudPicture hud = build_hud_picture(game.world(), game.content(), Point{3, 1}, false);
    ASSERT_TRUE(hud.looked);
    EXPECT_EQ(hud.looked->text, "Orc (4/10 HP); Floor.");
    ASSERT_TRUE(hud.looked->health);
    EXPECT_EQ(hud.looked->health->text, "HP 4 / 10");
    const HudPicture self = build_hud_picture(game.world(), game.content(), Point{1, 1}, false);
    ASSERT_TRUE(self.looked);
    EXPECT_FALSE(self.looked->health) << "the player's own bar is the HUD's first line";
}

TEST(HudPicture, HoveringTheDarkSaysNothingButTheLookCursorSaysUnknown) {
    Game game = test::fixture_prefab({"#########", "#@..#.o.#", "#########"});
    EXPECT_FALSE(build_hud_picture(game.world(), game.content(), Point{6, 1}, false).looked);
    const HudPicture looking = build_hud_picture(game.world(), game.content(), Point{6, 1}, true);
    ASSERT_TRUE(looking.looked);
    EXPECT_EQ(looking.looked->text, "Unknown.");
}

TEST(HudPicture, TheLogKeepsItsTonesAndRepeats) {
    Game game = test::fixture_prefab({"######", "#@.o.#", "######"});
    World& w = game.mutable_world();
    w.log.add("The Orc hits you", Tone::enemy_attack, 1);
    w.log.add("The Orc hits you", Tone::enemy_attack, 2);
    const HudPicture hud = build_hud_picture(w, game.content(), std::nullopt, false);
    ASSERT_FALSE(hud.log.empty());
    EXPECT_EQ(hud.log.back().text, "The Orc hits you (x2)");
    EXPECT_EQ(hud.log.back().tone, Tone::enemy_attack);
    EXPECT_EQ(message_lines(w).size(), hud.log.size());
}

}  // namespace
}  // namespace cf
