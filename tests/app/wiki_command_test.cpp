// `cryptforge wiki`: the files it writes from the fixture content (every link lands on a
// written file), into an existing folder without touching others, with a lab table's
// figures; and bad input refused with exit 2 and the reason: unknown flags, an --out
// that is a file or a FIFO, content with problems (file:line:col), a lab file that does
// not parse.

#include "app/wiki_command.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <sstream>

#include "engine/content/content_loader.hpp"
#include "engine/lab/lab_runner.hpp"
#include "tests/engine/wiki/wiki_checks.hpp"
#include "tests/support/test_paths.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

namespace fs = std::filesystem;

int wiki(std::vector<std::string> args, std::string& out, std::string& err) {
    std::ostringstream o;
    std::ostringstream e;
    args.insert(args.end(), {"--threat-rounds", "5"});
    const int code = run_wiki_command(args, o, e);
    out = o.str();
    err = e.str();
    return code;
}

// The files under `dir` as the wiki names them ("actors/orc.html").
std::vector<WikiFile> written(const fs::path& dir) {
    std::vector<WikiFile> files;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
        if (!entry.is_regular_file()) continue;
        files.push_back({fs::relative(entry.path(), dir).generic_string(),
                         test::file_text(entry.path().string())});
    }
    return files;
}

TEST(WikiCommand, WritesPagesWhoseLinksAllResolveIntoAnExistingFolder) {
    test::TempDir tmp;
    const std::string mine = tmp.write("wiki/notes.txt", "my notes");
    std::string out;
    std::string err;
    ASSERT_EQ(wiki({"--out", tmp.file("wiki"), "--content", test::fixture_content_dir()}, out, err),
              0)
        << err;
    EXPECT_THAT(out, HasSubstr("index.html"));
    EXPECT_EQ(test::file_text(mine), "my notes");
    const auto files = written(tmp.path() / "wiki");
    EXPECT_THAT(test::wiki_problems(files), IsEmpty());
    EXPECT_THAT(test::wiki_text(files, "actors/orc.html"), HasSubstr("<h2>Threat</h2>"));
    EXPECT_THAT(test::wiki_text(files, "items/sword.html"), HasSubstr("<h2>Spawn curve</h2>"));
    // A second run replaces the wiki's own files and still leaves the others.
    ASSERT_EQ(wiki({"--out", tmp.file("wiki"), "--content", test::fixture_content_dir()}, out, err),
              0);
    EXPECT_EQ(test::file_text(mine), "my notes");
}

TEST(WikiCommand, ShowsTheFiguresOfALabTable) {
    test::TempDir tmp;
    const ContentPtr content = load_content(test::fixture_content_dir()).content;
    ASSERT_TRUE(content);
    LabOptions options;
    options.runs = 4;
    options.jobs = 1;
    options.run.max_depth = 3;
    const LabTable table = run_lab(content, options);
    const std::string csv = tmp.write("lab.csv", to_csv(table));
    std::string out;
    std::string err;
    ASSERT_EQ(
        wiki({"--out", tmp.file("wiki"), "--content", test::fixture_content_dir(), "--lab", csv},
             out, err),
        0)
        << err;
    const std::string orc = test::file_text(tmp.file("wiki/actors/orc.html"));
    EXPECT_THAT(orc, HasSubstr("From 4 bot runs"));
    EXPECT_THAT(orc, HasSubstr("Killed by the player"));
}

TEST(WikiCommand, RunsTheLabItselfWithRuns) {
    test::TempDir tmp;
    std::string out;
    std::string err;
    ASSERT_EQ(wiki({"--out", tmp.file("wiki"), "--content", test::fixture_content_dir(), "--runs",
                    "2", "--jobs", "1"},
                   out, err),
              0)
        << err;
    EXPECT_THAT(test::file_text(tmp.file("wiki/index.html")),
                HasSubstr("Lab figures from 2 bot runs (run now on seeds 1..2)"));
    EXPECT_THAT(test::file_text(tmp.file("wiki/items/health_potion.html")), HasSubstr("Found"));
    // One run is enough to ask for; none is refused.
    ASSERT_EQ(wiki({"--out", tmp.file("one"), "--content", test::fixture_content_dir(), "--runs",
                    "1", "--jobs", "1"},
                   out, err),
              0)
        << err;
    EXPECT_THAT(test::file_text(tmp.file("one/index.html")), HasSubstr("(run now on seeds 1..1)"));
    EXPECT_EQ(
        wiki({"--out", tmp.file("none"), "--content", test::fixture_content_dir(), "--runs", "0"},
             out, err),
        2);
}

TEST(WikiCommand, RefusesUnknownFlagsAndAMissingOut) {
    std::string out;
    std::string err;
    EXPECT_EQ(wiki({"--out", "x", "--colour"}, out, err), 2);
    EXPECT_THAT(err, HasSubstr("--colour"));
    EXPECT_EQ(wiki({}, out, err), 2);
    EXPECT_THAT(err, HasSubstr("--out"));
    EXPECT_EQ(wiki({"--out", "x", "--lab", "a.csv", "--runs", "3"}, out, err), 2);
    EXPECT_THAT(err, HasSubstr("not both"));
}

TEST(WikiCommand, RefusesAnOutThatIsAFileOrAPipe) {
    test::TempDir tmp;
    const std::string file = tmp.write("plain.txt", "keep me");
    std::string out;
    std::string err;
    EXPECT_EQ(wiki({"--out", file, "--content", test::fixture_content_dir()}, out, err), 2);
    EXPECT_THAT(err, HasSubstr("is a file, not a folder"));
    EXPECT_EQ(test::file_text(file), "keep me");
    const std::string fifo = tmp.file("pipe");
    ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_EQ(wiki({"--out", fifo, "--content", test::fixture_content_dir()}, out, err), 2);
    EXPECT_THAT(err, HasSubstr("is a special file"));
    // A pipe where a page goes: refused before anything is written, never waited on.
    fs::create_directories(tmp.file("wiki/actors"));
    ASSERT_EQ(mkfifo(tmp.file("wiki/actors/orc.html").c_str(), 0600), 0);
    EXPECT_EQ(wiki({"--out", tmp.file("wiki"), "--content", test::fixture_content_dir()}, out, err),
              1);
    EXPECT_THAT(err, HasSubstr("orc.html is not a file"));
    EXPECT_FALSE(fs::exists(tmp.file("wiki/index.html")));
}

TEST(WikiCommand, RefusesContentWithProblemsNamingTheirPlace) {
    test::ContentDir dir;
    dir.replace("actors.yaml", "    power: 3\n", "    power: [3\n");
    test::TempDir tmp;
    std::string out;
    std::string err;
    EXPECT_EQ(wiki({"--out", tmp.file("wiki"), "--content", dir.path()}, out, err), 2);
    EXPECT_THAT(err, HasSubstr("actors.yaml:"));
    EXPECT_THAT(err, ::testing::ContainsRegex("actors\\.yaml:[0-9]+:[0-9]+"));
    EXPECT_FALSE(fs::exists(tmp.file("wiki/index.html")));
}

TEST(WikiCommand, RefusesALabFileThatDoesNotParse) {
    test::TempDir tmp;
    const std::string bad = tmp.write("bad.csv", "seed,end\nnot,a,lab\n");
    std::string out;
    std::string err;
    EXPECT_EQ(
        wiki({"--out", tmp.file("wiki"), "--content", test::fixture_content_dir(), "--lab", bad},
             out, err),
        2);
    EXPECT_THAT(err, HasSubstr("bad.csv"));
    EXPECT_EQ(wiki({"--out", tmp.file("wiki"), "--content", test::fixture_content_dir(), "--lab",
                    tmp.file("missing.csv")},
                   out, err),
              2);
    EXPECT_THAT(err, HasSubstr("missing.csv"));
    EXPECT_FALSE(fs::exists(tmp.file("wiki/index.html")));
}

}  // namespace
}  // namespace cf
