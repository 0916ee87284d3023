#include "editor/problems_panel.hpp"

#include <gtest/gtest.h>

#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

class ProblemsPanelTest : public ::testing::Test {
  protected:
    ContentPtr content = test::load_default_content();

    int line_of(const std::string& key) const { return content->locations.at(key).line; }
};

TEST_F(ProblemsPanelTest, ALineMapsToTheDefinitionItIsIn) {
    const int sword = line_of("item/sword");
    EXPECT_EQ(definition_at(*content, "items.yaml", sword),
              (DefinitionRef{false, DefKind::item, "sword"}));
    EXPECT_EQ(definition_at(*content, "items.yaml", sword + 5),
              (DefinitionRef{false, DefKind::item, "sword"}));
    const int dagger = line_of("item/dagger");
    EXPECT_EQ(definition_at(*content, "items.yaml", dagger + 1),
              (DefinitionRef{false, DefKind::item, "dagger"}));
    EXPECT_EQ(definition_at(*content, "/some/dir/actors.yaml", line_of("actor/troll") + 3),
              (DefinitionRef{false, DefKind::actor, "troll"}))
        << "files are compared by name";
    EXPECT_EQ(definition_at(*content, "settings.yaml", 4),
              (DefinitionRef{true, DefKind::tile, ""}));
}

TEST_F(ProblemsPanelTest, SpawnsAndUnknownPositionsMapToNothing) {
    EXPECT_FALSE(definition_at(*content, "spawns.yaml", 3));
    EXPECT_FALSE(definition_at(*content, "items.yaml", 0));
    EXPECT_FALSE(definition_at(*content, "nowhere.yaml", 3));
}

TEST_F(ProblemsPanelTest, ClickingAProblemOpensItsDefinition) {
    test::HeadlessImGui imgui;
    ProblemsPanel panel;
    ContentEditorPanel editor;
    const std::vector<Problem> problems = {
        {"items.yaml", line_of("item/sword") + 2, 5, "'belt' is not a slot"},
        {"actors.yaml", line_of("actor/orc") + 1, 3, "something about the orc"},
    };
    auto draw = [&] { panel.draw(problems, *content, editor); };
    imgui.frame(draw);  // fonts are sized from the first frame on
    // The first problem sits under one line of help text.
    const float x = 60.0f;
    const float y =
        ImGui::GetStyle().WindowPadding.y + ImGui::GetTextLineHeightWithSpacing() + 4.0f;
    imgui.click(x, y, draw);
    EXPECT_EQ(panel.selected, 0);
    EXPECT_EQ(editor.kind, DefKind::item);
    EXPECT_EQ(editor.selected, "sword");
}

// The finding: a click opened the definition's last good values, never the
// broken text. Now it shows the file itself at the problem's line.
TEST_F(ProblemsPanelTest, ClickingAProblemShowsItsFileAtThatLine) {
    test::HeadlessImGui imgui;
    test::ContentCopy dir;
    ProblemsPanel panel;
    ContentEditorPanel editor;
    const std::vector<Problem> problems = {{"actors.yaml", 3, 10, "a problem on the third line"}};
    auto draw = [&] { panel.draw(problems, *content, editor, dir.path()); };
    imgui.frame(draw);
    const float y =
        ImGui::GetStyle().WindowPadding.y + ImGui::GetTextLineHeightWithSpacing() + 4.0f;
    imgui.click(60.0f, y, draw);
    ASSERT_TRUE(panel.source.open);
    EXPECT_EQ(panel.source.file, "actors.yaml");
    EXPECT_EQ(panel.source.problem.line, 3);
    ASSERT_GE(panel.source.lines.size(), 3u);
    EXPECT_EQ(panel.source.lines[0], "orc:");
    EXPECT_EQ(panel.source.lines[2], "  glyph: o");
    imgui.frame([&] { panel.source.draw(); });  // draws the marked line without failing
}

TEST_F(ProblemsPanelTest, KnockOnsAreFoldedUnderTheirCauseAndNotCounted) {
    const std::vector<Problem> problems = {
        {"actors.yaml", 19, 9, "YAML syntax: ..."},
        {"settings.yaml", 8, 9, "no actor named 'player'", 0},
        {"spawns.yaml", 3, 5, "no actor named 'orc'", 0},
        {"items.yaml", 2, 3, "a problem of its own"},
    };
    EXPECT_EQ(ProblemsPanel::window_title(problems), "Problems (2)###Problems");
    test::HeadlessImGui imgui;
    ProblemsPanel panel;
    ContentEditorPanel editor;
    imgui.frame([&] { panel.draw(problems, *content, editor); });
}

TEST_F(ProblemsPanelTest, DrawsNoProblemsAndCountsInTheTitle) {
    test::HeadlessImGui imgui;
    ProblemsPanel panel;
    ContentEditorPanel editor;
    imgui.frame([&] { panel.draw({}, *content, editor); });
    EXPECT_EQ(ProblemsPanel::window_title({}), "Problems###Problems");
    EXPECT_EQ(ProblemsPanel::window_title({Problem{}, Problem{}}), "Problems (2)###Problems");
}

}  // namespace
}  // namespace cf
