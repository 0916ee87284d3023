#pragma once
// Key press to intent. Each frame the app takes at most one key press from the window's
// queue and hands it to the screens as a FrameInput, matched through the keymap, so no
// press is lost and none counts twice. No GLFW here.

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
    look,
    explore,
    menu,
    confirm,
    toggle_editor,
    zoom_in,
    zoom_out,
    time_back,
    time_forward
};

struct KeyIntent {
    Intent intent = Intent::none;
    Direction dir = Direction::n;  // for move
};

// The intent of one key press under a keymap.
KeyIntent intent_of(const KeyEvent& event, const Keymap& keymap);
// The inventory letter a press typed (a-z, as 0-25); nullopt for anything else.
std::optional<int> letter_of(const KeyEvent& event);

// The press this frame's screens act on (none: no event), and the keymap to read it with.
struct FrameInput {
    std::optional<KeyEvent> event;
    const Keymap* keymap = nullptr;

    // The intent of the press (movement and waiting repeat while held; nothing else does).
    KeyIntent intent() const;
    // The letter the press typed (inventory and level-up choices).
    std::optional<int> letter() const;
    // The press is Esc.
    bool escape() const;
};

}  // namespace cf
