#pragma once
// The content's state as the editor shows it, built once per frame from the files on
// disk and the document being edited. The content editor's header, the viewport
// banner, the Problems title, the performance panel and the status line all read this
// one object, so they cannot disagree.

#include <cstddef>
#include <string>
#include <vector>

#include "engine/core/problem.hpp"

namespace cf {

struct ContentStatus {
    std::vector<Problem>
        problems;  // the files on disk (knock-ons with their causes), then the edits'
    std::size_t disk_problems = 0;  // counted problems of the files on disk
    bool stale = false;      // the files on disk do not load: the game runs the last good content
    std::string last_event;  // the last reload, save or recovery, one line

    // Problems in their own right, knock-ons not counted (as the Problems title counts).
    std::size_t count() const { return count_causes(problems); }
    // "No problems" or "2 problems: see Problems" (1 problem, not "1 problems").
    std::string headline() const;
};

// `disk`: the hot reloader's problems (the files as they are); `edits`: the document's.
ContentStatus make_content_status(std::vector<Problem> disk, const std::vector<Problem>& edits,
                                  std::string last_event);

// "1 problem", "2 problems".
std::string count_problems(std::size_t n);

}  // namespace cf
