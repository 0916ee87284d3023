#pragma once
// What the content editor's tooltips and "differs from the saved file" markers say about
// each field of the definition being edited: meaning and rules (field_help in
// schema.hpp), range, default, and the value in the saved file.

#include <map>
#include <optional>
#include <string>

#include "editor/field_texts.hpp"
#include "engine/content/field_help.hpp"
#include "engine/content/schema.hpp"

namespace cf {

// What the tooltips and the "differs from the saved file" markers know about the
// definition being edited: its values, its defaults and its values in the saved file.
struct FieldNotes {
    std::string owner;  // kind_name() or "settings", as field_help() takes it
    std::map<std::string, std::string> current;
    std::map<std::string, std::string> defaults;
    std::map<std::string, std::string> saved;
    bool in_saved_file = false;  // false for a definition made since the last save
    // What the running game has for it, and what a file changed on disk has, when known
    // (set_other_sides); a definition either lacks is "(absent)" there.
    std::optional<std::map<std::string, std::string>> game;
    std::optional<std::map<std::string, std::string>> disk;
};

// The notes for `def` (current values) against `saved_def` (null: not in the saved file).
template <class Def>
FieldNotes field_notes(const std::string& owner, const Def& def, const Def* saved_def) {
    FieldNotes notes;
    notes.owner = owner;
    notes.current = field_texts(def);
    notes.defaults = field_texts(Def{});
    if (saved_def) notes.saved = field_texts(*saved_def);
    notes.in_saved_file = saved_def != nullptr;
    return notes;
}

// Records what the game runs (`game_def`) and what a file changed on disk holds
// (`disk_def`) for the definition; null pointers to the sides: unknown; null definitions:
// the side lacks it.
template <class Def>
void set_other_sides(FieldNotes& notes, const Def* const* game_def, const Def* const* disk_def) {
    const auto texts = [](const Def* def) {
        return def ? field_texts(*def) : std::map<std::string, std::string>{};
    };
    if (game_def) notes.game = texts(*game_def);
    if (disk_def) notes.disk = texts(*disk_def);
}

// Where the game or the disk disagree with the document on the field at `path`: "game 3",
// "disk 5", "game 3, disk 5"; "" when they agree.
inline std::string field_disagreement(const FieldNotes& notes, const std::string& path) {
    const auto now = notes.current.find(path);
    if (now == notes.current.end()) return {};
    const auto side = [&](const std::optional<std::map<std::string, std::string>>& values,
                          const char* name) -> std::string {
        if (!values) return {};
        const auto it = values->find(path);
        const std::string value = it == values->end() ? "(absent)" : it->second;
        return value == now->second ? std::string() : std::string(name) + " " + value;
    };
    const std::string game = side(notes.game, "game");
    const std::string disk = side(notes.disk, "disk");
    if (game.empty() || disk.empty()) return game + disk;
    return game + ", " + disk;
}

// True when the field at `path` has another value than in the saved file (every field of
// a definition that is not in it).
inline bool field_differs(const FieldNotes& notes, const std::string& path) {
    if (!notes.in_saved_file) return true;
    const auto now = notes.current.find(path);
    const auto then = notes.saved.find(path);
    if (now == notes.current.end()) return false;
    return then == notes.saved.end() || then->second != now->second;
}

// The tooltip of the field at `path`: meaning, range (when `lo` <= `hi`), default, the
// rules that read it, and the saved value when it differs. The help is looked up as
// (`help_owner`, `help_path`) when given: the fields of a list's entries are helped by
// their kind ("effect", "damage") wherever the list stands.
inline std::string field_tooltip(const FieldNotes& notes, const std::string& path, int lo, int hi,
                                 const std::string& help_owner = {},
                                 const std::string& help_path = {}) {
    std::string out = path;
    const FieldHelp* help =
        help_owner.empty() ? field_help(notes.owner, path) : field_help(help_owner, help_path);
    if (help) out += "\n" + std::string(help->meaning);
    if (lo <= hi) out += "\nRange: " + std::to_string(lo) + " .. " + std::to_string(hi);
    if (const auto d = notes.defaults.find(path); d != notes.defaults.end())
        out += "\nDefault: " + d->second;
    if (help) out += "\nUsed by: " + std::string(help->used_by);
    if (field_differs(notes, path)) {
        const auto then = notes.saved.find(path);
        out += !notes.in_saved_file        ? "\nNot in the saved file yet."
               : then == notes.saved.end() ? "\nNot in the saved file."
                                           : "\nSaved file: " + then->second;
    }
    const std::string other = field_disagreement(notes, path);
    if (!other.empty()) {
        out += "\nNot what the editor holds: " + other +
               " (the game takes it with Live or Apply; a file changed on disk waits in "
               "\"Outside change\")";
    }
    return out;
}

}  // namespace cf
