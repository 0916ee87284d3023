#include "app/api/game_host.hpp"

namespace cf::api {

const Game* GameHost::shown() {
    if (past_) return &*past_;
    return live();
}

void GameHost::record(Step step) {
    present();
    redo_.clear();
    undo_.push_back(std::move(step));
}

EventResult GameHost::edit_world(const std::string& label, const WorldEdit& edit) {
    EventResult result;
    // Asked first, so a refused edit never reaches the log (as the editor does).
    result.error = slot_->refusal(edit);
    if (!result.error.empty()) return result;
    present();
    result = slot_->apply(edit);
    if (result.applied) record({label, result.inverse, nullptr});
    return result;
}

ContentOutcome GameHost::revise_content(const std::string& label, ContentPtr next) {
    ContentOutcome out;
    present();
    ContentPtr before = slot_->content_ptr();
    if (!saved_) saved_ = before;  // what the files hold, until a content.save writes
    out.report = slot_->apply_content(std::move(next), {}, label);
    out.applied = out.report.applied;
    if (!out.applied) {
        for (const std::string& why : out.report.refused)
            out.error += (out.error.empty() ? "" : "; ") + why;
        return out;
    }
    record({label, out.report.restore, std::move(before)});
    return out;
}

SaveAnswer GameHost::save_content(std::optional<ConflictChoice> choice) {
    SaveAnswer out;
    if (!slot_) {
        out.message = "no game runs";
        return out;
    }
    const ContentPtr now = slot_->content_ptr();
    if (!saved_) saved_ = now;  // no revision yet: the files hold what the game runs
    if (saved_->directory.empty()) {
        out.message = "the content was built in memory: it has no files to save to";
        return out;
    }
    SavePlan plan = plan_save(*saved_, *now, saved_->directory);
    if (!plan.refused.empty()) {
        out.message = "not saved: " + plan.refused;
        return out;
    }
    if (plan.files.empty()) {
        out.saved = true;
        out.message = "nothing to save: the files already hold the content";
        return out;
    }
    out.conflicts = answer_conflicts(plan, choice);
    if (!out.conflicts.empty()) {
        out.message =
            "not saved: another program changed files since they were loaded; "
            "save again with on_conflict keep_mine, take_theirs or keep_both";
        return out;
    }
    const SaveOutcome outcome = carry_out(plan);
    if (!outcome.ok) {
        out.message = "not saved: " + outcome.error;
        return out;
    }
    const ContentLoad reloaded = load_same_layers(*saved_, plan.directory);
    if (!reloaded.content) {
        out.message = "saved, but the files do not load now: " +
                      (reloaded.problems.empty() ? std::string("no content")
                                                 : to_string(reloaded.problems.front()));
        return out;
    }
    saved_ = reloaded.content;
    // The files now hold what the game runs (unless their files were taken, below).
    if (outcome.theirs.empty()) slot_->note_content_saved(now, content_layers(*reloaded.content));
    out.saved = true;
    for (const std::string& f : outcome.written)
        out.message += (out.message.empty() ? "" : ", ") + f;
    out.message = "saved " + (out.message.empty() ? std::string("no file") : out.message);
    if (!outcome.theirs.empty()) {
        // Their files stay as they wrote them: the game plays what the files now hold.
        const ContentOutcome took = revise_content("Took their files", reloaded.content);
        out.message += took.applied ? "; took their files" : "; their files: " + took.error;
    }
    return out;
}

std::string GameHost::move(std::vector<Step>& from, std::vector<Step>& to,
                           const std::string& prefix) {
    if (from.empty() || !slot_) return {};
    present();
    Step step = std::move(from.back());
    from.pop_back();
    Step back{step.label, {}, nullptr};
    if (step.content) {
        back.content = slot_->content_ptr();
        const ReloadReport report = slot_->apply_content(step.content, {}, prefix + step.label);
        if (!report.applied) return {};
        back.edit = report.restore;
    }
    if (!step.edit.empty()) {
        const EventResult result = slot_->apply(step.edit);
        if (!step.content) back.edit = result.inverse;
    }
    to.push_back(std::move(back));
    return step.label;
}

const Timeline* GameHost::timeline() {
    if (!slot_) return nullptr;
    if (!timeline_ || timeline_game_ != &*slot_ || !timeline_->sync(*slot_)) {
        timeline_.emplace(*slot_);
        timeline_game_ = &*slot_;
    }
    return &*timeline_;
}

void GameHost::seek(std::size_t events) {
    const Timeline* t = timeline();
    if (!t) return;
    if (events >= t->size()) return present();
    at_ = events;
    past_.emplace(timeline_->seek(events));
}

void GameHost::present() {
    at_.reset();
    past_.reset();
}

std::string GameHost::fork() {
    if (!timeline()) return {};
    const std::size_t events = at_.value_or(timeline_->size());
    Game branch = branches_.fork(std::move(*slot_), *timeline_, events);
    present();
    slot_.emplace(std::move(branch));
    timeline_.reset();
    // Steps of the old branch mean nothing to the new one.
    undo_.clear();
    redo_.clear();
    return branches_.list()[branches_.current()].name;
}

bool GameHost::request_screenshot(const PendingReply&, std::string& why) {
    why = "screenshot needs a window: this session runs with --headless";
    return false;
}

bool GameHost::ui_widgets(std::vector<UiWidget>&, std::string& why) {
    why = "ui.list needs a window: this session runs with --headless";
    return false;
}

bool GameHost::ui_act(const UiAction& action, const PendingReply&, std::string& why) {
    why = std::string(action.type ? "ui.type" : "ui.click") +
          " needs a window: this session runs with --headless";
    return false;
}

}  // namespace cf::api
