// The order of a write's system calls is its promise: the data is on disk before the
// rename publishes it, the rename is on disk before the writer returns, and a failure at
// any step keeps the old file whole and leaves no temporary file. The calls are recorded
// (and made to fail) through write_file's FileSystemCalls; what a write does to regular
// and special files is in file_write_test.cpp.

#include <fcntl.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "engine/core/file_write.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

namespace fs = std::filesystem;
using test::names_in;

// The system calls a write makes, in order, with what each was about. Function
// pointers cannot carry state, so the recorder the test installs is reached through one
// test-only pointer.
struct CallRecorder {
    std::map<int, std::string> what;  // fd -> "temp" or "dir"
    std::vector<std::string> calls;
    std::vector<std::string> temp_names;
    std::vector<int> temp_flags;
    bool fail_fsync_of_temp = false;
    bool fail_rename = false;
    int taken_temp_names = 0;  // this many temporary names are found taken (EEXIST) first
    // The folder opens as descriptor 0, as in a program started with its input closed
    // (nothing is opened for it, and no real call is made on that descriptor).
    bool folder_on_descriptor_zero = false;
    // Another program makes this file 2 MB longer while the temporary file is synced:
    // after the writer looked at it, before it keeps it as its backup.
    std::string grows_meanwhile;
};
CallRecorder* recorder = nullptr;

int record_open(const char* path, int flags, mode_t mode) {
    const std::string what = (flags & O_DIRECTORY) ? "dir" : "temp";
    if (what == "temp" && recorder->taken_temp_names > 0) {
        --recorder->taken_temp_names;
        recorder->temp_names.push_back(fs::path(path).filename().string());
        errno = EEXIST;
        return -1;
    }
    const bool fake = what == "dir" && recorder->folder_on_descriptor_zero;
    const int fd = fake ? 0 : ::open(path, flags, mode);
    if (what == "temp") {
        recorder->temp_names.push_back(fs::path(path).filename().string());
        recorder->temp_flags.push_back(flags);
    }
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
    if (!recorder->grows_meanwhile.empty() && recorder->what[fd] == "temp")
        std::ofstream(recorder->grows_meanwhile, std::ios::app) << std::string(2u << 20, 'x');
    if (recorder->fail_fsync_of_temp && recorder->what[fd] == "temp") {
        errno = EIO;
        return -1;
    }
    if (fd == 0 && recorder->folder_on_descriptor_zero) return 0;
    return ::fsync(fd);
}
int record_close(int fd) {
    recorder->calls.push_back("close " + recorder->what[fd]);
    if (fd == 0 && recorder->folder_on_descriptor_zero) return 0;
    return ::close(fd);
}
int record_rename(const char* from, const char* to) {
    recorder->calls.push_back("rename");
    if (recorder->fail_rename) {
        errno = EXDEV;
        return -1;
    }
    return ::rename(from, to);
}
int record_unlink(const char* path) {
    recorder->calls.push_back("unlink temp");
    return ::unlink(path);
}
const FileSystemCalls kRecorded{record_open,  record_write,  record_fsync,
                                record_close, record_rename, record_unlink};

// write_file through kRecorded, with `calls` recording each call (and failing the ones it
// says); the recorder is unset again before it returns, whatever the write did.
bool recorded_write(const std::string& path, const std::string& text, CallRecorder& calls,
                    std::string& error, WriteOptions options = {}) {
    recorder = &calls;
    const bool written = write_file(path, text, error, options, kRecorded);
    recorder = nullptr;
    return written;
}

// A recorded write of "new" over save.yaml ("old") that `calls` makes fail: it says so,
// the error naming `reason` (and the path where `name_path`), the old file kept whole and
// no temporary file left.
void expect_failed_write_keeps_the_old_file(CallRecorder& calls, const std::string& reason,
                                            bool name_path = false) {
    test::TempDir dir;
    const std::string path = dir.write("save.yaml", "old");
    std::string error;
    EXPECT_FALSE(recorded_write(path, "new", calls, error));
    EXPECT_THAT(error, HasSubstr(name_path ? reason + path : reason));
    EXPECT_EQ(test::file_text(path), "old");
    EXPECT_THAT(names_in(dir.path()), ElementsAre("save.yaml"));
}

// The order is the promise: the data is on disk before the rename publishes it, and
// the rename is on disk (the directory synced) before the writer returns.
TEST(FileWrite, SyncsTheDataThenRenamesThenSyncsTheDirectory) {
    test::TempDir dir;
    CallRecorder calls;
    std::string error;
    ASSERT_TRUE(recorded_write(dir.file("save.yaml"), "new", calls, error)) << error;
    EXPECT_EQ(calls.calls,
              (std::vector<std::string>{"open temp", "write temp", "fsync temp", "close temp",
                                        "rename", "open dir", "fsync dir", "close dir"}));
}

// Descriptor 0 is a descriptor like any other: a program started with its input closed
// gets it for the folder, which is synced all the same.
TEST(FileWrite, AFolderOpenedAsDescriptorZeroIsSynced) {
    test::TempDir dir;
    CallRecorder calls;
    calls.folder_on_descriptor_zero = true;
    std::string error;
    ASSERT_TRUE(recorded_write(dir.file("save.yaml"), "new", calls, error)) << error;
    EXPECT_EQ(calls.calls,
              (std::vector<std::string>{"open temp", "write temp", "fsync temp", "close temp",
                                        "rename", "open dir", "fsync dir", "close dir"}));
}

TEST(FileWrite, TheTemporaryFileIsNewUnderARandomNameAndNeverFollowsALink) {
    test::TempDir dir;
    CallRecorder calls;
    std::string error;
    ASSERT_TRUE(recorded_write(dir.file("save.yaml"), "1", calls, error)) << error;
    ASSERT_TRUE(recorded_write(dir.file("save.yaml"), "2", calls, error)) << error;
    ASSERT_EQ(calls.temp_names.size(), 2u);
    EXPECT_NE(calls.temp_names[0], calls.temp_names[1]);
    const std::string prefix = "save.yaml.tmp." + std::to_string(::getpid()) + ".";
    for (std::size_t i = 0; i < 2; ++i) {
        EXPECT_THAT(calls.temp_names[i], ::testing::StartsWith(prefix));
        EXPECT_EQ(calls.temp_names[i].size(), prefix.size() + 8);
        EXPECT_EQ(calls.temp_flags[i] & (O_CREAT | O_EXCL | O_NOFOLLOW),
                  O_CREAT | O_EXCL | O_NOFOLLOW);
    }
}

TEST(FileWrite, AFailedSyncNeverRenamesAndLeavesTheOldFile) {
    CallRecorder calls;
    calls.fail_fsync_of_temp = true;
    expect_failed_write_keeps_the_old_file(calls, "cannot write");
    EXPECT_EQ(calls.calls, (std::vector<std::string>{"open temp", "write temp", "fsync temp",
                                                     "close temp", "unlink temp"}));
}

TEST(FileWrite, AFailedRenameLeavesTheTargetAndNoTemporaryFile) {
    CallRecorder calls;
    calls.fail_rename = true;
    expect_failed_write_keeps_the_old_file(calls, "cannot replace ", true);
}

// Another writer's temporary file under the name drawn (or a stale one) is passed over for
// a new name, fifteen times over; a folder where no name can be had fails the write and
// keeps the old file.
TEST(FileWrite, ATakenTemporaryNameIsPassedOverForANewOne) {
    test::TempDir dir;
    CallRecorder calls;
    calls.taken_temp_names = 15;
    std::string error;
    ASSERT_TRUE(recorded_write(dir.file("save.yaml"), "new", calls, error)) << error;
    EXPECT_EQ(test::file_text(dir.file("save.yaml")), "new");
    EXPECT_EQ(calls.temp_names.size(), 16u);
    CallRecorder full;
    full.taken_temp_names = 1000;
    expect_failed_write_keeps_the_old_file(full, "File exists");
}

// A file that cannot be kept as its backup is not replaced: the write says why, and the
// file stays as the other program left it, with no temporary file beside it.
TEST(FileWrite, AFileThatCannotBeKeptAsItsBackupIsNotReplaced) {
    test::TempDir dir;
    const std::string path = dir.write("save.yaml", "old");
    CallRecorder calls;
    calls.grows_meanwhile = path;
    std::string error;
    EXPECT_FALSE(recorded_write(path, "new", calls, error, {.keep_backup = true}));
    EXPECT_THAT(error, ::testing::StartsWith("cannot keep " + path + " as " + path + ".bak: "));
    EXPECT_EQ(fs::file_size(path), 3u + (2u << 20));
    EXPECT_THAT(names_in(dir.path()), ElementsAre("save.yaml"));
}

}  // namespace
}  // namespace cf
