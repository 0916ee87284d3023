// Statuses at scale: statuses.yaml is a kind like the others, so it may be split into
// files under statuses/, a template's effect list is inherited like any field, and a
// later layer changes or deletes a status of the base.

#include <gtest/gtest.h>

#include "engine/content/content_loader.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ContentDir;

TEST(ContentStatusesAtScale, StatusesInAFolderAreReadLikeStatusesYaml) {
    ContentDir dir;
    dir.write("statuses/burning.yaml", R"(burning:
  name: Burning
  color: '#ff6f1f'
  each_turn:
    - damage: 2
)");
    const ContentPtr c = dir.load_ok();
    ASSERT_NE(c, nullptr);
    const StatusDef* burning = c->status("burning");
    ASSERT_NE(burning, nullptr);
    ASSERT_EQ(burning->each_turn.size(), 1u);
    EXPECT_EQ(burning->each_turn[0].kind, EffectKind::damage);
    EXPECT_EQ(burning->each_turn[0].amount, 2);
    EXPECT_NE(c->status("poisoned"), nullptr) << "statuses.yaml is still read";
}

TEST(ContentStatusesAtScale, ATemplateCarriesItsEffectList) {
    ContentDir dir;
    dir.write("items/venom.yaml", R"(venom_blade:
  abstract: true
  glyph: '/'
  equippable:
    slot: weapon
    power: 1
    on_hit:
      - status: poisoned
        turns: 3
venom_dagger:
  from: venom_blade
  name: Venom dagger
venom_sword:
  from: venom_blade
  name: Venom sword
  equippable:
    power: 4
)");
    const ContentPtr c = dir.load_ok();
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->item("venom_blade"), nullptr) << "abstract";
    for (const char* id : {"venom_dagger", "venom_sword"}) {
        const ItemDef* item = c->item(id);
        ASSERT_NE(item, nullptr) << id;
        ASSERT_TRUE(item->equippable) << id;
        ASSERT_EQ(item->equippable->on_hit.size(), 1u) << id;
        EXPECT_EQ(item->equippable->on_hit[0].status, "poisoned") << id;
        EXPECT_EQ(item->equippable->on_hit[0].turns, 3) << id;
    }
    EXPECT_EQ(c->item("venom_sword")->equippable->power, 4);
}

TEST(ContentStatusesAtScale, ALayerChangesAStatusOfTheBase) {
    ContentDir base;
    ContentDir mod;
    for (const char* file : {"settings.yaml", "tiles.yaml", "actors.yaml", "items.yaml",
                             "slots.yaml", "statuses.yaml", "spawns.yaml"})
        mod.remove(file);
    mod.write("statuses.yaml", R"(poisoned:
  each_turn:
    - damage: 3
)");
    const ContentPtr c = test::load_layers_ok({base.path(), mod.path()});
    ASSERT_NE(c, nullptr);
    const StatusDef* poisoned = c->status("poisoned");
    ASSERT_NE(poisoned, nullptr);
    ASSERT_EQ(poisoned->each_turn.size(), 1u);
    EXPECT_EQ(poisoned->each_turn[0].amount, 3) << "the mod's list replaces the base's";
    EXPECT_EQ(poisoned->name, "Poisoned") << "fields the mod leaves out stay the base's";
}

}  // namespace
}  // namespace cf
