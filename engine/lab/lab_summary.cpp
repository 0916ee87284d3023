#include "engine/lab/lab_summary.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "engine/core/number_text.hpp"

namespace cf {

namespace {

double total(const std::map<std::string, int>& m) {
    double sum = 0;
    for (const auto& [key, v] : m) sum += v;
    return sum;
}

Metric rate(std::string name, std::size_t hits, std::size_t n) {
    return {std::move(name), true, hits, n, {}};
}

template <class F>
Metric per_seed(std::string name, const LabTable& t, F value) {
    Metric m{std::move(name), false, 0, t.runs.size(), {}};
    for (const RunTally& r : t.runs) m.values.push_back(value(r));
    return m;
}

int deepest(const LabTable& t) {
    int d = 0;
    for (const RunTally& r : t.runs) d = std::max(d, r.depth);
    return d;
}

}  // namespace

std::vector<Metric> metrics_of(const LabTable& t) {
    std::vector<Metric> out;
    const std::size_t n = t.runs.size();
    const auto count = [&](auto pred) {
        return static_cast<std::size_t>(std::count_if(t.runs.begin(), t.runs.end(), pred));
    };
    out.push_back(
        rate("death_rate", count([](const RunTally& r) { return r.end == RunEnd::died; }), n));
    out.push_back(
        rate("reached_rate", count([](const RunTally& r) { return r.end == RunEnd::reached; }), n));
    out.push_back(
        rate("win_rate", count([](const RunTally& r) { return r.end == RunEnd::won; }), n));
    const int last = deepest(t);
    const bool died_deepest = std::any_of(t.runs.begin(), t.runs.end(), [last](const RunTally& r) {
        return r.depth == last && r.end == RunEnd::died;
    });
    // Every depth a run could die on: runs end on arriving at the depth limit.
    for (int d = 1; d < last || (d == last && died_deepest); ++d) {
        // Of the runs that reached depth d, the share that died there.
        out.push_back(rate("death_rate.depth" + std::to_string(d), count([d](const RunTally& r) {
                               return r.end == RunEnd::died && r.depth == d;
                           }),
                           count([d](const RunTally& r) { return r.depth >= d; })));
    }
    out.push_back(per_seed("depth", t, [](const RunTally& r) { return double(r.depth); }));
    out.push_back(per_seed("turns", t, [](const RunTally& r) { return double(r.turns); }));
    out.push_back(per_seed("level", t, [](const RunTally& r) { return double(r.level); }));
    out.push_back(
        per_seed("damage_taken", t, [](const RunTally& r) { return double(r.damage_taken); }));
    out.push_back(per_seed("kills", t, [](const RunTally& r) { return total(r.kills); }));
    out.push_back(per_seed("items_found", t, [](const RunTally& r) { return total(r.found); }));
    out.push_back(per_seed("items_used", t, [](const RunTally& r) { return total(r.used); }));
    for (const std::string& m : t.monsters) {
        out.push_back(
            per_seed("kills." + m, t, [&m](const RunTally& r) { return count_of(r.kills, m); }));
        out.push_back(per_seed("damage." + m, t,
                               [&m](const RunTally& r) { return count_of(r.damage_by, m); }));
    }
    for (const std::string& i : t.items) {
        out.push_back(
            per_seed("found." + i, t, [&i](const RunTally& r) { return count_of(r.found, i); }));
        out.push_back(
            per_seed("used." + i, t, [&i](const RunTally& r) { return count_of(r.used, i); }));
    }
    // Gear: the share of runs that wore it at some point, for what some run wore (the
    // table holds a 0 for every item; a scroll is never worn, and saying so is noise).
    for (const std::string& i : t.items) {
        const auto wore = count([&i](const RunTally& r) { return count_of(r.worn, i) > 0; });
        if (wore > 0) out.push_back(rate("worn." + i, wore, n));
    }
    for (const VaultMetricCounts& v : vault_rate_counts(t))
        out.push_back(rate(v.name, v.hits, v.n));
    return out;
}

LabSummary summarize(const LabTable& t) {
    LabSummary out;
    out.runs = t.runs.size();
    out.layers = t.layers;
    if (!t.runs.empty()) {
        out.first_seed = t.runs.front().seed;
        out.last_seed = t.runs.back().seed;
    }
    for (const Metric& m : metrics_of(t)) {
        if (m.rate) {
            out.rates.push_back(
                {m.name, m.n ? double(m.hits) / double(m.n) : 0, wilson(m.hits, m.n), m.hits, m.n});
        } else {
            const MeanEstimate e = estimate_mean(m.values);
            out.means.push_back({m.name, e.mean, e.ci});
        }
    }
    std::map<std::string, int> death_depth, depth_reached, killers, ends, turns;
    for (const RunTally& r : t.runs) {
        if (r.end == RunEnd::died) death_depth[std::to_string(r.depth)] += 1;
        if (r.end == RunEnd::died) killers[r.killer] += 1;
        depth_reached[std::to_string(r.depth)] += 1;
        ends[run_end_name(r.end)] += 1;
        char bin[32];
        std::snprintf(bin, sizeof bin, "%05d", r.turns / 500 * 500);
        turns[bin] += 1;
    }
    out.distributions = {{"end", ends},
                         {"death_depth", death_depth},
                         {"depth_reached", depth_reached},
                         {"killers", killers},
                         {"turns_by_500", turns}};
    out.vaults = vault_summaries(t);
    out.survival = survival_of(t);
    return out;
}

std::string metric_problem(const std::string& name, const LabTable& columns, int max_depth) {
    for (const char* fixed : {"death_rate", "reached_rate", "win_rate", "depth", "turns", "level",
                              "damage_taken", "kills", "items_found", "items_used"}) {
        if (name == fixed) return {};
    }
    constexpr std::string_view kDepthRate = "death_rate.depth";
    if (name.starts_with(kDepthRate)) {
        const auto depth =
            parse_whole_number<int>(std::string_view(name).substr(kDepthRate.size()));
        if (depth && *depth >= 1 && *depth <= max_depth) return {};
    }
    const auto has = [](const std::vector<std::string>& ids, std::string_view id) {
        return std::find(ids.begin(), ids.end(), id) != ids.end();
    };
    const std::size_t dot = name.find('.');
    const std::string_view family = std::string_view(name).substr(0, dot);
    const std::string_view id =
        dot == std::string::npos ? std::string_view() : std::string_view(name).substr(dot + 1);
    if ((family == "kills" || family == "damage") && has(columns.monsters, id)) return {};
    if ((family == "found" || family == "used" || family == "worn") && has(columns.items, id))
        return {};
    if ((family == "vault_entered" || family == "vault_died_within_50") && has(columns.vaults, id))
        return {};
    return "'" + name +
           "' is not a metric of this lab (metrics: death_rate, reached_rate, win_rate, "
           "death_rate.depth1 "
           "to death_rate.depth" +
           std::to_string(max_depth) +
           ", depth, turns, level, damage_taken, kills, items_found, items_used, kills.MONSTER, "
           "damage.MONSTER, found.ITEM, used.ITEM, worn.ITEM, vault_entered.VAULT and "
           "vault_died_within_50.VAULT for the content's monsters, items and vaults)";
}

std::optional<std::vector<MetricChange>> compare_tables(const LabTable& before,
                                                        const LabTable& after, std::string& error) {
    if (before.runs.size() != after.runs.size()) {
        error = "the two labs ran different numbers of seeds";
        return std::nullopt;
    }
    for (std::size_t i = 0; i < before.runs.size(); ++i) {
        if (before.runs[i].seed != after.runs[i].seed) {
            error = "the two labs ran different seeds";
            return std::nullopt;
        }
    }
    const std::vector<Metric> a = metrics_of(before);
    const std::vector<Metric> b = metrics_of(after);
    std::vector<MetricChange> out;
    for (const Metric& ma : a) {
        auto mb =
            std::find_if(b.begin(), b.end(), [&](const Metric& m) { return m.name == ma.name; });
        if (mb == b.end()) continue;
        const Change c = ma.rate ? compare_rates(ma.hits, ma.n, mb->hits, mb->n)
                                 : compare_paired(ma.values, mb->values);
        if (c.before != c.after) out.push_back({ma.name, ma.rate, c});
    }
    return out;
}

std::string changes_text(const std::vector<MetricChange>& changes) {
    std::string out;
    char line[256];
    std::snprintf(line, sizeof line, "%-26s %10s %10s %10s  %-21s %8s\n", "metric", "before",
                  "after", "change", "95% CI of change", "p");
    out += line;
    for (const MetricChange& m : changes) {
        const double k = m.rate ? 100.0 : 1.0;  // rates in percent
        const Change& c = m.change;
        char ci[64];
        std::snprintf(ci, sizeof ci, "[%+.2f, %+.2f]", c.ci.low * k, c.ci.high * k);
        std::snprintf(line, sizeof line, "%-26s %10.2f %10.2f %+10.2f  %-21s %8.4f%s\n",
                      m.name.c_str(), c.before * k, c.after * k, c.delta * k, ci, c.p,
                      c.significant() ? " *" : "");
        out += line;
    }
    out += "(rates in %, change in points; * significant at p < 0.05)\n";
    return out;
}

std::optional<FailRule> parse_fail_rule(const std::string& text, std::string& error) {
    const std::size_t gt = text.find('>');
    FailRule rule;
    if (gt == std::string::npos || gt == 0) {
        error = "'" + text + "': expected METRIC>LIMIT, like 'death_rate.depth3>5'";
        return std::nullopt;
    }
    rule.metric = text.substr(0, gt);
    const std::string limit = text.substr(gt + 1);
    const std::optional<double> value = parse_decimal_number(limit);
    if (!value || *value < 0) {
        const std::string why = decimal_number_problem(limit);
        error = "'" + text + "': the limit must be a number >= 0" +
                (why.empty() ? std::string() : " (" + why + ")");
        return std::nullopt;
    }
    rule.limit = *value;
    return rule;
}

std::vector<std::string> broken_rules(const std::vector<FailRule>& rules,
                                      const std::vector<MetricChange>& changes) {
    std::vector<std::string> out;
    for (const FailRule& rule : rules) {
        for (const MetricChange& m : changes) {
            if (m.name != rule.metric || !m.change.significant()) continue;
            const double moved = m.change.delta * (m.rate ? 100.0 : 1.0);
            if (std::fabs(moved) <= rule.limit) continue;
            char line[200];
            std::snprintf(line, sizeof line, "%s moved %+.2f%s (limit %g, p = %.4f)",
                          m.name.c_str(), moved, m.rate ? " points" : "", rule.limit, m.change.p);
            out.emplace_back(line);
        }
    }
    return out;
}

}  // namespace cf
