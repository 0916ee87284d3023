#include "app/screens/editor_screen.hpp"

#include <imgui.h>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <utility>

#include "app/ui/dialogs.hpp"
#include "engine/live/content_reload.hpp"

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
    reloader_.emplace(boot.content_dir);
    // On stderr, as every reload outcome below: a terminal (or a test) sees what the
    // window's status line says, and knows from here on that file changes are seen.
    std::cerr << "cryptforge: watching " << boot.content_dir << " for content changes\n";
}

void EditorScreen::game_started() {
    layout_.session.clear(*document_);
    layout_.inspector.selected = kNoEntity;
}

void EditorScreen::draw(GameSession& session, GameView& view, TileRenderer& renderer, const ViewOverlay& overlay) {
    Game& game = session.game();
    layout_.performance.last_turn_ms = session.last_turn_ms();
    EditorFrame f{game, renderer, view, *document_, {}, {}, false, status_};
    f.extra_overlay = overlay;
    if (reloader_) f.problems = reloader_->problems();
    f.stale = !f.problems.empty();
    for (const Problem& p : document_->problems()) f.problems.push_back(p);
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
    if (input.intent().intent == Intent::time_back) layout_.timeline.step_back();
    if (input.intent().intent == Intent::time_forward) layout_.timeline.step_forward();
    return layout_.timeline.in_past();
}

bool EditorScreen::handle_key(const KeyEvent& key, GameSession& session) {
    return session.has_game() && document_ && layout_.handle_editor_key(key, session.game(), *document_);
}

void EditorScreen::sync_document(GameSession& session, bool force) {
    if (!session.has_game() || !document_) return;
    const double start = now_ms();
    const bool held = !force && ImGui::IsAnyItemActive();
    const auto report = layout_.session.sync(session.game(), *document_, held, force || layout_.content_editor.live);
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
    std::string error;
    if (document_->save(content_dir_, error)) {
        status_ = "Saved the content to " + content_dir_ + ".";
    } else {
        status_ = "Not saved: " + error;
    }
}

bool EditorScreen::poll(GameSession& session) {
    if (reloader_ && session.has_game() && !pending_reload_) {
        pending_reload_ = reloader_->update(session.game(), HotReloader::Clock::now());
    }
    return pending_reload_.has_value();
}

void EditorScreen::update_content(GameSession& session) {
    poll(session);
    if (const std::optional<HotReloadEvent> ev = std::exchange(pending_reload_, std::nullopt)) {
        std::string files;
        for (const std::string& f : ev->files) files += (files.empty() ? "" : ", ") + f;
        char latency[32];
        std::snprintf(latency, sizeof latency, "%.1f ms", ev->latency_ms);
        if (ev->applied) {
            layout_.performance.last_reload_ms = static_cast<float>(ev->latency_ms);
            session.boot().content = session.game().content_ptr();
            status_ = "Reloaded " + files + " in " + latency + " (file change seen -> applied).";
            if (!document_->dirty()) {
                // A step of the one history, labelled with the files: undo goes back past it.
                layout_.session.outside_change(session.game(), *document_, "outside change: " + files, ev->report.restore);
            } else {
                status_ += " Your unsaved edits are kept; saving them overwrites the files.";
            }
        } else if (!ev->problems.empty()) {
            status_ = files + ": " + std::to_string(ev->problems.size()) + " problem(s); the game keeps the last good content.";
        }
        if (ev->applied || !ev->problems.empty()) std::cerr << "cryptforge: " << status_ << "\n";
    }
    sync_document(session, false);
    if (layout_.content_editor.save_requested) save_document();
}

bool EditorScreen::may_quit(bool scripted) {
    if (!document_ || !document_->dirty() || scripted || discarded_) return true;
    asking_quit_ = true;
    return false;
}

bool EditorScreen::draw_quit_dialog(const FrameInput& input) {
    switch (draw_unsaved_content_dialog(input)) {
        case UnsavedChoice::none: return false;
        case UnsavedChoice::save:
            save_document();
            asking_quit_ = false;
            return !document_->dirty();  // stay when the save failed
        case UnsavedChoice::discard:
            asking_quit_ = false;
            discarded_ = true;  // nothing left to ask about
            return true;
        case UnsavedChoice::cancel: asking_quit_ = false; return false;
    }
    return false;
}

}  // namespace cf
