#pragma once
// The random designer's typing (issue 40): text fields of any kind's definition (names,
// descriptions, messages, the text fields of list entries such as an ability's effects)
// typed into the way a person types, a letter a frame through the content editor's field
// path (edit_definition_fields, the visitor the panel draws), the field held while typing
// and let go after the last letter.

#include <string>
#include <vector>

#include "tests/designer/rig.hpp"
#include "tests/designer/steps.hpp"

namespace cf::designer {

// The kind "type" (`type KIND ID FIELD TEXT`: FIELD as the widgets name it,
// "abilities/0/effects/1/message"; TEXT typed at the field's end), for step_kinds().
std::vector<StepKind> typing_step_kinds();

// The text fields the content editor draws for definition (kind, id) of `doc`'s content.
std::vector<std::string> text_fields(const ContentDocument& doc, DefKind kind, const DefId& id);

}  // namespace cf::designer
