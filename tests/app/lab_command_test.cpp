// `cryptforge lab`, `lab merge`, `lab duel` and `diff` read their arguments with CLI11:
// every number bounded (exit 2, the bound named, before anything runs), no option taken
// for another's value, every option in --help.

#include "app/lab_command.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/commands.hpp"
#include "app/diff_command.hpp"
#include "tests/support/scoped_env.hpp"
#include "tests/support/test_paths.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

struct LabRun {
    int exit_code = -1;
    std::string out;
    std::string err;
};

LabRun lab(std::vector<std::string> args) {
    ::testing::internal::CaptureStdout();
    ::testing::internal::CaptureStderr();
    LabRun r;
    r.exit_code = run_lab_command(args);
    r.out = ::testing::internal::GetCapturedStdout();
    r.err = ::testing::internal::GetCapturedStderr();
    return r;
}

bool says(const LabRun& r, const std::string& text) {
    return r.err.find(text) != std::string::npos;
}

TEST(LabCommand, RunsOutsideTheirBoundAreRefusedBeforeAnythingRuns) {
    // 1000000000000 aborted with bad_alloc, 18446744073709551615 with a length error.
    for (const char* runs : {"1000000000000", "18446744073709551615", "0", "-5", "1000001"}) {
        const LabRun r = lab({"--runs", runs, "--content", test::fixture_content_dir()});
        EXPECT_EQ(r.exit_code, 2) << runs;
        EXPECT_TRUE(says(r, "--runs: must be a whole number from 1 to 1000000")) << r.err;
    }
    EXPECT_TRUE(
        says(lab({"--runs", "5", "--jobs", "0"}), "--jobs: must be a whole number from 1 to 256"));
    EXPECT_TRUE(says(lab({"--runs", "5", "--max-depth", "1"}), "from 2 to 10000"));
    EXPECT_TRUE(says(lab({"--runs", "5", "--max-turns", "99999999"}), "from 1 to 10000000"));
    EXPECT_TRUE(says(lab({"--runs", "5", "--shard", "3/3"}), "I below N"));
    EXPECT_TRUE(says(lab({"--runs", "5", "--first-seed", "18446744073709551615"}),
                     "would pass seed 18446744073709551615"));
}

TEST(LabCommand, ExplainTellsOneRunLineByLine) {
    const std::string content = test::fixture_content_dir();
    const LabRun r = lab({"--runs", "1", "--first-seed", "11", "--max-depth", "3", "--explain",
                          "--content", content});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_THAT(r.out, testing::StartsWith("seed 11: turn, depth, where, hp, command, why\n"));
    EXPECT_THAT(r.out, testing::HasSubstr("\texplore\texplores\n"));
    EXPECT_THAT(r.out, testing::HasSubstr("\nend: "));
    EXPECT_EQ(r.out.find("Survival"), std::string::npos) << "no summary, only the run";
    const LabRun many = lab({"--runs", "2", "--explain", "--content", content});
    EXPECT_EQ(many.exit_code, 2);
    EXPECT_TRUE(says(many, "--explain tells one run: give --runs 1")) << many.err;
    // Nor with a balance check or a comparison, each alone.
    for (const std::vector<std::string>& also : {std::vector<std::string>{"--check-balance"},
                                                 std::vector<std::string>{"--against", content}}) {
        std::vector<std::string> args = {"--runs", "1", "--explain", "--content", content};
        args.insert(args.end(), also.begin(), also.end());
        const LabRun refused = lab(args);
        EXPECT_EQ(refused.exit_code, 2) << also.front();
        EXPECT_TRUE(says(refused, "--explain tells one run"))
            << also.front() << ": " << refused.err;
    }
}

// An explanation that cannot be written (standard output closed or full) is a failed
// write: exit 1, as a --csv or --json that cannot be written.
TEST(LabCommand, AnExplanationThatCannotBeWrittenExitsOne) {
    std::cout.setstate(std::ios::badbit);
    const LabRun r = lab({"--runs", "1", "--first-seed", "11", "--max-depth", "2", "--explain",
                          "--content", test::fixture_content_dir()});
    std::cout.clear();
    EXPECT_EQ(r.exit_code, 1) << r.err;
}

TEST(LabCommand, AnUnknownOptionIsCalledUnknown) {
    // `lab --bogus` said "--bogus needs a value".
    const LabRun r = lab({"--bogus"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(says(r, "unknown option '--bogus'")) << r.err;
    EXPECT_TRUE(says(lab({"--runs", "5", "extra"}), "unexpected argument 'extra'"));
    EXPECT_TRUE(says(lab({"--content"}), "--content"));
    EXPECT_TRUE(says(lab({}), "--runs is required"));
}

TEST(LabCommand, AContentFolderThatIsALinkLoopIsAMessageNotAnAbort) {
    const auto dir = std::filesystem::temp_directory_path() / "cf_lab_loop_test";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    std::filesystem::create_symlink(dir / "b", dir / "a");
    std::filesystem::create_symlink(dir / "a", dir / "b");
    const LabRun r = lab({"--runs", "1", "--content", (dir / "a").string()});
    std::filesystem::remove_all(dir);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(says(r, "too many symbolic links")) << r.err;
}

TEST(LabCommand, AGateThatCouldNeverFireIsRefused) {
    const std::string content = test::fixture_content_dir();
    const std::vector<std::string> base = {"--runs", "2",         "--content",
                                           content,  "--against", content};
    auto with = [&](const std::string& rule) {
        std::vector<std::string> args = base;
        args.push_back("--fail-on");
        args.push_back(rule);
        return lab(args);
    };
    LabRun r = with("nosuch>5");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(says(r, "'nosuch' is not a metric of this lab")) << r.err;
    EXPECT_EQ(r.out, "") << "nothing was run";
    r = with("death_rate>nan");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(says(r, "the limit must be a number >= 0")) << r.err;
    EXPECT_TRUE(
        says(lab({"--runs", "2", "--fail-on", "death_rate>5"}), "--fail-on needs --against"));
}

TEST(LabCommand, TheOutputHasARowForEachVault) {
    test::ContentDir dir;
    dir.write("vaults.yaml",
              "cache:\n  legend:\n    '!': {entity: health_potion}\n  map:\n"
              "    - \"##.##\"\n    - \"#.!.#\"\n    - \"##.##\"\n");
    dir.append("settings.yaml", "floors:\n  - depth: 1\n    vault_tries: 2\n");
    test::TempDir out;
    const LabRun r = lab({"--runs", "3", "--max-depth", "2", "--content", dir.path(), "--json",
                          out.file("lab.json"), "--csv", out.file("lab.csv")});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("died within 50 turns"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\ncache "), std::string::npos) << r.out;
    std::ifstream json(out.file("lab.json"));
    std::stringstream text;
    text << json.rdbuf();
    EXPECT_NE(text.str().find("\"runs_met\": 3"), std::string::npos) << text.str();
    std::ifstream csv(out.file("lab.csv"));
    std::stringstream table;
    table << csv.rdbuf();
    EXPECT_NE(table.str().find("vault_entered.cache"), std::string::npos);
}

TEST(LabCommand, DuelSweepsAreBounded) {
    const std::string content = test::fixture_content_dir();
    LabRun r = lab({"duel", "--content", content, "--attacker", "orc", "--defender", "player",
                    "--sweep", "level=1..100000000"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(says(r, "1 <= A <= B <= 1000")) << r.err;
    r = lab({"duel", "--content", content, "--attacker", "orc", "--defender", "player", "--rounds",
             "1000000000"});
    EXPECT_TRUE(says(r, "--rounds: must be a whole number from 1 to 100000")) << r.err;
    r = lab({"duel", "--content", content, "--attacker", "orc", "--defender", "player", "--sweep",
             "level=1..1000", "--rounds", "1000"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(says(r, "1000 levels of 1000 rounds are 1000000 fights")) << r.err;
    r = lab({"duel", "--content", content, "--attacker", "orc", "--defender", "player", "--level",
             "2", "--sweep", "level=1..3"});
    EXPECT_EQ(r.exit_code, 2);
    r = lab({"duel", "--content", content, "--attacker", "orc", "--defender", "player", "--sweep",
             "level=1..3", "--rounds", "10"});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(lab({"merge"}).err.find("FILE.csv is required") != std::string::npos);
}

TEST(LabCommand, EveryCommandsHelpDescribesEveryOption) {
    const struct {
        std::vector<std::string> args;
        std::vector<const char*> options;
    } commands[] = {
        {{"--help"},
         {"--content", "--runs", "--first-seed", "--max-depth", "--max-turns", "--jobs", "--csv",
          "--json", "--shard", "--against", "--fail-on"}},
        {{"merge", "--help"}, {"--csv", "--json"}},
        {{"duel", "--help"},
         {"--attacker", "--defender", "--level", "--sweep", "--rounds", "--seed", "--content",
          "--csv"}},
    };
    for (const auto& c : commands) {
        const LabRun r = lab(c.args);
        EXPECT_EQ(r.exit_code, 0);
        for (const char* option : c.options) {
            const std::size_t at = r.out.find(std::string("  ") + option + " ");
            ASSERT_NE(at, std::string::npos) << option << " is not in:\n" << r.out;
            EXPECT_GT(r.out.find('\n', at) - at, 40u) << option << " has no description";
        }
    }
    std::ostringstream out, err;
    EXPECT_EQ(run_diff_command({"--help"}, out, err), 0);
    EXPECT_NE(out.str().find("A.yaml"), std::string::npos);
    EXPECT_EQ(run_diff_command({"a.yaml"}, out, err), 2);
    EXPECT_NE(err.str().find("B is required"), std::string::npos) << err.str();
}

// The hostile YAML pass found these: a file compared with itself must never differ, so
// keys that cannot name a field (empty, not a scalar, written twice) are refused.
TEST(Commands, DiffRefusesKeysThatNameNoField) {
    test::TempDir dir;
    const std::string empty_keys = dir.path().string() + "/empty_keys.yaml";
    const std::string twice = dir.path().string() + "/twice.yaml";
    const std::string fine = dir.path().string() + "/fine.yaml";
    std::ofstream(empty_keys) << ": a\n: b\n";
    std::ofstream(twice) << "turn: 3\nplayer:\n  hp: 4\n  hp: 5\n";
    std::ofstream(fine) << "turn: 3\nplayer: {hp: 4}\n";
    std::ostringstream out, err;
    EXPECT_EQ(run_diff_command({empty_keys, empty_keys}, out, err), 2);
    EXPECT_NE(err.str().find("empty_keys.yaml:1:1: a key that is not a field name"),
              std::string::npos)
        << err.str();
    EXPECT_EQ(run_diff_command({fine, twice}, out, err), 2);
    EXPECT_NE(err.str().find("twice.yaml:4:3: 'hp' is written twice"), std::string::npos)
        << err.str();
    EXPECT_EQ(run_diff_command({fine, fine}, out, err), 0);
}

TEST(Commands, EachSubcommandIsFoundByItsFirstWord) {
    ASSERT_NE(find_subcommand({"lab", "--runs", "1"}), nullptr);
    EXPECT_EQ(find_subcommand({"lab"})->name, "lab");
    EXPECT_EQ(find_subcommand({"diff", "a", "b"})->name, "diff");
    EXPECT_EQ(find_subcommand({"--seed", "lab"}), nullptr);
    EXPECT_EQ(find_subcommand({}), nullptr);
}

TEST(LabCommand, CheckBalanceRefusesWhatItCannotHoldTheRunsTo) {
    EXPECT_TRUE(says(lab({"--check-balance", "--runs", "5"}), "give --runs-cap"));
    EXPECT_TRUE(says(lab({"--check-balance", "--max-depth", "5"}), "no --max-depth"));
    test::ContentDir dir;
    LabRun r = lab({"--check-balance", "--content", dir.path()});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(says(r, "has no difficulty target")) << r.err;
    dir.write("balance.yaml", "survival:\n  - {depth: 2, reach: 90%, tolerance: 5, when: 3}\n");
    r = lab({"--check-balance", "--content", dir.path()});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(says(r, "balance.yaml:2:42: unknown key 'when'")) << r.err;
}

TEST(LabCommand, CheckBalanceFailsAPointTheRunsMissAndSaysWhereTheyDie) {
    test::ContentDir dir;
    // Nearly every run of the fixture reaches depth 2: a target of 2% fails at once.
    dir.write("balance.yaml", "survival:\n  - {depth: 2, reach: 2%, tolerance: 1}\n");
    test::TempDir out;
    const LabRun r = lab({"--check-balance", "--batch", "10", "--runs-cap", "40", "--jobs", "2",
                          "--content", dir.path(), "--json", out.file("check.json")});
    EXPECT_EQ(r.exit_code, 3) << r.out << r.err;
    EXPECT_NE(r.out.find("Balance check: 10 runs in 1 round"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("balance.yaml:2:5: reach depth 2 fails"), std::string::npos) << r.out;
    std::ifstream json(out.file("check.json"));
    std::stringstream text;
    text << json.rdbuf();
    EXPECT_NE(text.str().find("\"verdict\": \"fail\""), std::string::npos) << text.str();
}

// One run cannot decide a point at 50% +- 5 whichever way it ends (its 95% interval is
// wider than the band on both sides): the check stops at --runs-cap and exits 5, which a
// CI script tells apart from a failed point (3) and an internal error (4).
TEST(LabCommand, CheckBalanceLeftUndecidedExitsFive) {
    test::ContentDir dir;
    dir.write("balance.yaml", "survival:\n  - {depth: 2, reach: 50%, tolerance: 5}\n");
    const LabRun r = lab({"--check-balance", "--batch", "1", "--runs-cap", "1", "--jobs", "1",
                          "--content", dir.path()});
    EXPECT_EQ(r.exit_code, 5) << r.out << r.err;
    EXPECT_NE(r.out.find("undecided"), std::string::npos) << r.out;
}

// A Kubernetes Indexed Job gives each pod its index but not the count: without
// --shard-count the lab refuses rather than play every seed in every pod; with it, the
// pod plays its slice.
TEST(LabCommand, AKubernetesIndexNeedsTheShardCountAndThenPicksTheSlice) {
    const test::ScopedEnv index("JOB_COMPLETION_INDEX", "1");
    test::ContentDir dir;
    LabRun r = lab({"--runs", "4", "--max-depth", "2", "--content", dir.path()});
    EXPECT_EQ(r.exit_code, 2) << r.out << r.err;
    EXPECT_TRUE(says(r, "JOB_COMPLETION_INDEX is set: give --shard-count N")) << r.err;
    test::TempDir out;
    r = lab({"--runs", "4", "--max-depth", "2", "--shard-count", "2", "--content", dir.path(),
             "--csv", out.file("shard.csv")});
    ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
    std::ifstream csv(out.file("shard.csv"));
    std::string line;
    std::getline(csv, line);
    EXPECT_NE(line.find("seeds=1..4 shard=1/2"), std::string::npos) << line;
    std::vector<std::string> seeds;
    while (std::getline(csv, line)) {
        if (!line.empty() && line[0] != '#' && !line.starts_with("seed,"))
            seeds.push_back(line.substr(0, line.find(',')));
    }
    EXPECT_EQ(seeds.size(), 2U) << "half of the four seeds";
}

}  // namespace
}  // namespace cf
