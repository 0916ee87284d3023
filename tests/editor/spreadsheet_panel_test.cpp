// The spreadsheet's edits: a cell and a bulk edit of selected rows are each one step of
// the one undo history, reach the running game, and undo back exactly.
#include "editor/spreadsheet_panel.hpp"

#include <gtest/gtest.h>

#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

class SpreadsheetTest : public test::EditingFixture {
  protected:
    SpreadsheetTest() : EditingFixture(7) {}
    int power(const char* id) const { return doc.content().actor(id)->fighter.power; }
    int hp(const char* id) const { return doc.content().actor(id)->fighter.hp; }
};

TEST_F(SpreadsheetTest, ColumnsAreTheNumberFieldsInSchemaOrder) {
    std::vector<std::string> paths;
    for (const SheetColumn& c : sheet_columns(doc.content(), DefKind::actor))
        paths.push_back(c.path);
    EXPECT_EQ(paths, (std::vector<std::string>{
                         "fighter.hp", "fighter.power", "fighter.defense", "fighter.accuracy",
                         "fighter.evasion", "xp", "ai.keep_distance", "ai.flee_below", "vision",
                         "speed", "regeneration", "inventory", "levels.base", "levels.factor",
                         "move_cost", "attack_cost", "use_cost"}));
    // Item columns come from whichever item has them; a potion used on oneself has no range.
    bool range = false;
    for (const SheetColumn& c : sheet_columns(doc.content(), DefKind::item))
        range |= c.path == "use.range";
    EXPECT_TRUE(range);
    EXPECT_EQ(sheet_value(doc.content(), DefKind::item, "health_potion", "use.range"),
              std::nullopt);
}

TEST_F(SpreadsheetTest, ACellEditIsOneStepClampedToTheRange) {
    set_sheet_value(doc, DefKind::actor, "orc", "fighter.hp", -4);
    EXPECT_EQ(hp("orc"), 1);
    EXPECT_EQ(doc.undo_label(), "Set actor 'orc' fighter.hp");
    doc.undo();
    EXPECT_EQ(hp("orc"), loaded->actor("orc")->fighter.hp);
}

TEST_F(SpreadsheetTest, MultiplyRoundsAndTouchesOnlyTheSelectedRows) {
    const int orc = hp("orc");
    const int troll = hp("troll");
    const int player = hp("player");
    EXPECT_EQ(bulk_edit(doc, DefKind::actor, {"orc", "troll"}, "fighter.hp", BulkOp::multiply, 1.5),
              2);
    EXPECT_EQ(hp("orc"), static_cast<int>(std::lround(orc * 1.5)));
    EXPECT_EQ(hp("troll"), static_cast<int>(std::lround(troll * 1.5)));
    EXPECT_EQ(hp("player"), player);
    EXPECT_EQ(doc.undo_label(), "Multiply fighter.hp by 1.5 on 2 actors");
}

TEST_F(SpreadsheetTest, AddAndSetClampAndCountOnlyRealChanges) {
    EXPECT_EQ(
        bulk_edit(doc, DefKind::actor, {"orc", "troll"}, "fighter.power", BulkOp::add, -1000000),
        2);
    EXPECT_EQ(power("orc"), 0);
    EXPECT_EQ(power("troll"), 0);
    const std::size_t steps = doc.undo_steps();
    EXPECT_EQ(bulk_edit(doc, DefKind::actor, {"orc", "troll"}, "fighter.power", BulkOp::set, 0), 0);
    EXPECT_EQ(doc.undo_steps(), steps) << "an edit that changes nothing is no step";
    EXPECT_EQ(bulk_edit(doc, DefKind::actor, {"orc"}, "fighter.power", BulkOp::set, 5), 1);
    EXPECT_EQ(power("orc"), 5);
}

TEST_F(SpreadsheetTest, RowsWithoutTheFieldAreSkipped) {
    const int lightning =
        *sheet_value(doc.content(), DefKind::item, "lightning_scroll", "use.range");
    EXPECT_EQ(bulk_edit(doc, DefKind::item, {"health_potion", "lightning_scroll"}, "use.range",
                        BulkOp::add, 1),
              1);
    EXPECT_EQ(sheet_value(doc.content(), DefKind::item, "lightning_scroll", "use.range"),
              lightning + 1);
    EXPECT_EQ(sheet_value(doc.content(), DefKind::item, "health_potion", "use.range"),
              std::nullopt);
}

TEST_F(SpreadsheetTest, ABulkEditReachesTheGameAndUndoesAsOneStep) {
    const int orc = hp("orc");
    const int troll = hp("troll");
    ASSERT_EQ(bulk_edit(doc, DefKind::actor, {"orc", "troll"}, "fighter.hp", BulkOp::add, 10), 2);
    ASSERT_TRUE(session.apply_live_edits(game, doc, false, true).has_value());
    EXPECT_EQ(game.content().actor("orc")->fighter.hp, orc + 10);
    EXPECT_EQ(game.content().actor("troll")->fighter.hp, troll + 10);
    EXPECT_EQ(doc.undo_label(), "Add 10 to fighter.hp on 2 actors");
    ASSERT_TRUE(session.undo(game, doc, true));
    session.apply_live_edits(game, doc, false, true);
    EXPECT_EQ(game.content().actor("orc")->fighter.hp, orc);
    EXPECT_EQ(game.content().actor("troll")->fighter.hp, troll);
    EXPECT_FALSE(doc.dirty());
}

TEST_F(SpreadsheetTest, PanelDrawsEveryRowInAHeadlessFrame) {
    test::HeadlessImGui imgui;
    SpreadsheetPanel panel;
    panel.selected = {"orc"};
    imgui.frame([&] { panel.draw(doc); });
    panel.kind = DefKind::item;
    imgui.frame([&] { panel.draw(doc); });
    EXPECT_FALSE(doc.dirty()) << "drawing alone edits nothing";
}

}  // namespace
}  // namespace cf
