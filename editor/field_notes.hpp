#pragma once
// What the content editor's tooltips and "differs from the saved file" markers say about
// each field of the definition being edited: meaning and rules (field_help in
// schema.hpp), range, default, and the value in the saved file.

#include <map>
#include <string>

#include "editor/field_texts.hpp"
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
    return out;
}

}  // namespace cf
