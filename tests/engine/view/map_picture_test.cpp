// The map picture: what each cell shows, the marks over creatures, the tints, as the
// game view draws them and the morgue writes them.

#include "engine/view/map_picture.hpp"

#include <gtest/gtest.h>

#include "tests/support/fixture_prefab.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

const Color kOrcGreen{0x7f, 0xc2, 0x4f};
const Color kLitFloorBack{0x2a, 0x24, 0x1c};

TEST(MapPicture, ShowsCreaturesOverTheLitFloorAndForgetsWhatIsOutOfView) {
    Game game = test::fixture_prefab({"#########", "#@.o#.o.#", "#########"});
    World& w = game.mutable_world();
    const MapPicture p = build_map_picture(w, game.content());
    EXPECT_EQ(p.at({3, 1}).glyph, 'o');
    EXPECT_EQ(p.at({3, 1}).fg, kOrcGreen);
    EXPECT_EQ(p.at({3, 1}).bg, kLitFloorBack) << "a creature stands on the floor's background";
    EXPECT_EQ(p.at({1, 1}).glyph, '@');
    EXPECT_EQ(p.player, (Point{1, 1}));
    EXPECT_EQ(p.at({6, 1}).glyph, 0) << "beyond the wall nothing is known";
    w.map.set_explored({6, 1}, true);
    const MapPicture remembered = build_map_picture(w, game.content());
    EXPECT_EQ(remembered.at({6, 1}).glyph, 250) << "a remembered cell shows its terrain only";
    EXPECT_NE(remembered.at({6, 1}).fg, kOrcGreen);
}

TEST(MapPicture, CorpsesLookAsTheSettingsSayAndLieUnderItems) {
    auto content = test::edited_content();
    content->settings.corpse_glyph = 'x';
    content->settings.corpse_color = {1, 2, 3};
    Game game = test::prefab_game(content, {"######", "#@o.f#", "######"});
    World& w = game.mutable_world();
    test::first_of(w, "orc")->fighter->hp = 0;
    MapPicture p = build_map_picture(w, game.content());
    EXPECT_EQ(p.at({2, 1}).glyph, 'x');
    EXPECT_EQ(p.at({2, 1}).fg, (Color{1, 2, 3}));
    for (Entity& e : w.entities) {
        if (e.is_item()) e.pos = {2, 1};
    }
    p = build_map_picture(w, game.content());
    EXPECT_NE(p.at({2, 1}).glyph, 'x') << "the scroll lies on top of the corpse";
}

TEST(MapPicture, MarksWoundedCreaturesAndTheirStatusesButNoBarForThePlayer) {
    Game game = test::fixture_prefab({"######", "#@.o.#", "######"});
    World& w = game.mutable_world();
    Entity* orc = test::first_of(w, "orc");
    orc->fighter->hp = 5;
    orc->statuses["confused"] = 3;
    w.player().fighter->hp = 1;
    const MapPicture p = build_map_picture(w, game.content());
    ASSERT_EQ(p.marks.size(), 2u);
    const CreatureMarks& you = p.marks[0].cell == w.player().pos ? p.marks[0] : p.marks[1];
    const CreatureMarks& marked = p.marks[0].cell == orc->pos ? p.marks[0] : p.marks[1];
    EXPECT_FALSE(you.health) << "the HUD shows the player's health, not a bar on the map";
    ASSERT_TRUE(marked.health);
    EXPECT_FLOAT_EQ(*marked.health, 0.5f);
    ASSERT_EQ(marked.statuses.size(), 1u);
    EXPECT_EQ(marked.statuses[0], game.content().status("confused")->color);
}

TEST(MapPicture, AnAreaHoldsOnlyItsCellsAndTheRestIsBlank) {
    Game game = test::fixture_prefab({"#######", "#@.o..#", "#######"});
    const MapPicture p = build_map_picture(game.world(), game.content(), {{2, 0}, 3, 10});
    EXPECT_EQ(p.area.cols, 3);
    EXPECT_EQ(p.area.rows, 3) << "cut to the map";
    EXPECT_EQ(p.at({3, 1}).glyph, 'o');
    EXPECT_EQ(p.at({1, 1}).glyph, 0) << "the player is outside the area";
    EXPECT_EQ(p.marks.size(), 1u);
    EXPECT_EQ(p.map_width, 7);
}

TEST(MapPicture, RevealShowsEverythingLit) {
    Game game = test::fixture_prefab({"#########", "#@..#.o.#", "#########"});
    const MapPicture p = build_map_picture(game.world(), game.content(), true);
    EXPECT_EQ(p.at({6, 1}).glyph, 'o');
}

TEST(MapTints, TargetingTintsTheAreaAndTheCursorRedWhereUnseen) {
    Game game = test::fixture_prefab({"#########", "#@..#...#", "#########"});
    const std::vector<MapTint> area = target_tints(game.world(), {2, 1}, 1);
    EXPECT_EQ(area.size(), 6u) << "the cells within 1 that are on the map, then the cursor";
    EXPECT_EQ(area.back().cell, (Point{2, 1}));
    EXPECT_EQ(area.back().color, (Color{255, 230, 60}));
    const std::vector<MapTint> unseen = target_tints(game.world(), {6, 1}, 0);
    ASSERT_EQ(unseen.size(), 1u);
    EXPECT_EQ(unseen[0].color, (Color{200, 40, 60}));
    EXPECT_EQ(look_tints({4, 4}).at(0).cell, (Point{4, 4}));
}

}  // namespace
}  // namespace cf
