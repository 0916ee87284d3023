#pragma once
// Key press to intent. Each frame the app hands the screens at most one key press from the
// window's queue (set_frame_key); the functions below read that press, matched through the
// keymap, so no press is lost and none counts twice. No GLFW here.

#include <optional>

#include "app/keymap.hpp"
#include "app/platform/key_queue.hpp"
#include "engine/core/geometry.hpp"

namespace cf {

enum class Intent {
    none,
    move,
    wait,
    pickup,
    inventory,
    drop,
    character,
    descend,
    menu,
    confirm,
    toggle_editor
};

struct KeyIntent {
    Intent intent = Intent::none;
    Direction dir = Direction::n;  // for move
};

// The intent of one key press under a keymap.
KeyIntent intent_of(const KeyEvent& event, const Keymap& keymap);
// The inventory letter a press typed (a-z, as 0-25); nullopt for anything else.
std::optional<int> letter_of(const KeyEvent& event);

// The press this frame's screens act on (none: nullopt), and the keymap to read it with.
// The app sets both at the start of every frame; the screens in app/ui read them through
// the three functions below instead of taking the press as a parameter.
void set_frame_key(std::optional<KeyEvent> event, const Keymap* keymap);
const std::optional<KeyEvent>& frame_key();

// The intent of this frame's press.
KeyIntent read_key_intent();
// The letter this frame's press typed (inventory and level-up choices).
std::optional<int> read_letter();
// This frame's press is Esc.
bool escape_pressed();

}  // namespace cf
