#include "app/keymap.hpp"

#include <algorithm>

#include <yaml-cpp/yaml.h>

#include "app/platform/keys.hpp"

namespace cf {

namespace {

Binding ch(char c) { return Binding::character_of(static_cast<char32_t>(c)); }
Binding key(int k) { return Binding::key_of(k); }

bool matches(const Binding& b, const KeyEvent& e) {
    if (b.kind == Binding::Kind::character)
        return e.character != 0 && static_cast<int>(e.character) == b.code;
    return e.key == b.code;
}

struct KeyName {
    int key;
    const char* name;
};

constexpr KeyName kKeyNames[] = {
    {keys::kUp, "Up"},        {keys::kDown, "Down"},    {keys::kLeft, "Left"},
    {keys::kRight, "Right"},  {keys::kKp1, "Numpad 1"}, {keys::kKp2, "Numpad 2"},
    {keys::kKp3, "Numpad 3"}, {keys::kKp4, "Numpad 4"}, {keys::kKp5, "Numpad 5"},
    {keys::kKp6, "Numpad 6"}, {keys::kKp7, "Numpad 7"}, {keys::kKp8, "Numpad 8"},
    {keys::kKp9, "Numpad 9"}, {keys::kEnter, "Enter"},  {keys::kKpEnter, "Numpad Enter"},
    {keys::kEscape, "Esc"},   {keys::kF1, "F1"},        {keys::kSpace, "Space"},
    {keys::kTab, "Tab"},
};

}  // namespace

Keymap::Keymap() {
    rows_ = {
        {Action::move_n,
         "move_n",
         {key(keys::kUp), key(keys::kKp8), ch('k')},
         "move north; walk into a monster to attack"},
        {Action::move_s, "move_s", {key(keys::kDown), key(keys::kKp2), ch('j')}, "move south"},
        {Action::move_w, "move_w", {key(keys::kLeft), key(keys::kKp4), ch('h')}, "move west"},
        {Action::move_e, "move_e", {key(keys::kRight), key(keys::kKp6), ch('l')}, "move east"},
        {Action::move_nw, "move_nw", {key(keys::kKp7), ch('y')}, "move north-west"},
        {Action::move_ne, "move_ne", {key(keys::kKp9), ch('u')}, "move north-east"},
        {Action::move_sw, "move_sw", {key(keys::kKp1), ch('b')}, "move south-west"},
        {Action::move_se, "move_se", {key(keys::kKp3), ch('n')}, "move south-east"},
        {Action::wait, "wait", {ch('.'), key(keys::kKp5)}, "wait a turn"},
        {Action::pickup, "pickup", {ch('g'), ch(',')}, "pick up the item under you"},
        {Action::inventory,
         "inventory",
         {ch('i')},
         "inventory: a letter or a click uses a potion or scroll, equips or removes gear"},
        {Action::drop, "drop", {ch('d')}, "drop an item (equipped gear is removed first)"},
        {Action::character,
         "character",
         {ch('c')},
         "character sheet: power, defense, max HP as base + levels + gear"},
        {Action::descend, "descend", {ch('>')}, "go down the stairs"},
        {Action::look,
         "look",
         {ch('x')},
         "look: move a cursor over anything seen or remembered; Esc leaves"},
        {Action::explore,
         "explore",
         {ch('o')},
         "explore step by step until something is found (any key stops)"},
        {Action::confirm,
         "confirm",
         {key(keys::kEnter), key(keys::kKpEnter)},
         "confirm a target or a choice"},
        {Action::menu, "menu", {key(keys::kEscape)}, "menu; cancels targeting and dialogs"},
        {Action::toggle_editor, "toggle_editor", {key(keys::kF1)}, "show or hide the editor"},
        {Action::zoom_in,
         "zoom_in",
         {ch('+'), ch('=')},
         "zoom the map in (or the mouse wheel; middle-drag pans)"},
        {Action::zoom_out, "zoom_out", {ch('-')}, "zoom the map out"},
        {Action::time_back,
         "time_back",
         {ch('[')},
         "editor timeline: one turn back (the past is read-only)"},
        {Action::time_forward, "time_forward", {ch(']')}, "editor timeline: one turn forward"},
    };
}

std::optional<Action> Keymap::match(const KeyEvent& event) const {
    if (event.ctrl || event.alt) return std::nullopt;
    // Characters first: on a layout where `>` is typed without Shift, or where a letter's
    // key code names another letter, the typed character is what the player meant.
    for (const Binding::Kind kind : {Binding::Kind::character, Binding::Kind::key}) {
        for (const KeymapRow& row : rows_) {
            for (const Binding& b : row.bindings) {
                if (b.kind == kind && matches(b, event)) return row.action;
            }
        }
    }
    return std::nullopt;
}

std::string binding_name(const Binding& binding) {
    if (binding.kind == Binding::Kind::character) {
        const auto c = static_cast<char32_t>(binding.code);
        if (c < 0x80) return std::string(1, static_cast<char>(c));
        return "U+" + std::to_string(binding.code);
    }
    for (const KeyName& k : kKeyNames) {
        if (k.key == binding.code) return k.name;
    }
    return "key " + std::to_string(binding.code);
}

std::optional<Binding> binding_named(const std::string& name) {
    for (const KeyName& k : kKeyNames) {
        if (name == k.name) return Binding::key_of(k.key);
    }
    if (name.size() == 1 && static_cast<unsigned char>(name[0]) > 32 &&
        static_cast<unsigned char>(name[0]) < 127) {
        return ch(name[0]);
    }
    return std::nullopt;
}

std::vector<std::string> Keymap::rebind(const std::string& yaml_text,
                                        const std::string& file_name) {
    std::vector<std::string> problems;
    YAML::Node root;
    try {
        root = YAML::Load(yaml_text);
    } catch (const YAML::Exception& e) {
        return {file_name + ":" + std::to_string(e.mark.line + 1) + ": " + e.msg};
    }
    if (!root || root.IsNull()) return {};
    if (!root.IsMap()) return {file_name + ": expected a map from action to a list of keys"};
    for (const auto& entry : root) {
        const std::string where =
            file_name + ":" + std::to_string(entry.first.Mark().line + 1) + ": ";
        const std::string id = entry.first.Scalar();
        auto row = std::find_if(rows_.begin(), rows_.end(),
                                [&](const KeymapRow& r) { return r.id == id; });
        if (row == rows_.end()) {
            problems.push_back(where + "unknown action '" + id + "'");
            continue;
        }
        if (!entry.second.IsSequence() || entry.second.size() == 0) {
            problems.push_back(where + "'" + id + "' needs a list of keys, e.g. [Left, h]");
            continue;
        }
        std::vector<Binding> bindings;
        bool ok = true;
        for (const auto& key_node : entry.second) {
            const std::optional<Binding> b =
                key_node.IsScalar() ? binding_named(key_node.Scalar()) : std::nullopt;
            if (!b) {
                problems.push_back(where + "unknown key '" +
                                   (key_node.IsScalar() ? key_node.Scalar() : "?") + "' for '" +
                                   id + "'");
                ok = false;
                break;
            }
            bindings.push_back(*b);
        }
        if (ok) row->bindings = std::move(bindings);
    }
    return problems;
}

std::string bindings_text(const KeymapRow& row) {
    std::string text;
    for (const Binding& b : row.bindings) {
        if (!text.empty()) text += ", ";
        text += binding_name(b);
    }
    return text;
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
