// The one way the program writes a file: regular files are replaced whole or not at all
// (through links, to the file they lead to), special files are written where they are,
// and nothing outside the target's folder is ever touched. Special files are made by the
// tests in their own folders; no writer here is ever aimed at /dev.
// The order of its system calls is in file_write_calls_test.cpp.

#include "engine/core/file_write.hpp"

#include <fcntl.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <thread>

#include "tests/support/privileges.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

namespace fs = std::filesystem;

std::string contents_of(const std::string& path) { return test::file_text(path); }

using test::names_in;

bool is_link(const std::string& path) { return fs::is_symlink(fs::symlink_status(path)); }

// Writing `contents` to `path` fails, the error naming `reason`.
void expect_write_refused(const std::string& path, std::string_view contents,
                          const std::string& reason, WriteOptions options = {}) {
    std::string error;
    EXPECT_FALSE(write_file(path, contents, error, options)) << path;
    EXPECT_THAT(error, ::testing::HasSubstr(reason)) << path;
}

// A pid that no process has: a child that has already exited and been reaped.
pid_t dead_pid() {
    const pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    int status = 0;
    ::waitpid(child, &status, 0);
    return child;
}

// Everything a pipe's read end receives until the write end closes.
std::string drain(int fd) {
    std::string out;
    char buffer[4096];
    for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;)
        out.append(buffer, static_cast<std::size_t>(n));
    return out;
}

TEST(FileWrite, WritesANewFileAndLeavesNothingElse) {
    test::TempDir dir;
    std::string error;
    ASSERT_TRUE(write_file(dir.file("a.yaml"), "orc: 1\n", error)) << error;
    EXPECT_EQ(contents_of(dir.file("a.yaml")), "orc: 1\n");
    EXPECT_THAT(names_in(dir.path()), ElementsAre("a.yaml"));
}

TEST(FileWrite, ReplacesAnExistingFileKeepingItsPermissionsAndNoBackupByDefault) {
    test::TempDir dir;
    const std::string path = dir.write("a.yaml", "old\n");
    ASSERT_EQ(::chmod(path.c_str(), 0640), 0);
    std::string error;
    ASSERT_TRUE(write_file(path, "new\n", error)) << error;
    EXPECT_EQ(contents_of(path), "new\n");
    EXPECT_EQ(fs::status(path).permissions(),
              fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    EXPECT_THAT(names_in(dir.path()), ElementsAre("a.yaml"));
}

TEST(FileWrite, KeepsTheReplacedFileAsBak) {
    test::TempDir dir;
    const std::string path = dir.write("a.yaml", "first\n");
    std::string error;
    ASSERT_TRUE(write_file(path, "second\n", error, {.keep_backup = true})) << error;
    ASSERT_TRUE(write_file(path, "third\n", error, {.keep_backup = true})) << error;
    EXPECT_EQ(contents_of(path), "third\n");
    EXPECT_EQ(contents_of(path + ".bak"), "second\n");
    EXPECT_THAT(names_in(dir.path()), ElementsAre("a.yaml", "a.yaml.bak"));
}

TEST(FileWrite, CreatesMissingFoldersUnlessAskedNotTo) {
    test::TempDir dir;
    std::string error;
    ASSERT_TRUE(write_file(dir.file("saves/slot1/game.yaml"), "x", error)) << error;
    EXPECT_EQ(contents_of(dir.file("saves/slot1/game.yaml")), "x");
    EXPECT_FALSE(write_file(dir.file("other/game.yaml"), "x", error, {.create_folders = false}));
    EXPECT_THAT(error, HasSubstr("No such file or directory"));
    EXPECT_FALSE(fs::exists(dir.file("other")));
}

TEST(FileWrite, AFolderNoOneCanWriteInFailsAndLeavesTheTargetUntouched) {
    // /proc refuses new files even to root; /proc/version is a regular file there.
    const std::string path = "/proc/version";
    const std::string before = contents_of(path);
    expect_write_refused(path, "overwritten\n",
                         "cannot write /proc/version: cannot create a file in /proc",
                         {.keep_backup = true});
    EXPECT_EQ(contents_of(path), before);
    EXPECT_FALSE(fs::exists(path + ".bak"));
}

TEST(FileWrite, AFolderAtThePathIsRefusedAndKept) {
    test::TempDir dir;
    dir.write("a.yaml/keep.txt", "inside\n");
    expect_write_refused(dir.file("a.yaml"), "new\n", "it is a folder, not a file");
    EXPECT_EQ(contents_of(dir.file("a.yaml/keep.txt")), "inside\n");
    EXPECT_THAT(names_in(dir.path()), ElementsAre("a.yaml"));
}

TEST(FileWrite, ASocketAtThePathIsRefused) {
    test::TempDir dir;
    const std::string path = dir.file("sock");
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    ASSERT_LT(path.size(), sizeof address.sun_path);
    std::copy(path.begin(), path.end(), address.sun_path);
    ASSERT_EQ(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
    expect_write_refused(path, "x", "it is a socket");
    EXPECT_TRUE(fs::is_socket(path));
    ::close(fd);
}

TEST(FileWrite, PathUnderAFileFailsWithAReason) {
    test::TempDir dir;
    dir.write("plain", "x");
    expect_write_refused(dir.file("plain/a.yaml"), "new\n",
                         "a part of the path is a file, not a folder");
    EXPECT_EQ(contents_of(dir.file("plain")), "x");
}

TEST(FileWrite, ALinkIsFollowedItsTargetReplacedAndTheLinkKept) {
    test::TempDir dir;
    const std::string target = dir.write("elsewhere/save.yaml", "old\n");
    dir.write("here/keep.txt", "k");
    const std::string link = dir.file("here/save.yaml");
    fs::create_symlink(target, link);
    std::string error;
    ASSERT_TRUE(write_file(link, "new\n", error)) << error;
    EXPECT_TRUE(is_link(link));
    EXPECT_EQ(fs::read_symlink(link), target);
    EXPECT_EQ(contents_of(target), "new\n");
    EXPECT_THAT(names_in(dir.file("elsewhere")), ElementsAre("save.yaml"));
    EXPECT_THAT(names_in(dir.file("here")), ElementsAre("keep.txt", "save.yaml"));
}

TEST(FileWrite, ARelativeChainOfLinksLeadsToTheLastFile) {
    test::TempDir dir;
    dir.write("real/c.yaml", "old");
    fs::create_symlink("real/c.yaml", dir.file("b.yaml"));
    fs::create_symlink("b.yaml", dir.file("a.yaml"));
    std::string error;
    ASSERT_TRUE(write_file(dir.file("a.yaml"), "new", error)) << error;
    EXPECT_EQ(contents_of(dir.file("real/c.yaml")), "new");
    EXPECT_TRUE(is_link(dir.file("a.yaml")));
    EXPECT_TRUE(is_link(dir.file("b.yaml")));
    EXPECT_EQ(real_target(dir.file("a.yaml"), error), dir.file("real/c.yaml"));
}

TEST(FileWrite, ALinkThatLeadsNowhereCreatesTheFileItNames) {
    test::TempDir dir;
    fs::create_directory(dir.file("saves"));
    fs::create_symlink("saves/game.yaml", dir.file("save.yaml"));
    std::string error;
    ASSERT_TRUE(write_file(dir.file("save.yaml"), "new", error)) << error;
    EXPECT_TRUE(is_link(dir.file("save.yaml")));
    EXPECT_EQ(contents_of(dir.file("saves/game.yaml")), "new");
}

TEST(FileWrite, ALinkLoopIsRefusedWithoutWritingAnything) {
    test::TempDir dir;
    fs::create_symlink("b.yaml", dir.file("a.yaml"));
    fs::create_symlink("a.yaml", dir.file("b.yaml"));
    expect_write_refused(dir.file("a.yaml"), "new", "link loop");
    EXPECT_THAT(names_in(dir.path()), ElementsAre("a.yaml", "b.yaml"));
}

TEST(FileWrite, ALinkPlantedAtATemporaryNameIsNeverFollowedNorRemoved) {
    test::TempDir dir;
    const std::string victim = dir.write("victim/passwd", "root:x:0:0\n");
    const std::string path = dir.write("save.yaml", "old");
    // The names earlier builds used, and the new kind with this process's pid.
    const std::string pid = std::to_string(::getpid());
    for (const std::string& name : {"save.yaml.tmp." + pid, "save.yaml.tmp." + pid + ".abcdefgh",
                                    "save.yaml.tmp." + std::to_string(dead_pid()) + ".abcdefgh"})
        fs::create_symlink(victim, dir.file(name));
    std::string error;
    for (int i = 0; i < 20; ++i) ASSERT_TRUE(write_file(path, "new", error)) << error;
    EXPECT_EQ(contents_of(victim), "root:x:0:0\n");
    EXPECT_EQ(contents_of(path), "new");
    EXPECT_EQ(names_in(dir.path()).size(), 5u) << "the planted links stay where they are";
}

TEST(FileWrite, TemporaryFilesOfDeadWritersAreRemovedButNotLiveOnesOrLinks) {
    test::TempDir dir;
    const std::string path = dir.write("save.yaml", "old");
    const std::string dead = std::to_string(dead_pid());
    const std::string live = std::to_string(::getppid());
    dir.write("save.yaml.tmp." + dead, "half");                // an older build's name
    dir.write("save.yaml.tmp." + dead + ".k2j4h5g6", "half");  // this build's
    dir.write("save.yaml.tmp." + live + ".k2j4h5g6", "still being written");
    dir.write("notes.tmp." + dead, "another file's");
    fs::create_symlink(path, dir.file("save.yaml.tmp." + dead + ".linklink"));
    std::string error;
    ASSERT_TRUE(write_file(path, "new", error)) << error;
    EXPECT_THAT(names_in(dir.path()),
                ::testing::UnorderedElementsAre("notes.tmp." + dead, "save.yaml",
                                                "save.yaml.tmp." + dead + ".linklink",
                                                "save.yaml.tmp." + live + ".k2j4h5g6"));
}

TEST(FileWrite, AFifoIsWrittenInPlaceAndStaysAFifo) {
    test::TempDir dir;
    const std::string fifo = dir.file("pipe.csv");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::string received;
    std::thread reader([&] {
        const int fd = ::open(fifo.c_str(), O_RDONLY);
        received = drain(fd);
        ::close(fd);
    });
    // The reader may not have opened the FIFO yet: a write finding no reader fails at once
    // (below), so try until it has.
    std::string error;
    bool written = false;
    for (int i = 0; i < 2000 && !written; ++i) {
        written = write_file(fifo, "seed,end\n1,died\n", error);
        if (!written) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    reader.join();
    ASSERT_TRUE(written) << error;
    EXPECT_EQ(received, "seed,end\n1,died\n");
    EXPECT_TRUE(fs::is_fifo(fifo));
    EXPECT_THAT(names_in(dir.path()), ElementsAre("pipe.csv"));
}

TEST(FileWrite, AFifoNoOneReadsFailsAtOnceInsteadOfBlocking) {
    test::TempDir dir;
    const std::string fifo = dir.file("pipe.csv");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    expect_write_refused(fifo, "x", "FIFO (named pipe) that no program is reading");
    EXPECT_TRUE(fs::is_fifo(fifo));
}

TEST(FileWrite, ADescriptorPathWritesToThatDescriptor) {
    int ends[2];
    ASSERT_EQ(::pipe(ends), 0);
    test::TempDir dir;
    const std::string by_fd = "/proc/self/fd/" + std::to_string(ends[1]);
    fs::create_symlink(by_fd, dir.file("out.csv"));
    std::string error;
    EXPECT_TRUE(write_file(by_fd, "one\n", error)) << error;
    EXPECT_TRUE(write_file(dir.file("out.csv"), "two\n", error)) << error;
    ::close(ends[1]);
    EXPECT_EQ(drain(ends[0]), "one\ntwo\n");
    ::close(ends[0]);
    EXPECT_TRUE(is_link(dir.file("out.csv")));
}

TEST(FileWrite, StdoutRedirectedToAFileIsWrittenAtItsPlaceNotReplaced) {
    // `cryptforge lab --csv /dev/stdout > all.csv`: the shell's file keeps what was printed
    // before, and is the same file afterwards.
    test::TempDir dir;
    const std::string path = dir.file("all.csv");
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::write(fd, "printed\n", 8), 8);
    struct stat before {};
    ASSERT_EQ(::stat(path.c_str(), &before), 0);
    std::string error;
    EXPECT_TRUE(write_file("/proc/self/fd/" + std::to_string(fd), "table\n", error)) << error;
    ::close(fd);
    EXPECT_EQ(contents_of(path), "printed\ntable\n");
    struct stat after {};
    ASSERT_EQ(::stat(path.c_str(), &after), 0);
    EXPECT_EQ(after.st_ino, before.st_ino);
}

TEST(FileWrite, StandardStreamsAreKnownByTheirNames) {
    EXPECT_EQ(standard_stream("/dev/stdout"), 1);
    EXPECT_EQ(standard_stream("/dev/stderr"), 2);
    EXPECT_EQ(standard_stream("/dev/fd/7"), 7);
    EXPECT_EQ(standard_stream("/proc/self/fd/12"), 12);
    EXPECT_EQ(standard_stream("/dev/stdin"), std::nullopt);
    EXPECT_EQ(standard_stream("/dev/fd/"), std::nullopt);
    EXPECT_EQ(standard_stream("/dev/fd/1x"), std::nullopt);
    EXPECT_EQ(standard_stream("/dev/stdout2"), std::nullopt);
    EXPECT_EQ(standard_stream("dev/stdout"), std::nullopt);
}

// Device nodes of the test's own, with the numbers of /dev/null and /dev/full.
TEST(FileWriteAsRoot, ADeviceIsWrittenInPlaceAndStaysADevice) {
    CF_REQUIRE_ROOT();
    test::TempDir dir;
    const std::string null = dir.file("null");
    ASSERT_EQ(::mknod(null.c_str(), S_IFCHR | 0666, ::makedev(1, 3)), 0);
    std::string error;
    EXPECT_TRUE(write_file(null, "dump\n", error, {.keep_backup = true})) << error;
    EXPECT_TRUE(fs::is_character_file(null));
    EXPECT_THAT(names_in(dir.path()), ElementsAre("null"));
}

TEST(FileWriteAsRoot, AFullDeviceFailsWithTheReasonAndIsNeverReplaced) {
    // As root, the writer used to rename a regular file over the system's /dev/full.
    CF_REQUIRE_ROOT();
    test::TempDir dir;
    const std::string full = dir.file("full");
    ASSERT_EQ(::mknod(full.c_str(), S_IFCHR | 0666, ::makedev(1, 7)), 0);
    expect_write_refused(full, "table\n", "No space left on device");
    struct stat info {};
    ASSERT_EQ(::stat(full.c_str(), &info), 0);
    EXPECT_TRUE(S_ISCHR(info.st_mode));
    EXPECT_EQ(info.st_rdev, ::makedev(1, 7));
    EXPECT_THAT(names_in(dir.path()), ElementsAre("full"));
}

TEST(FileWrite, ATerminalIsWrittenInPlace) {
    // A pseudo-terminal of the test's own, named through a link in its folder (a device
    // node copied elsewhere does not reach a pty in a container).
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
    ASSERT_GE(master, 0);
    ASSERT_EQ(::grantpt(master), 0);
    ASSERT_EQ(::unlockpt(master), 0);
    test::TempDir dir;
    const std::string tty = dir.file("tty");
    fs::create_symlink(::ptsname(master), tty);
    std::string error;
    EXPECT_TRUE(write_file(tty, "hello", error)) << error;
    pollfd ready{master, POLLIN, 0};
    ASSERT_EQ(::poll(&ready, 1, 5000), 1) << "nothing reached the terminal";
    char buffer[64] = {};
    const ssize_t n = ::read(master, buffer, sizeof buffer);
    EXPECT_EQ(std::string(buffer, static_cast<std::size_t>(std::max<ssize_t>(n, 0))), "hello");
    EXPECT_TRUE(is_link(tty));
    EXPECT_THAT(names_in(dir.path()), ElementsAre("tty"));
    ::close(master);
}

TEST(FileWriteAsRoot, ReplacingAUsersFileKeepsItsOwner) {
    CF_REQUIRE_ROOT();
    test::TempDir dir;
    const std::string path = dir.write("save.yaml", "old");
    ASSERT_EQ(::chown(path.c_str(), test::kNobody, test::kNobody), 0);
    std::string error;
    ASSERT_TRUE(write_file(path, "new", error)) << error;
    struct stat info {};
    ASSERT_EQ(::stat(path.c_str(), &info), 0);
    EXPECT_EQ(info.st_uid, test::kNobody);
}

// The same cases as a user without privileges: the writer needs no more than write
// access to the target's folder, and a standard stream needs none.
class FileWriteAsUser : public ::testing::Test {
  protected:
    void SetUp() override {
        // The user must reach the folder (TempDir makes it private to its owner).
        fs::permissions(dir.path(), fs::perms::all);
    }
    test::TempDir dir;
};

TEST_F(FileWriteAsUser, WritesReplacesAndFollowsLinks) {
    const std::string existing = dir.write("save.yaml", "old");
    const std::string target = dir.write("real/game.yaml", "old");
    fs::permissions(dir.file("real"), fs::perms::all);
    if (test::running_as_root()) {
        ASSERT_EQ(::chown(existing.c_str(), test::kNobody, test::kNobody), 0);
        ASSERT_EQ(::chown(target.c_str(), test::kNobody, test::kNobody), 0);
    }
    fs::create_symlink(target, dir.file("link.yaml"));
    const int code = test::as_unprivileged_user([&] {
        std::string error;
        if (!write_file(dir.file("new.yaml"), "a", error)) return 1;
        if (!write_file(existing, "b", error)) return 2;
        if (!write_file(dir.file("link.yaml"), "c", error)) return 3;
        return 0;
    });
    ASSERT_EQ(code, 0);
    EXPECT_EQ(contents_of(dir.file("new.yaml")), "a");
    EXPECT_EQ(contents_of(existing), "b");
    EXPECT_EQ(contents_of(target), "c");
    EXPECT_TRUE(is_link(dir.file("link.yaml")));
}

TEST_F(FileWriteAsUser, StdoutByNameReachesThePipeItIs) {
    // `--dump-state /dev/stdout | cat` failed for a normal user: the writer tried to make
    // a temporary file in /dev. This runs only unprivileged (where /dev refuses any new
    // file), so even a broken writer could not change /dev.
    int ends[2];
    ASSERT_EQ(::pipe(ends), 0);
    const int code = test::as_unprivileged_user([&] {
        ::close(ends[0]);
        if (::dup2(ends[1], STDOUT_FILENO) < 0) return 9;
        std::string error;
        return write_file("/dev/stdout", "dump: 1\n", error) ? 0 : 1;
    });
    ::close(ends[1]);
    EXPECT_EQ(drain(ends[0]), "dump: 1\n");
    ::close(ends[0]);
    EXPECT_EQ(code, 0);
}

TEST_F(FileWriteAsUser, AFifoWithAReaderIsWritten) {
    const std::string fifo = dir.file("pipe.csv");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0666), 0);
    fs::permissions(fifo, fs::perms::all);  // whatever the umask took away
    std::string received;
    std::thread reader([&] {
        const int fd = ::open(fifo.c_str(), O_RDONLY);
        received = drain(fd);
        ::close(fd);
    });
    // The reader holds the FIFO open from now on: wait until the open is done by
    // writing once from here, which cannot block once a reader has it.
    const int self = ::open(fifo.c_str(), O_WRONLY);
    const int code = test::as_unprivileged_user([&] {
        std::string error;
        return write_file(fifo, "rows\n", error) ? 0 : 1;
    });
    ::close(self);
    reader.join();
    EXPECT_EQ(code, 0);
    EXPECT_EQ(received, "rows\n");
    EXPECT_TRUE(fs::is_fifo(fifo));
}

TEST_F(FileWriteAsUser, AFolderTheUserCannotWriteInFailsAndLeavesTheFile) {
    const std::string path = dir.write("locked/save.yaml", "old");
    fs::permissions(dir.file("locked"), fs::perms::owner_all | fs::perms::group_read |
                                            fs::perms::group_exec | fs::perms::others_read |
                                            fs::perms::others_exec);
    fs::permissions(path, fs::perms::all);
    if (!test::running_as_root())
        fs::permissions(dir.file("locked"), fs::perms::owner_write, fs::perm_options::remove);
    const int code = test::as_unprivileged_user([&] {
        std::string error;
        if (write_file(path, "new", error)) return 1;
        return error.find("Permission denied") != std::string::npos ? 0 : 2;
    });
    EXPECT_EQ(code, 0);
    EXPECT_EQ(contents_of(path), "old");
    EXPECT_THAT(names_in(dir.file("locked")), ElementsAre("save.yaml"));
}

}  // namespace
}  // namespace cf
