#pragma once
// A key as keys.yaml, the key help and the README write it: "Up", "Numpad 8", "h", ">",
// "Page Down", "F5", "Ctrl+S". A binding is either a character (matched by what the press
// typed, so `>` works on every layout) or a named key, each named key or chord with the
// modifiers it needs. No GLFW or ImGui here.

#include <optional>
#include <string>

#include "app/platform/key_queue.hpp"

namespace cf {

struct Binding {
    enum class Kind { character, key };
    Kind kind = Kind::key;
    int code = -1;  // a char32_t for characters, a keys.hpp code for keys
    // Modifiers a key needs (a character carries its own Shift: 'A' is Shift+a). A key
    // binding without Shift also takes the key pressed with Shift.
    bool ctrl = false;
    bool alt = false;
    bool shift = false;

    static Binding character_of(char32_t c) { return {Kind::character, static_cast<int>(c)}; }
    static Binding key_of(int key) { return {Kind::key, key}; }
    static Binding chord(int key, bool ctrl, bool alt = false) {
        return {Kind::key, key, ctrl, alt};
    }
    // The press is this binding.
    bool matches(const KeyEvent& event) const;
    friend bool operator==(const Binding&, const Binding&) = default;
};

// How a binding is written: "Up", "Numpad 8", "h", ">", "Ctrl+Q", "Shift+Tab".
std::string binding_name(const Binding& binding);

// A name read from keys.yaml: the binding, or why there is none.
struct BindingParse {
    std::optional<Binding> binding;
    std::string error;  // "unknown key 'Lft'", ...
};
// binding_name's inverse, forgiving in spelling: any case, "PageUp" or "Page Up" or "PgUp",
// "Escape" or "Esc", "ctrl+a" or "Control+A", one UTF-8 character for itself.
BindingParse parse_binding(const std::string& name);
std::optional<Binding> binding_named(const std::string& name);

// Two bindings one press can trigger both of: equal, or a character and the key that
// types it (Numpad 5 types '5', Space types ' ').
bool bindings_overlap(const Binding& a, const Binding& b);

}  // namespace cf
