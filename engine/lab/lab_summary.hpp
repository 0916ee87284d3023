#pragma once
// What a lab table says: every metric a designer reads (rates with Wilson intervals,
// per-run means with normal intervals, distributions), as JSON; and, for two tables
// of the same seeds, every metric that moved, with its interval and whether it is
// significant (two-proportion test for rates, paired test for per-seed values).
// Everything here is a pure function of the tables, so merged shards summarise to the
// same bytes as one run.

#include <optional>
#include <string>
#include <vector>

#include "engine/lab/lab_stats.hpp"
#include "engine/lab/lab_table.hpp"

namespace cf {

// One metric of a table: a rate (hits of n) or a per-seed value (one per run).
struct Metric {
    std::string name;  // "death_rate", "death_rate.depth3", "turns", "kills.orc", ...
    bool rate = false;
    std::size_t hits = 0;
    std::size_t n = 0;
    std::vector<double> values;  // per-seed metrics, in seed order
};

std::vector<Metric> metrics_of(const LabTable& table);
std::string summary_json(const LabTable& table);

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
std::string changes_json(const std::vector<MetricChange>& changes);

// A CI threshold: "death_rate.depth3>5" fails when that metric moved significantly by
// more than 5 (percentage points for rates, the metric's own unit otherwise).
struct FailRule {
    std::string metric;
    double limit = 0;
};
std::optional<FailRule> parse_fail_rule(const std::string& text, std::string& error);
// The rules broken by `changes`, one line each ("death_rate.depth3 moved +7.2 points (limit 5)").
std::vector<std::string> broken_rules(const std::vector<FailRule>& rules,
                                      const std::vector<MetricChange>& changes);

}  // namespace cf
