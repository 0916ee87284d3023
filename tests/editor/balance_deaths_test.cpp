// The Balance tab's Deaths list: the runs that died, by depth then seed; a click on one
// asks to open that run at its death turn, naming the seed and the turn the lab's run
// really died on; a click on a depth of the survival curve narrows the list to it.

#include "editor/balance_deaths.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "editor/balance_panel.hpp"
#include "editor/ui_widgets.hpp"
#include "tests/editor/editor_test_support.hpp"
#include "tests/support/lab_runs.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

LabTable three_deaths() {
    LabTable table;
    table.runs = {test::run_tally(4, RunEnd::died, 3, "troll", 900),
                  test::run_tally(5, RunEnd::reached, 6, "", 2000),
                  test::run_tally(7, RunEnd::died, 2, "orc", 300),
                  test::run_tally(9, RunEnd::died, 2, "orc", 250),
                  test::run_tally(11, RunEnd::turn_limit, 4, "", 20000)};
    return table;
}

// A headless ImGui whose widgets are noted, as the automation API sees them.
class DeathListFrames : public test::HeadlessImGuiContext {
  public:
    DeathListFrames() : HeadlessImGuiContext(ImVec2(1280.0f, 1000.0f)) {
        ImGui::GetIO().UserData = &registry;
    }
    ~DeathListFrames() { ImGui::GetIO().UserData = nullptr; }
    DeathListFrames(const DeathListFrames&) = delete;
    DeathListFrames& operator=(const DeathListFrames&) = delete;

    template <class F>
    void frame(F&& draw) {
        registry.begin_frame();
        begin_frame("Test", ImVec2(700.0f, 1000.0f),
                    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
        draw();
        end_frame();
        registry.end_frame();
    }
    // The rows of the Deaths list in the last frame, top to bottom.
    std::vector<ui::Widget> death_rows() const {
        std::vector<ui::Widget> rows;
        for (const ui::Widget& w : registry.last_frame()) {
            if (w.kind == "selectable" && w.path.find("##death") != std::string::npos)
                rows.push_back(w);
        }
        return rows;
    }
    // A click on `w`, drawn over the next two frames.
    template <class F>
    void click(const ui::Widget& w, F&& draw) {
        for (const bool down : {true, false}) {
            ImGuiIO& io = ImGui::GetIO();
            io.MousePos = ImVec2(w.click_x, w.click_y);
            io.MouseDown[0] = down;
            frame(draw);
        }
    }
    ui::WidgetRegistry registry;
};

TEST(BalanceDeaths, TheDeathsAreListedByDepthThenSeed) {
    const std::vector<DeathRow> rows = deaths_of(three_deaths());
    ASSERT_EQ(rows.size(), 3u);  // the run that reached its depth and the one out of turns are not
    EXPECT_EQ(rows[0].seed, 7u);
    EXPECT_EQ(rows[1].seed, 9u);
    EXPECT_EQ(rows[2].seed, 4u);
    EXPECT_EQ(rows[2].turn, 900);
    EXPECT_EQ(rows[2].killer, "troll");
    EXPECT_THAT(death_hover(rows[2]), HasSubstr("open seed 4 at turn 900"));
}

TEST(BalanceDeaths, AClickOnARowReturnsItAndADepthNarrowsTheList) {
    DeathListFrames f;
    const std::vector<DeathRow> rows = deaths_of(three_deaths());
    std::optional<DeathRow> clicked;
    int depth = 0;
    const auto draw = [&] {
        if (auto row = draw_deaths_list(rows, depth)) clicked = row;
    };
    f.frame(draw);
    f.frame(draw);
    std::vector<ui::Widget> shown = f.death_rows();
    ASSERT_EQ(shown.size(), 3u);
    EXPECT_THAT(shown[2].text, HasSubstr("troll"));
    f.click(shown[2], draw);
    ASSERT_TRUE(clicked);
    EXPECT_EQ(clicked->seed, 4u);
    EXPECT_EQ(clicked->turn, 900);
    depth = 2;
    f.frame(draw);
    shown = f.death_rows();
    ASSERT_EQ(shown.size(), 2u);
    EXPECT_THAT(shown[0].text, HasSubstr("orc"));
}

// The whole tab: a lab on content where orcs hit as trolls do, then a click on its first
// death asks for that seed at the turn its run died on.
TEST(BalanceDeaths, TheTabsRequestNamesTheSeedAndTurnTheRunDiedOn) {
    const ContentPtr content =
        test::content_where_orcs_hit_as_trolls(*test::load_default_content());
    DeathListFrames f;
    BalancePanel panel;
    panel.runs = 8;
    panel.max_depth = 3;
    const auto draw = [&] {
        panel.poll(content, 1, false);
        panel.draw();
    };
    f.frame(draw);
    f.frame(draw);
    const ui::Widget* start = f.registry.find("Test/Run on the saved content");
    ASSERT_NE(start, nullptr);
    f.click(*start, draw);
    for (int i = 0; i < 6000 && panel.busy(); ++i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        f.frame(draw);
    }
    ASSERT_FALSE(panel.busy()) << "the lab finished within a minute";
    f.frame(draw);
    f.frame(draw);
    const std::vector<ui::Widget> rows = f.death_rows();
    ASSERT_FALSE(rows.empty()) << "some run died";
    f.click(rows.front(), draw);
    ASSERT_TRUE(panel.open_run);
    const std::uint64_t seed = panel.open_run->seed;
    EXPECT_EQ(rows.front().text.rfind(std::to_string(seed) + " ", 0), 0u) << rows.front().text;
    EXPECT_EQ(panel.open_run->content, content);
    EXPECT_EQ(panel.open_run->options.max_depth, 3);
    const RunTally again = run_seed(content, seed, panel.open_run->options);
    EXPECT_EQ(again.end, RunEnd::died);
    EXPECT_EQ(panel.open_run->turn, again.turns);
}

// With no death to list, the list says so, for the whole game or for the depth chosen.
TEST(BalanceDeaths, AnEmptyListSaysNoRunDiedWholeOrAtTheDepth) {
    test::HeadlessImGui imgui;
    EXPECT_THAT(imgui.shown_text([] { draw_deaths_list({}, 0); }), HasSubstr("No run died."));
    EXPECT_THAT(imgui.shown_text([] { draw_deaths_list({}, 3); }),
                HasSubstr("No run died at depth 3."));
}

}  // namespace
}  // namespace cf
