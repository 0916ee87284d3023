// Saves on disk: a writer SIGKILLed at any moment leaves one whole save or the
// other, the temp files killed writers leave do not pile up, dying retires the save,
// and where saves live.

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <random>

#include "engine/core/atomic_file.hpp"
#include "engine/save/save.hpp"
#include "engine/rules/factory.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// A small state for the file tests.
World world_a(const Content& c) {
    World w;
    w.seed = 11;
    w.map = Map(6, 3, c.settings.wall_tile);
    for (int x = 1; x <= 4; ++x) w.map.set_tile({x, 1}, c.settings.floor_tile);
    spawn_player(w, c, {1, 1});
    spawn_actor(w, c, "orc", {3, 1});
    w.say("State A.", Tone::system);
    return w;
}

// Two large states of about the same size, so each write takes a while and a kill
// after one completes is as likely to leave either.
World large_world(const Content& c, const DefId& item, int turn) {
    World w = world_a(c);
    w.turn = turn;
    w.map = Map(80, 45, c.settings.floor_tile);
    for (int i = 0; i < 500; ++i) spawn_item(w, c, item, {i % 80, (i / 80) % 45});
    for (int i = 0; i < 100; ++i) w.say("Turn " + std::to_string(turn) + ", message " + std::to_string(i) + ".", Tone::normal);
    return w;
}

// A scratch folder in memory when the system has one: a SIGKILLed process can only
// die once its fsync returns, which on a busy disk takes long enough to allow just a
// handful of kills in the test's time. Page-cache semantics are the same, and a kill
// (unlike a power cut) never loses what was written, so the outcome is the same.
class ScratchDir {
public:
    ScratchDir() {
        std::error_code ec;
        const fs::path base = fs::is_directory("/dev/shm", ec) ? fs::path("/dev/shm") : fs::temp_directory_path();
        std::string pattern = (base / "cf_save_crash_XXXXXX").string();
        if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed in " + base.string());
        path_ = pattern;
    }
    ~ScratchDir() {
        std::error_code ec;
        fs::remove_all(path_, ec);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    const fs::path& path() const { return path_; }
    std::string file(const std::string& name) const { return (path_ / name).string(); }

private:
    fs::path path_;
};

std::vector<std::string> temp_files(const fs::path& dir) {
    std::vector<std::string> out;
    for (const auto& entry : fs::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        if (name.find(".tmp.") != std::string::npos) out.push_back(name);
    }
    return out;
}

// Forks a process that saves `first` and `second` in turn (forever, or once each and
// exits) and returns once it runs, so delays are timed from its first save and not from
// a fork that may take longer than the saves (it does under ASan). -1 on failure.
pid_t start_writer(const std::string& path, const World& first, const World& second, bool forever) {
    int ready[2];
    if (::pipe(ready) != 0) return -1;
    const pid_t child = ::fork();
    if (child == 0) {
        try {
            ::close(ready[0]);
            if (::write(ready[1], "r", 1) != 1) ::_exit(4);
            std::string e;
            for (unsigned n = 0; forever || n < 2; ++n) write_save(path, n % 2 ? second : first, e);
        } catch (...) {
            ::_exit(3);
        }
        ::_exit(0);
    }
    ::close(ready[1]);
    char byte = 0;
    const bool started = child > 0 && ::read(ready[0], &byte, 1) == 1;
    ::close(ready[0]);
    return started ? child : -1;
}

TEST(SaveCrash, KilledWritersLeaveOneWholeSaveOrTheOther) {
    ContentPtr content = test::default_content();
    const World a = large_world(*content, "health_potion", 10);
    const World b = large_world(*content, "sword", 99);
    const std::string text_a = save_to_text(a);
    const std::string text_b = save_to_text(b);
    const ScratchDir dir;
    const std::string path = dir.file("save.yaml");
    std::string error;
    ASSERT_TRUE(write_save(path, a, error)) << error;

    // Kill delays spread over about two of a fresh writer's B-then-A rounds, timed here
    // because a forked process's first saves are slower than the parent's.
    const pid_t probe = start_writer(path, b, a, false);
    ASSERT_NE(probe, -1);
    const auto start = Clock::now();
    int probe_status = 0;
    ASSERT_EQ(::waitpid(probe, &probe_status, 0), probe);
    ASSERT_TRUE(WIFEXITED(probe_status) && WEXITSTATUS(probe_status) == 0);
    const auto round = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start).count();
    const auto spread = static_cast<std::uint32_t>(std::clamp<long long>(2 * round, 200, 100000));

    std::mt19937 rng(20240607u);
    int seen_a = 0;
    int seen_b = 0;
    int killed_mid_write = 0;
    const auto deadline = Clock::now() + std::chrono::seconds(6);
    int iteration = 0;
    for (; iteration < 150 && Clock::now() < deadline; ++iteration) {
        const pid_t child = start_writer(path, b, a, true);
        ASSERT_NE(child, -1);
        ::usleep(static_cast<useconds_t>(rng() % spread));
        ::kill(child, SIGKILL);
        int status = 0;
        ASSERT_EQ(::waitpid(child, &status, 0), child);
        ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) << "the writer stopped by itself";
        if (fs::exists(path + ".tmp." + std::to_string(child))) ++killed_mid_write;

        std::string on_disk;
        ASSERT_TRUE(read_file(path, on_disk));
        ASSERT_TRUE(on_disk == text_a || on_disk == text_b)
            << "iteration " << iteration << ": " << on_disk.size() << " bytes, neither whole save";
        SaveLoad load = load_save_file(path, *content);
        ASSERT_TRUE(load.world) << to_string(load.problems);
        ASSERT_EQ(save_to_text(*load.world), on_disk);
        ++(on_disk == text_a ? seen_a : seen_b);
    }
    std::printf("[          ] %d kills over %u us: %d left A, %d left B, %d landed inside a write\n", iteration,
                spread, seen_a, seen_b, killed_mid_write);
    EXPECT_GE(iteration, 20) << "too few kills in the time allowed";
    EXPECT_GT(seen_a, 0);
    EXPECT_GT(seen_b, 0);
    // Each save first clears what earlier killed writers left: at most the last one's stays.
    EXPECT_LE(temp_files(dir.path()).size(), 1u);
    ASSERT_TRUE(write_save(path, a, error)) << error;
    EXPECT_TRUE(temp_files(dir.path()).empty());
    std::string final_text;
    ASSERT_TRUE(read_file(path, final_text));
    EXPECT_EQ(final_text, text_a);
}

TEST(SaveCrash, OnlyTempFilesOfDeadWritersAreCleared) {
    test::TempDir dir;
    const pid_t dead = ::fork();
    if (dead == 0) ::_exit(0);
    ASSERT_EQ(::waitpid(dead, nullptr, 0), dead);
    dir.write("save.yaml.tmp." + std::to_string(dead), "half a sa");
    dir.write("save.yaml.tmp.1", "init never dies: a live writer's file");
    dir.write("other.yaml.tmp." + std::to_string(dead), "not this save's");
    std::string error;
    ASSERT_TRUE(write_save(dir.file("save.yaml"), world_a(*test::default_content()), error)) << error;
    auto left = temp_files(dir.path());
    std::sort(left.begin(), left.end());
    EXPECT_THAT(left, ElementsAre("other.yaml.tmp." + std::to_string(dead), "save.yaml.tmp.1"));
}

TEST(SaveFiles, WriteCreatesTheFolderAndLoadsBack) {
    test::TempDir dir;
    const std::string path = dir.file("deep/er/save.yaml");
    const World w = world_a(*test::default_content());
    std::string error;
    ASSERT_TRUE(write_save(path, w, error)) << error;
    SaveLoad load = load_save_file(path, *test::default_content());
    ASSERT_TRUE(load.world) << to_string(load.problems);
    EXPECT_EQ(save_to_text(*load.world), save_to_text(w));
}

TEST(SaveFiles, UnwritablePlaceFailsWithTheReason) {
    test::TempDir dir;
    dir.write("file", "x");
    std::string error;
    EXPECT_FALSE(write_save(dir.file("file/save.yaml"), world_a(*test::default_content()), error));
    EXPECT_THAT(error, ::testing::HasSubstr("file/save.yaml"));
}

TEST(SaveFiles, MissingOrOversizedFilesAreRefusedUnread) {
    test::TempDir dir;
    SaveLoad missing = load_save_file(dir.file("none.yaml"), *test::default_content());
    EXPECT_FALSE(missing.world);
    EXPECT_THAT(missing.problems, ElementsAre(test::ProblemAt(dir.file("none.yaml"), 0, 0, "no save file")));
    const std::string big = dir.write("big.yaml", "format: cryptforge-save\n");
    fs::resize_file(big, kMaxSaveBytes + 1);  // sparse: costs no disk
    SaveLoad large = load_save_file(big, *test::default_content());
    EXPECT_THAT(large.problems, ElementsAre(test::ProblemAt(big, 0, 0, "a save is at most")));
}

TEST(SaveFiles, RetireKeepsTheLastSaveAsBakAndRemovesIt) {
    test::TempDir dir;
    const std::string path = dir.file("save.yaml");
    std::string error;
    ASSERT_TRUE(write_save(path, world_a(*test::default_content()), error)) << error;
    std::string before;
    ASSERT_TRUE(read_file(path, before));
    ASSERT_TRUE(retire_save(path, error)) << error;
    EXPECT_FALSE(fs::exists(path));
    std::string backup;
    ASSERT_TRUE(read_file(path + ".bak", backup));
    EXPECT_EQ(backup, before);
    EXPECT_TRUE(retire_save(path, error)) << "nothing to retire is not a failure";
    EXPECT_TRUE(fs::exists(path + ".bak")) << "and the backup stays";
}

// Sets an environment variable for one scope and puts the old value back.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const char* value) : name_(name) {
        if (const char* old = std::getenv(name)) old_ = old;
        if (value) ::setenv(name, value, 1);
        else ::unsetenv(name);
    }
    ~ScopedEnv() {
        if (old_) ::setenv(name_, old_->c_str(), 1);
        else ::unsetenv(name_);
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    const char* name_;
    std::optional<std::string> old_;
};

TEST(SaveFiles, DefaultPathFollowsXdgDataHomeThenHome) {
    {
        ScopedEnv xdg("XDG_DATA_HOME", "/data/xdg");
        ScopedEnv home("HOME", "/home/someone");
        EXPECT_EQ(default_save_path(), "/data/xdg/cryptforge/save.yaml");
    }
    {
        ScopedEnv xdg("XDG_DATA_HOME", nullptr);
        ScopedEnv home("HOME", "/home/someone");
        EXPECT_EQ(default_save_path(), "/home/someone/.local/share/cryptforge/save.yaml");
    }
    {
        ScopedEnv xdg("XDG_DATA_HOME", "relative/is/invalid");
        ScopedEnv home("HOME", "/home/someone");
        EXPECT_EQ(default_save_path(), "/home/someone/.local/share/cryptforge/save.yaml");
    }
    {
        ScopedEnv xdg("XDG_DATA_HOME", "");
        ScopedEnv home("HOME", "/home/else");
        EXPECT_EQ(default_save_path(), "/home/else/.local/share/cryptforge/save.yaml");
    }
}

}  // namespace
}  // namespace cf
