#include "app/lab_command.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <limits>
#include <optional>

#include "app/cli.hpp"
#include "app/lab_json.hpp"
#include "engine/content/balance_target.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/core/file_read.hpp"
#include "engine/core/file_write.hpp"
#include "engine/core/hash.hpp"
#include "engine/lab/balance_check.hpp"
#include "engine/lab/duel.hpp"
#include "engine/lab/lab_runner.hpp"
#include "engine/lab/lab_summary.hpp"
#include "engine/lab/run.hpp"

namespace cf {

namespace {

constexpr int kThresholdBroken = 3;
constexpr int kUndecided = 5;  // 4 is the program's internal error
constexpr std::size_t kMaxCsvBytes = std::size_t{1} << 30;
constexpr std::uint64_t kMaxSeed = std::numeric_limits<std::uint64_t>::max();

struct LabArgs {
    std::vector<std::string> content;  // layers, base first ({}: the bundled content)
    std::vector<std::string> against;  // the baseline's layers
    std::string csv;
    std::string json;
    std::string shard;
    unsigned shard_count = 0;  // --shard-count, with a Kubernetes Indexed Job's index
    LabOptions lab;
    std::vector<std::string> fail_on;
    std::vector<FailRule> rules;
    bool check_balance = false;
    std::size_t batch = 100;
    std::size_t runs_cap = 2000;
    bool runs_given = false;
    bool max_depth_given = false;
    bool explain = false;
};

// "I/N": the I-th (0-based) of N shards; "" when `text` is one.
std::string shard_problem(const std::string& text, LabOptions* lab) {
    const std::size_t slash = text.find('/');
    const auto index = parse_whole_number<unsigned>(text.substr(0, slash));
    const auto count = slash == std::string::npos
                           ? std::nullopt
                           : parse_whole_number<unsigned>(text.substr(slash + 1));
    if (!index || !count || *count < 1 || *count > kMaxLabShards || *index >= *count) {
        return "must be I/N, the I-th of N shards counted from 0 (N from 1 to " +
               std::to_string(kMaxLabShards) + ", I below N), not '" + text + "'";
    }
    if (lab) {
        lab->shard = *index;
        lab->shard_count = *count;
    }
    return {};
}

std::unique_ptr<CLI::App> lab_parser(LabArgs& a) {
    auto app = cli::command(
        "cryptforge lab",
        "The balance lab: the bot plays seeds S..S+N-1 headless and the table and summary say "
        "what the content does to the whole game.");
    cli::texts(*app, "--content", a.content,
               "the content to play; repeat for layers, base first (default: the bundled "
               "content/)",
               "DIR");
    cli::number<std::size_t>(*app, "--runs", a.lab.runs, 1, kMaxLabRuns,
                             "play this many seeds (required unless --check-balance)");
    cli::number<std::uint64_t>(*app, "--first-seed", a.lab.first_seed, 0, kMaxSeed,
                               "the first seed (default 1)", "S");
    cli::number(*app, "--max-depth", a.lab.run.max_depth, 2, kMaxLabDepth,
                "a run ends on arriving at this depth, or at death (default 10)", "D");
    cli::number(*app, "--max-turns", a.lab.run.max_turns, 1, kMaxLabTurns,
                "a run that finds no way on ends here (default 20000)", "T");
    cli::number(*app, "--jobs", a.lab.jobs, 1u, kMaxLabJobs, "threads (default: every core)", "J");
    cli::text(*app, "--csv", a.csv, "one row per run, in seed order", "FILE");
    cli::text(*app, "--json", a.json, "the summary (with --against: the changes) as JSON", "FILE");
    app->add_option("--shard", a.shard,
                    "run only the I-th of N equal slices of the seeds (default: a Slurm job "
                    "array's task or a Kubernetes Indexed Job's index, from the environment)")
        ->check(
            CLI::Validator([](std::string& t) { return shard_problem(t, nullptr); }, "", "shard"))
        ->type_name("I/N");
    cli::number(*app, "--shard-count", a.shard_count, 1u, kMaxLabShards,
                "with a Kubernetes Indexed Job: how many shards (its completions); the index "
                "is JOB_COMPLETION_INDEX",
                "N");
    cli::texts(*app, "--against", a.against,
               "also run the same seeds on this content (the baseline; repeat for layers) and "
               "print what moved",
               "DIR");
    cli::texts(*app, "--fail-on", a.fail_on,
               "with --against: exit 3 when metric M moved significantly by more than X", "M>X")
        ->check(CLI::Validator(
            [](std::string& t) {
                std::string error;
                return parse_fail_rule(t, error) ? std::string() : error;
            },
            "", "threshold"));
    app->add_flag("--explain", a.explain,
                  "with --runs 1: print each command the bot chose, with why, and not the "
                  "summary");
    app->add_flag("--check-balance", a.check_balance,
                  "hold the runs to the content's balance.yaml: play rounds of seeds until each "
                  "point is decided or --runs-cap is reached; exit 3 when a point fails, 5 when "
                  "one is left undecided");
    cli::number<std::size_t>(*app, "--batch", a.batch, 1, kMaxLabRuns,
                             "with --check-balance: seeds in the first round; each later round "
                             "doubles the seeds run (default 100)");
    cli::number<std::size_t>(*app, "--runs-cap", a.runs_cap, 1, kMaxLabRuns,
                             "with --check-balance: play at most this many seeds (default 2000)");
    app->footer(
        "\nAlso: cryptforge lab merge --help (join shards), cryptforge lab duel --help (one "
        "fight, swept over levels).\nExit codes: 0 done, 1 a file could not be written, 2 bad "
        "arguments or content, 3 a --fail-on threshold was broken or a balance point failed, 5 a "
        "balance point was left undecided.\n");
    return app;
}

// A variable of the environment as a whole number; nullopt when unset, `bad` set when it
// is set to something else.
std::optional<unsigned> environment_number(const char* name, std::string& bad) {
    const char* text = std::getenv(name);
    if (!text) return std::nullopt;
    const auto value = parse_whole_number<unsigned>(text);
    if (!value) bad = std::string(name) + " is '" + text + "', not a whole number";
    return value;
}

// With no --shard, the shard a batch system gives this task: a Slurm job array's
// SLURM_ARRAY_TASK_ID (less SLURM_ARRAY_TASK_MIN) of SLURM_ARRAY_TASK_COUNT, or a
// Kubernetes Indexed Job's JOB_COMPLETION_INDEX of --shard-count. Sets `from` to where it
// came from; "" when all went well.
std::string shard_from_environment(LabArgs& a, std::string& from) {
    std::string bad;
    if (!a.shard.empty()) {
        if (a.shard_count != 0) return "--shard-count goes with JOB_COMPLETION_INDEX, not --shard";
        return {};
    }
    const std::optional<unsigned> task = environment_number("SLURM_ARRAY_TASK_ID", bad);
    const std::optional<unsigned> tasks = environment_number("SLURM_ARRAY_TASK_COUNT", bad);
    const std::optional<unsigned> lowest = environment_number("SLURM_ARRAY_TASK_MIN", bad);
    const std::optional<unsigned> index = environment_number("JOB_COMPLETION_INDEX", bad);
    if (!bad.empty()) return bad;
    unsigned i = 0, n = 0;
    if (task) {
        if (!tasks) return "SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not";
        if (lowest.value_or(0) > *task) return "SLURM_ARRAY_TASK_ID is below SLURM_ARRAY_TASK_MIN";
        i = *task - lowest.value_or(0);
        n = *tasks;
        from = "SLURM_ARRAY_TASK_ID";
    } else if (index) {
        if (a.shard_count == 0)
            return "JOB_COMPLETION_INDEX is set: give --shard-count N, the Job's completions";
        i = *index;
        n = a.shard_count;
        from = "JOB_COMPLETION_INDEX";
    } else {
        if (a.shard_count != 0)
            return "--shard-count needs JOB_COMPLETION_INDEX (a Kubernetes "
                   "Indexed Job sets it)";
        return {};
    }
    a.shard = std::to_string(i) + "/" + std::to_string(n);
    if (std::string why = shard_problem(a.shard, nullptr); !why.empty())
        return "the shard from " + from + " " + why;
    return {};
}

// The program's name in shard files: a hash of its own executable, so shards played by
// another build of it are refused when merged.
std::string build_name() {
    std::error_code ec;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) return "unknown";
    const FileRead read = read_regular_file(exe.string(), std::size_t{1} << 30);
    if (!read.text) return "unknown";
    Fnv1a hash;
    hash.mix(*read.text);
    return hex16(hash.value());
}

// Checks that need more than one option; "" when the arguments make sense.
std::string lab_problem(LabArgs& a) {
    if (!a.fail_on.empty() && a.against.empty()) return "--fail-on needs --against OTHER_DIR";
    if (a.explain && (a.lab.runs != 1 || a.check_balance || !a.against.empty()))
        return "--explain tells one run: give --runs 1 (and --first-seed S), no --check-balance "
               "or --against";
    if (a.check_balance) {
        if (a.runs_given) return "--check-balance decides how many seeds to run: give --runs-cap";
        if (a.max_depth_given)
            return "--check-balance decides where runs end (past the victory floor, or the "
                   "target's deepest point): no --max-depth";
        if (!a.against.empty())
            return "--check-balance holds one content to its target: no --against";
        if (!a.shard.empty()) return "--check-balance runs every round itself: no --shard";
        a.lab.runs = a.runs_cap;
    } else if (!a.runs_given) {
        return "--runs is required (or --check-balance)";
    }
    if (a.lab.first_seed > kMaxSeed - (a.lab.runs - 1))
        return "--first-seed " + std::to_string(a.lab.first_seed) + " with --runs " +
               std::to_string(a.lab.runs) + " would pass seed " + std::to_string(kMaxSeed);
    std::string from;
    if (std::string why = shard_from_environment(a, from); !why.empty()) return why;
    if (!from.empty())
        std::cerr << "cryptforge lab: shard " << a.shard << " (from " << from << ")\n";
    if (!a.shard.empty()) shard_problem(a.shard, &a.lab);
    a.lab.build = build_name();
    for (const std::string& text : a.fail_on) {
        std::string error;
        a.rules.push_back(*parse_fail_rule(text, error));
    }
    return {};
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

// Metrics named by --fail-on that neither content's lab reports; "" when all are known.
std::string unknown_metrics(const LabArgs& a, const Content& after, const Content& before) {
    LabTable columns = table_for(after);
    const LabTable other = table_for(before);
    columns.monsters.insert(columns.monsters.end(), other.monsters.begin(), other.monsters.end());
    columns.items.insert(columns.items.end(), other.items.begin(), other.items.end());
    columns.vaults.insert(columns.vaults.end(), other.vaults.begin(), other.vaults.end());
    for (const FailRule& rule : a.rules) {
        if (std::string why = metric_problem(rule.metric, columns, a.lab.run.max_depth);
            !why.empty())
            return "--fail-on " + why;
    }
    return {};
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
    if (write_file(path, text, error)) return true;
    std::cerr << "cryptforge lab: " << error << "\n";
    return false;
}

// The rates and means a terminal shows after a run.
std::string overview(const LabSummary& s) {
    std::string out = std::to_string(s.runs) + " runs\n";
    char line[160];
    const auto shown = [](const std::string& name) {
        return name.find('.') == std::string::npos || name.starts_with("death_rate.");
    };
    for (const RateSummary& r : s.rates) {
        if (!shown(r.name)) continue;
        std::snprintf(line, sizeof line, "%-22s %7.2f%%  [%.2f, %.2f]  (%zu of %zu)\n",
                      r.name.c_str(), 100.0 * r.value, 100 * r.ci.low, 100 * r.ci.high, r.hits,
                      r.n);
        out += line;
    }
    for (const MeanSummary& m : s.means) {
        if (!shown(m.name)) continue;
        std::snprintf(line, sizeof line, "%-22s %8.2f  [%.2f, %.2f]\n", m.name.c_str(), m.mean,
                      m.ci.low, m.ci.high);
        out += line;
    }
    if (!s.vaults.empty()) out += "\n" + vaults_text(s.vaults);
    out += "\n" + survival_text(s.survival);
    return out;
}

int run_compare(const LabArgs& args, const ContentPtr& content, const ContentPtr& other,
                const LabTable& after) {
    const LabTable before = run(other, args.lab, "against");
    std::string error;
    auto changes = compare_tables(before, after, error);
    if (!changes) {
        std::cerr << "cryptforge lab: " << error << "\n";
        return cli::kBadArguments;
    }
    std::vector<std::string> now;
    for (const LayerRecord& layer : content_layers(*content)) now.push_back(layer.name);
    const std::vector<DepthChange> depths = compare_survival(before, after);
    std::cout << "Changes from " << names(args.against) << " to " << names(now) << " on the same "
              << after.runs.size() << " seeds:\n"
              << changes_text(*changes) << "\n"
              << depth_changes_text(depths);
    if (!write(args.json, changes_json(*changes, depths))) return 1;
    const std::vector<std::string> broken = broken_rules(args.rules, *changes);
    for (const std::string& b : broken)
        std::cerr << "cryptforge lab: threshold broken: " << b << "\n";
    return broken.empty() ? 0 : kThresholdBroken;
}

// --check-balance: the content's target, rounds of runs until every point is decided.
int run_check(const LabArgs& args, const ContentPtr& content) {
    const BalanceLoad target = load_balance_target(*content);
    if (!target.problems.empty()) {
        std::cerr << "cryptforge lab: the difficulty target does not load:\n"
                  << to_string(target.problems);
        return cli::kBadArguments;
    }
    if (target.target.empty()) {
        std::cerr << "cryptforge lab: --check-balance: the content has no difficulty target (write "
                  << kBalanceFile << " at the top of a layer; content/README.md, Difficulty "
                  << "target)\n";
        return cli::kBadArguments;
    }
    BalanceCheckOptions options;
    options.lab = args.lab;
    options.batch = args.batch;
    options.runs_cap = args.runs_cap;
    LabProgress progress;
    if (isatty(STDERR_FILENO))
        progress = [](std::size_t d, std::size_t t) { draw_progress(d, t, "balance"); };
    const BalanceCheck check = run_balance_check(content, target.target, options, progress);
    std::cout << balance_check_text(check);
    if (!write(args.csv, to_csv(check.table))) return 1;
    if (!write(args.json, balance_check_json(check))) return 1;
    if (check.failed()) return kThresholdBroken;
    return check.passed() ? 0 : kUndecided;
}

// --explain: one run, a line per command the bot chose (refused ones too, marked), then
// how it ended.
int run_explained(const LabArgs& args, const ContentPtr& content) {
    Game game = Game::new_game(content, args.lab.first_seed);
    std::cout << "seed " << args.lab.first_seed << ": turn, depth, where, hp, command, why\n";
    const RunTally tally = play_run(game, args.lab.run, [](const ExplainedCommand& c) {
        std::cout << c.turn << "\t" << c.depth << "\t" << c.at.x << "," << c.at.y << "\t" << c.hp
                  << "\t" << to_string(c.command) << (c.taken ? "" : " (refused)") << "\t"
                  << c.reason << "\n";
    });
    std::cout << "end: " << run_end_name(tally.end) << " on depth " << tally.depth << " at turn "
              << tally.turns << "\n";
    return std::cout.good() ? 0 : 1;
}

int run_lab_runs(const std::vector<std::string>& words) {
    LabArgs args;
    auto app = lab_parser(args);
    if (const std::optional<int> exit = cli::parse(*app, words, std::cout, std::cerr)) return *exit;
    args.runs_given = app->count("--runs") > 0;
    args.max_depth_given = app->count("--max-depth") > 0;
    if (const std::string why = lab_problem(args); !why.empty()) {
        std::cerr << "cryptforge lab: " << why << "\n";
        return cli::kBadArguments;
    }
    const ContentPtr content = load(args.content);
    if (!content) return cli::kBadArguments;
    ContentPtr other;
    if (!args.against.empty() && !(other = load(args.against))) return cli::kBadArguments;
    // Every threshold names a metric before a single run is played.
    if (other) {
        if (const std::string why = unknown_metrics(args, *content, *other); !why.empty()) {
            std::cerr << "cryptforge lab: " << why << "\n";
            return cli::kBadArguments;
        }
    }
    if (args.check_balance) return run_check(args, content);
    if (args.explain) return run_explained(args, content);
    const LabTable table = run(content, args.lab, "lab");
    if (!write(args.csv, to_csv(table))) return 1;
    if (other) return run_compare(args, content, other, table);
    const LabSummary summary = summarize(table);
    std::cout << overview(summary);
    return write(args.json, summary_json(summary)) ? 0 : 1;
}

int run_merge_command(const std::vector<std::string>& words) {
    std::vector<std::string> files;
    std::string csv, json;
    auto app = cli::command("cryptforge lab merge",
                            "Joins the CSV tables of lab shards into the table and summary of one "
                            "run (byte for byte).");
    cli::positionals(*app, "FILE.csv", files, "the shards' tables, in any order")->required();
    cli::text(*app, "--csv", csv, "the merged table", "FILE");
    cli::text(*app, "--json", json, "the merged summary as JSON", "FILE");
    if (const std::optional<int> exit = cli::parse(*app, words, std::cout, std::cerr)) return *exit;
    std::vector<LabTable> shards;
    for (const std::string& file : files) {
        FileRead read = read_regular_file(file, kMaxCsvBytes);
        if (!read.text) {
            std::cerr << "cryptforge lab merge: " << file << ": " << read.error << "\n";
            return cli::kBadArguments;
        }
        TableLoad load = parse_csv(*read.text, file);
        if (!load.table) {
            std::cerr << "cryptforge lab merge: " << load.error << "\n";
            return cli::kBadArguments;
        }
        shards.push_back(std::move(*load.table));
    }
    TableLoad merged = merge_tables(std::move(shards));
    if (!merged.table) {
        std::cerr << "cryptforge lab merge: " << merged.error << "\n";
        return cli::kBadArguments;
    }
    const LabSummary summary = summarize(*merged.table);
    std::cout << overview(summary);
    return write(csv, to_csv(*merged.table)) && write(json, summary_json(summary)) ? 0 : 1;
}

// "level=A..B": the levels A to B; "" when `text` is one.
std::string sweep_problem(const std::string& text, int* from, int* to) {
    const std::size_t dots = text.find("..");
    const auto a = text.starts_with("level=") && dots != std::string::npos
                       ? parse_whole_number<int>(text.substr(6, dots - 6))
                       : std::nullopt;
    const auto b = a ? parse_whole_number<int>(text.substr(dots + 2)) : std::nullopt;
    if (!a || !b || *a < 1 || *b < *a || *b > kMaxDuelLevel) {
        return "must be level=A..B with 1 <= A <= B <= " + std::to_string(kMaxDuelLevel) +
               " (like level=1..10), not '" + text + "'";
    }
    if (from) *from = *a;
    if (to) *to = *b;
    return {};
}

int run_duel_command(const std::vector<std::string>& words) {
    std::vector<std::string> content_dirs;
    std::string csv, sweep;
    DuelSetup setup;
    auto app = cli::command("cryptforge lab duel",
                            "One attacker against one defender, blow for blow, at a level or swept "
                            "over levels: win rate, turns, damage per turn.");
    cli::text(*app, "--attacker", setup.attacker, "the attacking actor's id", "ID")->required();
    cli::text(*app, "--defender", setup.defender, "the defending actor's id", "ID")->required();
    auto* level = cli::number(*app, "--level", setup.level, 1, kMaxDuelLevel,
                              "the level of actors that level (default 1)", "L");
    app->add_option("--sweep", sweep, "every level from A to B, one row each")
        ->check(CLI::Validator([](std::string& t) { return sweep_problem(t, nullptr, nullptr); },
                               "", "sweep"))
        ->type_name("level=A..B")
        ->excludes(level);
    cli::number(*app, "--rounds", setup.rounds, 1, kMaxDuelRounds,
                "fights per level (default 10000)");
    cli::number<std::uint64_t>(*app, "--seed", setup.seed, 0, kMaxSeed,
                               "who strikes first is a coin toss from this seed (default 1)", "S");
    cli::texts(*app, "--content", content_dirs,
               "the content; repeat for layers, base first (default: the bundled content/)", "DIR");
    cli::text(*app, "--csv", csv, "the table as CSV", "FILE");
    if (const std::optional<int> exit = cli::parse(*app, words, std::cout, std::cerr)) return *exit;
    const ContentPtr content = load(content_dirs);
    if (!content) return cli::kBadArguments;
    if (const std::string problem = duel_problem(*content, setup); !problem.empty()) {
        std::cerr << "cryptforge lab duel: " << problem
                  << " (--attacker and --defender name actors)\n";
        return cli::kBadArguments;
    }
    int from = setup.level, to = setup.level;
    if (!sweep.empty()) sweep_problem(sweep, &from, &to);
    const long long fights = static_cast<long long>(to - from + 1) * setup.rounds;
    if (fights > kMaxDuelRounds) {
        std::cerr << "cryptforge lab duel: " << (to - from + 1) << " levels of " << setup.rounds
                  << " rounds are " << fights << " fights, more than the " << kMaxDuelRounds
                  << " a duel runs (about a minute); lower --rounds or narrow --sweep\n";
        return cli::kBadArguments;
    }
    std::vector<DuelResult> results;
    for (int l = from; l <= to; ++l) {
        DuelSetup cell = setup;
        cell.level = l;
        results.push_back(run_duel(*content, cell));
    }
    std::cout << duel_table(results);
    return write(csv, duel_csv(results)) ? 0 : 1;
}

}  // namespace

int run_lab_command(const std::vector<std::string>& words) {
    if (!words.empty() && words.front() == "duel")
        return run_duel_command({words.begin() + 1, words.end()});
    if (!words.empty() && words.front() == "merge")
        return run_merge_command({words.begin() + 1, words.end()});
    return run_lab_runs(words);
}

}  // namespace cf
