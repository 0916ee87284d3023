#include "app/screens/play_screen.hpp"

#include <imgui.h>

#include <utility>

#include "app/ui/dialogs.hpp"
#include "app/ui/hud.hpp"
#include "app/ui/layout.hpp"
#include "app/ui/theme.hpp"
#include "editor/wrapped_text.hpp"

namespace cf {

namespace {

// Lines of the log the game-over screen repeats.
constexpr std::size_t kGameOverMessages = 6;

constexpr ImGuiWindowFlags kFixedPanel =
    ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;

void draw_key_help(const Keymap& keymap) {
    ImGui::PushStyleColor(ImGuiCol_Text, kDimColor);
    // The keys of the map, and those that work everywhere; dialogs name their own.
    for (const KeymapRow& row : keymap.rows()) {
        if ((row.scopes & kScopePlay) == 0) continue;
        wrapped_textf("%s: %s", bindings_text(row).c_str(), row.description.c_str());
    }
    ImGui::PopStyleColor();
}

}  // namespace

PlayState PlayScreen::state(const World& world) const {
    if (world.status != GameStatus::playing)  // died or won: the end screen
        return state_ == PlayState::look ? PlayState::look : PlayState::game_over;
    if (world.pending_level_ups > 0) return PlayState::level_up;
    return state_;
}

PlayRequest PlayScreen::update(GameSession& session, const FrameInput& input, const GameView& view,
                               bool keyboard_free) {
    const DialogClicks clicked = std::exchange(clicked_, DialogClicks{});
    const Game& game = session.game();
    switch (state(game.world())) {
        case PlayState::game_over: {
            const MenuChoice key = game_over_key(input);
            return update_game_over(session, key != MenuChoice::none ? key : clicked.game_over);
        }
        case PlayState::level_up: {
            std::optional<LevelUpChoice> choice = level_up_key(input);
            if (!choice) choice = clicked.level_up;
            if (choice) session.submit(Command::level_up(*choice));
            return PlayRequest::none;
        }
        default:
            break;
    }
    if (!keyboard_free) return PlayRequest::none;
    if (state_ == PlayState::map) {
        if (session.walk_frame(input.event.has_value(), input.now)) return PlayRequest::none;
        if (click_travel && view.clicked() && view.hovered_cell())
            session.travel_to(*view.hovered_cell());
    }
    switch (state_) {
        case PlayState::inventory:
        case PlayState::drop: {
            const InventoryAnswer answer = inventory_.update(input, pack_);
            if (answer.chosen) {
                choose_item(session, *answer.chosen);
            } else if (answer.close) {
                state_ = PlayState::map;
            }
            return PlayRequest::none;
        }
        case PlayState::character:
            if (clicked.closed || input.is(Action::menu, kScopeSheet)) state_ = PlayState::map;
            return PlayRequest::none;
        case PlayState::targeting: {
            const TargetingResult r = targeting_.update(input, game, view);
            if (r.command) session.submit(*r.command);
            if (r.done) state_ = PlayState::map;
            return PlayRequest::none;
        }
        case PlayState::look:
            if (!look_.update(input, game, view)) state_ = PlayState::map;
            return PlayRequest::none;
        case PlayState::close_door:
            update_close(session, input);
            return PlayRequest::none;
        default:
            return update_map(session, input);
    }
}

PlayRequest PlayScreen::update_map(GameSession& session, const FrameInput& input) {
    const std::optional<Action> key = input.action(kScopePlay);
    if (!key) return PlayRequest::none;
    if (const std::optional<Direction> dir = direction_of(*key)) {
        session.submit(Command::move(*dir));
        return PlayRequest::none;
    }
    switch (*key) {
        case Action::wait:
            session.submit(Command::wait());
            break;
        case Action::pickup:
            session.submit(Command::pickup());
            break;
        case Action::descend:
            session.descend_or_travel();
            break;
        case Action::explore:
            session.explore(pickup_);
            break;
        case Action::rest:
            session.rest();
            break;
        case Action::close_door:
            state_ = PlayState::close_door;
            break;
        case Action::throw_item:
            inventory_.mode = InventoryMode::throw_item;
            inventory_.selected = 0;
            state_ = PlayState::inventory;
            break;
        case Action::inventory:
        case Action::drop:
            inventory_.mode = *key == Action::drop ? InventoryMode::drop : InventoryMode::use;
            inventory_.selected = 0;
            state_ = *key == Action::drop ? PlayState::drop : PlayState::inventory;
            break;
        case Action::character:
            state_ = PlayState::character;
            break;
        case Action::look:
            start_look(session.game());
            break;
        case Action::menu:
            return PlayRequest::menu;
        case Action::zoom_in:
            return PlayRequest::zoom_in;
        case Action::zoom_out:
            return PlayRequest::zoom_out;
        default:
            break;
    }
    return PlayRequest::none;
}

void PlayScreen::update_close(GameSession& session, const FrameInput& input) {
    const std::optional<Action> key = input.action(kScopePlay);
    if (!key) return;
    if (const std::optional<Direction> dir = direction_of(*key))
        session.submit(Command::close(*dir));  // the game says why when it cannot
    state_ = PlayState::map;
}

// Rests turn by turn (each an ordinary `rest` in the log) until the rules refuse (a foe
// in view, nothing to recover) or a turn says something (a status ends, a monster
// appears). The cap keeps a player who never heals from resting forever in one frame.
void PlayScreen::start_look(const Game& game) {
    look_.begin(game.world().player().pos);
    state_ = PlayState::look;
}

PlayRequest PlayScreen::update_game_over(GameSession& session, MenuChoice choice) {
    state_ = PlayState::map;  // whatever was open when the player died is closed
    switch (choice) {
        case MenuChoice::look:
            start_look(session.game());
            return PlayRequest::none;
        case MenuChoice::new_game:
            return PlayRequest::new_game;
        case MenuChoice::quit:
            return PlayRequest::quit;
        default:
            return PlayRequest::none;
    }
}

void PlayScreen::choose_item(GameSession& session, int letter) {
    // The rows the window showed: what the player saw is what is chosen.
    const InventoryRow* row = pack_.row(letter);
    if (!row) return;
    if (state_ == PlayState::drop) {
        session.submit(Command::drop(letter));
        state_ = PlayState::map;
        return;
    }
    if (inventory_.mode == InventoryMode::throw_item) {
        // One that cannot be thrown is refused by the rules, which say why.
        if (row->throwable) {
            targeting_.begin(letter, row->targeting, row->aim, true);
            state_ = PlayState::targeting;
            return;
        }
        session.submit(Command::throw_at(letter, session.game().world().player().pos));
        state_ = PlayState::map;
        return;
    }
    if (row->targeting.kind != Targeting::none) {
        targeting_.begin(letter, row->targeting, row->aim);
        state_ = PlayState::targeting;
        return;
    }
    session.submit(Command::use(letter));
    state_ = PlayState::map;
}

std::vector<MapTint> PlayScreen::tints(const Game& game) const {
    switch (state(game.world())) {
        case PlayState::targeting:
            return targeting_.picture().tints;
        case PlayState::look:
            return look_.tints();
        default:
            return {};
    }
}

void PlayScreen::prepare(const Game& game, GameView& view, bool play_layout) {
    const PlayState now = state(game.world());
    if (now == PlayState::targeting) targeting_.prepare(game);
    const World& world = game.world();
    const Content& content = game.content();
    // Only the open dialog's picture is made: the others keep their last.
    if (now == PlayState::inventory || now == PlayState::drop)
        pack_ = build_inventory_picture(world, content,
                                        now == PlayState::drop ? PackMode::drop
                                        : inventory_.mode == InventoryMode::throw_item
                                            ? PackMode::throw_item
                                            : PackMode::use);
    if (now == PlayState::character) sheet_ = build_sheet_picture(world, content);
    if (now == PlayState::level_up) level_up_ = build_level_up_picture(world, content);
    if (now == PlayState::game_over)
        death_ = build_death_picture(world, content, kGameOverMessages);
    if (!play_layout) return;
    view.prepare(game, false, tints(game));
    const bool looking = now == PlayState::look;
    hud_ = build_hud_picture(world, content,
                             looking ? std::optional<Point>(look_.cursor()) : view.hovered_cell(),
                             looking);
}

void PlayScreen::draw_dialogs(const GameSession& session, const Keymap& keymap) {
    const Game& game = session.game();
    switch (state(game.world())) {
        case PlayState::game_over:
            clicked_.game_over = draw_game_over(keymap, death_, session.morgue_note());
            break;
        case PlayState::level_up:
            clicked_.level_up = draw_level_up_dialog(keymap, level_up_);
            break;
        case PlayState::inventory:
        case PlayState::drop:
            inventory_.draw(pack_);
            break;
        case PlayState::character:
            clicked_.closed = draw_character_window(keymap, sheet_);
            break;
        case PlayState::targeting:
            targeting_.draw_hint(keymap);
            break;
        default:
            break;
    }
}

void PlayScreen::draw_layout(const Game& game, GameView& view, TileRenderer& renderer,
                             const Keymap& keymap) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const PlayLayout layout = play_layout(vp->WorkSize.x, vp->WorkSize.y, ui_scale());
    const auto place = [vp](const Box& b) {
        ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + b.x, vp->WorkPos.y + b.y));
        ImGui::SetNextWindowSize(ImVec2(b.w, b.h));
    };

    place(layout.map);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::Begin("Game", nullptr,
                 kFixedPanel | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoScrollbar);
    view.draw(renderer);
    view.draw_zoom_label(keymap.hint(Action::zoom_in) + " / " + keymap.hint(Action::zoom_out));
    ImGui::End();
    ImGui::PopStyleVar();

    const PlayState now = state(game.world());
    place(layout.status);
    ImGui::Begin("Status", nullptr, kFixedPanel);
    draw_status_panel(hud_, now == PlayState::look, keymap);
    if (now == PlayState::close_door) {
        ImGui::TextColored(tone_color(Tone::warning), "Close a door: which direction? (%s: cancel)",
                           keymap.hint(Action::menu).c_str());
    }
    ImGui::Spacing();
    ImGui::Separator();
    draw_key_help(keymap);
    ImGui::End();

    place(layout.log);
    ImGui::Begin("Messages", nullptr, kFixedPanel);
    draw_message_log(hud_.log);
    ImGui::End();
}

}  // namespace cf
