#pragma once
// Saving edited content without losing anyone's work. A save is planned first: the
// files the edits change (edited_files), each with the bytes the editor loaded and the
// bytes on disk now. A file another program changed since it was loaded is a conflict,
// and nothing is written until every conflict has a choice; then the plan is carried
// out, keeping each overwritten file as a version (file_versions.hpp).

#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/content/layered_save.hpp"
#include "engine/content/rename.hpp"

namespace cf {

enum class ConflictChoice {
    undecided,
    keep_mine,    // write mine over theirs (theirs stays among the versions)
    take_theirs,  // leave theirs on disk; my edits of this file are given up
    keep_both,    // write mine and keep theirs as a "theirs" version, never pruned
};

struct FileSave {
    std::string file;                   // "actors.yaml", "actors/orcs.yaml": relative to its folder
    std::string directory;              // its layer's folder ("": the plan's directory)
    std::string layer;                  // its layer's name when there are several, else ""
    std::string mine;                   // the text to write
    std::optional<std::string> loaded;  // what the editor loaded (nullopt: no such file)
    std::optional<std::string> disk;    // what is on disk now (nullopt: no such file)
    std::string unreadable;  // why what is on disk cannot be read (a FIFO, too large); the
                             // save is then refused, since it could not be kept as a version
    ConflictChoice choice = ConflictChoice::undecided;

    // Someone else changed the file since it was loaded.
    bool conflict() const { return disk != loaded; }
    // The file as problems and the status line name it: "mods/hard/actors.yaml" with
    // several layers, else `file`.
    std::string shown() const { return layer.empty() ? file : layer + "/" + file; }
};

struct SavePlan {
    std::string directory;
    std::vector<FileSave> files;  // only files the edits change, by name
    std::string refused;          // why the edits cannot be written at all ("" when they can)

    bool has_conflict() const;
    // A conflict without a choice: carrying out the plan would have to guess.
    bool undecided() const;
};

// The files `next` changes relative to `base` (the snapshot the editor loaded, whose
// Content::sources are the bytes it read), and what `directory` holds of each now.
// `renames` take base's ids to next's (edited_files renames those keys in place).
// Content loaded from several layers or files other than the seven at the top of its
// folder, saved to its base folder, is saved by layered_edit into `target`'s layer.
SavePlan plan_save(const Content& base, const Content& next, const std::string& directory,
                   const std::vector<Rename>& renames = {}, const WriteTarget& target = {});

// The save of `text` as the file `path` of layer `layer` of `base` (which has provenance):
// its folder, its layer's name, what was loaded of it and what is on disk now.
FileSave layer_file_save(const Content& base, int layer, const std::string& path, std::string text);

// Gives every conflicting file of `plan` the answer `choice`; without one, returns the
// files that conflict (FileSave::shown()), unanswered, for the caller to ask about.
std::vector<std::string> answer_conflicts(SavePlan& plan, std::optional<ConflictChoice> choice);

struct SaveOutcome {
    bool ok = false;
    std::string error;                 // why not, when !ok (nothing after it was written)
    std::vector<std::string> written;  // files now holding mine (FileSave::shown())
    std::vector<std::string> theirs;   // files left as the other program wrote them
    std::vector<std::string> kept;     // versions kept of their text ("keep both")
};

// Writes the plan: refuses (writing nothing) while undecided(), when a file on disk
// cannot be read, or when a file would be larger than the loader reads; every file
// written is first kept as a version when it exists; then each is written (write_file).
SaveOutcome carry_out(const SavePlan& plan);

}  // namespace cf
