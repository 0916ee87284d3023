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
