#include "engine/rules/vault_stamp.hpp"

#include <algorithm>
#include <deque>
#include <vector>

#include "engine/content/vault_legend.hpp"
#include "engine/core/rng.hpp"
#include "engine/map/vault_placement.hpp"
#include "engine/rules/spawning.hpp"

namespace cf {

namespace {

// Which cells can be walked on: the map's tiles, with `over` where it says.
class StampWalk {
  public:
    explicit StampWalk(const Map& map) : w_(map.width()), h_(map.height()) {
        cells_.resize(static_cast<std::size_t>(w_ * h_));
        for (int y = 0; y < h_; ++y) {
            for (int x = 0; x < w_; ++x) cells_[at({x, y})] = map.walkable({x, y}) ? 1 : 0;
        }
    }
    void set(Point p, bool walkable) { cells_[at(p)] = walkable ? 1 : 0; }
    bool walkable(Point p) const {
        return p.x >= 0 && p.y >= 0 && p.x < w_ && p.y < h_ && cells_[at(p)] != 0;
    }
    // The cells reachable from `from` by four-way steps.
    std::vector<char> reach(Point from) const {
        std::vector<char> seen(cells_.size(), 0);
        if (!walkable(from)) return seen;
        std::deque<Point> open{from};
        seen[at(from)] = 1;
        while (!open.empty()) {
            const Point p = open.front();
            open.pop_front();
            for (const Point step : {Point{1, 0}, Point{-1, 0}, Point{0, 1}, Point{0, -1}}) {
                const Point n = p + step;
                if (!walkable(n) || seen[at(n)]) continue;
                seen[at(n)] = 1;
                open.push_back(n);
            }
        }
        return seen;
    }
    std::size_t at(Point p) const { return static_cast<std::size_t>(p.y * w_ + p.x); }

  private:
    int w_;
    int h_;
    std::vector<char> cells_;
};

std::string stamp_cell_text(Point p) { return std::to_string(p.x) + "," + std::to_string(p.y); }

}  // namespace

StampPlan plan_stamp(const World& world, const Content& content, const VaultDef& vault,
                     Point centre, int orientation, std::uint64_t seed) {
    StampPlan plan;
    const std::vector<std::string> rows = oriented_rows(vault.map, orientation);
    if (rows.empty() || rows.front().empty()) {
        plan.refused = "vault '" + vault.id + "' has an empty map";
        return plan;
    }
    const int w = static_cast<int>(rows.front().size());
    const int h = static_cast<int>(rows.size());
    plan.area = Rect{centre.x - w / 2, centre.y - h / 2, w, h};
    const Map& map = world.map;
    const Rect& a = plan.area;
    if (a.x < 1 || a.y < 1 || a.x + w > map.width() - 1 || a.y + h > map.height() - 1) {
        plan.refused = "vault '" + vault.id + "' (" + std::to_string(w) + "x" + std::to_string(h) +
                       ") does not fit there: it would reach the floor's "
                       "outer wall; click nearer the middle";
        return plan;
    }
    const VaultLegend legend(vault.legend, content.settings);
    const StampWalk before(map);
    StampWalk after = before;
    std::vector<std::pair<Point, const VaultGlyph*>> cells;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const Point p{a.x + x, a.y + y};
            const char g = rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
            const VaultGlyph* entry = legend.find(g);
            const TileDef* tile = entry ? content.tile(legend.tile(*entry)) : nullptr;
            if (!tile) {
                plan.refused = "vault '" + vault.id + "' has problems ('" + std::string(1, g) +
                               "' stands for no tile): fix them first";
                return plan;
            }
            after.set(p, tile->walkable);
            cells.emplace_back(p, entry);
        }
    }
    // What stands in the way of a wall (corpses are walked over and walled in alike).
    std::vector<Point> occupied;
    for (const Entity& e : world.entities) {
        if (e.is_actor() && !e.alive()) continue;
        if (e.is_actor() && a.contains(e.pos)) occupied.push_back(e.pos);
        if (!a.contains(e.pos) || after.walkable(e.pos)) continue;
        plan.refused = "a wall of vault '" + vault.id + "' would stand on " + describe(e) + " at " +
                       stamp_cell_text(e.pos);
        return plan;
    }
    // The floor stays whole: what the player reached and can still walk on, and the stairs.
    const Point from = world.find(world.player_id) ? world.player().pos : Point{-1, -1};
    const std::vector<char> was = before.reach(from);
    const std::vector<char> now = after.reach(from);
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point p{x, y};
            const std::size_t i = before.at(p);
            const bool stairs = map.tile_id(p) == content.settings.stairs_tile && !a.contains(p);
            if (a.contains(p) && after.walkable(p) && !now[i] && from.x >= 0) {
                plan.refused = "vault '" + vault.id +
                               "' there could not be walked into: " + stamp_cell_text(p) +
                               " would be cut off from the player " +
                               "(place it where an entrance meets a room or corridor)";
                return plan;
            }
            if ((was[i] && after.walkable(p) && !now[i]) || (stairs && was[i] && !now[i])) {
                plan.refused = "vault '" + vault.id +
                               "' there would cut the floor: " + stamp_cell_text(p) +
                               " could no longer be reached (place it where "
                               "its entrances meet the floor)";
                return plan;
            }
        }
    }
    // Tiles first, then what stands on them (a spawn needs its cell walkable).
    Rng dice(seed);
    for (const auto& [p, entry] : cells) {
        const DefId& tile = legend.tile(*entry);
        if (map.tile_id(p) != tile) plan.edit.ops.push_back(EditOp::tile(p, tile));
    }
    for (const auto& [p, entry] : cells) {
        const std::optional<DefId> id = legend_pick(*entry, content, world.depth, dice);
        // A creature already there keeps its cell: the vault's own is left out.
        const bool taken = std::find(occupied.begin(), occupied.end(), p) != occupied.end();
        if (id && !(content.actor(*id) && taken)) plan.edit.ops.push_back(EditOp::spawn(*id, p));
    }
    return plan;
}

}  // namespace cf
