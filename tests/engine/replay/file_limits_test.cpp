// What the program writes, it reads back: every writer checks what it writes against the
// limits of the reader of that kind of file, and refuses (saying so) rather than write a
// file that would be refused later. `cryptforge diff` reads dumps and saves alike.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "engine/replay/dump.hpp"
#include "engine/replay/replay.hpp"
#include "engine/save/save.hpp"
#include "engine/save/save_format.hpp"
#include "engine/yaml/yaml_parse.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

// Waits for `turns` turns: a log of that many commands.
Game waited(int turns) {
    Game game = test::prefab_game(test::default_content(), {"#####", "#@..#", "#####"});
    for (int i = 0; i < turns; ++i) game.submit(Command::wait());
    return game;
}

TEST(FileLimits, TheDiffReadsWhateverTheSaveAndTheDumpWrite) {
    EXPECT_GE(kMaxDumpBytes, kMaxSaveBytes);
    EXPECT_GE(kMaxDumpValues, save_format::kMaxNodes);
    // The largest dump written is read by the diff: its limits are the dump's own.
    EXPECT_GE(kMaxReplayBytes, kMaxSaveBytes) << "a recording embeds a save";
}

TEST(FileLimits, ADumpTooLargeToDiffIsNotWrittenAndSaysWhy) {
    test::TempDir dir;
    const Game game = waited(3);
    std::string error;
    ASSERT_TRUE(write_dump(dir.file("fits.yaml"), game, error)) << error;
    EXPECT_FALSE(write_dump(dir.file("big.yaml"), game, error, 200));
    EXPECT_THAT(error, HasSubstr("the game is too large to dump to " + dir.file("big.yaml")));
    EXPECT_THAT(error, HasSubstr("more than the 200 the program reads back"));
    EXPECT_FALSE(write_dump(dir.file("many.yaml"), game, error, kMaxDumpBytes, 20));
    EXPECT_THAT(error, HasSubstr("more than 20 values"));
    EXPECT_FALSE(std::filesystem::exists(dir.file("big.yaml")));
    EXPECT_FALSE(std::filesystem::exists(dir.file("many.yaml")));
}

TEST(FileLimits, ARecordingTooLargeThinsItsKeyframesThenRefuses) {
    const Game game = waited(450);  // four keyframes
    const Recording full = record_game(game, 1, "");
    ASSERT_TRUE(full.error.empty()) << full.error;
    EXPECT_EQ(full.keyframe_spacing, kKeyframeEvery);

    // No room even for the events alone: refused, nothing to write.
    const Recording none = record_game(game, 1, "", 1, kMaxReplayValues);
    EXPECT_THAT(none.error, HasSubstr("the recording cannot be written"));
    EXPECT_EQ(none.text, "");
    const Recording thinned = record_game(game, 1, "", full.text.size() - 1);
    ASSERT_TRUE(thinned.error.empty()) << thinned.error;
    EXPECT_EQ(thinned.keyframe_spacing, 2 * kKeyframeEvery);
    EXPECT_LT(thinned.text.size(), full.text.size());

    // One byte short of room for four keyframes: every second one is kept, and what is
    // written replays.
    test::TempDir dir;
    const std::string path = dir.write("rec.yaml", thinned.text);
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    EXPECT_EQ(load.replay->steps.size(), 450u);
    EXPECT_EQ(load.replay->keyframes.size() * thinned.keyframe_spacing / kKeyframeEvery, 4u);
}

}  // namespace
}  // namespace cf
