// Unknown items: shown as a look of their pool, shuffled by the seed alone (no draw from
// the game's RNG), learned for the whole game when used or identified, kept by saves.

#include "engine/rules/identification.hpp"

#include <gtest/gtest.h>

#include <set>

#include "engine/rules/inventory.hpp"
#include "engine/save/save.hpp"
#include "tests/support/replay_checks.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

// The fixture's potions drawing from a pool of four looks, and a scroll that identifies.
ContentPtr unknown_content() {
    auto c = test::edited_content();
    AppearanceDef pool;
    pool.id = "potion_looks";
    for (const char* name : {"murky potion", "fizzing potion", "smoky potion", "oily potion"})
        pool.looks.push_back(Look{name, Color{10, 20, 30}});
    c->appearances[pool.id] = pool;
    for (const char* id : {"health_potion", "cure_potion", "haste_potion"})
        c->items.at(id).unidentified = "potion_looks";
    ItemDef scroll;
    scroll.id = "identify_scroll";
    scroll.name = "Identify scroll";
    scroll.use.emplace();
    EffectDef identify;
    identify.kind = EffectKind::identify;
    identify.amount = 1;
    scroll.use->effects.push_back(identify);
    c->items[scroll.id] = scroll;
    return c;
}

const std::vector<std::string> kPotionRoom = {"#####", "#@..#", "#####"};

TEST(Identification, AnUnknownItemShowsItsLookAndItsColour) {
    const ContentPtr c = unknown_content();
    const World world = test::prefab_world(*c, kPotionRoom);
    const ItemDef& potion = *c->item("health_potion");
    const std::string shown = shown_name(world, *c, potion);
    EXPECT_NE(shown, "Health potion");
    EXPECT_NE(shown.find("potion"), std::string::npos);
    EXPECT_EQ(shown_color(world, *c, potion), (Color{10, 20, 30}));
    EXPECT_EQ(shown_name(world, *c, *c->item("sword")), "Sword");
}

TEST(Identification, EachKindHasItsOwnLookAndTheSeedShufflesThem) {
    const ContentPtr c = unknown_content();
    std::set<std::string> firsts;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        std::set<std::string> looks;
        for (const char* id : {"health_potion", "cure_potion", "haste_potion"})
            looks.insert(look_of(seed, *c, *c->item(id))->name);
        EXPECT_EQ(looks.size(), 3u) << "seed " << seed;
        firsts.insert(look_of(seed, *c, *c->item("health_potion"))->name);
        EXPECT_EQ(look_of(seed, *c, *c->item("health_potion")),
                  look_of(seed, *c, *c->item("health_potion")));
    }
    EXPECT_GT(firsts.size(), 1u);
}

TEST(Identification, LooksDrawNothingFromTheGamesDice) {
    const ContentPtr c = unknown_content();
    const World world = test::prefab_world(*c, kPotionRoom);
    const std::uint64_t before = world.rng.state();
    (void)shown_name(world, *c, *c->item("health_potion"));
    EXPECT_EQ(world.rng.state(), before);
}

TEST(Identification, UsingAnUnknownItemTeachesItForTheWholeGame) {
    Game game = test::prefab_game(unknown_content(), kPotionRoom);
    const std::string look = shown_name(game.world(), game.content(), "health_potion");
    const int potion = test::give_item(game, "health_potion");
    test::world_behind_the_log(game).player().fighter->hp = 10;
    ASSERT_TRUE(game.submit(Command::use(potion)));
    EXPECT_TRUE(test::logged(game.world(), "The " + look + " was a Health potion."));
    EXPECT_EQ(shown_name(game.world(), game.content(), "health_potion"), "Health potion");
    EXPECT_TRUE(game.world().identified.contains("health_potion"));
    EXPECT_FALSE(game.world().identified.contains("cure_potion"));
}

TEST(Identification, AnIdentifyEffectTeachesTheFirstUnknownKindCarried) {
    Game game = test::prefab_game(unknown_content(), kPotionRoom);
    test::give_item(game, "cure_potion");
    test::give_item(game, "haste_potion");
    const int scroll = test::give_item(game, "identify_scroll");
    ASSERT_TRUE(game.submit(Command::use(scroll)));
    EXPECT_TRUE(game.world().identified.contains("cure_potion"));
    EXPECT_FALSE(game.world().identified.contains("haste_potion"));
}

TEST(Identification, IdentifyingWithNothingUnknownSpendsNothing) {
    Game game = test::prefab_game(unknown_content(), kPotionRoom);
    const int scroll = test::give_item(game, "identify_scroll");
    EXPECT_FALSE(game.submit(Command::use(scroll)));
    EXPECT_EQ(test::last_message(game.world()), "You have nothing to identify.");
}

TEST(Identification, TheSaveKeepsWhatIsKnown) {
    const ContentPtr c = unknown_content();
    World world = test::prefab_world(*c, kPotionRoom);
    world.identified["cure_potion"] = 1;
    const std::string text = save_to_text(world);
    EXPECT_NE(text.find("identified"), std::string::npos);
    const SaveLoad loaded = load_save_text(text, "game.sav", *c);
    ASSERT_TRUE(loaded.world) << to_string(loaded.problems);
    EXPECT_EQ(loaded.world->identified, world.identified);
}

// The recording embeds appearances.yaml, and the looks and what was learned come back the
// same from the seed alone.
TEST(Identification, ARecordingReplaysWhatWasLearnedByteForByte) {
    Game live =
        test::prefab_game(unknown_content(), {"#####", "#@h.#", "#####"}, {{'h', "haste_potion"}});
    ASSERT_TRUE(live.submit(Command::move(Direction::e)));
    ASSERT_TRUE(live.submit(Command::pickup()));
    const Inventory& pack = *live.world().player().inventory;
    const std::vector<int> letters = carried_letters(pack);
    ASSERT_EQ(pack.items.back().def, "haste_potion");
    ASSERT_TRUE(live.submit(Command::use(letters.back())));
    ASSERT_TRUE(live.world().identified.contains("haste_potion"));
    const std::string recording = test::expect_replays_to_the_same_dump(live, 1);
    EXPECT_NE(recording.find("appearances.yaml"), std::string::npos);
}

}  // namespace
}  // namespace cf
