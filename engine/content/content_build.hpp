#pragma once
// The loader's pipeline once the files are read and parsed (content_loader.hpp reads
// them, through a cache):
//
//   layer folders -> files (content_layout.hpp) -> written definitions with file:line
//     -> layers merged in order (partial definitions, delete) -> templates resolved
//     (from:, abstract) -> one node per definition, read through the schema
//     -> one immutable snapshot + its provenance (provenance.hpp)
//
// Layers merge before templates resolve, so a mod that changes `orc` changes what is
// made from orc too, unless that sets the field itself; a mod's new monster made
// `from: orc` starts from the modded orc. All problems are collected, each in the file
// that holds its cause.

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/content/content_cache.hpp"
#include "engine/core/problem.hpp"

namespace cf {

struct ContentLoad {
    ContentPtr content;             // null when problems is not empty
    std::vector<Problem> problems;  // file:line:col + message; knock-ons name their cause
};

// One layer's files, read and parsed.
struct LayerInput {
    std::string name;  // as given, without a trailing '/'
    std::string dir;   // the folder it was read from ("" for texts held in memory)
    struct File {
        std::string path;  // relative to the layer, '/'-separated
        ParsedFilePtr parsed;
    };
    std::vector<File> files;
    std::vector<Problem> problems;  // from listing the folder
};

// The name problems give a layer's file: its path, or "LAYER/path" when there are
// several layers.
std::string shown_file_name(const std::string& layer, const std::string& path, bool several);

// Builds and validates the snapshot of `layers` (base first).
ContentLoad build_content(const std::vector<LayerInput>& layers);

}  // namespace cf
