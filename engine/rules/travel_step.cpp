#include "engine/rules/travel_step.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/rules/stats.hpp"
#include "engine/rules/targets.hpp"
#include "engine/rules/terrain.hpp"

namespace cf {

namespace {

// Cells held by a living blocking actor the player sees (the player's own excluded):
// a walk goes round them and never bumps into an attack.
std::vector<Point> seen_blockers(const World& world, const Content& content) {
    std::vector<Point> out;
    for (const Entity& e : world.entities) {
        if (e.id == world.player_id || !e.alive() || !world.map.visible(e.pos)) continue;
        if (blocks_movement(e, content)) out.push_back(e.pos);
    }
    return out;
}

bool contains(const std::vector<Point>& cells, Point p) {
    for (Point c : cells) {
        if (c == p) return true;
    }
    return false;
}

// Explored floor cells with an unexplored neighbour: standing there reveals it. Read
// from the raw flags, as this runs for every step of every explore.
std::vector<Point> frontier(const Map& map, Point except) {
    std::vector<Point> out;
    const std::vector<std::uint8_t>& explored = map.explored_flags();
    const int w = map.width();
    const int offsets[] = {-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1};
    // Border cells are left out: a walk never needs to stand on the map's edge to see it.
    for (int y = 1; y < map.height() - 1; ++y) {
        for (int x = 1; x < w - 1; ++x) {
            const int i = y * w + x;
            if (!explored[static_cast<std::size_t>(i)]) continue;
            bool borders = false;
            for (int o : offsets) borders = borders || !explored[static_cast<std::size_t>(i + o)];
            const Point p{x, y};
            if (borders && p != except && map.walkable(p)) out.push_back(p);
        }
    }
    return out;
}

// The field toward `goals` over explored, unblocked floor, computed only as far as the
// player, then the player's best step along it.
WalkStep step_toward(const World& world, const std::vector<Point>& goals,
                     const std::vector<Point>& blockers, DistanceField& field, WalkStop none_left) {
    const Map& map = world.map;
    const Point from = world.player().pos;
    if (goals.empty()) return {std::nullopt, none_left};
    const Point stop[] = {from};
    field.compute(
        map.width(), map.height(), goals,
        [&](int x, int y) {
            const Point p{x, y};
            return map.explored(p) && !contains(blockers, p) ? walk_cost(map, p) : 0;
        },
        FieldLimits{.stop_when_reached = stop});
    std::optional<Direction> best;
    long best_distance = DistanceField::kUnreached;
    for (Direction d : kAllDirections) {
        const Point n = from + delta(d);
        const int cost = map.explored(n) && !contains(blockers, n) ? walk_cost(map, n) : 0;
        if (cost <= 0 || field.distance(n) == DistanceField::kUnreached) continue;
        // A goal's own cost counts too: the field charges entering a goal 1.
        const long dist = long{field.distance(n)} + cost;
        if (dist < best_distance) {
            best = d;
            best_distance = dist;
        }
    }
    if (!best) return {std::nullopt, none_left};
    return {best, WalkStop::none};
}

}  // namespace

const char* walk_stop_name(WalkStop stop) {
    constexpr std::array<const char*, 9> kNames = {"none",        "arrived",      "monster in view",
                                                   "item found",  "stairs found", "explored",
                                                   "unreachable", "level up",     "dead"};
    static_assert(kNames.size() == static_cast<std::size_t>(WalkStop::dead) + 1);
    return kNames[static_cast<std::size_t>(stop)];
}

const Entity* hostile_in_view(const World& world, const Content& content) {
    const Point from = world.player().pos;
    const Entity* best = nullptr;
    for (const Entity& e : world.entities) {
        if (e.id == world.player_id || !e.alive() || !world.map.visible(e.pos)) continue;
        const ActorDef* def = content.actor(e.def);
        if (!def || def->ai.kind == AiKind::none || !foes(world, content, world.player(), e))
            continue;
        if (!best || distance_squared(from, e.pos) < distance_squared(from, best->pos)) best = &e;
    }
    return best;
}

WalkStep plan_travel(const World& world, const Content& content, DistanceField& field, Point goal) {
    if (hostile_in_view(world, content)) return {std::nullopt, WalkStop::monster_in_view};
    return route_step(world, content, field, goal);
}

WalkStep route_step(const World& world, const Content& content, DistanceField& field, Point goal) {
    if (world.player().pos == goal) return {std::nullopt, WalkStop::arrived};
    if (!world.map.explored(goal) || walk_cost(world.map, goal) <= 0)
        return {std::nullopt, WalkStop::unreachable};
    const std::vector<Point> goals{goal};
    return step_toward(world, goals, seen_blockers(world, content), field, WalkStop::unreachable);
}

WalkStep plan_explore(const World& world, const Content& content, DistanceField& field) {
    if (hostile_in_view(world, content)) return {std::nullopt, WalkStop::monster_in_view};
    return explore_route_step(world, content, field);
}

WalkStep explore_route_step(const World& world, const Content& content, DistanceField& field) {
    // The player's own cell is left out: whatever it borders unexplored stays unseen
    // from there, and aiming at it would be a walk that never moves.
    const std::vector<Point> goals = frontier(world.map, world.player().pos);
    return step_toward(world, goals, seen_blockers(world, content), field, WalkStop::explored);
}

bool take_walk_step(World& world, const Content& content, const WalkStep& step) {
    if (!step.dir) {
        switch (step.stop) {
            case WalkStop::monster_in_view: {
                const Entity* seen = hostile_in_view(world, content);
                const std::string name =
                    seen ? display_name(*seen, content) : std::string("a monster");
                world.say("You stop: " + name + " is in view.", Tone::warning);
                break;
            }
            case WalkStop::arrived:
                world.say("You are already there.", Tone::warning);
                break;
            case WalkStop::explored:
                world.say("There is nothing left to explore.", Tone::warning);
                break;
            default:
                world.say("You know no way there.", Tone::warning);
                break;
        }
        return false;
    }
    Entity& player = world.player();
    const Point to = player.pos + delta(*step.dir);
    if (world.actor_at(to) || enter_cell(world, content, player, to) == Entered::blocked) {
        world.say("Something blocks your way.", Tone::warning);
        return false;
    }
    return true;
}

}  // namespace cf
