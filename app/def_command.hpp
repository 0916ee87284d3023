#pragma once
// `cryptforge def ID[.FIELD] [--content DIR]...`: where a definition's values come from.
// For a field, its effective value and its chain, one line per step with file:line
// (the step in effect first); for a whole definition, every field with its value and
// where it was set, the templates it is made from and the layers. The layers are the
// --content folders in order, base first (default: the bundled content).
// Exit 0 when found, 1 when there is no such definition or field, 2 on bad arguments or
// content that does not load.

#include <iosfwd>
#include <string>
#include <vector>

namespace cf {

// `args` are the words after "def".
int run_def_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace cf
