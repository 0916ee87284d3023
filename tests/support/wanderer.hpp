#pragma once
// A scripted player for long games in tests and benchmarks: it attacks a monster next to
// it, picks up what it stands on, spends level-ups, heads for the stairs after a while
// and otherwise walks on in one direction, turning at random when blocked. Seeded, so a
// test's game is the same on every run. (Not the lab's bot: this one only needs to keep
// a game going.)

#include <cstdint>
#include <optional>
#include <random>
#include <vector>

#include "engine/rules/game.hpp"

namespace cf::test {

class Wanderer {
  public:
    explicit Wanderer(std::uint64_t seed, int turns_per_floor = 300)
        : rng_(seed), turns_per_floor_(turns_per_floor) {}

    // The next command for `game`'s player.
    Command next(const Game& game) {
        const World& w = game.world();
        if (w.pending_level_ups > 0) return Command::level_up(static_cast<LevelUpChoice>(pick(3)));
        const Point at = w.player().pos;
        for (Direction d : kAllDirections) {
            const Entity* other = w.actor_at(at + delta(d));
            if (other && other->id != w.player_id) return Command::attack(d);
        }
        if (!w.items_at(at).empty() && !carrying_full(w)) return Command::pickup();
        if (w.map.tile_id(at) == game.content().settings.stairs_tile &&
            w.turn - floor_start_ > turns_per_floor_) {
            floor_start_ = w.turn;
            return Command::descend();
        }
        if (w.turn - floor_start_ > turns_per_floor_) {
            if (auto d = toward_stairs(game)) return Command::move(*d);
        }
        for (int tries = 0; tries < 8 && !w.map.walkable(at + delta(heading_)); ++tries) {
            heading_ = kAllDirections[pick(8)];
        }
        return Command::move(heading_);
    }

    // Plays `turns` commands into `game`.
    void play(Game& game, int turns) {
        for (int i = 0; i < turns; ++i) game.apply(next(game));
    }

  private:
    int pick(int n) { return static_cast<int>(rng_() % static_cast<std::uint64_t>(n)); }

    static bool carrying_full(const World& w) {
        return w.player().inventory && w.player().inventory->items.size() >= 20;
    }

    // One step down the walking distance to the floor's stairs (computed once a floor).
    std::optional<Direction> toward_stairs(const Game& game) {
        const World& w = game.world();
        if (w.depth != field_depth_ ||
            w.map.width() * w.map.height() != static_cast<int>(to_stairs_.size())) {
            fill_distances(game);
        }
        const Point at = w.player().pos;
        std::optional<Direction> best;
        int best_distance = distance(w, at);
        for (Direction d : kAllDirections) {
            const int n = distance(w, at + delta(d));
            if (n >= 0 && (best_distance < 0 || n < best_distance)) {
                best = d;
                best_distance = n;
            }
        }
        return best;
    }

    int distance(const World& w, Point p) const {
        if (p.x < 0 || p.y < 0 || p.x >= w.map.width() || p.y >= w.map.height()) return -1;
        return to_stairs_[static_cast<std::size_t>(p.y * w.map.width() + p.x)];
    }

    // Breadth-first walking distances from the stairs (-1: unreachable).
    void fill_distances(const Game& game) {
        const World& w = game.world();
        field_depth_ = w.depth;
        to_stairs_.assign(static_cast<std::size_t>(w.map.width() * w.map.height()), -1);
        std::vector<Point> frontier;
        for (int i = 0; i < w.map.width() * w.map.height(); ++i) {
            if (w.map.tile_id(w.map.point(i)) != game.content().settings.stairs_tile) continue;
            to_stairs_[static_cast<std::size_t>(i)] = 0;
            frontier.push_back(w.map.point(i));
        }
        for (std::size_t next = 0; next < frontier.size(); ++next) {
            const Point p = frontier[next];
            for (Direction d : kAllDirections) {
                const Point q = p + delta(d);
                if (q.x < 0 || q.y < 0 || q.x >= w.map.width() || q.y >= w.map.height()) continue;
                if (distance(w, q) != -1 || !w.map.walkable(q)) continue;
                to_stairs_[static_cast<std::size_t>(q.y * w.map.width() + q.x)] =
                    distance(w, p) + 1;
                frontier.push_back(q);
            }
        }
    }

    std::mt19937_64 rng_;
    int turns_per_floor_;
    int floor_start_ = 0;
    Direction heading_ = Direction::e;
    int field_depth_ = 0;
    std::vector<int> to_stairs_;
};

}  // namespace cf::test
