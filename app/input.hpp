#pragma once
// Keyboard to intent: movement keys (arrows, numpad, vi-keys hjklyubn), wait
// ('.', numpad 5), and the action keys. Reads ImGui's key state; no GLFW here.

#include <optional>

#include "engine/core/geometry.hpp"

namespace cf {

enum class Intent { none, move, wait, pickup, inventory, drop, character, descend, menu,
                    confirm, toggle_editor };

struct KeyIntent {
    Intent intent = Intent::none;
    Direction dir = Direction::n;  // for move
};

// The first intent pressed this frame (with key repeat for movement).
KeyIntent read_key_intent();
// A letter a-z pressed this frame (inventory selection), as an index.
std::optional<int> read_letter();
bool escape_pressed();

}  // namespace cf
