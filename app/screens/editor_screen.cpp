#include "app/screens/editor_screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <utility>

#include "app/ui/dialogs.hpp"
#include "engine/live/reload_preview.hpp"
#include "engine/rules/content_reload.hpp"

namespace cf {

namespace {

double now_ms() {
    using namespace std::chrono;
    return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace

void EditorScreen::open(const Bootstrap& boot) {
    content_dir_ = boot.content_dir;
    document_.emplace(boot.content);
    reloader_.emplace(boot.loader ? boot.loader : std::make_shared<ContentLoader>(boot.layers));
    // On stderr, as every reload outcome below: a terminal (or a test) sees what the
    // window's status line says, and knows from here on that file changes are seen.
    std::string folders;
    for (const std::string& layer : boot.layers) folders += (folders.empty() ? "" : ", ") + layer;
    std::cerr << "cryptforge: watching " << folders << " for content changes\n";
}

void EditorScreen::game_started() {
    layout_.session.clear(*document_);
    layout_.inspector.selected = kNoEntity;
}

void EditorScreen::draw(GameSession& session, GameView& view, TileRenderer& renderer,
                        const ViewOverlay& overlay) {
    Game& game = session.game();
    layout_.performance.last_turn_ms = session.last_turn_ms();
    EditorFrame f{game,
                  renderer,
                  view,
                  *document_,
                  overlay,
                  make_content_status(reloader_ ? reloader_->problems() : std::vector<Problem>{},
                                      document_->problems(), status_)};
    const SpawnAction action = layout_.draw(f);
    if (action != SpawnAction::none) {
        // The tables are the document's: they reach the game first, then the floor is
        // rebuilt with them (a regeneration is an event on the timeline like any other).
        sync_document(session, true);
        if (action == SpawnAction::regenerate_floor) game.regenerate_floor();
    }
    if (layout_.apply_requested) sync_document(session, true);
    layout_.apply_requested = false;
    if (!layout_.timeline.in_past()) {  // the past on screen is read-only
        if (layout_.content_editor.undo_requested) layout_.session.undo(game, *document_);
        if (layout_.content_editor.redo_requested) layout_.session.redo(game, *document_);
    }
    layout_.content_editor.undo_requested = layout_.content_editor.redo_requested = false;
    if (layout_.timeline.apply_branch_request(session.game_slot())) {
        // Another branch is the game now: its history is not this one's.
        layout_.session.clear(*document_);
        layout_.inspector.forget_history();
    }
}

bool EditorScreen::update_timeline(const FrameInput& input) {
    const std::optional<Action> key = input.action(kScopePlay);
    if (key == Action::time_back) layout_.timeline.step_back();
    if (key == Action::time_forward) layout_.timeline.step_forward();
    return layout_.timeline.in_past();
}

bool EditorScreen::handle_action(Action action, GameSession& session) {
    if (!session.has_game() || !document_) return false;
    switch (action) {
        case Action::save_content:
            layout_.content_editor.save_requested = true;
            return true;
        case Action::undo:
        case Action::redo:
            // The past on screen is read-only; undo would change the present behind it.
            if (layout_.timeline.in_past()) return true;
            if (action == Action::undo) {
                layout_.session.undo(session.game(), *document_);
            } else {
                layout_.session.redo(session.game(), *document_);
            }
            return true;
        default:
            return false;
    }
}

void EditorScreen::sync_document(GameSession& session, bool force) {
    if (!session.has_game() || !document_) return;
    const double start = now_ms();
    const bool held = !force && ImGui::IsAnyItemActive();
    const auto report = layout_.session.sync(session.game(), *document_, held,
                                             force || layout_.content_editor.live);
    if (!report) return;
    if (!report->applied) {
        status_ = "Not applied: " + report->refused.front();
        return;
    }
    session.boot().content = session.game().content_ptr();
    layout_.performance.last_reload_ms = static_cast<float>(now_ms() - start);
    status_ = "Applied the edit: " + summary(*report) + ".";
    session.save_now();  // the open save follows the new content (renamed ids above all)
}

void EditorScreen::save_document() {
    layout_.content_editor.save_requested = false;
    SavePlan plan = document_->plan_save(content_dir_);
    if (plan.has_conflict() && document_->problems().empty()) {
        // Another program changed a file since it was loaded: nothing is written until
        // the user answers.
        status_ = SaveConflictDialog::describe(plan);
        std::cerr << "cryptforge: " << status_ << "\n";
        layout_.save_conflict.open(std::move(plan));
        return;
    }
    save_plan(plan);
}

void EditorScreen::save_plan(const SavePlan& plan) {
    std::string error;
    if (plan.files.empty() && document_->problems().empty()) {
        status_ = "Nothing to save: the files already hold the content.";
    } else if (document_->save(plan, error)) {
        status_ = "Saved the content to " + content_dir_ + ".";
    } else {
        status_ = "Not saved: " + error;
    }
    std::cerr << "cryptforge: " << status_ << "\n";
}

bool EditorScreen::poll(GameSession& session) {
    if (reloader_ && session.has_game() && !pending_reload_) {
        pending_reload_ = reloader_->update(session.game(), HotReloader::Clock::now());
    }
    return pending_reload_.has_value();
}

void EditorScreen::update_content(GameSession& session) {
    if (reloader_) reloader_->set_ask_before_applying(layout_.content_editor.ask_before_applying);
    poll(session);
    if (const std::optional<HotReloadEvent> ev = std::exchange(pending_reload_, std::nullopt)) {
        if (!ev->unchanged) reload_written_ = ev->written;
        std::string files;
        for (const std::string& f : ev->files) files += (files.empty() ? "" : ", ") + f;
        char latency[32];
        std::snprintf(latency, sizeof latency, "%.1f ms", ev->latency_ms);
        Game& game = session.game();
        if (ev->proposed) {
            layout_.outside_change =
                OutsideChange{ev->proposed, files, ev->recovered,
                              preview_reload(game, *ev->proposed, {}), game.log().size()};
            status_ = files + " changed on disk: Apply or Discard it in \"Outside change\".";
        } else if (ev->applied) {
            layout_.performance.last_reload_ms = static_cast<float>(ev->latency_ms);
            session.boot().content = game.content_ptr();
            status_ = (ev->recovered ? "Content is valid again: applied " : "Reloaded ") + files +
                      " in " + latency + " (file change seen -> applied).";
            if (!document_->dirty()) {
                // A step of the one history, labelled with the files: undo goes back past it.
                layout_.session.outside_change(game, *document_, "outside change: " + files,
                                               ev->report.restore);
            } else {
                status_ +=
                    " Your unsaved edits are kept; saving asks before it replaces a changed file.";
            }
        } else if (ev->recovered) {
            status_ = "Content is valid again: " + files + " define what the game already runs.";
        } else if (!ev->problems.empty()) {
            status_ = files + ": " + count_problems(count_causes(ev->problems)) +
                      "; the game keeps the last good content.";
        }
        // On stderr too: a terminal (or a test) sees what the window's status line says.
        std::cerr << "cryptforge: " << status_ << "\n";
    }
    answer_outside_change(session);
    sync_document(session, false);
    if (layout_.content_editor.save_requested) save_document();
    if (std::optional<SavePlan> decided = std::exchange(layout_.decided_save, std::nullopt))
        save_plan(*decided);
}

void EditorScreen::answer_outside_change(GameSession& session) {
    const auto choice = std::exchange(layout_.outside_choice, ReloadPreviewPanel::Choice::none);
    if (choice == ReloadPreviewPanel::Choice::none || !layout_.outside_change) return;
    const OutsideChange change = *std::exchange(layout_.outside_change, std::nullopt);
    if (choice == ReloadPreviewPanel::Choice::discard) {
        status_ = "Discarded the change of " + change.files +
                  "; the game keeps its content (saving asks before it "
                  "replaces the changed file).";
        return;
    }
    Game& game = session.game();
    const ContentReload reload =
        apply_snapshot(game, change.content, {},
                       change.files + (change.recovered ? " (content is valid again)" : ""));
    if (!reload.applied) {
        status_ = "Not applied: " + (reload.problems.empty() ? std::string("refused")
                                                             : reload.problems.front().message);
        return;
    }
    session.boot().content = game.content_ptr();
    status_ = (change.recovered ? "Content is valid again: applied " : "Applied ") + change.files +
              ": " + summary(reload.report) + ".";
    if (!document_->dirty()) {
        layout_.session.outside_change(game, *document_, "outside change: " + change.files,
                                       reload.report.restore);
    }
}

double EditorScreen::idle_wait_seconds(double longest) const {
    const auto deadline = reloader_ ? reloader_->next_deadline() : std::nullopt;
    if (!deadline) return longest;
    const double until =
        std::chrono::duration<double>(*deadline - HotReloader::Clock::now()).count();
    return std::clamp(until + 0.001, 0.001, longest);  // GLFW wants a positive timeout
}

void EditorScreen::report_reload_latency() {
    if (!reload_written_) return;
    const auto since = std::filesystem::file_time_type::clock::now() -
                       *std::exchange(reload_written_, std::nullopt);
    const double ms = std::chrono::duration<double, std::milli>(since).count();
    layout_.performance.write_to_screen_ms = static_cast<float>(ms);
    std::fprintf(stderr, "reload latency: %.1f ms (file written -> first frame showing it)\n", ms);
}

bool EditorScreen::may_quit(bool scripted) {
    if (!document_ || !document_->dirty() || scripted || discarded_) return true;
    asking_quit_ = true;
    return false;
}

bool EditorScreen::draw_quit_dialog(const FrameInput& input) {
    switch (draw_unsaved_content_dialog(input)) {
        case UnsavedChoice::none:
            return false;
        case UnsavedChoice::save:
            save_document();
            asking_quit_ = false;
            return !document_->dirty();  // stay when the save failed
        case UnsavedChoice::discard:
            asking_quit_ = false;
            discarded_ = true;  // nothing left to ask about
            return true;
        case UnsavedChoice::cancel:
            asking_quit_ = false;
            return false;
    }
    return false;
}

}  // namespace cf
