#include "app/editor_panel_rects.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace cf {

namespace {

// Shares of the width: left tools, right debug panels (wide enough for the overlay and
// performance panels' lines at 1280); the viewport takes the rest, 50.5%.
constexpr float kEditorLeftShare = 0.29f;
constexpr float kEditorRightShare = 0.205f;
// The columns, top to bottom, with their shares of the height: the content tools
// (content editor, Problems, Timeline) and the debug panels (inspector, overlays, message
// log, performance). The timeline sits with the content tools: the viewport keeps the
// middle at full height, and so more than half the window; the scrub bar needs the left
// column's width, not the right one's.
struct ColumnPanel {
    EditorPanel panel;
    float share;
};
constexpr ColumnPanel kEditorLeftColumn[] = {
    {EditorPanel::content, 0.58f}, {EditorPanel::problems, 0.18f}, {EditorPanel::timeline, 0.24f}};
constexpr ColumnPanel kEditorRightColumn[] = {{EditorPanel::inspector, 0.37f},
                                              {EditorPanel::overlays, 0.24f},
                                              {EditorPanel::messages, 0.21f},
                                              {EditorPanel::performance, 0.18f}};

bool is_collapsed(const CollapsedPanels& collapsed, EditorPanel p) {
    return collapsed[static_cast<std::size_t>(p)];
}

template <std::size_t N>
bool all_collapsed(const ColumnPanel (&column)[N], const CollapsedPanels& collapsed) {
    return std::all_of(std::begin(column), std::end(column),
                       [&](const ColumnPanel& c) { return is_collapsed(collapsed, c.panel); });
}

// Stacks a column `x`..`x + w` from the top: a collapsed panel is a title bar, the others
// share what is left in proportion to their shares, in whole pixels (the last expanded
// one takes the rounding's rest).
template <std::size_t N>
void stack_column(EditorPanelRects& r, const ColumnPanel (&column)[N], float x, float w,
                  float height, const CollapsedPanels& collapsed, float title_bar) {
    float open_share = 0;
    float bars = 0;
    std::size_t last_open = N;
    for (std::size_t i = 0; i < N; ++i) {
        if (is_collapsed(collapsed, column[i].panel)) {
            bars += title_bar;
        } else {
            open_share += column[i].share;
            last_open = i;
        }
    }
    const float open_height = height - bars;
    float y = 0;
    float given = 0;
    for (std::size_t i = 0; i < N; ++i) {
        float h = title_bar;
        if (!is_collapsed(collapsed, column[i].panel)) {
            h = i == last_open ? open_height - given
                               : std::round(open_height * column[i].share / open_share);
            given += h;
        }
        r.panels[static_cast<std::size_t>(column[i].panel)] = {x, y, w, h};
        y += h;
    }
}

}  // namespace

EditorPanelRects editor_panel_rects(float width, float height, const CollapsedPanels& collapsed,
                                    float title_bar) {
    width = std::floor(width);
    height = std::floor(height);
    title_bar = std::round(title_bar);
    const bool left_folded = all_collapsed(kEditorLeftColumn, collapsed);
    const bool right_folded = all_collapsed(kEditorRightColumn, collapsed);
    const float left = left_folded ? 0 : std::round(width * kEditorLeftShare);
    const float right = right_folded ? 0 : std::round(width * kEditorRightShare);
    const float middle = width - left - right;
    // A folded column's title bars, side by side over the viewport.
    std::vector<EditorPanel> strip;
    if (left_folded)
        for (const ColumnPanel& c : kEditorLeftColumn) strip.push_back(c.panel);
    if (right_folded)
        for (const ColumnPanel& c : kEditorRightColumn) strip.push_back(c.panel);
    const float strip_h = strip.empty() ? 0 : title_bar;
    EditorPanelRects r;
    r.panels[static_cast<std::size_t>(EditorPanel::viewport)] = {left, strip_h, middle,
                                                                 height - strip_h};
    float x = left;
    for (std::size_t i = 0; i < strip.size(); ++i) {
        const float w = i + 1 == strip.size() ? left + middle - x
                                              : std::round(middle * static_cast<float>(i + 1) /
                                                           static_cast<float>(strip.size())) +
                                                    left - x;
        r.panels[static_cast<std::size_t>(strip[i])] = {x, 0, w, title_bar};
        x += w;
    }
    if (!left_folded) stack_column(r, kEditorLeftColumn, 0, left, height, collapsed, title_bar);
    if (!right_folded)
        stack_column(r, kEditorRightColumn, left + middle, right, height, collapsed, title_bar);
    // Below the player, whom the view centres: the floating windows start a few cells
    // under the middle of the viewport, so they never cover the player.
    const Box& v = r[EditorPanel::viewport];
    const float top = std::round(v.h * kFloatingTop);
    r.floating = {v.x, v.y + top, v.w, v.h - top};
    return r;
}

bool is_automatic_placement(const std::array<Box, kEditorPanelCount>& actual,
                            const CollapsedPanels& collapsed, float title_bar, float tolerance) {
    float x0 = actual[0].x;
    float y0 = actual[0].y;
    float x1 = actual[0].right();
    float y1 = actual[0].bottom();
    for (const Box& p : actual) {
        x0 = std::min(x0, p.x);
        y0 = std::min(y0, p.y);
        x1 = std::max(x1, p.right());
        y1 = std::max(y1, p.bottom());
    }
    const EditorPanelRects expected = editor_panel_rects(x1 - x0, y1 - y0, collapsed, title_bar);
    for (std::size_t i = 0; i < actual.size(); ++i) {
        const Box& a = actual[i];
        const Box& e = expected.panels[i];
        if (std::abs(a.x - x0 - e.x) > tolerance || std::abs(a.y - y0 - e.y) > tolerance ||
            std::abs(a.w - e.w) > tolerance || std::abs(a.h - e.h) > tolerance) {
            return false;
        }
    }
    return true;
}

}  // namespace cf
