#pragma once
// `cryptforge diff A.yaml B.yaml`: two runs' dumps (--dump-state) or saves compared
// field by field. Entities (list entries with an `id`) are matched by id, other lists
// by position, so "entities[id 5].fighter.hp: 4 -> 10" says which entity changed.
// Exit 0 when equal, 1 when they differ, 2 on bad input (the reason on stderr, with
// file:line:col for YAML errors).

#include <iosfwd>
#include <string>
#include <vector>

namespace cf {

// Runs it on `args`, the words after "diff"; returns the exit code.
int run_diff_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace cf
