#pragma once
// Key presses in the order they happened, so no press is lost however short it was or however
// slow the frame. Fed by the window's GLFW callbacks (window.cpp), drained by the game one
// event at a time; no GLFW or ImGui here, so tests can feed it directly.

#include <cstddef>
#include <deque>
#include <optional>

namespace cf {

// One key press (or auto-repeat of a held key), with the character it typed if any.
struct KeyEvent {
    int key = -1;            // a keys.hpp code; -1 when only a character arrived (e.g. from an IME)
    char32_t character = 0;  // what the press typed under the current layout, 0 for none
    bool shift = false;
    bool ctrl = false;
    bool alt = false;
    bool repeat = false;  // the key is held and repeating
};

class KeyQueue {
  public:
    // A key went down or repeats. Releases are not events: one press is one action.
    void push_key(int key, bool shift, bool ctrl, bool alt, bool repeat);
    // A character was typed. It belongs to the key press just before it (GLFW reports the
    // character right after its key), so `>` is one event carrying both key and character.
    void push_character(char32_t character);

    // The oldest event, removed from the queue; nullopt when empty.
    std::optional<KeyEvent> pop();
    bool empty() const { return events_.empty(); }
    std::size_t size() const { return events_.size(); }
    void clear();

  private:
    std::deque<KeyEvent> events_;
    bool last_takes_character_ =
        false;  // the newest event is a key still waiting for its character
};

}  // namespace cf
