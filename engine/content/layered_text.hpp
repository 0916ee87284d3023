#pragma once
// The text a layered save (layered_save.cpp) works in: each definition's canonical body
// (the schema's writer, two spaces in), a field's lines taken out of one, and the two
// views of a file, before and after, that patch_yaml turns into the file's edit.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/content/schema.hpp"
#include "engine/content/schema_writer.hpp"
#include "engine/yaml/yaml_patch.hpp"

namespace cf {

// The bodies of `c`'s definitions of `kind`, "" for those `other` holds equal under the
// same id (an unchanged definition, whose body no view needs: writing 5,000 bodies twice
// was most of a save's time).
std::map<DefId, std::string> bodies_of_kind(const Content& c, DefKind kind, const Content& other);

// The same for the abstract templates of `kind`.
std::map<DefId, std::string> template_bodies_of_kind(const Content& c, DefKind kind,
                                                     const Content& other);

// One definition's canonical body.
template <class Def>
std::string canonical_body(const Def& def) {
    std::string body;
    Def copy = def;
    YamlWriter writer(body, 2);
    describe(writer, copy);
    return body;
}

// Removes the field at dotted `path` from a canonical body (fields two spaces in, each
// level two more): its line and the lines under it; a mapping left empty goes too.
// Nothing when the body does not hold it as such.
void remove_field_lines(std::string& body, const std::string& path);

// What one definition reads as before and after, in one file's views (see FileViews).
struct DefViews {
    std::string base_key;  // "" when it is not there before (a new definition)
    std::string base_body;
    std::string next_key;  // "" when it is gone after (its block removed)
    std::string next_body;
};

// Two texts that differ only where a file must change: patch_yaml(file, base, next) makes
// exactly those changes in the file, wherever its blocks stand and whatever else it holds.
struct FileViews {
    std::map<std::string, DefViews> defs;  // by the id before (or after, when new)
    std::string base_document;             // settings and spawn tables: the whole text
    std::string next_document;
    std::vector<KeyRename> renames;
};

// `original` patched; a file without a mapping at its root yet (new, empty, `{}`) is
// patched as one, its comments kept.
std::optional<std::string> patch_file(const std::string& original, const FileViews& views);

}  // namespace cf
