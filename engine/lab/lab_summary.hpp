#pragma once
// What a lab table says: every metric a designer reads (rates with Wilson intervals,
// per-run means with normal intervals, distributions) as a summary the app writes as
// JSON (app/lab_json.hpp); and, for two tables of the same seeds, every metric that
// moved, with its interval and whether it is significant (two-proportion test for rates,
// paired test for per-seed values).
// Everything here is a pure function of the tables, so merged shards summarise to the
// same bytes as one run.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/lab/lab_stats.hpp"
#include "engine/lab/lab_table.hpp"
#include "engine/lab/lab_vaults.hpp"
#include "engine/lab/survival.hpp"

namespace cf {

// One metric of a table: a rate (hits of n) or a per-seed value (one per run).
struct Metric {
    std::string name;  // "death_rate", "death_rate.depth3", "turns", "kills.orc",
                       // "vault_entered.den", ...
    bool rate = false;
    std::size_t hits = 0;
    std::size_t n = 0;
    std::vector<double> values;  // per-seed metrics, in seed order
};

std::vector<Metric> metrics_of(const LabTable& table);

// Why `name` is not a metric a lab of `columns` (its monsters and items) to `max_depth`
// reports, listing the ones it does; "" when it is one.
std::string metric_problem(const std::string& name, const LabTable& columns, int max_depth);

struct RateSummary {
    std::string name;
    double value = 0;  // hits / n
    Interval ci;       // Wilson 95%
    std::size_t hits = 0;
    std::size_t n = 0;
    friend bool operator==(const RateSummary&, const RateSummary&) = default;
};
struct MeanSummary {
    std::string name;
    double mean = 0;
    Interval ci;  // Student's t 95%
    friend bool operator==(const MeanSummary&, const MeanSummary&) = default;
};
struct LabSummary {
    std::size_t runs = 0;
    std::vector<LayerRecord> layers;  // the content layers the runs were made on
    std::uint64_t first_seed = 0;     // of the runs (0 when there are none)
    std::uint64_t last_seed = 0;
    std::vector<RateSummary> rates;
    std::vector<MeanSummary> means;
    // Named distributions (end, death_depth, depth_reached, killers, turns_by_500), each a
    // count per key; keys sort as the values they name (turn bins are zero-padded).
    std::vector<std::pair<std::string, std::map<std::string, int>>> distributions;
    std::vector<VaultSummary> vaults;  // one per vault of the content (lab_vaults.hpp)
    SurvivalSummary survival;          // by depth and by turn, with causes (survival.hpp)
    friend bool operator==(const LabSummary&, const LabSummary&) = default;
};
LabSummary summarize(const LabTable& table);

struct MetricChange {
    std::string name;
    bool rate = false;
    Change change;  // rates as fractions (0..1)
};

// Every metric whose value differs between `before` and `after` (run on the same seeds),
// in metrics_of order. Returns nullopt with `error` when the seeds differ.
std::optional<std::vector<MetricChange>> compare_tables(const LabTable& before,
                                                        const LabTable& after, std::string& error);
// A fixed-width table of the changes for a terminal; rates in percentage points.
std::string changes_text(const std::vector<MetricChange>& changes);

// A CI threshold: "death_rate.depth3>5" fails when that metric moved significantly by
// more than 5 (percentage points for rates, the metric's own unit otherwise).
struct FailRule {
    std::string metric;
    double limit = 0;
};
// The limit is a decimal number >= 0 by the number rule (no nan, inf or hex); the metric
// is checked by metric_problem once the lab's columns are known.
std::optional<FailRule> parse_fail_rule(const std::string& text, std::string& error);
// The rules broken by `changes`, one line each ("death_rate.depth3 moved +7.2 points (limit 5)").
std::vector<std::string> broken_rules(const std::vector<FailRule>& rules,
                                      const std::vector<MetricChange>& changes);

}  // namespace cf
