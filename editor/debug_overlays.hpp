#pragma once
// Debug views over the game viewport: what the player sees, has explored, where one
// can walk, the path each monster intends to walk, the rooms; plus "reveal map" and
// "god mode" toggles.

#include <cstdint>
#include <vector>

#include "editor/edit_requests.hpp"
#include "engine/map/pathfinding.hpp"
#include "engine/rules/game.hpp"

namespace cf {

// A translucent tint over one map cell.
struct CellTint {
    Point cell;
    std::uint8_t r = 255, g = 255, b = 255, a = 80;
};

struct DebugOverlays {
    bool fov = false;         // cells in view
    bool explored = false;    // remembered cells
    bool walkable = false;    // walkable (green) / blocked (red)
    bool paths = false;       // each monster's intended A* path
    bool rooms = false;       // room outlines from generation
    bool reveal_map = false;  // draw the whole floor lit, every entity shown

    // Draws the toggles; god mode lives in the world, so it is a world edit (undoable,
    // recorded) asked of the editor through `requests`.
    void draw(const Game& game, EditRequests& requests);
    // The tints of every enabled overlay, in map coordinates.
    std::vector<CellTint> tints(const Game& game) const;

  private:
    // The monsters' paths are searched here, never with the game's own pathfinder: its
    // scratch must hold only what the game's turns put there, or a replay could differ.
    mutable Pathfinder paths_;
};

}  // namespace cf
