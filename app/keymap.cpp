#include "app/keymap.hpp"

#include <algorithm>
#include <cassert>
#include <utility>

#include "app/platform/keys.hpp"

namespace cf {

namespace {

Binding ch(char c) { return Binding::character_of(static_cast<char32_t>(c)); }
Binding key(int k) { return Binding::key_of(k); }
Binding ctrl(char letter) { return Binding::chord(keys::letter(letter), true); }

constexpr std::uint32_t kMap = kScopePlay | kScopeCursor;  // moving a player or a cursor
// Esc backs out of everything that can be backed out of.
constexpr std::uint32_t kBackOut =
    kScopePlay | kScopeCursor | kScopeList | kScopeMainMenu | kScopeQuestion | kScopeSheet;

KeymapRow move(Action a, const char* id, std::vector<Binding> b, const char* what) {
    return {a, id, std::move(b), what, kMap, true};
}

std::vector<KeymapRow> default_rows() {
    using A = Action;
    return {
        move(A::move_n, "move_n", {key(keys::kUp), key(keys::kKp8), ch('k')},
             "move north; walk into a monster to attack"),
        move(A::move_s, "move_s", {key(keys::kDown), key(keys::kKp2), ch('j')}, "move south"),
        move(A::move_w, "move_w", {key(keys::kLeft), key(keys::kKp4), ch('h')}, "move west"),
        move(A::move_e, "move_e", {key(keys::kRight), key(keys::kKp6), ch('l')}, "move east"),
        move(A::move_nw, "move_nw", {key(keys::kKp7), ch('y')}, "move north-west"),
        move(A::move_ne, "move_ne", {key(keys::kKp9), ch('u')}, "move north-east"),
        move(A::move_sw, "move_sw", {key(keys::kKp1), ch('b')}, "move south-west"),
        move(A::move_se, "move_se", {key(keys::kKp3), ch('n')}, "move south-east"),
        {A::wait, "wait", {ch('.'), key(keys::kKp5)}, "wait a turn", kScopePlay, true},
        {A::pickup, "pickup", {ch('g'), ch(',')}, "pick up the item under you"},
        {A::inventory,
         "inventory",
         {ch('i')},
         "inventory: a letter or a click uses a potion or scroll, equips or removes gear"},
        {A::drop, "drop", {ch('d')}, "drop an item (equipped gear is removed first)"},
        {A::throw_item,
         "throw",
         {ch('t')},
         "throw an item (a dagger, a potion): choose it, then aim at a spot"},
        {A::character,
         "character",
         {ch('c')},
         "character sheet: power, defense, max HP as base + levels + gear"},
        {A::descend,
         "descend",
         {ch('>')},
         "go down the stairs; away from them, travel to the nearest stairs down you know"},
        {A::look,
         "look",
         {ch('x')},
         "look: move a cursor over anything seen or remembered; Esc leaves",
         kMap},
        {A::explore,
         "explore",
         {ch('o')},
         "explore until something is found, picking up what settings.yaml names (any key "
         "stops)"},
        {A::rest,
         "rest",
         {ch('R')},
         "rest until healed and well, a foe comes into view or something happens"},
        {A::close_door,
         "close_door",
         {ch('C')},
         "close a door: then the direction it is in (walking into a closed door opens it)"},
        {A::confirm,
         "confirm",
         {key(keys::kEnter), key(keys::kKpEnter)},
         "confirm a target or a choice",
         kScopeCursor | kScopeList},
        {A::menu,
         "menu",
         {key(keys::kEscape)},
         "menu; cancels targeting, dialogs and questions",
         kBackOut},
        {A::toggle_editor,
         "toggle_editor",
         {key(keys::kF1)},
         "show or hide the editor",
         kScopeEverywhere},
        {A::zoom_in,
         "zoom_in",
         {ch('+'), ch('=')},
         "zoom the map in (or the mouse wheel; middle-drag pans)"},
        {A::zoom_out, "zoom_out", {ch('-')}, "zoom the map out"},
        {A::time_back,
         "time_back",
         {ch('[')},
         "editor timeline: one turn back (the past is read-only)",
         kScopePlay,
         true},
        {A::time_forward,
         "time_forward",
         {ch(']')},
         "editor timeline: one turn forward",
         kScopePlay,
         true},
        {A::quit, "quit", {ctrl('q')}, "quit (a living game is saved)", kScopeEverywhere},
        {A::save_content,
         "save_content",
         {ctrl('s')},
         "editor: save the content files",
         kScopeEverywhere},
        {A::undo,
         "undo",
         {ctrl('z')},
         "editor: undo the last content or world edit",
         kScopeEverywhere},
        {A::redo, "redo", {ctrl('y')}, "editor: redo", kScopeEverywhere},
        {A::list_up, "list_up", {key(keys::kUp)}, "inventory: the row above", kScopeList, true},
        {A::list_down,
         "list_down",
         {key(keys::kDown)},
         "inventory: the row below",
         kScopeList,
         true},
        {A::menu_continue,
         "menu_continue",
         {ch('c')},
         "main menu: continue the saved game",
         kScopeMainMenu},
        {A::menu_new_game,
         "menu_new_game",
         {ch('n')},
         "main menu and death screen: new game",
         kScopeMainMenu | kScopeGameOver},
        {A::menu_quit,
         "menu_quit",
         {ch('q')},
         "main menu and death screen: quit",
         kScopeMainMenu | kScopeGameOver},
        {A::look_at_map, "look_at_map", {ch('x')}, "death screen: look at the map", kScopeGameOver},
        {A::answer_yes, "answer_yes", {ch('y')}, "a question: yes", kScopeQuestion},
        {A::answer_no, "answer_no", {ch('n')}, "a question: no (as Esc)", kScopeQuestion},
        {A::level_hp, "level_hp", {ch('a')}, "level-up: more max HP", kScopeLevelUp},
        {A::level_power, "level_power", {ch('b')}, "level-up: more power", kScopeLevelUp},
        {A::level_defense, "level_defense", {ch('c')}, "level-up: more defense", kScopeLevelUp},
    };
}

}  // namespace

Keymap::Keymap() : rows_(default_rows()) {
    for (std::size_t i = 0; i < rows_.size(); ++i)
        assert(rows_[i].action == static_cast<Action>(i) && "rows follow the Action enum");
}

const KeymapRow& Keymap::row(Action action) const {
    return rows_[static_cast<std::size_t>(action)];
}

std::optional<Action> Keymap::match(const KeyEvent& event, std::uint32_t scope) const {
    // Characters first: on a layout where `>` is typed without Shift, or where a letter's
    // key code names another letter, the typed character is what the player meant.
    for (const Binding::Kind kind : {Binding::Kind::character, Binding::Kind::key}) {
        for (const KeymapRow& r : rows_) {
            if ((r.scopes & scope) == 0 || (event.repeat && !r.repeats)) continue;
            for (const Binding& b : r.bindings) {
                if (b.kind == kind && b.matches(event)) return r.action;
            }
        }
    }
    return std::nullopt;
}

std::optional<Action> Keymap::match_global(const KeyEvent& event) const {
    const std::optional<Action> action = match(event, kScopeEverywhere);
    if (action && row(*action).scopes == kScopeEverywhere) return action;
    return std::nullopt;
}

std::string Keymap::hint(Action action) const {
    const KeymapRow& r = row(action);
    return r.bindings.empty() ? std::string("no key") : binding_name(r.bindings.front());
}

std::optional<Direction> direction_of(Action a) {
    constexpr std::pair<Action, Direction> kMoves[] = {
        {Action::move_n, Direction::n},   {Action::move_s, Direction::s},
        {Action::move_w, Direction::w},   {Action::move_e, Direction::e},
        {Action::move_nw, Direction::nw}, {Action::move_ne, Direction::ne},
        {Action::move_sw, Direction::sw}, {Action::move_se, Direction::se}};
    for (const auto& [move, direction] : kMoves) {
        if (move == a) return direction;
    }
    return std::nullopt;
}

std::string bindings_text(const KeymapRow& row) {
    std::string text;
    for (const Binding& b : row.bindings) {
        if (!text.empty()) text += ", ";
        text += binding_name(b);
    }
    return text.empty() ? std::string("(no key)") : text;
}

std::vector<std::string> markdown_key_table(const Keymap& keymap) {
    std::vector<std::string> lines = {"| keys | action | in keys.yaml |", "|---|---|---|"};
    for (const KeymapRow& row : keymap.rows()) {
        std::string keys_text;
        for (const Binding& b : row.bindings) {
            if (!keys_text.empty()) keys_text += ", ";
            const std::string name = binding_name(b);
            keys_text += b.kind == Binding::Kind::character ? "`" + name + "`" : name;
        }
        lines.push_back("| " + keys_text + " | " + row.description + " | `" + row.id + "` |");
    }
    return lines;
}

}  // namespace cf
