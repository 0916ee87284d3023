// Opening a lab run in a window of its own: the new window's arguments play the run's
// recording in the editor at the death turn with a save of its own (never the default
// one), and the recording written for a run is one --replay reads, on its own content.

#include "app/run_window.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "app/command_line.hpp"
#include "engine/replay/replay.hpp"
#include "engine/save/save.hpp"
#include "tests/support/lab_runs.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;

TEST(RunWindow, TheWindowReplaysTheRunAtItsTurnWithASaveOfItsOwn) {
    const RunWindowFiles files = run_window_files("runs", 42);
    EXPECT_EQ(files.recording, "runs/seed-42.yaml");
    EXPECT_EQ(files.save, "runs/seed-42.save.yaml");
    const std::vector<std::string> args = run_window_arguments({"base", "mod"}, files, 431);
    EXPECT_THAT(args, ElementsAre("--editor", "--content", "base", "--content", "mod", "--replay",
                                  "runs/seed-42.yaml", "--at-turn", "431", "--save",
                                  "runs/seed-42.save.yaml", "--overwrite-save"));
    // The command line takes them as they are.
    const ParsedOptions parsed = parse_command_line(args);
    ASSERT_TRUE(parsed.options) << parsed.message;
    EXPECT_EQ(parsed.options->at_turn, 431);
    EXPECT_EQ(parsed.options->save, files.save);
    EXPECT_NE(parsed.options->save, default_save_path());
}

TEST(RunWindow, TheRunsFolderIsBesideTheSaveNotTheSaveItself) {
    const std::string folder = run_window_folder();
    EXPECT_FALSE(folder.empty());
    EXPECT_NE(run_window_files(folder, 1).save, default_save_path());
}

TEST(RunWindow, TheRecordingOfADeadRunIsWrittenAndReadBack) {
    const ContentPtr content = test::content_where_orcs_hit_as_trolls(*test::default_content());
    RunOptions options;
    options.max_depth = 3;
    const std::uint64_t seed = test::first_death(content, options);
    const RunTally tally = run_seed(content, seed, options);
    ASSERT_EQ(tally.end, RunEnd::died);
    test::TempDir dir;
    const RunWindowFiles files = run_window_files(dir.file("runs"), seed);
    std::string error;
    // A turn the run did not die on is refused: the lab and the replay would disagree.
    EXPECT_FALSE(write_run_recording(content, seed, tally.turns + 1, options, files, error));
    EXPECT_NE(error.find("not died at turn"), std::string::npos) << error;
    ASSERT_TRUE(write_run_recording(content, seed, tally.turns, options, files, error)) << error;
    const ReplayLoad load = load_replay(files.recording);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    EXPECT_EQ(load.replay->seed, seed);
    ASSERT_TRUE(load.replay->start_content);
    // It carries the content the run was played on (orcs as strong as trolls).
    EXPECT_EQ(load.replay->contents[*load.replay->start_content]->actors.at("orc").fighter.defense,
              content->actors.at("troll").fighter.defense);
}

// A closed window is reaped and forgotten; one still open is kept until it closes.
TEST(RunWindow, AnEndedWindowIsReapedAndAnOpenOneKept) {
    const pid_t ended = fork();
    ASSERT_GE(ended, 0);
    if (ended == 0) _exit(0);
    const pid_t open = fork();
    ASSERT_GE(open, 0);
    if (open == 0) {
        pause();
        _exit(0);
    }
    std::vector<pid_t> children{ended, open};
    for (int tries = 0; tries < 200 && children.size() == 2; ++tries) {
        reap_ended(children);
        if (children.size() == 2) usleep(10'000);
    }
    EXPECT_EQ(children, std::vector<pid_t>{open});
    int status = 0;
    EXPECT_EQ(waitpid(ended, &status, WNOHANG), -1) << "the ended one was reaped, no zombie";
    kill(open, SIGKILL);
    reap_ended(children);
    for (int tries = 0; tries < 200 && !children.empty(); ++tries) {
        usleep(10'000);
        reap_ended(children);
    }
    EXPECT_TRUE(children.empty());
}

}  // namespace
}  // namespace cf
