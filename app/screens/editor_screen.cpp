#include "app/screens/editor_screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <utility>

#include "app/ui/dialogs.hpp"
#include "engine/core/clock.hpp"

namespace cf {

void EditorScreen::open(const Bootstrap& boot) {
    editor_.emplace(boot.content, boot.content_dir);
    reloader_.emplace(boot.loader ? boot.loader : std::make_shared<ContentLoader>(boot.layers));
    // The editor decides what a change on disk does: it is read through the unsaved
    // edits first, so the reloader only proposes.
    reloader_->set_ask_before_applying(true);
    // On stderr, as every reload outcome below: a terminal (or a test) sees what the
    // window's status line says, and knows from here on that file changes are seen.
    std::string folders;
    for (const std::string& layer : boot.layers) folders += (folders.empty() ? "" : ", ") + layer;
    std::cerr << "cryptforge: watching " << folders << " for content changes\n";
}

void EditorScreen::game_started(const GameSession& session) {
    if (editor_ && session.has_game()) editor_->game_started(session.game());
}

void EditorScreen::prepare(const GameSession& session, GameView& view, std::vector<MapTint> tints) {
    editor_->panels().performance.last_turn_ms = session.last_turn_ms();
    const Game& shown = editor_->begin_frame(session.game());
    view.prepare(shown, editor_->panels().overlays.reveal_map, std::move(tints));
}

void EditorScreen::draw(GameView& view, TileRenderer& renderer) {
    layout_.draw(*editor_, renderer, view, editor_->status());
}

bool EditorScreen::update_timeline(const FrameInput& input) {
    const std::optional<Action> key = input.action(kScopePlay);
    if (key == Action::time_back) editor_->world().timeline.step_back();
    if (key == Action::time_forward) editor_->world().timeline.step_forward();
    return editor_->in_past();
}

bool EditorScreen::handle_action(Action action, GameSession& session) {
    if (!session.has_game() || !editor_) return false;
    switch (action) {
        case Action::save_content:
            editor_->request_save();
            return true;
        case Action::undo:  // the past on screen is read-only: the editor ignores it then
            editor_->request_undo();
            return true;
        case Action::redo:
            editor_->request_redo();
            return true;
        default:
            return false;
    }
}

bool EditorScreen::poll(GameSession& session) {
    if (reloader_ && session.has_game() && !pending_reload_) {
        pending_reload_ = reloader_->update(session.game(), HotReloader::Clock::now());
    }
    return pending_reload_.has_value();
}

void EditorScreen::take_reload(const HotReloadEvent& ev, GameSession& session) {
    if (!ev.unchanged) reload_written_ = ev.written;
    std::string files;
    for (const std::string& f : ev.files) files += (files.empty() ? "" : ", ") + f;
    if (files.empty()) files = "content";
    editor_->panels().performance.last_reload_ms = static_cast<float>(ev.latency_ms);
    char timing[64];
    std::snprintf(timing, sizeof timing, " in %.1f ms (file change seen -> taken)", ev.latency_ms);
    if (const ContentPtr& disk = ev.proposed ? ev.proposed : ev.loaded) {
        editor_->receive_outside_change(session.game(), disk, files, ev.recovered, timing);
    } else if (!ev.problems.empty()) {
        editor_->content().disk_problems(ev.problems, files);
    }
}

void EditorScreen::update_content(GameSession& session) {
    if (!editor_) return;
    run_windows_.reap();
    poll(session);
    if (std::optional<HotReloadEvent> ev = std::exchange(pending_reload_, std::nullopt)) {
        take_reload(*ev, session);
    }
    if (session.has_game()) {
        const EditorUpdate done = editor_->update(session.game_slot(), ImGui::IsAnyItemActive());
        // The open save follows the game's content (renamed ids above all) and its branch.
        if (done.content_applied || done.game_replaced) {
            session.boot().content = session.game().content_ptr();
            session.save_now();
        }
        // A death the Balance tab's list was clicked on: its run, in a window of its own.
        if (done.open_run) {
            const RunOpenRequest& run = *done.open_run;
            editor_->say(run_windows_.open(run.content, run.seed, run.turn, run.options,
                                           session.boot().layers));
        }
    }
    print_notices();
}

void EditorScreen::print_notices() {
    for (const std::string& line : editor_->take_notices())
        std::cerr << "cryptforge: " << line << "\n";
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
    editor_->panels().performance.write_to_screen_ms = static_cast<float>(ms);
    std::fprintf(stderr, "reload latency: %.1f ms (file written -> first frame showing it)\n", ms);
}

bool EditorScreen::may_quit(bool scripted) {
    if (!editor_ || !editor_->content().document().dirty() || scripted || discarded_) return true;
    asking_quit_ = true;
    return false;
}

bool EditorScreen::draw_quit_dialog(const FrameInput& input, GameSession& session) {
    switch (draw_unsaved_content_dialog(input)) {
        case UnsavedChoice::none:
            return false;
        case UnsavedChoice::save: {
            asking_quit_ = false;
            const bool saved = session.has_game() && editor_->save_now(session.game());
            print_notices();
            return saved;  // stay when the save failed or asks about a conflict
        }
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
