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

Json causes_json(const std::vector<CauseShare>& causes) {
    Json out = Json::array();
    for (const CauseShare& c : causes)
        out.push_back({{"id", c.id},
                       {"deaths", c.deaths},
                       {"share", rounded(c.share)},
                       {"ci95", interval(c.ci)}});
    return out;
}

Json step_json(const SurvivalStep& s) {
    return {{"turn", s.time},
            {"at_risk", s.at_risk},
            {"deaths", s.deaths},
            {"censored", s.censored},
            {"survival", rounded(s.survival)},
            {"ci95", interval(s.ci)}};
}

Json survival_json(const SurvivalSummary& s) {
    Json depths = Json::array();
    for (const DepthSurvival& d : s.by_depth) {
        depths.push_back({{"depth", d.depth},
                          {"at_risk", d.at_risk},
                          {"deaths", d.deaths},
                          {"censored", d.censored},
                          {"reach", rounded(d.reach)},
                          {"reach_ci95", interval(d.reach_ci)},
                          {"hazard", rounded(d.hazard)},
                          {"hazard_ci95", interval(d.hazard_ci)},
                          {"killing_blow", causes_json(d.killing_blow)},
                          {"most_damage", causes_json(d.most_damage)}});
    }
    Json turns = Json::array();
    for (const SurvivalStep& step : s.by_turn) turns.push_back(step_json(step));
    return {{"by_depth", std::move(depths)}, {"by_turn", std::move(turns)}};
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
    out["survival"] = survival_json(summary.survival);
    return text(out);
}

std::string changes_json(const std::vector<MetricChange>& changes,
                         const std::vector<DepthChange>& depths) {
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
    Json out{{"changes", std::move(list)}};
    if (!depths.empty()) {
        Json reached = Json::array();
        for (const DepthChange& d : depths) {
            reached.push_back({{"depth", d.depth},
                               {"before", d.before},
                               {"after", d.after},
                               {"lost", d.lost},
                               {"gained", d.gained},
                               {"n", d.n},
                               {"p", rounded(d.p)},
                               {"significant", d.significant()}});
        }
        out["reached_depth"] = std::move(reached);
    }
    return text(out);
}

std::string balance_check_json(const BalanceCheck& check) {
    Json points = Json::array();
    for (const PointCheck& p : check.points) {
        Json point = {{"point", p.depth ? "reach" : "win"}};
        if (p.depth) point["depth"] = p.depth;
        point["target"] = rounded(p.target);
        point["band"] = Json::array({rounded(p.low), rounded(p.high)});
        point["measured"] = rounded(p.measured);
        point["ci95"] = interval(p.ci);
        point["hits"] = p.hits;
        point["n"] = p.n;
        point["verdict"] = p.verdict == Verdict::pass   ? "pass"
                           : p.verdict == Verdict::fail ? "fail"
                                                        : "undecided";
        point["written_at"] =
            p.at.file + ":" + std::to_string(p.at.line) + ":" + std::to_string(p.at.column);
        if (p.verdict == Verdict::undecided) point["runs_to_decide"] = p.runs_needed;
        if (p.verdict == Verdict::fail) {
            const FailureCauses c = causes_of(p, check.table);
            point["deadliest_depth"] = c.depth;
            point["deaths_there"] = c.deaths;
            point["killing_blow"] = causes_json(c.killing_blow);
            point["most_damage"] = causes_json(c.most_damage);
        }
        points.push_back(std::move(point));
    }
    Json out{{"runs", check.table.runs.size()},
             {"rounds", check.rounds},
             {"capped", check.capped},
             {"passed", check.passed()},
             {"points", std::move(points)}};
    return text(out);
}

}  // namespace cf
