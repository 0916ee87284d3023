#include "editor/edit_history.hpp"

#include <utility>

namespace cf {

void EditHistory::record(HistoryStep step) {
    undone_.clear();
    const bool document_only = step.document && !step.game && !step.world;
    HistoryStep* open = last();
    if (merging_ && document_only && !step.merge_key.empty() && open && open->document &&
        !open->game && !open->world && open->merge_key == step.merge_key) {
        open->document->after = std::move(step.document->after);
        return;
    }
    merging_ = document_only && !step.merge_key.empty();
    done_.push_back(std::move(step));
}

namespace {

// Moves the newest step of `from` onto `to` and returns it there; null when `from` is empty.
HistoryStep* move_newest_step(std::vector<HistoryStep>& from, std::vector<HistoryStep>& to) {
    if (from.empty()) return nullptr;
    to.push_back(std::move(from.back()));
    from.pop_back();
    return &to.back();
}

}  // namespace

HistoryStep* EditHistory::undo() {
    merging_ = false;
    return move_newest_step(done_, undone_);
}

HistoryStep* EditHistory::redo() {
    merging_ = false;
    return move_newest_step(undone_, done_);
}

void EditHistory::clear() {
    done_.clear();
    undone_.clear();
    merging_ = false;
}

void EditHistory::forget_game() {
    for (std::vector<HistoryStep>* side : {&done_, &undone_}) {
        for (HistoryStep& step : *side) {
            step.followed = step.followed || (step.game && step.document);
            step.game.reset();
            step.world.reset();
            step.live_switched_on = false;
        }
        std::erase_if(*side, [](const HistoryStep& step) { return !step.document; });
    }
    merging_ = false;
}

}  // namespace cf
