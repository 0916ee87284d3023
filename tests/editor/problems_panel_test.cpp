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
