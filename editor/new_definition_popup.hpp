#pragma once
// "New" in the Content editor: a modal that asks for the new definition's id first
// (checked as it is typed: empty, taken and invalid ids are refused with the reason) and
// what to make it from: nothing (default values), or a template or definition of the kind
// (templates first), which it then inherits from. It says which file the definition goes
// into: beside its parent's block when the write layer holds it, else the file chosen here
// (the "Write to" file of the kind, shown whole).

#include <string>
#include <vector>

#include "editor/content_document.hpp"

namespace cf {

// The file (relative to the write layer) a new definition of `kind` made from `parent`
// ("" : from nothing) goes into when `doc` is saved: the parent's own file in the write
// layer, else the kind's file of the write target (file_for_kind). "" when the content is
// not laid out in files and layers (the single-folder save writes the kind's file).
std::string file_for_new_definition(const ContentDocument& doc, DefKind kind, const DefId& parent);

// The parents a new definition of `kind` can be made from: the templates, then the
// definitions, each sorted by id.
std::vector<DefId> parent_choices(const Content& content, DefKind kind);

struct NewDefinitionPopup {
    std::string id;      // the id typed so far
    DefId parent;        // what it is made from; "" : nothing
    bool asked = false;  // ask() was called: the modal opens on the next draw

    // Opens the modal on the next draw, made from `from` ("" : nothing).
    void ask(const DefId& from = {});
    // Draws the modal while it is open; returns the id of the definition it made this
    // frame ("" otherwise).
    DefId draw(ContentDocument& doc, DefKind kind);

  private:
    void draw_parent_combo(const ContentDocument& doc, DefKind kind);
    void draw_file(ContentDocument& doc, DefKind kind);
};

}  // namespace cf
