#pragma once
// Driving a travel or explore walk the way the game's loop does: one command a step, until
// the walk says why it stopped.

#include <gtest/gtest.h>

#include "engine/rules/game.hpp"
#include "engine/rules/walk.hpp"

namespace cf::test {

// Submits the walk's commands until it stops and returns why; a walk that has not stopped
// after `limit` steps fails the test (and returns WalkStop::none).
inline WalkStop walk_until_stop(Game& game, Walk walk, int limit = 500) {
    for (int i = 0; i < limit; ++i) {
        const WalkStop stop = walk.after_step(game, game.submit(walk.command()));
        if (stop != WalkStop::none) return stop;
    }
    ADD_FAILURE() << "the walk never stopped";
    return WalkStop::none;
}

}  // namespace cf::test
