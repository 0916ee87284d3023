#include "engine/lab/balance_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace cf {

namespace {

// A share's variance is never taken as less than this: at 0% or 100% Wilson's interval
// still has a width, about what p(1 - p) = 1/400 gives at a few hundred runs.
constexpr double kLeastVariance = 0.0025;

std::string percent(double share) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f%%", 100 * share);
    return text;
}

PointCheck measured(PointCheck point, std::size_t hits, std::size_t n) {
    point.hits = hits;
    point.n = n;
    point.measured = n ? double(hits) / double(n) : 0;
    point.ci = wilson(hits, n);
    point.verdict = n ? verdict_of(point.ci, point.low, point.high) : Verdict::undecided;
    point.runs_needed = point.verdict == Verdict::undecided
                            ? runs_to_decide(point.measured, point.low, point.high)
                            : 0;
    return point;
}

std::string point_name(const PointCheck& p) {
    return p.depth ? "reach depth " + std::to_string(p.depth) : std::string("win");
}

std::string causes_text(const std::vector<CauseShare>& causes) {
    std::string out;
    for (std::size_t i = 0; i < causes.size() && i < 3; ++i) {
        const CauseShare& c = causes[i];
        char part[160];
        std::snprintf(part, sizeof part, "%s%s %zu (%.0f%%, 95%% CI %.0f-%.0f%%)", i ? ", " : "",
                      c.id.c_str(), c.deaths, 100 * c.share, 100 * c.ci.low, 100 * c.ci.high);
        out += part;
    }
    return out.empty() ? "none" : out;
}

}  // namespace

const char* verdict_name(Verdict verdict) {
    switch (verdict) {
        case Verdict::pass:
            return "pass";
        case Verdict::fail:
            return "FAIL";
        case Verdict::undecided:
            break;
    }
    return "undecided";
}

Verdict verdict_of(const Interval& ci, double low, double high) {
    if (ci.low >= low && ci.high <= high) return Verdict::pass;
    if (ci.high < low || ci.low > high) return Verdict::fail;
    return Verdict::undecided;
}

std::size_t runs_to_decide(double p, double low, double high) {
    const bool inside = p >= low && p <= high;
    double distance = 2;
    // An edge at 0% or 100% is never crossed by an interval from inside the band.
    if (!inside || low > 0) distance = std::min(distance, std::fabs(p - low));
    if (!inside || high < 1) distance = std::min(distance, std::fabs(p - high));
    if (distance <= 0) return 0;
    if (distance > 1) return 1;
    const double variance = std::max(p * (1 - p), kLeastVariance);
    return static_cast<std::size_t>(std::ceil(kZ95 * kZ95 * variance / (distance * distance)));
}

std::vector<PointCheck> check_points(const BalanceTarget& target, const LabTable& table) {
    std::vector<PointCheck> out;
    const std::size_t n = table.runs.size();
    for (const SurvivalTarget& s : target.survival) {
        const auto hits = static_cast<std::size_t>(
            std::count_if(table.runs.begin(), table.runs.end(),
                          [&](const RunTally& r) { return r.depth >= s.depth; }));
        PointCheck p;
        p.depth = s.depth;
        p.target = s.reach;
        p.low = s.low();
        p.high = s.high();
        p.at = s.at;
        out.push_back(measured(p, hits, n));
    }
    if (target.win) {
        const auto hits = static_cast<std::size_t>(
            std::count_if(table.runs.begin(), table.runs.end(),
                          [](const RunTally& r) { return r.end == RunEnd::won; }));
        PointCheck p;
        p.target = (target.win->from + target.win->to) / 2;
        p.low = target.win->from;
        p.high = target.win->to;
        p.at = target.win->at;
        out.push_back(measured(p, hits, n));
    }
    return out;
}

FailureCauses causes_of(const PointCheck& point, const LabTable& table) {
    FailureCauses out;
    std::map<int, std::size_t> deaths;
    for (const RunTally& r : table.runs) {
        if (r.end != RunEnd::died || (point.depth && r.depth >= point.depth)) continue;
        deaths[r.depth] += 1;
        out.deaths_before += 1;
    }
    for (const auto& [depth, n] : deaths) {
        if (n > out.deaths) {
            out.depth = depth;
            out.deaths = n;
        }
    }
    for (const DepthSurvival& d : survival_of(table).by_depth) {
        if (d.depth != out.depth) continue;
        out.killing_blow = d.killing_blow;
        out.most_damage = d.most_damage;
    }
    return out;
}

bool BalanceCheck::passed() const {
    return std::all_of(points.begin(), points.end(),
                       [](const PointCheck& p) { return p.verdict == Verdict::pass; });
}

bool BalanceCheck::failed() const {
    return std::any_of(points.begin(), points.end(),
                       [](const PointCheck& p) { return p.verdict == Verdict::fail; });
}

int check_max_depth(const BalanceTarget& target, const Settings& settings) {
    if (!settings.victory.defeat.empty()) return settings.victory.depth + 1;
    int deepest = 2;
    for (const SurvivalTarget& s : target.survival) deepest = std::max(deepest, s.depth);
    return deepest;
}

BalanceCheck run_balance_check(const ContentPtr& content, const BalanceTarget& target,
                               const BalanceCheckOptions& options, const LabProgress& progress) {
    BalanceCheck out;
    out.table = table_for(*content);
    LabOptions round = options.lab;
    round.run.max_depth = check_max_depth(target, content->settings);
    round.shard = 0;
    round.shard_count = 1;
    const std::size_t cap = std::max<std::size_t>(1, options.runs_cap);
    std::size_t want = std::min(cap, std::max<std::size_t>(1, options.batch));
    while (true) {
        const std::size_t done = out.table.runs.size();
        round.first_seed = options.lab.first_seed + done;
        round.runs = want - done;
        const LabProgress shown =
            progress ? LabProgress([&](std::size_t d, std::size_t) { progress(done + d, want); })
                     : LabProgress();
        LabTable more = run_lab(content, round, shown);
        out.table.layers = more.layers;
        for (RunTally& r : more.runs) out.table.runs.push_back(std::move(r));
        out.rounds += 1;
        out.points = check_points(target, out.table);
        const bool decided = std::none_of(out.points.begin(), out.points.end(), [](const auto& p) {
            return p.verdict == Verdict::undecided;
        });
        if (decided) break;
        if (want >= cap) {
            out.capped = true;
            break;
        }
        want = std::min(cap, want * 2);
    }
    LabOptions whole = options.lab;
    whole.runs = out.table.runs.size();
    whole.run.max_depth = round.run.max_depth;
    out.table.lab = LabSlice{whole.build, whole.first_seed,    whole.runs,         0,
                             1,           whole.run.max_depth, whole.run.max_turns};
    return out;
}

std::string balance_check_text(const BalanceCheck& check) {
    std::string out = "Balance check: " + std::to_string(check.table.runs.size()) + " runs in " +
                      std::to_string(check.rounds) + (check.rounds == 1 ? " round" : " rounds") +
                      "\n";
    char line[320];
    std::snprintf(line, sizeof line, "%-15s %-22s %-30s %s\n", "point", "target (band)",
                  "measured [95% CI]", "verdict");
    out += line;
    for (const PointCheck& p : check.points) {
        char target[64], got[96];
        if (p.depth)
            std::snprintf(target, sizeof target, "%s (%s-%s)", percent(p.target).c_str(),
                          percent(p.low).c_str(), percent(p.high).c_str());
        else
            std::snprintf(target, sizeof target, "%s-%s", percent(p.low).c_str(),
                          percent(p.high).c_str());
        std::snprintf(got, sizeof got, "%s [%s, %s] %zu/%zu", percent(p.measured).c_str(),
                      percent(p.ci.low).c_str(), percent(p.ci.high).c_str(), p.hits, p.n);
        std::snprintf(line, sizeof line, "%-15s %-22s %-30s %s\n", point_name(p).c_str(), target,
                      got, verdict_name(p.verdict));
        out += line;
    }
    for (const PointCheck& p : check.points) {
        const std::string where =
            p.at.file + ":" + std::to_string(p.at.line) + ":" + std::to_string(p.at.column);
        if (p.verdict == Verdict::fail) {
            const bool low = p.ci.high < p.low;
            out += "\n" + where + ": " + point_name(p) + " fails: " + percent(p.measured) +
                   (low ? " is below " : " is above ") + percent(low ? p.low : p.high) +
                   (p.depth == 0 ? (low ? " (too few runs win)" : " (too many runs win)")
                    : low        ? " (too many runs die before it)"
                                 : " (too few runs die before it)") +
                   "\n";
            const FailureCauses c = causes_of(p, check.table);
            if (c.depth == 0) {
                out += "  no run died" +
                       (p.depth ? " before depth " + std::to_string(p.depth) : std::string()) +
                       "\n";
                continue;
            }
            out += "  most deaths on depth " + std::to_string(c.depth) + ": " +
                   std::to_string(c.deaths) + " of the " + std::to_string(c.deaths_before) +
                   " deaths" + (p.depth ? " before depth " + std::to_string(p.depth) : "") + "\n";
            out += "  killing blow: " + causes_text(c.killing_blow) + "\n";
            out += "  most damage:  " + causes_text(c.most_damage) + "\n";
        } else if (p.verdict == Verdict::undecided) {
            out += "\n" + where + ": " + point_name(p) + " is undecided after " +
                   std::to_string(p.n) + " runs: ";
            if (p.runs_needed == 0) {
                out += percent(p.measured) +
                       " sits on the band's edge, so no number of runs decides it; move the "
                       "target or widen the tolerance\n";
            } else {
                out += "about " + std::to_string(p.runs_needed) +
                       " runs would decide it (raise --runs-cap)\n";
            }
        }
    }
    return out;
}

}  // namespace cf
