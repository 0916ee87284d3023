#pragma once
// The crowd: what monsters read during one monster turn (internal to ai.cpp): actor definitions,
// living actors indexed by cell (kept current as monsters move, die and are summoned), and one
// distance field toward the player that every hunter follows. Definitions are resolved and the
// index is built on first use, so a turn in which nobody needs them (every hunter already adjacent,
// a big floor with nobody in view) does not pay for thousands of far-off monsters. Entities are
// addressed by their index in world.entities, which a monster turn only ever appends to (summons).

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/map/pathfinding.hpp"
#include "engine/rules/terrain.hpp"
#include "engine/world/world.hpp"

namespace cf {

// Cost of entering a cell held by a blocking actor: expensive, so hunters bend round
// a crowd when the way round is short and queue behind it when it is not.
inline constexpr int kBlockedCost = 10;

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

class Crowd {
  public:
    Crowd(const World& world, const Content& content, Pathfinder& paths)
        : world_(world),
          content_(content),
          paths_(paths),
          field_(paths.field()),
          cells_(paths.cells()),
          lookup_(content),
          defs_(world.entities.size(), nullptr),
          resolved_(world.entities.size(), 0),
          known_(world.entities.size()) {}

    const Content& content() const { return content_; }
    const Entity& player() const { return world_.player(); }

    // A hostile monster acts when the player sees it (FOV is symmetric, so it sees the
    // player) within its vision radius.
    bool wants_to_act(std::size_t i) {
        const Entity& m = world_.entities[i];
        if (!world_.map.visible(m.pos)) return false;
        const ActorDef* def = def_of(i);
        return def && def->ai.kind == AiKind::hostile &&
               chebyshev_distance(m.pos, player().pos) <= def->vision;
    }

    const ActorDef* def_of(std::size_t i) {
        sync();
        if (!resolved_[i]) {
            defs_[i] = lookup_(world_.entities[i].def);
            resolved_[i] = 1;
        }
        return defs_[i];
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

    // The terrain's walk_cost (walls impassable, doors, water and known traps dearer),
    // plus kBlockedCost - 1 on a cell held by a blocking actor. Read live: a door opened
    // during the turn costs what it costs now.
    int step_cost(Point p) {
        const int terrain = walk_cost(world_.map, p);
        if (terrain <= 0) return 0;
        return blocked(p) ? terrain + kBlockedCost - 1 : terrain;
    }

    // The field toward the player, as far as the farthest of `walkers` needs, or as
    // far as `max_cells` cells (next_step then searches for the walkers beyond).
    void chart(std::span<const Point> walkers,
               std::size_t max_cells = std::numeric_limits<std::size_t>::max()) {
        const auto cost = [this](int x, int y) { return step_cost({x, y}); };
        const Point goal[] = {player().pos};
        field_.compute(world_.map.width(), world_.map.height(), goal, cost,
                       {.stop_when_reached = walkers, .max_cells = max_cells});
        charted_ = true;
    }

    // How many of `walkers` the field does not reach.
    std::size_t beyond_field(std::span<const Point> walkers) const {
        return static_cast<std::size_t>(std::count_if(
            walkers.begin(), walkers.end(),
            [this](Point p) { return field_.distance(p) == DistanceField::kUnreached; }));
    }

    // The field's distance to the player from `p` (kUnreached when not charted there).
    int distance(Point p) const {
        return charted_ ? field_.distance(p) : DistanceField::kUnreached;
    }

    // The next step from `from` on a cheapest way to the player as the crowd stands now:
    // the neighbour with the least cost + distance, ties going to the one nearer the
    // player as the crow flies, then to the first in compass order. The player's own
    // cell when adjacent; nothing when no neighbour leads there.
    std::optional<Point> next_step(Point from) {
        const Point goal = player().pos;
        if (chebyshev_distance(from, goal) == 1) return goal;
        if (distance(from) == DistanceField::kUnreached) return searched_step(from);
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
            paths_.find(world_.map.width(), world_.map.height(), from, player().pos, cost);
        if (path.empty()) return std::nullopt;
        return path.front();
    }

    // Keep the index, once built, in step with the world: moved() as a monster moves,
    // died() once a death shows; sync() (called by every lookup) takes in summons.
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
    void sync() {
        const std::size_t now = world_.entities.size();
        if (now == known_) return;
        defs_.resize(now, nullptr);
        resolved_.resize(now, 0);
        for (std::size_t i = known_; indexed_ && i < now; ++i) {
            const Entity& e = world_.entities[i];
            if (e.alive() && cells_.in_bounds(e.pos))
                cells_.add(e.pos, static_cast<std::uint32_t>(i));
        }
        known_ = now;
    }

  private:
    const CellIndex& indexed() {
        sync();
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
    const Content& content_;
    Pathfinder& paths_;
    DistanceField& field_;
    CellIndex& cells_;
    bool indexed_ = false;
    bool charted_ = false;
    DefLookup lookup_;
    std::vector<const ActorDef*> defs_;  // per entity, once resolved_
    std::vector<std::uint8_t> resolved_;
    std::size_t known_ = 0;  // entities the arrays above cover
};

inline std::size_t index_of(const World& world, const Entity& e) {
    return static_cast<std::size_t>(&e - world.entities.data());
}

}  // namespace cf
