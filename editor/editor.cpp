#include "editor/editor.hpp"

#include <utility>

namespace cf {

Editor::Editor(ContentPtr loaded, std::string content_dir)
    : content_(std::move(loaded), std::move(content_dir), status_),
      world_(content_.document(), content_.session(), status_) {}

void Editor::game_started(const Game& game) {
    world_.game_started(game);
    panels_.forget_game();
}

const Game& Editor::begin_frame(const Game& live) {
    const Game& shown = world_.begin_frame(live);
    panels_.follow_moment(world_.timeline, live);
    return shown;
}

EditorUpdate Editor::update(std::optional<Game>& slot, bool widget_held) {
    EditorUpdate out;
    if (!slot) return out;
    Game& game = *slot;
    const Content* running = &game.content();
    panels_.take_asks(requests_);
    bool& live = panels_.content_editor.live;
    world_.edit_world(game, requests_);
    world_.move_history(game, requests_, live);
    world_.switch_live(game, live);
    content_.answer_pending(game, requests_);
    content_.answer_held(game, requests_);
    world_.take_spawn_action(game, requests_);
    if (std::optional<SavePlan> ask = content_.save(game, requests_))
        panels_.save_conflict.open(std::move(*ask));
    content_.take_file_action(requests_);
    // While the past is shown a Live edit waits: the present changes when the designer
    // is back to see it.
    content_.apply_live_edits(game, widget_held || world_.in_past(), live);
    if (world_.follow_branch(slot)) {
        panels_.inspector.forget_history();
        out.game_replaced = true;
    }
    out.content_applied = !out.game_replaced && &slot->content() != running;
    world_.end_update(*slot);
    out.open_run = std::exchange(panels_.balance.open_run, std::nullopt);
    return out;
}

void Editor::draw_content(void* tileset_texture, const ContentStatus& status) {
    const std::optional<HeldOutsideChange>& held = content_.held_change();
    panels_.draw_content(content_.document(), games(), held ? held->disk.get() : nullptr, requests_,
                         tileset_texture, status);
}

void Editor::draw_problems(const ContentStatus& status) {
    panels_.draw_problems(status, content_.document());
}

void Editor::draw_inspector() {
    panels_.draw_inspector(content_.document().history(), games(), requests_);
}

void Editor::draw_vault_painter(void* tileset_texture) {
    panels_.draw_vault_painter(content_.document(), games(), tileset_texture);
}

bool Editor::draw_floating(const FloatingPlace& spreadsheet, const FloatingPlace& floating) {
    const Game& live = world_.live();
    bool focused = panels_.draw_spreadsheet(spreadsheet, content_.document());
    focused |= panels_.draw_pending(
        floating, content_.pending_preview(live, panels_.content_editor.live), live, requests_);
    EditorPanels::draw_branches(floating, world_.timeline);
    focused |= panels_.draw_held(floating, content_.held_preview(live), live, requests_);
    focused |= panels_.draw_dialogs(content_.document().saved(), requests_);
    return focused;
}

void Editor::receive_outside_change(Game& game, ContentPtr disk, const std::string& files,
                                    bool recovered, const std::string& timing) {
    content_.receive_outside_change(game, std::move(disk), files, recovered,
                                    panels_.content_editor.ask_before_applying, timing);
}

bool Editor::save_now(Game& game) {
    requests_.save = true;
    if (std::optional<SavePlan> ask = content_.save(game, requests_))
        panels_.save_conflict.open(std::move(*ask));
    return !content_.document().dirty();
}

}  // namespace cf
