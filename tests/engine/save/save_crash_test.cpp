// Saves on disk: a writer SIGKILLed at any moment leaves one whole save or the
// other, the temp files killed writers leave do not pile up, dying retires the save,
// and where saves live.

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>

#include "engine/core/file_write.hpp"
#include "engine/rules/factory.hpp"
#include "engine/save/save.hpp"
#include "tests/support/scoped_env.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// A small state for the file tests.
World world_a(const Content& c) {
    World w = test::corridor_world(c, 11, 4, 2);
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
    for (int i = 0; i < 100; ++i)
        w.say("Turn " + std::to_string(turn) + ", message " + std::to_string(i) + ".",
              Tone::normal);
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
        const fs::path base =
            fs::is_directory("/dev/shm", ec) ? fs::path("/dev/shm") : fs::temp_directory_path();
        std::string pattern = (base / "cf_save_crash_XXXXXX").string();
        if (::mkdtemp(pattern.data()) == nullptr)
            throw std::runtime_error("mkdtemp failed in " + base.string());
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

// A forked process that saves `first`, `second`, `first`, ... to one path. Before each
// save it waits for the test's go byte and after it answers with a byte, so the test
// knows which saves are whole without timing anything: a kill between saves must leave
// exactly the last one, a kill during a save the last one or the one being written.
class Writer {
  public:
    Writer(const std::string& path, const World& first, const World& second) {
        int go[2];
        int done[2];
        if (::pipe(go) != 0) return;
        if (::pipe(done) != 0) {
            ::close(go[0]);
            ::close(go[1]);
            return;
        }
        pid_ = ::fork();
        if (pid_ == 0) {
            ::close(go[1]);
            ::close(done[0]);
            run(go[0], done[1], path, first, second);
        }
        ::close(go[0]);
        ::close(done[1]);
        go_ = go[1];
        done_ = done[0];
    }
    ~Writer() {
        if (go_ >= 0) ::close(go_);
        if (done_ >= 0) ::close(done_);
    }
    Writer(const Writer&) = delete;
    Writer& operator=(const Writer&) = delete;

    bool started() const { return pid_ > 0; }
    pid_t pid() const { return pid_; }
    // Lets the writer start its next save.
    bool allow_save() { return ::write(go_, "g", 1) == 1; }
    // Blocks until the writer has finished the save it was allowed.
    bool wait_saved() {
        char byte = 0;
        return ::read(done_, &byte, 1) == 1;
    }
    // SIGKILL, then reaps it; true when it died of the kill (not by itself).
    bool kill_and_reap() {
        ::kill(pid_, SIGKILL);
        int status = 0;
        return ::waitpid(pid_, &status, 0) == pid_ && WIFSIGNALED(status) &&
               WTERMSIG(status) == SIGKILL;
    }

  private:
    [[noreturn]] static void run(int go, int done, const std::string& path, const World& first,
                                 const World& second) {
        try {
            std::string e;
            char byte = 0;
            for (unsigned n = 0; ::read(go, &byte, 1) == 1; ++n) {
                write_save(path, n % 2 ? second : first, e);
                if (::write(done, "d", 1) != 1) ::_exit(4);
            }
        } catch (...) {
            ::_exit(3);
        }
        ::_exit(0);
    }

    pid_t pid_ = -1;
    int go_ = -1;
    int done_ = -1;
};

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
    // Kills during saves are spread over the time a fresh writer takes for two (a
    // forked process's first saves are slower than the parent's). Only how many land
    // inside a write depends on it; what the test asserts does not.
    long long round = 0;
    {
        Writer probe(path, b, a);
        ASSERT_TRUE(probe.started());
        const auto start = Clock::now();
        ASSERT_TRUE(probe.allow_save() && probe.allow_save());
        ASSERT_TRUE(probe.wait_saved() && probe.wait_saved());
        round = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start).count();
        ASSERT_TRUE(probe.kill_and_reap());
    }
    const auto spread = static_cast<std::uint32_t>(std::clamp<long long>(round, 50, 100000));
    // What is on disk after `saves` whole saves of a writer writing B, A, B, ... over A
    // (each iteration starts from A).
    auto after_saves = [&](int saves) -> const std::string& { return saves % 2 ? text_b : text_a; };

    std::mt19937 rng(20240607u);
    int seen_a = 0;
    int seen_b = 0;
    int killed_mid_write = 0;
    constexpr int kIterations = 96;  // each of the 8 patterns below 12 times
    for (int iteration = 0; iteration < kIterations; ++iteration) {
        // A's bytes as write_save wrote them above (no writer runs now): checking and
        // serializing A again each time took a quarter of the test under the sanitizers.
        std::ofstream(path, std::ios::binary | std::ios::trunc) << text_a;
        ASSERT_EQ(test::file_text(path), text_a);
        Writer writer(path, b, a);
        ASSERT_TRUE(writer.started());
        const int saves = (iteration / 2) % 4;
        for (int n = 0; n < saves; ++n) {
            ASSERT_TRUE(writer.allow_save());
            ASSERT_TRUE(writer.wait_saved());
        }
        // Even iterations kill between saves, odd ones somewhere in (or after) the next two.
        const bool during = iteration % 2 == 1;
        if (during) {
            ASSERT_TRUE(writer.allow_save() && writer.allow_save());
            ::usleep(static_cast<useconds_t>(rng() % spread));
        }
        ASSERT_TRUE(writer.kill_and_reap()) << "the writer stopped by itself";
        if (fs::exists(path + ".tmp." + std::to_string(writer.pid()))) ++killed_mid_write;

        std::string on_disk = test::file_text(path);
        if (during) {
            // One of the two is the other's text: whole saves are all that is checked here.
            ASSERT_TRUE(on_disk == text_a || on_disk == text_b)
                << "iteration " << iteration << ": " << on_disk.size()
                << " bytes, neither whole save";
        } else {
            ASSERT_TRUE(on_disk == after_saves(saves))
                << "iteration " << iteration << ": the last finished save is not what is on disk";
        }
        SaveLoad load = load_save_file(path, *content);
        ASSERT_TRUE(load.world) << to_string(load.problems);
        ASSERT_EQ(save_to_text(*load.world), on_disk);
        ++(on_disk == text_a ? seen_a : seen_b);
    }
    std::printf(
        "[          ] %d kills, half spread over %u us: %d left A, %d left B, %d landed inside a "
        "write\n",
        kIterations, spread, seen_a, seen_b, killed_mid_write);
    EXPECT_GT(seen_a, 0);
    EXPECT_GT(seen_b, 0);
    // Each save first clears what earlier killed writers left: at most the last one's stays.
    EXPECT_LE(temp_files(dir.path()).size(), 1u);
    ASSERT_TRUE(write_save(path, a, error)) << error;
    EXPECT_TRUE(temp_files(dir.path()).empty());
    std::string final_text = test::file_text(path);
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
    ASSERT_TRUE(write_save(dir.file("save.yaml"), world_a(*test::default_content()), error))
        << error;
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
    EXPECT_THAT(missing.problems,
                ElementsAre(test::ProblemAt(dir.file("none.yaml"), 0, 0, "no save file")));
    const std::string big = dir.write("big.yaml", "format: cryptforge-save\n");
    fs::resize_file(big, kMaxSaveBytes + 1);  // sparse: costs no disk
    SaveLoad large = load_save_file(big, *test::default_content());
    EXPECT_THAT(large.problems,
                ElementsAre(test::ProblemAt(big, 0, 0, "is larger than 33554432 bytes")));
}

TEST(SaveFiles, RetireKeepsTheLastSaveAsBakAndRemovesIt) {
    test::TempDir dir;
    const std::string path = dir.file("save.yaml");
    std::string error;
    ASSERT_TRUE(write_save(path, world_a(*test::default_content()), error)) << error;
    std::string before = test::file_text(path);
    ASSERT_TRUE(retire_save(path, error)) << error;
    EXPECT_FALSE(fs::exists(path));
    std::string backup = test::file_text(path + ".bak");
    EXPECT_EQ(backup, before);
    EXPECT_TRUE(retire_save(path, error)) << "nothing to retire is not a failure";
    EXPECT_TRUE(fs::exists(path + ".bak")) << "and the backup stays";
}

TEST(SaveFiles, DefaultPathFollowsXdgDataHomeThenHome) {
    {
        test::ScopedEnv xdg("XDG_DATA_HOME", "/data/xdg");
        test::ScopedEnv home("HOME", "/home/someone");
        EXPECT_EQ(default_save_path(), "/data/xdg/cryptforge/save.yaml");
    }
    {
        test::ScopedEnv xdg("XDG_DATA_HOME", nullptr);
        test::ScopedEnv home("HOME", "/home/someone");
        EXPECT_EQ(default_save_path(), "/home/someone/.local/share/cryptforge/save.yaml");
    }
    {
        test::ScopedEnv xdg("XDG_DATA_HOME", "relative/is/invalid");
        test::ScopedEnv home("HOME", "/home/someone");
        EXPECT_EQ(default_save_path(), "/home/someone/.local/share/cryptforge/save.yaml");
    }
    {
        test::ScopedEnv xdg("XDG_DATA_HOME", "");
        test::ScopedEnv home("HOME", "/home/else");
        EXPECT_EQ(default_save_path(), "/home/else/.local/share/cryptforge/save.yaml");
    }
}

}  // namespace
}  // namespace cf
