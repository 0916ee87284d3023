#pragma once
// This frame's key press, read through the keymap. Each frame the app takes at most one
// press from the window's queue and hands it to the screens, so no press is lost and none
// counts twice; every screen asks it for the action of its own scope. No GLFW here.

#include <cstdint>
#include <optional>

#include "app/keymap.hpp"
#include "app/platform/key_queue.hpp"

namespace cf {

// The inventory letter a press typed (a-z, as 0-25); nullopt for anything else.
std::optional<int> letter_of(const KeyEvent& event);

// The press this frame's screens act on (none: no event), and the keymap to read it with.
struct FrameInput {
    std::optional<KeyEvent> event;
    const Keymap* keymap = nullptr;
    double now = 0;  // the frame's time in seconds (the window's clock), for paced walks

    // The action of the press where `scope` is read (held keys only repeat actions that do).
    std::optional<Action> action(std::uint32_t scope) const;
    // The press is `a` in `scope`.
    bool is(Action a, std::uint32_t scope) const { return action(scope) == a; }
    // The letter the press typed (the inventory's item letters).
    std::optional<int> letter() const;
};

}  // namespace cf
