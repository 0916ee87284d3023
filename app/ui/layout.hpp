#pragma once
// Where the player's windows go, computed without ImGui so the app tests can check that
// every window fits inside the window and nothing overlaps, from 800x600 to 3840x2160.
// Sizes are in screen pixels; `scale` is the UI scale (monitor content scale times the
// player's UI size setting) that the fixed sizes below are multiplied by.

namespace cf {

// A rectangle in screen pixels: the player's windows here, the editor's panels in
// editor_panel_rects.hpp.
struct Box {
    float x = 0;
    float y = 0;
    float w = 0;
    float h = 0;
    float area() const { return w * h; }
    float right() const { return x + w; }
    float bottom() const { return y + h; }
    // True when the two share some area (touching edges do not).
    bool overlaps(const Box& o) const {
        return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
    }
};

struct PlayLayout {
    Box map;     // the game view, top left
    Box status;  // the status panel, right, full height
    Box log;     // the message log, under the map
};

// The play screen for a window of `width` x `height`: the side panel and the log keep
// their scaled sizes while they leave the map at least a third of each side.
PlayLayout play_layout(float width, float height, float scale);

// The UI scale for a window `rows` pixels tall: the monitor's content scale when it reports
// one (HiDPI), otherwise a scale that grows with the window, in quarter steps, from 1 at
// 1080 rows and below (14 px text) to 1.25 at 1440 and 2 at 2160; times the player's
// ui_size. Recomputed when the window is resized.
float automatic_ui_scale(float content_scale, float rows, float ui_size);

// A dialog that would like to be `want_w` x `want_h` (scaled), centred and shrunk to fit
// inside the window with a margin.
Box dialog_box(float width, float height, float want_w, float want_h, float scale);

// Dialog sizes before scaling, shared by the dialogs and the tests.
inline constexpr float kInventoryWidth = 860.0f;
inline constexpr float kInventoryHeight = 400.0f;
inline constexpr float kCharacterWidth = 480.0f;
inline constexpr float kGameOverWidth = 560.0f;
inline constexpr float kMenuWidth = 400.0f;
inline constexpr float kDialogMargin = 12.0f;

}  // namespace cf
