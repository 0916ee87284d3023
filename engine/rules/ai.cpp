#include "engine/rules/ai.hpp"

#include <algorithm>
#include <optional>

#include "engine/rules/abilities.hpp"
#include "engine/rules/ai_crowd.hpp"
#include "engine/rules/combat.hpp"
#include "engine/rules/energy.hpp"
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

// Farther than any foe can be: a monster with no foe in view.
constexpr int kNoFoeDistance = 1 << 30;

// A melee blow of `attacker` on `target`, paid for in energy (a dear attack_cost owes the
// actions it takes beyond one).
void strike(World& world, const Content& content, Entity& attacker, Entity& target) {
    const EntityId id = attacker.id;
    const int cost = attack_cost(attacker, content);
    melee(world, content, attacker, target);
    if (cost <= 100) return;
    if (Entity* after = world.find(id)) owe_action(*after, cost);  // a summon may move it
}

// The monster at `i` goes to the free cell `to` as the tile there allows (terrain.hpp):
// opens a door, steps on (a trap there may hurt, kill or move it), or is stopped.
void step_to(World& world, const Content& content, Crowd& crowd, std::size_t i, Point to) {
    const Point from = world.entities[i].pos;
    if (enter_cell(world, content, world.entities[i], to, crowd.def_of(i)) != Entered::moved)
        return;
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
        strike(world, content, m, other);
        if (!other.alive()) crowd.died(index_of(world, other));
    } else {
        step_to(world, content, crowd, i, to);
    }
}

void stumble(World& world, const Content& content, Crowd& crowd, std::size_t i) {
    const Direction d = kAllDirections[world.rng.range(0, 7)];
    step_or_strike(world, content, crowd, i, world.entities[i].pos + delta(d));
}

// The hunt of the monster at `i`'s faction: null when no foe of it is in view.
Crowd::Hunt* hunt_of(Crowd& crowd, std::size_t i) { return crowd.hunt_of(crowd.faction(i)); }

// A foe of the monster at `i` next to it, the first in compass order (the lone goal when
// the hunt has one); null when none is.
Entity* adjacent_foe(World& world, Crowd& crowd, std::size_t i, const Crowd::Hunt& hunt) {
    const Point from = world.entities[i].pos;
    if (hunt.goals.size() == 1) {
        // The player, most often, who stays where it is through the monsters' turns.
        if (chebyshev_distance(from, hunt.goals.front()) > 1) return nullptr;
        const Entity* at = crowd.actor_at(hunt.goals.front());
        if (at && crowd.foes(i, index_of(world, *at))) return &world.entities[index_of(world, *at)];
    }
    for (Direction d : kAllDirections) {
        const Entity* at = crowd.actor_at(from + delta(d));
        if (at && crowd.foes(i, index_of(world, *at))) return &world.entities[index_of(world, *at)];
    }
    return nullptr;
}

void strike_foe(World& world, const Content& content, Crowd& crowd, std::size_t i, Entity& foe) {
    strike(world, content, world.entities[i], foe);
    if (!foe.alive()) crowd.died(index_of(world, foe));
}

void hunt(World& world, const Content& content, Crowd& crowd, std::size_t i,
          const Crowd::Hunt& hunt) {
    if (Entity* foe = adjacent_foe(world, crowd, i, hunt)) {
        strike_foe(world, content, crowd, i, *foe);
        return;
    }
    const std::optional<Point> next = crowd.next_step(hunt, world.entities[i].pos);
    // The cheapest way may lead through a monster that has not moved off it: then wait.
    if (!next || crowd.blocked(*next)) return;
    step_to(world, content, crowd, i, *next);
}

// The free neighbour that takes `i` farthest from its foes (by the hunt's field where it
// reaches, else as the crow flies from the nearest); none when no step gains distance.
std::optional<Point> step_away(const World& world, Crowd& crowd, std::size_t i,
                               const Crowd::Hunt& hunt) {
    const Point from = world.entities[i].pos;
    const Point foe = Crowd::nearest_goal(hunt, from);
    const auto far = [&](Point p) {
        const int d = Crowd::distance(hunt, p);
        return std::pair{d == DistanceField::kUnreached ? chebyshev_distance(p, foe) : d,
                         distance_squared(p, foe)};
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

// Runs from its foes; cornered, it fights.
void flee(World& world, const Content& content, Crowd& crowd, std::size_t i) {
    const Crowd::Hunt* hunt = hunt_of(crowd, i);
    if (!hunt) return;  // nobody to run from
    if (const auto away = step_away(world, crowd, i, *hunt)) {
        step_to(world, content, crowd, i, *away);
    } else if (Entity* foe = adjacent_foe(world, crowd, i, *hunt)) {
        strike_foe(world, content, crowd, i, *foe);
    }
}

bool hurt_enough_to_flee(const Entity& m, const Content& content, const ActorDef& def) {
    return def.ai.flee_below > 0 && m.fighter->hp * 100 < max_hp(m, content) * def.ai.flee_below;
}

// A step toward the player when farther than two cells: an ally keeping up.
void follow_player(World& world, const Content& content, Crowd& crowd, std::size_t i) {
    const Point from = world.entities[i].pos;
    if (chebyshev_distance(from, crowd.player().pos) <= 2) return;
    const std::optional<Point> next = crowd.searched_step(from, crowd.player().pos);
    if (!next || crowd.blocked(*next)) return;
    step_to(world, content, crowd, i, *next);
}

// A step in a random direction onto a free cell it may walk to (none when the dice pick a
// blocked one: it pauses).
void wander(World& world, const Content& content, Crowd& crowd, std::size_t i) {
    const Point to = world.entities[i].pos + delta(kAllDirections[world.rng.range(0, 7)]);
    if (!world.map.walkable(to) || crowd.blocked(to) || crowd.actor_at(to)) return;
    step_to(world, content, crowd, i, to);
}

// One action of a monster that acts as itself, by its AI kind.
void decide(World& world, const Content& content, Crowd& crowd, std::size_t i,
            const ActorDef& def) {
    if (hurt_enough_to_flee(world.entities[i], content, def)) {
        flee(world, content, crowd, i);
        return;
    }
    if (!def.abilities.empty() && use_an_ability(world, content, world.entities[i])) {
        crowd.sync();             // a summon may have added entities
        crowd.forget_factions();  // a charm may have begun
        return;
    }
    const Crowd::Hunt* hunted = hunt_of(crowd, i);
    const Point at = world.entities[i].pos;
    const int distance =
        hunted ? chebyshev_distance(at, Crowd::nearest_goal(*hunted, at)) : kNoFoeDistance;
    switch (def.ai.kind) {
        case AiKind::none:
            return;
        case AiKind::coward:
            // Out of reach of every foe it sees: keep_distance, else its whole sight.
            if (hunted &&
                distance <= (def.ai.keep_distance > 0 ? def.ai.keep_distance : def.vision))
                flee(world, content, crowd, i);
            return;
        case AiKind::guard:
            if (!hunted || distance > def.ai.guard_radius) return;  // holds its post
            break;
        case AiKind::wander:
            if (!hunted || distance > def.vision) {
                wander(world, content, crowd, i);
                return;
            }
            break;
        case AiKind::ally:
            if (!hunted || distance > def.vision) {
                follow_player(world, content, crowd, i);
                return;
            }
            break;
        case AiKind::hostile:
            break;
    }
    if (!hunted) return;  // no foe in view
    const int keep = def.ai.keep_distance;
    if (keep > 0 && distance < keep) {
        flee(world, content, crowd, i);
    } else if (keep > 0 && distance == keep) {
        return;  // where it wants to be
    } else {
        hunt(world, content, crowd, i, *hunted);
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
            case Behaviour::charm:
                if (def && world.entities[i].ai && crowd.wants_to_act(i))
                    decide(world, content, crowd, i, *def);
                break;
        }
    }
    if (upkeep && world.entities[i].alive()) end_turn(world, content, world.entities[i]);
}

// One hunt for each faction with hunters: the creatures in view it is hostile to are its
// goals, and its field reaches as far as its hunters need (within a budget; beyond it, or
// for a few far off, A* serves). Factions with the same goals (the orcs and the trolls,
// both after the player) share one field. Without factions.yaml every hunter is a monster
// and the one goal the player, as it always was.
void chart_hunts(Crowd& crowd, const World& world, const std::vector<std::size_t>& acting,
                 const std::vector<std::size_t>& hunters, const std::vector<std::size_t>& in_view) {
    std::vector<Crowd::Hunt>& hunts = crowd.hunts();
    for (std::size_t i : acting) {
        const int f = crowd.faction(i);
        if (std::any_of(hunts.begin(), hunts.end(), [&](const auto& h) { return h.faction == f; }))
            continue;
        Crowd::Hunt hunt;
        hunt.faction = f;
        for (std::size_t j : in_view) {
            if (crowd.hostile(f, crowd.faction(j))) hunt.goals.push_back(world.entities[j].pos);
        }
        if (!hunt.goals.empty()) hunts.push_back(std::move(hunt));  // else nobody to fight
    }
    hunts.reserve(hunts.size() + 1);  // the overlay's, later: references stay valid
    std::vector<bool> done(hunts.size(), false);
    std::vector<Point> walkers;
    for (std::size_t h = 0; h < hunts.size(); ++h) {
        if (done[h]) continue;
        // Its group: the hunts after it with the same goals.
        std::vector<std::size_t> group = {h};
        for (std::size_t o = h + 1; o < hunts.size(); ++o) {
            if (!done[o] && hunts[o].goals == hunts[h].goals) group.push_back(o);
        }
        walkers.clear();
        const bool lone = hunts[h].goals.size() == 1;
        for (std::size_t i : hunters) {
            const Point p = world.entities[i].pos;
            const int f = crowd.faction(i);
            const bool member = std::any_of(group.begin(), group.end(),
                                            [&](std::size_t g) { return hunts[g].faction == f; });
            // Beside a lone goal it strikes without a field.
            if (member && !(lone && chebyshev_distance(p, hunts[h].goals[0]) <= 1))
                walkers.push_back(p);
        }
        for (std::size_t g : group) done[g] = true;
        if (walkers.empty()) continue;
        Crowd::Hunt& charted = hunts[h];
        crowd.chart(charted, walkers,
                    std::max(kMinFieldCells, kFieldCellsPerHunter * walkers.size()));
        if (Crowd::beyond_field(charted, walkers) > kMostSearches) crowd.chart(charted, walkers);
        for (std::size_t g : group) {
            hunts[g].field = charted.field;
            hunts[g].charted = true;
        }
    }
}

}  // namespace

void run_monster_turns(World& world, const Content& content, Pathfinder& paths) {
    if (world.status != GameStatus::playing || !world.find(world.player_id)) return;
    Crowd crowd(world, content, paths);
    const int turn = world.turn - 1;
    // One pass over the entities finds who has a turn: those with statuses or cooldowns
    // to count, and those in view. Nobody else can join them during the turn (sight does
    // not change, and a monster moves only on its own turn), so the second pass walks
    // only these, in order. It also notes the creatures in view, whom hunters may hunt.
    std::vector<std::size_t> actors;
    std::vector<std::size_t> acting;   // in view and awake
    std::vector<std::size_t> hunters;  // of those, the ones acting as themselves
    std::vector<std::size_t> in_view;  // every living creature in view, the player too
    for (std::size_t i = 0; i < world.entities.size(); ++i) {
        const Entity& m = world.entities[i];
        if (!m.alive()) continue;
        if (m.id == world.player_id) {
            in_view.push_back(i);
            continue;
        }
        const bool seen = world.map.visible(m.pos);
        if (seen) in_view.push_back(i);
        bool counts = !m.statuses.empty() || (m.ai && !m.ai->cooldowns.empty());
        if (!m.ai && !counts) continue;
        const bool acts = m.ai && seen && crowd.wants_to_act(i);
        // Out of view a hurt regenerator still heals, on its regeneration turns only: its
        // definition is already looked up (wants_to_act), so this costs a modulo.
        if (!acts && !counts) counts = regenerates_now(m, crowd.def_of(i), world.turn, content);
        if (!acts && !counts) continue;
        actors.push_back(i);
        if (!acts) continue;
        acting.push_back(i);
        if (m.statuses.empty() || behaviour_of(m, content) == Behaviour::none) hunters.push_back(i);
    }
    chart_hunts(crowd, world, acting, hunters, in_view);
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
    const Crowd::Hunt& toward_player = crowd.chart_to_player(start);
    // Following the field, each step lowers the distance by at least 1.
    std::vector<Point> path;
    for (Point at = monster.pos; at != crowd.player().pos;) {
        const std::optional<Point> next = crowd.next_step(toward_player, at);
        if (!next) return {};
        path.push_back(*next);
        at = *next;
    }
    return path;
}

}  // namespace cf
