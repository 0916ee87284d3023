#pragma once
// Where the editor layout's panels go in a window of a given size: plain rectangles, no
// ImGui, so tests check that they tile the window and leave the viewport its share.
//
// Three columns sharing the width in proportion: the content tools on the left (content
// editor over Problems over the Timeline), the game viewport in the middle at full height, the
// debug panels on the right (inspector, overlays, message log, performance). The viewport always
// gets more than half the window's area.
//
// A collapsed side panel (ImGui's collapse arrow or a double click on its title) keeps only
// its title bar, where it was in its column, and the column's other panels share the
// height it gave up, in their usual proportions. When every panel of a column is
// collapsed, the column gives its width to the viewport: its title bars line up in one
// strip across the top of the viewport's column, so each can be expanded again.

#include <array>
#include <cstddef>

#include "app/ui/layout.hpp"

namespace cf {

enum class EditorPanel : std::size_t {
    viewport,
    content,
    problems,
    timeline,
    inspector,
    overlays,
    messages,
    performance,
    count
};
inline constexpr std::size_t kEditorPanelCount = static_cast<std::size_t>(EditorPanel::count);
// Where floating windows (the spreadsheet, pending changes, branches) start, as a share
// of the window's height: under the map's middle, where the view keeps the player.
inline constexpr float kFloatingTop = 0.6f;

// Which panels are collapsed to their title bar (the viewport never is).
using CollapsedPanels = std::array<bool, kEditorPanelCount>;

struct EditorPanelRects {
    std::array<Box, kEditorPanelCount> panels;
    Box floating;  // pending changes and the spreadsheet open here, over the viewport

    const Box& operator[](EditorPanel p) const { return panels[static_cast<std::size_t>(p)]; }
};

// The tiled placement for a work area of `width` x `height` pixels, from (0, 0), with the
// `collapsed` panels `title_bar` pixels high. Whole pixels; the panels cover the area
// exactly, without overlap.
EditorPanelRects editor_panel_rects(float width, float height,
                                    const CollapsedPanels& collapsed = {}, float title_bar = 0);

// True when `actual` is the tiled placement of some window size (that of their bounding
// box) with these panels collapsed, give or take `tolerance` pixels: ImGui's saved
// placement then came from the automatic layout, not from the user, and may follow a new
// window size.
bool is_automatic_placement(const std::array<Box, kEditorPanelCount>& actual,
                            const CollapsedPanels& collapsed = {}, float title_bar = 0,
                            float tolerance = 1.5f);

}  // namespace cf
