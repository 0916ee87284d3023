#pragma once
// Whether the message log keeps scrolling to its newest line, decided without ImGui so the
// app tests can hold the rule (hud.cpp asks it each frame with ImGui's numbers).

namespace cf {

// True while the log is scrolled to its bottom, so a new line scrolls it on; false once
// the player scrolled up to read. "At the bottom" allows one line's height: scrolled to
// the last line still leaves the item spacing under it, which grows with the UI scale
// (5 px at 1.25), and a fixed 4 px once stopped the following for good.
constexpr bool log_follows(float scroll_y, float scroll_max_y, float line_height) {
    return scroll_y >= scroll_max_y - line_height;
}

}  // namespace cf
