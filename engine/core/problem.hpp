#pragma once
// A problem found in a file the program reads (content, prefab map, replay, save):
// a value with a location a designer can jump to, never an exception or a crash.

#include <cstddef>
#include <string>
#include <vector>

namespace cf {

// Where something was read from (a definition, a list entry), so problems and the
// editor can point at it.
struct SourceLocation {
    std::string file;
    int line = 0;
    int column = 0;

    friend bool operator==(const SourceLocation&, const SourceLocation&) = default;
};

struct Problem {
    std::string file;  // path as given to the loader
    int line = 0;      // 1-based; 0 when the problem concerns the whole file
    int column = 0;    // 1-based; 0 when unknown
    std::string message;
    // Index, in the same list, of the problem this one only follows from (a reference
    // into a file that failed to load); -1 for a problem in its own right. Lists show
    // such knock-on problems folded under their cause and do not count them.
    int cause = -1;
};

// The problems in their own right (cause == -1).
std::size_t count_causes(const std::vector<Problem>& problems);

// "file:line:col: message" (line and column left out when unknown), always one line:
// control bytes in the file name or message are escaped (\n, \x01).
std::string to_string(const Problem& p);
// Every problem on its own line, in the order found.
std::string to_string(const std::vector<Problem>& problems);

}  // namespace cf
