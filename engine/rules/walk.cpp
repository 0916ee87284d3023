#include "engine/rules/walk.hpp"

#include <algorithm>

namespace cf {

namespace {

bool is_stairs(const World& world, const Content& content, Point p) {
    return world.map.tile_id(p) == content.settings.stairs_tile;
}

}  // namespace

Walk Walk::travel(const Game& game, Point goal) { return Walk(game, Command::travel(goal)); }

Walk Walk::explore(const Game& game) { return Walk(game, Command::explore()); }

Walk::Walk(const Game& game, Command command) : command_(command) {
    const World& world = game.world();
    for (const Entity& e : world.entities) {
        if (e.is_item() && world.map.visible(e.pos)) items_seen_.insert(e.id);
    }
    const Map& map = world.map;
    for (int i = 0; i < map.width() * map.height(); ++i) {
        const Point p = map.point(i);
        if (map.explored(p) && is_stairs(world, game.content(), p)) stairs_seen_.push_back(p);
    }
}

Command Walk::command() const { return command_; }

WalkStop Walk::after_step(const Game& game, bool applied) {
    if (stopped_ != WalkStop::none) return stopped_;
    const World& world = game.world();
    if (world.status == GameStatus::dead) return stopped_ = WalkStop::dead;
    if (world.pending_level_ups > 0) return stopped_ = WalkStop::level_up;
    if (!applied) return stopped_ = refusal(game);
    if (hostile_in_view(world, game.content())) return stopped_ = WalkStop::monster_in_view;
    if (command_.kind == CommandKind::travel && command_.target == world.player().pos) {
        return stopped_ = WalkStop::arrived;
    }
    return stopped_ = discovery(world, game.content());
}

WalkStop Walk::refusal(const Game& game) {
    const World& world = game.world();
    if (hostile_in_view(world, game.content())) return WalkStop::monster_in_view;
    if (command_.kind == CommandKind::travel && command_.target == world.player().pos)
        return WalkStop::arrived;
    DistanceField field;
    const WalkStep step = command_.kind == CommandKind::travel
                              ? plan_travel(world, game.content(), field, *command_.target)
                              : plan_explore(world, game.content(), field);
    return step.stop == WalkStop::none ? WalkStop::unreachable : step.stop;
}

WalkStop Walk::discovery(const World& world, const Content& content) const {
    for (const Entity& e : world.entities) {
        if (e.is_item() && world.map.visible(e.pos) && !items_seen_.contains(e.id))
            return WalkStop::item_found;
    }
    for (int i : world.map.visible_cells()) {
        const Point p = world.map.point(i);
        if (is_stairs(world, content, p) &&
            std::find(stairs_seen_.begin(), stairs_seen_.end(), p) == stairs_seen_.end()) {
            return WalkStop::stairs_found;
        }
    }
    return WalkStop::none;
}

}  // namespace cf
