#pragma once
// The recipe of the tests that a recording replays: the recording written to a file and
// loaded from it, a game started as `cryptforge --replay FILE` starts it, every step
// played, and the end compared with the live game's --dump-state.

#include <gmock/gmock.h>

#include <optional>
#include <string>

#include "engine/replay/dump.hpp"
#include "engine/replay/game_setup.hpp"
#include "engine/replay/replay.hpp"
#include "tests/support/test_support.hpp"

namespace cf::test {

// The game `text` (a recording) replays to, stopped at `seek_turn` when given, started
// from `content` (null: the content the recording starts with). Fails the test, and gives
// nullopt, when the recording does not load or start, or a step is refused or drifts.
inline std::optional<Game> replayed_game(const std::string& text, std::uint64_t seed,
                                         const ContentPtr& content = nullptr,
                                         std::optional<int> seek_turn = std::nullopt) {
    TempDir dir;
    const std::string path = dir.write("run.yaml", text);
    const ReplayLoad load = load_replay(path);
    EXPECT_TRUE(load.replay) << to_string(load.problems);
    if (!load.replay) return std::nullopt;
    const ContentPtr start_content =
        content ? content : load.replay->contents[load.replay->start_content.value_or(0)];
    GameStart start = start_game({start_content, seed, "", load.replay->start_save, path});
    EXPECT_TRUE(start.game) << to_string(start.problems);
    if (!start.game) return std::nullopt;
    EXPECT_THAT(play_replay(*start.game, *load.replay, path, seek_turn), ::testing::IsEmpty());
    return std::move(start.game);
}

// Records `live` as --record does (with `seed`), expects the recording to replay to the
// byte-identical dump of `live`, and gives the recording's text.
inline std::string expect_replays_to_the_same_dump(const Game& live, std::uint64_t seed,
                                                   const ContentPtr& content = nullptr) {
    const Recording recording = record_game(live, seed, "");
    EXPECT_EQ(recording.mismatch, "") << "replaying the log must give the live state";
    const std::optional<Game> replayed = replayed_game(recording.text, seed, content);
    if (replayed) {
        EXPECT_EQ(dump_state(*replayed, 500), dump_state(live, 500));
    }
    return recording.text;
}

}  // namespace cf::test
