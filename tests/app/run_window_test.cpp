// Opening a lab run in a window of its own: the new window's arguments play the run's
// recording in the editor at the death turn with a save of its own (never the default
// one), and the recording written for a run is one --replay reads, on its own content.

#include "app/run_window.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

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

}  // namespace
}  // namespace cf
