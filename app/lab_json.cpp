#include "app/lab_json.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

namespace cf {

namespace {

using Json = nlohmann::ordered_json;

double rounded(double v) { return std::round(v * 10000.0) / 10000.0; }

Json interval(const Interval& ci) { return Json::array({rounded(ci.low), rounded(ci.high)}); }

// Invalid UTF-8 in a name is written as U+FFFD rather than thrown.
std::string text(const Json& json) {
    return json.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

Json rate_json(const VaultRate& r) {
    return {{"value", rounded(r.value)}, {"ci95", interval(r.ci)}, {"hits", r.hits}, {"n", r.n}};
}

Json vaults_json(const std::vector<VaultSummary>& vaults) {
    Json out = Json::object();
    for (const VaultSummary& v : vaults) {
        Json took = Json::object();
        for (const auto& [item, n] : v.took) took[item] = n;
        out[v.id] = {{"runs_met", v.runs_met},
                     {"floors_met", v.floors_met},
                     {"floors_entered", v.floors_entered},
                     {"entered", rate_json(v.entered)},
                     {"died_within_50", rate_json(v.died_within_50)},
                     {"took", std::move(took)}};
    }
    return out;
}

}  // namespace

std::string summary_json(const LabSummary& summary) {
    Json out;
    out["runs"] = summary.runs;
    if (!summary.layers.empty()) {
        Json layers = Json::array();
        for (const LayerRecord& layer : summary.layers)
            layers.push_back({{"name", layer.name}, {"hash", layer.hash}});
        out["content_layers"] = std::move(layers);
    }
    if (summary.runs > 0) {
        out["first_seed"] = summary.first_seed;
        out["last_seed"] = summary.last_seed;
    }
    Json rates = Json::object();
    for (const RateSummary& r : summary.rates) {
        rates[r.name] = {
            {"value", rounded(r.value)}, {"ci95", interval(r.ci)}, {"hits", r.hits}, {"n", r.n}};
    }
    Json means = Json::object();
    for (const MeanSummary& m : summary.means)
        means[m.name] = {{"mean", rounded(m.mean)}, {"ci95", interval(m.ci)}};
    Json distributions = Json::object();
    for (const auto& [name, counts] : summary.distributions) {
        Json counted = Json::object();
        for (const auto& [key, n] : counts) counted[key] = n;
        distributions[name] = std::move(counted);
    }
    out["rates"] = std::move(rates);
    out["means"] = std::move(means);
    out["distributions"] = std::move(distributions);
    // Only for content with vaults, so the summary of content without them is unchanged.
    if (!summary.vaults.empty()) out["vaults"] = vaults_json(summary.vaults);
    return text(out);
}

std::string changes_json(const std::vector<MetricChange>& changes) {
    Json list = Json::array();
    for (const MetricChange& m : changes) {
        const Change& c = m.change;
        list.push_back({{"metric", m.name},
                        {"kind", m.rate ? "rate" : "mean"},
                        {"before", rounded(c.before)},
                        {"after", rounded(c.after)},
                        {"change", rounded(c.delta)},
                        {"ci95", interval(c.ci)},
                        {"p", rounded(c.p)},
                        {"significant", c.significant()}});
    }
    return text(Json{{"changes", std::move(list)}});
}

}  // namespace cf
