#include "engine/lab/survival.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace cf {

namespace {

Interval clipped(double value, double half) {
    return {std::max(0.0, value - half), std::min(1.0, value + half)};
}

// Counts per id as shares of `total`, most first, then by id.
std::vector<CauseShare> shares_of(const std::map<std::string, std::size_t>& counts,
                                  std::size_t total) {
    std::vector<CauseShare> out;
    out.reserve(counts.size());
    for (const auto& [id, n] : counts)
        out.push_back({id, n, total ? double(n) / double(total) : 0, wilson(n, total)});
    std::stable_sort(out.begin(), out.end(),
                     [](const CauseShare& a, const CauseShare& b) { return a.deaths > b.deaths; });
    return out;
}

int deepest_depth(const LabTable& t) {
    int d = 1;
    for (const RunTally& r : t.runs) d = std::max(d, r.depth);
    return d;
}

// The shares in a line: "orc 12 (40.0% [24.6, 57.7])".
std::string causes_line(const std::vector<CauseShare>& causes, std::size_t shown) {
    std::string out;
    char part[160];
    for (std::size_t i = 0; i < causes.size() && i < shown; ++i) {
        const CauseShare& c = causes[i];
        std::snprintf(part, sizeof part, "%s%s %zu (%.0f%% [%.0f, %.0f])", i ? ", " : "",
                      c.id.c_str(), c.deaths, 100 * c.share, 100 * c.ci.low, 100 * c.ci.high);
        out += part;
    }
    return out.empty() ? "-" : out;
}

}  // namespace

std::vector<SurvivalStep> kaplan_meier(std::vector<Observation> observations) {
    std::stable_sort(observations.begin(), observations.end(),
                     [](const Observation& a, const Observation& b) { return a.time < b.time; });
    std::vector<SurvivalStep> out;
    std::size_t at_risk = observations.size();
    double survival = 1;
    double greenwood = 0;  // the sum of d / (n (n - d)) so far
    for (std::size_t i = 0; i < observations.size();) {
        SurvivalStep step;
        step.time = observations[i].time;
        step.at_risk = at_risk;
        for (; i < observations.size() && observations[i].time == step.time; ++i)
            (observations[i].died ? step.deaths : step.censored) += 1;
        const double n = double(at_risk);
        const double d = double(step.deaths);
        survival *= 1 - d / n;
        if (at_risk > step.deaths) greenwood += d / (n * (n - d));
        step.survival = survival;
        step.ci = clipped(survival, kZ95 * survival * std::sqrt(greenwood));
        out.push_back(step);
        at_risk -= step.deaths + step.censored;
    }
    return out;
}

double survival_at(const std::vector<SurvivalStep>& curve, int time) {
    double s = 1;
    for (const SurvivalStep& step : curve) {
        if (step.time > time) break;
        s = step.survival;
    }
    return s;
}

SurvivalSummary survival_of(const LabTable& t) {
    SurvivalSummary out;
    std::vector<Observation> depths, turns;
    for (const RunTally& r : t.runs) {
        depths.push_back({r.depth, r.end == RunEnd::died});
        turns.push_back({r.turns, r.end == RunEnd::died});
    }
    const std::vector<SurvivalStep> curve = kaplan_meier(depths);
    out.by_turn = kaplan_meier(turns);
    double reach = 1;
    Interval reach_ci{1, 1};
    for (int d = 1; d <= deepest_depth(t) && !t.runs.empty(); ++d) {
        DepthSurvival row;
        row.depth = d;
        row.reach = reach;
        row.reach_ci = reach_ci;
        std::map<std::string, std::size_t> killers, damagers;
        for (const RunTally& r : t.runs) {
            if (r.depth < d) continue;
            row.at_risk += 1;
            if (r.depth != d) continue;
            if (r.end != RunEnd::died) {
                row.censored += 1;
                continue;
            }
            row.deaths += 1;
            killers[r.killer] += 1;
            if (!r.hurt_most.empty()) damagers[r.hurt_most] += 1;
        }
        row.hazard = row.at_risk ? double(row.deaths) / double(row.at_risk) : 0;
        row.hazard_ci = wilson(row.deaths, row.at_risk);
        row.killing_blow = shares_of(killers, row.deaths);
        row.most_damage = shares_of(damagers, row.deaths);
        for (const SurvivalStep& step : curve) {
            if (step.time != d) continue;
            reach = step.survival;
            reach_ci = step.ci;
        }
        out.by_depth.push_back(std::move(row));
    }
    return out;
}

std::vector<DepthChange> compare_survival(const LabTable& before, const LabTable& after) {
    std::vector<DepthChange> out;
    const int last = std::max(deepest_depth(before), deepest_depth(after));
    const std::size_t n = std::min(before.runs.size(), after.runs.size());
    for (int d = 2; d <= last; ++d) {
        DepthChange c;
        c.depth = d;
        c.n = n;
        for (std::size_t i = 0; i < n; ++i) {
            const bool was = before.runs[i].depth >= d;
            const bool is = after.runs[i].depth >= d;
            c.before += was;
            c.after += is;
            c.lost += was && !is;
            c.gained += is && !was;
        }
        c.p = mcnemar_p(c.lost, c.gained);
        out.push_back(c);
    }
    return out;
}

std::string survival_text(const SurvivalSummary& s) {
    std::string out =
        "Survival by depth (Kaplan-Meier; runs that stop without dying are "
        "censored):\n";
    char line[320];
    std::snprintf(line, sizeof line, "%5s %7s %6s %-19s %-22s %s\n", "depth", "reached", "died",
                  "reach % [95% CI]", "hazard % [95% CI]", "killing blow / most damage");
    out += line;
    for (const DepthSurvival& d : s.by_depth) {
        char reach[48], hazard[48];
        std::snprintf(reach, sizeof reach, "%5.1f [%.1f, %.1f]", 100 * d.reach,
                      100 * d.reach_ci.low, 100 * d.reach_ci.high);
        std::snprintf(hazard, sizeof hazard, "%5.1f [%.1f, %.1f]", 100 * d.hazard,
                      100 * d.hazard_ci.low, 100 * d.hazard_ci.high);
        std::snprintf(line, sizeof line, "%5d %7zu %6zu %-19s %-22s %s\n", d.depth, d.at_risk,
                      d.deaths, reach, hazard, causes_line(d.killing_blow, 3).c_str());
        out += line;
        if (d.deaths > 0) out += std::string(64, ' ') + causes_line(d.most_damage, 3) + "\n";
    }
    if (!s.by_turn.empty()) {
        out += "Survival by turn:";
        const int last = s.by_turn.back().time;
        const int step = std::max(1000, (last / 10 + 999) / 1000 * 1000);
        for (int turn = step; turn - step < last; turn += step) {
            std::snprintf(line, sizeof line, " %d: %.1f%%", turn,
                          100 * survival_at(s.by_turn, turn));
            out += line;
        }
        out += "\n";
    }
    return out;
}

std::string depth_changes_text(const std::vector<DepthChange>& changes) {
    std::string out =
        "Reaching each depth, seed by seed (McNemar's exact test on the seeds that differ):\n";
    char line[200];
    std::snprintf(line, sizeof line, "%5s %9s %9s %6s %7s %8s\n", "depth", "before %", "after %",
                  "lost", "gained", "p");
    out += line;
    for (const DepthChange& c : changes) {
        const double n = c.n ? double(c.n) : 1;
        std::snprintf(line, sizeof line, "%5d %9.1f %9.1f %6zu %7zu %8.4f%s\n", c.depth,
                      100 * double(c.before) / n, 100 * double(c.after) / n, c.lost, c.gained, c.p,
                      c.significant() ? " * changed" : "");
        out += line;
    }
    return out;
}

}  // namespace cf
