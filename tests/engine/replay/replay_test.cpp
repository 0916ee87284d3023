// Replay files: a seed, an optional prefab and the commands. Playing one back gives
// the recorded game; bad lines are reported at file:line.

#include "engine/replay/replay.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <random>

#include "engine/replay/dump.hpp"
#include "engine/replay/game_setup.hpp"
#include "engine/rules/stats.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ProblemAt;
using ::testing::ElementsAre;

const std::string kData = test::test_data_dir();

std::vector<Command> commands_of(const Replay& replay) {
    std::vector<Command> out;
    for (const ReplayStep& s : replay.steps) {
        if (const Command* c = s.command()) out.push_back(*c);
    }
    return out;
}

// One command of every kind and shape.
const std::vector<Command> kEveryKind = {
    Command::move(Direction::n),
    Command::move(Direction::sw),
    Command::attack(Direction::se),
    Command::wait(),
    Command::pickup(),
    Command::drop(1),
    Command::use(0),
    Command::use(2, Point{12, 8}),
    Command::equip(25),
    Command::descend(),
    Command::level_up(LevelUpChoice::max_hp),
    Command::level_up(LevelUpChoice::power),
    Command::level_up(LevelUpChoice::defense),
};

TEST(Replay, YamlRoundTripKeepsSeedAndCommands) {
    test::TempDir dir;
    const std::string path = dir.write("r.yaml", replay_to_yaml(42, "", kEveryKind));
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    EXPECT_EQ(load.replay->seed, 42u);
    EXPECT_EQ(load.replay->map, "");
    EXPECT_EQ(commands_of(*load.replay), kEveryKind);
}

TEST(Replay, StepsRememberTheirLine) {
    test::TempDir dir;
    const std::string path = dir.write("r.yaml", "seed: 3\ncommands:\n  - wait\n\n  - move n\n");
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay);
    ASSERT_EQ(load.replay->steps.size(), 2u);
    EXPECT_EQ(load.replay->steps[0].line, 3);
    EXPECT_EQ(load.replay->steps[1].line, 5);
}

TEST(Replay, MapPathIsResolvedAgainstTheReplayFile) {
    const ReplayLoad load = load_replay(kData + "/replays/arena_fight.yaml");
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    EXPECT_EQ(load.replay->map, kData + "/maps/arena.yaml");
    EXPECT_EQ(load.replay->seed, 7u);
}

TEST(Replay, RecordedMapPathFindsTheMapAgain) {
    test::TempDir dir;
    const std::string map = dir.write("maps/arena.yaml", "rows:\n  - \"#@#\"\n");
    const std::string path = dir.write("replays/r.yaml", replay_to_yaml(1, map, {Command::wait()}));
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    EXPECT_TRUE(std::filesystem::equivalent(load.replay->map, map));
}

// Runs a test body in another working directory and comes back.
class WorkingDirectory {
  public:
    explicit WorkingDirectory(const std::filesystem::path& dir)
        : old_(std::filesystem::current_path()) {
        std::filesystem::current_path(dir);
    }
    ~WorkingDirectory() { std::filesystem::current_path(old_); }

  private:
    std::filesystem::path old_;
};

TEST(Replay, MapGivenRelativeToTheWorkingDirectoryIsFoundOnPlayback) {
    test::TempDir dir;
    dir.write("maps/arena.yaml", "rows:\n  - \"#@#\"\n");
    const WorkingDirectory cwd(dir.path());
    const std::string path =
        dir.write("out/r.yaml", replay_to_yaml(1, "maps/arena.yaml", {Command::wait()}));
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    EXPECT_TRUE(std::filesystem::exists(load.replay->map)) << load.replay->map;
}

TEST(Replay, BadLinesAreReportedWithFileAndLine) {
    const std::string path = kData + "/replays/bad_lines.yaml";
    const ReplayLoad load = load_replay(path);
    EXPECT_FALSE(load.replay);
    EXPECT_THAT(load.problems, ElementsAre(ProblemAt(path, 4, 5, "unknown command 'fly'"),
                                           ProblemAt(path, 6, 5, "unknown direction 'up'"),
                                           ProblemAt(path, 7, 5, "expected 'use <letter> [x y]'")));
}

TEST(Replay, BadSeedAndUnknownKeysAreReported) {
    test::TempDir dir;
    const std::string path = dir.write("r.yaml", "seed: -1\nspeed: 2\ncommands: []\n");
    EXPECT_THAT(load_replay(path).problems,
                ElementsAre(ProblemAt(path, 1, 7, "'seed' must be a whole number"),
                            ProblemAt(path, 2, 1, "unknown key 'speed'")));
}

TEST(Replay, MissingFileIsAProblem) {
    const ReplayLoad load = load_replay(kData + "/replays/does_not_exist.yaml");
    EXPECT_FALSE(load.replay);
    ASSERT_EQ(load.problems.size(), 1u);
    EXPECT_THAT(load.problems[0].message, ::testing::HasSubstr("cannot open"));
}

TEST(Replay, PlayingARecordingEqualsSubmittingItsCommands) {
    std::mt19937 pick(4);
    Game live = Game::new_game(test::default_content(), 12);
    for (int i = 0; i < 150; ++i) {
        live.submit(pick() % 5 == 0 ? Command::pickup()
                                    : Command::move(kAllDirections[pick() % 8]));
    }
    test::TempDir dir;
    const ReplayLoad load =
        load_replay(dir.write("r.yaml", replay_to_yaml(12, "", live.commands())));
    ASSERT_TRUE(load.replay) << to_string(load.problems);

    GameStart start =
        start_game({test::default_content(), *load.replay->seed, load.replay->map, "", ""});
    ASSERT_TRUE(start.game);
    EXPECT_TRUE(play_replay(*start.game, *load.replay).empty());
    EXPECT_EQ(dump_state(*start.game, 30), dump_state(live, 30));
}

TEST(Replay, ArenaFightPlaysOutAsWritten) {
    const ReplayLoad load = load_replay(kData + "/replays/arena_fight.yaml");
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    GameStart start =
        start_game({test::default_content(), *load.replay->seed, load.replay->map, "", ""});
    ASSERT_TRUE(start.game) << to_string(start.problems);
    Game& game = *start.game;
    play_replay(game, *load.replay);
    const World& w = game.world();
    EXPECT_EQ(w.depth, 2);  // from the prefab
    EXPECT_EQ(w.turn, 11);
    EXPECT_EQ(w.player().pos, (Point{7, 3}));
    EXPECT_TRUE(test::first_of(w, "orc")->is_corpse());
    EXPECT_EQ(w.player().progression->xp, 35);
    EXPECT_EQ(w.player().fighter->hp, 30 - 3);            // three orc hits of 3 - 2
    EXPECT_EQ(power(w.player(), game.content()), 2 + 4);  // wielding the sword
}

TEST(Replay, ReloadStepsSwapContentDuringPlayback) {
    test::ContentDir content;
    content.replace("actors.yaml", "    hp: 10\n", "    hp: 50\n");
    test::TempDir dir;
    const std::string path =
        dir.write("r.yaml", "seed: 2\ncommands:\n  - wait\n  - reload " + content.path() + "\n");
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    ASSERT_EQ(load.replay->steps.size(), 2u);
    EXPECT_EQ(load.replay->steps[1].reload_directory, content.path());
    Game game = Game::new_game(test::default_content(), 2);
    EXPECT_TRUE(play_replay(game, *load.replay).empty());
    EXPECT_EQ(game.content().actor("orc")->fighter.hp, 50);
}

TEST(Replay, RelativeReloadDirectoryIsResolvedAgainstTheFile) {
    test::TempDir dir;
    const std::string path = dir.write("replays/r.yaml", "commands:\n  - reload ../content2\n");
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay);
    EXPECT_EQ(load.replay->steps[0].reload_directory, dir.file("content2"));
    EXPECT_FALSE(load.replay->seed);
}

TEST(Replay, BadReloadDuringPlaybackReportsItsProblems) {
    test::ContentDir content;
    content.replace("actors.yaml", "    hp: 10\n", "    hp: ten\n");
    Replay replay;
    replay.steps.push_back({std::nullopt, content.path(), {}, 4});
    Game game = Game::new_game(test::default_content(), 2);
    // At the replay's step, naming the content file's own position.
    EXPECT_THAT(
        play_replay(game, replay, "run.yaml"),
        ElementsAre(ProblemAt("run.yaml", 4, 0, "actors.yaml:7:9: 'hp' must be a whole number")));
    EXPECT_EQ(game.content().actor("orc")->fighter.hp, 10);
}

TEST(Replay, AReloadOfAFolderThatIsNotThereSaysSoWithoutALineNumber) {
    // It was "reload x: x:0:0: content directory does not exist".
    test::TempDir dir;
    Replay replay;
    replay.steps.push_back({std::nullopt, dir.file("nonexistent"), {}, 3});
    replay.steps.push_back({std::nullopt, dir.write("plain", "x"), {}, 4});
    Game game = Game::new_game(test::default_content(), 2);
    const auto problems = play_replay(game, replay, "run.yaml");
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(to_string(problems[0]), "run.yaml:3: reload " + dir.file("nonexistent") + ": " +
                                          dir.file("nonexistent") +
                                          ": content directory does not exist");
    EXPECT_THAT(problems[1].message, HasSubstr("is a file, not a content folder"));
}

TEST(Replay, CommandsTheGameRefusesArePlayedNotFailed) {
    // The replay contract (README): a refused command spends no turn and says why in the
    // log, as a key press would; only steps that cannot be applied at all are failures.
    test::TempDir dir;
    const std::string path =
        dir.write("r.yaml", "seed: 2\nevents:\n  - use z\n  - descend\n  - wait\n");
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    Game game = Game::new_game(test::default_content(), 2);
    EXPECT_THAT(play_replay(game, *load.replay, path), IsEmpty());
    EXPECT_EQ(game.world().turn, 1) << "only the wait spent a turn";
    EXPECT_EQ(game.log().size(), 3u);
}

}  // namespace
}  // namespace cf
