#include "app/screens/play_screen.hpp"

#include <imgui.h>

#include <iostream>
#include <tuple>

#include "app/ui/dialogs.hpp"
#include "app/ui/hud.hpp"
#include "app/ui/layout.hpp"
#include "app/ui/theme.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/rules/inventory.hpp"
#include "engine/rules/throwing.hpp"
#include "engine/view/cell_description.hpp"

namespace cf {

namespace {

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
    if (world.status == GameStatus::dead)
        return state_ == PlayState::look ? PlayState::look : PlayState::game_over;
    if (world.pending_level_ups > 0) return PlayState::level_up;
    return state_;
}

PlayRequest PlayScreen::update(GameSession& session, const FrameInput& input, const GameView& view,
                               bool keyboard_free) {
    const Game& game = session.game();
    switch (state(game.world())) {
        case PlayState::game_over:
            return update_game_over(session, input);
        case PlayState::level_up:
            if (auto choice = draw_level_up_dialog(input, game))
                session.submit(Command::level_up(*choice));
            return PlayRequest::none;
        default:
            break;
    }
    if (!keyboard_free) return PlayRequest::none;
    if (state_ == PlayState::map) {
        const bool walked = travel_.active();
        const bool used = travel_.frame(game, input.event.has_value(), input.now,
                                        [&session](const Command& c) { return session.submit(c); });
        if (walked && !travel_.active()) report_walk_end(session.game());
        if (used) return PlayRequest::none;
        if (click_travel && view.clicked() && view.hovered_cell())
            travel_.travel(game, *view.hovered_cell());
    }
    switch (state_) {
        case PlayState::inventory:
        case PlayState::drop: {
            bool close = false;
            if (auto chosen = inventory_.draw(input, game, close)) choose_item(session, *chosen);
            if (close) state_ = PlayState::map;
            return PlayRequest::none;
        }
        case PlayState::character: {
            bool close = false;
            draw_character_window(input, game, close);
            if (close) state_ = PlayState::map;
            return PlayRequest::none;
        }
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
            descend_or_travel(session);
            break;
        case Action::explore:
            travel_.explore(session.game(), pickup_);
            break;
        case Action::rest:
            rest(session);
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
void PlayScreen::rest(GameSession& session) {
    constexpr int kMostRestTurns = 500;
    // The log's length and its last line with its count: any new word changes one of them,
    // even in a full log or when a line repeats ("(x2)").
    const auto fingerprint = [&session] {
        const std::vector<Message>& log = session.game().world().log.messages();
        return log.empty() ? std::tuple(std::size_t{0}, std::string(), 0)
                           : std::tuple(log.size(), log.back().text, log.back().count);
    };
    for (int turn = 0; turn < kMostRestTurns; ++turn) {
        const auto before = fingerprint();
        if (!session.submit(Command::rest())) return;
        if (fingerprint() != before) return;
    }
}

void PlayScreen::report_walk_end(const Game& game) const {
    const WalkStop stop = travel_.last_stop();
    // On stderr, as reloads are: a terminal or a script sees where a walk ended and why.
    std::cerr << "cryptforge: " << travel_.kind() << " stopped on depth " << game.world().depth
              << ", turn " << game.world().turn << ": "
              << (stop == WalkStop::none ? "a key was pressed" : walk_stop_name(stop)) << "\n";
}

void PlayScreen::descend_or_travel(GameSession& session) {
    const Game& game = session.game();
    const std::optional<Point> stairs = nearest_known_stairs(game);
    if (!stairs || *stairs == game.world().player().pos) {
        session.submit(Command::descend());  // the game says why when there are none here
        return;
    }
    travel_.travel(game, *stairs);
}

void PlayScreen::start_look(const Game& game) {
    look_.begin(game.world().player().pos);
    state_ = PlayState::look;
}

PlayRequest PlayScreen::update_game_over(GameSession& session, const FrameInput& input) {
    state_ = PlayState::map;  // whatever was open when the player died is closed
    switch (draw_game_over(input, session.game(), session.morgue_note())) {
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
    const Inventory& inventory = *session.game().world().player().inventory;
    const std::optional<int> index = index_of_letter(inventory, letter);
    if (!index) return;
    if (state_ == PlayState::drop) {
        session.submit(Command::drop(letter));
        state_ = PlayState::map;
        return;
    }
    const ItemDef* item =
        session.game().content().item(inventory.items[static_cast<std::size_t>(*index)].def);
    if (inventory_.mode == InventoryMode::throw_item) {
        // One that cannot be thrown is refused by the rules, which say why.
        if (item && item->thrown) {
            targeting_.begin(session.game(), letter, throw_targeting(*item), true);
            state_ = PlayState::targeting;
            return;
        }
        session.submit(Command::throw_at(letter, session.game().world().player().pos));
        state_ = PlayState::map;
        return;
    }
    if (item && targeting_of(*item).kind != Targeting::none) {
        targeting_.begin(session.game(), letter, targeting_of(*item));
        state_ = PlayState::targeting;
        return;
    }
    session.submit(Command::use(letter));
    state_ = PlayState::map;
}

ViewOverlay PlayScreen::overlay(const Game& game) const {
    switch (state(game.world())) {
        case PlayState::targeting:
            return targeting_.overlay(game);
        case PlayState::look:
            return look_.overlay();
        default:
            return {};
    }
}

void PlayScreen::draw_layout(const GameSession& session, GameView& view, TileRenderer& renderer,
                             const Keymap& keymap) {
    const Game& game = session.game();
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
    view.draw(game, renderer, overlay(game), false);
    view.draw_zoom_label(keymap.hint(Action::zoom_in) + " / " + keymap.hint(Action::zoom_out));
    ImGui::End();
    ImGui::PopStyleVar();

    const bool looking = state(game.world()) == PlayState::look;
    std::optional<CellDescription> looked;
    if (const std::optional<Point> cell = looking ? look_.cursor() : view.hovered_cell()) {
        looked = describe_cell(game.world(), game.content(), *cell);
        if (!looked->known && !looking) looked.reset();  // hovering the dark says nothing
    }
    place(layout.status);
    ImGui::Begin("Status", nullptr, kFixedPanel);
    draw_status_panel(game, looked, looking, keymap);
    if (state(game.world()) == PlayState::close_door) {
        ImGui::TextColored(tone_color(Tone::warning), "Close a door: which direction? (%s: cancel)",
                           keymap.hint(Action::menu).c_str());
    }
    ImGui::Spacing();
    ImGui::Separator();
    draw_key_help(keymap);
    ImGui::End();

    place(layout.log);
    ImGui::Begin("Messages", nullptr, kFixedPanel);
    draw_message_log(game);
    ImGui::End();
}

}  // namespace cf
