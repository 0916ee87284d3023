// Rewinding: any past turn rebuilt from a keyframe and a short replay is the state a
// replay of the recording stopped at that turn reaches, with edits and a content
// revision in the run; keyframes stay few while seeking back and forth.

#include "engine/replay/timeline.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "engine/replay/dump.hpp"
#include "engine/replay/game_setup.hpp"
#include "engine/replay/replay.hpp"
#include "tests/support/replay_checks.hpp"
#include "tests/support/test_support.hpp"
#include "tests/support/wanderer.hpp"

namespace cf {
namespace {

constexpr std::uint64_t kTimelineSeed = 77;

// 600 commands with world edits and a content revision among them.
Game mixed_game() {
    Game game = Game::new_game(test::default_content(), kTimelineSeed);
    test::Wanderer wanderer(5, 150);
    wanderer.play(game, 150);
    game.apply(WorldEdit{{EditOp::set_world("god_mode", "true")}});
    wanderer.play(game, 150);
    auto stronger = std::make_shared<Content>(game.content());
    stronger->actors.at("orc").fighter.power += 3;
    game.apply_content(stronger, {}, "Set actor 'orc' fighter.power");
    wanderer.play(game, 150);
    game.apply(WorldEdit{{EditOp::set(game.world().player_id, "fighter.hp", "7")}});
    wanderer.play(game, 150);
    return game;
}

// The dump a --replay of `recording` with --seek `turn` ends in.
std::string replayed_dump(const Recording& recording, int turn) {
    const std::optional<Game> replayed =
        test::replayed_game(recording.text, kTimelineSeed, nullptr, turn);
    return replayed ? dump_state(*replayed) : "";
}

// A new game with a timeline made at its start, which a wanderer then plays.
struct WanderedTimeline {
    Game game = Game::new_game(test::default_content(), kTimelineSeed);
    Timeline timeline{game};
    test::Wanderer wanderer{3};

    // `turns` more turns of play, then the timeline's sync (false when it refuses the game).
    bool play(int turns) {
        wanderer.play(game, turns);
        return timeline.sync(game);
    }
};

TEST(Timeline, SeekToRandomTurnsGivesTheDumpOfAReplayStoppedThere) {
    const Game game = mixed_game();
    ASSERT_GT(game.world().turn, 300);
    Timeline timeline(game);
    const Recording recording = record_game(game, kTimelineSeed, "");
    std::mt19937 rng(2024);
    for (int i = 0; i < 12; ++i) {
        const int turn = static_cast<int>(rng() % static_cast<unsigned>(game.world().turn + 1));
        EXPECT_EQ(dump_state(timeline.seek_turn(turn)), replayed_dump(recording, turn))
            << "turn " << turn;
    }
}

TEST(Timeline, SeekToThePresentIsTheLiveGame) {
    const Game game = mixed_game();
    Timeline timeline(game);
    timeline.seek(10);
    EXPECT_EQ(dump_state(timeline.seek(timeline.size())), dump_state(game));
}

TEST(Timeline, StepsBackAndForwardOneTurnAtATime) {
    const Game game = mixed_game();
    Timeline timeline(game);
    std::size_t at = timeline.size();
    const int present = timeline.turn_after(at);
    int previous = present;
    for (int i = 1; i <= 30; ++i) {
        at = timeline.step_back(at);
        const int turn = timeline.seek(at).world().turn;
        // The turn before, or the one before that when one event spent both (the step
        // into water that made its mover lose its next action).
        EXPECT_TRUE(turn == previous - 1 || turn == previous - 2) << turn << " after " << previous;
        previous = turn;
    }
    at = timeline.step_forward(at);
    const int forward = timeline.seek(at).world().turn;
    EXPECT_TRUE(forward == previous + 1 || forward == previous + 2) << forward;
}

TEST(Timeline, KeepsAnchorsAndFewFineKeyframesWhileSeeking) {
    const Game game = mixed_game();
    Timeline timeline(game, {100, 1, 8});
    const std::size_t anchors = timeline.size() / 100 + 1;
    EXPECT_LE(timeline.keyframe_count(), anchors + 2 * 50);
    // What they take is what their worlds take (the benchmark reports it), no less.
    const std::size_t one_world = world_bytes(game.world());
    EXPECT_GE(timeline.keyframe_bytes(), timeline.keyframe_count() * one_world / 2);
    EXPECT_LE(timeline.keyframe_bytes(), timeline.keyframe_count() * one_world * 4);
    for (std::size_t target :
         {std::size_t{50}, std::size_t{420}, std::size_t{333}, std::size_t{7}}) {
        timeline.seek(target);
        EXPECT_LE(timeline.keyframe_count(), anchors + 2 * 50);
        const std::vector<std::size_t> at = timeline.keyframe_events();
        EXPECT_TRUE(std::find(at.begin(), at.end(), target) != at.end())
            << "the focus keeps its keyframe";
    }
}

TEST(Timeline, FollowsTheLiveGameAndRefusesAnother) {
    WanderedTimeline wandered;
    const Game& game = wandered.game;
    Timeline& timeline = wandered.timeline;
    ASSERT_TRUE(wandered.play(20));
    ASSERT_TRUE(wandered.play(1));
    EXPECT_EQ(timeline.size(), game.log().size());
    EXPECT_EQ(timeline.turn_after(timeline.size()), game.world().turn);
    EXPECT_EQ(dump_state(timeline.seek_turn(10)),
              replayed_dump(record_game(game, kTimelineSeed, ""), 10));
    const Game other = Game::new_game(test::edited_content(), kTimelineSeed);
    EXPECT_FALSE(timeline.sync(other));
}

// Keyframes are dense near the focus: while the user looks at the present, the focus
// moves on with the game; once they look at a past moment, it stays there.
TEST(Timeline, TheFocusFollowsThePresentOnlyWhileTheUserLooksAtIt) {
    WanderedTimeline wandered;
    Timeline& timeline = wandered.timeline;
    ASSERT_TRUE(wandered.play(20));
    ASSERT_GT(timeline.size(), 2u);
    EXPECT_EQ(timeline.focus(), timeline.size()) << "looking at the present";
    const std::size_t looked_at = timeline.size() / 2;
    timeline.seek(looked_at);
    ASSERT_TRUE(wandered.play(20));
    EXPECT_EQ(timeline.focus(), looked_at) << "looking at the past while the game went on";
}

// However the user seeks, every stretch of anchor_every events keeps a keyframe for good,
// so no moment is more than that many events of replay away.
TEST(Timeline, KeepsAKeyframeInEveryStretchOfAnchorEveryEvents) {
    Game game = mixed_game();
    Timeline timeline(game, TimelineOptions{100, 1, 8});
    timeline.seek(timeline.size() / 2);
    timeline.seek(0);
    timeline.seek(timeline.size());
    const std::vector<std::size_t> kept = timeline.keyframe_events();
    for (std::size_t from = 0; from + 100 <= timeline.size(); from += 100) {
        EXPECT_TRUE(std::any_of(kept.begin(), kept.end(),
                                [&](std::size_t e) { return e >= from && e < from + 100; }))
            << "no keyframe among events " << from << " to " << from + 99;
    }
}

}  // namespace
}  // namespace cf
