#pragma once
// The written difficulty target: `balance.yaml` at the top of a content layer says what
// share of the bot's runs should reach each depth (with a tolerance either side) and what
// share should win. `cryptforge lab --check-balance` holds the lab to it (lab/
// balance_check.hpp); content/README.md ("Difficulty target") documents the format.
//
//   survival:                        # by increasing depth
//     - {depth: 3, reach: 95%, tolerance: 4}     # tolerance in percentage points
//   win: {from: 8%, to: 20%}
//
// The target is the lab's, not the game's: the game never reads it, so the content
// loader leaves the file out (content_layout.cpp) and its bytes are in no layer's hash.
// Layers merge as settings do, point by point: a later layer's point at a depth replaces
// the earlier one's, a new depth is added, and a later `win:` replaces the earlier one.

#include <optional>
#include <string>
#include <vector>

#include "engine/content/content.hpp"
#include "engine/core/problem.hpp"

namespace cf {

inline constexpr const char* kBalanceFile = "balance.yaml";
// The deepest depth a target names when the game is never won (no settings' victory).
inline constexpr int kMaxTargetDepth = 1000;

// "reach `depth` in reach +- tolerance of the runs" (shares 0..1).
struct SurvivalTarget {
    int depth = 2;
    double reach = 0;
    double tolerance = 0;
    SourceLocation at;  // the point's entry, for problems and reports
    double low() const { return reach - tolerance < 0 ? 0 : reach - tolerance; }
    double high() const { return reach + tolerance > 1 ? 1 : reach + tolerance; }
    friend bool operator==(const SurvivalTarget&, const SurvivalTarget&) = default;
};

// "win in from..to of the runs" (shares 0..1).
struct WinTarget {
    double from = 0;
    double to = 0;
    SourceLocation at;
    friend bool operator==(const WinTarget&, const WinTarget&) = default;
};

struct BalanceTarget {
    std::vector<SurvivalTarget> survival;  // by increasing depth
    std::optional<WinTarget> win;
    std::vector<std::string> files;  // the files it was read from, base first
    bool empty() const { return survival.empty() && !win; }
    friend bool operator==(const BalanceTarget&, const BalanceTarget&) = default;
};

struct BalanceLoad {
    BalanceTarget target;           // what was read (empty when no layer has the file)
    std::vector<Problem> problems;  // file:line:col; the target is not to be used unless empty
};

// The last floor a target may name: settings' victory depth when the game is won there,
// else kMaxTargetDepth.
int last_target_depth(const Settings& settings);

// Reads one file's text (shown as `file` in problems) on top of `into` and checks what
// the merged target says against `settings` (depths within the floors, reach falling with
// depth, a win only when the game can be won).
void read_balance_text(const std::string& text, const std::string& file, const Settings& settings,
                       BalanceLoad& into);
// The target of the layers `content` was loaded from: each layer's balance.yaml, base
// first, merged (content built in memory has none).
BalanceLoad load_balance_target(const Content& content);

}  // namespace cf
