// The state description drives the text of every field, edits of one field, and
// whole entities as text; every described field must survive each of them.

#include "engine/world/state_text.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/replay/dump.hpp"
#include "engine/save/save.hpp"
#include "engine/world/world_diff.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::Contains;
using ::testing::HasSubstr;

// A player with every component and every keyed field, carrying and wearing things, a
// little confused by the orc, and waiting for an ability of its own to be ready.
Game rich_game() {
    auto content = test::edited_content();
    AbilityDef shoot;
    shoot.name = "Shoot";
    content->actors.at("player").abilities.push_back(shoot);
    Game game = test::prefab_game(content, {"#####", "#@o.#", "#...#", "#####"});
    Entity& p = game.mutable_world().player();
    p.ai = Ai{{{"shoot", 2}}};
    p.statuses["confused"] = 2;
    p.status_sources["confused"] = 2;
    p.progression->xp = 40;
    p.fighter->hp = 21;
    return game;
}

// A value for `f` that differs from its current one and is in range.
std::string other_value(const FieldValue& f, const Entity& e) {
    if (f.path == "inventory.items") {  // the same items in another order: still consistent
        std::string out = "[";
        for (auto it = e.inventory->items.rbegin(); it != e.inventory->items.rend(); ++it) {
            out += (out.size() > 1 ? ", [" : "[") + std::to_string(it->id) + ", " + it->def + "]";
        }
        return out + "]";
    }
    if (f.path == "inventory.equipped") return "{}";
    if (f.path == "progression.level") return "3";
    return std::to_string(std::stoi(f.value) + 1);
}

TEST(StateText, EveryFieldOfAnEntityIsListedWithItsPath) {
    const Game game = rich_game();
    std::vector<std::string> paths;
    for (const FieldValue& f : entity_fields(game.world().player())) paths.push_back(f.path);
    EXPECT_THAT(paths, ::testing::ElementsAre(
                           "kind", "def", "x", "y", "fighter.hp", "ai.cooldowns.shoot",
                           "progression.level", "progression.xp", "progression.max_hp_gain",
                           "progression.power_gain", "progression.defense_gain", "inventory.items",
                           "inventory.equipped", "statuses.confused", "status_sources.confused"));
}

TEST(StateText, EntityTextReadsBackEqual) {
    const Game game = rich_game();
    for (const Entity& e : game.world().entities) {
        std::string error;
        const auto back = entity_from_text(entity_to_text(e), error);
        ASSERT_TRUE(back) << error;
        EXPECT_EQ(*back, e) << entity_to_text(e);
    }
}

TEST(StateText, BadEntityTextSaysWhatIsWrong) {
    std::string error;
    EXPECT_FALSE(entity_from_text("{id: 3, kind: actor, def: orc, x: 1}", error));
    EXPECT_THAT(error, HasSubstr("missing 'y' in entity 3"));
    EXPECT_FALSE(
        entity_from_text("{id: 3, kind: actor, def: orc, x: 1, y: 1, fighter: {hp: -4}}", error));
    EXPECT_THAT(error, HasSubstr("'hp' in 'fighter' of entity 3 must be a whole number from 0"));
    EXPECT_FALSE(entity_from_text("{id: 3, kind: actor, def: orc, x: 1, y: 1, wings: 2}", error));
    EXPECT_THAT(error, HasSubstr("unknown key 'wings'"));
}

TEST(StateText, SetRefusesUnknownFieldsAndBadValuesAndChangesNothing) {
    Game game = rich_game();
    Entity orc = *test::first_of(game.world(), "orc");
    const Entity before = orc;
    std::string error;
    EXPECT_FALSE(set_entity_field(orc, "fighter.hpp", "3", error));
    EXPECT_THAT(error, HasSubstr("'fighter.hpp' is not a field"));
    EXPECT_FALSE(set_entity_field(orc, "fighter.hp", "-1", error));
    EXPECT_THAT(error, HasSubstr("fighter.hp must be a whole number from 0"));
    EXPECT_FALSE(set_entity_field(orc, "progression.xp", "5", error));  // an orc has no progression
    EXPECT_EQ(orc, before);
}

// An id cannot be set to nothing, and the refusal says what the field holds.
TEST(StateText, AnEmptyDefinitionIdIsRefusedWithWhatItMustBe) {
    Game game = rich_game();
    Entity orc = *test::first_of(game.world(), "orc");
    const Entity before = orc;
    std::string error;
    EXPECT_FALSE(set_entity_field(orc, "def", "", error));
    EXPECT_EQ(error, "def must be a definition id");
    EXPECT_EQ(orc, before);
}

TEST(StateText, AnAbsentEntryOfAKeyedMapInsideAComponentReadsAsZero) {
    // A mechanical mutant (|| -> && where a component's keyed maps are searched) made
    // "ai.cooldowns.Shoot" of a monster that has not shot yet no field at all.
    Game game = rich_game();
    Entity orc = *test::first_of(game.world(), "orc");
    orc.ai.emplace();
    EXPECT_EQ(entity_field(orc, "ai.cooldowns.Shoot"), "0");
    EXPECT_EQ(entity_field(orc, "statuses.poisoned"), "0");
    EXPECT_EQ(entity_field(orc, "ai.cooldown.Shoot"), std::nullopt);
}

// The promise of the description: add a field to a component and describe it, and the
// save, the edit text and the diff all carry it. Each described field is changed by a
// recorded world edit (text and back), must show in the diff, and must survive a save.
TEST(StateText, EveryDescribedFieldRoundTripsThroughEditDiffAndSave) {
    Game game = rich_game();
    const EntityId id = game.world().player_id;
    for (const FieldValue& f : entity_fields(game.world().player())) {
        if (f.path == "kind" || f.path == "def") continue;
        SCOPED_TRACE(f.path);
        const World before = game.world();
        const std::string dump_before = dump_state(game, 0);
        std::string error;
        const auto edit = parse_world_edit(
            to_string(WorldEdit{{EditOp::set(id, f.path, other_value(f, game.world().player()))}}),
            error);
        ASSERT_TRUE(edit) << error;
        const EventResult r = game.apply(*edit);
        ASSERT_TRUE(r.applied) << r.error;
        EXPECT_THAT(diff_worlds(before, game.world()),
                    Contains(::testing::Field(&FieldDiff::where, "entity 1 " + f.path)));
        EXPECT_NE(dump_state(game, 0), dump_before) << "the dump does not show " << f.path;

        const SaveLoad load = load_save_text(save_to_text(game.world()), "save", game.content());
        ASSERT_TRUE(load.world) << to_string(load.problems);
        EXPECT_EQ(entity_fields(load.world->player()), entity_fields(game.world().player()));

        ASSERT_TRUE(game.apply(r.inverse).applied);
        EXPECT_EQ(entity_fields(game.world().player()), entity_fields(before.player()));
    }
}

TEST(StateText, WorldFieldsIncludeGodModeAndSurviveASave) {
    Game game = rich_game();
    ASSERT_TRUE(game.apply(WorldEdit{{EditOp::set_world("god_mode", "true")}}).applied);
    EXPECT_TRUE(game.world().god_mode);
    const SaveLoad load = load_save_text(save_to_text(game.world()), "save", game.content());
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_EQ(world_fields(*load.world), world_fields(game.world()));
}

// The inspector shows each carried item's letter (the one the player presses) and an
// edit of the list keeps the letters it is given.
TEST(StateText, TheInventoryShowsEachItemsLetterAndAnEditKeepsThem) {
    Game game = rich_game();
    Entity p = game.world().player();
    ASSERT_TRUE(p.inventory);
    ASSERT_GE(p.inventory->items.size(), 2u) << "the rich player must carry two things";
    for (std::size_t i = 0; i < p.inventory->items.size(); ++i)
        p.inventory->items[i].letter = kLetterCount - 1 - static_cast<int>(i);
    const ItemInstance& first = p.inventory->items[0];
    const std::optional<std::string> text = entity_field(p, "inventory.items");
    ASSERT_TRUE(text);
    EXPECT_THAT(*text, HasSubstr("[" + std::to_string(first.id) + ", " + first.def + ", z]"));

    Entity edited = p;
    for (ItemInstance& item : edited.inventory->items) item.letter = kNoLetter;
    std::string error;
    ASSERT_TRUE(set_entity_field(edited, "inventory.items", *text, error)) << error;
    EXPECT_EQ(edited.inventory->items, p.inventory->items);
}

// World fields refuse what they cannot hold: an empty flag and a negative count.
TEST(StateText, WorldFieldsRefuseAnEmptyFlagAndANegativeKillCount) {
    Game game = rich_game();
    World w = game.world();
    w.kills["orc"] = 2;
    const std::vector<FieldValue> before = world_fields(w);
    std::string error;
    EXPECT_FALSE(set_world_field(w, "god_mode", "", error));
    EXPECT_THAT(error, HasSubstr("god_mode must be true or false"));
    EXPECT_FALSE(set_world_field(w, "kills", "{orc: -1}", error));
    EXPECT_THAT(error, HasSubstr("counts of 0 or more"));
    EXPECT_EQ(world_fields(w), before);
    EXPECT_TRUE(set_world_field(w, "kills", "{orc: 0, troll: 3}", error)) << error;
    EXPECT_EQ(w.kills, (std::map<DefId, int>{{"orc", 0}, {"troll", 3}}));
}

// Field lists are compared path by path wherever a path stands in the other list: a
// change, a path only one list has, and the same value at another place, which is none.
TEST(FieldDiffs, APathIsFoundAtAnyPlaceOfTheOtherList) {
    const std::vector<FieldValue> a{{"x", "1"}, {"y", "2"}, {"z", "3"}};
    const std::vector<FieldValue> b{{"z", "3"}, {"x", "5"}, {"w", "9"}};
    const std::vector<FieldDiff> diffs = diff_fields("def ", a, b);
    ASSERT_EQ(diffs.size(), 3u);
    EXPECT_EQ(diffs[0].where, "def x");
    EXPECT_EQ(diffs[0].before, "1");
    EXPECT_EQ(diffs[0].after, "5");
    EXPECT_EQ(diffs[1].where, "def y");
    EXPECT_EQ(diffs[1].after, "");
    EXPECT_EQ(diffs[2].where, "def w");
    EXPECT_EQ(diffs[2].before, "");
    EXPECT_EQ(diffs[2].after, "9");
    EXPECT_TRUE(diff_fields("", a, a).empty());
}

}  // namespace
}  // namespace cf
