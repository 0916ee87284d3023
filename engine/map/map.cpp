#include "engine/map/map.hpp"

#include <algorithm>
#include <cassert>

#include "engine/map/fov.hpp"

namespace cf {

Map::Map(int width, int height, const DefId& fill)
    : width_(width),
      height_(height),
      palette_{fill},
      cells_(static_cast<std::size_t>(width * height), 0),
      explored_(cells_.size(), 0),
      visible_(cells_.size(), 0) {}

const TileDef* Map::shown_as(const TileDef* tile) const {
    if (!tile || !tile->hidden || !content_) return tile;
    const TileDef* looks = content_->tile(tile->looks_like);
    return looks ? looks : tile;
}

bool Map::revealed(Point p) const {
    return in_bounds(p) && std::binary_search(revealed_.begin(), revealed_.end(), index(p));
}

void Map::set_revealed(Point p, bool value) {
    const int i = index(p);
    const auto at = std::lower_bound(revealed_.begin(), revealed_.end(), i);
    const bool there = at != revealed_.end() && *at == i;
    if (value && !there) revealed_.insert(at, i);
    if (!value && there) revealed_.erase(at);
}

std::uint16_t Map::palette_index(const DefId& id) {
    for (std::size_t i = 0; i < palette_.size(); ++i) {
        if (palette_[i] == id) return static_cast<std::uint16_t>(i);
    }
    assert(palette_.size() < 65535 && "a floor uses at most 65535 tile kinds");
    palette_.push_back(id);
    bound_.push_back(content_ ? content_->tile(id) : nullptr);
    shown_.push_back(shown_as(bound_.back()));
    return static_cast<std::uint16_t>(palette_.size() - 1);
}

void Map::set_tile(Point p, const DefId& id) {
    const std::uint16_t i = palette_index(id);
    cells_[static_cast<std::size_t>(index(p))] = i;
}

void Map::rename_tile(const DefId& from, const DefId& to) {
    for (DefId& id : palette_) {
        if (id == from) id = to;
    }
}

std::vector<DefId> Map::bind(const Content& content) {
    std::vector<DefId> missing;
    content_ = &content;
    bound_.assign(palette_.size(), nullptr);
    shown_.assign(palette_.size(), nullptr);
    for (std::size_t i = 0; i < palette_.size(); ++i) {
        bound_[i] = content.tile(palette_[i]);
        if (!bound_[i]) missing.push_back(palette_[i]);
        shown_[i] = shown_as(bound_[i]);
    }
    return missing;
}

void Map::update_fov(Point origin, int radius, std::vector<Point>* newly_explored) {
    for (int i : visible_list_) visible_[static_cast<std::size_t>(i)] = 0;
    visible_list_.clear();
    compute_fov(
        width_, height_, origin, radius,
        [this](int x, int y) {
            return !tile({x, y}).transparent;
        },
        [this, newly_explored](int x, int y) {
            const std::size_t i = static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
                                  static_cast<std::size_t>(x);
            if (visible_[i]) return;
            visible_[i] = 1;
            if (newly_explored && !explored_[i]) newly_explored->push_back({x, y});
            explored_[i] = 1;
            visible_list_.push_back(static_cast<int>(i));
        });
}

void Map::explore_all() { explored_.assign(cells_.size(), 1); }

void Map::restore(int width, int height, std::vector<DefId> palette,
                  std::vector<std::uint16_t> cells, std::vector<std::uint8_t> explored,
                  std::vector<Rect> rooms, std::vector<int> revealed,
                  std::vector<VaultArea> vaults) {
    width_ = width;
    height_ = height;
    palette_ = std::move(palette);
    cells_ = std::move(cells);
    explored_ = std::move(explored);
    rooms_ = std::move(rooms);
    vaults_ = std::move(vaults);
    revealed_ = std::move(revealed);
    std::sort(revealed_.begin(), revealed_.end());
    revealed_.erase(std::unique(revealed_.begin(), revealed_.end()), revealed_.end());
    visible_.assign(cells_.size(), 0);
    visible_list_.clear();
    bound_.assign(palette_.size(), nullptr);
    shown_.assign(palette_.size(), nullptr);
}

}  // namespace cf
