#pragma once
// What must hold after every step of the random designer, whatever mix of playing,
// editing and outside writes came before:
//   - the recording of the run replays to a byte-identical dump of the live game;
//   - undo of a step gives back exactly the world and documents from before it, and
//     redo gives back the ones after it (the check-undo step); the message log says
//     what undo did, and the id counter never goes back (ids are never given twice);
//   - no entity leaves the floor by an edit, an outside change, undo or a save unless
//     the editor no longer defines it (its definition was deleted);
//   - with Live on, the game runs what the editor holds, unless the designer left
//     something waiting (an undone Apply, another branch) or the game cannot run it;
//   - every save on disk loads, and content saved is what the editor held (templates
//     too, every layer loaded);
//   - a save writes no override where a value was inherited and unchanged: a field a
//     definition made from a template writes after the save, and did not before, holds
//     a value other than its parent's;
//   - no outside edit is lost: a file another program wrote is still on disk, kept
//     among the versions, or was taken into the editor;
//   - the present after a trip into the past is the world it was before.
// Crashes and sanitizer reports are caught around the run (designer.cpp).

#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "tests/designer/rig.hpp"
#include "tests/designer/steps.hpp"

namespace cf::designer {

struct Failure {
    std::string invariant;  // which one: "recording", "undo", "entities", ...
    std::string detail;     // what differs, for people
};

// The state undo must give back.
struct Snapshot {
    World world;
    ContentPtr game_content;
    ContentPtr document;
};

class Invariants {
  public:
    // Remembers what the checks after `step` compare with.
    void before(const Rig& rig, const Step& step, Category category);
    // The first invariant `step` broke, if any.
    std::optional<Failure> after(Rig& rig, const Step& step, Category category);
    // check-undo: undoes the newest step and redoes it, comparing each side.
    std::optional<Failure> check_undo(Rig& rig);
    // Replays the run's recording from its text and compares the dumps.
    static std::optional<Failure> check_recording(const Rig& rig);

  private:
    std::optional<Failure> check_entities(const Rig& rig, Category category) const;
    std::optional<Failure> check_live(const Rig& rig) const;
    std::optional<Failure> check_saves(const Rig& rig, const Step& step);
    std::optional<Failure> check_trip(const Rig& rig, const Step& step, Category category);
    std::optional<Failure> check_overrides(const Rig& rig, const Content& loaded) const;

    Snapshot before_;
    std::size_t history_size_ = 0;
    std::string history_top_;
    std::vector<Rename> to_document_;  // the game's ids -> the editor's, before the step
    std::size_t rename_log_size_ = 0;
    bool undoing_world_ = false;  // the step is an undo or redo of a world edit
    // The newest step that made a history entry with nothing played since: for check-undo.
    std::optional<Snapshot> step_before_;
    std::optional<Snapshot> step_after_;
    std::string step_label_;
    // A trip into the past: the live world when it started, and whether anything changed
    // the live game on purpose since (an outside change, content taken).
    std::optional<World> trip_start_;
    bool trip_clean_ = true;
    std::optional<World> fork_expect_;  // the moment shown when a fork was asked for
    // Outside writes not taken into the editor, by file: they must survive a save.
    std::map<std::string, std::string> untaken_;
    std::size_t writes_seen_ = 0;
    // Before a save of the kin flavour: the fields each definition made from a template
    // wrote in the files (its own blocks, every layer), by "kind/id".
    std::map<std::string, std::vector<std::string>> own_before_;
};

}  // namespace cf::designer
