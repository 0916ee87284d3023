#include "engine/rules/walk.hpp"

#include <algorithm>

#include "engine/rules/terrain.hpp"

namespace cf {

namespace {

bool is_stairs(const World& world, const Content& content, Point p) {
    return world.map.tile_id(p) == content.settings.stairs_tile;
}

// Walking distances from the player over explored floor, as far as `goals` need.
void distances_from_player(const World& world, DistanceField& field, std::span<const Point> goals) {
    const Map& map = world.map;
    const Point from[] = {world.player().pos};
    field.compute(
        map.width(), map.height(), from,
        [&](int x, int y) {
            const Point p{x, y};
            return map.explored(p) ? walk_cost(map, p) : 0;
        },
        FieldLimits{.stop_when_reached = goals});
}

bool pack_full(const Game& game) {
    const Entity& player = game.world().player();
    const ActorDef* def = game.content().actor(player.def);
    return !player.inventory || !def ||
           static_cast<int>(player.inventory->items.size()) >= def->inventory;
}

}  // namespace

bool AutoPickup::wants(const ItemDef& item) const {
    return (consumables && item.use) || (equipment && item.equippable);
}

Walk Walk::travel(const Game& game, Point goal) {
    return Walk(game, Command::travel(goal), AutoPickup{});
}

Walk Walk::explore(const Game& game, AutoPickup pickup) {
    Walk walk(game, Command::explore(), pickup);
    walk.exploring_ = true;
    walk.plan(game);
    return walk;
}

Walk::Walk(const Game& game, Command command, AutoPickup pickup)
    : command_(command), pickup_(pickup) {
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

WalkStop Walk::after_step(const Game& game, bool applied) {
    if (stopped_ != WalkStop::none) return stopped_;
    const World& world = game.world();
    if (world.status != GameStatus::playing) return stopped_ = WalkStop::dead;  // or won
    if (world.pending_level_ups > 0) return stopped_ = WalkStop::level_up;
    if (!applied) {
        if (hostile_in_view(world, game.content())) return stopped_ = WalkStop::monster_in_view;
        if (!give_up_target()) return stopped_ = refusal(game);
        plan(game);  // the item is left where it lies; exploring goes on
        return WalkStop::none;
    }
    if (hostile_in_view(world, game.content())) return stopped_ = WalkStop::monster_in_view;
    if (!exploring_ && command_.target == world.player().pos) return stopped_ = WalkStop::arrived;
    if (command_.kind == CommandKind::pickup && target_) targets_.erase(*target_);
    if (exploring_) plan(game);
    // An errand to a wanted item is finished first; then news stops the walk.
    if (target_) return WalkStop::none;
    return stopped_ = discovery(world, game.content());
}

bool Walk::give_up_target() {
    if (!exploring_ || !target_) return false;
    given_up_.insert(*target_);
    targets_.erase(*target_);
    target_.reset();
    return true;
}

WalkStop Walk::refusal(const Game& game) {
    const World& world = game.world();
    if (hostile_in_view(world, game.content())) return WalkStop::monster_in_view;
    if (!exploring_ && command_.target == world.player().pos) return WalkStop::arrived;
    DistanceField field;
    const WalkStep step = exploring_ ? plan_explore(world, game.content(), field)
                                     : plan_travel(world, game.content(), field, *command_.target);
    return step.stop == WalkStop::none ? WalkStop::unreachable : step.stop;
}

WalkStop Walk::discovery(const World& world, const Content& content) const {
    for (const Entity& e : world.entities) {
        if (!e.is_item() || !world.map.visible(e.pos) || items_seen_.contains(e.id)) continue;
        // An item explore will fetch is no reason to stop; one it leaves is.
        const ItemDef* def = content.item(e.def);
        const bool fetched = exploring_ && def && pickup_.wants(*def) && !given_up_.contains(e.id);
        if (!fetched) return WalkStop::item_found;
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

void Walk::note_targets(const Game& game) {
    const World& world = game.world();
    std::erase_if(targets_, [&](const auto& target) {
        const Entity* item = world.find(target.first);
        return !item || !item->is_item() || item->pos != target.second;
    });
    if (!pickup_.any() || pack_full(game)) {
        targets_.clear();
        return;
    }
    for (const Entity& e : world.entities) {
        if (!e.is_item() || !world.map.visible(e.pos) || given_up_.contains(e.id)) continue;
        const ItemDef* def = game.content().item(e.def);
        if (def && pickup_.wants(*def)) targets_.emplace(e.id, e.pos);
    }
}

void Walk::plan(const Game& game) {
    note_targets(game);
    target_.reset();
    command_ = Command::explore();
    if (targets_.empty()) return;
    const World& world = game.world();
    const Point here = world.player().pos;
    // Pick-up takes the top item of a pile: an item under another one is left there.
    const std::vector<const Entity*> pile = world.items_at(here);
    for (std::size_t i = 1; i < pile.size(); ++i) {
        if (targets_.erase(pile[i]->id) > 0) given_up_.insert(pile[i]->id);
    }
    if (!pile.empty() && targets_.contains(pile.front()->id)) {
        target_ = pile.front()->id;
        command_ = Command::pickup();
        return;
    }
    if (targets_.empty()) return;
    std::vector<Point> goals;
    for (const auto& [id, pos] : targets_) goals.push_back(pos);
    DistanceField field;
    distances_from_player(world, field, goals);
    int best = DistanceField::kUnreached;
    for (const auto& [id, pos] : targets_) {
        const int d = pos == here ? DistanceField::kUnreached : field.distance(pos);
        if (d < best) {
            best = d;
            target_ = id;
            command_ = Command::travel(pos);
        }
    }
}

std::optional<Point> nearest_known_stairs(const Game& game) {
    const World& world = game.world();
    const Map& map = world.map;
    std::vector<Point> stairs;
    for (int i = 0; i < map.width() * map.height(); ++i) {
        const Point p = map.point(i);
        if (map.explored(p) && is_stairs(world, game.content(), p)) stairs.push_back(p);
    }
    DistanceField field;
    distances_from_player(world, field, stairs);
    std::optional<Point> best;
    int best_distance = DistanceField::kUnreached;
    for (Point p : stairs) {
        const int d = p == world.player().pos ? 0 : field.distance(p);
        if (d < best_distance) {
            best_distance = d;
            best = p;
        }
    }
    return best;
}

}  // namespace cf
