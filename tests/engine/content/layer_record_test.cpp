// The layer record (issue 21): saves, recordings and lab results name the content layers
// they were made with and a hash of each, and a save continued on other layers says what
// differs before it plays.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/content/content_loader.hpp"
#include "engine/lab/lab_runner.hpp"
#include "engine/lab/lab_table.hpp"
#include "engine/replay/replay.hpp"
#include "engine/save/save.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ContentDir;
using test::TempDir;

TEST(LayerRecord, ASaveKeepsTheLayersItWasMadeWith) {
    ContentDir base;
    const ContentPtr modded = test::load_layers_ok({base.path(), test::test_mod_dir()});
    ASSERT_NE(modded, nullptr);
    const Game game = Game::new_game(modded, 7);
    const std::string text = save_to_text(game.world(), content_layers(*modded));
    EXPECT_THAT(text, HasSubstr("content_layers:"));
    const SaveLoad load = load_save_text(text, "save.yaml", *modded);
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_EQ(load.layers, content_layers(*modded));
    EXPECT_EQ(layers_difference(load.layers, content_layers(*modded)), "");
}

TEST(LayerRecord, ASaveLoadedOnOtherLayersSaysWhatDiffers) {
    ContentDir base;
    const ContentPtr modded = test::load_layers_ok({base.path(), test::test_mod_dir()});
    ASSERT_NE(modded, nullptr);
    const std::vector<LayerRecord> then = content_layers(*modded);

    const ContentPtr plain = test::load_layers_ok({base.path()});
    const std::string without_mod = layers_difference(then, content_layers(*plain));
    EXPECT_THAT(without_mod, HasSubstr(test::test_mod_dir() + " is not loaded now"));

    base.replace("items.yaml", "heal: 4", "heal: 5");
    const ContentPtr edited = test::load_layers_ok({base.path(), test::test_mod_dir()});
    const std::string changed = layers_difference(then, content_layers(*edited));
    EXPECT_THAT(changed, HasSubstr(base.path() + " has changed since"));
    EXPECT_THAT(changed, Not(HasSubstr(test::test_mod_dir() + " has changed")));

    const std::string added = layers_difference(content_layers(*plain), then);
    EXPECT_THAT(added, HasSubstr(test::test_mod_dir() + " was not loaded then"));
}

TEST(LayerRecord, TheSameFilesUnderAnotherPathAreNoDifference) {
    // A save made with `--content mycontent`, continued from a sub-folder with
    // `--content ../mycontent`, claimed "mycontent is not loaded now".
    const std::vector<LayerRecord> then = {{"mycontent", "", "8f5c6a0425c40fb4"}};
    const std::vector<LayerRecord> now = {{"../mycontent", "", "8f5c6a0425c40fb4"}};
    EXPECT_EQ(layers_difference(then, now), "");
    const std::vector<LayerRecord> other = {{"../mycontent", "", "0000000000000000"}};
    EXPECT_THAT(layers_difference(then, other), HasSubstr("mycontent is not loaded now"));
}

TEST(LayerRecord, ASaveWithoutLayersIsNotADifference) {
    const ContentPtr content = test::default_content();
    const Game game = Game::new_game(content, 3);
    const SaveLoad load = load_save_text(save_to_text(game.world()), "old.yaml", *content);
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_THAT(load.layers, IsEmpty());
    EXPECT_EQ(layers_difference(load.layers, content_layers(*content)), "")
        << "saves from before layers continue without a warning";
}

TEST(LayerRecord, ARecordingNamesItsLayers) {
    ContentDir base;
    const ContentPtr modded = test::load_layers_ok({base.path(), test::test_mod_dir()});
    ASSERT_NE(modded, nullptr);
    Game game = Game::new_game(modded, 11);
    game.submit(Command::wait());
    const Recording recording = record_game(game, 11, "");
    ASSERT_EQ(recording.mismatch, "");
    TempDir dir;
    const std::string path = dir.write("run.yaml", recording.text);
    const ReplayLoad load = load_replay(path);
    ASSERT_TRUE(load.replay) << to_string(load.problems);
    EXPECT_EQ(load.replay->layers, content_layers(*modded));
}

TEST(LayerRecord, LabCsvCarriesTheLayersAndShardsOfOtherLayersDoNotMerge) {
    ContentDir base;
    const ContentPtr modded = test::load_layers_ok({base.path(), test::test_mod_dir()});
    ASSERT_NE(modded, nullptr);
    LabOptions options;
    options.runs = 2;
    options.first_seed = 5;
    options.run.max_depth = 1;
    const LabTable table = run_lab(modded, options);
    const std::string csv = to_csv(table);
    EXPECT_THAT(csv, HasSubstr("# content_layer: " + content_layers(*modded)[1].hash + " " +
                               test::test_mod_dir() + "\n"));
    const TableLoad read = parse_csv(csv, "runs.csv");
    ASSERT_TRUE(read.table) << read.error;
    EXPECT_EQ(read.table->layers, content_layers(*modded));
    EXPECT_EQ(to_csv(*read.table), csv) << "read and written again, the same bytes";

    options.first_seed = 50;
    LabTable other = run_lab(modded, options);
    other.layers.pop_back();  // the same definitions, as if run without the mod's record
    const TableLoad merged = merge_tables({*read.table, other});
    EXPECT_FALSE(merged.table);
    EXPECT_THAT(merged.error, HasSubstr("different content layers"));
}

}  // namespace
}  // namespace cf
