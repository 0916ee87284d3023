#pragma once
// The random designer: a stateful property test. It draws long random sequences of
// everything a player and a designer can do (steps.hpp) and checks every invariant
// (invariants.hpp) after each step. A failing sequence shrinks to a short recipe, one
// step a line, printed so a test can replay it (designer_test.cpp keeps each one found
// as a named regression test).

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tests/designer/invariants.hpp"

namespace cf::designer {

struct Outcome {
    std::vector<std::string> recipe;  // "game SEED", then the steps run, the failing one last
    std::optional<Failure> failure;
    int steps = 0;  // steps run
};

// The recording is replayed after every this many steps, and at the end.
inline constexpr int kRecordEvery = 12;

// Runs `recipe` ("game SEED" first, then steps) from a fresh rig, checking every
// invariant after each step; stops at the first failure.
Outcome run_recipe(const std::vector<std::string>& recipe);
// Draws `steps` steps from `seed` and runs each as it is drawn (what is drawn depends on
// the state the earlier ones left).
Outcome run_random(std::uint64_t seed, int steps);
// `body` in a child process, so a crash or a sanitizer's report is a failure ("crash")
// with the recipe up to the step that crashed, never the end of the whole run.
Outcome run_isolated(const std::function<Outcome()>& body);
// The shortest recipe found that still fails with the same invariant as `failing`.
std::vector<std::string> shrink(const Outcome& failing);
// A recipe as text, one line each, with the failure as a comment first.
std::string to_text(const Outcome& outcome);

}  // namespace cf::designer
