#include "app/editor_panel_rects.hpp"

#include <algorithm>
#include <cmath>

namespace cf {

namespace {

// Shares of the width: left tools, right debug panels (wide enough for the overlay and
// performance panels' lines at 1280); the viewport takes the rest, 50.5%.
constexpr float kLeftShare = 0.29f;
constexpr float kRightShare = 0.205f;
// Shares of the height in the left column (content editor, Problems, Timeline) and the
// right one (inspector, overlays, message log, performance). The timeline sits with the
// content tools: the viewport keeps the middle at full height, and so more than half the
// window; the scrub bar needs the left column's width, not the right one's.
constexpr float kLeftSplit[] = {0.58f, 0.18f, 0.24f};
constexpr float kRightSplit[] = {0.37f, 0.24f, 0.21f, 0.18f};

// Cuts `total` into whole-pixel parts in proportion to `shares`; the last takes the rest.
template <std::size_t N>
std::array<float, N> cut(float total, const float (&shares)[N]) {
    std::array<float, N> out{};
    float used = 0;
    for (std::size_t i = 0; i + 1 < N; ++i) {
        out[i] = std::round(total * shares[i]);
        used += out[i];
    }
    out[N - 1] = total - used;
    return out;
}

}  // namespace

EditorPanelRects editor_panel_rects(float width, float height) {
    width = std::floor(width);
    height = std::floor(height);
    const float left = std::round(width * kLeftShare);
    const float right = std::round(width * kRightShare);
    const float middle = width - left - right;
    EditorPanelRects r;
    auto set = [&r](EditorPanel p, PanelRect rect) {
        r.panels[static_cast<std::size_t>(p)] = rect;
    };
    set(EditorPanel::viewport, {left, 0, middle, height});
    const auto lh = cut(height, kLeftSplit);
    set(EditorPanel::content, {0, 0, left, lh[0]});
    set(EditorPanel::problems, {0, lh[0], left, lh[1]});
    set(EditorPanel::timeline, {0, lh[0] + lh[1], left, lh[2]});
    const auto rh = cut(height, kRightSplit);
    const EditorPanel right_column[] = {EditorPanel::inspector, EditorPanel::overlays,
                                        EditorPanel::messages, EditorPanel::performance};
    float y = 0;
    for (std::size_t i = 0; i < rh.size(); ++i) {
        set(right_column[i], {left + middle, y, right, rh[i]});
        y += rh[i];
    }
    // Below the player, whom the view centres: the floating windows start a few cells
    // under the middle of the map, so they never cover the player.
    r.floating = {left, std::round(height * kFloatingTop), middle,
                  height - std::round(height * kFloatingTop)};
    return r;
}

bool is_automatic_placement(const std::array<PanelRect, kEditorPanelCount>& actual,
                            float tolerance) {
    float x0 = actual[0].x;
    float y0 = actual[0].y;
    float x1 = actual[0].right();
    float y1 = actual[0].bottom();
    for (const PanelRect& p : actual) {
        x0 = std::min(x0, p.x);
        y0 = std::min(y0, p.y);
        x1 = std::max(x1, p.right());
        y1 = std::max(y1, p.bottom());
    }
    const EditorPanelRects expected = editor_panel_rects(x1 - x0, y1 - y0);
    for (std::size_t i = 0; i < actual.size(); ++i) {
        const PanelRect& a = actual[i];
        const PanelRect& e = expected.panels[i];
        if (std::abs(a.x - x0 - e.x) > tolerance || std::abs(a.y - y0 - e.y) > tolerance ||
            std::abs(a.w - e.w) > tolerance || std::abs(a.h - e.h) > tolerance) {
            return false;
        }
    }
    return true;
}

}  // namespace cf
