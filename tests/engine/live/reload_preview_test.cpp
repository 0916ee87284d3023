// The reload preview says what applying new content will do, and it is right: every
// value it shows is the value applying gives, and nothing applying changes is missing.

#include "engine/live/reload_preview.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

#include "engine/rules/stats.hpp"
#include "engine/world/state_text.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::Contains;
using ::testing::Field;

const std::vector<std::string> kPreviewRoom = {"##########", "#@.o..o..#", "#..T..!..#",
                                               "##########"};

// The value of "entity N path" in `world` under `content` ("" when the entity is gone).
std::string value_in(const World& world, const Content& content, const std::string& where) {
    std::istringstream in(where);
    std::string word, path;
    EntityId id = 0;
    in >> word >> id >> path;
    const Entity* e = world.find(id);
    if (!e) return "";
    if (path == "max_hp") return std::to_string(max_hp(*e, content));
    if (path == "power") return std::to_string(power(*e, content));
    if (path == "defense") return std::to_string(defense(*e, content));
    if (path.empty()) return entity_to_text(*e);
    for (const FieldValue& f : entity_fields(*e)) {
        if (f.path == path) return f.value;
    }
    return "?";
}

TEST(ReloadPreview, EveryValueShownIsTheValueApplyingGives) {
    Game game = test::prefab_game(test::default_content(), kPreviewRoom);
    test::first_of(game.mutable_world(), "orc")->fighter->hp = 7;
    auto next = std::make_shared<Content>(game.content());
    next->actors.at("orc").fighter.hp = 25;           // HP fractions move
    next->items.at("dagger").equippable->power += 2;  // the player's power moves
    next->actors.erase("troll");                      // the troll leaves the floor
    for (auto& [depth, weights] : next->spawns.monsters.by_depth) weights.erase("troll");

    const ReloadPreview preview = preview_reload(game, *next, {});
    ASSERT_TRUE(preview.applicable);
    const World before = game.world();
    ASSERT_TRUE(game.apply_content(next).applied);

    for (const FieldDiff& d : preview.entities) {
        EXPECT_EQ(value_in(game.world(), game.content(), d.where), d.after) << d.where;
    }
    for (const FieldDiff& d : diff_worlds(before, game.world())) {
        if (d.where.rfind("entity ", 0) != 0) continue;
        EXPECT_THAT(preview.entities, Contains(d)) << "the preview missed " << d.where;
    }
    EXPECT_THAT(preview.entities, Contains(FieldDiff{"entity 1 power", "4", "6"}));
    EXPECT_THAT(preview.entities, Contains(Field(&FieldDiff::where, "entity 5 fighter.hp")));
    // Its summary is the line the log gets when the content is applied.
    EXPECT_EQ("Reloaded content: " + preview.summary + ".", test::last_message(game.world()));
    EXPECT_EQ(preview.summary, "4 definitions changed, 3 entities updated, 1 removed");
}

TEST(ReloadPreview, DefinitionsAreComparedFieldByFieldWithRenamesMatched) {
    const ContentPtr old = test::default_content();
    auto next = test::with_id_changed(*old, DefKind::actor, "orc", "goblin");
    next->actors.at("goblin").fighter.power = 5;
    next->items.erase("sword");
    ItemDef wand = next->items.at("lightning_scroll");
    wand.id = "wand";
    next->items.emplace("wand", wand);
    const std::vector<DefinitionChange> changes =
        diff_definitions(*old, *next, {{DefKind::actor, "orc", "goblin"}});
    ASSERT_EQ(changes.size(), 3u);
    EXPECT_EQ(changes[0].kind, DefinitionChange::Kind::renamed);
    EXPECT_EQ(changes[0].from, "orc");
    EXPECT_EQ(changes[0].id, "goblin");
    EXPECT_EQ(changes[0].fields, (std::vector<FieldDiff>{{"fighter.power", "3", "5"}}));
    EXPECT_EQ(changes[1].kind, DefinitionChange::Kind::added);
    EXPECT_EQ(changes[1].id, "wand");
    EXPECT_EQ(changes[2].kind, DefinitionChange::Kind::removed);
    EXPECT_EQ(changes[2].id, "sword");
}

// A definition whose fields keep their places is compared value by value; one whose
// shape changes (an effect of another kind, an entry more) path by path. Both list every
// changed field under its whole path.
TEST(ReloadPreview, ChangedFieldsAreListedWhetherOrNotTheDefinitionKeepsItsShape) {
    const ContentPtr old = test::default_content();
    auto next = std::make_shared<Content>(*old);
    next->items.at("lightning_scroll").use->effects[0].amount = 25;  // same shape
    next->items.at("lightning_scroll").use->range = 6;
    EffectDef heal;
    heal.kind = EffectKind::heal;
    heal.amount = 4;
    next->items.at("sword").name = "Long sword";
    UseDef& confusion = *next->items.at("confusion_scroll").use;
    confusion.effects.push_back(heal);  // one entry more: another shape

    const std::vector<DefinitionChange> changes = diff_definitions(*old, *next, {});
    ASSERT_EQ(changes.size(), 3u);
    EXPECT_EQ(changes[0].id, "confusion_scroll");
    EXPECT_THAT(changes[0].fields, Contains(FieldDiff{"use.effects", "1 entry", "2 entries"}));
    EXPECT_THAT(changes[0].fields, Contains(FieldDiff{"use.effects[1].kind", "", "heal"}));
    EXPECT_THAT(changes[0].fields, Contains(FieldDiff{"use.effects[1].heal", "", "4"}));
    EXPECT_EQ(changes[1].id, "lightning_scroll");
    EXPECT_EQ(changes[1].fields, (std::vector<FieldDiff>{{"use.range", "5", "6"},
                                                         {"use.effects[0].damage", "20", "25"}}));
    EXPECT_EQ(changes[2].id, "sword");
    EXPECT_EQ(changes[2].fields, (std::vector<FieldDiff>{{"name", "Sword", "Long sword"}}));
}

TEST(ReloadPreview, ContentTheGameWouldRefuseSaysWhyAndTouchesNothing) {
    Game game = test::prefab_game(test::default_content(), kPreviewRoom);
    const World before = game.world();
    auto next = std::make_shared<Content>(game.content());
    next->tiles.erase("wall");
    const ReloadPreview preview = preview_reload(game, *next, {});
    EXPECT_FALSE(preview.applicable);
    EXPECT_THAT(preview.refused, Contains(::testing::HasSubstr("tile 'wall'")));
    EXPECT_TRUE(diff_worlds(before, game.world()).empty());
}

}  // namespace
}  // namespace cf
