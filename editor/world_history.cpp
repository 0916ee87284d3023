#include "editor/world_history.hpp"

namespace cf {

void WorldHistory::edit(Game& game, const std::string& label, const std::string& merge_key,
                        const std::function<void(World&)>& change) {
    World before = game.world();
    change(game.mutable_world());
    game.refresh_fov();
    undone_.clear();
    if (merging_ && !merge_key.empty() && !done_.empty() && done_.back().merge_key == merge_key) {
        done_.back().after = game.world();
        return;
    }
    done_.push_back({label, merge_key, std::move(before), game.world()});
    merging_ = !merge_key.empty();
}

bool WorldHistory::undo(Game& game) {
    if (done_.empty()) return false;
    Step step = std::move(done_.back());
    done_.pop_back();
    game.mutable_world() = step.before;
    game.mutable_world().map.bind(game.content());  // the snapshot may predate a reload
    game.refresh_fov();
    undone_.push_back(std::move(step));
    merging_ = false;
    return true;
}

bool WorldHistory::redo(Game& game) {
    if (undone_.empty()) return false;
    Step step = std::move(undone_.back());
    undone_.pop_back();
    game.mutable_world() = step.after;
    game.mutable_world().map.bind(game.content());
    game.refresh_fov();
    done_.push_back(std::move(step));
    merging_ = false;
    return true;
}

void WorldHistory::clear() {
    done_.clear();
    undone_.clear();
    merging_ = false;
}

}  // namespace cf
