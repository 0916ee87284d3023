// The content editor's tab bar: its two trailing tabs open and close the Sheet and Files
// windows. Driven by clicks along the bar, as a designer does.

#include <gtest/gtest.h>

#include "editor/content_status.hpp"
#include "editor/editor.hpp"
#include "engine/rules/game.hpp"
#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

// Pressing a window's switch on and then off again leaves ImGui's style stacks as they
// were (the first build of the switches popped a colour it had not pushed, which ImGui
// answered with an abort in the real window).
TEST(ContentTabs, TheWindowSwitchesOpenAndCloseTheirWindowsByClicks) {
    const test::ContentCopy dir;
    const ContentPtr content = test::load_default_content();
    const Game game = Game::new_game(content, 7);
    Editor editor(content, dir.path());
    editor.game_started(game);
    editor.begin_frame(game);
    const ContentStatus status{};
    const auto draw = [&] { editor.draw_content(nullptr, status); };
    test::HeadlessImGui ui;
    ui.frame(draw);
    ui.frame(draw);
    // Along the tab row, every 6 px from the right: each point is clicked twice, so every
    // switch found is turned on and off again.
    int sheet_opened = 0;
    int files_opened = 0;
    const float row = ImGui::GetFrameHeight() * 0.5f + ImGui::GetStyle().WindowPadding.y;
    for (float x = 890.0f; x > 0.0f; x -= 6.0f) {
        for (int press = 0; press < 2; ++press) {
            const bool sheet = editor.panels().show_spreadsheet;
            const bool files = editor.panels().show_files;
            ui.click(x, row, draw);
            sheet_opened += !sheet && editor.panels().show_spreadsheet;
            files_opened += !files && editor.panels().show_files;
        }
    }
    EXPECT_GT(sheet_opened, 0) << "no click on the tab row opened the Sheet window";
    EXPECT_GT(files_opened, 0) << "no click on the tab row opened the Files window";
    EXPECT_FALSE(editor.panels().show_spreadsheet);
    EXPECT_FALSE(editor.panels().show_files);
}

}  // namespace
}  // namespace cf
