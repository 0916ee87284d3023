#pragma once
// The save conflict dialog. A save found files another program changed since the
// editor loaded them; for each such file it asks: keep mine (theirs stays among the
// versions), take theirs (my edits of that file are given up, as an undoable step),
// keep both (mine is written, theirs kept as a version that is never pruned), or show
// both side by side first. Cancel saves nothing. Keys: M, T, B, S, Esc.
//
// And the versions window: the kept versions of each file (file_versions.hpp), each
// with "Restore".

#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/content/content_save.hpp"
#include "engine/content/file_versions.hpp"

namespace cf {

class SaveConflictDialog {
  public:
    // Asks about every conflict of `plan` (which must have one).
    void open(SavePlan plan);
    bool is_open() const { return plan_.has_value(); }
    // Draws the dialog while open. Returns the plan once every conflict has a choice
    // (the caller saves it); nullopt while asking or after Cancel.
    std::optional<SavePlan> draw();
    // Answers every conflict still undecided with `choice` (nullopt: Cancel) and closes;
    // returns the plan to save, as draw() does once all are decided.
    std::optional<SavePlan> answer(std::optional<ConflictChoice> choice);

    // A one-line account of the conflicts, for the log and stderr.
    static std::string describe(const SavePlan& plan);

  private:
    // Index of the first undecided conflict, or files.size().
    std::size_t next_undecided() const;
    void draw_side_by_side(const FileSave& file) const;
    // The choice asked for by a button or key this frame, or undecided.
    ConflictChoice ask(const FileSave& file);

    std::optional<SavePlan> plan_;
    bool side_by_side_ = false;
    bool cancelled_ = false;
};

// A content file whose kept versions the Versions window lists: the folder holding it
// (its versions are in that folder's .versions/), its name there, and how the editor
// names it ("actors/orcs.yaml", "mods/hard/actors/orcs.yaml" with several layers).
struct VersionedFile {
    std::string folder;
    std::string name;
    std::string shown;
};

// Every file of every layer `content` was loaded from, base first (the seven top files
// of its folder when it has no record of its files).
std::vector<VersionedFile> versioned_files(const Content& content);

// Lists the versions of every file of every layer of the content with a Restore button
// each, and restores the one clicked. The folders are read when the window opens, after
// a save (a new snapshot) and after a restore, not every frame.
struct VersionsWindow {
    bool open = false;
    std::string message;  // the last restore's outcome
    void draw(const Content& content);
    // The files listed (those with kept versions) as the window names them.
    std::vector<std::string> listed_files() const;

  private:
    void refresh(const Content& content);
    struct Listed {
        VersionedFile file;
        std::vector<FileVersion> versions;
    };
    std::vector<Listed> listed_;
    const void* seen_ = nullptr;  // the snapshot listed (its sources), or null: read again
};

// Marks, for each line of `a` and of `b`, whether it is outside their longest common
// subsequence of lines (the lines a side by side view highlights).
struct LineDiff {
    std::vector<std::string> a_lines, b_lines;
    std::vector<bool> a_changed, b_changed;
};
LineDiff diff_lines(const std::string& a, const std::string& b);

}  // namespace cf
