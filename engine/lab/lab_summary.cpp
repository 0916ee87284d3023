#include "engine/lab/lab_summary.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>

namespace cf {

namespace {

// `text` as a JSON string, quotes, backslashes and control characters escaped.
std::string json_string(const std::string& text) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "\"";
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20) {
            out += "\\u00";
            out += kHex[u >> 4u];
            out += kHex[u & 15u];
        } else {
            out += c;
        }
    }
    return out + "\"";
}

std::string num(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.4f", v);
    return buf;
}

double total(const std::map<std::string, int>& m) {
    double sum = 0;
    for (const auto& [key, v] : m) sum += v;
    return sum;
}

double count_of(const std::map<std::string, int>& m, const std::string& key) {
    auto it = m.find(key);
    return it == m.end() ? 0 : it->second;
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

std::string json_counts(const std::map<std::string, int>& counts) {
    std::string out = "{";
    bool first = true;
    for (const auto& [key, v] : counts) {
        out += std::string(first ? "" : ", ") + "\"" + key + "\": " + std::to_string(v);
        first = false;
    }
    return out + "}";
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
    return out;
}

std::string summary_json(const LabTable& t) {
    std::string out = "{\n  \"runs\": " + std::to_string(t.runs.size()) + ",\n";
    if (!t.layers.empty()) {
        out += "  \"content_layers\": [";
        for (std::size_t i = 0; i < t.layers.size(); ++i) {
            out += std::string(i ? ", " : "") + "{\"name\": " + json_string(t.layers[i].name) +
                   ", \"hash\": " + json_string(t.layers[i].hash) + "}";
        }
        out += "],\n";
    }
    if (!t.runs.empty()) {
        out += "  \"first_seed\": " + std::to_string(t.runs.front().seed) +
               ",\n  \"last_seed\": " + std::to_string(t.runs.back().seed) + ",\n";
    }
    std::string rates;
    std::string means;
    for (const Metric& m : metrics_of(t)) {
        if (m.rate) {
            const Interval ci = wilson(m.hits, m.n);
            const double v = m.n ? double(m.hits) / double(m.n) : 0;
            rates += std::string(rates.empty() ? "" : ",\n") + "    \"" + m.name +
                     "\": {\"value\": " + num(v) + ", \"ci95\": [" + num(ci.low) + ", " +
                     num(ci.high) + "], \"hits\": " + std::to_string(m.hits) +
                     ", \"n\": " + std::to_string(m.n) + "}";
        } else {
            const MeanEstimate e = estimate_mean(m.values);
            means += std::string(means.empty() ? "" : ",\n") + "    \"" + m.name +
                     "\": {\"mean\": " + num(e.mean) + ", \"ci95\": [" + num(e.ci.low) + ", " +
                     num(e.ci.high) + "]}";
        }
    }
    std::map<std::string, int> death_depth, depth_reached, killers, ends, turns;
    for (const RunTally& r : t.runs) {
        if (r.end == RunEnd::died) death_depth[std::to_string(r.depth)] += 1;
        if (r.end == RunEnd::died) killers[r.killer] += 1;
        depth_reached[std::to_string(r.depth)] += 1;
        ends[run_end_name(r.end)] += 1;
        char bin[32];
        std::snprintf(bin, sizeof bin, "%05d",
                      r.turns / 500 * 500);  // zero-padded: keys sort as numbers
        turns[bin] += 1;
    }
    out += "  \"rates\": {\n" + rates + "\n  },\n  \"means\": {\n" + means + "\n  },\n";
    out += "  \"distributions\": {\n    \"end\": " + json_counts(ends) +
           ",\n    \"death_depth\": " + json_counts(death_depth) +
           ",\n    \"depth_reached\": " + json_counts(depth_reached) +
           ",\n    \"killers\": " + json_counts(killers) +
           ",\n    \"turns_by_500\": " + json_counts(turns) + "\n  }\n}\n";
    return out;
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

std::string changes_json(const std::vector<MetricChange>& changes) {
    std::string out = "{\n  \"changes\": [";
    for (std::size_t i = 0; i < changes.size(); ++i) {
        const MetricChange& m = changes[i];
        const Change& c = m.change;
        out += std::string(i ? ",\n" : "\n") + "    {\"metric\": \"" + m.name + "\", \"kind\": \"" +
               (m.rate ? "rate" : "mean") + "\", \"before\": " + num(c.before) +
               ", \"after\": " + num(c.after) + ", \"change\": " + num(c.delta) + ", \"ci95\": [" +
               num(c.ci.low) + ", " + num(c.ci.high) + "], \"p\": " + num(c.p) +
               ", \"significant\": " + (c.significant() ? "true" : "false") + "}";
    }
    return out + "\n  ]\n}\n";
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
    auto [end, ec] = std::from_chars(limit.data(), limit.data() + limit.size(), rule.limit);
    if (ec != std::errc{} || end != limit.data() + limit.size() || rule.limit < 0) {
        error = "'" + text + "': the limit must be a number >= 0";
        return std::nullopt;
    }
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
            out.push_back(line);
        }
    }
    return out;
}

}  // namespace cf
