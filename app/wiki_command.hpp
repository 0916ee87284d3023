#pragma once
// `cryptforge wiki --out DIR`: the loaded content as a static HTML wiki (README: The
// wiki): an index, a page per kind and one per definition, with provenance, spawn
// curves, threat, the lab's figures and what changed since an older version.
//
//   cryptforge wiki --out DIR [--content DIR]... [--lab FILE]... [--runs N [--jobs J]]
//                   [--against DIR]... [--threat-rounds N]
//
// Exit codes: 0 written, 1 a file could not be written, 2 bad arguments, content that
// does not load or a lab file that does not parse.

#include <iosfwd>
#include <string>
#include <vector>

namespace cf {

// `args` are the words after "wiki".
int run_wiki_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace cf
