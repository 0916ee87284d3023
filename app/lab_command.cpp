#include "app/lab_command.hpp"

#include <unistd.h>

#include <charconv>
#include <cstdio>
#include <iostream>
#include <optional>

#include "engine/content/content_loader.hpp"
#include "engine/core/atomic_file.hpp"
#include "engine/core/file_read.hpp"
#include "engine/lab/duel.hpp"
#include "engine/lab/lab_runner.hpp"
#include "engine/lab/lab_summary.hpp"

namespace cf {

namespace {

constexpr int kBadArguments = 2;
constexpr int kThresholdBroken = 3;
constexpr std::size_t kMaxCsvBytes = std::size_t{1} << 30;

struct LabArgs {
    std::vector<std::string> content;  // layers, base first ({}: the bundled content)
    std::vector<std::string> against;  // the baseline's layers
    std::string csv;
    std::string json;
    LabOptions lab;
    std::vector<FailRule> fail_on;
    std::vector<std::string> files;  // merge: the shard CSVs
    bool runs_given = false;
};

template <class T>
bool number(const std::string& text, T& out) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size();
}

bool parse_shard(const std::string& text, LabOptions& lab) {
    const std::size_t slash = text.find('/');
    if (slash == std::string::npos) return false;
    return number(text.substr(0, slash), lab.shard) &&
           number(text.substr(slash + 1), lab.shard_count) && lab.shard_count > 0 &&
           lab.shard < lab.shard_count;
}

// Parses the flags; returns an error message, "" when they are good.
std::string parse(const std::vector<std::string>& args, bool merge, LabArgs& out) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (!a.starts_with("--")) {
            if (merge) {
                out.files.push_back(a);
                continue;
            }
            return "unexpected '" + a + "'";
        }
        if (i + 1 >= args.size()) return a + " needs a value";
        const std::string& v = args[++i];
        bool ok = true;
        if (a == "--csv")
            out.csv = v;
        else if (a == "--json")
            out.json = v;
        else if (merge)
            return "unknown option for 'lab merge': " + a + " (use --csv, --json)";
        else if (a == "--content")
            out.content.push_back(v);
        else if (a == "--against")
            out.against.push_back(v);
        else if (a == "--runs")
            ok = out.runs_given = number(v, out.lab.runs) && out.lab.runs > 0;
        else if (a == "--first-seed")
            ok = number(v, out.lab.first_seed);
        else if (a == "--max-depth")
            ok = number(v, out.lab.run.max_depth) && out.lab.run.max_depth >= 2;
        else if (a == "--max-turns")
            ok = number(v, out.lab.run.max_turns) && out.lab.run.max_turns > 0;
        else if (a == "--jobs")
            ok = number(v, out.lab.jobs) && out.lab.jobs > 0;
        else if (a == "--shard")
            ok = parse_shard(v, out.lab);
        else if (a == "--fail-on") {
            std::string error;
            auto rule = parse_fail_rule(v, error);
            if (!rule) return "--fail-on " + error;
            out.fail_on.push_back(*rule);
        } else
            return "unknown option '" + a + "'";
        if (!ok) return "bad value for " + a + ": '" + v + "'";
    }
    if (!merge && !out.runs_given) return "--runs N is required";
    if (merge && out.files.empty()) return "'lab merge' needs the CSV files to merge";
    if (!out.fail_on.empty() && out.against.empty()) return "--fail-on needs --against OTHER_DIR";
    return "";
}

// Loads layers of content, base first ({}: the bundled content).
ContentPtr load(std::vector<std::string> layers) {
    if (layers.empty()) layers.push_back(default_content_directory());
    ContentLoad load = load_content_layers(layers);
    if (!load.content) {
        std::cerr << "cryptforge lab: content in";
        for (const std::string& layer : layers) std::cerr << " " << layer;
        std::cerr << " does not load:\n" << to_string(load.problems);
    }
    return load.content;
}

std::string names(const std::vector<std::string>& layers) {
    std::string out;
    for (const std::string& layer : layers) out += (out.empty() ? "" : " + ") + layer;
    return out;
}

void draw_progress(std::size_t done, std::size_t total, const std::string& label) {
    constexpr std::size_t kWidth = 30;
    const std::size_t filled = total ? done * kWidth / total : kWidth;
    std::fprintf(stderr, "\r%s [%s%s] %zu/%zu runs", label.c_str(),
                 std::string(filled, '#').c_str(), std::string(kWidth - filled, '.').c_str(), done,
                 total);
    if (done == total) std::fputc('\n', stderr);
    std::fflush(stderr);
}

LabTable run(const ContentPtr& content, const LabOptions& options, const std::string& label) {
    LabProgress progress;
    if (isatty(STDERR_FILENO))
        progress = [&label](std::size_t d, std::size_t t) { draw_progress(d, t, label); };
    return run_lab(content, options, progress);
}

bool write(const std::string& path, const std::string& text) {
    if (path.empty()) return true;
    std::string error;
    if (write_file_atomically(path, text, error)) return true;
    std::cerr << "cryptforge lab: " << error << "\n";
    return false;
}

// The rates and means a terminal shows after a run.
std::string overview(const LabTable& t) {
    std::string out = std::to_string(t.runs.size()) + " runs\n";
    char line[160];
    for (const Metric& m : metrics_of(t)) {
        if (m.name.find('.') != std::string::npos && !m.name.starts_with("death_rate.")) continue;
        if (m.rate) {
            const Interval ci = wilson(m.hits, m.n);
            std::snprintf(line, sizeof line, "%-22s %7.2f%%  [%.2f, %.2f]  (%zu of %zu)\n",
                          m.name.c_str(), m.n ? 100.0 * double(m.hits) / double(m.n) : 0.0,
                          100 * ci.low, 100 * ci.high, m.hits, m.n);
        } else {
            const MeanEstimate e = estimate_mean(m.values);
            std::snprintf(line, sizeof line, "%-22s %8.2f  [%.2f, %.2f]\n", m.name.c_str(), e.mean,
                          e.ci.low, e.ci.high);
        }
        out += line;
    }
    return out;
}

int run_merge(const LabArgs& args) {
    std::vector<LabTable> shards;
    for (const std::string& file : args.files) {
        FileRead read = read_regular_file(file, kMaxCsvBytes);
        if (!read.text) {
            std::cerr << "cryptforge lab merge: " << file << ": " << read.error << "\n";
            return kBadArguments;
        }
        TableLoad load = parse_csv(*read.text, file);
        if (!load.table) {
            std::cerr << "cryptforge lab merge: " << load.error << "\n";
            return kBadArguments;
        }
        shards.push_back(std::move(*load.table));
    }
    TableLoad merged = merge_tables(std::move(shards));
    if (!merged.table) {
        std::cerr << "cryptforge lab merge: " << merged.error << "\n";
        return kBadArguments;
    }
    std::cout << overview(*merged.table);
    return write(args.csv, to_csv(*merged.table)) && write(args.json, summary_json(*merged.table))
               ? 0
               : 1;
}

int run_compare(const LabArgs& args, const ContentPtr& content, const LabTable& after) {
    const ContentPtr other = load(args.against);
    if (!other) return kBadArguments;
    const LabTable before = run(other, args.lab, "against");
    std::string error;
    auto changes = compare_tables(before, after, error);
    if (!changes) {
        std::cerr << "cryptforge lab: " << error << "\n";
        return kBadArguments;
    }
    std::vector<std::string> now;
    for (const LayerRecord& layer : content_layers(*content)) now.push_back(layer.name);
    std::cout << "Changes from " << names(args.against) << " to " << names(now) << " on the same "
              << after.runs.size() << " seeds:\n"
              << changes_text(*changes);
    if (!write(args.json, changes_json(*changes))) return 1;
    const std::vector<std::string> broken = broken_rules(args.fail_on, *changes);
    for (const std::string& b : broken)
        std::cerr << "cryptforge lab: threshold broken: " << b << "\n";
    return broken.empty() ? 0 : kThresholdBroken;
}

// `lab duel`: --attacker A --defender D [--level L | --sweep level=A..B] [--rounds N]
// [--seed S] [--content DIR] [--csv FILE].
int run_duel_command(const std::vector<std::string>& args) {
    std::vector<std::string> content_dirs;
    std::string csv;
    DuelSetup setup;
    int sweep_from = 0;
    int sweep_to = 0;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (i + 1 >= args.size()) {
            std::cerr << "cryptforge lab duel: " << a << " needs a value\n";
            return kBadArguments;
        }
        const std::string& v = args[++i];
        bool ok = true;
        if (a == "--content")
            content_dirs.push_back(v);
        else if (a == "--csv")
            csv = v;
        else if (a == "--attacker")
            setup.attacker = v;
        else if (a == "--defender")
            setup.defender = v;
        else if (a == "--level")
            ok = number(v, setup.level);
        else if (a == "--rounds")
            ok = number(v, setup.rounds);
        else if (a == "--seed")
            ok = number(v, setup.seed);
        else if (a == "--sweep") {
            const std::size_t dots = v.find("..");
            ok = v.starts_with("level=") && dots != std::string::npos &&
                 number(v.substr(6, dots - 6), sweep_from) &&
                 number(v.substr(dots + 2), sweep_to) && sweep_from >= 1 && sweep_to >= sweep_from;
        } else {
            std::cerr << "cryptforge lab duel: unknown option '" << a << "'\n";
            return kBadArguments;
        }
        if (!ok) {
            std::cerr << "cryptforge lab duel: bad value for " << a << ": '" << v << "'"
                      << (a == "--sweep" ? " (use level=1..10)" : "") << "\n";
            return kBadArguments;
        }
    }
    const ContentPtr content = load(content_dirs);
    if (!content) return kBadArguments;
    if (const std::string problem = duel_problem(*content, setup); !problem.empty()) {
        std::cerr << "cryptforge lab duel: " << problem
                  << " (--attacker and --defender name actors)\n";
        return kBadArguments;
    }
    std::vector<DuelResult> results;
    if (sweep_from == 0) sweep_from = sweep_to = setup.level;
    for (int level = sweep_from; level <= sweep_to; ++level) {
        DuelSetup cell = setup;
        cell.level = level;
        results.push_back(run_duel(*content, cell));
    }
    std::cout << duel_table(results);
    return write(csv, duel_csv(results)) ? 0 : 1;
}

}  // namespace

int run_lab_command(const std::vector<std::string>& words) {
    if (!words.empty() && words.front() == "duel")
        return run_duel_command({words.begin() + 1, words.end()});
    const bool merge = !words.empty() && words.front() == "merge";
    LabArgs args;
    const std::string error = parse({words.begin() + (merge ? 1 : 0), words.end()}, merge, args);
    if (!error.empty()) {
        std::cerr << "cryptforge lab: " << error << "\n";
        return kBadArguments;
    }
    if (merge) return run_merge(args);
    const ContentPtr content = load(args.content);
    if (!content) return kBadArguments;
    const LabTable table = run(content, args.lab, "lab");
    if (!write(args.csv, to_csv(table))) return 1;
    if (!args.against.empty()) return run_compare(args, content, table);
    std::cout << overview(table);
    return write(args.json, summary_json(table)) ? 0 : 1;
}

}  // namespace cf
