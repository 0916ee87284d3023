// A lab run as a recording (record_run, for the Balance tab's Deaths list): replayed from
// its file, with no content given but what it embeds, it ends where the lab's run did,
// dead on the same turn with the same world.

#include <gtest/gtest.h>

#include <cstdint>

#include "engine/lab/run.hpp"
#include "engine/replay/dump.hpp"
#include "engine/replay/game_setup.hpp"
#include "tests/support/lab_runs.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

TEST(RunRecording, AReplayedLabRunDiesOnItsTurnWithTheSameWorld) {
    // An edited content, as an unsaved revision is (orcs as strong as trolls, so runs die
    // soon): the recording carries it.
    const ContentPtr content = test::content_where_orcs_hit_as_trolls(*test::default_content());
    RunOptions options;
    options.max_depth = 4;
    const std::uint64_t seed = test::first_death(content, options);
    Game played = Game::new_game(content, seed);
    const RunTally lab = play_run(played, options);
    ASSERT_EQ(lab.end, RunEnd::died);

    RunTally tally;
    const Recording recording = record_run(content, seed, options, &tally);
    ASSERT_EQ(recording.error, "");
    EXPECT_EQ(recording.mismatch, "");
    EXPECT_EQ(tally, lab);

    test::TempDir dir;
    const std::string path = dir.write("run.yaml", recording.text);
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    ASSERT_TRUE(load.replay->start_content);
    // Started as the window starts it: on the embedded content, whatever else is loaded.
    GameStart start = start_game({load.replay->contents[*load.replay->start_content],
                                  *load.replay->seed, "", load.replay->start_save, path});
    ASSERT_TRUE(start.game) << to_string(start.problems);
    const std::vector<Problem> problems = play_replay(*start.game, *load.replay, path);
    EXPECT_TRUE(problems.empty()) << to_string(problems);
    EXPECT_EQ(start.game->world().status, GameStatus::dead);
    EXPECT_EQ(start.game->world().turn, lab.turns);
    EXPECT_EQ(dump_state(*start.game), dump_state(played));
}

}  // namespace
}  // namespace cf
