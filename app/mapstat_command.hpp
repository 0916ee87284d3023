#pragma once
// `cryptforge mapstat [--content DIR]... [--floors N] [--depths A-B] [--seed S]
// [--csv|--json]`: builds N floors per depth from the content and prints, per depth and
// per vault, how often it was placed, how often it was tried and failed, unreachable
// cells (always 0) and the median time a floor (engine/lab/map_stats.hpp). Exit 0 when
// every floor was whole, 1 when one had an unreachable cell, 2 on bad arguments or content
// that does not load.

#include <iosfwd>
#include <string>
#include <vector>

namespace cf {

// `args` are the words after "mapstat".
int run_mapstat_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace cf
