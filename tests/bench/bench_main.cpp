// cryptforge-bench entry point: runs every registered benchmark, then prints how ours
// compares with libtcod per scenario and whether the project's speed goals hold.

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "tests/bench/bench_maps.hpp"

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace cf::bench {
namespace {

bool stdout_is_terminal() {
#if defined(__unix__) || defined(__APPLE__)
    return isatty(fileno(stdout)) != 0;
#else
    return true;
#endif
}

// Console output as usual, plus a summary that sets ours beside libtcod per scenario.
// Ratios use CPU time: every benchmark here runs on one thread, and on a shared machine
// other processes inflate wall time. Names read "<scenario>/<implementation>".
class SummaryReporter : public benchmark::ConsoleReporter {
  public:
    // Colours only on a terminal, so that saved output stays plain text.
    SummaryReporter() : ConsoleReporter(stdout_is_terminal() ? OO_Defaults : OO_Tabular) {}

    void ReportRuns(const std::vector<Run>& runs) override {
        for (const Run& run : runs) {
            // Each repetition, or with --benchmark_report_aggregates_only their mean.
            const bool mean = run.run_type == Run::RT_Aggregate && run.aggregate_name == "mean";
            if (!mean && run.run_type != Run::RT_Iteration) continue;
            if (run.error_occurred || run.iterations <= 0) continue;
            // The function name leaves out "_mean" and settings such as "iterations:2".
            const std::string name = run.run_name.function_name;
            const auto slash = name.rfind('/');
            Samples& samples = mean ? means_ : samples_;
            Sample& sample = samples[name.substr(0, slash)][name.substr(slash + 1)];
            const double to_ns = 1e9 / benchmark::GetTimeUnitMultiplier(run.time_unit);
            sample.cpu_ns += run.GetAdjustedCPUTime() * to_ns;
            sample.wall_ns += run.GetAdjustedRealTime() * to_ns;
            sample.repetitions += 1;
            // Each benchmark reports one result counter (cells in view, path steps); turn
            // benchmarks also report CPU ms per turn.
            if (!run.counters.empty()) sample.result = run.counters.begin()->second.value;
            if (const auto t = run.counters.find("turn_ms"); t != run.counters.end()) {
                sample.turn_ms += t->second.value;
            }
        }
        ConsoleReporter::ReportRuns(runs);
    }

    void Finalize() override {
        ConsoleReporter::Finalize();
        if (samples_.empty()) samples_ = means_;
        std::printf(
            "\nSummary (mean over repetitions; ratio = libtcod CPU / ours CPU, above 1 = ours "
            "faster)\n");
        std::printf("%-26s %-30s %11s %11s %8s %8s\n", "scenario", "implementation", "cpu ns",
                    "wall ns", "ratio", "result");
        for (const auto& [scenario, impls] : samples_) {
            const double ours = cpu(scenario, "cryptforge");
            for (const auto& [impl, sample] : impls) {
                const double t = sample.cpu_ns / sample.repetitions;
                std::printf("%-26s %-30s %11.0f %11.0f %7.1fx %8.0f\n", scenario.c_str(),
                            impl.c_str(), t, sample.wall_ns / sample.repetitions,
                            ours > 0 ? t / ours : 0.0, sample.result);
            }
        }
        std::printf("\nGoals:\n");
        goal("FOV 80x45 r8 vs libtcod's fastest", "fov/80x45/r8", 2.0);
        goal("FOV 80x45 unlimited vs libtcod's fastest", "fov/80x45/unlimited", 2.0);
        goal("FOV 1000x1000 r20 vs libtcod's fastest", "fov/1000x1000/r20", 30.0);
        astar_goal("A* 1000x1000 corner to corner vs libtcod", "astar/1000x1000", 3.0);
        fov_pairs();
        turn_goals();
        content_goals();
    }

  private:
    struct Sample {
        double cpu_ns = 0;   // summed over repetitions
        double wall_ns = 0;  // summed over repetitions
        int repetitions = 0;
        double result = 0;
        double turn_ms = 0;  // summed over repetitions
    };

    double cpu(const std::string& scenario, const std::string& impl) const {
        const auto s = samples_.find(scenario);
        if (s == samples_.end()) return 0;
        const auto i = s->second.find(impl);
        return i == s->second.end() ? 0 : i->second.cpu_ns / i->second.repetitions;
    }

    // Compares ours with the fastest libtcod entry of the scenario.
    void goal(const char* label, const std::string& scenario, double wanted) const {
        const double ours = cpu(scenario, "cryptforge");
        const auto s = samples_.find(scenario);
        std::string fastest;
        double best = 0;
        if (s != samples_.end()) {
            for (const auto& [impl, sample] : s->second) {
                const double t = sample.cpu_ns / sample.repetitions;
                if (!is_libtcod_algorithm(impl)) continue;
                if (fastest.empty() || t < best) fastest = impl, best = t;
            }
        }
        if (ours <= 0 || fastest.empty()) {
            std::printf("  %-44s not measured in this run\n", label);
            return;
        }
        const double ratio = best / ours;
        std::printf("  %-44s %6.1fx (goal %.0fx, fastest is %s) %s\n", label, ratio, wanted,
                    fastest.c_str(), ratio >= wanted ? "MET" : "MISSED");
    }

    // The A* goal, judged like for like. libtcod's A* is not optimal (its Euclidean
    // heuristic overestimates king's moves, so it searches greedily), so it is set
    // against our weighted mode, a bounded-suboptimal search with a path about as long
    // ("<prefix>/w<weight>/cryptforge"); our optimal search's ratio follows, marked as
    // such ("<prefix>/corners/cryptforge", beside "<prefix>/corners/libtcod"). Results
    // are path lengths in steps (every step costs 1 on these maps).
    void astar_goal(const char* label, const std::string& prefix, double wanted) const {
        const Sample* optimal = find_sample(prefix + "/corners", "cryptforge");
        const Sample* tcod = find_sample(prefix + "/corners", "libtcod");
        const Sample* weighted = nullptr;
        double weight = 0;
        for (const auto& [scenario, impls] : samples_) {
            if (scenario.rfind(prefix + "/w", 0) != 0) continue;
            weighted = find_sample(scenario, "cryptforge");
            weight = std::stod(scenario.substr(prefix.size() + 2));
        }
        if (!tcod || (!optimal && !weighted)) {
            std::printf("  %-44s not measured in this run\n", label);
            return;
        }
        const auto cpu_ns = [](const Sample& s) { return s.cpu_ns / s.repetitions; };
        std::printf("  %s: libtcod %.0f ns, %.0f steps", label, cpu_ns(*tcod), tcod->result);
        if (optimal && optimal->result > 0) {
            const double longer = (tcod->result / optimal->result - 1.0) * 100.0;
            if (longer > 0.05) {
                std::printf(", %.1f%% longer than the shortest (libtcod's A* is not optimal)\n",
                            longer);
            } else {
                std::printf(", as short as ours\n");
            }
        } else {
            std::printf("\n");
        }
        if (weighted) {
            const double ratio = cpu_ns(*tcod) / cpu_ns(*weighted);
            std::printf(
                "    like for like, ours weighted (w = %g: %.0f ns, %.0f steps, at most %gx the "
                "shortest): %.1fx (goal %.0fx) %s\n",
                weight, cpu_ns(*weighted), weighted->result, weight, ratio, wanted,
                ratio >= wanted ? "MET" : "MISSED");
        }
        if (optimal) {
            const double ratio = cpu_ns(*tcod) / cpu_ns(*optimal);
            std::printf(
                "    ours optimal (%.0f ns, %.0f steps, the shortest; must search far more "
                "than a greedy A*): %.2fx (%s the goal)\n",
                cpu_ns(*optimal), optimal->result, ratio, ratio >= wanted ? "meets" : "below");
        }
    }

    // Issue 21's loading goals, CPU and wall time (the loads read files, and run on one
    // thread, so the two differ only by what the machine's other work takes).
    void content_goals() const {
        std::printf(
            "\nContent at scale (5,000 definitions, 201 files, chains five deep, two layers):\n");
        const auto line = [&](const char* label, const std::string& scenario, double goal_ms) {
            const Sample* s = find_sample(scenario, "cryptforge");
            if (!s) {
                std::printf("  %-40s not measured in this run\n", label);
                return;
            }
            const double cpu_ms = s->cpu_ns / s->repetitions / 1e6;
            const double wall_ms = s->wall_ns / s->repetitions / 1e6;
            std::printf("  %-40s %7.1f ms CPU, %7.1f ms wall (goal %.0f ms) %s\n", label, cpu_ms,
                        wall_ms, goal_ms, cpu_ms < goal_ms ? "MET" : "MISSED");
        };
        line("cold load", "content/cold_load_5000", 100);
        line("reload after one file changed, applied", "content/reload_one_file_5000", 30);
        std::printf("  editor frames (headless ImGui, one panel each):\n");
        line("  Files tree, all open", "editor/files_tree_5000", 16);
        line("  Files tree, after an edit", "editor/files_tree_edit_5000", 16);
        line("  Files tree, a search typed", "editor/files_search_5000", 16);
        line("  definition list with a search", "editor/definition_list_5000", 16);
        line("  Spreadsheet", "editor/spreadsheet_5000", 16);
        line("  Spreadsheet with Where from", "editor/spreadsheet_where_from_5000", 16);
        line("  Spreadsheet, after an edit", "editor/spreadsheet_edit_5000", 16);
    }

    static bool is_libtcod_algorithm(const std::string& impl) {
        return impl.rfind("libtcod_", 0) == 0 && impl != "libtcod_clear_only";
    }

    // FOV stated honestly: libtcod clears its whole map on every call, which on a big
    // map costs far more than the view. Each pair is given as measured (ours clears only
    // what it marked), like for like (ours also clears a whole map-sized array), and
    // against libtcod's time less its clear alone.
    void fov_pairs() const {
        std::printf("\nFOV pairs (CPU ns per view; ratio = libtcod / ours):\n");
        for (const auto& [scenario, impls] : samples_) {
            if (scenario.rfind("fov/", 0) != 0) continue;
            const double ours = cpu(scenario, "cryptforge");
            const double ours_full = cpu(scenario, "cryptforge_full_clear");
            const double clear = cpu(scenario, "libtcod_clear_only");
            if (ours <= 0) continue;
            std::printf(
                "  %s: ours %.0f, ours clearing the whole map %.0f, libtcod's clear alone %.0f\n",
                scenario.c_str(), ours, ours_full, clear);
            for (const char* impl : {"libtcod_shadow", "libtcod_symmetric_shadowcast"}) {
                const double theirs = cpu(scenario, impl);
                if (theirs <= 0) continue;
                std::printf("    %-30s %9.0f ns: as measured %6.1fx, like for like %6.1fx, ", impl,
                            theirs, theirs / ours, ours_full > 0 ? theirs / ours_full : 0.0);
                // The clear is timed apart from the call; when it is most of the call, the
                // difference is within the noise and no ratio is claimed.
                if (clear > 0 && theirs - clear > 0.2 * theirs) {
                    std::printf("without its clear %6.1fx\n", (theirs - clear) / ours);
                } else {
                    std::printf("without its clear: the clear is nearly all of it\n");
                }
            }
        }
    }

    // Whole turns with crowds (turn_bench.cpp) against the goals of issue 13.
    void turn_goals() const {
        struct Goal {
            const char* scenario;
            double ms;
        };
        const Goal goals[] = {{"turn/arena_80x45/1000_v8", 0.3},
                              {"turn/arena_80x45/3000_v20", 2.0},
                              {"turn/arena_1000x1000/20000_v8", 4.0},
                              {"turn/arena_1000x1000/20000_v8_packed", 4.0},
                              {"turn/arena_80x45/2x1000_factions_v20", 3.0}};
        bool any = false;
        for (const auto& [scenario, impls] : samples_) {
            if (scenario.rfind("turn/", 0) != 0) continue;
            const Sample* s = find_sample(scenario, "cryptforge");
            if (!s || s->repetitions == 0) continue;
            if (!any) std::printf("\nTurns (CPU ms per turn, mean of 200-turn games):\n");
            any = true;
            const double ms = s->turn_ms / s->repetitions;
            std::printf("  %-40s %8.3f ms", scenario.c_str(), ms);
            for (const Goal& g : goals) {
                if (scenario == g.scenario) {
                    std::printf("  (goal under %.1f ms: %s)", g.ms, ms < g.ms ? "MET" : "MISSED");
                }
            }
            std::printf("\n");
        }
    }

    const Sample* find_sample(const std::string& scenario, const std::string& impl) const {
        const auto s = samples_.find(scenario);
        if (s == samples_.end()) return nullptr;
        const auto i = s->second.find(impl);
        return i == s->second.end() ? nullptr : &i->second;
    }

    // scenario -> implementation -> measurements
    using Samples = std::map<std::string, std::map<std::string, Sample>>;
    Samples samples_;  // from each repetition
    Samples means_;    // from the "mean" aggregates
};

}  // namespace
}  // namespace cf::bench

int main(int argc, char** argv) {
    cf::bench::register_fov_benchmarks();
    cf::bench::register_path_benchmarks();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    cf::bench::SummaryReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    cf::bench::fov_agreement_report();
    benchmark::Shutdown();
    return 0;
}
