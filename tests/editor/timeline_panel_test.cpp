// The timeline panel over a headless ImGui: markers for each kind of moment, stepping
// into the past shows that moment while the live game goes on untouched, a fork plays on
// from there with the old branch kept, and a "what if" reports where the runs part.

#include "editor/timeline_panel.hpp"

#include <gtest/gtest.h>

#include "editor_test_support.hpp"
#include "engine/replay/dump.hpp"
#include "engine/rules/stats.hpp"

namespace cf {
namespace {

// Walks east and back, waiting when blocked.
void play(Game& game, int turns) {
    for (int i = 0; i < turns; ++i) {
        if (!game.submit(Command::move(i % 2 ? Direction::w : Direction::e)))
            game.submit(Command::wait());
    }
}

// An orc spawned next to the player (one world edit).
void spawn_orc_beside_player(Game& game) {
    const World& w = game.world();
    for (Direction d : kAllDirections) {
        const Point p = w.player().pos + delta(d);
        if (w.map.walkable(p) && !w.actor_at(p)) {
            ASSERT_TRUE(game.apply(WorldEdit{{EditOp::spawn("orc", p)}}).applied);
            return;
        }
    }
    FAIL() << "the player is boxed in";
}

std::vector<TimelineMarker::Kind> kinds(const std::vector<TimelineMarker>& markers) {
    std::vector<TimelineMarker::Kind> out;
    for (const TimelineMarker& m : markers) out.push_back(m.kind);
    return out;
}

TEST(TimelinePanel, MarksRevisionsEditsLevelUpsDescentsAndDeaths) {
    Game game = Game::new_game(test::load_default_content(), 3);
    play(game, 3);
    game.apply_content(std::make_shared<Content>(game.content()), {}, "Reloaded actors.yaml");
    game.apply(WorldEdit{{EditOp::set_world("pending_level_ups", "1")}});
    game.submit(Command::level_up(LevelUpChoice::power));
    const EntityId p = game.world().player_id;
    for (int i = 0; i < game.world().map.width() * game.world().map.height(); ++i) {
        const Point at = game.world().map.point(i);
        if (game.world().map.tile_id(at) != game.content().settings.stairs_tile) continue;
        game.apply(WorldEdit{{EditOp::set(p, "x", std::to_string(at.x)),
                              EditOp::set(p, "y", std::to_string(at.y))}});
        break;
    }
    ASSERT_TRUE(game.submit(Command::descend()));
    game.apply(WorldEdit{{EditOp::set(p, "fighter.hp", "1")}});
    spawn_orc_beside_player(game);
    for (int i = 0; i < 20 && game.world().status == GameStatus::playing; ++i)
        game.submit(Command::wait());
    ASSERT_EQ(game.world().status, GameStatus::dead);

    const Timeline timeline(game);
    using K = TimelineMarker::Kind;
    EXPECT_EQ(kinds(timeline_markers(timeline)),
              (std::vector<K>{K::content, K::edit, K::level_up, K::edit, K::descent, K::edit,
                              K::edit, K::death}));
}

TEST(TimelinePanel, TheShownPastMovesWithTheKeysAndTheLiveGameIsUntouched) {
    test::HeadlessImGui imgui;
    Game live = Game::new_game(test::load_default_content(), 5);
    play(live, 20);
    const std::string live_dump = dump_state(live);
    TimelinePanel panel;
    imgui.frame([&] { panel.draw(live); });
    EXPECT_FALSE(panel.in_past());
    EXPECT_EQ(&panel.shown(live), &live);
    panel.step_back();
    panel.step_back();
    ASSERT_TRUE(panel.in_past());
    EXPECT_EQ(panel.shown(live).world().turn, live.world().turn - 2);
    panel.step_forward();
    EXPECT_EQ(panel.shown(live).world().turn, live.world().turn - 1);
    imgui.frame([&] { panel.draw(live); });
    EXPECT_EQ(dump_state(live), live_dump);
    panel.to_present();
    EXPECT_EQ(&panel.shown(live), &live);
}

// The first finding: three turns, one step back, then Present aborted the program
// ("basic_string::_M_create"). The layout drew the viewport, the log and the inspector
// from the game the timeline showed, and Present freed that past game in the middle of
// the frame. The game shown stays whole until the frame is over.
TEST(TimelinePanel, PresentClickedInThePastLeavesTheShownGameWholeForTheRestOfTheFrame) {
    test::HeadlessImGui imgui;
    Game live = Game::new_game(test::load_default_content(), 5);
    play(live, 3);
    TimelinePanel panel;
    panel.sync(live);
    panel.step_back();
    ASSERT_TRUE(panel.in_past());
    const int past_turn = live.world().turn - 1;
    const auto present = imgui.find("Present", [&] { panel.draw(live); });
    ASSERT_TRUE(present) << "the Present button is drawn while the past is shown";
    std::string read_after;
    for (bool down : {false, true, false}) {
        imgui.mouse(present->x, present->y, down);
        imgui.frame([&] {
            const Game& shown = panel.shown(live);
            panel.draw(live);
            // What the log, the viewport and the inspector read after the timeline drew.
            read_after = shown.world().log.messages().empty()
                             ? std::string()
                             : shown.world().log.messages().back().text;
            EXPECT_GE(shown.world().turn, past_turn);
        });
    }
    EXPECT_TRUE(panel.in_past()) << "the frame that drew the past ends in the past";
    panel.sync(live);
    EXPECT_FALSE(panel.in_past()) << "Present took the editor back to the present";
    EXPECT_EQ(&panel.shown(live), &live);
    EXPECT_FALSE(read_after.empty());
}

TEST(TimelinePanel, AForkPlaysOnFromThePastAndKeepsTheOldBranch) {
    test::HeadlessImGui imgui;
    std::optional<Game> game = Game::new_game(test::load_default_content(), 5);
    play(*game, 20);
    TimelinePanel panel;
    panel.sync(*game);
    panel.jump_to_turn(8);
    panel.request_fork();
    ASSERT_TRUE(panel.apply_branch_request(game));
    EXPECT_EQ(game->world().turn, 8);
    EXPECT_FALSE(panel.in_past());
    ASSERT_EQ(panel.branches().list().size(), 2u);
    EXPECT_EQ(panel.branches().list()[1].fork_turn, 8);
    ASSERT_TRUE(panel.branches().list()[0].game);
    EXPECT_EQ(panel.branches().list()[0].game->world().turn, 20);
    imgui.frame([&] { panel.draw(*game); });
}

TEST(TimelinePanel, WhatIfShowsWhereTheRunsDiverge) {
    test::HeadlessImGui imgui;
    Game live = Game::new_game(test::load_default_content(), 9);
    spawn_orc_beside_player(live);
    for (int i = 0; i < 5; ++i) live.submit(Command::wait());
    TimelinePanel panel;
    panel.sync(live);
    panel.jump_to_turn(0);
    auto stronger = std::make_shared<Content>(live.content());
    stronger->actors.at("orc").fighter.power += 3;
    live.apply_content(stronger, {}, "Set actor 'orc' fighter.power");
    panel.sync(live);
    panel.rerun_with(live);
    ASSERT_TRUE(panel.divergence());
    EXPECT_TRUE(panel.divergence()->diverged);
    EXPECT_LT(panel.divergence()->branch.hp, panel.divergence()->original.hp);
    imgui.frame([&] { panel.draw(live); });
}

}  // namespace
}  // namespace cf
