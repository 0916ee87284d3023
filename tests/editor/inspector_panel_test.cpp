// The inspector's edits, without drawing it: clicks on the map for teleport and spawn,
// and whole-entity changes (equip, revert), each asked of the editor and carried out as
// one undo step on the game's timeline, never made by the panel itself.

#include "editor/inspector_panel.hpp"

#include <gtest/gtest.h>

#include <utility>

#include "editor_test_support.hpp"
#include "engine/rules/stats.hpp"

namespace cf {
namespace {

class InspectorPanelTest : public test::EditingFixture {
  protected:
    InspectorPanelTest() : EditingFixture(31) {}

    InspectorPanel panel;
    EditRequests requests;

    // What the editor does after a frame: each request made, the panel told the result.
    void carry_out() {
        for (WorldEditRequest& r : std::exchange(requests.world_edits, {})) {
            const EventResult result = session.edit_world(game, doc, r.label, r.edit);
            if (r.done) r.done(result);
        }
    }
    bool undo() { return session.undo(game, doc, true) != nullptr; }

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
    panel.on_map_click(game, requests, to);
    EXPECT_EQ(game.world().player().pos, from) << "the panel only asks";
    carry_out();
    EXPECT_EQ(game.world().player().pos, to);
    EXPECT_EQ(panel.picking, InspectorPanel::Pick::none);
    ASSERT_TRUE(undo());
    EXPECT_EQ(game.world().player().pos, from);
}

TEST_F(InspectorPanelTest, TheTileBrushPaintsACellPerClickEachUndoable) {
    const Point at = free_neighbour();
    const DefId before = game.world().map.tile_id(at);
    panel.brush_tile = "shallow_water";
    panel.picking = InspectorPanel::Pick::tile;
    panel.on_map_click(game, requests, at);
    carry_out();
    EXPECT_EQ(game.world().map.tile_id(at), "shallow_water");
    EXPECT_EQ(panel.picking, InspectorPanel::Pick::tile) << "the brush stays on for the next cell";
    ASSERT_TRUE(undo());
    EXPECT_EQ(game.world().map.tile_id(at), before);
}

TEST_F(InspectorPanelTest, TheTileBrushSaysWhyAWallCannotGoOnThePlayer) {
    panel.brush_tile = "wall";
    panel.picking = InspectorPanel::Pick::tile;
    panel.on_map_click(game, requests, game.world().player().pos);
    carry_out();
    EXPECT_NE(panel.message.find("cannot be walked on"), std::string::npos) << panel.message;
    EXPECT_FALSE(doc.can_undo());
}

TEST_F(InspectorPanelTest, TeleportIntoAWallIsRefusedWithTheReason) {
    const Point from = game.world().player().pos;
    panel.picking = InspectorPanel::Pick::teleport;
    panel.on_map_click(game, requests, {0, 0});
    carry_out();
    EXPECT_EQ(game.world().player().pos, from);
    EXPECT_NE(panel.message.find("cannot stand"), std::string::npos) << panel.message;
    EXPECT_FALSE(doc.can_undo());
}

TEST_F(InspectorPanelTest, SpawnSelectsTheNewEntityAndUndoRemovesIt) {
    const Point at = free_neighbour();
    panel.spawn_def = "troll";
    panel.picking = InspectorPanel::Pick::spawn;
    panel.on_map_click(game, requests, at);
    carry_out();
    const Entity* troll = game.world().find(panel.selected);
    ASSERT_NE(troll, nullptr);
    EXPECT_EQ(troll->def, "troll");
    EXPECT_EQ(troll->pos, at);
    const EntityId id = panel.selected;
    ASSERT_TRUE(undo());
    EXPECT_EQ(game.world().find(id), nullptr);
}

TEST_F(InspectorPanelTest, AClickWithNothingPendingSelectsWhatIsThere) {
    panel.on_map_click(game, requests, game.world().player().pos);
    carry_out();
    EXPECT_EQ(panel.selected, game.world().player_id);
    EXPECT_FALSE(doc.can_undo()) << "selecting changes nothing";
}

TEST_F(InspectorPanelTest, UnequippingIsOneEditThatKeepsHpWithinTheNewMaximum) {
    Entity wanted = game.world().player();
    ASSERT_TRUE(wanted.inventory->equipped.contains("armor"));
    wanted.inventory->equipped.erase("armor");
    panel.change_entity(game, requests, "unequip armor", wanted);
    carry_out();
    EXPECT_FALSE(game.world().player().inventory->equipped.contains("armor"));
    EXPECT_LE(game.world().player().fighter->hp, max_hp(game.world().player(), game.content()));
    EXPECT_EQ(doc.undo_label(), "unequip armor");
    ASSERT_TRUE(undo());
    EXPECT_TRUE(game.world().player().inventory->equipped.contains("armor"));
}

// While the timeline shows the past the inspector only looks: a pending teleport is
// dropped and the click selects; the history of a field draws beside it.
TEST_F(InspectorPanelTest, ReadOnlyClicksSelectAndTheHistoryDraws) {
    const Point from = game.world().player().pos;
    panel.read_only = true;
    panel.picking = InspectorPanel::Pick::teleport;
    panel.on_map_click(game, requests, free_neighbour());
    carry_out();
    EXPECT_EQ(game.world().player().pos, from);
    EXPECT_FALSE(doc.can_undo());

    panel.on_map_click(game, requests, from);
    carry_out();
    EXPECT_EQ(panel.selected, game.world().player_id);
    panel.history_field = "fighter.hp";
    test::HeadlessImGui imgui;
    const std::size_t events = game.log().size();
    imgui.frame([&] { panel.draw(game, requests); });
    EXPECT_TRUE(requests.world_edits.empty());
    EXPECT_EQ(game.log().size(), events) << "drawing a read-only inspector changes nothing";
}

// A status says who gave it, beside its turns.
TEST_F(InspectorPanelTest, AStatusNamesWhoGaveIt) {
    const Entity* orc = nullptr;
    for (const Entity& e : game.world().entities) {
        if (e.def == "orc") orc = &e;
    }
    ASSERT_NE(orc, nullptr);
    const std::string id = std::to_string(orc->id);
    session.edit_world(
        game, doc, "poison the player",
        WorldEdit{{EditOp::set(game.world().player_id, "statuses.poisoned", "5"),
                   EditOp::set(game.world().player_id, "status_sources.poisoned", id)}});
    ASSERT_TRUE(game.world().player().statuses.contains("poisoned"));
    panel.selected = game.world().player_id;
    test::HeadlessImGui imgui;
    const std::string shown = imgui.shown_text([&] { panel.draw(game, requests); });
    EXPECT_NE(shown.find("from Orc #" + id), std::string::npos) << shown;
}

// The position fields stop at the map's edges: a drag far to the right of the player's
// row field asks for the last row, no further.
TEST_F(InspectorPanelTest, DraggingTheRowFieldPastTheMapStopsAtItsLastRow) {
    panel.selected = game.world().player_id;
    test::HeadlessImGui imgui;
    const auto draw = [&] { panel.draw(game, requests); };
    const std::optional<ImVec2> at = imgui.find("y##y", draw);
    ASSERT_TRUE(at.has_value());
    imgui.mouse(at->x, at->y, true);
    imgui.frame(draw);
    for (int i = 1; i <= 40; ++i) {
        imgui.mouse(at->x + 25.0f * static_cast<float>(i), at->y, true);
        imgui.frame(draw);
    }
    imgui.mouse(at->x + 1000.0f, at->y, false);
    imgui.frame(draw);
    ASSERT_EQ(requests.world_edits.size(), 1u);
    const WorldEdit& edit = requests.world_edits.front().edit;
    ASSERT_EQ(edit.ops.size(), 1u);
    EXPECT_EQ(edit.ops[0].path, "y");
    EXPECT_EQ(edit.ops[0].value, std::to_string(game.world().map.height() - 1));
}

}  // namespace
}  // namespace cf
