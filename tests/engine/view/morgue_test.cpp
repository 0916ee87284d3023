// The morgue file: a record worth keeping of how a game ended.

#include "engine/view/morgue.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/support/test_support.hpp"
#include "tests/support/text_checks.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

// A troll that hits for 100 stands next to the player; an orc lies dead further on.
Game morgue_troll() {
    auto c = test::edited_content();
    c->actors.at("troll").fighter.power = 100;
    Game game = test::prefab_game(c, {"########", "#@T.o.>#", "########"});
    test::first_of(game.mutable_world(), "orc")->fighter->hp = 0;
    return game;
}

const MorgueFacts kFacts{"2026-11-25 19:32 UTC", "content (/games/content)", "0123456789abcdef",
                         "cryptforge --replay morgue-1-turn1.replay.yaml"};

TEST(Morgue, TellsTheStoryAndWhatIsNeededToSeeItAgain) {
    Game game = morgue_troll();
    game.mutable_world().kills = {{"orc", 2}};
    game.submit(Command::wait());
    ASSERT_EQ(game.world().status, GameStatus::dead);
    const std::string text = morgue_text(game.world(), game.content(), kFacts);
    test::expect_all_in(text, {"Killed by a Troll on depth 1, turn 1.\n", "Level 1, 0 XP",
                               "Date: 2026-11-25 19:32 UTC\n",
                               "Content: content (/games/content), hash 0123456789abcdef\n",
                               "Replay: cryptforge --replay morgue-1-turn1.replay.yaml\n",
                               "  2 x Orc\n", "  You die...\n"});
}

TEST(Morgue, ListsThePackWithWhatIsWorn) {
    Game game = morgue_troll();
    World& w = game.mutable_world();
    w.player().inventory->items.push_back({w.new_id(), "health_potion", 2});
    w.player().inventory->items.push_back({w.new_id(), "health_potion", 2});
    EXPECT_THAT(
        inventory_lines(game.world(), game.content()),
        ElementsAre("a  Dagger (on weapon)", "b  Leather armor (on armor)", "c  2 Health potions"));
    const std::string text = morgue_text(game.world(), game.content(), kFacts);
    EXPECT_THAT(text, HasSubstr("Inventory (4 items of 26):\n  a  Dagger (on weapon)\n"));
}

TEST(Morgue, DrawsTheFinalFloorAsThePlayerKnewIt) {
    Game game = morgue_troll();
    game.submit(Command::wait());
    // The floor glyph of the fixture is CP437 250, the middle dot.
    EXPECT_THAT(floor_lines(game.world(), game.content()),
                ElementsAre("########", "#@T·%·>#", "########"));
    EXPECT_THAT(morgue_text(game.world(), game.content(), kFacts),
                HasSubstr("The final floor (depth 1):\n  ########\n  #@T·%·>#\n"));
}

TEST(Morgue, TheFloorIsTheMapViewsPictureWithTheContentsCorpse) {
    auto c = test::edited_content();
    c->settings.corpse_glyph = 'x';
    Game game = test::prefab_game(c, {"######", "#@.o>#", "######"});
    test::first_of(game.mutable_world(), "orc")->fighter->hp = 0;
    EXPECT_THAT(floor_lines(game.world(), game.content()),
                ElementsAre("######", "#@·x>#", "######"));
}

TEST(Morgue, AFloorNotSeenIsLeftBlank) {
    Game game =
        test::prefab_game(test::default_content(), {"##########", "#@.#.....#", "##########"});
    const std::vector<std::string> lines = floor_lines(game.world(), game.content());
    ASSERT_FALSE(lines.empty());
    for (const std::string& line : lines) EXPECT_THAT(line, Not(HasSubstr("....."))) << line;
}

TEST(Morgue, SitsBesideTheSave) {
    Game game = morgue_troll();
    game.submit(Command::wait());
    EXPECT_EQ(morgue_path("saves/save.yaml", game.world()),
              "saves/morgue-" + std::to_string(game.world().seed) + "-turn1.txt");
    EXPECT_EQ(morgue_path("saves/save.yaml", game.world(), ".replay.yaml"),
              "saves/morgue-" + std::to_string(game.world().seed) + "-turn1.replay.yaml");
}

}  // namespace
}  // namespace cf
