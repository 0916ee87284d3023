// The Balance panel's list of what moved: every figure readable in a narrow editor column.

#include "editor/balance_panel.hpp"

#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/editor/clipped_text.hpp"
#include "tests/editor/editor_test_support.hpp"

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

// Hovering a row tells its change with the interval and p; a rate's in percentage points.
TEST(BalancePanel, ARowsTooltipGivesTheChangeWithItsIntervalInPoints) {
    std::vector<MetricChange> changes = some_changes();
    changes[0].change.ci = {-0.09, -0.06};   // death_rate, a rate
    changes[4].change.ci = {-14.5, -10.25};  // items_found, a mean
    test::HeadlessImGui imgui;
    const auto draw = [&] { draw_metric_changes(changes); };
    std::vector<std::string> tips;
    for (float y = 4.0f; y < 140.0f; y += 4.0f) {
        imgui.mouse(20.0f, y, false);
        imgui.frame(draw);
        const std::string shown = imgui.shown_text(draw);
        if (const auto at = shown.find("95% interval"); at != std::string::npos)
            tips.push_back(shown.substr(shown.rfind('\n', at) + 1));
    }
    const auto said = [&](const std::string& text) {
        return std::any_of(tips.begin(), tips.end(),
                           [&](const std::string& t) { return t.find(text) != std::string::npos; });
    };
    EXPECT_TRUE(said("change -7.50, 95% interval [-9.00, -6.00], p = 0.0001 (points)"))
        << testing::PrintToString(tips);
    EXPECT_TRUE(said("change -12.57, 95% interval [-14.50, -10.25], p = 0.0001"))
        << testing::PrintToString(tips);
}

}  // namespace
}  // namespace cf
