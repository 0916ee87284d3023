#include "editor/edit_history.hpp"

#include <utility>

namespace cf {

void EditHistory::record(const std::string& label, const std::string& merge_key, ContentPtr before,
                         ContentPtr after, std::vector<Rename> renames) {
    undone_.clear();
    if (merging_ && !merge_key.empty() && !done_.empty() && done_.back().merge_key == merge_key) {
        done_.back().after = std::move(after);
        return;
    }
    done_.push_back({label, merge_key, std::move(before), std::move(after), std::move(renames)});
    merging_ = !merge_key.empty();
}

EditHistory::Move EditHistory::undo() {
    merging_ = false;
    if (done_.empty()) return {};
    undone_.push_back(std::move(done_.back()));
    done_.pop_back();
    return {undone_.back().before, reversed(undone_.back().renames)};
}

EditHistory::Move EditHistory::redo() {
    merging_ = false;
    if (undone_.empty()) return {};
    done_.push_back(std::move(undone_.back()));
    undone_.pop_back();
    return {done_.back().after, done_.back().renames};
}

void EditHistory::clear() {
    done_.clear();
    undone_.clear();
    merging_ = false;
}

}  // namespace cf
