#include "engine/content/balance_target.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "engine/content/content_build.hpp"
#include "engine/core/file_read.hpp"
#include "engine/core/number_text.hpp"
#include "engine/yaml/yaml_parse.hpp"
#include "engine/yaml/yaml_report.hpp"

namespace cf {

namespace {

// The file is a few lines; anything near this is not a target.
constexpr std::size_t kMaxBalanceBytes = std::size_t{1} << 20;

std::string percent_text(double share) {
    char text[32];
    std::snprintf(text, sizeof text, "%g%%", std::round(share * 10000.0) / 100.0);
    return text;
}

// Reads the keys of a map, reporting any not in `known`; false when `node` is no map.
bool check_keys(const YamlNode& node, std::initializer_list<std::string_view> known,
                const std::string& what, const YamlReport& report) {
    if (!node.IsMap()) {
        report.report(node.Mark(), what + " must be a mapping");
        return false;
    }
    std::string list;
    for (std::string_view k : known) list += (list.empty() ? "" : ", ") + std::string(k);
    for (const YamlChild& pair : node) {
        const std::string& key = pair.first.Scalar();
        if (std::find(known.begin(), known.end(), key) == known.end())
            report.report(pair.first.Mark(),
                          "unknown key '" + key + "' in " + what + " (expected " + list + ")");
    }
    return true;
}

// "95%": a share written as a percentage from 0% to 100%.
std::optional<double> read_percent(const YamlNode& node, const std::string& what,
                                   const YamlReport& report) {
    const std::string& text = node.Scalar();
    if (!node.IsDefined()) return std::nullopt;
    if (!node.IsScalar() || !text.ends_with('%')) {
        report.report(node.Mark(), what + " must be a percentage like 95%, not '" + text + "'");
        return std::nullopt;
    }
    const std::string number = text.substr(0, text.size() - 1);
    const std::optional<double> value = parse_decimal_number(number);
    if (!value || *value < 0 || *value > 100) {
        report.report(node.Mark(), what + " must be from 0% to 100%, not '" + text + "'");
        return std::nullopt;
    }
    return *value / 100.0;
}

// A required key's node; reports it missing.
YamlNode required(const YamlNode& map, std::string_view key, const std::string& what,
                  const YamlReport& report) {
    const YamlNode value = map[key];
    if (!value.IsDefined())
        report.report(map.Mark(), "missing required key '" + std::string(key) + "' in " + what);
    return value;
}

std::optional<SurvivalTarget> read_point(const YamlNode& node, int last_depth,
                                         const YamlReport& report) {
    const std::string what = "a survival point";
    if (!check_keys(node, {"depth", "reach", "tolerance"}, what, report)) return std::nullopt;
    SurvivalTarget point;
    point.at = report.location(node.Mark());
    bool good = true;
    const YamlNode depth = required(node, "depth", what, report);
    if (depth.IsDefined()) {
        const auto value = parse_whole_number<int>(depth.Scalar());
        if (!depth.IsScalar() || !value) {
            report.report(depth.Mark(),
                          "depth must be a whole number, not '" + depth.Scalar() + "'");
            good = false;
        } else if (*value < 2 || *value > last_depth) {
            report.report(depth.Mark(), "depth " + depth.Scalar() +
                                            " is outside the floors: every run starts " +
                                            "on depth 1, so name a depth from 2 to " +
                                            std::to_string(last_depth) + " (the last floor)");
            good = false;
        } else {
            point.depth = *value;
        }
    }
    const YamlNode reach = required(node, "reach", what, report);
    const std::optional<double> share = read_percent(reach, "reach", report);
    good = good && share;
    if (share) point.reach = *share;
    const YamlNode tolerance = required(node, "tolerance", what, report);
    if (tolerance.IsDefined()) {
        const std::string& text = tolerance.Scalar();
        const std::optional<double> points = parse_decimal_number(text);
        if (text.ends_with('%')) {
            report.report(tolerance.Mark(),
                          "tolerance is in percentage points either side of reach: write " +
                              text.substr(0, text.size() - 1) + ", not " + text);
            good = false;
        } else if (!tolerance.IsScalar() || !points) {
            report.report(tolerance.Mark(),
                          "tolerance must be a number of percentage points, not '" + text + "'");
            good = false;
        } else if (*points <= 0) {
            report.report(tolerance.Mark(), "tolerance " + text +
                                                " leaves no room: a measured share is never "
                                                "exact, give more than 0 points");
            good = false;
        } else {
            point.tolerance = *points / 100.0;
            if (share && point.low() <= 0 && point.high() >= 1) {
                report.report(tolerance.Mark(),
                              "tolerance " + text + " around " + percent_text(*share) +
                                  " takes in every share from 0% to 100%: the point could "
                                  "never fail");
                good = false;
            }
        }
    }
    return good ? std::optional<SurvivalTarget>(point) : std::nullopt;
}

std::optional<WinTarget> read_win(const YamlNode& node, const Settings& settings,
                                  const YamlReport& report) {
    if (!check_keys(node, {"from", "to"}, "win", report)) return std::nullopt;
    WinTarget win;
    win.at = report.location(node.Mark());
    const auto from = read_percent(required(node, "from", "win", report), "win's from", report);
    const auto to = read_percent(required(node, "to", "win", report), "win's to", report);
    if (!from || !to) return std::nullopt;
    if (*from >= *to) {
        report.report(node.Mark(), "win's from (" + percent_text(*from) +
                                       ") must be below its to (" + percent_text(*to) + ")");
        return std::nullopt;
    }
    if (settings.victory.defeat.empty()) {
        report.report(node.Mark(),
                      "win: the game cannot be won (settings have no victory), so no run wins");
        return std::nullopt;
    }
    win.from = *from;
    win.to = *to;
    return win;
}

// Survival can only fall with depth: a deeper point asking for more runs than a shallower
// one cannot both pass.
void check_falling(const BalanceTarget& t, std::vector<Problem>& out) {
    for (std::size_t i = 1; i < t.survival.size(); ++i) {
        const SurvivalTarget& a = t.survival[i - 1];
        const SurvivalTarget& b = t.survival[i];
        if (b.reach <= a.reach) continue;
        out.push_back({b.at.file, b.at.line, b.at.column,
                       "reach " + percent_text(b.reach) + " at depth " + std::to_string(b.depth) +
                           " is more than " + percent_text(a.reach) + " at depth " +
                           std::to_string(a.depth) +
                           ": a run that reaches the deeper floor reached the shallower one"});
    }
}

}  // namespace

int last_target_depth(const Settings& settings) {
    return settings.victory.defeat.empty() ? kMaxTargetDepth : settings.victory.depth;
}

void read_balance_text(const std::string& text, const std::string& file, const Settings& settings,
                       BalanceLoad& into) {
    const std::size_t first_problem = into.problems.size();
    std::optional<YamlDocument> doc = parse_yaml_document(text, file, into.problems);
    if (!doc) return;
    into.target.files.push_back(file);
    const YamlReport report{file, &into.problems};
    const YamlNode root = doc->root;
    if (root.IsNull() || !root.IsDefined()) return;  // an empty file sets nothing
    if (!check_keys(root, {"survival", "win"}, file, report)) return;
    BalanceTarget& t = into.target;
    if (const YamlNode list = root["survival"]; list.IsDefined()) {
        if (!list.IsSequence()) {
            report.report(list.Mark(), "survival must be a list of {depth, reach, tolerance}");
        } else {
            int last = 0;
            for (const YamlChild& item : list) {
                std::optional<SurvivalTarget> point =
                    read_point(item, last_target_depth(settings), report);
                if (!point) continue;
                if (point->depth <= last) {
                    report.report(item.Mark(), "depth " + std::to_string(point->depth) +
                                                   " is not deeper than the point before it "
                                                   "(list the points by increasing depth)");
                    continue;
                }
                last = point->depth;
                auto at = std::find_if(t.survival.begin(), t.survival.end(),
                                       [&](const auto& p) { return p.depth >= point->depth; });
                if (at != t.survival.end() && at->depth == point->depth) {
                    *at = *point;
                } else {
                    t.survival.insert(at, *point);
                }
            }
        }
    }
    if (const YamlNode win = root["win"]; win.IsDefined()) {
        if (std::optional<WinTarget> w = read_win(win, settings, report)) t.win = *w;
    }
    if (into.problems.size() == first_problem) check_falling(t, into.problems);
}

BalanceLoad load_balance_target(const Content& content) {
    BalanceLoad out;
    const std::vector<LayerRecord> layers = content_layers(content);
    for (const LayerRecord& layer : layers) {
        if (layer.dir.empty()) continue;
        const std::filesystem::path path = std::filesystem::path(layer.dir) / kBalanceFile;
        std::error_code ec;
        if (!std::filesystem::exists(path, ec)) continue;
        const std::string shown = shown_file_name(layer.name, kBalanceFile, layers.size() > 1);
        FileRead read = read_regular_file(path.string(), kMaxBalanceBytes);
        if (!read.text) {
            out.problems.push_back({shown, 0, 0, read.error});
            continue;
        }
        read_balance_text(*read.text, shown, content.settings, out);
    }
    return out;
}

}  // namespace cf
