#pragma once
// The one keymap: every key the program reacts to, the action it names and where that
// action is read. It drives the input (match), the key help in the play layout, the hints
// on buttons and the README's key table (a test keeps that table equal to rows()), and
// keys.yaml rebinds any row. No GLFW or ImGui here.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/key_names.hpp"
#include "app/platform/key_queue.hpp"
#include "engine/core/geometry.hpp"
#include "engine/core/problem.hpp"

namespace cf {

// Everything a key can ask for. The names in keys.yaml are the rows' ids.
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
    throw_item,
    character,
    descend,
    look,
    explore,
    rest,
    close_door,
    confirm,
    menu,
    toggle_editor,
    zoom_in,
    zoom_out,
    time_back,
    time_forward,
    quit,
    save_content,
    undo,
    redo,
    list_up,
    list_down,
    menu_continue,
    menu_new_game,
    menu_quit,
    look_at_map,
    answer_yes,
    answer_no,
    level_hp,
    level_power,
    level_defense,
};

// Where a key is read: one screen or state at a time. Two actions may share a key only
// when they are never read in the same place.
enum KeyScope : std::uint32_t {
    kScopePlay = 1u << 0,      // the map in play: moving, fighting, opening windows
    kScopeCursor = 1u << 1,    // targeting and look mode: a cursor on the map
    kScopeList = 1u << 2,      // the inventory and drop windows (item letters choose)
    kScopeMainMenu = 1u << 3,  // the main menu
    kScopeGameOver = 1u << 4,  // the death screen
    kScopeQuestion = 1u << 5,  // a yes-or-no question
    kScopeLevelUp = 1u << 6,   // the level-up choice
    kScopeSheet = 1u << 7,     // the character sheet
    kScopeEverywhere = (1u << 8) - 1,
};

struct KeymapRow {
    Action action;
    std::string id;  // the action's name in keys.yaml ("move_w")
    std::vector<Binding> bindings;
    std::string description;  // one line for the key help and the README
    std::uint32_t scopes = kScopePlay;
    bool repeats = false;  // a held key acts again (moving, waiting, list cursors)
};

class Keymap {
  public:
    // The default bindings; no two actions read in one scope share a key.
    Keymap();

    // The action a press triggers in `scope` (a held key only for actions that repeat);
    // nullopt for presses no action of that scope has.
    std::optional<Action> match(const KeyEvent& event, std::uint32_t scope) const;
    // The action of the press among those read everywhere (quit, the editor's keys).
    std::optional<Action> match_global(const KeyEvent& event) const;
    // Applies keys.yaml's text over the keymap (see keymap_file.cpp for the rules): one
    // problem per mistake, each with file:line:col; only what a problem names is left out.
    std::vector<Problem> rebind(const std::string& yaml_text, const std::string& file_name);

    const std::vector<KeymapRow>& rows() const { return rows_; }
    const KeymapRow& row(Action action) const;
    // The first key of an action as the key help writes it ("Esc", "c"), for button labels.
    std::string hint(Action action) const;

  private:
    std::vector<KeymapRow> rows_;
};

// The direction a move action walks; nullopt for every other action.
std::optional<Direction> direction_of(Action action);
// The bindings of a row, as "Up, Numpad 8, k" (for the key help).
std::string bindings_text(const KeymapRow& row);
// The keymap as the README's Markdown table: a header, a rule, then one line per row with
// characters in backticks ("| Up, Numpad 8, `k` | move north | `move_n` |").
std::vector<std::string> markdown_key_table(const Keymap& keymap);

}  // namespace cf
