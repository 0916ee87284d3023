// The editor layout's automatic placement: at every common window size the panels tile the
// window (nothing outside it, nothing overlapping), the viewport has at least half the area,
// and the panels grow with the window instead of leaving empty space; a collapsed panel
// gives its room to the others, and a folded column its width to the viewport.
#include "app/editor_panel_rects.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace cf {
namespace {

struct WindowSize {
    float w;
    float h;
};

constexpr WindowSize kWindowSizes[] = {{800, 600},   {1280, 720},  {1600, 900},
                                       {1920, 1080}, {2560, 1440}, {3840, 2160}};
// A title bar at those sizes' UI scales (14 px text and 3 px padding at 1x, up to 2x).
constexpr float kTitleBar = 20.0f;

constexpr EditorPanel kLeftColumn[] = {EditorPanel::content, EditorPanel::problems,
                                       EditorPanel::timeline};
constexpr EditorPanel kRightColumn[] = {EditorPanel::inspector, EditorPanel::overlays,
                                        EditorPanel::messages, EditorPanel::performance};

std::string size_name(WindowSize s) {
    return std::to_string(static_cast<int>(s.w)) + "x" + std::to_string(static_cast<int>(s.h));
}

// Every panel inside the window, none overlapping another, together covering it all.
void expect_tiles_the_window(const EditorPanelRects& r, WindowSize s) {
    float area = 0;
    for (std::size_t i = 0; i < kEditorPanelCount; ++i) {
        const Box& p = r.panels[i];
        SCOPED_TRACE(testing::Message() << size_name(s) << " panel " << i);
        EXPECT_GE(p.x, 0);
        EXPECT_GE(p.y, 0);
        EXPECT_LE(p.right(), s.w);
        EXPECT_LE(p.bottom(), s.h);
        EXPECT_GT(p.w, 0);
        EXPECT_GT(p.h, 0);
        for (std::size_t j = i + 1; j < kEditorPanelCount; ++j)
            EXPECT_FALSE(p.overlaps(r.panels[j])) << j;
        area += p.area();
    }
    EXPECT_FLOAT_EQ(area, s.w * s.h) << size_name(s) << ": panels leave a gap";
}

CollapsedPanels collapsing(std::initializer_list<EditorPanel> panels) {
    CollapsedPanels c{};
    for (EditorPanel p : panels) c[static_cast<std::size_t>(p)] = true;
    return c;
}

// The column `panel` belongs to.
std::vector<EditorPanel> column_of(EditorPanel panel) {
    for (EditorPanel p : kLeftColumn)
        if (p == panel) return {std::begin(kLeftColumn), std::end(kLeftColumn)};
    return {std::begin(kRightColumn), std::end(kRightColumn)};
}

TEST(EditorPanelRects, PanelsTileTheWindowExactly) {
    for (const WindowSize s : kWindowSizes)
        expect_tiles_the_window(editor_panel_rects(s.w, s.h), s);
}

// Collapsing one side panel leaves its title bar where it was; the other panels of its
// column share the height it gave up, the rest stays where it was, nothing leaves a gap.
TEST(EditorPanelRects, ACollapsedPanelGivesItsRoomToItsColumn) {
    for (const WindowSize s : kWindowSizes) {
        const EditorPanelRects open = editor_panel_rects(s.w, s.h);
        for (std::size_t i = 1; i < kEditorPanelCount; ++i) {
            const auto panel = static_cast<EditorPanel>(i);
            const EditorPanelRects r = editor_panel_rects(s.w, s.h, collapsing({panel}), kTitleBar);
            SCOPED_TRACE(testing::Message() << size_name(s) << " panel " << i << " collapsed");
            expect_tiles_the_window(r, s);
            EXPECT_EQ(r[panel].h, kTitleBar);
            EXPECT_EQ(r[panel].x, open[panel].x);
            EXPECT_EQ(r[panel].w, open[panel].w);
            EXPECT_GE(r[EditorPanel::viewport].area(), open[EditorPanel::viewport].area());
            const std::vector<EditorPanel> column = column_of(panel);
            for (std::size_t j = 0; j < kEditorPanelCount; ++j) {
                const auto other = static_cast<EditorPanel>(j);
                if (other == panel) continue;
                const bool same_column =
                    std::find(column.begin(), column.end(), other) != column.end();
                if (same_column) {
                    EXPECT_GT(r[other].h, open[other].h) << "panel " << j << " did not grow";
                } else {
                    EXPECT_EQ(r[other].area(), open[other].area()) << "panel " << j << " moved";
                }
            }
        }
    }
}

// With every panel of a column collapsed the viewport takes the column's width; their
// title bars line up over it, so each can be expanded again.
TEST(EditorPanelRects, AFoldedColumnGivesItsWidthToTheViewport) {
    const std::vector<CollapsedPanels> folds = {
        collapsing({EditorPanel::content, EditorPanel::problems, EditorPanel::timeline}),
        collapsing({EditorPanel::inspector, EditorPanel::overlays, EditorPanel::messages,
                    EditorPanel::performance}),
        collapsing({EditorPanel::content, EditorPanel::problems, EditorPanel::timeline,
                    EditorPanel::inspector, EditorPanel::overlays, EditorPanel::messages,
                    EditorPanel::performance})};
    for (const WindowSize s : kWindowSizes) {
        const EditorPanelRects open = editor_panel_rects(s.w, s.h);
        float last_area = 0;
        for (std::size_t f = 0; f < folds.size(); ++f) {
            const EditorPanelRects r = editor_panel_rects(s.w, s.h, folds[f], kTitleBar);
            SCOPED_TRACE(testing::Message() << size_name(s) << " fold " << f);
            expect_tiles_the_window(r, s);
            const Box& v = r[EditorPanel::viewport];
            EXPECT_GT(v.w, open[EditorPanel::viewport].w);
            EXPECT_GT(v.area(), open[EditorPanel::viewport].area());
            EXPECT_EQ(v.y, kTitleBar) << "the title bars' strip is over the viewport";
            for (std::size_t i = 1; i < kEditorPanelCount; ++i) {
                if (!folds[f][i]) continue;
                EXPECT_EQ(r.panels[i].h, kTitleBar) << "panel " << i;
                EXPECT_GE(r.panels[i].w, std::floor(v.w / 7.0f)) << "panel " << i;
            }
            if (f == 2) {
                EXPECT_GT(v.area(), last_area) << "folding both beats folding one";
            }
            last_area = std::max(last_area, v.area());
        }
    }
}

// Expanding every panel again gives back the very placement they had.
TEST(EditorPanelRects, ExpandingGivesTheRoomBack) {
    for (const WindowSize s : kWindowSizes) {
        const EditorPanelRects open = editor_panel_rects(s.w, s.h);
        const EditorPanelRects again = editor_panel_rects(s.w, s.h, CollapsedPanels{}, kTitleBar);
        for (std::size_t i = 0; i < kEditorPanelCount; ++i) {
            EXPECT_EQ(again.panels[i].x, open.panels[i].x);
            EXPECT_EQ(again.panels[i].y, open.panels[i].y);
            EXPECT_EQ(again.panels[i].w, open.panels[i].w);
            EXPECT_EQ(again.panels[i].h, open.panels[i].h);
        }
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
        const Box& v = r[EditorPanel::viewport];
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
    for (Box& p : r.panels) p.y += 20;  // under a menu bar
    EXPECT_TRUE(is_automatic_placement(r.panels));
}

// A panel collapsed in the automatic layout keeps it automatic (it follows the window),
// across runs too; the same placement read without the collapse is not.
TEST(EditorPanelRects, CollapsedPanelsKeepThePlacementAutomatic) {
    for (const CollapsedPanels& c :
         {collapsing({EditorPanel::problems}),
          collapsing({EditorPanel::inspector, EditorPanel::overlays, EditorPanel::messages,
                      EditorPanel::performance})}) {
        EditorPanelRects r = editor_panel_rects(1280, 720, c, kTitleBar);
        for (Box& p : r.panels) p.y += 20;  // under a menu bar
        EXPECT_TRUE(is_automatic_placement(r.panels, c, kTitleBar));
        EXPECT_FALSE(is_automatic_placement(r.panels));
    }
}

TEST(EditorPanelRects, MovedPanelMeansTheUsersOwnArrangement) {
    EditorPanelRects r = editor_panel_rects(1600, 900);
    r.panels[static_cast<std::size_t>(EditorPanel::inspector)].h -= 40;
    EXPECT_FALSE(is_automatic_placement(r.panels));
}

}  // namespace
}  // namespace cf
