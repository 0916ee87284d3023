#include "editor/editor.hpp"

#include <algorithm>
#include <utility>

namespace cf {

Editor::Editor(ContentPtr loaded, std::string content_dir)
    : document_(std::move(loaded), history_), content_dir_(std::move(content_dir)) {}

void Editor::game_started(const Game& game) {
    session_.game_replaced(document_, session_.renames_to_document(document_));
    branches_.clear();
    timeline.forget();
    said_moment_.reset();
    inspector.selected = kNoEntity;
    inspector.forget_history();
    live_ = shown_ = &game;
}

const Game& Editor::begin_frame(const Game& live) {
    live_ = &live;
    timeline.sync(live);
    shown_ = &timeline.shown(live);
    inspector.read_only = timeline.in_past();
    inspector.run = &live;
    inspector.shown_events = timeline.shown_events();
    say_moment();
    return *shown_;
}

void Editor::say_moment() {
    const std::optional<std::size_t> at = timeline.shown_events();
    if (at == said_moment_) return;
    said_moment_ = at;
    const int turn = shown_->world().turn;
    say(at ? "timeline: turn " + std::to_string(turn) + " shown (the past, read-only)"
           : "timeline: back to the present, turn " + std::to_string(turn));
}

EditorUpdate Editor::update(std::optional<Game>& slot, bool widget_held) {
    EditorUpdate out;
    if (!slot) return out;
    Game& game = *slot;
    const Content* running = &game.content();
    run_world_edits(game);
    run_history_moves(game);
    run_live_switch(game);
    run_pending_answer(game);
    run_held_answer(game);
    run_spawn_action(game);
    run_save(game);
    run_file_action();
    // While the past is shown a Live edit waits: the present changes when the designer
    // is back to see it.
    applied(
        session_.apply_live_edits(game, document_, widget_held || in_past(), content_editor.live),
        "the edit");
    run_branch_request(slot, out);
    out.content_applied = !out.game_replaced && &slot->content() != running;
    live_ = &*slot;
    shown_ = &timeline.shown(*slot);
    return out;
}

void Editor::run_world_edits(Game& game) {
    for (WorldEditRequest& r : std::exchange(requests_.world_edits, {})) {
        EventResult result;
        if (timeline.in_past()) {
            result.error = "the past is read-only: go back to the present to edit";
        } else {
            result = session_.edit_world(game, document_, r.label, r.edit);
        }
        if (r.done) r.done(result);
    }
}

void Editor::run_history_moves(Game& game) {
    // Both requests are taken (cleared) every frame, whichever asked.
    const bool undo_asked = std::exchange(requests_.undo, false);
    const bool undo = std::exchange(content_editor.undo_requested, false) || undo_asked;
    const bool redo_asked = std::exchange(requests_.redo, false);
    const bool redo = std::exchange(content_editor.redo_requested, false) || redo_asked;
    if (timeline.in_past()) return;  // the past on screen is read-only
    if (undo) {
        if (const HistoryStep* step = session_.undo(game, document_, content_editor.live)) {
            if (step->live_switched_on) content_editor.live = false;
            say("undid " + step->label);
        }
    }
    if (redo) {
        if (const HistoryStep* step = session_.redo(game, document_, content_editor.live)) {
            if (step->live_switched_on) content_editor.live = true;
            say("redid " + step->label);
        }
    }
    // Live as the history left it is no switch of the designer's.
    if (undo || redo) live_mode_ = content_editor.live;
}

void Editor::run_live_switch(Game& game) {
    const bool switched_on = content_editor.live && !live_mode_;
    live_mode_ = content_editor.live;
    if (!switched_on) return;
    applied(session_.apply(game, document_, "Live on: apply the pending changes", true),
            "the pending changes");
}

void Editor::run_pending_answer(Game& game) {
    if (std::exchange(pending_.apply, false)) {
        applied(session_.apply(game, document_, "Apply the pending changes"),
                "the pending changes");
    }
    if (std::exchange(pending_.discard, false)) {
        session_.discard(game, document_);
        status_ = "Discarded the pending changes: the editor holds what the game runs.";
        say(status_);
    }
}

void Editor::run_held_answer(Game& game) {
    const OutsideChangeAnswer answer = std::exchange(held_answer_, OutsideChangeAnswer::none);
    if (answer == OutsideChangeAnswer::none || !held_) return;
    const HeldOutsideChange change = *std::exchange(held_, std::nullopt);
    if (answer == OutsideChangeAnswer::later) {
        status_ = "Left " + change.files +
                  " on disk as it is; your edits stay, and saving asks before it replaces it.";
        say(status_);
        return;
    }
    take_change(game, change,
                answer == OutsideChangeAnswer::keep_mine ? ConflictPolicy::keep_mine
                                                         : ConflictPolicy::take_theirs);
}

void Editor::run_spawn_action(Game& game) {
    const SpawnAction action = std::exchange(spawn_action_, SpawnAction::none);
    if (action == SpawnAction::none) return;
    // The tables are the document's: they reach the game first, then the floor is rebuilt
    // with them (a regeneration is an event on the timeline like any other).
    applied(session_.apply(game, document_, "Apply the spawn tables"), "the spawn tables");
    if (action == SpawnAction::regenerate_floor && !timeline.in_past()) game.regenerate_floor();
}

void Editor::run_save(Game& game) {
    if (std::exchange(content_editor.save_requested, false)) {
        SavePlan plan = document_.plan_save(content_dir_);
        if (plan.has_conflict() && document_.problems().empty()) {
            // Another program changed a file since it was loaded: nothing is written until
            // the designer answers.
            status_ = SaveConflictDialog::describe(plan);
            say(status_);
            save_conflict.open(std::move(plan));
        } else {
            save_plan(game, plan);
        }
    }
    if (std::optional<SavePlan> decided = std::exchange(decided_save_, std::nullopt))
        save_decided(game, *decided);
}

void Editor::save_decided(Game& game, const SavePlan& decided) {
    // Planned again: the content or the files may have changed while the dialog asked.
    // An answer holds for a file whose bytes on disk are still the ones it was about.
    SavePlan plan = document_.plan_save(content_dir_);
    for (FileSave& file : plan.files) {
        for (const FileSave& answered : decided.files) {
            if (answered.file == file.file && answered.disk == file.disk)
                file.choice = answered.choice;
        }
    }
    if (plan.undecided()) {
        status_ = SaveConflictDialog::describe(plan);
        say(status_);
        save_conflict.open(std::move(plan));
        return;
    }
    save_plan(game, plan);
}

Editor::OutsideSave Editor::save_for(Game& game, std::optional<ConflictChoice> choice) {
    OutsideSave out;
    SavePlan plan = document_.plan_save(content_dir_);
    out.conflicts = answer_conflicts(plan, choice);
    if (!out.conflicts.empty()) {
        out.status = "Not saved: " + SaveConflictDialog::describe(plan);
        return out;
    }
    save_plan(game, plan);
    out.saved = !document_.dirty();
    out.status = status_;
    return out;
}

bool Editor::save_now(Game& game) {
    content_editor.save_requested = true;
    run_save(game);
    return !document_.dirty();
}

namespace {

// "mods/hard/actors.yaml (layer mods/hard), ..." for the status line: the files a save
// writes, with their layer when there are several.
std::string saved_files_text(const SavePlan& plan) {
    std::string out;
    for (const FileSave& f : plan.files) {
        if (f.conflict() && f.choice == ConflictChoice::take_theirs) continue;
        if (!out.empty()) out += ", ";
        out += f.file;
        if (!f.layer.empty()) out += " (layer " + f.layer + ")";
    }
    return out.empty() ? "no file" : out;
}

}  // namespace

void Editor::save_plan(Game& game, const SavePlan& plan) {
    const bool followed = !session_.pending(game, document_);
    std::string error;
    if (plan.files.empty() && plan.refused.empty() && document_.problems().empty()) {
        status_ = "Nothing to save: the files already hold the content.";
    } else if (document_.save(plan, error)) {
        const bool layered = std::any_of(plan.files.begin(), plan.files.end(),
                                         [](const FileSave& f) { return !f.layer.empty(); });
        status_ =
            (layered ? "Saved the content: " : "Saved the content to " + content_dir_ + ": ") +
            saved_files_text(plan) + ".";
        held_.reset();  // the save answered for the files on disk
        applied(session_.after_save(game, document_, followed), "their files");
    } else {
        status_ = "Not saved: " + error;
    }
    say(status_);
}

void Editor::run_branch_request(std::optional<Game>& slot, EditorUpdate& out) {
    const Timeline* before = timeline.timeline();
    if (!before) return;
    const std::size_t left = timeline.branches().current();
    // What the game's ids become on the way to the document's, for the branch left and
    // for a fork (its content is the moment's: the renames made since follow).
    BranchRenames leaving{session_.renames_to_document(document_), document_.rename_log().size()};
    std::vector<Rename> fork_renames;
    for (std::size_t n = timeline.shown_events().value_or(before->size()); n < before->size();
         ++n) {
        if (const auto* revision = std::get_if<ContentRevision>(&before->log()[n])) {
            fork_renames.insert(fork_renames.end(), revision->renames.begin(),
                                revision->renames.end());
        }
    }
    fork_renames.insert(fork_renames.end(), leaving.to_document.begin(), leaving.to_document.end());
    const std::size_t count = timeline.branches().list().size();
    if (!timeline.apply_branch_request(slot)) return;
    branches_[left] = leaving;
    const std::size_t now = timeline.branches().current();
    std::vector<Rename> renames = fork_renames;
    if (timeline.branches().list().size() == count) {  // a switch, not a fork
        const BranchRenames& kept = branches_[now];
        renames = kept.to_document;
        const std::vector<Rename>& log = document_.rename_log();
        renames.insert(renames.end(), log.begin() + static_cast<std::ptrdiff_t>(kept.log_size),
                       log.end());
    }
    session_.game_replaced(document_, std::move(renames));
    inspector.forget_history();
    out.game_replaced = true;
    status_ = "timeline: now playing " + timeline.branches().list()[now].name + " at turn " +
              std::to_string(slot->world().turn) + ".";
    say(status_);
}

void Editor::receive_outside_change(Game& game, ContentPtr disk, const std::string& files,
                                    bool recovered, const std::string& timing) {
    disk_problems_.clear();
    HeldOutsideChange change;
    change.disk = std::move(disk);
    change.files = files;
    change.recovered = recovered;
    change.merge = merge_content(document_.saved(), document_.content(), *change.disk,
                                 document_.unsaved_renames(), ConflictPolicy::keep_mine);
    const bool ask = content_editor.ask_before_applying && change.merge.changed;
    if (change.merge.conflicts.empty() && !ask) {
        held_.reset();
        take_change(game, change, ConflictPolicy::keep_mine, timing);
        return;
    }
    status_ = change.merge.conflicts.empty()
                  ? files + " changed on disk: Apply or Discard it in \"Outside change\"."
                  : files + " changed on disk where you have unsaved edits (" +
                        std::to_string(change.merge.conflicts.size()) +
                        " conflicting): choose in \"Outside change\".";
    held_ = std::move(change);
    say(status_);
}

void Editor::take_change(Game& game, const HeldOutsideChange& change, ConflictPolicy policy,
                         const std::string& timing) {
    // Read again: the document may have changed since the change was held.
    const ContentMerge merge = merge_content(document_.saved(), document_.content(), *change.disk,
                                             document_.unsaved_renames(), policy);
    const std::string files = change.files + (change.recovered ? " (content is valid again)" : "");
    const std::optional<ReloadReport> report =
        session_.take_disk_change(game, document_, change.disk, merge, files);
    if (report && report->applied) {
        status_ = (change.recovered ? "Content is valid again: applied " : "Reloaded ") +
                  change.files + timing + ": " + summary(*report) + ".";
    } else if (report) {
        status_ = "Took " + change.files +
                  " into the edits; the game refused it: " + report->refused.front();
    } else if (merge.changed) {
        status_ = "Took " + change.files +
                  " into the edits; it waits in Pending changes with your other edits.";
    } else {
        status_ = (change.recovered ? "Content is valid again: " : "") + change.files +
                  " define what the editor already holds.";
    }
    if (!merge.conflicts.empty()) {
        status_ += " " + std::to_string(merge.conflicts.size()) + " conflicting field(s): " +
                   (policy == ConflictPolicy::keep_mine ? "yours kept." : "theirs taken.");
    }
    say(status_);
}

void Editor::disk_problems(std::vector<Problem> problems, const std::string& files) {
    disk_problems_ = std::move(problems);
    status_ = files + ": " + count_problems(count_causes(disk_problems_)) +
              "; the game keeps the last good content.";
    say(status_);
    // Each problem counted above too, so a terminal or script sees where (the panel shows
    // the same, with the knock-on problems folded under their cause).
    for (const Problem& problem : disk_problems_)
        if (problem.cause < 0) say(to_string(problem));
}

ContentStatus Editor::status() const {
    return make_content_status(disk_problems_, document_.problems(), status_);
}

void Editor::say(const std::string& line) { notices_.push_back(line); }

void Editor::applied(const std::optional<ReloadReport>& report, const std::string& what) {
    if (!report) return;
    status_ = report->applied ? "Applied " + what + ": " + summary(*report) + "."
                              : "Not applied: " + report->refused.front();
    say(status_);
}

}  // namespace cf
