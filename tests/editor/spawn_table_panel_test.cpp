#include "editor/spawn_table_panel.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "engine/rules/spawning.hpp"
#include "tests/editor/clipped_text.hpp"
#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

// Every value the chart holds is forecast()'s, and every id forecast() names is charted.
void expect_chart_matches_forecast(const SpawnChart& chart, const Content& content) {
    ASSERT_EQ(chart.per_pick.size(), chart.ids.size());
    ASSERT_EQ(chart.per_floor.size(), chart.ids.size());
    for (std::size_t i = 0; i < chart.ids.size(); ++i) {
        ASSERT_EQ(chart.per_pick[i].size(), std::size_t{SpawnTablePanel::kChartDepths});
        ASSERT_EQ(chart.per_floor[i].size(), std::size_t{SpawnTablePanel::kChartDepths});
    }
    std::size_t charted = 0;
    for (int depth = 1; depth <= SpawnTablePanel::kChartDepths; ++depth) {
        const SpawnForecast f = forecast(content, depth);
        const auto at = static_cast<std::size_t>(depth - 1);
        for (std::size_t i = 0; i < chart.ids.size(); ++i) {
            double pick = 0;
            double floor = 0;
            for (const SpawnChance& c : chart.items ? f.items : f.monsters) {
                if (c.id != chart.ids[i]) continue;
                pick = c.per_pick;
                floor = c.per_floor;
                ++charted;
            }
            EXPECT_FLOAT_EQ(chart.per_pick[i][at], static_cast<float>(pick))
                << chart.ids[i] << " " << depth;
            EXPECT_FLOAT_EQ(chart.per_floor[i][at], static_cast<float>(floor))
                << chart.ids[i] << " " << depth;
        }
        charted -= (chart.items ? f.items : f.monsters).size();
    }
    EXPECT_EQ(charted, 0u) << "an id forecast() names is missing from the chart";
}

class SpawnTablePanelTest : public ::testing::Test {
  protected:
    test::HeadlessImGui imgui;
    ContentDocument doc{test::load_default_content()};
    SpawnTablePanel panel;

    SpawnAction frame() {
        SpawnAction action = SpawnAction::none;
        imgui.frame([&] { action = panel.draw(doc); });
        return action;
    }
};

TEST_F(SpawnTablePanelTest, DrawsTheDefaultTablesAndChartsTheForecast) {
    EXPECT_EQ(frame(), SpawnAction::none);
    EXPECT_FALSE(panel.chart.items);
    ASSERT_EQ(panel.chart.ids, (std::vector<DefId>{"orc", "troll"}));
    expect_chart_matches_forecast(panel.chart, doc.content());

    panel.items = true;
    frame();
    EXPECT_TRUE(panel.chart.items);
    ASSERT_EQ(panel.chart.ids.size(), 6u);
    expect_chart_matches_forecast(panel.chart, doc.content());
    EXPECT_FALSE(doc.can_undo()) << "drawing alone never edits";
}

TEST_F(SpawnTablePanelTest, ChartFollowsEditsAsTheyHappen) {
    frame();
    ASSERT_EQ(panel.chart.ids, (std::vector<DefId>{"orc", "troll"}));
    const float troll_at_3 = panel.chart.per_pick[1][2];
    doc.edit("More trolls", "", [](Content& c) { c.spawns.monsters.by_depth[3]["troll"] = 80; });
    frame();
    EXPECT_GT(panel.chart.per_pick[1][2], troll_at_3);
    expect_chart_matches_forecast(panel.chart, doc.content());
}

TEST_F(SpawnTablePanelTest, PendingRowsAndColumnsDrawWithoutEntries) {
    panel.pending_depths[0].insert(12);
    panel.pending_ids[0].insert("troll");
    panel.pending_ids[1].insert("dagger");
    frame();
    panel.items = true;
    frame();
    EXPECT_FALSE(doc.can_undo());
    EXPECT_FALSE(doc.content().spawns.monsters.by_depth.count(12))
        << "an empty column is not content";
}

TEST_F(SpawnTablePanelTest, TypingInACellIsOneStepAndABlankCellRemovesTheEntry) {
    set_spawn_weight(doc, true, 2, "dagger", 1);
    set_spawn_weight(doc, true, 2, "dagger", 12);  // "1", then "12"
    EXPECT_EQ(doc.undo_steps(), 1u);
    EXPECT_EQ(doc.undo_label(), "Set items weight of dagger at depth 2");
    EXPECT_EQ(doc.content().spawns.items.by_depth.at(2).at("dagger"), 12);
    doc.end_merge();
    set_spawn_weight(doc, true, 2, "dagger", std::nullopt);
    EXPECT_EQ(doc.content().spawns.items.by_depth.at(2).count("dagger"), 0u);
    EXPECT_EQ(doc.content().spawns.items.by_depth.at(2).at("confusion_scroll"), 10);
    set_spawn_weight(doc, true, 2, "confusion_scroll", std::nullopt);
    EXPECT_EQ(doc.content().spawns.items.by_depth.count(2), 0u) << "a depth left empty goes";
    EXPECT_TRUE(doc.problems().empty());
    doc.undo();
    doc.undo();
    doc.undo();
    EXPECT_FALSE(doc.dirty());
}

TEST_F(SpawnTablePanelTest, RowsColumnsAndMaximaAreEditedAsUndoableSteps) {
    set_max_per_room(doc, false, 4, 7);
    EXPECT_EQ(doc.content().spawns.max_monsters_per_room.by_depth.at(4), 7);
    set_max_per_room(doc, false, 6, std::nullopt);
    EXPECT_EQ(doc.content().spawns.max_monsters_per_room.by_depth.count(6), 0u);
    remove_spawn_id(doc, false, "troll");
    for (const auto& [depth, weights] : doc.content().spawns.monsters.by_depth) {
        EXPECT_EQ(weights.count("troll"), 0u) << depth;
    }
    EXPECT_EQ(doc.content().spawns.monsters.by_depth.size(), 1u)
        << "depths 3, 5, 7 held only trolls";
    remove_spawn_depth(doc, true, 4);
    EXPECT_EQ(doc.content().spawns.items.by_depth.count(4), 0u);
    EXPECT_EQ(doc.content().spawns.max_items_per_room.by_depth.count(4), 0u);
    EXPECT_EQ(doc.undo_steps(), 4u);
    frame();
    expect_chart_matches_forecast(panel.chart, doc.content());
}

// The "max per room" row shows each depth's own maximum in its column, and nothing under
// a depth that sets none.
TEST_F(SpawnTablePanelTest, TheMaxPerRoomRowShowsEachDepthsOwnMaximum) {
    doc.edit("maxima", "", [](Content& c) {
        c.spawns.max_monsters_per_room.by_depth = {{1, 2}, {5, 47}};
    });
    const std::string shown = imgui.shown_text([&] { panel.draw(doc); });
    const auto row = shown.find("max per room");
    ASSERT_NE(row, std::string::npos) << shown;
    const std::string line = shown.substr(row, shown.find('\n', row) - row);
    EXPECT_NE(line.find("47"), std::string::npos) << line;
    EXPECT_NE(line.find("2"), std::string::npos) << line;
}

TEST_F(SpawnTablePanelTest, HoveringADepthSaysTheWholeFloorsTotal) {
    frame();
    const std::vector<DepthLine> lines = depth_summary(panel.chart, 2);  // depth 3
    ASSERT_EQ(lines.size(), panel.chart.ids.size() + 1);
    float sum = 0.0f;
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        EXPECT_EQ(lines[i].id, panel.chart.ids[i]);
        EXPECT_FLOAT_EQ(lines[i].per_floor, panel.chart.per_floor[i][2]);
        sum += lines[i].per_floor;
    }
    EXPECT_TRUE(lines.back().total);
    EXPECT_EQ(lines.back().id, "whole floor");
    EXPECT_FLOAT_EQ(lines.back().per_floor, sum);
    EXPECT_GT(sum, 0.0f);
    EXPECT_TRUE(depth_summary(panel.chart, SpawnTablePanel::kChartDepths).empty());
    EXPECT_TRUE(depth_summary(panel.chart, -1).empty());
}

// The weights table in a narrow editor column with many depths: it scrolls both ways
// inside its box, the depth headers and the id column frozen so they stay in view.
TEST_F(SpawnTablePanelTest, ManyDepthsScrollWithTheDepthsInView) {
    for (int depth = 1; depth <= 14; ++depth) panel.pending_depths[0].insert(depth);
    for (int frames = 0; frames < 2; ++frames) {
        imgui.frame([&] {
            ImGui::BeginChild("narrow column", ImVec2(360.0f, 400.0f));
            panel.draw(doc);
            ImGui::EndChild();
        });
    }
    ImGuiTable* table = nullptr;
    for (int i = 0; i < GImGui->Tables.GetMapSize(); ++i) {
        ImGuiTable* t = GImGui->Tables.TryGetMapData(i);
        if (t && t->ColumnsCount == 14 + 2) table = t;
    }
    ASSERT_NE(table, nullptr);
    EXPECT_TRUE(table->Flags & ImGuiTableFlags_ScrollX);
    EXPECT_TRUE(table->Flags & ImGuiTableFlags_ScrollY);
    EXPECT_EQ(table->FreezeRowsRequest, 1) << "the depth headers stay in view";
    EXPECT_EQ(table->FreezeColumnsRequest, 1) << "the ids stay in view";
    EXPECT_GT(table->InnerWindow->ScrollMax.x, 0.0f) << "14 depths do not fit 360 px";
    EXPECT_LE(table->OuterRect.Max.x, table->OuterWindow->InnerClipRect.Max.x + 1.0f)
        << "the table fits its column; it scrolls instead of running past it";
}

TEST(SpawnTablePanelWidth, NothingIsCutInAnEditorColumn) {
    for (const float width : {370.0f, 560.0f}) {
        test::PanelFrame frame;
        ContentDocument doc{test::load_default_content()};
        SpawnTablePanel panel;
        for (const bool items : {false, true}) {
            panel.items = items;
            frame.draw(width, 600.0f, [&] { panel.draw(doc); });
            EXPECT_EQ(test::cut_glyphs(), std::vector<std::string>{})
                << (items ? "items" : "monsters") << " at " << width << " px";
        }
    }
}

TEST(SpawnChart, EmptyTablesGiveAnEmptyChart) {
    Content content = *test::load_default_content();
    content.spawns = {};
    const SpawnChart chart = spawn_chart(content, false, 20);
    EXPECT_TRUE(chart.ids.empty());
}

TEST(SpawnChart, AgreesWithTheSpawnerOnRandomTables) {
    // What the chart says one pick gives against what pick_weighted() gives, on random
    // tables including some whose weights sum past 2^31 (where the spawner used to
    // pick the first id every time while the chart showed an even spread).
    Content content = *test::load_default_content();
    Rng tables_rng(77);
    for (int table = 0; table < 12; ++table) {
        const bool huge = table % 3 == 2;
        std::map<DefId, int> weights;
        const int ids = huge ? 2300 : tables_rng.range(1, 6);
        for (int i = 0; i < ids; ++i) {
            weights["id" + std::to_string(1000 + i)] =
                huge ? tables_rng.range(950'000, 1'000'000) : tables_rng.range(0, 1'000'000);
        }
        content.spawns.monsters.by_depth = {{1, weights}};
        const SpawnChart chart = spawn_chart(content, false, 1);

        Rng rng(static_cast<std::uint64_t>(table) + 100);
        constexpr int kPicks = 20000;
        std::map<DefId, int> counts;
        const auto in_force = weights_at(content.spawns.monsters, 1);
        for (int i = 0; i < kPicks; ++i) ++counts[pick_weighted(in_force, rng).value_or("(none)")];

        // Small tables id by id; huge ones by the first third of their ids.
        double third_p = 0;
        int third_n = 0;
        for (std::size_t i = 0; i < chart.ids.size(); ++i) {
            const double p = static_cast<double>(chart.per_pick[i][0]);
            const int n = counts.count(chart.ids[i]) ? counts.at(chart.ids[i]) : 0;
            if (huge) {
                if (i < chart.ids.size() / 3) {
                    third_p += p;
                    third_n += n;
                }
                continue;
            }
            EXPECT_NEAR(n, kPicks * p, 5 * std::sqrt(kPicks * p * (1 - p)) + 2)
                << "table " << table << " id " << chart.ids[i];
        }
        if (huge) {
            EXPECT_NEAR(third_n, kPicks * third_p, 5 * std::sqrt(kPicks * third_p * (1 - third_p)))
                << "table " << table;
        }
        EXPECT_EQ(counts.count("(none)"), chart.ids.empty() ? 1u : 0u) << "table " << table;
    }
}

}  // namespace
}  // namespace cf
