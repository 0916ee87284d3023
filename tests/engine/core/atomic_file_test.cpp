// Files the program writes are replaced whole or not at all.

#include "engine/core/atomic_file.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

namespace fs = std::filesystem;

std::string contents_of(const std::string& path) {
    std::string text;
    EXPECT_TRUE(read_file(path, text)) << path;
    return text;
}

// Names in `dir` other than the ones expected: leftovers such as temporary files.
std::vector<std::string> names_in(const fs::path& dir) {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir)) out.push_back(e.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
}

TEST(AtomicFile, WritesANewFile) {
    test::TempDir dir;
    std::string error;
    ASSERT_TRUE(write_file_atomically(dir.file("a.yaml"), "orc: 1\n", error)) << error;
    EXPECT_EQ(contents_of(dir.file("a.yaml")), "orc: 1\n");
    EXPECT_THAT(names_in(dir.path()), ::testing::ElementsAre("a.yaml"));
}

TEST(AtomicFile, ReplacesAnExistingFileWithoutABackupByDefault) {
    test::TempDir dir;
    const std::string path = dir.write("a.yaml", "old\n");
    std::string error;
    ASSERT_TRUE(write_file_atomically(path, "new\n", error)) << error;
    EXPECT_EQ(contents_of(path), "new\n");
    EXPECT_FALSE(fs::exists(path + ".bak"));
}

TEST(AtomicFile, KeepsTheReplacedFileAsBak) {
    test::TempDir dir;
    const std::string path = dir.write("a.yaml", "first\n");
    std::string error;
    ASSERT_TRUE(write_file_atomically(path, "second\n", error, {.keep_backup = true})) << error;
    ASSERT_TRUE(write_file_atomically(path, "third\n", error, {.keep_backup = true})) << error;
    EXPECT_EQ(contents_of(path), "third\n");
    EXPECT_EQ(contents_of(path + ".bak"), "second\n");
    EXPECT_THAT(names_in(dir.path()), ::testing::ElementsAre("a.yaml", "a.yaml.bak"));
}

TEST(AtomicFile, CreatesMissingFolders) {
    test::TempDir dir;
    std::string error;
    ASSERT_TRUE(write_file_atomically(dir.file("saves/slot1/game.yaml"), "x", error)) << error;
    EXPECT_EQ(contents_of(dir.file("saves/slot1/game.yaml")), "x");
}

TEST(AtomicFile, DirectoryNoOneCanWriteFailsAndLeavesTheTargetUntouched) {
    // /proc refuses new files even to root; /proc/version is an existing target there.
    const std::string path = "/proc/version";
    std::string before;
    if (!read_file(path, before)) GTEST_SKIP() << "no /proc on this system";
    std::string error;
    EXPECT_FALSE(write_file_atomically(path, "overwritten\n", error, {.keep_backup = true}));
    EXPECT_THAT(error, ::testing::HasSubstr("cannot write " + path + ".tmp."));
    EXPECT_EQ(contents_of(path), before);
    EXPECT_FALSE(fs::exists(path + ".bak"));
}

TEST(AtomicFile, FailedRenameLeavesTheTargetAndNoTemporaryFile) {
    // A directory cannot be replaced by a file: the rename fails even for root.
    test::TempDir dir;
    dir.write("a.yaml/keep.txt", "inside\n");
    std::string error;
    EXPECT_FALSE(write_file_atomically(dir.file("a.yaml"), "new\n", error));
    EXPECT_THAT(error, ::testing::HasSubstr("cannot replace " + dir.file("a.yaml")));
    EXPECT_TRUE(fs::is_directory(dir.file("a.yaml")));
    EXPECT_EQ(contents_of(dir.file("a.yaml/keep.txt")), "inside\n");
    EXPECT_THAT(names_in(dir.path()), ::testing::ElementsAre("a.yaml"));
}

TEST(AtomicFile, PathUnderAFileFailsWithAReason) {
    test::TempDir dir;
    dir.write("plain", "x");
    std::string error;
    EXPECT_FALSE(write_file_atomically(dir.file("plain/a.yaml"), "new\n", error));
    EXPECT_FALSE(error.empty());
    EXPECT_EQ(contents_of(dir.file("plain")), "x");
}

TEST(AtomicFile, ReadFileReportsAMissingFile) {
    std::string text = "unchanged";
    EXPECT_FALSE(read_file("/nonexistent/cryptforge.yaml", text));
    EXPECT_EQ(text, "unchanged");
}

}  // namespace
}  // namespace cf
