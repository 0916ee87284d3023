#pragma once
// Opening a lab run in a window of its own (the Balance tab's Deaths list): the run is
// played again and written as a recording (what --record writes), and a second cryptforge
// process replays it in the editor layout with its Timeline at the turn asked for and a
// save file of its own, so the designer's game and save are never touched. The recording
// embeds the content the run was played with, so a run of an unsaved revision opens on
// that revision while the new window's editor edits the same layers on disk.

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/lab/run.hpp"

namespace cf {

// Where a run's files go: `folder`/seed-S.yaml (the recording) and seed-S.save.yaml (the
// new window's save). One pair per seed, replaced by the next opening of that seed.
struct RunWindowFiles {
    std::string recording;
    std::string save;
};
RunWindowFiles run_window_files(const std::string& folder, std::uint64_t seed);
// The folder beside the default save: <data folder>/cryptforge/runs.
std::string run_window_folder();

// The new window's arguments (after the program's name).
std::vector<std::string> run_window_arguments(const std::vector<std::string>& layers,
                                              const RunWindowFiles& files, int turn);

// Plays `seed` on `content` again and writes its recording (atomically, making `folder`);
// false and `error` when it cannot (or when the run does not die at `turn`, which would
// mean the lab's figures and this run disagree).
bool write_run_recording(const ContentPtr& content, std::uint64_t seed, int turn,
                         const RunOptions& options, const RunWindowFiles& files,
                         std::string& error);

// Leaves in `children` those still running; each that ended is reaped (no zombie is
// left behind a closed window). Never waits.
void reap_ended(std::vector<pid_t>& children);
// The windows started, so each is reaped when it closes.
class RunWindows {
  public:
    // Writes the run's recording and starts its window; the line for the log ("opened
    // seed 12 at turn 431 ...") or why it was not opened.
    std::string open(const ContentPtr& content, std::uint64_t seed, int turn,
                     const RunOptions& options, const std::vector<std::string>& layers);
    // Reaps the windows that were closed (never waits).
    void reap();

  private:
    std::vector<pid_t> children_;
};

}  // namespace cf
