#include "engine/rules/ai.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <span>

#include "engine/rules/combat.hpp"
#include "engine/rules/stats.hpp"

namespace cf {

namespace {

// Cost of entering a cell held by a blocking actor: expensive, so hunters bend round
// a crowd when the way round is short and queue behind it when it is not.
constexpr int kBlockedCost = 10;

// How far the shared field may spread per hunter before the rest are left to A*: a
// hunter seen far down a long corridor would otherwise make the field cover most of a
// big floor for one walker that a single A* serves in a fraction of the time.
constexpr std::size_t kFieldCellsPerHunter = 64;
constexpr std::size_t kMinFieldCells = 4096;
// But an A* toward a hunter whose way winds far from the straight line explores about
// as much as a field reaching it, so beyond this many such hunters one field for all
// is cheaper than a search each.
constexpr std::size_t kMostSearches = 4;

// Actor definitions by id without searching the content's map of strings for every
// entity: a turn meets only a few distinct ids, compared in turn.
class DefLookup {
  public:
    explicit DefLookup(const Content& content) : content_(content) {}

    const ActorDef* operator()(const DefId& id) {
        for (const Known& k : known_) {
            if (k.id == id) return k.def;
        }
        known_.push_back({id, content_.actor(id)});
        return known_.back().def;
    }

  private:
    struct Known {
        DefId id;
        const ActorDef* def;
    };
    const Content& content_;
    std::vector<Known> known_;
};

// What monsters read during one turn: actor definitions, living actors indexed by cell
// (kept current as monsters move and die), and one distance field toward the player
// that every hunter follows. Definitions are resolved and the index is built on first
// use, so a turn in which nobody needs them (every hunter already adjacent, a big floor
// with nobody in view) does not pay for thousands of far-off monsters. Entities are
// addressed by their index in world.entities, which a monster turn never reorders.
class Crowd {
  public:
    Crowd(const World& world, const Content& content, Pathfinder& paths)
        : world_(world),
          paths_(paths),
          field_(paths.field()),
          cells_(paths.cells()),
          lookup_(content),
          defs_(world.entities.size(), nullptr),
          resolved_(world.entities.size(), 0),
          player_(&world.player()) {}

    const Entity& player() const { return *player_; }

    // A hostile monster acts when the player sees it (FOV is symmetric, so it sees the
    // player) within its vision radius.
    bool wants_to_act(std::size_t i) {
        const Entity& m = world_.entities[i];
        if (!world_.map.visible(m.pos)) return false;
        const ActorDef* def = def_of(i);
        return def && def->ai == AiKind::hostile &&
               chebyshev_distance(m.pos, player_->pos) <= def->vision;
    }

    // The living actor on `p` that World::actor_at would name.
    const Entity* actor_at(Point p) {
        const CellIndex& cells = indexed();
        const std::uint32_t at = cells.at(p);
        if (at == CellIndex::kNone) return nullptr;
        if (at == CellIndex::kUnknown) return world_.actor_at(p);
        return &world_.entities[at];
    }

    bool blocked(Point p) {
        const CellIndex& cells = indexed();
        const std::uint32_t count = cells.count(p);
        if (count == 0) return false;
        if (count == 1 && cells.at(p) != CellIndex::kUnknown) {
            const ActorDef* def = def_of(cells.at(p));
            return def && def->blocks;
        }
        // Actors sharing a cell (non-blocking ones can): rare, so a scan will do.
        for (std::size_t i = 0; i < world_.entities.size(); ++i) {
            const Entity& e = world_.entities[i];
            if (!e.alive() || e.pos != p) continue;
            if (const ActorDef* def = def_of(i); def && def->blocks) return true;
        }
        return false;
    }

    // Walls impassable, cells held by a blocking actor kBlockedCost, others 1.
    int step_cost(Point p) {
        if (!world_.map.walkable(p)) return 0;
        return blocked(p) ? kBlockedCost : 1;
    }

    // The field toward the player, as far as the farthest of `walkers` needs, or as
    // far as `max_cells` cells (next_step then searches for the walkers beyond).
    void chart(std::span<const Point> walkers,
               std::size_t max_cells = std::numeric_limits<std::size_t>::max()) {
        const auto cost = [this](int x, int y) { return step_cost({x, y}); };
        const Point goal[] = {player_->pos};
        field_.compute(world_.map.width(), world_.map.height(), goal, cost,
                       {.stop_when_reached = walkers, .max_cells = max_cells});
    }

    // How many of `walkers` the field does not reach.
    std::size_t beyond_field(std::span<const Point> walkers) const {
        return static_cast<std::size_t>(std::count_if(
            walkers.begin(), walkers.end(),
            [this](Point p) { return field_.distance(p) == DistanceField::kUnreached; }));
    }

    // The next step from `from` on a cheapest way to the player as the crowd stands now:
    // the neighbour with the least cost + distance, ties going to the one nearer the
    // player as the crow flies, then to the first in compass order. The player's own
    // cell when adjacent; nothing when no neighbour leads there.
    std::optional<Point> next_step(Point from) {
        const Point goal = player_->pos;
        if (chebyshev_distance(from, goal) == 1) return goal;
        if (field_.distance(from) == DistanceField::kUnreached) return searched_step(from);
        std::optional<Point> best;
        long best_total = DistanceField::kUnreached;
        int best_crow = 0;
        for (Direction d : kAllDirections) {
            const Point n = from + delta(d);
            const int dist = field_.distance(n);
            if (dist == DistanceField::kUnreached) continue;
            const int cost = step_cost(n);
            if (cost <= 0) continue;
            const long total = long{dist} + cost;
            const int crow = distance_squared(n, goal);
            if (total < best_total || (total == best_total && crow < best_crow)) {
                best = n;
                best_total = total;
                best_crow = crow;
            }
        }
        return best;
    }

    // Beyond the field: the first step of an A* path with the same costs.
    std::optional<Point> searched_step(Point from) {
        const auto cost = [this](int x, int y) { return step_cost({x, y}); };
        const std::vector<Point> path =
            paths_.find(world_.map.width(), world_.map.height(), from, player_->pos, cost);
        if (path.empty()) return std::nullopt;
        return path.front();
    }

    // Keep the index, once built, in step with the world: moved() as a monster moves,
    // died() once a death shows.
    void moved(std::size_t i, Point from, Point to) {
        if (!indexed_) return;  // built later from the world as it is then
        const auto id = static_cast<std::uint32_t>(i);
        if (cells_.in_bounds(from)) cells_.remove(from, id);
        if (cells_.in_bounds(to)) cells_.add(to, id);
    }
    void died(std::size_t i) {
        const Point at = world_.entities[i].pos;
        if (indexed_ && cells_.in_bounds(at)) cells_.remove(at, static_cast<std::uint32_t>(i));
    }

  private:
    const ActorDef* def_of(std::size_t i) {
        if (!resolved_[i]) {
            defs_[i] = lookup_(world_.entities[i].def);
            resolved_[i] = 1;
        }
        return defs_[i];
    }

    const CellIndex& indexed() {
        if (indexed_) return cells_;
        cells_.reset(world_.map.width(), world_.map.height());
        for (std::size_t i = 0; i < world_.entities.size(); ++i) {
            const Entity& e = world_.entities[i];
            if (e.alive() && cells_.in_bounds(e.pos))
                cells_.add(e.pos, static_cast<std::uint32_t>(i));
        }
        indexed_ = true;
        return cells_;
    }

    const World& world_;
    Pathfinder& paths_;
    DistanceField& field_;
    CellIndex& cells_;
    bool indexed_ = false;
    DefLookup lookup_;
    std::vector<const ActorDef*> defs_;  // per entity, once resolved_
    std::vector<std::uint8_t> resolved_;
    const Entity* player_;
};

std::size_t index_of(const World& world, const Entity& e) {
    return static_cast<std::size_t>(&e - world.entities.data());
}

void stumble(World& world, const Content& content, Crowd& crowd, std::size_t i) {
    Entity& m = world.entities[i];
    const Direction d = kAllDirections[world.rng.range(0, 7)];
    const Point to = m.pos + delta(d);
    if (const Entity* at = crowd.actor_at(to); at && at->id != m.id) {
        Entity& other = world.entities[index_of(world, *at)];
        melee(world, content, m, other);
        if (!other.alive()) crowd.died(index_of(world, other));
    } else if (world.map.walkable(to)) {
        crowd.moved(i, m.pos, to);
        m.pos = to;
    }
    if (!m.alive()) return;
    if (--m.ai->confused_turns == 0) {
        world.say("The " + display_name(m, content) + " is no longer confused.", Tone::status);
    }
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
    crowd.moved(i, m.pos, *next);
    m.pos = *next;
}

bool acts_normally(const World& world, const Entity& m) {
    return m.id != world.player_id && m.alive() && m.ai && m.ai->confused_turns == 0;
}

}  // namespace

void run_monster_turns(World& world, const Content& content, Pathfinder& paths) {
    if (world.status != GameStatus::playing || !world.find(world.player_id)) return;
    Crowd crowd(world, content, paths);
    // One pass over the entities finds who may act: the confused and those in view.
    // Nobody else can join them during the turn (sight does not change, and a monster
    // moves only on its own turn), so the second pass walks only these, in order.
    std::vector<std::size_t> actors;
    std::vector<Point> hunters;
    for (std::size_t i = 0; i < world.entities.size(); ++i) {
        const Entity& m = world.entities[i];
        if (m.id == world.player_id || !m.alive() || !m.ai) continue;
        if (m.ai->confused_turns > 0) {
            actors.push_back(i);
        } else if (crowd.wants_to_act(i)) {
            actors.push_back(i);
            if (chebyshev_distance(m.pos, crowd.player().pos) > 1) hunters.push_back(m.pos);
        }
    }
    if (!hunters.empty()) {
        crowd.chart(hunters, std::max(kMinFieldCells, kFieldCellsPerHunter * hunters.size()));
        if (crowd.beyond_field(hunters) > kMostSearches) crowd.chart(hunters);
    }

    // Indexes, not references: a monster's attack can add messages but never entities.
    for (std::size_t i : actors) {
        if (world.status != GameStatus::playing) return;
        Entity& m = world.entities[i];
        if (!m.alive()) continue;  // killed by a stumbling monster earlier this turn
        if (m.ai->confused_turns > 0) {
            stumble(world, content, crowd, i);
        } else if (crowd.wants_to_act(i)) {
            hunt(world, content, crowd, i);
        }
    }
}

std::vector<Point> intended_path(const World& world, const Content& content, const Entity& monster,
                                 Pathfinder& paths) {
    const bool in_world = !world.entities.empty() && &monster >= world.entities.data() &&
                          &monster < world.entities.data() + world.entities.size();
    if (!in_world || !world.find(world.player_id) || !acts_normally(world, monster)) return {};
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
