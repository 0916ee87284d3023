#pragma once
// Fields as templates pass them on: which a definition writes itself and which it takes
// from its `from:` chain, and what follows when a template is edited. A field here is a
// value a template passes on whole: a number, a text, a colour, a reference, a list (its
// entries together), or an optional object when it comes or goes; by dotted path
// ("fighter.power", "abilities", "ai").
//
// The editor edits effective definitions. follow_templates() keeps them what the files
// will make of them: an edited template's (or parent's) field reaches every definition
// made from it that does not write that field, so a save writes the template's block
// alone and the children keep inheriting.

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/content/provenance.hpp"

namespace cf {

using FieldPaths = std::vector<std::string>;

// The fields whose values differ between two versions of one definition.
template <class Def>
FieldPaths changed_fields(const Def& a, const Def& b);
// Whether `a` and `b` hold the same value at `field`.
template <class Def>
bool same_field(const Def& a, const Def& b, const std::string& field);
// Copies `fields` of `from` into `to`.
template <class Def>
void copy_fields(Def& to, const Def& from, const FieldPaths& fields);
// For each list in `lists`: when `to`'s starts with `old_parent`'s entries, those become
// `new_parent`'s, its own entries after them kept (a list written `KEY+:`).
template <class Def>
void follow_extensions(Def& to, const Def& old_parent, const Def& new_parent,
                       const FieldPaths& lists);

// The definition or template `id` of Def's kind in `content`; null when it has neither.
template <class Def>
const Def* find_definition(const Content& content, const DefId& id);

// Whether a written path (provenance's "fighter.hp", "abilities") sets the field `field`:
// the same path, one inside it, or one it is inside.
bool path_covers(const std::string& written, const std::string& field);

// The fields the definition at `key` writes itself in fragments after those of
// `ancestor` (its own blocks and those of templates between them; "" : its own blocks
// only), with the `KEY+` lists among them in `extended`.
FieldPaths fields_written_after(const DefOrigin& origin, const DefId& ancestor,
                                FieldPaths* extended = nullptr);

// After an edit of `before` into `next` (same ids): every definition and template made
// from one the edit changed takes the changed fields it inherits (writes in no block
// between them, and held the template's old value), and extends its `KEY+:` lists over
// the template's new ones. Reads `before`'s provenance; nothing without one.
void follow_templates(const Content& before, Content& next);

// Makes the definition `id` of `kind` (one the editor made: no block of its own in any
// file) `from: parent`: its provenance takes the parent's chain and fragments, so it
// inherits every field it holds as the parent does, follows the parent's later edits, and a
// save writes it as `from: parent` with only what differs. Nothing without provenance;
// an empty `parent` makes it a definition made from nothing again.
void give_new_parent(Content& content, DefKind kind, const DefId& id, const DefId& parent);
// Makes definition or template `id` of `kind` `from: parent` in `content`'s provenance
// ("" : from nothing), its own blocks kept: the chain it inherits through from now on
// (parent_of, field sources, follow_templates) and what a save writes as its `from:`.
// Its values are the caller's to set. Nothing without provenance.
void set_parent_origin(Content& content, DefKind kind, const DefId& id, const DefId& parent);
// The parent give_new_parent gave a definition no file writes yet ("" when none).
DefId new_parent_of(const Content& content, DefKind kind, const DefId& id);
// The same definition under the id `to` (a rename of one no file writes yet): its
// provenance follows, and so do the `from:` of the definitions made from it.
void rename_new_parents(Content& content, DefKind kind, const DefId& from, const DefId& to);

// The definitions and templates of `kind` made from `id`, nearest first then by id
// (from `content`'s provenance, which knows the files as loaded).
std::vector<DefId> made_from(const Content& content, DefKind kind, const DefId& id);

}  // namespace cf
