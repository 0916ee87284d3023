#include "engine/rules/ai.hpp"

#include "engine/rules/combat.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

// Cost of entering a cell for a monster's path: walls impassable, cells held by
// another blocking actor expensive so the path bends around them.
constexpr int kBlockedCost = 10;

bool wants_to_act(const World& world, const Content& content, const Entity& m) {
    const ActorDef* def = content.actor(m.def);
    if (!def || def->ai != AiKind::hostile) return false;
    const Entity& player = world.player();
    return world.map.visible(m.pos) && chebyshev_distance(m.pos, player.pos) <= def->vision;
}

std::vector<Point> path_to_player(const World& world, const Content& content, const Entity& m,
                                  Pathfinder& paths) {
    const Map& map = world.map;
    std::vector<int> blocked(static_cast<std::size_t>(map.width() * map.height()), 0);
    for (const Entity& e : world.entities) {
        if (blocks_movement(e, content) && map.in_bounds(e.pos)) blocked[static_cast<std::size_t>(map.index(e.pos))] = 1;
    }
    return paths.find(map.width(), map.height(), m.pos, world.player().pos, [&](int x, int y) {
        const Point p{x, y};
        if (!map.walkable(p)) return 0;
        return blocked[static_cast<std::size_t>(map.index(p))] ? kBlockedCost : 1;
    });
}

void stumble(World& world, const Content& content, Entity& m) {
    const Direction d = kAllDirections[world.rng.range(0, 7)];
    const Point to = m.pos + delta(d);
    if (Entity* other = world.actor_at(to); other && other->id != m.id) {
        melee(world, content, m, *other);
    } else if (world.map.walkable(to)) {
        m.pos = to;
    }
    Entity* self = world.find(m.id);
    if (!self || !self->alive()) return;
    if (--self->ai->confused_turns == 0) {
        world.say("The " + display_name(*self, content) + " is no longer confused.", Tone::status);
    }
}

void hunt(World& world, const Content& content, Entity& m, Pathfinder& paths) {
    Entity& player = world.player();
    if (chebyshev_distance(m.pos, player.pos) <= 1) {
        melee(world, content, m, player);
        return;
    }
    const std::vector<Point> path = path_to_player(world, content, m, paths);
    if (path.empty()) return;
    const Point next = path.front();
    const Entity* blocker = world.actor_at(next);
    if (world.map.walkable(next) && !(blocker && blocks_movement(*blocker, content))) m.pos = next;
}

}  // namespace

void run_monster_turns(World& world, const Content& content, Pathfinder& paths) {
    // Indexes, not references: a monster's attack can add messages but never entities.
    for (std::size_t i = 0; i < world.entities.size(); ++i) {
        if (world.status != GameStatus::playing) return;
        Entity& m = world.entities[i];
        if (m.id == world.player_id || !m.alive() || !m.ai) continue;
        if (m.ai->confused_turns > 0) {
            stumble(world, content, m);
        } else if (wants_to_act(world, content, m)) {
            hunt(world, content, m, paths);
        }
    }
}

std::vector<Point> intended_path(const World& world, const Content& content,
                                 const Entity& monster, Pathfinder& paths) {
    if (!monster.alive() || !monster.ai || monster.ai->confused_turns > 0) return {};
    if (!wants_to_act(world, content, monster)) return {};
    return path_to_player(world, content, monster, paths);
}

}  // namespace cf
