#include "app/screens/menu_screen.hpp"

#include <utility>

namespace cf {

namespace {

std::string why_no_continue(const GameSession& session) {
    return session.saved().loadable ? std::string() : session.saved().reason;
}

}  // namespace

bool MenuScreen::may_start_new_game(const GameSession& session) {
    // A save on disk (even a damaged one) is never replaced without asking; the running
    // game's own save is the exception.
    if (session.saved().exists && !session.running()) {
        asking_overwrite_ = true;
        return false;
    }
    return true;
}

MenuChoice MenuScreen::update(const FrameInput& input, const GameSession& session) {
    const MenuChoice clicked = std::exchange(clicked_, MenuChoice::none);
    const std::optional<bool> answered = std::exchange(answered_, std::nullopt);
    if (asking_overwrite_) {
        std::optional<bool> answer = overwrite_key(input);
        if (!answer) answer = answered;
        if (!answer) return MenuChoice::none;
        asking_overwrite_ = false;
        return *answer ? MenuChoice::new_game : MenuChoice::none;
    }
    MenuChoice choice = main_menu_key(input, session.running(), why_no_continue(session).empty());
    if (choice == MenuChoice::none) choice = clicked;
    if (choice == MenuChoice::new_game && !may_start_new_game(session)) return MenuChoice::none;
    return choice;
}

void MenuScreen::draw(const Keymap& keys, const GameSession& session) {
    if (asking_overwrite_) {
        answered_ = draw_overwrite_confirmation(keys);
        return;
    }
    clicked_ = draw_main_menu(keys, session.running(), why_no_continue(session),
                              session.saved().layers_differ);
}

}  // namespace cf
