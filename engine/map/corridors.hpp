#pragma once
// Corridors between rooms and from vault entrances, carved around the vaults: a corridor
// never cuts through a vault, so a vault is entered by its entrances alone. An L-shaped
// corridor is the tutorials' tunnel (one draw for its corner); a winding one passes
// through one to three random waypoints on the way. Where the straight legs would cross
// a vault, the corridor takes the shortest way around it instead.

#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/rng.hpp"
#include "engine/map/map.hpp"

namespace cf {

class CorridorCarver {
  public:
    // Carves `floor` into `map`, never into `keep_out` (vault areas) nor the outer wall.
    CorridorCarver(Map& map, DefId floor, const std::vector<Rect>& keep_out);

    // A corridor from `a` to `b` in `style`.
    void join(Point a, Point b, CorridorStyle style, Rng& rng) const;
    // A corridor from the vault entrance `entrance` (on the edge of `area`) out to the
    // nearest floor outside every vault; none when there is no way.
    void join_entrance(Point entrance, const Rect& area) const;

  private:
    bool open_to_carve(Point p) const;
    void leg(Point a, Point b, Rng& rng) const;  // an L from a to b, or the way around
    // The shortest way from `a` to a cell `done` accepts, through cells open to carve;
    // carved, true when found.
    template <class Done>
    bool carve_way(Point a, Done done) const;

    Map& map_;
    DefId floor_;
    std::vector<char> kept_out_;  // per cell
    // carve_way's search, per cell: where it was reached from (-1: not yet). Kept between
    // searches and put back cell by cell: on a 1000x1000 floor a fresh one cost a 4 MB
    // allocation a corridor, most of a big vault's floor's time.
    mutable std::vector<int> came_;
    mutable std::vector<Point> open_;
};

// The floor of a room's inside (its walls are the rectangle's edge).
void carve_room(Map& map, const Rect& room, const DefId& floor);

}  // namespace cf
