// Forks: re-running a recorded run with an edited orc parts from it exactly where an orc
// first hits the player; playing on from a past turn keeps the old branch.

#include "engine/replay/fork.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/replay/dump.hpp"
#include "tests/support/test_support.hpp"
#include "tests/support/wanderer.hpp"

namespace cf {
namespace {

constexpr std::size_t kFrom = 20;

Game wandered_game(int turns) {
    Game game = Game::new_game(test::default_content(), 11);
    test::Wanderer(4, 200).play(game, turns);
    return game;
}

// The first event after `from` during which an orc hurt the player, found on the
// recorded run alone.
std::size_t first_orc_hit(const Timeline& timeline, std::size_t from) {
    Game game = fork_game(timeline, from);
    for (std::size_t n = from; n < timeline.size(); ++n) {
        game.apply(timeline.log()[n]);
        for (const Effect& e : game.world().effects) {
            const Entity* source = game.world().find(e.source);
            if (e.target == game.world().player_id && e.cause == "attack" && source &&
                source->def == "orc")
                return n + 1;
        }
    }
    return 0;
}

TEST(Fork, AnEditedOrcReportsTheFirstDivergentTurn) {
    const Game game = wandered_game(400);
    Timeline timeline(game);
    const std::size_t hit = first_orc_hit(timeline, kFrom);
    ASSERT_GT(hit, kFrom) << "the run has no orc hitting the player after the fork";

    auto edited = std::make_shared<Content>(game.content());
    edited->actors.at("orc").fighter.power += 2;
    std::optional<Game> branch;
    const ForkReport report =
        rerun_with_content(timeline, kFrom, edited, "What if: orc power +2", &branch);

    ASSERT_TRUE(report.diverged);
    EXPECT_EQ(report.event, hit);
    EXPECT_EQ(report.turn, timeline.turn_after(hit));
    ASSERT_FALSE(report.differences.empty());
    EXPECT_EQ(report.differences.front().where,
              "entity " + std::to_string(game.world().player_id) + " fighter.hp");
    EXPECT_LT(std::stoi(report.differences.front().after),
              std::stoi(report.differences.front().before));
    EXPECT_EQ(report.original.turn, game.world().turn);
    ASSERT_TRUE(branch);
    EXPECT_EQ(report.branch.hp, branch->world().player().fighter->hp);
    EXPECT_THAT(to_string(report),
                ::testing::HasSubstr("the runs diverge at event " + std::to_string(hit)));
}

TEST(Fork, AWhatIfInWhichTheOrcsKillThePlayerSaysThePlayerDied) {
    const Game game = wandered_game(400);
    ASSERT_EQ(game.world().status, GameStatus::playing) << "the recorded run must survive";
    Timeline timeline(game);
    ASSERT_GT(first_orc_hit(timeline, kFrom), kFrom) << "no orc hits the player after the fork";

    auto edited = std::make_shared<Content>(game.content());
    edited->actors.at("orc").fighter.power += 1000;
    std::optional<Game> branch;
    const ForkReport report =
        rerun_with_content(timeline, kFrom, edited, "What if: orcs kill", &branch);

    ASSERT_TRUE(branch);
    ASSERT_EQ(branch->world().status, GameStatus::dead);
    EXPECT_TRUE(report.original.alive);
    EXPECT_FALSE(report.branch.alive);
    EXPECT_THAT(to_string(report), ::testing::HasSubstr("  alive\tyes\tno\n"));
}

TEST(Fork, TheSameContentDoesNotDiverge) {
    const Game game = wandered_game(150);
    Timeline timeline(game);
    const ForkReport report =
        rerun_with_content(timeline, kFrom, game.content_ptr(), "Same content");
    EXPECT_FALSE(report.diverged);
    EXPECT_EQ(report.original.hp, report.branch.hp);
    EXPECT_EQ(report.original.kills, report.branch.kills);
}

TEST(Fork, PlayingOnFromAPastTurnKeepsTheOldBranch) {
    Game game = wandered_game(100);
    const std::string old_dump = dump_state(game);
    Timeline timeline(game);
    BranchList branches;
    const std::size_t at = timeline.events_at_turn(40);
    Game fork = branches.fork(std::move(game), timeline, at);
    EXPECT_EQ(fork.log().size(), at);
    EXPECT_EQ(dump_state(fork), dump_state(timeline.seek(at)));
    fork.apply(Command::wait());
    ASSERT_EQ(branches.list().size(), 2u);
    EXPECT_EQ(branches.current(), 1u);
    EXPECT_EQ(branches.list()[1].fork_turn, 40);
    EXPECT_EQ(branches.list()[1].parent, 0u);

    Game back = branches.switch_to(0, std::move(fork));
    EXPECT_EQ(dump_state(back), old_dump);
    ASSERT_TRUE(branches.list()[1].game);
    EXPECT_EQ(branches.list()[1].game->log().size(), at + 1);
}

}  // namespace
}  // namespace cf
