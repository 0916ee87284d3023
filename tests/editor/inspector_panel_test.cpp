// The inspector's edits, without drawing it: clicks on the map for teleport and spawn,
// and whole-entity changes (equip, revert), each one undo step on the game's timeline.

#include "editor/inspector_panel.hpp"

#include <gtest/gtest.h>

#include "editor_test_support.hpp"
#include "engine/rules/stats.hpp"

namespace cf {
namespace {

class InspectorPanelTest : public test::EditingFixture {
  protected:
    InspectorPanelTest() : EditingFixture(31) {}

    InspectorPanel panel;

    // A walkable, empty cell next to the player.
    Point free_neighbour() const {
        const World& w = game.world();
        for (Direction d : kAllDirections) {
            const Point p = w.player().pos + delta(d);
            if (w.map.walkable(p) && !w.actor_at(p)) return p;
        }
        ADD_FAILURE() << "the player is boxed in";
        return {};
    }
};

TEST_F(InspectorPanelTest, TeleportIsOneUndoableEdit) {
    const Point from = game.world().player().pos;
    const Point to = free_neighbour();
    panel.picking = InspectorPanel::Pick::teleport;
    panel.on_map_click(game, session, to);
    EXPECT_EQ(game.world().player().pos, to);
    EXPECT_EQ(panel.picking, InspectorPanel::Pick::none);
    ASSERT_TRUE(session.undo(game, doc));
    EXPECT_EQ(game.world().player().pos, from);
}

TEST_F(InspectorPanelTest, TeleportIntoAWallIsRefusedWithTheReason) {
    const Point from = game.world().player().pos;
    panel.picking = InspectorPanel::Pick::teleport;
    panel.on_map_click(game, session, {0, 0});
    EXPECT_EQ(game.world().player().pos, from);
    EXPECT_NE(panel.message.find("cannot stand"), std::string::npos) << panel.message;
    EXPECT_FALSE(session.can_undo());
}

TEST_F(InspectorPanelTest, SpawnSelectsTheNewEntityAndUndoRemovesIt) {
    const Point at = free_neighbour();
    panel.spawn_def = "troll";
    panel.picking = InspectorPanel::Pick::spawn;
    panel.on_map_click(game, session, at);
    const Entity* troll = game.world().find(panel.selected);
    ASSERT_NE(troll, nullptr);
    EXPECT_EQ(troll->def, "troll");
    EXPECT_EQ(troll->pos, at);
    const EntityId id = panel.selected;
    ASSERT_TRUE(session.undo(game, doc));
    EXPECT_EQ(game.world().find(id), nullptr);
}

TEST_F(InspectorPanelTest, AClickWithNothingPendingSelectsWhatIsThere) {
    panel.on_map_click(game, session, game.world().player().pos);
    EXPECT_EQ(panel.selected, game.world().player_id);
    EXPECT_FALSE(session.can_undo()) << "selecting changes nothing";
}

TEST_F(InspectorPanelTest, UnequippingIsOneEditThatKeepsHpWithinTheNewMaximum) {
    Entity wanted = game.world().player();
    ASSERT_TRUE(wanted.inventory->equipped.contains("armor"));
    wanted.inventory->equipped.erase("armor");
    panel.change_entity(game, session, "unequip armor", wanted);
    EXPECT_FALSE(game.world().player().inventory->equipped.contains("armor"));
    EXPECT_LE(game.world().player().fighter->hp, max_hp(game.world().player(), game.content()));
    EXPECT_EQ(session.undo_label(), "unequip armor");
    ASSERT_TRUE(session.undo(game, doc));
    EXPECT_TRUE(game.world().player().inventory->equipped.contains("armor"));
}

// While the timeline shows the past the inspector only looks: a pending teleport is
// dropped and the click selects; the history of a field draws beside it.
TEST_F(InspectorPanelTest, ReadOnlyClicksSelectAndTheHistoryDraws) {
    const Point from = game.world().player().pos;
    panel.read_only = true;
    panel.picking = InspectorPanel::Pick::teleport;
    panel.on_map_click(game, session, free_neighbour());
    EXPECT_EQ(game.world().player().pos, from);
    EXPECT_FALSE(session.can_undo());

    panel.on_map_click(game, session, from);
    EXPECT_EQ(panel.selected, game.world().player_id);
    panel.history_field = "fighter.hp";
    test::HeadlessImGui imgui;
    const std::size_t events = game.log().size();
    imgui.frame([&] { panel.draw(game, session); });
    EXPECT_EQ(game.log().size(), events) << "drawing a read-only inspector changes nothing";
}

}  // namespace
}  // namespace cf
