// What the editor's search boxes find: any case, and an entity by anything a designer
// might type for it.

#include "editor/text_filter.hpp"

#include <gtest/gtest.h>

#include "engine/rules/game.hpp"
#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

TEST(TextFilter, CaseNeverMatters) {
    EXPECT_TRUE(matches_filter("Health potion", "health"));
    EXPECT_TRUE(matches_filter("Health potion", "POTION"));
    EXPECT_TRUE(matches_filter("orc", "Orc"));
    EXPECT_TRUE(matches_filter("anything", ""));
    EXPECT_FALSE(matches_filter("Orc", "troll"));
}

TEST(TextFilter, AnEntityIsFoundByNameNumberDefinitionOrComponent) {
    const ContentPtr content = test::load_default_content();
    Entity orc;
    orc.id = 5;
    orc.kind = EntityKind::actor;
    orc.def = "orc";
    orc.fighter = Fighter{10};
    orc.ai = Ai{};
    for (const char* typed : {"Orc", "orc", "ORC", "#5", "5", "ai", "FIGHTER"})
        EXPECT_TRUE(entity_matches_filter(orc, *content, typed)) << typed;
    for (const char* typed : {"troll", "#55", "inventory", "corpse"})
        EXPECT_FALSE(entity_matches_filter(orc, *content, typed)) << typed;

    Entity potion;
    potion.id = 7;
    potion.kind = EntityKind::item;
    potion.def = "health_potion";
    EXPECT_TRUE(entity_matches_filter(potion, *content, "health_potion")) << "the definition id";
    EXPECT_TRUE(entity_matches_filter(potion, *content, "Health Potion")) << "the shown name";
    orc.fighter->hp = 0;
    EXPECT_TRUE(entity_matches_filter(orc, *content, "orc corpse"));
    EXPECT_TRUE(entity_matches_filter(orc, *content, "corpse"));
}

}  // namespace
}  // namespace cf
