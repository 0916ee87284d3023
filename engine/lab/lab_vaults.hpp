#pragma once
// What the lab says about each vault (issue 34: "the lab sees vaults"): of the runs whose
// floors held it, how many stepped into it and how many of those died within
// kVaultDeathTurns turns of stepping in, with Wilson intervals as every lab rate has, and
// what was taken from it. A pure function of the table, like the rest of the summary.

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "engine/lab/lab_stats.hpp"
#include "engine/lab/lab_table.hpp"

namespace cf {

struct VaultRate {
    double value = 0;  // hits / n; 0 when n is 0
    Interval ci;       // Wilson 95%
    std::size_t hits = 0;
    std::size_t n = 0;
    friend bool operator==(const VaultRate&, const VaultRate&) = default;
};

struct VaultSummary {
    std::string id;
    std::size_t runs_met = 0;  // runs that arrived on a floor holding it
    int floors_met = 0;        // such floors, over every run
    int floors_entered = 0;    // of them, the ones where the player stepped into it
    VaultRate entered;         // runs that stepped into it, of runs_met
    VaultRate died_within_50;  // runs that died soon after stepping in, of those that did
    // Items taken from it over every run, most taken first (then by id).
    std::vector<std::pair<std::string, int>> took;
    friend bool operator==(const VaultSummary&, const VaultSummary&) = default;
};

// One row per vault of the table's content, in id order (a vault no run met included).
std::vector<VaultSummary> vault_summaries(const LabTable& table);

// The rate metrics for compare_tables and --fail-on: "vault_entered.ID" (hits: runs that
// stepped in, n: runs that met it) and "vault_died_within_50.ID".
struct VaultMetricCounts {
    std::string name;
    std::size_t hits = 0;
    std::size_t n = 0;
};
std::vector<VaultMetricCounts> vault_rate_counts(const LabTable& table);

// "gold x12, sword x3": the first `most` of a vault's took list ("" when nothing).
std::string took_text(const VaultSummary& v, std::size_t most = 3);
// A fixed-width table of the vaults for a terminal ("" when the content has none).
std::string vaults_text(const std::vector<VaultSummary>& vaults);

}  // namespace cf
