#pragma once
// Lab runs for tests: a run's tally as the lab writes one, content on which runs die
// soon, and the first seed whose run dies on it.

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <utility>

#include "engine/lab/run.hpp"

namespace cf::test {

// A run that ended `end` on `depth` after `turns`; `killer` (a death's) dealt the killing
// blow and hurt the run most.
inline RunTally run_tally(std::uint64_t seed, RunEnd end, int depth, std::string killer = {},
                          int turns = 0) {
    RunTally t;
    t.seed = seed;
    t.end = end;
    t.depth = depth;
    t.turns = turns;
    t.hurt_most = killer;
    t.killer = std::move(killer);
    return t;
}

// `base` with orcs as strong as trolls, as an unsaved revision may be: runs die within a
// few floors.
inline ContentPtr content_where_orcs_hit_as_trolls(const Content& base) {
    auto edited = std::make_shared<Content>(base);
    edited->actors.at("orc").fighter = edited->actors.at("troll").fighter;
    return edited;
}

// The first seed from `from` whose run dies on `content` (a test failure when none of 200
// does).
inline std::uint64_t first_death(const ContentPtr& content, const RunOptions& options,
                                 std::uint64_t from = 1) {
    for (std::uint64_t seed = from; seed < from + 200; ++seed) {
        if (run_seed(content, seed, options).end == RunEnd::died) return seed;
    }
    ADD_FAILURE() << "no run died in 200 seeds";
    return from;
}

}  // namespace cf::test
