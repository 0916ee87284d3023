// The Content editor at 1280x720, in the place the automatic layout gives it: its header
// and the definition list leave at least ten of a definition's fields in view (with one layer, and
// with a mod's "Write to" row), and no label of it is cut at the panel's edge. Drawn with the
// program's font, so the rows and widths are the window's.

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "app/editor_panel_rects.hpp"
#include "editor/content_status.hpp"
#include "editor/editor.hpp"
#include "engine/rules/game.hpp"
#include "tests/editor/clipped_text.hpp"
#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

namespace fs = std::filesystem;

// The fields wholly in view in the details (the "fields" child window) under their
// header's separator: rows of text (a run of glyphs whose heights overlap) with a widget's
// frame beside the text (an input, a checkbox, a button), so a group's heading ("fighter")
// does not count.
int fields_in_view() {
    const ImGuiWindow* fields = nullptr;
    for (const ImGuiWindow* w : GImGui->Windows) {
        if (std::string(w->Name).find("/fields_") != std::string::npos && w->Active) fields = w;
    }
    if (!fields) {
        ADD_FAILURE() << "no details drawn";
        return 0;
    }
    const ImDrawList* list = fields->DrawList;
    const ImVec2 white = ImGui::GetIO().Fonts->TexUvWhitePixel;
    const ImU32 separator = ImGui::GetColorU32(ImGuiCol_Separator);
    const ImU32 frames[] = {ImGui::GetColorU32(ImGuiCol_FrameBg),
                            ImGui::GetColorU32(ImGuiCol_Button)};
    float below = -1.0f;
    struct Span {
        float top;
        float bottom;
    };
    std::vector<Span> glyphs;
    std::vector<Span> widgets;
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
        for (unsigned int i = 0; i + 2 < cmd.ElemCount; i += 3) {
            const ImDrawVert* v[3];
            for (int k = 0; k < 3; ++k)
                v[k] = &list->VtxBuffer[list->IdxBuffer[cmd.IdxOffset + i + k] + cmd.VtxOffset];
            const float top = std::min({v[0]->pos.y, v[1]->pos.y, v[2]->pos.y});
            const float bottom = std::max({v[0]->pos.y, v[1]->pos.y, v[2]->pos.y});
            if (v[0]->uv.x == white.x && v[0]->uv.y == white.y) {
                if (below < 0 && v[0]->col == separator && bottom - top <= 2.0f) below = bottom;
                if (below >= 0 && top >= below &&
                    std::find(std::begin(frames), std::end(frames), v[0]->col) != std::end(frames))
                    widgets.push_back({top, bottom});
                continue;
            }
            if (below < 0 || top < below) continue;  // the header's row
            if (top < cmd.ClipRect.y - 0.5f || bottom > cmd.ClipRect.w + 0.5f) continue;
            glyphs.push_back({top, bottom});
        }
    }
    EXPECT_GE(below, 0.0f) << "no separator under the details' header";
    std::sort(glyphs.begin(), glyphs.end(),
              [](const Span& a, const Span& b) { return a.top < b.top; });
    std::vector<Span> rows;
    for (const Span& g : glyphs) {
        if (rows.empty() || g.top >= rows.back().bottom - 0.5f) rows.push_back(g);
        rows.back().bottom = std::max(rows.back().bottom, g.bottom);
    }
    return static_cast<int>(std::count_if(rows.begin(), rows.end(), [&](const Span& r) {
        return std::any_of(widgets.begin(), widgets.end(),
                           [&](const Span& w) { return w.top < r.bottom && w.bottom > r.top; });
    }));
}

// The editor on `content` (loaded from `dir`), the orc open in the Definitions tab, drawn
// as the content panel of a 1280x720 window.
struct OrcAt1280 {
    OrcAt1280(const ContentPtr& content, const std::string& dir)
        : game(Game::new_game(content, 7)), editor(content, dir) {
        editor.game_started(game);
        editor.begin_frame(game);
        editor.panels().content_editor.select(DefKind::actor, "orc");
    }
    void draw() {
        const Box r = editor_panel_rects(1280.0f, 720.0f)[EditorPanel::content];
        frame.draw(r.w, r.h, [&] { editor.draw_content(nullptr, status); });
    }
    Game game;
    Editor editor;
    ContentStatus status{};
    test::PanelFrame frame;
};

TEST(ContentEditorRows, TenFieldsInViewAt1280x720) {
    const test::ContentCopy dir;
    OrcAt1280 ui(test::load_default_content(), dir.path());
    ui.draw();
    EXPECT_GE(fields_in_view(), 10);
    const std::vector<std::string> cut = test::cut_glyphs();
    EXPECT_TRUE(cut.empty()) << "cut off at the panel's edge: " << cut.front();
}

TEST(ContentEditorRows, TenFieldsInViewUnderAModsWriteToRow) {
    const test::ContentCopy base;
    const fs::path mod = fs::path(base.path()).parent_path() /
                         ("cf-rows-mod-" + fs::path(base.path()).filename().string());
    fs::copy(test::test_data_dir() + "/mods/hard", mod, fs::copy_options::recursive);
    const ContentLoad load = load_content_layers({base.path(), mod.string()});
    ASSERT_TRUE(load.problems.empty()) << to_string(load.problems);
    ASSERT_TRUE(WriteTargetControl::wanted(*load.content)) << "two layers: Write to is shown";
    {
        OrcAt1280 ui(load.content, base.path());
        ui.draw();
        EXPECT_GE(fields_in_view(), 10);
        const std::vector<std::string> cut = test::cut_glyphs();
        EXPECT_TRUE(cut.empty()) << "cut off at the panel's edge: " << cut.front();
    }
    std::error_code ignored;
    fs::remove_all(mod, ignored);
}

}  // namespace
}  // namespace cf
