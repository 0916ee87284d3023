#pragma once
// A read-only view of a content file as it is on disk, opened from a problem: the
// problem's line is marked and its message stands beside it. It shows the broken text
// itself (a file that failed to parse has no definitions to open), read when the
// problem is clicked.

#include <string>
#include <vector>

#include "engine/core/problem.hpp"

namespace cf {

// Where the file a problem names is read from: content problems name their file
// relative to the content folder (subfolders kept, "actors/orcs.yaml"); with several
// layers they name it as given on the command line, which is read as it is.
std::string source_path(const std::string& directory, const std::string& file);

struct SourceView {
    bool open = false;
    std::string file;                // as the problem names it
    std::vector<std::string> lines;  // the file's text, read when shown
    std::string error;               // why the file could not be read
    Problem problem;

    // Reads `problem.file` from `directory` and shows it at the problem's line.
    void show(const std::string& directory, const Problem& shown);
    // Its own window, while open.
    void draw();

  private:
    bool scroll_to_line_ = false;
};

}  // namespace cf
