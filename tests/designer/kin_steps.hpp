#pragma once
// The random designer's steps on templates and layers (the kin flavour's family of a
// template, two actors made from it and a layer over them): a definition given another
// parent (`from:`, cycles refused with their reason), a field or a whole definition
// reverted to what it inherits, an entry added to or taken from a list it extends
// (`KEY+:`), and a number set through a chosen layer ("Write to").

#include <vector>

#include "tests/designer/rig.hpp"
#include "tests/designer/steps.hpp"

namespace cf::designer {

// The kinds "from", "revert", "extend" and "layer-set", for step_kinds().
std::vector<StepKind> kin_step_kinds();

}  // namespace cf::designer
