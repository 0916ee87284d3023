#include "editor/content_side.hpp"

#include <algorithm>
#include <utility>

#include "editor/save_conflict.hpp"
#include "engine/content/content_writer.hpp"

namespace cf {

ContentSide::ContentSide(ContentPtr loaded, std::string content_dir, StatusLine& status)
    : status_(status),
      document_(std::move(loaded), history_),
      content_dir_(std::move(content_dir)) {}

void ContentSide::answer_pending(Game& game, EditRequests& asks) {
    if (std::exchange(asks.apply, false)) {
        status_.applied(session_.apply(game, document_, "Apply the pending changes"),
                        "the pending changes");
    }
    if (std::exchange(asks.discard, false)) {
        session_.discard(game, document_);
        status_.set("Discarded the pending changes: the editor holds what the game runs.");
    }
}

void ContentSide::answer_held(Game& game, EditRequests& asks) {
    const OutsideChangeAnswer answer = std::exchange(asks.held_answer, OutsideChangeAnswer::none);
    if (answer == OutsideChangeAnswer::none || !held_) return;
    const HeldOutsideChange change = *std::exchange(held_, std::nullopt);
    if (answer == OutsideChangeAnswer::later) {
        status_.set("Left " + change.files +
                    " on disk as it is; your edits stay, and saving asks before it replaces it.");
        return;
    }
    take_change(game, change,
                answer == OutsideChangeAnswer::keep_mine ? ConflictPolicy::keep_mine
                                                         : ConflictPolicy::take_theirs);
}

void ContentSide::apply_live_edits(Game& game, bool held, bool live) {
    status_.applied(session_.apply_live_edits(game, document_, held, live), "the edit");
}

std::optional<SavePlan> ContentSide::save(Game& game, EditRequests& asks) {
    std::optional<SavePlan> ask;
    if (std::exchange(asks.save, false)) {
        SavePlan plan = document_.plan_save(content_dir_);
        if (plan.has_conflict() && document_.problems().empty()) {
            // Another program changed a file since it was loaded: nothing is written until
            // the designer answers.
            status_.set(SaveConflictDialog::describe(plan));
            ask = std::move(plan);
        } else {
            save_plan(game, plan);
        }
    }
    if (std::optional<SavePlan> decided = std::exchange(asks.decided_save, std::nullopt)) {
        if (std::optional<SavePlan> again = save_decided(game, *decided)) ask = std::move(again);
    }
    return ask;
}

std::optional<SavePlan> ContentSide::save_decided(Game& game, const SavePlan& decided) {
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
        status_.set(SaveConflictDialog::describe(plan));
        return plan;
    }
    save_plan(game, plan);
    return std::nullopt;
}

ContentSide::OutsideSave ContentSide::save_for(Game& game, std::optional<ConflictChoice> choice) {
    OutsideSave out;
    SavePlan plan = document_.plan_save(content_dir_);
    out.conflicts = answer_conflicts(plan, choice);
    if (!out.conflicts.empty()) {
        out.status = "Not saved: " + SaveConflictDialog::describe(plan);
        return out;
    }
    save_plan(game, plan);
    out.saved = !document_.dirty();
    out.status = status_.text();
    return out;
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

void ContentSide::save_plan(Game& game, const SavePlan& plan) {
    const bool followed = !session_.pending(game, document_);
    std::string error;
    if (plan.files.empty() && plan.refused.empty() && document_.problems().empty()) {
        status_.set("Nothing to save: the files already hold the content.");
    } else if (document_.save(plan, error)) {
        const bool layered = std::any_of(plan.files.begin(), plan.files.end(),
                                         [](const FileSave& f) { return !f.layer.empty(); });
        status_.set(
            (layered ? "Saved the content: " : "Saved the content to " + content_dir_ + ": ") +
            saved_files_text(plan) + ".");
        held_.reset();  // the save answered for the files on disk
        status_.applied(session_.after_save(game, document_, followed), "their files");
        // The files hold what the game runs: a save of the game records them as written.
        if (same_definitions_and_templates(game.content(), document_.saved()))
            game.note_content_saved(game.content_ptr(), content_layers(document_.saved()));
    } else {
        status_.set("Not saved: " + error);
    }
}

void ContentSide::receive_outside_change(Game& game, ContentPtr disk, const std::string& files,
                                         bool recovered, bool ask, const std::string& timing) {
    disk_problems_.clear();
    HeldOutsideChange change;
    change.disk = std::move(disk);
    change.files = files;
    change.recovered = recovered;
    change.merge = merge_content(document_.saved(), document_.content(), *change.disk,
                                 document_.unsaved_renames(), ConflictPolicy::keep_mine);
    if (change.merge.conflicts.empty() && !(ask && change.merge.changed)) {
        held_.reset();
        take_change(game, change, ConflictPolicy::keep_mine, timing);
        return;
    }
    const std::string line =
        change.merge.conflicts.empty()
            ? files + " changed on disk: Apply or Discard it in \"Outside change\"."
            : files + " changed on disk where you have unsaved edits (" +
                  std::to_string(change.merge.conflicts.size()) +
                  " conflicting): choose in \"Outside change\".";
    held_ = std::move(change);
    status_.set(line);
}

void ContentSide::take_change(Game& game, const HeldOutsideChange& change, ConflictPolicy policy,
                              const std::string& timing) {
    // Read again: the document may have changed since the change was held.
    const ContentMerge merge = merge_content(document_.saved(), document_.content(), *change.disk,
                                             document_.unsaved_renames(), policy);
    const std::string files = change.files + (change.recovered ? " (content is valid again)" : "");
    const std::optional<ReloadReport> report =
        session_.take_disk_change(game, document_, change.disk, merge, files);
    std::string line;
    if (report && report->applied) {
        line = (change.recovered ? "Content is valid again: applied " : "Reloaded ") +
               change.files + timing + ": " + summary(*report) + ".";
    } else if (report) {
        line = "Took " + change.files +
               " into the edits; the game refused it: " + report->refused.front();
    } else if (merge.changed) {
        line = "Took " + change.files +
               " into the edits; it waits in Pending changes with your other edits.";
    } else {
        line = (change.recovered ? "Content is valid again: " : "") + change.files +
               " define what the editor already holds.";
    }
    if (!merge.conflicts.empty()) {
        line += " " + std::to_string(merge.conflicts.size()) + " conflicting field(s): " +
                (policy == ConflictPolicy::keep_mine ? "yours kept." : "theirs taken.");
    }
    status_.set(std::move(line));
}

void ContentSide::disk_problems(std::vector<Problem> problems, const std::string& files) {
    disk_problems_ = std::move(problems);
    status_.set(files + ": " + count_problems(count_causes(disk_problems_)) +
                "; the game keeps the last good content.");
    // Each problem counted above too, so a terminal or script sees where (the panel shows
    // the same, with the knock-on problems folded under their cause).
    for (const Problem& problem : disk_problems_)
        if (problem.cause < 0) status_.say(to_string(problem));
}

ContentStatus ContentSide::status() const {
    return make_content_status(disk_problems_, document_.problems(), status_.text());
}

const ReloadPreview* ContentSide::pending_preview(const Game& live, bool live_on) {
    if (!session_.pending(live, document_) || !document_.problems().empty()) return nullptr;
    // With Live on an edit is on its way (this frame's, one still being dragged, one made
    // in the past); what the designer left waiting (another branch, an undone Apply) or
    // the game refuses waits in the window for Apply.
    const std::vector<Rename> renames = session_.renames_to_document(document_);
    if (live_on && !session_.waiting_by_choice() &&
        rebase_refusals(live.world(), document_.content(), renames).empty()) {
        return nullptr;
    }
    if (pending_.revision != document_.revision() || pending_.log_size != live.log().size()) {
        pending_.preview = preview_reload(live, document_.content(), renames);
        pending_.revision = document_.revision();
        pending_.log_size = live.log().size();
    }
    return &pending_.preview;
}

HeldOutsideChange* ContentSide::held_preview(const Game& live) {
    if (!held_) return nullptr;
    HeldOutsideChange& held = *held_;
    if (held.log_size != live.log().size() || held.preview.definitions.empty()) {
        std::vector<Rename> renames = session_.renames_to_document(document_);
        renames.insert(renames.end(), held.merge.disk_renames.begin(),
                       held.merge.disk_renames.end());
        held.preview = preview_reload(live, *held.merge.merged, renames);
        held.log_size = live.log().size();
    }
    return &held;
}

}  // namespace cf
