// Wrapped text of any length draws: Dear ImGui's 16-bit vertex indices aborted the
// program (exit 134) on a wrapped text of about 16,000 characters scrolled into view.

#include "editor/wrapped_text.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "editor/problems_panel.hpp"
#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

// 26,000 characters with spaces to wrap at.
std::string long_text() {
    std::string text;
    while (text.size() < 26'000) text += "Orc the Long ";
    return text;
}

// Draws `draw` scrolled to its end for a few frames; the frames render at all.
template <class F>
void draw_scrolled_to_the_end(test::HeadlessImGui& imgui, F&& draw) {
    for (int frame = 0; frame < 3; ++frame) {
        imgui.frame([&] {
            draw();
            ImGui::SetScrollHereY(1.0f);
        });
    }
    ASSERT_NE(ImGui::GetDrawData(), nullptr);
    for (int i = 0; i < ImGui::GetDrawData()->CmdListsCount; ++i)
        EXPECT_LT(ImGui::GetDrawData()->CmdLists[i]->VtxBuffer.Size, 1 << 16);
}

TEST(WrappedText, ALongTextScrolledIntoViewDraws) {
    test::HeadlessImGui imgui;
    const std::string text = long_text();
    draw_scrolled_to_the_end(imgui, [&] { wrapped_text(text); });
    draw_scrolled_to_the_end(imgui, [&] { wrapped_textf("Effect: %s", text.c_str()); });
}

TEST(WrappedText, ALongProblemMessageDrawsInTheProblemsPanel) {
    test::HeadlessImGui imgui;
    ProblemsPanel panel;
    ContentEditorPanel editor;
    const ContentPtr content = test::load_default_content();
    const std::vector<Problem> problems = {{"actors.yaml", 3, 9, long_text()}};
    draw_scrolled_to_the_end(imgui, [&] { panel.draw(problems, *content, editor); });
}

// A text cut to its bound shows the rest in a tooltip while hovered, and only then.
TEST(WrappedText, ACutTextShowsItsRestInATooltipWhileHovered) {
    std::string text(4'500, 'a');
    for (std::size_t at = 60; at < text.size(); at += 60) text[at] = ' ';
    text += " the end of it";
    test::HeadlessImGui imgui;
    const auto draw = [&] { wrapped_text(text); };
    imgui.mouse(850.0f, 690.0f, false);  // away from the text
    imgui.frame(draw);
    EXPECT_THAT(imgui.shown_text(draw), testing::Not(testing::HasSubstr("the end of it")))
        << "drawn in place only to its bound";
    imgui.mouse(20.0f, 12.0f, false);
    imgui.frame(draw);
    EXPECT_THAT(imgui.shown_text(draw), testing::HasSubstr("the end of it"));
}

}  // namespace
}  // namespace cf
