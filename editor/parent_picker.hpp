#pragma once
// "From...": changes what a definition or template is made from (`from:`), from the
// Content editor's header. A button and its popup of the kind's templates and definitions
// (templates first); a choice that would make a cycle, or name the definition itself, is
// refused with the reason.

#include <string>

#include "editor/content_document.hpp"

namespace cf {

// Draws the button and, while open, its popup for definition or template `id` of `kind`.
// A choice is made at once (set_parent: one undoable step); `message` gets why it was
// refused, or "" when it was made. True when a choice was made this frame.
bool draw_parent_picker(ContentDocument& doc, DefKind kind, const DefId& id, std::string& message);

}  // namespace cf
