// Throwing: the item flies along the line toward the chosen cell, stops at the first
// creature (its effects hit it), before a wall or at the end of its range, and lies where
// it stopped unless it breaks. A throw that cannot happen says why and spends nothing.

#include "engine/rules/throwing.hpp"

#include <gtest/gtest.h>

#include "engine/rules/command.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

ItemDef thrown_item(const DefId& id, const std::string& name, int damage, bool breaks) {
    ItemDef item;
    item.id = id;
    item.name = name;
    item.thrown.emplace();
    item.thrown->range = 5;
    item.thrown->breaks = breaks;
    EffectDef hurt;
    hurt.kind = EffectKind::damage;
    hurt.amount = damage;
    item.thrown->effects.push_back(hurt);
    return item;
}

ContentPtr throwing_content() {
    auto c = test::edited_content();
    c->items["knife"] = thrown_item("knife", "Throwing knife", 4, false);
    c->items["flask"] = thrown_item("flask", "Flask of acid", 6, true);
    return c;
}

Game throw_arena(const std::vector<std::string>& rows) {
    return test::prefab_game(throwing_content(), rows);
}

TEST(Throw, HitsTheCreatureAndLiesInItsCell) {
    Game game = throw_arena({"########", "#@..o..#", "########"});
    const int knife = test::give_item(game, "knife");
    ASSERT_TRUE(game.submit(Command::throw_at(knife, {4, 1})));
    const Entity& orc = *test::first_of(game.world(), "orc");
    EXPECT_EQ(orc.fighter->hp, 6);
    for (const ItemInstance& i : game.world().player().inventory->items) EXPECT_NE(i.def, "knife");
    const Entity* lying = test::first_of(game.world(), "knife");
    ASSERT_TRUE(lying);
    EXPECT_EQ(lying->pos, (Point{4, 1}));
    EXPECT_TRUE(test::logged(game.world(), "You throw the Throwing knife at the Orc."));
    EXPECT_EQ(game.world().turn, 1);
}

TEST(Throw, StopsAtTheFirstCreatureOnTheLine) {
    Game game = throw_arena({"########", "#@.o.o.#", "########"});
    const int knife = test::give_item(game, "knife");
    ASSERT_TRUE(game.submit(Command::throw_at(knife, {5, 1})));
    EXPECT_EQ(game.world().entities[1].fighter->hp, 6);   // the nearer orc
    EXPECT_EQ(game.world().entities[2].fighter->hp, 10);  // the one behind it
}

TEST(Throw, AtAnEmptyCellItLandsThere) {
    Game game = throw_arena({"########", "#@.....#", "########"});
    const int knife = test::give_item(game, "knife");
    ASSERT_TRUE(game.submit(Command::throw_at(knife, {4, 1})));
    EXPECT_EQ(test::first_of(game.world(), "knife")->pos, (Point{4, 1}));
}

TEST(Throw, AWallStopsItBeforeTheWall) {
    const std::vector<std::string> rows = {"#######", "#@.#..#", "#######"};
    const Game game = throw_arena(rows);
    EXPECT_EQ(flight_path(game.world(), {1, 1}, {5, 1}, 5), (std::vector<Point>{{2, 1}}));
}

TEST(Throw, ABreakingItemIsGone) {
    Game game = throw_arena({"########", "#@..o..#", "########"});
    const int flask = test::give_item(game, "flask");
    ASSERT_TRUE(game.submit(Command::throw_at(flask, {4, 1})));
    EXPECT_EQ(test::first_of(game.world(), "orc")->fighter->hp, 4);
    EXPECT_EQ(test::count_of(game.world(), "flask"), 0);
    EXPECT_EQ(test::last_message(game.world()), "The Flask of acid shatters.");
}

TEST(Throw, BeyondItsRangeIsRefused) {
    Game game = throw_arena({"##########", "#@......o#", "##########"});
    const int knife = test::give_item(game, "knife");
    EXPECT_FALSE(game.submit(Command::throw_at(knife, {8, 1})));
    EXPECT_EQ(test::last_message(game.world()), "The Throwing knife cannot reach there (range 5).");
    EXPECT_EQ(game.world().turn, 0);
    EXPECT_EQ(game.world().player().inventory->items.at(static_cast<std::size_t>(knife)).def,
              "knife");
}

TEST(Throw, AnItemNotMadeForThrowingIsRefused) {
    Game game = throw_arena({"########", "#@..o..#", "########"});
    const int potion = test::give_item(game, "health_potion");
    EXPECT_FALSE(game.submit(Command::throw_at(potion, {4, 1})));
    EXPECT_EQ(test::last_message(game.world()), "The Health potion is not made for throwing.");
    EXPECT_EQ(game.world().turn, 0);
}

TEST(Throw, CommandTextRoundTrips) {
    std::string error;
    const auto parsed = parse_command("throw b 12 8", error);
    ASSERT_TRUE(parsed) << error;
    EXPECT_EQ(*parsed, Command::throw_at(1, {12, 8}));
    EXPECT_EQ(to_string(*parsed), "throw b 12 8");
    EXPECT_FALSE(parse_command("throw b", error));
}

// Each of the three words is checked alone: a bad letter, a bad column or a bad row is
// refused with the form, whatever the other two are.
TEST(Throw, CommandTextWithAnyBadWordIsRefused) {
    for (const char* text : {"throw 7 12 8", "throw b twelve 8", "throw b 12 eight",
                             "throw 7 twelve 8", "throw b twelve eight"}) {
        std::string error;
        EXPECT_FALSE(parse_command(text, error)) << text;
        EXPECT_EQ(error, "'throw' needs an inventory letter and a cell: 'throw b 12 8'") << text;
    }
}

}  // namespace
}  // namespace cf
