#pragma once
// The crowd: what monsters read during one monster turn (internal to ai.cpp): actor definitions,
// living actors indexed by cell (kept current as monsters move, die and are summoned), each
// creature's faction, and one distance field per hunting faction toward the creatures in view it
// is hostile to, which every hunter of that faction follows (without factions.yaml: one field
// toward the player, as before factions). Definitions are resolved and the index is built on
// first use, so a turn in which nobody needs them (every hunter already adjacent, a big floor with
// nobody in view) does not pay for thousands of far-off monsters. Entities are addressed by their
// index in world.entities, which a monster turn only ever appends to (summons).

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/map/pathfinding.hpp"
#include "engine/rules/factions.hpp"
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
          cells_(paths.cells()),
          lookup_(content),
          defs_(world.entities.size(), nullptr),
          resolved_(world.entities.size(), 0),
          faction_(world.entities.size(), kUnknownFaction),
          known_(world.entities.size()) {}

    // A faction's hunt this turn: the cells of the creatures in view it is hostile to, and
    // the field toward them once charted.
    struct Hunt {
        int faction = 0;
        std::vector<Point> goals;
        DistanceField* field = nullptr;
        bool charted = false;
    };

    const Content& content() const { return content_; }
    const Entity& player() const { return world_.player(); }

    // A monster with a mind acts when the player sees it (FOV is symmetric, so it sees the
    // player) within its vision radius: the world lives where the player is.
    bool wants_to_act(std::size_t i) {
        const Entity& m = world_.entities[i];
        if (!world_.map.visible(m.pos)) return false;
        const ActorDef* def = def_of(i);
        return def && def->ai.kind != AiKind::none &&
               chebyshev_distance(m.pos, player().pos) <= def->vision;
    }

    // The faction entity `i` fights for, as a small number for this turn (intern()).
    int faction(std::size_t i) {
        sync();
        if (faction_[i] != kUnknownFaction) return faction_[i];
        const Entity& e = world_.entities[i];
        int f = 0;
        if (e.allegiance || !e.statuses.empty() || e.id == world_.player_id) {
            f = intern(faction_of(world_, content_, e));
        } else {
            const ActorDef* def = def_of(i);
            // A definition's faction, once per definition met this turn.
            auto known = std::find_if(def_factions_.begin(), def_factions_.end(),
                                      [&](const auto& k) { return k.first == def; });
            if (known == def_factions_.end()) {
                def_factions_.emplace_back(def, intern(def_faction(content_, e.def)));
                known = def_factions_.end() - 1;
            }
            f = known->second;
        }
        faction_[i] = f;
        return f;
    }
    // Forget the factions worked out so far: a charm may have begun or ended.
    void forget_factions() { std::fill(faction_.begin(), faction_.end(), kUnknownFaction); }

    int intern(const DefId& id) {
        for (std::size_t n = 0; n < faction_ids_.size(); ++n) {
            if (faction_ids_[n] == id) return static_cast<int>(n);
        }
        faction_ids_.push_back(id);
        const std::size_t count = faction_ids_.size();
        relations_.assign(count * count, kUnknownRelation);
        return static_cast<int>(count - 1);
    }
    bool hostile(int a, int b) {
        const auto n = faction_ids_.size();
        std::int8_t& r = relations_[static_cast<std::size_t>(a) * n + static_cast<std::size_t>(b)];
        if (r == kUnknownRelation) {
            r = static_cast<std::int8_t>(relation(content_,
                                                  faction_ids_[static_cast<std::size_t>(a)],
                                                  faction_ids_[static_cast<std::size_t>(b)]));
        }
        return r == static_cast<std::int8_t>(Relation::hostile);
    }
    bool foes(std::size_t i, std::size_t j) { return i != j && hostile(faction(i), faction(j)); }

    // The hunts, one per faction that has hunters this turn (set up by ai.cpp).
    std::vector<Hunt>& hunts() { return hunts_; }
    // The hunt of faction `f`, or null when it has none.
    Hunt* hunt_of(int f) {
        for (Hunt& h : hunts_) {
            if (h.faction == f) return &h;
        }
        return nullptr;
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

    // The hunt's field toward its goals, as far as the farthest of `walkers` needs, or as
    // far as `max_cells` cells (next_step then searches for the walkers beyond). The first
    // hunt charted uses the pathfinder's own field, the others fields of their own.
    void chart(Hunt& hunt, std::span<const Point> walkers,
               std::size_t max_cells = std::numeric_limits<std::size_t>::max()) {
        if (!hunt.field) hunt.field = &paths_.field(fields_used_++);
        const auto cost = [this](int x, int y) { return step_cost({x, y}); };
        hunt.field->compute(world_.map.width(), world_.map.height(), hunt.goals, cost,
                            {.stop_when_reached = walkers, .max_cells = max_cells});
        hunt.charted = true;
    }
    // The field toward the player alone (the path overlay).
    Hunt& chart_to_player(std::span<const Point> walkers) {
        hunts_.push_back({faction(index_of_player()), {player().pos}, nullptr, false});
        chart(hunts_.back(), walkers);
        return hunts_.back();
    }

    // How many of `walkers` the hunt's field does not reach.
    static std::size_t beyond_field(const Hunt& hunt, std::span<const Point> walkers) {
        return static_cast<std::size_t>(std::count_if(walkers.begin(), walkers.end(), [&](Point p) {
            return hunt.field->distance(p) == DistanceField::kUnreached;
        }));
    }

    // The hunt's distance to its nearest goal from `p` (kUnreached when not charted there).
    static int distance(const Hunt& hunt, Point p) {
        return hunt.charted ? hunt.field->distance(p) : DistanceField::kUnreached;
    }

    // The goal of the hunt nearest `from` as the crow flies (ties: the first listed).
    static Point nearest_goal(const Hunt& hunt, Point from) {
        Point best = hunt.goals.front();
        for (Point g : hunt.goals) {
            if (distance_squared(from, g) < distance_squared(from, best)) best = g;
        }
        return best;
    }

    // The next step from `from` on a cheapest way to the hunt's goals as the crowd stands
    // now: the neighbour with the least cost + distance, ties going to the one nearer the
    // goal as the crow flies when there is one goal, then to the first in compass order. The
    // goal's own cell when adjacent to a lone goal; nothing when no neighbour leads there.
    std::optional<Point> next_step(const Hunt& hunt, Point from) {
        const bool lone = hunt.goals.size() == 1;
        if (lone && chebyshev_distance(from, hunt.goals.front()) == 1) return hunt.goals.front();
        if (distance(hunt, from) == DistanceField::kUnreached)
            return searched_step(from, nearest_goal(hunt, from));
        std::optional<Point> best;
        long best_total = DistanceField::kUnreached;
        int best_crow = 0;
        for (Direction d : kAllDirections) {
            const Point n = from + delta(d);
            const int dist = hunt.field->distance(n);
            if (dist == DistanceField::kUnreached) continue;
            const int cost = step_cost(n);
            if (cost <= 0) continue;
            const long total = long{dist} + cost;
            const int crow = lone ? distance_squared(n, hunt.goals.front()) : 0;
            if (total < best_total || (total == best_total && crow < best_crow)) {
                best = n;
                best_total = total;
                best_crow = crow;
            }
        }
        return best;
    }

    // Beyond the field: the first step of an A* path to `goal` with the same costs.
    std::optional<Point> searched_step(Point from, Point goal) {
        const auto cost = [this](int x, int y) { return step_cost({x, y}); };
        const std::vector<Point> path =
            paths_.find(world_.map.width(), world_.map.height(), from, goal, cost);
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
        faction_.resize(now, kUnknownFaction);
        for (std::size_t i = known_; indexed_ && i < now; ++i) {
            const Entity& e = world_.entities[i];
            if (e.alive() && cells_.in_bounds(e.pos))
                cells_.add(e.pos, static_cast<std::uint32_t>(i));
        }
        known_ = now;
    }

  private:
    static constexpr int kUnknownFaction = -1;
    static constexpr std::int8_t kUnknownRelation = -1;

    std::size_t index_of_player() const {
        return static_cast<std::size_t>(&world_.player() - world_.entities.data());
    }

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
    CellIndex& cells_;
    bool indexed_ = false;
    std::size_t fields_used_ = 0;
    std::vector<Hunt> hunts_;
    std::vector<DefId> faction_ids_;      // interned this turn
    std::vector<std::int8_t> relations_;  // Relation by [a * count + b], -1 not yet asked
    std::vector<std::pair<const ActorDef*, int>> def_factions_;
    DefLookup lookup_;
    std::vector<const ActorDef*> defs_;  // per entity, once resolved_
    std::vector<std::uint8_t> resolved_;
    std::vector<int> faction_;  // per entity, kUnknownFaction until asked
    std::size_t known_ = 0;     // entities the arrays above cover
};

inline std::size_t index_of(const World& world, const Entity& e) {
    return static_cast<std::size_t>(&e - world.entities.data());
}

}  // namespace cf
