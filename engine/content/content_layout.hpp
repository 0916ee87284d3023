#pragma once
// How a content folder is laid out: any number of YAML files in any sub-folders, and
// one rule for what each file defines, its folder:
//
//   actors.yaml, items.yaml, ...      a file at the top named for its kind
//   actors/goblins.yaml               any file under a top folder named for its kind,
//   actors/cave/spiders.yaml          at any depth
//
// The kind names are settings, spawns, tiles, actors, items, slots and statuses (which
// may be left out altogether: content written before statuses has none). Anything the rule
// cannot place is a problem, never a guess: a file at the top with another name
// (goblins.yaml), a file under a folder that names no kind (monsters/x.yaml), and a file
// whose own name is another kind's (actors/items.yaml). Hidden files and folders (the
// editor's .versions/), editors' temporaries and files not ending in .yaml are not content,
// nor is balance.yaml at the top: the lab's difficulty target (balance_target.hpp).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/problem.hpp"

namespace cf {

// What a content file holds: the settings, the spawn tables, or definitions of a kind.
struct FileKind {
    enum class Part { settings, spawns, definitions };
    Part part = Part::definitions;
    DefKind kind = DefKind::actor;  // for definitions

    friend bool operator==(const FileKind&, const FileKind&) = default;
};

// "settings", "spawns", "actors", ...: the folder and file name of a kind.
std::string kind_folder(const FileKind& kind);
// Every kind of file, settings and spawns first.
std::vector<FileKind> all_file_kinds();

// The kind of the file at `path` (relative to its layer, '/'-separated); nullopt and
// `why` (a sentence for a problem) when the rule cannot place it.
std::optional<FileKind> file_kind(std::string_view path, std::string& why);

// Whether a file named `name` (no folder) can be content: "*.yaml", but not hidden
// files, nor editors' and our own temporaries, swap files and backups.
bool is_content_file_name(std::string_view name);

struct LayerListing {
    std::vector<std::string> files;  // relative '/'-separated paths, sorted
    std::vector<Problem> problems;   // folders that could not be read
};

// The content files of the folder `dir` and its sub-folders (hidden ones skipped, symbolic
// links to folders not followed). Problems are named after `shown` (the layer's name).
LayerListing list_layer_files(const std::string& dir, const std::string& shown);

}  // namespace cf
