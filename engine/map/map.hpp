#pragma once
// The floor: a flat array of tiles with what the player has seen and sees now.
// Cells store an index into a small palette of tile ids (the state); walkability,
// transparency and colours come from the tile definitions (derived), re-bound
// whenever a new content snapshot is swapped in.

#include <cstdint>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/geometry.hpp"

namespace cf {

struct Rect {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;

    Point center() const { return {x + w / 2, y + h / 2}; }
    // True when the rectangles overlap or touch, walls included.
    bool intersects(const Rect& o) const {
        return x <= o.x + o.w && x + w >= o.x && y <= o.y + o.h && y + h >= o.y;
    }
    bool contains(Point p) const { return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h; }
    friend bool operator==(const Rect&, const Rect&) = default;
};

// A vault the generator placed on this floor: its definition and its cells (no margin),
// kept so the lab can tell when the player is inside one (lab/run.cpp).
struct VaultArea {
    DefId id;
    Rect area;
    friend bool operator==(const VaultArea&, const VaultArea&) = default;
};

class Map {
  public:
    Map() = default;
    Map(int width, int height, const DefId& fill);

    int width() const { return width_; }
    int height() const { return height_; }
    bool in_bounds(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }

    const DefId& tile_id(Point p) const { return palette_[cells_[index(p)]]; }
    void set_tile(Point p, const DefId& id);
    // Points every palette entry at its definition in `content`; ids it lacks are
    // returned (the caller decides; reload refuses such content).
    std::vector<DefId> bind(const Content& content);
    // A tile definition got a new id: the cells keep their tile under its new name.
    // Call bind() afterwards.
    void rename_tile(const DefId& from, const DefId& to);
    // Only valid after bind().
    const TileDef& tile(Point p) const { return *bound_[cells_[index(p)]]; }
    // The tile as the player sees and remembers it: a hidden tile not yet revealed is
    // its looks_like (the renderer, look mode and hover read this, never tile()).
    const TileDef& shown(Point p) const {
        const std::size_t i = static_cast<std::size_t>(index(p));
        return revealed(p) ? *bound_[cells_[i]] : *shown_[cells_[i]];
    }
    // A hidden tile (a trap) the player knows of: fired, or found some other way.
    bool known_trap(Point p) const { return tile(p).hidden && revealed(p); }
    bool walkable(Point p) const { return in_bounds(p) && tile(p).walkable; }
    bool transparent(Point p) const { return in_bounds(p) && tile(p).transparent; }

    bool visible(Point p) const { return in_bounds(p) && visible_[index(p)] != 0; }
    bool explored(Point p) const { return in_bounds(p) && explored_[index(p)] != 0; }
    void set_explored(Point p, bool value) { explored_[index(p)] = value ? 1 : 0; }
    // Hidden tiles that have shown what they are (a trap that fired); state, saved.
    bool revealed(Point p) const;
    void set_revealed(Point p, bool value);
    const std::vector<int>& revealed_cells() const { return revealed_; }  // sorted indices
    // Recomputes what is in view from `origin`: clears only last turn's visible cells,
    // so the cost follows the area in view, not the map size. Cells explored for the
    // first time are added to `newly_explored` when given (undo forgets them again).
    void update_fov(Point origin, int radius, std::vector<Point>* newly_explored = nullptr);
    // Marks every cell explored (the editor's "reveal map").
    void explore_all();
    const std::vector<int>& visible_cells() const { return visible_list_; }

    const std::vector<Rect>& rooms() const { return rooms_; }
    void add_room(const Rect& r) { rooms_.push_back(r); }
    // The vaults placed on this floor, in placing order; state, saved (only when any).
    const std::vector<VaultArea>& vaults() const { return vaults_; }
    void add_vault(VaultArea v) { vaults_.push_back(std::move(v)); }
    // A vault definition got a new id: the floor's vaults of it take the new name.
    void rename_vault(const DefId& from, const DefId& to) {
        for (VaultArea& v : vaults_) {
            if (v.id == from) v.id = to;
        }
    }

    // Raw state for saves: palette, cells (palette indices), explored flags.
    const std::vector<DefId>& palette() const { return palette_; }
    const std::vector<std::uint16_t>& cells() const { return cells_; }
    const std::vector<std::uint8_t>& explored_flags() const { return explored_; }
    void restore(int width, int height, std::vector<DefId> palette,
                 std::vector<std::uint16_t> cells, std::vector<std::uint8_t> explored,
                 std::vector<Rect> rooms, std::vector<int> revealed = {},
                 std::vector<VaultArea> vaults = {});

    int index(Point p) const { return p.y * width_ + p.x; }
    Point point(int index) const { return {index % width_, index / width_}; }

  private:
    std::uint16_t palette_index(const DefId& id);
    const TileDef* shown_as(const TileDef* tile) const;

    int width_ = 0;
    int height_ = 0;
    std::vector<DefId> palette_;
    std::vector<const TileDef*> bound_;
    std::vector<const TileDef*> shown_;  // per palette entry: looks_like of a hidden tile
    const Content* content_ = nullptr;   // the snapshot bound last, for tiles added later
    std::vector<std::uint16_t> cells_;
    std::vector<std::uint8_t> explored_;
    std::vector<std::uint8_t> visible_;
    std::vector<int> visible_list_;
    std::vector<Rect> rooms_;
    std::vector<VaultArea> vaults_;
    std::vector<int> revealed_;  // sorted cell indices
};

}  // namespace cf
