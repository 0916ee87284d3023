#include "engine/lab/lab_vaults.hpp"

#include <algorithm>
#include <cstdio>
#include <map>

namespace cf {

namespace {

VaultRate rate_of(std::size_t hits, std::size_t n) {
    return {n ? double(hits) / double(n) : 0, wilson(hits, n), hits, n};
}

const VaultVisits* visits_of(const RunTally& r, const std::string& id) {
    auto it = r.vaults.find(id);
    return it == r.vaults.end() ? nullptr : &it->second;
}

VaultSummary summary_of(const LabTable& t, const std::string& id) {
    VaultSummary out;
    out.id = id;
    std::size_t runs_entered = 0, runs_died = 0;
    std::map<std::string, int> took;
    for (const RunTally& r : t.runs) {
        const VaultVisits* v = visits_of(r, id);
        if (!v || v->met == 0) continue;
        ++out.runs_met;
        out.floors_met += v->met;
        out.floors_entered += v->entered;
        if (v->entered > 0) ++runs_entered;
        if (v->entered > 0 && v->died_within_50 > 0) ++runs_died;
        for (const auto& [item, n] : v->took) took[item] += n;
    }
    out.entered = rate_of(runs_entered, out.runs_met);
    out.died_within_50 = rate_of(runs_died, runs_entered);
    out.took.assign(took.begin(), took.end());
    std::stable_sort(out.took.begin(), out.took.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    return out;
}

}  // namespace

std::vector<VaultSummary> vault_summaries(const LabTable& table) {
    std::vector<VaultSummary> out;
    for (const std::string& id : table.vaults) out.push_back(summary_of(table, id));
    return out;
}

std::vector<VaultMetricCounts> vault_rate_counts(const LabTable& table) {
    std::vector<VaultMetricCounts> out;
    for (const VaultSummary& v : vault_summaries(table)) {
        out.push_back({"vault_entered." + v.id, v.entered.hits, v.entered.n});
        out.push_back({"vault_died_within_50." + v.id, v.died_within_50.hits, v.died_within_50.n});
    }
    return out;
}

std::string took_text(const VaultSummary& v, std::size_t most) {
    std::string out;
    for (std::size_t i = 0; i < v.took.size() && i < most; ++i)
        out += (i ? ", " : "") + v.took[i].first + " x" + std::to_string(v.took[i].second);
    return out;
}

std::string vaults_text(const std::vector<VaultSummary>& vaults) {
    if (vaults.empty()) return {};
    std::string out;
    char line[320];
    std::snprintf(line, sizeof line, "%-20s %9s  %-24s  %-24s  %s\n", "vault", "runs met",
                  "entered", "died within 50 turns", "most taken");
    out += line;
    for (const VaultSummary& v : vaults) {
        char entered[64], died[64];
        std::snprintf(entered, sizeof entered, "%6.2f%% [%.1f, %.1f]", 100 * v.entered.value,
                      100 * v.entered.ci.low, 100 * v.entered.ci.high);
        std::snprintf(died, sizeof died, "%6.2f%% [%.1f, %.1f]", 100 * v.died_within_50.value,
                      100 * v.died_within_50.ci.low, 100 * v.died_within_50.ci.high);
        std::snprintf(line, sizeof line, "%-20s %9zu  %-24s  %-24s  %s\n", v.id.c_str(), v.runs_met,
                      entered, died, took_text(v).c_str());
        out += line;
    }
    return out;
}

}  // namespace cf
