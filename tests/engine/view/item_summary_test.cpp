// One line on what an item does, as the inventory and the wiki show it: every bonus a
// piece of gear gives, with the slot it is worn in.

#include "engine/view/item_summary.hpp"

#include <gtest/gtest.h>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

TEST(ItemSummary, GearNamesEveryBonusItGivesAndItsSlot) {
    const ContentPtr c = test::default_content();
    ItemDef amulet = c->items.at("sword");
    EquippableDef& worn = *amulet.equippable;
    worn.power = 2;
    worn.defense = -1;
    worn.max_hp = 5;
    const std::string slot = c->slot(worn.slot) ? c->slot(worn.slot)->name : worn.slot;
    const std::string summary = item_summary(amulet, *c);
    EXPECT_NE(summary.find("+2 power"), std::string::npos) << summary;
    EXPECT_NE(summary.find("-1 defense"), std::string::npos) << summary;
    EXPECT_NE(summary.find("+5 max HP"), std::string::npos) << summary;
    EXPECT_TRUE(summary.ends_with(" (" + slot + ")")) << summary;
    worn.power = worn.defense = worn.max_hp = 0;
    worn.on_hit.clear();
    worn.grants.clear();
    EXPECT_EQ(item_summary(amulet, *c), "no bonus (" + slot + ")");
}

}  // namespace
}  // namespace cf
