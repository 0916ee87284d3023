#include "app/walk_pacer.hpp"

#include <algorithm>

namespace cf {

namespace {

// "Instant" still yields now and then: a walk that never stops (a bug, a huge floor)
// must not freeze the window.
constexpr int kInstantStepsPerFrame = 5000;

}  // namespace

void WalkPacer::explore(const Game& game, AutoPickup pickup) {
    walk_ = Walk::explore(game, pickup);
    next_due_.reset();
    last_stop_ = WalkStop::none;
    exploring_ = true;
}

void WalkPacer::travel(const Game& game, Point cell) {
    const Map& map = game.world().map;
    if (!map.explored(cell) || !map.walkable(cell) || cell == game.world().player().pos) return;
    walk_ = Walk::travel(game, cell);
    next_due_.reset();
    last_stop_ = WalkStop::none;
    exploring_ = false;
}

bool WalkPacer::travel_to_stairs(const Game& game) {
    const std::optional<Point> stairs = nearest_known_stairs(game);
    if (!stairs || *stairs == game.world().player().pos) return false;
    travel(game, *stairs);
    return true;
}

void WalkPacer::stop() {
    walk_.reset();
    next_due_.reset();
}

std::optional<double> WalkPacer::next_step_at() const {
    if (!walk_) return std::nullopt;
    return next_due_;  // unset: the first step is due at once
}

bool WalkPacer::step(const Game& game, const Submit& submit) {
    const bool applied = submit(walk_->command());
    const WalkStop stop_reason = walk_->after_step(game, applied);
    if (stop_reason == WalkStop::none) return true;
    last_stop_ = stop_reason;
    stop();
    return false;
}

bool WalkPacer::frame(const Game& game, bool key_pressed, double now, const Submit& submit) {
    if (!walk_) return false;
    if (key_pressed) {
        stop();
        return true;
    }
    if (pace_.steps_per_second == WalkPace::kInstant) {
        for (int i = 0; i < kInstantStepsPerFrame && step(game, submit); ++i) {
        }
        return true;
    }
    const double interval = 1.0 / std::clamp(pace_.steps_per_second, 1, WalkPace::kMax);
    if (!next_due_) next_due_ = now;
    int budget = std::max(1, pace_.steps_per_second);
    while (now >= *next_due_) {
        if (budget-- == 0) {
            next_due_ = now + interval;  // far behind: drop the backlog, keep the pace
            break;
        }
        if (!step(game, submit)) break;
        *next_due_ += interval;
    }
    return true;
}

}  // namespace cf
