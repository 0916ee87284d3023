// HotReloader: edits of the content files by any program land in the running game,
// however the program writes them; a file caught half-written never shows an error; a
// broken file is reported with file:line:col and leaves the world untouched. Real
// directories and real writes, in both watch modes; no assertion depends on timing.

#include "engine/live/hot_reloader.hpp"
#include "engine/live/reload_preview.hpp"
#include "engine/rules/content_reload.hpp"

#include <fcntl.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <sys/stat.h>

#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <thread>

#include "engine/content/content_writer.hpp"
#include "engine/replay/dump.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using namespace std::chrono_literals;
using test::ProblemAt;
using ::testing::ElementsAre;

// Test names: "Modes/...Test.Name/Inotify".
std::string reloader_mode_name(const ::testing::TestParamInfo<WatchMode>& mode) {
    return mode.param == WatchMode::inotify ? "Inotify" : "Polling";
}

using Clock = HotReloader::Clock;

// An orc and two trolls in view.
const std::vector<std::string> kReloaderRoom = {"#########", "#@>..o..#", "#..T...T#", "#########"};

// 1-based line of the first line of `text` that starts with `prefix`.
int line_of(const std::string& text, const std::string& prefix) {
    int line = 1;
    for (std::size_t at = 0; at < text.size(); at = text.find('\n', at) + 1, ++line) {
        if (text.compare(at, prefix.size(), prefix) == 0) return line;
        if (text.find('\n', at) == std::string::npos) break;
    }
    return 0;
}

class HotReloaderTest : public ::testing::TestWithParam<WatchMode> {
  protected:
    WatchOptions options() const { return {GetParam(), 20ms, 40ms}; }

    // Real time: updates like a frame loop until an event comes (generous timeout).
    std::optional<HotReloadEvent> wait_for_event(HotReloader& reloader) {
        const auto give_up = Clock::now() + 10s;
        while (Clock::now() < give_up) {
            if (auto event = reloader.update(game, Clock::now())) return event;
            std::this_thread::sleep_for(2ms);
        }
        return std::nullopt;
    }

    // The test's own clock, 5 ms a step: deterministic for multi-step writes. It never
    // runs behind the real clock that wait_for_event() may have used before. A load the
    // reloader starts in the background is waited for, so the next step finds it done.
    std::optional<HotReloadEvent> step(HotReloader& reloader, std::chrono::milliseconds span) {
        t = std::max(t, Clock::now());
        for (const auto end = t + span; t < end;) {
            t += 5ms;
            if (auto event = reloader.update(game, t)) return event;
            reloader.wait_until_loaded();
        }
        return std::nullopt;
    }

    std::string original(const std::string& file) const { return dir.read(file); }

    // Writes actors.yaml and spawns.yaml as they read without the troll.
    void write_without_trolls() {
        auto content = std::make_shared<Content>(game.content());
        content->actors.erase("troll");
        for (auto& [depth, weights] : content->spawns.monsters.by_depth) weights.erase("troll");
        const auto files = content_files(*content);
        dir.write("actors.yaml", files.at("actors.yaml"));
        dir.write("spawns.yaml", files.at("spawns.yaml"));
    }

    // actors.yaml as it is, but for the orc's power.
    std::string actors_with_orc_power(int power) const {
        std::string text = original("actors.yaml");
        text.replace(text.find("    power: 3\n"), 13, "    power: " + std::to_string(power) + "\n");
        return text;
    }

    // The next event applies actors.yaml alone, giving the orc `power`.
    void expect_orc_power_applied(HotReloader& reloader, int power) {
        const auto event = wait_for_event(reloader);
        ASSERT_TRUE(event.has_value());
        ASSERT_TRUE(event->applied) << to_string(event->problems);
        EXPECT_THAT(event->files, ElementsAre("actors.yaml"));
        EXPECT_EQ(game.content().actor("orc")->fighter.power, power);
    }

    test::ContentDir dir;
    Game game = test::prefab_game(dir.load_ok(), kReloaderRoom);
    Clock::time_point t = Clock::now();
};

TEST_P(HotReloaderTest, PlainWriteIsApplied) {
    HotReloader reloader(dir.path(), options());
    test::first_of(game.mutable_world(), "orc")->fighter->hp = 5;
    dir.replace("actors.yaml", "    hp: 10\n", "    hp: 50\n");
    const auto event = wait_for_event(reloader);
    ASSERT_TRUE(event.has_value());
    ASSERT_TRUE(event->applied) << to_string(event->problems);
    EXPECT_FALSE(event->unchanged);
    EXPECT_THAT(event->problems, ::testing::IsEmpty());
    EXPECT_THAT(event->files, ElementsAre("actors.yaml"));
    EXPECT_GE(event->latency_ms, 0.0);
    EXPECT_EQ(reloader.last_latency_ms(), event->latency_ms);
    // When the file was written, read from the file in the content folder (the app times
    // "file written -> first frame showing it" from it).
    ASSERT_TRUE(event->written.has_value());
    EXPECT_EQ(*event->written, std::filesystem::last_write_time(dir.path() + "/actors.yaml"));
    EXPECT_EQ(game.content().actor("orc")->fighter.hp, 50);
    EXPECT_EQ(test::first_of(game.world(), "orc")->fighter->hp, 25);  // half of max HP, as before
    EXPECT_EQ(test::last_message(game.world()),
              "Reloaded actors.yaml: 1 definition changed, 1 entity updated.");
    EXPECT_FALSE(reloader.stale());
}

// "Ask before applying": a change that loads is proposed, the game untouched until the
// proposal is applied, and then it does what its preview said.
TEST_P(HotReloaderTest, AskBeforeApplyingProposesInsteadOfApplying) {
    HotReloader reloader(dir.path(), options());
    reloader.set_ask_before_applying(true);
    const ContentPtr before = game.content_ptr();
    const std::string state = dump_state(game, 0);
    dir.replace("actors.yaml", "    hp: 10\n", "    hp: 50\n");
    const auto event = wait_for_event(reloader);
    ASSERT_TRUE(event.has_value());
    EXPECT_FALSE(event->applied);
    ASSERT_TRUE(event->proposed);
    EXPECT_EQ(event->proposed->actor("orc")->fighter.hp, 50);
    EXPECT_EQ(game.content_ptr(), before);
    EXPECT_EQ(dump_state(game, 0), state);

    const ReloadPreview preview = preview_reload(game, *event->proposed, {});
    const ContentReload applied = apply_snapshot(game, event->proposed, {}, "actors.yaml");
    ASSERT_TRUE(applied.applied);
    EXPECT_EQ(preview.summary, summary(applied.report));
    EXPECT_EQ(test::first_of(game.world(), "orc")->fighter->hp, 50);
}

TEST_P(HotReloaderTest, TemporaryFileRenamedIntoPlaceIsApplied) {
    // VS Code, JetBrains and many others: write a temporary file, rename it over the original.
    HotReloader reloader(dir.path(), options());
    const std::string text = actors_with_orc_power(6);
    const std::string temp = dir.path() + "/.actors.yaml.tmp-1234";
    {
        FILE* f = std::fopen(temp.c_str(), "wb");
        ASSERT_NE(f, nullptr);
        std::fwrite(text.data(), 1, text.size(), f);
        std::fclose(f);
    }
    ASSERT_EQ(std::rename(temp.c_str(), (dir.path() + "/actors.yaml").c_str()), 0);
    expect_orc_power_applied(reloader, 6);
}

TEST_P(HotReloaderTest, BackupRenameThenNewFileIsApplied) {
    // vim: the original moves aside as actors.yaml~, a new actors.yaml is written.
    HotReloader reloader(dir.path(), options());
    const std::string text = actors_with_orc_power(8);
    const std::string target = dir.path() + "/actors.yaml";
    ASSERT_EQ(std::rename(target.c_str(), (target + "~").c_str()), 0);
    dir.write("actors.yaml", text);
    expect_orc_power_applied(reloader, 8);
}

TEST_P(HotReloaderTest, FileWrittenInTwoHalvesWithAPauseShowsNoError) {
    HotReloader reloader(dir.path(), options());
    const std::string text = actors_with_orc_power(9);
    // Cut inside the orc's quoted colour: the first half alone is a YAML syntax error.
    const std::size_t cut = text.find("'#7fc24f'") + 4;
    const int fd = ::open((dir.path() + "/actors.yaml").c_str(), O_WRONLY | O_TRUNC);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::write(fd, text.data(), cut), static_cast<ssize_t>(cut));
    const std::size_t messages_before = game.world().log.messages().size();

    // Longer than one debounce window, shorter than two: the half file is read, found
    // broken, and held back, not reported.
    EXPECT_EQ(step(reloader, 30ms), std::nullopt);
    EXPECT_FALSE(reloader.watcher().pending()) << "the first half was not looked at";
    EXPECT_FALSE(reloader.stale());

    ASSERT_EQ(::write(fd, text.data() + cut, text.size() - cut),
              static_cast<ssize_t>(text.size() - cut));
    ::close(fd);
    const auto event = step(reloader, 2000ms);
    ASSERT_TRUE(event.has_value());
    EXPECT_TRUE(event->applied) << to_string(event->problems);
    EXPECT_THAT(event->problems, ::testing::IsEmpty());
    EXPECT_THAT(event->files, ElementsAre("actors.yaml"));
    EXPECT_EQ(game.content().actor("orc")->fighter.power, 9);
    EXPECT_THAT(test::messages_since(game.world(), messages_before),
                ElementsAre("Reloaded actors.yaml: 1 definition changed, 1 entity updated."));
}

TEST_P(HotReloaderTest, BrokenFileIsReportedAndLeavesTheWorldUntouchedUntilFixed) {
    HotReloader reloader(dir.path(), options());
    const ContentPtr before = game.content_ptr();
    const std::string state = dump_state(game, 0);
    const std::string good = original("actors.yaml");
    dir.replace("actors.yaml", "  name: Orc\n", "  name: Orc: big\n");
    auto event = wait_for_event(reloader);
    ASSERT_TRUE(event.has_value());
    EXPECT_FALSE(event->applied);
    // The second ':' on line 2 is the 12th character. (References into the unreadable
    // file are reported too.)
    ASSERT_FALSE(event->problems.empty());
    EXPECT_THAT(event->problems.front(), ProblemAt("actors.yaml", 2, 12, "YAML syntax"));
    EXPECT_THAT(event->files, ElementsAre("actors.yaml"));
    EXPECT_TRUE(reloader.stale());
    EXPECT_EQ(reloader.problems().size(), event->problems.size());
    EXPECT_EQ(game.content_ptr(), before);
    EXPECT_EQ(dump_state(game, 0), state);

    // A value out of range is reported at the value.
    const std::string messages_before_break = game.world().log.messages().back().text;
    std::string bad = good;
    bad.replace(bad.find("    hp: 10\n"), 11, "    hp: -5\n");
    dir.write("actors.yaml", bad);
    event = wait_for_event(reloader);
    ASSERT_TRUE(event.has_value());
    EXPECT_FALSE(event->applied);
    EXPECT_THAT(event->problems,
                ElementsAre(ProblemAt("actors.yaml", line_of(bad, "    hp: -5"), 9, "'hp' is -5")));
    EXPECT_EQ(dump_state(game, 0), state);
    // Nothing reached the game, so its log is untouched too; the editor shows the problems.
    EXPECT_EQ(game.world().log.messages().back().text, messages_before_break);

    std::string fixed = good;
    fixed.replace(fixed.find("    hp: 10\n"), 11, "    hp: 20\n");
    dir.write("actors.yaml", fixed);
    event = wait_for_event(reloader);
    ASSERT_TRUE(event.has_value());
    EXPECT_TRUE(event->applied) << to_string(event->problems);
    EXPECT_TRUE(event->recovered);
    EXPECT_FALSE(reloader.stale());
    // The recovery is announced in the game's log (the issue: it never said so).
    EXPECT_THAT(game.world().log.messages().back().text,
                ::testing::HasSubstr("content is valid again"));
    EXPECT_EQ(game.content().actor("orc")->fighter.hp, 20);
    EXPECT_EQ(test::first_of(game.world(), "orc")->fighter->hp, 20);
}

TEST_P(HotReloaderTest, AnAliasInsideItselfIsReportedAndTheGameRunsOn) {
    // yaml-cpp builds such a value as a loop; the reload recursed on it until the stack
    // ran out, and the running game was lost.
    HotReloader reloader(dir.path(), options());
    const ContentPtr before = game.content_ptr();
    const std::string state = dump_state(game, 0);
    dir.write("statuses.yaml", original("statuses.yaml") + "looped: &o {name: A, self: *o}\n");
    const auto event = wait_for_event(reloader);
    ASSERT_TRUE(event.has_value());
    EXPECT_FALSE(event->applied);
    ASSERT_FALSE(event->problems.empty());
    EXPECT_THAT(event->problems.front().message, ::testing::HasSubstr("contain itself"));
    EXPECT_EQ(game.content_ptr(), before);
    EXPECT_EQ(dump_state(game, 0), state);
}

TEST_P(HotReloaderTest, DeletedDefinitionsRemoveTheirEntities) {
    HotReloader reloader(dir.path(), options());
    write_without_trolls();
    const auto event = wait_for_event(reloader);
    ASSERT_TRUE(event.has_value());
    ASSERT_TRUE(event->applied) << to_string(event->problems);
    EXPECT_THAT(event->files, ElementsAre("actors.yaml", "spawns.yaml"));
    EXPECT_EQ(event->report.entities_removed, 2);
    EXPECT_EQ(test::count_of(game.world(), "troll"), 0);
    EXPECT_EQ(test::count_of(game.world(), "orc"), 1);
    EXPECT_THAT(test::messages(game.world()),
                ::testing::Contains(::testing::HasSubstr(
                    "(actor 'troll') left the floor: the content has no actor 'troll'.")));
    EXPECT_EQ(
        test::last_message(game.world()),
        "Reloaded actors.yaml, spawns.yaml: 2 definitions changed, 0 entities updated, 2 removed.");
}

// A reload that would take entities off the floor waits one more quiet window: a writer
// that deletes the troll and then thinks better of it never costs the floor its trolls.
TEST_P(HotReloaderTest, AReloadThatWouldRemoveEntitiesWaitsForTheWriterToFinish) {
    HotReloader reloader(dir.path(), options());
    const std::string actors = original("actors.yaml");
    const std::string spawns = original("spawns.yaml");
    write_without_trolls();

    // One debounce window and a half: the troll-less files are read and held back.
    EXPECT_EQ(step(reloader, 30ms), std::nullopt);
    EXPECT_FALSE(reloader.watcher().pending()) << "the write was not looked at";
    EXPECT_EQ(test::count_of(game.world(), "troll"), 2);

    dir.write("actors.yaml", actors);
    dir.write("spawns.yaml", spawns);
    const auto event = step(reloader, 2000ms);
    ASSERT_TRUE(event.has_value());
    EXPECT_TRUE(event->unchanged);
    EXPECT_EQ(test::count_of(game.world(), "troll"), 2);
    EXPECT_EQ(game.content().actor("troll")->name, "Troll");
}

// A held change is confirmed at its deadline itself, not one look later: an update at the
// very instant the quiet window ends, the watcher looking then too (inotify reads its
// events at every update), loads it to be applied. The trolls go at that instant.
class HotReloaderInotify : public HotReloaderTest {};

TEST_F(HotReloaderInotify, AHeldChangeIsConfirmedAtItsDeadlineExactly) {
    HotReloader reloader(dir.path(), {WatchMode::inotify, 20ms, 40ms});
    write_without_trolls();
    EXPECT_EQ(step(reloader, 30ms), std::nullopt);
    ASSERT_EQ(test::count_of(game.world(), "troll"), 2) << "held back";
    const std::optional<Clock::time_point> deadline = reloader.next_deadline();
    ASSERT_TRUE(deadline.has_value());
    EXPECT_EQ(reloader.update(game, *deadline), std::nullopt) << "the confirming load starts";
    reloader.wait_until_loaded();
    const auto event = reloader.update(game, *deadline);
    ASSERT_TRUE(event.has_value()) << "confirmed at the deadline";
    EXPECT_TRUE(event->applied) << to_string(event->problems);
    EXPECT_EQ(test::count_of(game.world(), "troll"), 0);
}

// The same for a floor tile: asked before applying, a change that drops a tile the floor
// is made of is not proposed while the writer may still be at work.
TEST_P(HotReloaderTest, AChangeThatDropsAFloorTileIsHeldBeforeItIsProposed) {
    auto with_moss = std::make_shared<Content>(game.content());
    with_moss->tiles["moss"] = with_moss->tiles.at("floor");
    game.apply_content(with_moss, {}, "Moss");
    test::world_behind_the_log(game).map.set_tile({2, 2}, "moss");
    HotReloader reloader(dir.path(), options());
    reloader.set_ask_before_applying(true);
    dir.replace("actors.yaml", "    hp: 10\n", "    hp: 50\n");  // the files know no moss

    EXPECT_EQ(step(reloader, 30ms), std::nullopt);
    EXPECT_FALSE(reloader.watcher().pending()) << "the write was not looked at";
    const auto event = step(reloader, 2000ms);
    ASSERT_TRUE(event.has_value());
    ASSERT_TRUE(event->proposed);
    EXPECT_NE(game.content().tile("moss"), nullptr) << "proposed, not applied";
}

TEST_P(HotReloaderTest, EditorSaveIsAppliedAndAnUnchangedSaveIsQuiet) {
    std::string error;
    auto content = std::make_shared<Content>(game.content());
    ASSERT_TRUE(save_content(*content, dir.path(), error)) << error;  // canonical before watching
    HotReloader reloader(dir.path(), options());

    content->items.at("sword").equippable->defense = 2;
    ASSERT_TRUE(save_content(*content, dir.path(), error)) << error;  // temp file, rename, .bak
    auto event = wait_for_event(reloader);
    ASSERT_TRUE(event.has_value());
    ASSERT_TRUE(event->applied) << to_string(event->problems);
    EXPECT_THAT(event->files, ElementsAre("items.yaml"));
    EXPECT_EQ(game.content().item("sword")->equippable->defense, 2);

    // Saving the same content writes nothing, so nothing happens.
    ASSERT_TRUE(save_content(*content, dir.path(), error)) << error;
    EXPECT_EQ(step(reloader, 500ms), std::nullopt);

    // Rewriting a file with the same definitions is noticed but changes nothing.
    const std::size_t messages_before = game.world().log.messages().size();
    const ContentPtr live = game.content_ptr();
    dir.write("items.yaml", dir.read("items.yaml"));
    event = wait_for_event(reloader);
    ASSERT_TRUE(event.has_value());
    EXPECT_TRUE(event->unchanged);
    EXPECT_FALSE(event->applied);
    EXPECT_THAT(event->problems, ::testing::IsEmpty());
    EXPECT_EQ(game.content_ptr(), live);
    EXPECT_EQ(game.world().log.messages().size(), messages_before);
}

// The loading runs behind one function on a thread of its own: a test loader that waits
// for the test's word shows that no update() waits for it, however long it takes.
class GatedLoader {
  public:
    HotReloader::Loader loader() {
        return [this](const std::string& directory) {
            std::unique_lock lock(mutex_);
            ++calls_;
            opened_.wait(lock, [this] { return open_; });
            open_ = false;
            return load_content(directory);
        };
    }
    void let_one_through() {
        {
            std::lock_guard lock(mutex_);
            open_ = true;
        }
        opened_.notify_all();
    }
    int calls() {
        std::lock_guard lock(mutex_);
        return calls_;
    }

  private:
    std::mutex mutex_;
    std::condition_variable opened_;
    bool open_ = false;
    int calls_ = 0;
};

TEST_P(HotReloaderTest, LoadingNeverHoldsUpAnUpdate) {
    GatedLoader gate;
    HotReloader reloader(dir.path(), options(), gate.loader());
    const ContentPtr before = game.content_ptr();
    dir.replace("actors.yaml", "    hp: 10\n", "    hp: 50\n");
    const auto give_up = Clock::now() + 10s;
    while (gate.calls() == 0 && Clock::now() < give_up) {
        EXPECT_EQ(reloader.update(game, Clock::now()), std::nullopt);
        std::this_thread::sleep_for(2ms);
    }
    ASSERT_EQ(gate.calls(), 1) << "the change was never loaded";
    // The loader is stuck; frames go on, each update returning at once.
    for (int frame = 0; frame < 20; ++frame) {
        EXPECT_EQ(reloader.update(game, Clock::now()), std::nullopt);
        EXPECT_TRUE(reloader.loading());
        ASSERT_TRUE(reloader.next_deadline());
        EXPECT_GT(*reloader.next_deadline(), Clock::now()) << "an idle loop would spin";
    }
    EXPECT_EQ(game.content_ptr(), before);
    gate.let_one_through();
    const auto event = wait_for_event(reloader);
    ASSERT_TRUE(event && event->applied);
    EXPECT_EQ(game.content().actor("orc")->fighter.hp, 50);
    EXPECT_FALSE(reloader.loading());
}

TEST_P(HotReloaderTest, AChangeWhileLoadingIsLoadedAgainAndTheOldResultDropped) {
    GatedLoader gate;
    HotReloader reloader(dir.path(), options(), gate.loader());
    dir.replace("actors.yaml", "    hp: 10\n", "    hp: 50\n");
    const auto give_up = Clock::now() + 10s;
    while (gate.calls() == 0 && Clock::now() < give_up) {
        reloader.update(game, Clock::now());
        std::this_thread::sleep_for(2ms);
    }
    dir.replace("actors.yaml", "    hp: 50\n", "    hp: 60\n");
    // Let the watcher see the second write while the first load still waits.
    for (int i = 0; i < 100; ++i) {
        EXPECT_EQ(reloader.update(game, Clock::now()), std::nullopt);
        std::this_thread::sleep_for(2ms);
    }
    gate.let_one_through();
    while (gate.calls() < 2 && Clock::now() < give_up) {
        EXPECT_EQ(reloader.update(game, Clock::now()), std::nullopt) << "the old result applied";
        std::this_thread::sleep_for(2ms);
    }
    gate.let_one_through();
    const auto event = wait_for_event(reloader);
    ASSERT_TRUE(event && event->applied);
    EXPECT_EQ(game.content().actor("orc")->fighter.hp, 60);
    EXPECT_EQ(gate.calls(), 2);
}

TEST_P(HotReloaderTest, OnlyARecentWriteOfARegularFileTimesTheReload) {
    // actors.yaml on /dev/zero printed "reload latency: 413589829.3 ms" (its time is the
    // device's); so would an old file moved into place.
    HotReloader reloader(dir.path(), options());
    const std::string actors = dir.path() + "/actors.yaml";
    std::string text = original("actors.yaml");
    text.replace(text.find("    power: 3\n"), 13, "    power: 6\n");
    const std::string old = dir.path() + "/../old_actors.yaml";
    {
        FILE* f = std::fopen(old.c_str(), "wb");
        ASSERT_NE(f, nullptr);
        std::fwrite(text.data(), 1, text.size(), f);
        std::fclose(f);
    }
    std::filesystem::last_write_time(
        old, std::filesystem::file_time_type::clock::now() - std::chrono::hours(3));
    ASSERT_EQ(std::rename(old.c_str(), actors.c_str()), 0);
    auto event = wait_for_event(reloader);
    ASSERT_TRUE(event && event->applied) << (event ? to_string(event->problems) : "no event");
    EXPECT_FALSE(event->written) << "a three-hour-old write is not this change";

    ASSERT_EQ(std::remove(actors.c_str()), 0);
    ASSERT_EQ(::mkfifo(actors.c_str(), 0600), 0);
    event = wait_for_event(reloader);
    ASSERT_TRUE(event);
    EXPECT_THAT(event->problems, Contains(ProblemAt("actors.yaml", 0, 0, "FIFO")));
    EXPECT_FALSE(event->written);
}

INSTANTIATE_TEST_SUITE_P(Modes, HotReloaderTest,
                         ::testing::Values(WatchMode::inotify, WatchMode::polling),
                         reloader_mode_name);

}  // namespace
}  // namespace cf
