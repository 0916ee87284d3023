#pragma once
// How long the bot's runs last, and what ends them: Kaplan-Meier survival by depth and by
// turn (a run that reaches the depth limit, wins or runs out of turns is censored where
// it ended, not counted as a death), the hazard of each depth (deaths among the runs that
// reached it) and the deaths of each depth put down to the definitions that dealt the
// killing blow and the most damage. Every figure comes with its 95% interval: Greenwood's
// for survival, Wilson's for hazards and shares.
// With two tables of the same seeds, McNemar's test on each seed's "reached depth d" says
// which depths changed.

#include <cstddef>
#include <string>
#include <vector>

#include "engine/lab/lab_stats.hpp"
#include "engine/lab/lab_table.hpp"

namespace cf {

// One run's time (a depth or a turn) and whether it ended there by dying.
struct Observation {
    int time = 0;
    bool died = false;
};

// A step of a Kaplan-Meier curve: at `time`, `at_risk` runs were still going, `deaths`
// died and `censored` ended otherwise; `survival` is the share still alive after it.
struct SurvivalStep {
    int time = 0;
    std::size_t at_risk = 0;
    std::size_t deaths = 0;
    std::size_t censored = 0;
    double survival = 1;
    Interval ci{1, 1};  // Greenwood's 95%, clipped to [0, 1]
    friend bool operator==(const SurvivalStep&, const SurvivalStep&) = default;
};

// The curve of `observations`, one step per time at which a run ended, in time order.
std::vector<SurvivalStep> kaplan_meier(std::vector<Observation> observations);
// The curve's value just after `time` (1 before its first step).
double survival_at(const std::vector<SurvivalStep>& curve, int time);

// A definition's share of some deaths, with its Wilson interval.
struct CauseShare {
    std::string id;
    std::size_t deaths = 0;
    double share = 0;
    Interval ci;
    friend bool operator==(const CauseShare&, const CauseShare&) = default;
};

// One depth of the survival by depth.
struct DepthSurvival {
    int depth = 1;
    std::size_t at_risk = 0;               // runs that reached it
    std::size_t deaths = 0;                // of those, the ones that died on it
    std::size_t censored = 0;              // the ones that ended on it otherwise
    double reach = 1;                      // Kaplan-Meier share of runs that reach this depth
    Interval reach_ci{1, 1};               // Greenwood's 95%
    double hazard = 0;                     // deaths / at_risk
    Interval hazard_ci;                    // Wilson's 95%
    std::vector<CauseShare> killing_blow;  // most deaths first, then by id
    std::vector<CauseShare> most_damage;   // by what dealt the most damage on the floor
    friend bool operator==(const DepthSurvival&, const DepthSurvival&) = default;
};

struct SurvivalSummary {
    std::vector<DepthSurvival> by_depth;  // depth 1 to the deepest any run reached
    std::vector<SurvivalStep> by_turn;
    friend bool operator==(const SurvivalSummary&, const SurvivalSummary&) = default;
};
SurvivalSummary survival_of(const LabTable& table);

// Whether the share of seeds that reached `depth` changed from one table to the other.
struct DepthChange {
    int depth = 2;
    std::size_t before = 0;  // seeds that reached it before
    std::size_t after = 0;
    std::size_t lost = 0;    // seeds that reached it before but not after
    std::size_t gained = 0;  // and the other way round
    std::size_t n = 0;
    double p = 1;  // McNemar's exact two-sided p
    bool significant() const { return p < kSignificance; }
    friend bool operator==(const DepthChange&, const DepthChange&) = default;
};
// Depth 2 to the deepest either table reached; the tables hold the same seeds in the same
// order (compare_tables checks it).
std::vector<DepthChange> compare_survival(const LabTable& before, const LabTable& after);

// The text a terminal shows: survival, hazard and the top causes per depth, and the
// survival by turn at every 1,000 turns.
std::string survival_text(const SurvivalSummary& summary);
std::string depth_changes_text(const std::vector<DepthChange>& changes);

}  // namespace cf
