#include "engine/rules/ai.hpp"

#include <algorithm>
#include <optional>

#include "engine/rules/abilities.hpp"
#include "engine/rules/ai_crowd.hpp"
#include "engine/rules/combat.hpp"
#include "engine/rules/stats.hpp"
#include "engine/rules/statuses.hpp"
#include "engine/rules/terrain.hpp"
#include "engine/rules/turns.hpp"

namespace cf {

namespace {

// How far the shared field may spread per hunter before the rest are left to A*: a
// hunter seen far down a long corridor would otherwise make the field cover most of a
// big floor for one walker that a single A* serves in a fraction of the time.
constexpr std::size_t kFieldCellsPerHunter = 64;
constexpr std::size_t kMinFieldCells = 4096;
// But an A* toward a hunter whose way winds far from the straight line explores about
// as much as a field reaching it, so beyond this many such hunters one field for all
// is cheaper than a search each.
constexpr std::size_t kMostSearches = 4;

// The monster at `i` goes to the free cell `to` as the tile there allows (terrain.hpp):
// opens a door, steps on (a trap there may hurt, kill or move it), or is stopped.
void step_to(World& world, const Content& content, Crowd& crowd, std::size_t i, Point to) {
    const Point from = world.entities[i].pos;
    if (enter_cell(world, content, world.entities[i], to) != Entered::moved) return;
    crowd.sync();
    const Entity& m = world.entities[i];
    crowd.moved(i, from, m.pos);
    if (!m.alive()) crowd.died(i);
}

// The monster at `i` strikes whatever stands on `to`, else steps there when it can.
void step_or_strike(World& world, const Content& content, Crowd& crowd, std::size_t i, Point to) {
    Entity& m = world.entities[i];
    if (const Entity* at = crowd.actor_at(to); at && at->id != m.id) {
        Entity& other = world.entities[index_of(world, *at)];
        melee(world, content, m, other);
        if (!other.alive()) crowd.died(index_of(world, other));
    } else {
        step_to(world, content, crowd, i, to);
    }
}

void stumble(World& world, const Content& content, Crowd& crowd, std::size_t i) {
    const Direction d = kAllDirections[world.rng.range(0, 7)];
    step_or_strike(world, content, crowd, i, world.entities[i].pos + delta(d));
}

void hunt(World& world, const Content& content, Crowd& crowd, std::size_t i) {
    Entity& m = world.entities[i];
    Entity& player = world.player();
    if (chebyshev_distance(m.pos, player.pos) <= 1) {
        melee(world, content, m, player);
        return;
    }
    const std::optional<Point> next = crowd.next_step(m.pos);
    // The cheapest way may lead through a monster that has not moved off it: then wait.
    if (!next || crowd.blocked(*next)) return;
    step_to(world, content, crowd, i, *next);
}

// The free neighbour that takes `i` farthest from the player (by the field where it
// reaches, else as the crow flies); none when no step gains distance.
std::optional<Point> step_away(const World& world, Crowd& crowd, std::size_t i) {
    const Point from = world.entities[i].pos;
    const Point player = crowd.player().pos;
    const auto far = [&](Point p) {
        const int d = crowd.distance(p);
        return std::pair{d == DistanceField::kUnreached ? chebyshev_distance(p, player) : d,
                         distance_squared(p, player)};
    };
    std::optional<Point> best;
    auto best_far = far(from);
    for (Direction d : kAllDirections) {
        const Point n = from + delta(d);
        if (!world.map.walkable(n) || crowd.blocked(n)) continue;
        if (far(n) > best_far) {
            best = n;
            best_far = far(n);
        }
    }
    return best;
}

// Runs from the player; cornered, it fights.
void flee(World& world, const Content& content, Crowd& crowd, std::size_t i) {
    if (const auto away = step_away(world, crowd, i)) {
        step_to(world, content, crowd, i, *away);
    } else if (chebyshev_distance(world.entities[i].pos, crowd.player().pos) <= 1) {
        melee(world, content, world.entities[i], world.player());
    }
}

bool hurt_enough_to_flee(const Entity& m, const Content& content, const ActorDef& def) {
    return def.ai.flee_below > 0 && m.fighter->hp * 100 < max_hp(m, content) * def.ai.flee_below;
}

// One action of a hostile monster that acts as itself.
void decide(World& world, const Content& content, Crowd& crowd, std::size_t i,
            const ActorDef& def) {
    if (hurt_enough_to_flee(world.entities[i], content, def)) {
        flee(world, content, crowd, i);
        return;
    }
    if (!def.abilities.empty() && use_an_ability(world, content, world.entities[i])) {
        crowd.sync();  // a summon may have added entities
        return;
    }
    const int keep = def.ai.keep_distance;
    const int distance = chebyshev_distance(world.entities[i].pos, crowd.player().pos);
    if (keep > 0 && distance < keep) {
        flee(world, content, crowd, i);
    } else if (keep > 0 && distance == keep) {
        return;  // where it wants to be
    } else {
        hunt(world, content, crowd, i);
    }
}

int speed_of(const Entity& m, const Content& content, const ActorDef* def) {
    if (def && m.statuses.empty() && !m.inventory)
        return std::clamp(def->speed, kMinSpeed, kMaxSpeed);
    return speed(m, content);
}

// A regenerating monster whose regeneration turn this is and who has HP to regain.
bool regenerates_now(const Entity& m, const ActorDef* def, int turn, const Content& content) {
    return def && def->regeneration > 0 && turn % def->regeneration == 0 && m.fighter &&
           m.fighter->hp < max_hp(m, content);
}

bool needs_upkeep(const Entity& m, const ActorDef* def) {
    return !m.statuses.empty() || (m.ai && !m.ai->cooldowns.empty()) ||
           (def && def->regeneration > 0) || m.inventory;
}

// One monster's whole turn: start, its actions, end.
void take_turn(World& world, const Content& content, Crowd& crowd, std::size_t i, int turn) {
    const ActorDef* def = crowd.def_of(i);
    const bool upkeep = needs_upkeep(world.entities[i], def);
    if (upkeep) start_turn(world, content, world.entities[i]);
    const int actions = actions_in_turn(speed_of(world.entities[i], content, def), turn);
    for (int a = 0; a < actions; ++a) {
        if (world.status != GameStatus::playing || !world.entities[i].alive()) return;
        if (pay_owed_action(world.entities[i])) continue;  // a costly step's time
        switch (behaviour_of(world.entities[i], content)) {
            case Behaviour::skip:
                break;
            case Behaviour::stumble:
                stumble(world, content, crowd, i);
                break;
            case Behaviour::flee:
                if (crowd.wants_to_act(i)) flee(world, content, crowd, i);
                break;
            case Behaviour::none:
                if (def && world.entities[i].ai && crowd.wants_to_act(i))
                    decide(world, content, crowd, i, *def);
                break;
        }
    }
    if (upkeep && world.entities[i].alive()) end_turn(world, content, world.entities[i]);
}

}  // namespace

void run_monster_turns(World& world, const Content& content, Pathfinder& paths) {
    if (world.status != GameStatus::playing || !world.find(world.player_id)) return;
    Crowd crowd(world, content, paths);
    const int turn = world.turn - 1;
    // One pass over the entities finds who has a turn: those with statuses or cooldowns
    // to count, and those in view. Nobody else can join them during the turn (sight does
    // not change, and a monster moves only on its own turn), so the second pass walks
    // only these, in order.
    std::vector<std::size_t> actors;
    std::vector<Point> hunters;
    for (std::size_t i = 0; i < world.entities.size(); ++i) {
        const Entity& m = world.entities[i];
        if (m.id == world.player_id || !m.alive()) continue;
        bool counts = !m.statuses.empty() || (m.ai && !m.ai->cooldowns.empty());
        if (!m.ai && !counts) continue;
        const bool acts = m.ai && crowd.wants_to_act(i);
        // Out of view a hurt regenerator still heals, on its regeneration turns only: its
        // definition is already looked up (wants_to_act), so this costs a modulo.
        if (!acts && !counts) counts = regenerates_now(m, crowd.def_of(i), world.turn, content);
        if (!acts && !counts) continue;
        actors.push_back(i);
        if (acts && (m.statuses.empty() || behaviour_of(m, content) == Behaviour::none) &&
            chebyshev_distance(m.pos, crowd.player().pos) > 1)
            hunters.push_back(m.pos);
    }
    if (!hunters.empty()) {
        crowd.chart(hunters, std::max(kMinFieldCells, kFieldCellsPerHunter * hunters.size()));
        if (crowd.beyond_field(hunters) > kMostSearches) crowd.chart(hunters);
    }
    for (std::size_t i : actors) {
        if (world.status != GameStatus::playing) return;
        if (!world.entities[i].alive()) continue;  // killed earlier this turn
        take_turn(world, content, crowd, i, turn);
    }
}

std::vector<Point> intended_path(const World& world, const Content& content, const Entity& monster,
                                 Pathfinder& paths) {
    const bool in_world = !world.entities.empty() && &monster >= world.entities.data() &&
                          &monster < world.entities.data() + world.entities.size();
    if (!in_world || !world.find(world.player_id) || monster.id == world.player_id ||
        !monster.alive() || !monster.ai || behaviour_of(monster, content) != Behaviour::none)
        return {};
    // The overlay asks for every monster: most are out of view, so settle that before
    // building anything the size of the entity list.
    if (!world.map.visible(monster.pos)) return {};
    Crowd crowd(world, content, paths);
    if (!crowd.wants_to_act(index_of(world, monster))) return {};
    const Point start[] = {monster.pos};
    crowd.chart(start);
    // Following the field, each step lowers the distance by at least 1.
    std::vector<Point> path;
    for (Point at = monster.pos; at != crowd.player().pos;) {
        const std::optional<Point> next = crowd.next_step(at);
        if (!next) return {};
        path.push_back(*next);
        at = *next;
    }
    return path;
}

}  // namespace cf
