// The random designer's binary. Without options it is a GoogleTest suite (what CTest
// runs: a fixed budget of seeds and every regression recipe). With options it is the
// driver for longer runs and for replaying a recipe:
//
//   designer_tests --soak MINUTES [--first-seed S] [--steps N]
//   designer_tests --seeds N [--first-seed S] [--steps N] [--print]
//   designer_tests --replay RECIPE.txt
//
// A failure is shrunk and printed as a recipe (and written to designer-failure-SEED.txt);
// the exit code is 1 when any sequence failed.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>

#include "tests/designer/designer.hpp"

namespace {

using cf::designer::Outcome;

struct Driver {
    double minutes = 0;            // --soak
    long seeds = 0;                // --seeds
    std::uint64_t first_seed = 1;  // --first-seed
    int steps = 80;                // --steps
    std::string replay;            // --replay
    bool print = false;            // --print: every recipe, failing or not
};

// Runs sequences until the seeds or the minutes run out; 1 when one failed.
int drive(const Driver& d) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const auto out_of_time = [&] {
        return d.minutes > 0 &&
               std::chrono::duration<double>(Clock::now() - start).count() >= d.minutes * 60;
    };
    long sequences = 0, steps = 0, failures = 0;
    for (std::uint64_t seed = d.first_seed;; ++seed) {
        if (d.seeds > 0 && sequences >= d.seeds) break;
        if (d.seeds == 0 && out_of_time()) break;
        const Outcome outcome =
            cf::designer::run_isolated([&] { return cf::designer::run_random(seed, d.steps); });
        ++sequences;
        steps += outcome.steps;
        if (d.print) std::cout << "# seed " << seed << "\n" << cf::designer::to_text(outcome);
        if (!outcome.failure) continue;
        ++failures;
        const std::vector<std::string> recipe = cf::designer::shrink(outcome);
        Outcome shrunk =
            cf::designer::run_isolated([&] { return cf::designer::run_recipe(recipe); });
        const std::string text = cf::designer::to_text(shrunk);
        std::cout << "seed " << seed << " failed; shrunk to " << shrunk.recipe.size() - 1
                  << " steps:\n"
                  << text << std::flush;
        std::ofstream("designer-failure-" + std::to_string(seed) + ".txt") << text;
    }
    const double minutes = std::chrono::duration<double>(Clock::now() - start).count() / 60;
    std::printf("random designer: %ld sequences, %ld steps, %ld failing, in %.1f minutes\n",
                sequences, steps, failures, minutes);
    return failures > 0 ? 1 : 0;
}

int replay(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        std::cerr << "designer_tests: cannot read " << path << "\n";
        return 2;
    }
    std::vector<std::string> recipe;
    for (std::string line; std::getline(in, line);) recipe.push_back(line);
    const Outcome outcome =
        cf::designer::run_isolated([&] { return cf::designer::run_recipe(recipe); });
    std::cout << cf::designer::to_text(outcome);
    std::cout << (outcome.failure ? "fails\n" : "passes\n");
    return outcome.failure ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
    Driver d;
    bool driving = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--print") == 0) d.print = true;
    }
    for (int i = 1; i + 1 < argc; ++i) {
        const std::string flag = argv[i];
        const std::string value = argv[i + 1];
        if (flag == "--soak")
            d.minutes = std::stod(value), driving = true;
        else if (flag == "--seeds")
            d.seeds = std::stol(value), driving = true;
        else if (flag == "--first-seed")
            d.first_seed = std::stoull(value);
        else if (flag == "--steps")
            d.steps = std::stoi(value);
        else if (flag == "--replay")
            d.replay = value, driving = true;
        else
            continue;
        ++i;
    }
    if (!d.replay.empty()) return replay(d.replay);
    if (driving) return drive(d);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
