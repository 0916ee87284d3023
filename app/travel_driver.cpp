#include "app/travel_driver.hpp"

namespace cf {

void TravelDriver::travel(const Game& game, Point cell) {
    const Map& map = game.world().map;
    if (!map.explored(cell) || !map.walkable(cell) || cell == game.world().player().pos) return;
    walk_ = Walk::travel(game, cell);
}

bool TravelDriver::frame(const Game& game, bool key_pressed, const Submit& submit) {
    if (!walk_) return false;
    if (key_pressed) {
        stop();
        return true;
    }
    const bool applied = submit(walk_->command());
    if (walk_->after_step(game, applied) != WalkStop::none) stop();
    return true;
}

}  // namespace cf
