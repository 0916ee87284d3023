// The Balance panel's list of what moved: every figure readable in a narrow editor column.

#include "editor/balance_panel.hpp"

#include <gtest/gtest.h>
#include <imgui_internal.h>

#include "tests/editor/clipped_text.hpp"

namespace cf {
namespace {

std::vector<MetricChange> some_changes() {
    std::vector<MetricChange> out;
    for (const char* name :
         {"death_rate", "death_rate.depth3", "used.health_potion", "damage.troll", "items_found"}) {
        MetricChange m;
        m.name = name;
        m.rate = std::string(name).rfind("death", 0) == 0;
        m.change.before = m.rate ? 0.077 : 60.80;
        m.change.after = m.rate ? 0.002 : 48.23;
        m.change.delta = m.change.after - m.change.before;
        m.change.p = 0.0001;
        out.push_back(m);
    }
    return out;
}

TEST(BalancePanel, NoFigureOfWhatMovedIsCutInANarrowColumn) {
    const std::vector<MetricChange> changes = some_changes();
    for (const float width : {300.0f, 370.0f, 560.0f}) {
        test::PanelFrame frame;
        frame.draw(width, 400.0f, [&] { draw_metric_changes(changes); });
        EXPECT_EQ(test::cut_glyphs(), std::vector<std::string>{}) << "at " << width << " px";
    }
}

int columns_of_the_table() {
    for (int i = 0; i < GImGui->Tables.GetMapSize(); ++i) {
        if (const ImGuiTable* t = GImGui->Tables.TryGetMapData(i)) return t->ColumnsCount;
    }
    return 0;
}

TEST(BalancePanel, BeforeAndAfterShowWhereThereIsRoomAndOnHoverElsewhere) {
    {
        test::PanelFrame frame;
        frame.draw(600.0f, 400.0f, [] { draw_metric_changes(some_changes()); });
        EXPECT_EQ(columns_of_the_table(), 3);
    }
    test::PanelFrame frame;
    frame.draw(300.0f, 400.0f, [] { draw_metric_changes(some_changes()); });
    EXPECT_EQ(columns_of_the_table(), 2);
}

}  // namespace
}  // namespace cf
