#pragma once
// A problem found in a file the program reads (content, prefab map, replay, save):
// a value with a location a designer can jump to, never an exception or a crash.

#include <string>
#include <vector>

namespace cf {

struct Problem {
    std::string file;  // path as given to the loader
    int line = 0;      // 1-based; 0 when the problem concerns the whole file
    int column = 0;    // 1-based; 0 when unknown
    std::string message;
};

// "file:line:col: message" (line and column left out when unknown), always one line:
// control bytes in the file name or message are escaped (\n, \x01).
std::string to_string(const Problem& p);
// Every problem on its own line, in the order found.
std::string to_string(const std::vector<Problem>& problems);

}  // namespace cf
