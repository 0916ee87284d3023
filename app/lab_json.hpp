#pragma once
// The lab's JSON files (`--json`): a run's summary and a comparison's changes, written
// with nlohmann-json, so every name is escaped however odd the content's ids are.
// Numbers are rounded to four decimals, so the files read well and merged shards give
// the same bytes as one run.

#include <string>
#include <vector>

#include "engine/lab/balance_check.hpp"
#include "engine/lab/lab_summary.hpp"

namespace cf {

std::string summary_json(const LabSummary& summary);
// The metrics that moved and, when given, each depth's paired survival change.
std::string changes_json(const std::vector<MetricChange>& changes,
                         const std::vector<DepthChange>& depths = {});
// `--check-balance --json`: each point of the target, its measure and verdict, and the
// causes of the deaths before a failed one.
std::string balance_check_json(const BalanceCheck& check);

}  // namespace cf
