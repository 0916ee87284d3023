#pragma once
// What the Content editor knows and does about templates: which definition a definition
// is made from, which of its fields it sets itself and which it takes from that
// template (and which a layer above the base changes), and Revert to inherited. Editing a
// template is an edit like any other (ContentDocument::edit): what is made from it
// follows where it inherits (follow_templates), so a save writes the template alone.

#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "editor/content_document.hpp"
#include "engine/content/inherited_fields.hpp"

namespace cf {

// Whether `id` is an abstract template of `kind` in `content`.
bool is_template(const Content& content, DefKind kind, const DefId& id);
// The ids of `kind`'s abstract templates, sorted.
std::vector<DefId> template_ids(const Content& content, DefKind kind);
// The definition or template `id` is made from (`from:`), "" when none; from the files
// as loaded (a definition made in the editor has none).
DefId parent_of(const Content& content, DefKind kind, const DefId& id);
// Where a definition or template is written: "actors/goblins.yaml:2", "" when unknown.
std::string written_at(const Content& content, DefKind kind, const DefId& id);

// Where each field of one definition stands against its template.
struct FieldInheritance {
    DefId parent;       // "" : made from no template (every field is its own)
    FieldPaths differ;  // fields whose values differ from the parent's
    FieldPaths own;     // fields its own blocks write, as loaded
    // Fields its own blocks in a layer above the base write, with that layer's name.
    std::vector<std::pair<std::string, std::string>> layers;
    // Lists its blocks extend (`abilities+:`), by path, with how many of their entries come
    // from the parent (the first ones); the rest were added here.
    std::map<std::string, std::size_t> inherited_entries;
};

// How the Content editor draws a field.
enum class FieldSource {
    own,        // set in this definition: full colour
    inherited,  // taken from the template: faded
    layer,      // set by a layer above the base: marked with the layer's name
};

// The inheritance of definition or template `id` of `kind` in `content`.
FieldInheritance field_inheritance(const Content& content, DefKind kind, const DefId& id);
// Where the field at `path` stands (a group's path: any field inside it); `layer` gets the
// layer's name for FieldSource::layer.
FieldSource source_of(const FieldInheritance& inheritance, const std::string& path,
                      std::string* layer = nullptr);
// The tooltip's first line for it: "Inherited from goblin", "Set here (goblin: 8)",
// "Set by layer hard"; "" for a definition made from no template.
std::string source_line(const FieldInheritance& inheritance, const std::string& path,
                        const std::string& parent_value);

// Sets `fields` of `id` back to what its template gives, as one undoable step ("Revert
// actor 'goblin_archer' fighter.hp to inherited"); the next save removes those keys from
// its block. False (nothing done) when it has no template or nothing changes.
bool revert_to_inherited(ContentDocument& doc, DefKind kind, const DefId& id,
                         const FieldPaths& fields);

// Apply to parent: `fields` of `id` move up into its parent (template or definition) as one
// undoable step ("Apply actor 'goblin_archer' fighter.hp to goblin"): the parent takes
// their values, `id` inherits them from then on (the save removes their keys from its
// block), and whatever else is made from the parent and inherits them changes with it.
// False (`error` set) when it has no parent or the parent holds those values already.
bool apply_to_parent(ContentDocument& doc, DefKind kind, const DefId& id, const FieldPaths& fields,
                     std::string& error);
// The definitions and templates besides `id` that apply_to_parent(`fields`) would change:
// the preview before it is made.
std::vector<DefId> apply_to_parent_reaches(const ContentDocument& doc, DefKind kind,
                                           const DefId& id, const FieldPaths& fields);

// Why `id` of `kind` cannot be made from `parent` ("" when it can): no such parent, itself,
// or a parent that already inherits from it ("orc_captain already inherits from
// orc_veteran"), which would make a cycle.
std::string parent_error(const Content& content, DefKind kind, const DefId& id,
                         const DefId& parent);
// Makes definition or template `id` `from: parent` as one undoable step ("Make actor
// 'orc_captain' from orc"): the fields it sets itself (its blocks', and those it holds
// apart from its old parent) stay, every other takes the new parent's value, and what is
// made from it follows. The save writes `from: parent` in its block. False (`error` set)
// when parent_error refuses it or its values would not change (nothing to record).
bool set_parent(ContentDocument& doc, DefKind kind, const DefId& id, const DefId& parent,
                std::string& error);

}  // namespace cf
