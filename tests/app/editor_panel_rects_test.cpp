// The editor layout's automatic placement: at every common window size the panels tile the
// window (nothing outside it, nothing overlapping), the viewport has at least half the area,
// and the panels grow with the window instead of leaving empty space.
#include "app/editor_panel_rects.hpp"

#include <gtest/gtest.h>

namespace cf {
namespace {

struct WindowSize {
    float w;
    float h;
};

constexpr WindowSize kWindowSizes[] = {{1280, 720}, {1600, 900}, {1920, 1080}, {3840, 2160}};

bool overlap(const PanelRect& a, const PanelRect& b) {
    return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

TEST(EditorPanelRects, PanelsTileTheWindowExactly) {
    for (const WindowSize s : kWindowSizes) {
        const EditorPanelRects r = editor_panel_rects(s.w, s.h);
        float area = 0;
        for (std::size_t i = 0; i < kEditorPanelCount; ++i) {
            const PanelRect& p = r.panels[i];
            SCOPED_TRACE(testing::Message() << s.w << "x" << s.h << " panel " << i);
            EXPECT_GE(p.x, 0);
            EXPECT_GE(p.y, 0);
            EXPECT_LE(p.right(), s.w);
            EXPECT_LE(p.bottom(), s.h);
            EXPECT_GT(p.w, 0);
            EXPECT_GT(p.h, 0);
            for (std::size_t j = i + 1; j < kEditorPanelCount; ++j)
                EXPECT_FALSE(overlap(p, r.panels[j])) << j;
            area += p.area();
        }
        EXPECT_FLOAT_EQ(area, s.w * s.h) << s.w << "x" << s.h << ": panels leave a gap";
    }
}

TEST(EditorPanelRects, ViewportHasAtLeastHalfTheWindow) {
    for (const WindowSize s : kWindowSizes) {
        const EditorPanelRects r = editor_panel_rects(s.w, s.h);
        EXPECT_GE(r[EditorPanel::viewport].area(), 0.5f * s.w * s.h) << s.w << "x" << s.h;
    }
}

TEST(EditorPanelRects, PanelsGrowWithTheWindow) {
    const EditorPanelRects small = editor_panel_rects(1280, 720);
    const EditorPanelRects large = editor_panel_rects(1920, 1080);
    for (std::size_t i = 0; i < kEditorPanelCount; ++i) {
        EXPECT_GT(large.panels[i].w, small.panels[i].w) << "panel " << i;
        EXPECT_GT(large.panels[i].h, small.panels[i].h) << "panel " << i;
    }
    // The content editor and the debug panels keep room for a line of widgets.
    EXPECT_GE(small[EditorPanel::content].w, 360.0f);
    EXPECT_GE(small[EditorPanel::inspector].w, 260.0f);
}

TEST(EditorPanelRects, FloatingWindowsOpenOverTheViewport) {
    for (const WindowSize s : kWindowSizes) {
        const EditorPanelRects r = editor_panel_rects(s.w, s.h);
        const PanelRect& v = r[EditorPanel::viewport];
        EXPECT_GE(r.floating.x, v.x);
        EXPECT_LE(r.floating.right(), v.right());
        EXPECT_LE(r.floating.bottom(), v.bottom());
        // The view centres the player below its toolbar (about 44 px at any size): the
        // floating windows start at least two 24 px cells under that centre.
        const float player_bottom = v.y + 44 + (v.h - 44) / 2 + 12;
        EXPECT_GE(r.floating.y, player_bottom + 24) << s.w << "x" << s.h;
    }
}

TEST(EditorPanelRects, SavedAutomaticPlacementIsRecognisedAtAnyOffset) {
    EditorPanelRects r = editor_panel_rects(1280, 720);
    for (PanelRect& p : r.panels) p.y += 20;  // under a menu bar
    EXPECT_TRUE(is_automatic_placement(r.panels));
}

TEST(EditorPanelRects, MovedPanelMeansTheUsersOwnArrangement) {
    EditorPanelRects r = editor_panel_rects(1600, 900);
    r.panels[static_cast<std::size_t>(EditorPanel::inspector)].h -= 40;
    EXPECT_FALSE(is_automatic_placement(r.panels));
}

}  // namespace
}  // namespace cf
