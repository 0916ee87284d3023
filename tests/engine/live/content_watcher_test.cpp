// ContentWatcher: changes by any program are reported once, after the directory has been
// quiet, with only the content files named; both inotify and polling. The tests drive
// poll() with their own clock, so every outcome is decided by the file operations and
// the debounce rules, never by how fast the machine is.

#include "engine/live/content_watcher.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;
using ::testing::ElementsAre;

// A change was reported, and its files match `files`.
template <class Matcher>
auto ReportsFiles(Matcher files) {
    return ::testing::Optional(::testing::Field(&ContentChange::files, files));
}

// Test names: "Modes/...Test.Name/Inotify".
std::string mode_name(const ::testing::TestParamInfo<WatchMode>& mode) {
    return mode.param == WatchMode::inotify ? "Inotify" : "Polling";
}

using Clock = ContentWatcher::Clock;

TEST(ContentFileName, OnlyYamlFilesThatAreNotTemporariesCount) {
    for (const char* name : {"actors.yaml", "items.yaml", "my_notes.yaml"}) {
        EXPECT_TRUE(is_content_file_name(name)) << name;
    }
    for (const char* name :
         {"actors.yaml.bak", "actors.yaml.tmp.1234", "actors.yaml~", ".actors.yaml.swp",
          ".actors.yaml", "#actors.yaml#", ".#actors.yaml", "actors.yaml.kate-swp", "4913",
          "actors.yaml___jb_tmp___", "tileset.png", ".yaml", "actors.tmp.yaml", "actors.bak.yaml",
          "actors~.yaml", "README.md"}) {
        EXPECT_FALSE(is_content_file_name(name)) << name;
    }
}

class ContentWatcherTest : public ::testing::TestWithParam<WatchMode> {
  protected:
    ContentWatcherTest() {
        dir.write("actors.yaml", "orc:\n  name: Orc\n");
        dir.write("items.yaml", "sword:\n  name: Sword\n");
    }

    WatchOptions options() const { return {GetParam(), 20ms, 50ms}; }
    std::string path(const std::string& name) const { return dir.file(name); }

    // Polls every 5 ms of the test's clock until a batch comes or `limit` has passed.
    std::optional<ContentChange> run(ContentWatcher& watcher,
                                     std::chrono::milliseconds limit = 1000ms) {
        for (const auto end = t + limit; t <= end; t += 5ms) {
            if (auto change = watcher.poll(t)) return change;
        }
        return std::nullopt;
    }

    test::TempDir dir;
    Clock::time_point t = Clock::now();
};

TEST_P(ContentWatcherTest, UsesTheModeAskedFor) {
    ContentWatcher watcher(dir.path().string(), options());
#ifdef __linux__
    EXPECT_EQ(watcher.mode(), GetParam());
    EXPECT_EQ(ContentWatcher(dir.path().string()).mode(), WatchMode::inotify);
#else
    EXPECT_EQ(watcher.mode(), WatchMode::polling);
#endif
}

TEST_P(ContentWatcherTest, PlainWriteIsReportedOnceTheDirectoryIsQuiet) {
    ContentWatcher watcher(dir.path().string(), options());
    dir.write("actors.yaml", "orc:\n  name: Big orc\n");
    const Clock::time_point written = t;
    EXPECT_EQ(watcher.poll(t), std::nullopt);  // seen, but not quiet yet
    EXPECT_TRUE(watcher.pending());
    const auto change = run(watcher);
    ASSERT_TRUE(change.has_value());
    EXPECT_THAT(change->files, ElementsAre("actors.yaml"));
    EXPECT_EQ(change->first_seen, written);
    EXPECT_GE(t - change->first_seen, options().debounce);
    EXPECT_FALSE(watcher.pending());
    EXPECT_EQ(run(watcher, 500ms), std::nullopt) << "reported twice";
}

TEST_P(ContentWatcherTest, SameSizeRewriteIsSeen) {
    // Within the filesystem's timestamp granularity neither mtime nor size may move.
    ContentWatcher watcher(dir.path().string(), options());
    dir.write("actors.yaml", "orc:\n  name: Orx\n");
    EXPECT_THAT(run(watcher), ReportsFiles(ElementsAre("actors.yaml")));
}

TEST_P(ContentWatcherTest, BurstOfWritesIsOneBatch) {
    ContentWatcher watcher(dir.path().string(), options());
    const Clock::time_point start = t;
    for (int i = 0; i < 6; ++i) {
        dir.write(i % 2 == 0 ? "actors.yaml" : "items.yaml", "step: " + std::to_string(i) + "\n");
        EXPECT_EQ(watcher.poll(t), std::nullopt) << "reported while still being written";
        t += 10ms;  // less than the debounce interval between writes
    }
    const auto change = run(watcher);
    ASSERT_TRUE(change.has_value());
    EXPECT_THAT(change->files, ElementsAre("actors.yaml", "items.yaml"));
    EXPECT_EQ(change->first_seen, start);
    EXPECT_EQ(run(watcher, 500ms), std::nullopt);
}

TEST_P(ContentWatcherTest, TemporaryFileRenamedIntoPlaceIsReportedUnderItsRealName) {
    ContentWatcher watcher(dir.path().string(), options());
    dir.write(".actors.yaml.swp", "swap");
    dir.write("actors.yaml.tmp.4242", "orc:\n  name: Renamed orc\n");
    ASSERT_EQ(std::rename(path("actors.yaml.tmp.4242").c_str(), path("actors.yaml").c_str()), 0);
    EXPECT_THAT(run(watcher), ReportsFiles(ElementsAre("actors.yaml")));
}

TEST_P(ContentWatcherTest, BackupRenameThenWriteIsReported) {
    // vim's default: move the original aside as a backup, write a new file in its place.
    ContentWatcher watcher(dir.path().string(), options());
    ASSERT_EQ(std::rename(path("items.yaml").c_str(), path("items.yaml~").c_str()), 0);
    dir.write("items.yaml", "sword:\n  name: Longsword\n");
    EXPECT_THAT(run(watcher), ReportsFiles(ElementsAre("items.yaml")));
}

TEST_P(ContentWatcherTest, OtherFilesAreIgnored) {
    ContentWatcher watcher(dir.path().string(), options());
    for (const char* name : {"notes.txt", ".hidden.yaml", "actors.yaml.bak", "actors.yaml~",
                             "#actors.yaml#", "items.yaml.tmp.77", "4913", "tileset.png"}) {
        dir.write(name, "x");
    }
    fs::remove(path("4913"));
    EXPECT_EQ(run(watcher, 1000ms), std::nullopt);
}

TEST_P(ContentWatcherTest, DeletedAndNewFilesAreReported) {
    ContentWatcher watcher(dir.path().string(), options());
    fs::remove(path("items.yaml"));
    dir.write("slots.yaml", "head:\n  name: head\n");
    EXPECT_THAT(run(watcher), ReportsFiles(ElementsAre("items.yaml", "slots.yaml")));
}

TEST_P(ContentWatcherTest, DirectoryThatAppearsLaterIsWatched) {
    const std::string later = dir.file("later");
    ContentWatcher watcher(later, options());
    EXPECT_EQ(watcher.mode(), WatchMode::polling);  // nothing for inotify to watch yet
    EXPECT_EQ(run(watcher, 200ms), std::nullopt);
    dir.write("later/actors.yaml", "orc:\n  name: Orc\n");
    EXPECT_THAT(run(watcher), ReportsFiles(ElementsAre("actors.yaml")));
}

TEST_P(ContentWatcherTest, ReplacedDirectoryIsStillWatched) {
    const std::string content = dir.file("content");
    dir.write("content/actors.yaml", "orc:\n  name: Orc\n");
    ContentWatcher watcher(content, options());
    fs::rename(content, dir.file("content.old"));
    dir.write("content/actors.yaml", "orc:\n  name: New orc\n");
    auto change = run(watcher);
    ASSERT_TRUE(change.has_value());
    EXPECT_THAT(change->files, ::testing::Contains("actors.yaml"));
    // Watching goes on in the new directory.
    dir.write("content/items.yaml", "sword:\n  name: Sword\n");
    change = run(watcher);
    ASSERT_TRUE(change.has_value());
    EXPECT_THAT(change->files, ElementsAre("items.yaml"));
}

TEST_P(ContentWatcherTest, MovedWatcherKeepsWatching) {
    ContentWatcher first(dir.path().string(), options());
    ContentWatcher watcher = std::move(first);
    dir.write("actors.yaml", "orc:\n  name: Moved orc\n");
    EXPECT_THAT(run(watcher), ReportsFiles(ElementsAre("actors.yaml")));
}

// A watcher moved over another (of another folder, watching the other way) takes its
// place whole: this folder, this way of watching, and the changes seen from then on.
TEST_P(ContentWatcherTest, AWatcherMovedOverAnotherTakesItsPlace) {
    test::TempDir elsewhere;
    elsewhere.write("actors.yaml", "orc:\n  name: Orc\n");
    const WatchMode other_mode =
        GetParam() == WatchMode::inotify ? WatchMode::polling : WatchMode::inotify;
    ContentWatcher watcher(elsewhere.path().string(), {other_mode, 90ms, 70ms});
    ContentWatcher first(dir.path().string(), options());
    watcher = std::move(first);
    EXPECT_EQ(watcher.mode(), GetParam());
    EXPECT_EQ(watcher.options().mode, GetParam());
    EXPECT_EQ(watcher.options().debounce, 20ms);
    EXPECT_EQ(watcher.options().poll_interval, 50ms);
    dir.write("actors.yaml", "orc:\n  name: Moved orc\n");
    EXPECT_THAT(run(watcher), ReportsFiles(ElementsAre("actors.yaml")));
}

INSTANTIATE_TEST_SUITE_P(Modes, ContentWatcherTest,
                         ::testing::Values(WatchMode::inotify, WatchMode::polling), mode_name);

}  // namespace
}  // namespace cf
