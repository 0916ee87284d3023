#pragma once
// The one keymap: every game action, the keys bound to it and what it does. It drives the
// input (match), the key help in the play layout and the README's key table (a test keeps
// that table equal to rows()). No GLFW or ImGui here.

#include <optional>
#include <string>
#include <vector>

#include "app/platform/key_queue.hpp"

namespace cf {

enum class Action {
    move_n,
    move_s,
    move_w,
    move_e,
    move_nw,
    move_ne,
    move_sw,
    move_se,
    wait,
    pickup,
    inventory,
    drop,
    character,
    descend,
    look,
    explore,
    confirm,
    menu,
    toggle_editor,
    zoom_in,
    zoom_out,
    time_back,
    time_forward,
};

// A key as the player presses it: a character where the key types one (matched by the
// character, so `>` works on every layout), otherwise a named key (arrows, numpad, Esc, F1).
struct Binding {
    enum class Kind { character, key };
    Kind kind = Kind::key;
    int code = -1;  // a char32_t for characters, a keys.hpp code for keys

    static Binding character_of(char32_t c) { return {Kind::character, static_cast<int>(c)}; }
    static Binding key_of(int key) { return {Kind::key, key}; }
    friend bool operator==(const Binding&, const Binding&) = default;
};

struct KeymapRow {
    Action action;
    std::string id;  // the action's name in keys.yaml ("move_w")
    std::vector<Binding> bindings;
    std::string description;  // one line for the key help and the README
};

class Keymap {
  public:
    // The default bindings.
    Keymap();

    // The action a key press triggers; nullopt for unbound keys and for Ctrl/Alt chords (those
    // belong to the editor and the window).
    std::optional<Action> match(const KeyEvent& event) const;
    // Applies a rebinding file's text: a YAML map from action id to a list of key names as
    // the key help writes them ("move_w: [Left, Numpad 4, a]"); actions it leaves out keep
    // their keys. Returns one message per problem ("keys.yaml:3: unknown key 'Lft'"); the rows
    // with problems keep their keys.
    std::vector<std::string> rebind(const std::string& yaml_text, const std::string& file_name);
    const std::vector<KeymapRow>& rows() const { return rows_; }

  private:
    std::vector<KeymapRow> rows_;
};

// How a binding is written in the key help and the README: "Up", "Numpad 8", "h", ">".
std::string binding_name(const Binding& binding);
// The binding a name stands for (binding_name's inverse; one ASCII character is that
// character); nullopt for names of no key.
std::optional<Binding> binding_named(const std::string& name);
// The bindings of a row, as "Up, Numpad 8, k" (for the key help).
std::string bindings_text(const KeymapRow& row);
// The keymap as the README's Markdown table: a header, a rule, then one line per row with
// characters in backticks ("| Up, Numpad 8, `k` | move north | `move_n` |").
std::vector<std::string> markdown_key_table(const Keymap& keymap);

}  // namespace cf
