#pragma once
// `cryptforge lab --check-balance`: holds the bot's runs to the written difficulty target
// (content/balance_target.hpp). Each point's share (runs that reach a depth, runs that
// win) is measured with its Wilson 95% interval; a point passes when the interval lies
// wholly inside its band, fails when wholly outside it, and is undecided otherwise. The
// runs come in rounds (the first of `batch` seeds, each later one doubling the seeds run
// so far) until every point is decided or the cap is reached, so the result depends on
// the content, the first seed and the two numbers only, never on the threads.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/content/balance_target.hpp"
#include "engine/lab/lab_runner.hpp"
#include "engine/lab/survival.hpp"

namespace cf {

enum class Verdict { pass, fail, undecided };
const char* verdict_name(Verdict verdict);  // "pass", "FAIL", "undecided"

// Where `ci` lies against the band [low, high].
Verdict verdict_of(const Interval& ci, double low, double high);
// About how many runs would make the interval of a share `p` narrow enough to lie on one
// side of the band's nearer edge; 0 when `p` sits on an edge (no number of runs decides).
std::size_t runs_to_decide(double p, double low, double high);

struct PointCheck {
    int depth = 0;      // the depth to reach; 0 for the win
    double target = 0;  // the written share (the band's middle for the win)
    double low = 0;     // the band
    double high = 0;
    SourceLocation at;  // where the point is written
    std::size_t hits = 0;
    std::size_t n = 0;
    double measured = 0;
    Interval ci;
    Verdict verdict = Verdict::undecided;
    std::size_t runs_needed = 0;  // for an undecided point (runs_to_decide)
};

// What kills most where a failed point's runs die: the depth with the most deaths above
// the point's depth (any depth for the win), and its causes.
struct FailureCauses {
    int depth = 0;  // 0 when no run died before the point
    std::size_t deaths = 0;
    std::size_t deaths_before = 0;  // all deaths above the point's depth
    std::vector<CauseShare> killing_blow;
    std::vector<CauseShare> most_damage;
};

std::vector<PointCheck> check_points(const BalanceTarget& target, const LabTable& table);
FailureCauses causes_of(const PointCheck& point, const LabTable& table);

struct BalanceCheckOptions {
    LabOptions lab;           // first seed, jobs, max_turns (runs and max_depth are set here)
    std::size_t batch = 100;  // seeds in the first round
    std::size_t runs_cap = 2000;
};

struct BalanceCheck {
    LabTable table;  // every run played, in seed order
    std::vector<PointCheck> points;
    std::size_t rounds = 0;
    bool capped = false;  // stopped at the cap with points undecided
    bool passed() const;
    bool failed() const;
};

// The depth runs end at: past the victory floor when the game is won (runs end winning
// or dying), else the target's deepest point.
int check_max_depth(const BalanceTarget& target, const Settings& settings);

BalanceCheck run_balance_check(const ContentPtr& content, const BalanceTarget& target,
                               const BalanceCheckOptions& options,
                               const LabProgress& progress = {});

// The report: one line per point (target, measured with interval, verdict), then for each
// failed point the depth and what kills there, and for undecided ones what would decide
// them.
std::string balance_check_text(const BalanceCheck& check);

}  // namespace cf
