#pragma once
// A scripted player for long games in tests and benchmarks: it attacks a monster next to
// it, picks up what it stands on, spends level-ups, heads for the stairs after a while
// and otherwise walks on in one direction, turning at random when blocked. Seeded, so a
// test's game is the same on every run. (Not the lab's bot: this one only needs to keep
// a game going.)

#include <cstdint>
#include <optional>
#include <random>

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
        if (w.map.tile_id(at) == game.content().settings.stairs_tile && w.turn - floor_start_ > turns_per_floor_) {
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

    // One greedy step toward the floor's stairs, when that cell is open.
    std::optional<Direction> toward_stairs(const Game& game) {
        const World& w = game.world();
        const Point at = w.player().pos;
        for (int i = 0; i < w.map.width() * w.map.height(); ++i) {
            const Point p = w.map.point(i);
            if (w.map.tile_id(p) != game.content().settings.stairs_tile) continue;
            const Point step{at.x + (p.x > at.x) - (p.x < at.x), at.y + (p.y > at.y) - (p.y < at.y)};
            const auto d = direction_between(at, step);
            if (d && w.map.walkable(step) && pick(4) != 0) return d;
            return std::nullopt;
        }
        return std::nullopt;
    }

    std::mt19937_64 rng_;
    int turns_per_floor_;
    int floor_start_ = 0;
    Direction heading_ = Direction::e;
};

}  // namespace cf::test
