#pragma once
// The lab's JSON files (`--json`): a run's summary and a comparison's changes, written
// with nlohmann-json, so every name is escaped however odd the content's ids are.
// Numbers are rounded to four decimals, so the files read well and merged shards give
// the same bytes as one run.

#include <string>
#include <vector>

#include "engine/lab/lab_summary.hpp"

namespace cf {

std::string summary_json(const LabSummary& summary);
std::string changes_json(const std::vector<MetricChange>& changes);

}  // namespace cf
