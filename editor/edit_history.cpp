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

HistoryStep* EditHistory::undo() {
    merging_ = false;
    if (done_.empty()) return nullptr;
    undone_.push_back(std::move(done_.back()));
    done_.pop_back();
    return &undone_.back();
}

HistoryStep* EditHistory::redo() {
    merging_ = false;
    if (undone_.empty()) return nullptr;
    done_.push_back(std::move(undone_.back()));
    undone_.pop_back();
    return &done_.back();
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
