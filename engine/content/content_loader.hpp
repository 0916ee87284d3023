#pragma once
// Loads content into a validated snapshot: one folder, or layers of folders (a base,
// then mods), each holding any number of YAML files in any sub-folders
// (content_layout.hpp). All problems are collected, not just the first; a snapshot is
// returned only when there are none. The pipeline is content_build.hpp's.

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/problem.hpp"

namespace cf {

struct ContentLoad {
    ContentPtr content;             // null when problems is not empty
    std::vector<Problem> problems;  // file:line:col + message; knock-ons name their cause
};

// What the last load did, for the performance panel and the benchmarks.
struct ContentLoadStats {
    std::size_t files = 0;   // content files found
    std::size_t parsed = 0;  // of which parsed again (their bytes changed, or first load)
    double list_ms = 0;      // finding the files
    double read_ms = 0;      // reading their bytes
    double parse_ms = 0;     // parsing the changed ones
    double build_ms = 0;     // merging, reading through the schema, validating
    // Built over the previous snapshot, reading only the definitions made from the changed
    // files (they changed no id, `from:`, `abstract:` or `delete:`, and wrote nothing
    // another file also writes of the same definition, and nothing read has a problem);
    // otherwise the whole build ran, reusing what it read before where nothing changed.
    bool quick = false;
};

// Loads the same layers again and again, parsing only the files whose bytes changed
// since the previous load (a cache of parsed files keyed by path and bytes) and building
// a new snapshot from the cache, reading through the schema only the definitions made
// from what changed (DefinitionCache). One thread at a time may use a loader (the hot
// reloader's); the snapshots it returns are immutable and may go to any thread.
class ContentLoader {
  public:
    explicit ContentLoader(std::vector<std::string> layers);
    ~ContentLoader();
    ContentLoader(ContentLoader&&) noexcept;
    ContentLoader& operator=(ContentLoader&&) noexcept;

    ContentLoad load();
    const std::vector<std::string>& layers() const { return layers_; }
    const ContentLoadStats& stats() const { return stats_; }

  private:
    struct Caches;  // parsed files and definitions read (content_build.hpp)

    std::vector<std::string> layers_;
    std::unique_ptr<Caches> caches_;
    ContentLoadStats stats_;
};

ContentLoad load_content(const std::string& directory);
// `layers` in order, the base first (--content base --content mods/hard).
ContentLoad load_content_layers(const std::vector<std::string>& layers);

// The same checks on files held in memory, keyed by their path ("actors.yaml",
// "actors/orcs.yaml"), as one layer; a kind no file defines is reported. For embedded
// snapshots, fuzzing and tests.
ContentLoad load_content_texts(const std::map<std::string, std::string>& files);

// Checks a snapshot built or edited in memory (the editor) with the same rules the
// loader applies across files: references resolve, items are consumable xor
// equippable, spawn tables list the right kinds. Locations come from content.locations.
std::vector<Problem> validate_content(const Content& content);

// The content used when none is named: $CRYPTFORGE_CONTENT when set, else the bundled
// content directory (the build-time path, or ./content when run elsewhere).
std::string default_content_directory();

// A layer's name as problems and records give it: the folder as given, without a
// trailing '/'.
std::string layer_name(const std::string& dir);

}  // namespace cf
