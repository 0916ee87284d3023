#include "tests/designer/designer.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace cf::designer {

namespace {

// Where a child process writes its recipe as it goes and its outcome at the end.
std::string scratch_file(const char* what) {
    return (std::filesystem::temp_directory_path() /
            ("cf-designer-" + std::to_string(::getpid()) + "-" + what))
        .string();
}

// Runs one step and its checks; the failure when one broke.
std::optional<Failure> run_step(Rig& rig, Invariants& invariants, const Step& step) {
    const StepKind* kind = find_kind(step.name());
    if (!kind) return Failure{"recipe", "no step is called '" + step.name() + "'"};
    if (step.name() == "check-undo") return invariants.check_undo(rig);
    invariants.before(rig, step, kind->category);
    if (std::string problem = kind->run(rig, step); !problem.empty())
        return Failure{step.name(), problem};
    return invariants.after(rig, step, kind->category);
}

// The flight recorder: each step's line is on disk before it runs, so a crash leaves
// the recipe up to the step that crashed.
class Recorder {
  public:
    explicit Recorder(std::vector<std::string>& recipe) : recipe_(recipe) {}
    void add(const std::string& line) {
        recipe_.push_back(line);
        if (const char* path = std::getenv("CF_DESIGNER_FLIGHT")) {
            std::ofstream(path, std::ios::app) << line << "\n";
        }
    }

  private:
    std::vector<std::string>& recipe_;
};

std::uint64_t game_seed_of(const std::vector<std::string>& recipe) {
    if (recipe.empty() || recipe.front().rfind("game ", 0) != 0) return 1;
    return std::stoull(recipe.front().substr(5));
}
// "game 7 kin": the rig with the template family and the layer.
Flavour flavour_of(const std::vector<std::string>& recipe) {
    const bool kin = !recipe.empty() && recipe.front().rfind("game ", 0) == 0 &&
                     recipe.front().size() > 4 &&
                     recipe.front().compare(recipe.front().size() - 4, 4, " kin") == 0;
    return kin ? Flavour::kin : Flavour::plain;
}

template <class Next>
Outcome run(std::uint64_t game_seed, Flavour flavour, Next&& next) {
    Outcome out;
    Recorder recorder(out.recipe);
    recorder.add("game " + std::to_string(game_seed) + (flavour == Flavour::kin ? " kin" : ""));
    Rig rig(game_seed, flavour);
    Invariants invariants;
    while (std::optional<Step> step = next(rig)) {
        recorder.add(step->line());
        ++out.steps;
        out.failure = run_step(rig, invariants, *step);
        if (!out.failure && out.steps % kRecordEvery == 0)
            out.failure = Invariants::check_recording(rig);
        if (out.failure) return out;
    }
    out.failure = Invariants::check_recording(rig);
    return out;
}

}  // namespace

Outcome run_recipe(const std::vector<std::string>& recipe) {
    std::size_t next_line = 1;
    return run(game_seed_of(recipe), flavour_of(recipe), [&](const Rig&) -> std::optional<Step> {
        while (next_line < recipe.size()) {
            const std::string& line = recipe[next_line++];
            if (!line.empty() && line.front() != '#') return parse_step(line);
        }
        return std::nullopt;
    });
}

Outcome run_random(std::uint64_t seed, int steps) {
    Random random(seed);
    int drawn = 0;
    const std::uint64_t game_seed = static_cast<std::uint64_t>(random.between(1, 1000));
    // Every other seed works on the template family and its layer.
    const Flavour flavour = seed % 2 == 0 ? Flavour::kin : Flavour::plain;
    return run(game_seed, flavour, [&](const Rig& rig) -> std::optional<Step> {
        if (drawn++ >= steps) return std::nullopt;
        return draw_step(rig, random);
    });
}

Outcome run_isolated(const std::function<Outcome()>& body) {
    const std::string flight = scratch_file("flight");
    const std::string result = scratch_file("result");
    std::filesystem::remove(flight);
    std::filesystem::remove(result);
    std::fflush(nullptr);
    const pid_t child = ::fork();
    if (child == 0) {
        ::setenv("CF_DESIGNER_FLIGHT", flight.c_str(), 1);
        const Outcome outcome = body();
        std::ofstream out(result);
        out << outcome.steps << "\n";
        if (outcome.failure) out << outcome.failure->invariant << "\n" << outcome.failure->detail;
        out.close();
        std::fflush(nullptr);
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    Outcome outcome;
    std::ifstream recorded(flight);
    for (std::string line; std::getline(recorded, line);) outcome.recipe.push_back(line);
    std::ifstream in(result);
    const bool finished = WIFEXITED(status) && WEXITSTATUS(status) == 0 && in;
    if (!finished) {
        const std::string how = WIFSIGNALED(status)
                                    ? std::string("signal ") + strsignal(WTERMSIG(status))
                                    : "exit " + std::to_string(WEXITSTATUS(status));
        outcome.failure = Failure{"crash", "the run ended with " + how + " (see the report above)"};
        outcome.steps = static_cast<int>(outcome.recipe.size()) - 1;
    } else {
        in >> outcome.steps;
        std::string invariant;
        in >> std::ws;
        if (std::getline(in, invariant) && !invariant.empty()) {
            std::stringstream detail;
            detail << in.rdbuf();
            outcome.failure = Failure{invariant, detail.str()};
        }
    }
    std::filesystem::remove(flight);
    std::filesystem::remove(result);
    return outcome;
}

std::vector<std::string> shrink(const Outcome& failing) {
    if (!failing.failure || failing.recipe.size() < 2) return failing.recipe;
    const std::string invariant = failing.failure->invariant;
    std::vector<std::string> best = failing.recipe;
    const auto still_fails = [&](const std::vector<std::string>& candidate) {
        const Outcome o = run_isolated([&] { return run_recipe(candidate); });
        return o.failure && o.failure->invariant == invariant;
    };
    int budget = 400;  // replays, at most
    for (std::size_t chunk = (best.size() - 1) / 2; chunk >= 1 && budget > 0; chunk /= 2) {
        bool removed = true;
        while (removed && budget > 0) {
            removed = false;
            for (std::size_t at = 1; at + chunk <= best.size() && budget > 0;) {
                std::vector<std::string> candidate = best;
                candidate.erase(candidate.begin() + static_cast<std::ptrdiff_t>(at),
                                candidate.begin() + static_cast<std::ptrdiff_t>(at + chunk));
                --budget;
                if (still_fails(candidate)) {
                    best = std::move(candidate);
                    removed = true;
                } else {
                    at += chunk;
                }
            }
        }
        if (chunk == 1) break;
    }
    return best;
}

std::string to_text(const Outcome& outcome) {
    std::string out;
    if (outcome.failure) {
        std::istringstream detail(outcome.failure->detail);
        out += "# " + outcome.failure->invariant + ":";
        for (std::string line; std::getline(detail, line);) out += "\n#   " + line;
        out += "\n";
    }
    for (const std::string& line : outcome.recipe) out += line + "\n";
    return out;
}

}  // namespace cf::designer
