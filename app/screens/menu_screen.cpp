#include "app/screens/menu_screen.hpp"

namespace cf {

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
    if (asking_overwrite_) {
        const std::optional<bool> answer = draw_overwrite_confirmation(input);
        if (!answer) return MenuChoice::none;
        asking_overwrite_ = false;
        return *answer ? MenuChoice::new_game : MenuChoice::none;
    }
    const std::string reason = session.saved().loadable ? std::string() : session.saved().reason;
    const MenuChoice choice =
        draw_main_menu(input, session.running(), reason, session.saved().layers_differ);
    if (choice == MenuChoice::new_game && !may_start_new_game(session)) return MenuChoice::none;
    return choice;
}

}  // namespace cf
