#pragma once
// The map as the player sees it, prepared once a frame as plain data (the picture the
// game view draws and the morgue writes out): each cell's glyph and colours, with the
// creatures, items and corpses in view over the terrain, and the marks drawn over cells
// (the health bar of a wounded creature, a square per status held, the targeting and
// look tints). What a cell shows is decided here and nowhere else.

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/color.hpp"
#include "engine/core/geometry.hpp"
#include "engine/world/world.hpp"

namespace cf {

struct CellPicture {
    int glyph = 0;  // CP437 code; 0 for a cell the player knows nothing of (drawn blank)
    Color fg;
    Color bg;
    friend bool operator==(const CellPicture&, const CellPicture&) = default;
};

// What is marked over a creature in view.
struct CreatureMarks {
    Point cell;
    std::optional<float> health;  // HP / max HP in [0, 1], for a wounded creature not the player
    std::vector<Color> statuses;  // one square per status held, in its colour
};

// A cell washed over with a colour: the targeting area and cursor, the look cursor.
struct MapTint {
    Point cell;
    Color color;
    std::uint8_t alpha = 0;
    friend bool operator==(const MapTint&, const MapTint&) = default;
};

// A rectangle of map cells: a view needs only the cells about its camera on a big floor.
struct MapArea {
    Point origin;  // the top-left cell
    int cols = 0;
    int rows = 0;
    bool contains(Point p) const {
        return p.x >= origin.x && p.y >= origin.y && p.x < origin.x + cols && p.y < origin.y + rows;
    }
};

struct MapPicture {
    int map_width = 0;  // the whole floor's size
    int map_height = 0;
    MapArea area;  // the cells held
    Point player;
    std::vector<CellPicture> cells;    // area.cols * area.rows, row by row
    std::vector<CreatureMarks> marks;  // the creatures in view inside the area
    std::vector<MapTint> tints;        // in map cells; look_tints and target_tints make them

    // The cell at map cell `p`; blank outside the area.
    const CellPicture& at(Point p) const;
};

// The floor as the player knows it, inside `area` (cut to the map): lit cells in view,
// remembered ones dark, the rest blank; over them in view corpses, then items, then
// creatures, the player on top. `reveal_all` (the editor's reveal) shows every cell lit,
// hidden tiles as what they are, and everything on them.
MapPicture build_map_picture(const World& world, const Content& content, MapArea area,
                             bool reveal_all = false);
// The whole floor.
MapPicture build_map_picture(const World& world, const Content& content, bool reveal_all = false);

// The look cursor.
std::vector<MapTint> look_tints(Point cursor);
// The targeting cursor (dimmed red where the player cannot see), with the cells an area
// of `radius` hits around it (0: a single target).
std::vector<MapTint> target_tints(const World& world, Point cursor, int radius);

}  // namespace cf
