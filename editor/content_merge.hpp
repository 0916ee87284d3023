#pragma once
// Reading an outside change through unsaved edits. When another program changes the
// content files while the editor holds edits of its own, the two are merged as version
// control merges: from the content both started from (the saved snapshot), whatever
// only one side changed is taken from that side, field by field; a field both sides
// changed to different values is a conflict. Ids are followed both ways: a definition
// the editor renamed is still under its old id in their file and is read as the new
// one; a definition they renamed on disk (the same fields under a new id) is a rename
// too, never a deletion and a creation, so live entities follow it.

#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/rules/rebase.hpp"

namespace cf {

// One place both sides changed differently.
struct MergeConflict {
    std::string owner;   // "actor 'orc'", "settings", "monsters spawn table"
    std::string field;   // "fighter.power", "depth 2 orc"; "" for the whole definition
    std::string base;    // the value both started from ("(absent)" when there was none)
    std::string mine;    // the editor's value
    std::string theirs;  // the value on disk now
};

// What a conflict becomes in the merged content.
enum class ConflictPolicy { keep_mine, take_theirs };

struct ContentMerge {
    ContentPtr merged;                     // mine with their changes; never null
    std::vector<Rename> disk_renames;      // ids they renamed, followed by `merged`
    std::vector<MergeConflict> conflicts;  // resolved in `merged` by the policy
    bool changed = false;                  // `merged` defines something `mine` does not
};

// Merges `theirs` (loaded from disk) into `mine` (the working content), both changed
// from `base` (the saved snapshot). `unsaved_renames` take base's ids to mine's, in
// order. The merged content keeps mine's directory, takes their bytes (sources) and
// their source locations, so a save patches their file and problems point at its lines.
ContentMerge merge_content(const Content& base, const Content& mine, const Content& theirs,
                           const std::vector<Rename>& unsaved_renames, ConflictPolicy policy);

// Definitions removed from `base` and added in `theirs` with the same fields: renames.
std::vector<Rename> renames_between(const Content& base, const Content& theirs);

// "actor 'orc' fighter.power: yours 4, on disk 5 (was 3)".
std::string to_string(const MergeConflict& conflict);

}  // namespace cf
