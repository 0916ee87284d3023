// cryptforge-bench entry point: runs every registered benchmark, then prints how ours
// compares with libtcod per scenario and whether the project's speed goals hold.

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "tests/bench/bench_maps.hpp"

namespace cf::bench {
namespace {

// Console output as usual, plus the mean time of every benchmark for the summary.
// Benchmark names read "<scenario>/<implementation>".
class SummaryReporter : public benchmark::ConsoleReporter {
public:
    void ReportRuns(const std::vector<Run>& runs) override {
        for (const Run& run : runs) {
            if (run.run_type != Run::RT_Iteration || run.iterations <= 0) continue;
            const std::string name = run.benchmark_name();
            const auto slash = name.rfind('/');
            auto& cell = times_[name.substr(0, slash)][name.substr(slash + 1)];
            cell.first += run.real_accumulated_time / static_cast<double>(run.iterations) * 1e9;
            cell.second += 1;
        }
        ConsoleReporter::ReportRuns(runs);
    }

    void Finalize() override {
        ConsoleReporter::Finalize();
        std::printf("\nSummary: ns per operation; ratio = libtcod time / ours (above 1: ours faster)\n");
        for (const auto& [scenario, impls] : times_) {
            const double ours = mean(scenario, "cryptforge");
            std::printf("%-28s %-32s %14.0f\n", scenario.c_str(), "cryptforge", ours);
            for (const auto& [impl, sum_count] : impls) {
                if (impl == "cryptforge") continue;
                const double t = sum_count.first / sum_count.second;
                std::printf("%-28s %-32s %14.0f %9.1fx\n", "", impl.c_str(), t, ours > 0 ? t / ours : 0);
            }
        }
        std::printf("\nGoals:\n");
        goal("FOV 80x45 r8 vs libtcod's fastest", "fov/80x45/r8", 2.0);
        goal("FOV 80x45 unlimited vs libtcod's fastest", "fov/80x45/unlimited", 2.0);
        goal("FOV 1000x1000 r20 vs libtcod's fastest", "fov/1000x1000/r20", 30.0);
        goal("A* 1000x1000 corner to corner vs libtcod", "astar/1000x1000/corners", 3.0);
    }

private:
    double mean(const std::string& scenario, const std::string& impl) const {
        const auto s = times_.find(scenario);
        if (s == times_.end()) return 0;
        const auto i = s->second.find(impl);
        return i == s->second.end() ? 0 : i->second.first / i->second.second;
    }

    // Compares ours with the fastest libtcod entry of the scenario.
    void goal(const char* label, const std::string& scenario, double wanted) const {
        const double ours = mean(scenario, "cryptforge");
        const auto s = times_.find(scenario);
        std::string fastest;
        double best = 0;
        if (s != times_.end()) {
            for (const auto& [impl, sum_count] : s->second) {
                const double t = sum_count.first / sum_count.second;
                if (impl != "cryptforge" && (fastest.empty() || t < best)) fastest = impl, best = t;
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

    // scenario -> implementation -> (sum of per-repetition means, repetitions)
    std::map<std::string, std::map<std::string, std::pair<double, int>>> times_;
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
    benchmark::Shutdown();
    return 0;
}
