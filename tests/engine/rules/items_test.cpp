// Using consumables. Every refusal says why and spends neither the turn nor the item.

#include "engine/rules/items.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <optional>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::Contains;
using ::testing::IsSupersetOf;

bool carries(const World& w, const DefId& def) {
    for (const ItemInstance& i : w.player().inventory->items) {
        if (i.def == def) return true;
    }
    return false;
}

Game arena(const std::vector<std::string>& rows, ContentPtr content = test::default_content()) {
    return test::prefab_game(std::move(content), rows);
}

const std::vector<std::string> kEmpty = {"#####", "#@..#", "#####"};

// Using a fresh `item` (aimed at `at` when given) is refused with `message` and spends
// neither the item nor the turn.
void expect_refused(Game& game, const DefId& item, std::optional<Point> at,
                    const std::string& message) {
    const int index = test::give_item(game, item);
    EXPECT_FALSE(game.submit(Command::use(index, at)));
    EXPECT_EQ(test::last_message(game.world()), message);
    EXPECT_TRUE(carries(game.world(), item));
    EXPECT_EQ(game.world().turn, 0);
}

TEST(Heal, RestoresTheAmountAndUsesThePotion) {
    Game game = arena(kEmpty);
    const int potion = test::give_item(game, "health_potion");
    game.mutable_world().player().fighter->hp = 20;
    ASSERT_TRUE(game.submit(Command::use(potion)));
    EXPECT_EQ(game.world().player().fighter->hp, 24);
    EXPECT_EQ(test::last_message(game.world()), "You use the Health potion and recover 4 HP.");
    EXPECT_FALSE(carries(game.world(), "health_potion"));
    EXPECT_EQ(game.world().turn, 1);
}

TEST(Heal, StopsAtTheMaximum) {
    Game game = arena(kEmpty);
    const int potion = test::give_item(game, "health_potion");
    game.mutable_world().player().fighter->hp = 28;
    game.submit(Command::use(potion));
    EXPECT_EQ(game.world().player().fighter->hp, 30);
    EXPECT_EQ(test::last_message(game.world()), "You use the Health potion and recover 2 HP.");
}

TEST(Heal, AtFullHealthSpendsNothing) {
    Game game = arena(kEmpty);
    expect_refused(game, "health_potion", std::nullopt, "You are already at full health.");
}

TEST(Lightning, StrikesTheNearestEnemyInRange) {
    // Orcs 3 and 5 tiles away; the scroll reaches 5.
    Game game = arena({"##########", "#@..o.o..#", "##########"});
    const int scroll = test::give_item(game, "lightning_scroll");
    ASSERT_EQ(game.world().entities.size(), 3u);
    const EntityId near = game.world().entities[1].id;
    const EntityId far = game.world().entities[2].id;
    ASSERT_TRUE(game.submit(Command::use(scroll)));
    const World& w = game.world();
    EXPECT_TRUE(w.find(near)->is_corpse());
    EXPECT_EQ(w.find(far)->fighter->hp, 10);
    EXPECT_THAT(test::messages(w),
                IsSupersetOf({"A lightning bolt strikes the Orc for 20 damage!", "The Orc dies!"}));
    EXPECT_EQ(w.player().progression->xp, 35);
    EXPECT_FALSE(carries(w, "lightning_scroll"));
}

TEST(Lightning, NoEnemyInRangeKeepsTheScrollAndTheTurn) {
    Game game = arena({"##########", "#@.....o.#", "##########"});  // 6 tiles away
    expect_refused(game, "lightning_scroll", std::nullopt, "No enemy is close enough to strike.");
    EXPECT_EQ(test::first_of(game.world(), "orc")->fighter->hp, 10);
}

TEST(Lightning, EnemiesOutOfSightAreNotStruck) {
    Game game = arena({"#######", "#@#o..#", "#######"});
    const int scroll = test::give_item(game, "lightning_scroll");
    EXPECT_FALSE(game.submit(Command::use(scroll)));
    EXPECT_EQ(test::first_of(game.world(), "orc")->fighter->hp, 10);
}

TEST(Confusion, ConfusesTheTargetedMonster) {
    Game game = arena({"#######", "#@..o.#", "#######"});
    const int scroll = test::give_item(game, "confusion_scroll");
    ASSERT_TRUE(game.submit(Command::use(scroll, Point{4, 1})));
    const World& w = game.world();
    EXPECT_TRUE(
        test::logged(w, "The eyes of the Orc look vacant, as it starts to stumble around!"));
    // 10 turns of confusion, one already stumbled away in the monsters' turn.
    EXPECT_EQ(test::first_of(w, "orc")->statuses.at("confused"), 9);
    EXPECT_FALSE(carries(w, "confusion_scroll"));
}

TEST(Confusion, RefusesThePlayerAsTarget) {
    Game game = arena({"#######", "#@..o.#", "#######"});
    expect_refused(game, "confusion_scroll", Point{1, 1}, "You cannot confuse yourself!");
}

TEST(Confusion, RefusesAnEmptyTile) {
    Game game = arena({"#######", "#@..o.#", "#######"});
    expect_refused(game, "confusion_scroll", Point{3, 1}, "You must select an enemy to target.");
}

TEST(Confusion, RefusesATileOutOfSight) {
    Game game = arena({"#######", "#@#.o.#", "#######"});
    expect_refused(game, "confusion_scroll", Point{4, 1},
                   "You cannot target an area that you cannot see.");
    EXPECT_THAT(test::first_of(game.world(), "orc")->statuses, IsEmpty());
}

TEST(Confusion, RefusesATargetBeyondItsRange) {
    auto c = test::edited_content();
    c->items.at("confusion_scroll").use->range = 2;
    Game game = arena({"#######", "#@..o.#", "#######"}, c);
    expect_refused(game, "confusion_scroll", Point{4, 1}, "That target is out of range.");
}

TEST(Confusion, NeedsATarget) {
    Game game = arena({"#######", "#@..o.#", "#######"});
    expect_refused(game, "confusion_scroll", std::nullopt, "The Confusion scroll needs a target.");
}

TEST(Fireball, BurnsThePlayerInsideTheRadius) {
    // Target 2 tiles away; radius 3 reaches the player too.
    Game game = arena({"#######", "#@.o..#", "#######"});
    const int scroll = test::give_item(game, "fireball_scroll");
    ASSERT_TRUE(game.submit(Command::use(scroll, Point{3, 1})));
    const World& w = game.world();
    EXPECT_EQ(w.player().fighter->hp, 30 - 12);
    EXPECT_TRUE(test::first_of(w, "orc")->is_corpse());
    EXPECT_THAT(test::messages(w),
                IsSupersetOf({"You are engulfed in a fiery explosion, taking 12 damage!",
                              "The Orc is engulfed in a fiery explosion, taking 12 damage!"}));
    EXPECT_EQ(w.player().progression->xp, 35);
    EXPECT_FALSE(carries(w, "fireball_scroll"));
}

TEST(Fireball, SparesThePlayerOutsideTheRadius) {
    Game game = arena({"##########", "#@....o..#", "##########"});
    const int scroll = test::give_item(game, "fireball_scroll");
    ASSERT_TRUE(game.submit(Command::use(scroll, Point{6, 1})));
    EXPECT_EQ(game.world().player().fighter->hp, 30);
    EXPECT_TRUE(test::first_of(game.world(), "orc")->is_corpse());
}

TEST(Fireball, ReachesExactlyItsRadiusAndNoFurther) {
    // Target (5,1), radius 3: the orc at (8,1) is 3 away and burns; the orc at (9,1) and
    // the player at (1,1) are 4 away and are spared.
    Game game = arena({"###########", "#@......oo#", "###########"});
    const int scroll = test::give_item(game, "fireball_scroll");
    const World& w = game.world();
    ASSERT_EQ(w.entities.size(), 3u);
    const EntityId edge = w.entities[1].id;
    const EntityId beyond = w.entities[2].id;
    ASSERT_EQ(w.find(edge)->pos, (Point{8, 1}));
    ASSERT_TRUE(game.submit(Command::use(scroll, Point{5, 1})));
    EXPECT_TRUE(w.find(edge)->is_corpse());
    EXPECT_EQ(w.find(beyond)->fighter->hp, 10);
    EXPECT_EQ(w.player().fighter->hp, 30);
}

TEST(Fireball, NobodyInTheRadiusKeepsTheScroll) {
    Game game = arena({"##########", "#@.......#", "##########"});
    expect_refused(game, "fireball_scroll", Point{7, 1}, "There are no targets in the radius.");
}

TEST(Fireball, CanKillThePlayer) {
    Game game = arena({"#######", "#@.o..#", "#######"});
    const int scroll = test::give_item(game, "fireball_scroll");
    game.mutable_world().player().fighter->hp = 5;
    game.submit(Command::use(scroll, Point{2, 1}));
    EXPECT_EQ(game.world().status, GameStatus::dead);
    EXPECT_THAT(test::messages(game.world()), Contains("You die..."));
    EXPECT_FALSE(carries(game.world(), "fireball_scroll"));
}

TEST(UseItem, EmptyLetterSpendsNoTurn) {
    Game game = arena(kEmpty);
    EXPECT_FALSE(game.submit(Command::use(7)));
    EXPECT_EQ(test::last_message(game.world()), "You have no item under 'h'.");
}

TEST(UseItem, UsingEquipmentTogglesIt) {
    Game game = arena(kEmpty);
    EXPECT_TRUE(game.submit(Command::use(0)));
    EXPECT_EQ(test::last_message(game.world()), "You remove the Dagger.");
}

TEST(UseItem, TargetingFollowsTheEffect) {
    const Content& c = *test::default_content();
    EXPECT_EQ(targeting_of(*c.item("health_potion")).kind, Targeting::none);
    EXPECT_EQ(targeting_of(*c.item("lightning_scroll")).kind, Targeting::none);
    const TargetingInfo confusion = targeting_of(*c.item("confusion_scroll"));
    EXPECT_EQ(confusion.kind, Targeting::actor);
    EXPECT_EQ(confusion.range, 8);
    const TargetingInfo fireball = targeting_of(*c.item("fireball_scroll"));
    EXPECT_EQ(fireball.kind, Targeting::area);
    EXPECT_EQ(fireball.radius, 3);
    EXPECT_EQ(targeting_of(*c.item("sword")).kind, Targeting::none);
}

}  // namespace
}  // namespace cf
