#include "editor/world_side.hpp"

#include <string>
#include <utility>
#include <variant>

namespace cf {

WorldSide::WorldSide(ContentDocument& document, EditorSession& session, StatusLine& status)
    : document_(document), session_(session), status_(status) {}

void WorldSide::game_started(const Game& game) {
    session_.game_replaced(document_, session_.renames_to_document(document_));
    branches_.clear();
    timeline.forget();
    said_moment_.reset();
    live_ = shown_ = &game;
}

const Game& WorldSide::begin_frame(const Game& live) {
    live_ = &live;
    timeline.sync(live);
    shown_ = &timeline.shown(live);
    say_moment();
    return *shown_;
}

void WorldSide::end_update(const Game& game) {
    live_ = &game;
    shown_ = &timeline.shown(game);
}

void WorldSide::say_moment() {
    const std::optional<std::size_t> at = timeline.shown_events();
    if (at == said_moment_) return;
    said_moment_ = at;
    const int turn = shown_->world().turn;
    status_.say(at ? "timeline: turn " + std::to_string(turn) + " shown (the past, read-only)"
                   : "timeline: back to the present, turn " + std::to_string(turn));
}

void WorldSide::edit_world(Game& game, EditRequests& asks) {
    for (WorldEditRequest& r : std::exchange(asks.world_edits, {})) {
        EventResult result;
        if (timeline.in_past()) {
            result.error = "the past is read-only: go back to the present to edit";
        } else {
            result = session_.edit_world(game, document_, r.label, r.edit);
        }
        if (r.done) r.done(result);
    }
}

void WorldSide::move_history(Game& game, EditRequests& asks, bool& live) {
    // Both requests are taken (cleared) every frame, whichever asked.
    const bool undo = std::exchange(asks.undo, false);
    const bool redo = std::exchange(asks.redo, false);
    if (timeline.in_past()) return;  // the past on screen is read-only
    if (undo) {
        if (const HistoryStep* step = session_.undo(game, document_, live)) {
            if (step->live_switched_on) live = false;
            status_.say("undid " + step->label);
        }
    }
    if (redo) {
        if (const HistoryStep* step = session_.redo(game, document_, live)) {
            if (step->live_switched_on) live = true;
            status_.say("redid " + step->label);
        }
    }
    // Live as the history left it is no switch of the designer's.
    if (undo || redo) live_mode_ = live;
}

void WorldSide::switch_live(Game& game, bool live) {
    const bool switched_on = live && !live_mode_;
    live_mode_ = live;
    if (!switched_on) return;
    status_.applied(session_.apply(game, document_, "Live on: apply the pending changes", true),
                    "the pending changes");
}

void WorldSide::take_spawn_action(Game& game, EditRequests& asks) {
    const SpawnAction action = std::exchange(asks.spawn_action, SpawnAction::none);
    if (action == SpawnAction::none) return;
    // The tables are the document's: they reach the game first, then the floor is rebuilt
    // with them (a regeneration is an event on the timeline like any other).
    status_.applied(session_.apply(game, document_, "Apply the spawn tables"), "the spawn tables");
    if (action == SpawnAction::regenerate_floor && !timeline.in_past()) game.regenerate_floor();
}

bool WorldSide::follow_branch(std::optional<Game>& slot) {
    const Timeline* before = timeline.timeline();
    if (!before) return false;
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
    if (!timeline.apply_branch_request(slot)) return false;
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
    status_.set("timeline: now playing " + timeline.branches().list()[now].name + " at turn " +
                std::to_string(slot->world().turn) + ".");
    return true;
}

}  // namespace cf
