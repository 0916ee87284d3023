#include "engine/map/dungeon_generator.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>

#include "engine/map/corridors.hpp"
#include "engine/map/floor_features.hpp"

namespace cf {

namespace {

void carve_line(Map& map, Point a, Point b, const DefId& floor) {
    const Point step{b.x > a.x ? 1 : (b.x < a.x ? -1 : 0), b.y > a.y ? 1 : (b.y < a.y ? -1 : 0)};
    for (Point p = a;; p = p + step) {
        map.set_tile(p, floor);
        if (p == b) break;
    }
}

void carve_tunnel(Map& map, Point a, Point b, Rng& rng, const DefId& floor) {
    const Point corner = rng.range(0, 1) == 0 ? Point{b.x, a.y} : Point{a.x, b.y};
    carve_line(map, a, corner, floor);
    carve_line(map, corner, b, floor);
}

// Placed rooms bucketed by area, so a try is checked against its neighbours only and
// placing rooms on a big floor stays linear in the tries. Buckets are as wide as the
// largest room, so a room's closed extent [x, x + w] reaches at most two per axis, and
// two rooms that touch share a bucket.
class RoomGrid {
  public:
    explicit RoomGrid(const Settings& s)
        : size_(std::max(1, s.room_max_size)),
          columns_(s.map_width / size_ + 2),
          rows_(s.map_height / size_ + 2),
          buckets_(static_cast<std::size_t>(columns_ * rows_)) {}

    bool overlaps(const Rect& r, const std::vector<Rect>& rooms) const {
        bool found = false;
        for_buckets(r, [&](std::size_t b) {
            for (std::uint32_t i : buckets_[b]) found = found || r.intersects(rooms[i]);
        });
        return found;
    }
    void add(const Rect& r, std::uint32_t index) {
        for_buckets(r, [&](std::size_t b) { buckets_[b].push_back(index); });
    }

  private:
    // Calls f(bucket) for each bucket r's closed extent reaches.
    template <class F>
    void for_buckets(const Rect& r, F&& f) const {
        for (int by = r.y / size_; by <= (r.y + r.h) / size_ && by < rows_; ++by) {
            for (int bx = r.x / size_; bx <= (r.x + r.w) / size_ && bx < columns_; ++bx) {
                f(static_cast<std::size_t>(by) * static_cast<std::size_t>(columns_) +
                  static_cast<std::size_t>(bx));
            }
        }
    }

    int size_;
    int columns_;
    int rows_;
    std::vector<std::vector<std::uint32_t>> buckets_;
};

}  // namespace

int room_tries(const Settings& s) {
    constexpr std::int64_t kReferenceArea = std::int64_t{80} * 45;
    const std::int64_t area = std::int64_t{s.map_width} * s.map_height;
    if (area <= kReferenceArea) return s.max_rooms;
    return static_cast<int>(std::min<std::int64_t>(
        std::numeric_limits<int>::max(), std::int64_t{s.max_rooms} * area / kReferenceArea));
}

std::vector<Rect> place_rooms(const Settings& s, Rng& rng, const std::vector<Rect>& keep_clear) {
    std::vector<Rect> rooms;
    RoomGrid placed(s);
    const int tries = room_tries(s);
    for (int attempt = 0; attempt < tries; ++attempt) {
        const int w = rng.range(s.room_min_size, s.room_max_size);
        const int h = rng.range(s.room_min_size, s.room_max_size);
        const Rect r{rng.range(0, s.map_width - w), rng.range(0, s.map_height - h), w, h};
        if (placed.overlaps(r, rooms)) continue;
        const auto touches = [&r](const Rect& v) { return r.intersects(v); };
        if (std::any_of(keep_clear.begin(), keep_clear.end(), touches)) continue;
        placed.add(r, static_cast<std::uint32_t>(rooms.size()));
        rooms.push_back(r);
    }
    return rooms;
}

Map carve_floor(const Settings& s, Rng& rng) {
    Map map(s.map_width, s.map_height, s.wall_tile);
    const std::vector<Rect> rooms = place_rooms(s, rng);
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        carve_room(map, rooms[i], s.floor_tile);
        map.add_room(rooms[i]);
        if (i > 0) carve_tunnel(map, rooms[i - 1].center(), rooms[i].center(), rng, s.floor_tile);
    }
    if (rooms.empty()) map.set_tile(floor_start(map, s), s.floor_tile);
    if (rooms.size() > 1) map.set_tile(rooms.back().center(), s.stairs_tile);
    add_floor_features(map, s, rng);
    return map;
}

Point floor_start(const Map& map, const Settings& s) {
    return map.rooms().empty() ? Point{s.map_width / 2, s.map_height / 2}
                               : map.rooms().front().center();
}

}  // namespace cf
