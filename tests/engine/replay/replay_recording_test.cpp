// Recordings hold the whole timeline: a game played with the inspector, the content
// editor (renames included), outside file edits and floor regeneration replays to the
// same state byte for byte.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <regex>

#include "engine/replay/dump.hpp"
#include "engine/replay/game_setup.hpp"
#include "engine/replay/replay.hpp"
#include "engine/rules/content_reload.hpp"
#include "engine/save/save.hpp"
#include "tests/support/replay_checks.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

constexpr std::uint64_t kSeed = 1234;

Point stairs_of(const World& w, const Content& c) {
    for (int i = 0; i < w.map.width() * w.map.height(); ++i) {
        if (w.map.tile_id(w.map.point(i)) == c.settings.stairs_tile) return w.map.point(i);
    }
    ADD_FAILURE() << "no stairs";
    return {};
}

EntityId first_monster(const World& w) {
    for (const Entity& e : w.entities) {
        if (e.alive() && e.id != w.player_id) return e.id;
    }
    return kNoEntity;
}

void walk(Game& game, int turns) {
    const Direction dirs[] = {Direction::e, Direction::s, Direction::w, Direction::n};
    for (int i = 0; i < turns; ++i) {
        if (!game.submit(Command::move(dirs[i % 4]))) game.submit(Command::wait());
    }
}

// Plays the issue's session; returns the game.
Game play_session(const test::ContentDir& dir) {
    Game game = Game::new_game(dir.load_ok(), kSeed);
    walk(game, 4);
    // Inspector: an orc's HP, undone three turns later.
    const EntityId monster = first_monster(game.world());
    const EventResult edit = game.apply(WorldEdit{{EditOp::set(monster, "fighter.hp", "2")}});
    EXPECT_TRUE(edit.applied) << edit.error;
    walk(game, 3);
    EXPECT_TRUE(game.apply(edit.inverse).applied);
    // Content editor: the orc's power, then a rename.
    auto stronger = std::make_shared<Content>(game.content());
    stronger->actors.at("orc").fighter.power += 2;
    game.apply_content(stronger, {}, "Set actor 'orc' fighter.power");
    auto renamed = test::with_id_changed(game.content(), DefKind::actor, "orc", "goblin");
    for (auto& [depth, weights] : renamed->spawns.monsters.by_depth) {
        if (weights.contains("orc")) {
            weights["goblin"] = weights["orc"];
            weights.erase("orc");
        }
    }
    EXPECT_TRUE(
        game.apply_content(renamed, {{DefKind::actor, "orc", "goblin"}}, "Rename actor 'orc'")
            .applied);
    walk(game, 2);
    // Another program rewrites actors.yaml (still naming orcs: the goblins go back).
    dir.replace("actors.yaml", "    power: 4\n", "    power: 5\n");
    EXPECT_TRUE(reload_content(game, dir.path(), "actors.yaml").applied);
    game.regenerate_floor();
    walk(game, 2);
    const Point stairs = stairs_of(game.world(), game.content());
    EXPECT_TRUE(
        game.apply(WorldEdit{{EditOp::set(game.world().player_id, "x", std::to_string(stairs.x)),
                              EditOp::set(game.world().player_id, "y", std::to_string(stairs.y))}})
            .applied);
    EXPECT_TRUE(game.submit(Command::descend()));
    walk(game, 2);
    return game;
}

TEST(ReplayRecording, AnEditedSessionReplaysToTheSameBytes) {
    test::ContentDir dir;
    const Game live = play_session(dir);
    ASSERT_EQ(live.world().depth, 2);
    test::TempDir out;
    const Recording recording = record_game(live, kSeed, "");
    EXPECT_EQ(recording.mismatch, "") << "replaying the log must give the live state";
    const std::string path = out.write("run.yaml", recording.text);

    // Replayed against other content on disk: the recording brings its own.
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    ASSERT_TRUE(load.replay->start_content);
    EXPECT_EQ(load.replay->checks.size(), load.replay->steps.size())
        << "a state hash after every event";
    GameStart start = start_game({load.replay->contents[*load.replay->start_content], kSeed, "",
                                  load.replay->start_save, path});
    ASSERT_TRUE(start.game);
    EXPECT_THAT(play_replay(*start.game, *load.replay), ::testing::IsEmpty());
    EXPECT_EQ(dump_state(*start.game, 500), dump_state(live, 500));
    // Every turn the player took is still there: undo appended, it did not rewind.
    EXPECT_EQ(live.world().turn, 4 + 3 + 2 + 2 + 1 + 2);
}

// A game continued from a save starts from that save, "Welcome back" and all: the
// recording carries the start world, so the replay does not depend on the save file.
TEST(ReplayRecording, AGameContinuedFromASaveReplaysFromItsStart) {
    const ContentPtr content = test::default_content();
    Game first = Game::new_game(content, kSeed);
    walk(first, 5);
    SaveLoad saved = load_save_text(save_to_text(first.world()), "save.yaml", *content);
    ASSERT_TRUE(saved.world) << to_string(saved.problems);
    Game live(content, std::move(*saved.world));
    live.mutable_world().say("Welcome back.", Tone::system);
    walk(live, 6);
    const std::string text = recording_to_yaml(kSeed, "", live.start_content(), live.log(),
                                               save_to_text(live.start_world()));

    const std::optional<Game> replayed = test::replayed_game(text, kSeed, content);
    ASSERT_TRUE(replayed);
    EXPECT_EQ(dump_state(*replayed, 500), dump_state(live, 500));
}

// Same recording, but the orc hits harder than when it was recorded (as if a rule had
// changed): the replay stops at the orc's first blow and names the field that drifted.
TEST(ReplayRecording, ADriftingReplayStopsAtTheFirstDifferentEventAndNamesTheField) {
    Game live = test::prefab_game(test::default_content(), {"#######", "#@o...#", "#######"});
    for (int i = 0; i < 3; ++i) live.submit(Command::attack(Direction::e));
    for (int i = 0; i < 110; ++i) live.submit(Command::wait());
    std::string text = record_game(live, 1, "").text;
    const std::regex orc_power(R"((hp: 10\n\s+power: )3)");
    ASSERT_TRUE(std::regex_search(text, orc_power));
    text = std::regex_replace(text, orc_power, "$014", std::regex_constants::format_first_only);

    test::TempDir out;
    const std::string path = out.write("run.yaml", text);
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    GameStart start = start_game({load.replay->contents[0], 1, "", load.replay->start_save, path});
    ASSERT_TRUE(start.game) << to_string(start.problems);
    const std::vector<Problem> problems = play_replay(*start.game, *load.replay, path);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_THAT(problems[0].message,
                ::testing::HasSubstr("drifted from its recording at event 1 ('attack e', turn 1)"));
    EXPECT_THAT(problems[0].message,
                ::testing::HasSubstr("at event 100 the first difference is entity 1 fighter.hp"));
    EXPECT_EQ(start.game->world().turn, 1) << "it stopped where it drifted";
}

TEST(ReplayRecording, SeekStopsAtTheTurn) {
    test::ContentDir dir;
    const Game live = play_session(dir);
    const std::optional<Game> replayed =
        test::replayed_game(record_game(live, kSeed, "").text, kSeed, nullptr, 5);
    ASSERT_TRUE(replayed);
    EXPECT_EQ(replayed->world().turn, 5);
}

TEST(ReplayRecording, RecordingIsReadableText) {
    test::ContentDir dir;
    const Game live = play_session(dir);
    const std::string text = recording_to_yaml(kSeed, "", live.start_content(), live.log());
    EXPECT_THAT(text, ::testing::HasSubstr("- edit set "));
    EXPECT_THAT(text, ::testing::HasSubstr("renames: [[actor, orc, goblin]]"));
    EXPECT_THAT(text, ::testing::HasSubstr("- regenerate"));
    EXPECT_THAT(text, ::testing::HasSubstr("actors.yaml: |"));
}

TEST(ReplayRecording, HandWrittenEventsAreReadWithTheirLines) {
    test::TempDir dir;
    const std::string path = dir.write(
        "r.yaml",
        "seed: 3\nevents:\n  - wait\n  - edit set 1 fighter.hp 5; set world god_mode true\n"
        "  - regenerate\n  - {content: 4}\n");
    const ReplayLoad load = load_replay(path);
    EXPECT_THAT(load.problems, ::testing::ElementsAre(test::ProblemAt(
                                   path, 6, 15, "'content' 4 is not an entry of 'contents'")));
}

}  // namespace
}  // namespace cf
