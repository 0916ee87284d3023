#pragma once
// `cryptforge lab ...`: the balance lab from the command line, headless.
//
//   cryptforge lab --content DIR --runs N [--first-seed S] [--max-depth D] [--max-turns T]
//                  [--jobs J] [--csv FILE] [--json FILE] [--shard I/N]
//                  [--against OTHER_DIR [--fail-on METRIC>LIMIT]...]
//   cryptforge lab merge FILE.csv... [--csv FILE] [--json FILE]
//   cryptforge lab duel --attacker ID --defender ID [--level L | --sweep level=A..B]
//                       [--rounds N] [--seed S] [--content DIR] [--csv FILE]
//
// Exit codes: 0 done, 2 bad arguments or content that does not load, 3 a --fail-on
// threshold was broken.

#include <string>
#include <vector>

namespace cf {

// `args` are the words after "lab".
int run_lab_command(const std::vector<std::string>& args);

}  // namespace cf
