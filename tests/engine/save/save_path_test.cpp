// The save path as the user set it up: a link to a save elsewhere is followed (the file
// it leads to is saved, backed up and retired; the link stays), a link that leads nowhere
// is no save yet, and a link loop is the same clear refusal wherever it is met.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "engine/save/save.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

namespace fs = std::filesystem;

World small_world() { return test::corridor_world(*test::default_content(), 5, 6, 3); }

bool is_link(const std::string& path) { return fs::is_symlink(fs::symlink_status(path)); }

TEST(SavePath, ASaveThroughALinkUpdatesTheFileItLeadsTo) {
    test::TempDir dir;
    const std::string real = dir.write("synced/game.yaml", "old");
    const std::string link = dir.file("save.yaml");
    fs::create_symlink(real, link);
    std::string error;
    ASSERT_TRUE(write_save(link, small_world(), error)) << error;
    EXPECT_TRUE(is_link(link));
    EXPECT_EQ(test::file_text(real), save_to_text(small_world()));
    const SaveLoad load = load_save_file(link, *test::default_content());
    EXPECT_TRUE(load.world) << to_string(load.problems);
}

TEST(SavePath, BackupAndRetireWorkOnTheFileALinkLeadsTo) {
    test::TempDir dir;
    const std::string real = dir.file("synced/game.yaml");
    fs::create_directory(dir.file("synced"));
    const std::string link = dir.file("save.yaml");
    fs::create_symlink(real, link);
    std::string error;
    ASSERT_TRUE(write_save(link, small_world(), error)) << error;
    ASSERT_TRUE(back_up_save(link, error)) << error;
    EXPECT_EQ(test::file_text(real + ".bak"), test::file_text(real));
    fs::remove(real + ".bak");
    ASSERT_TRUE(retire_save(link, error)) << error;
    EXPECT_TRUE(is_link(link)) << "the link the user made stays";
    EXPECT_FALSE(fs::exists(real));
    EXPECT_EQ(test::file_text(real + ".bak"), save_to_text(small_world()));
    EXPECT_FALSE(fs::exists(link + ".bak")) << "the backup sits beside the save itself";
}

TEST(SavePath, ALinkThatLeadsNowhereIsNoSaveAndTheFirstSaveCreatesItsFile) {
    test::TempDir dir;
    fs::create_directory(dir.file("synced"));
    const std::string link = dir.file("save.yaml");
    fs::create_symlink("synced/game.yaml", link);
    std::string error;
    EXPECT_EQ(save_file_present(link, error), false) << error;
    const SaveLoad load = load_save_file(link, *test::default_content());
    EXPECT_THAT(load.problems, ElementsAre(test::ProblemAt(link, 0, 0, "there is no save file")));
    EXPECT_TRUE(retire_save(link, error)) << "nothing to retire: " << error;
    ASSERT_TRUE(write_save(link, small_world(), error)) << error;
    EXPECT_TRUE(is_link(link));
    EXPECT_EQ(save_file_present(link, error), true);
    EXPECT_TRUE(fs::is_regular_file(dir.file("synced/game.yaml")));
}

TEST(SavePath, ALinkLoopIsTheSameRefusalEverywhere) {
    test::TempDir dir;
    const std::string link = dir.file("save.yaml");
    fs::create_symlink("loop.yaml", link);
    fs::create_symlink("save.yaml", dir.file("loop.yaml"));
    std::string present_error, write_error, retire_error, backup_error;
    EXPECT_EQ(save_file_present(link, present_error), std::nullopt);
    EXPECT_THAT(present_error, HasSubstr("link loop"));
    EXPECT_FALSE(write_save(link, small_world(), write_error));
    EXPECT_THAT(write_error, HasSubstr("link loop"));
    EXPECT_FALSE(retire_save(link, retire_error));
    EXPECT_THAT(retire_error, HasSubstr("link loop"));
    EXPECT_FALSE(back_up_save(link, backup_error));
    EXPECT_THAT(backup_error, HasSubstr("link loop"));
    EXPECT_TRUE(is_link(link));
}

TEST(SavePath, SpecialFilesAtTheSavePathAreRefusedByTheReaderAndLeftAlone) {
    test::TempDir dir;
    const std::string fifo = dir.file("save.yaml");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::string error;
    EXPECT_EQ(save_file_present(fifo, error), true) << "something is there: a new game asks";
    const SaveLoad load = load_save_file(fifo, *test::default_content());
    EXPECT_THAT(load.problems, ElementsAre(test::ProblemAt(fifo, 0, 0, "is a FIFO")));
    EXPECT_FALSE(back_up_save(fifo, error));
    EXPECT_THAT(error, HasSubstr("is a FIFO"));
    EXPECT_TRUE(fs::is_fifo(fifo));
}

}  // namespace
}  // namespace cf
