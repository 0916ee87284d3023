// "What does mods/hard change?": the layer's changes against the layers below, field by
// field with both values, and the layers that touch a definition.

#include "editor/layer_changes.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/editor/provenance_fixture.hpp"

namespace cf {
namespace {

const LayerChange* find_change(const std::vector<LayerChange>& changes, const DefId& id) {
    for (const LayerChange& c : changes) {
        if (c.id == id) return &c;
    }
    return nullptr;
}

TEST(LayerChanges, TheModListsWhatItAddsChangesAndDeletesWithTheValuesBelow) {
    const ContentPtr content = test::load_hard_over_base();
    ASSERT_TRUE(content);
    const std::vector<LayerChange> changes = layer_changes(*content, 1);
    ASSERT_EQ(changes.size(), 3u);
    const LayerChange* orc = find_change(changes, "orc");
    ASSERT_TRUE(orc);
    EXPECT_EQ(orc->headline(), "changes actor 'orc'");
    ASSERT_EQ(orc->fields.size(), 1u);
    EXPECT_EQ(orc->fields[0].field, "fighter.power");
    EXPECT_EQ(orc->fields[0].below, "3");
    EXPECT_EQ(orc->fields[0].now, "5");
    EXPECT_THAT(orc->fields[0].where, ::testing::EndsWith("hard/actors.yaml:5"));
    const LayerChange* warlord = find_change(changes, "orc_warlord");
    ASSERT_TRUE(warlord);
    EXPECT_EQ(warlord->headline(), "adds actor 'orc_warlord'");
    const LayerChange* troll = find_change(changes, "troll");
    ASSERT_TRUE(troll);
    EXPECT_EQ(troll->headline(), "deletes actor 'troll'");
    EXPECT_TRUE(layer_changes(*content, 0).empty()) << "nothing is below the base";
}

TEST(LayerChanges, AHeaderNamesTheLayersThatTouchADefinition) {
    const ContentPtr content = test::load_hard_over_base();
    ASSERT_TRUE(content);
    const std::vector<std::string> orc = layers_touching(*content, DefKind::actor, "orc");
    ASSERT_EQ(orc.size(), 2u);
    EXPECT_EQ(orc[1], "hard");
    EXPECT_EQ(layers_touching(*content, DefKind::actor, "orc_warlord"),
              std::vector<std::string>{"hard"});
}

}  // namespace
}  // namespace cf
