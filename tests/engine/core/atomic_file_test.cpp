// Files the program writes are replaced whole or not at all.

#include "engine/core/atomic_file.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

#include <unistd.h>
#include <cerrno>
#include <map>

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

// The system calls a write makes, in order, with what each was about. Function
// pointers cannot carry state, so the recorder the test installs is reached through one
// test-only pointer.
struct CallRecorder {
    std::map<int, std::string> what;  // fd -> "temp" or "dir"
    std::vector<std::string> calls;
    bool fail_fsync_of_temp = false;
};
CallRecorder* recorder = nullptr;

int record_open(const char* path, int flags, mode_t mode) {
    const int fd = ::open(path, flags, mode);
    const std::string what = (flags & O_DIRECTORY) ? "dir" : "temp";
    recorder->what[fd] = what;
    recorder->calls.push_back("open " + what);
    return fd;
}
ssize_t record_write(int fd, const void* data, size_t size) {
    recorder->calls.push_back("write " + recorder->what[fd]);
    return ::write(fd, data, size);
}
int record_fsync(int fd) {
    recorder->calls.push_back("fsync " + recorder->what[fd]);
    if (recorder->fail_fsync_of_temp && recorder->what[fd] == "temp") {
        errno = EIO;
        return -1;
    }
    return ::fsync(fd);
}
int record_close(int fd) {
    recorder->calls.push_back("close " + recorder->what[fd]);
    return ::close(fd);
}
int record_rename(const char* from, const char* to) {
    recorder->calls.push_back("rename");
    return ::rename(from, to);
}
int record_unlink(const char* path) {
    recorder->calls.push_back("unlink temp");
    return ::unlink(path);
}
const FileSystemCalls kRecorded{record_open,  record_write,  record_fsync,
                                record_close, record_rename, record_unlink};

// The order is the promise: the data is on disk before the rename publishes it, and
// the rename is on disk (the directory synced) before the writer returns.
TEST(AtomicFile, SyncsTheDataThenRenamesThenSyncsTheDirectory) {
    test::TempDir dir;
    CallRecorder calls;
    recorder = &calls;
    std::string error;
    ASSERT_TRUE(write_file_atomically(dir.file("save.yaml"), "new", error, {}, kRecorded)) << error;
    recorder = nullptr;
    EXPECT_EQ(calls.calls,
              (std::vector<std::string>{"open temp", "write temp", "fsync temp", "close temp",
                                        "rename", "open dir", "fsync dir", "close dir"}));
}

TEST(AtomicFile, AFailedSyncNeverRenamesAndLeavesTheOldFile) {
    test::TempDir dir;
    const std::string path = dir.write("save.yaml", "old");
    CallRecorder calls;
    calls.fail_fsync_of_temp = true;
    recorder = &calls;
    std::string error;
    EXPECT_FALSE(write_file_atomically(path, "new", error, {}, kRecorded));
    recorder = nullptr;
    EXPECT_THAT(error, HasSubstr("cannot write"));
    EXPECT_EQ(calls.calls, (std::vector<std::string>{"open temp", "write temp", "fsync temp",
                                                     "close temp", "unlink temp"}));
    std::string contents;
    ASSERT_TRUE(read_file(path, contents));
    EXPECT_EQ(contents, "old");
}

TEST(AtomicFile, ReadFileReportsAMissingFile) {
    std::string text = "unchanged";
    EXPECT_FALSE(read_file("/nonexistent/cryptforge.yaml", text));
    EXPECT_EQ(text, "unchanged");
}

}  // namespace
}  // namespace cf
