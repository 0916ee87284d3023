#pragma once
// Loads a content directory (settings.yaml, tiles.yaml, actors.yaml, items.yaml,
// slots.yaml, spawns.yaml) into a validated snapshot. All problems are collected,
// not just the first; a snapshot is returned only when there are none.

#include <map>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/problem.hpp"

namespace cf {

struct ContentLoad {
    ContentPtr content;             // null when problems is not empty
    std::vector<Problem> problems;  // file:line:col + message, in file order
};

ContentLoad load_content(const std::string& directory);

// The same checks on files held in memory, keyed by file name ("actors.yaml"); a file
// missing from `files` is reported as missing. For fuzzing and tests.
ContentLoad load_content_texts(const std::map<std::string, std::string>& files);

// Checks a snapshot built or edited in memory (the editor) with the same rules the
// loader applies across files: references resolve, items are consumable xor
// equippable, spawn tables list the right kinds. Locations come from content.locations.
std::vector<Problem> validate_content(const Content& content);

// The content used when none is named: $CRYPTFORGE_CONTENT when set, else the bundled
// content directory (the build-time path, or ./content when run elsewhere).
std::string default_content_directory();

}  // namespace cf
