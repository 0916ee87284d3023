// Saving never overwrites another program's edit without a decision, and every
// decision keeps what it replaces among the file's versions.

#include "engine/content/content_save.hpp"

#include <gtest/gtest.h>

#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "engine/content/file_versions.hpp"
#include "engine/core/file_write.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

namespace fs = std::filesystem;

class ContentSaveTest : public ::testing::Test {
  protected:
    void SetUp() override {
        base = dir.load_ok();
        ASSERT_TRUE(base);
        auto edited = std::make_shared<Content>(*base);
        edited->actors.at("orc").fighter.power = 7;
        mine = edited;
    }

    // Another program's edit of actors.yaml, made after the editor loaded it.
    std::string edit_outside() {
        const std::string theirs = dir.read("actors.yaml") + "# tuned by hand\n";
        dir.write("actors.yaml", theirs);
        return theirs;
    }

    // Saves mine over the edit outside, answering the one conflict with `choice`.
    SaveOutcome save_choosing(ConflictChoice choice) {
        SavePlan plan = plan_save(*base, *mine, dir.path());
        plan.files[0].choice = choice;
        return carry_out(plan);
    }

    test::ContentDir dir;
    ContentPtr base;
    ContentPtr mine;
};

TEST_F(ContentSaveTest, OnlyTheEditedFileIsPlannedAndItHasNoConflict) {
    dir.write("items.yaml", dir.read("items.yaml") + "# outside, in a file I did not edit\n");
    const SavePlan plan = plan_save(*base, *mine, dir.path());
    ASSERT_EQ(plan.files.size(), 1u);
    EXPECT_EQ(plan.files[0].file, "actors.yaml");
    EXPECT_FALSE(plan.has_conflict());

    const std::string before = dir.read("actors.yaml");
    const SaveOutcome outcome = carry_out(plan);
    ASSERT_TRUE(outcome.ok) << outcome.error;
    EXPECT_NE(dir.read("actors.yaml").find("power: 7"), std::string::npos);
    EXPECT_NE(dir.read("items.yaml").find("# outside"), std::string::npos)
        << "a file I did not edit was rewritten";
    const auto versions = list_versions(dir.path(), "actors.yaml");
    ASSERT_EQ(versions.size(), 1u);
    std::string kept = test::file_text(versions[0].path);
    EXPECT_EQ(kept, before);
}

TEST_F(ContentSaveTest, EarlierVersionsGoToVersionsOnlyNeverBesideTheContent) {
    for (int save = 0; save < 3; ++save) {
        auto next = std::make_shared<Content>(*dir.load_ok());
        next->actors.at("orc").fighter.power = 10 + save;
        const SaveOutcome outcome = carry_out(plan_save(*dir.load_ok(), *next, dir.path()));
        ASSERT_TRUE(outcome.ok) << outcome.error;
    }
    for (const auto& entry : std::filesystem::directory_iterator(dir.path())) {
        const std::string name = entry.path().filename().string();
        EXPECT_TRUE(name == ".versions" || name.ends_with(".yaml") || name.ends_with(".png"))
            << "a stray " << name << " beside the content";
    }
    EXPECT_EQ(list_versions(dir.path(), "actors.yaml").size(), 3u);
}

TEST_F(ContentSaveTest, AnOutsideEditIsAConflictAndNothingIsWrittenUntilDecided) {
    const std::string theirs = edit_outside();
    const SavePlan plan = plan_save(*base, *mine, dir.path());
    ASSERT_TRUE(plan.has_conflict());
    EXPECT_TRUE(plan.undecided());
    const SaveOutcome outcome = carry_out(plan);
    EXPECT_FALSE(outcome.ok);
    EXPECT_NE(outcome.error.find("changed on disk"), std::string::npos);
    EXPECT_EQ(dir.read("actors.yaml"), theirs);
    EXPECT_TRUE(list_versions(dir.path(), "actors.yaml").empty());
}

TEST_F(ContentSaveTest, KeepBothWritesMineAndKeepsTheirsWhole) {
    const std::string theirs = edit_outside();
    const SaveOutcome outcome = save_choosing(ConflictChoice::keep_both);
    ASSERT_TRUE(outcome.ok) << outcome.error;
    EXPECT_NE(dir.read("actors.yaml").find("power: 7"), std::string::npos);
    ASSERT_EQ(outcome.kept.size(), 1u);
    std::string kept = test::file_text(outcome.kept[0]);
    EXPECT_EQ(kept, theirs);
    const auto versions = list_versions(dir.path(), "actors.yaml");
    ASSERT_EQ(versions.size(), 1u);
    EXPECT_TRUE(versions[0].theirs);
}

TEST_F(ContentSaveTest, TakeTheirsLeavesTheDiskAsTheyWroteIt) {
    const std::string theirs = edit_outside();
    const SaveOutcome outcome = save_choosing(ConflictChoice::take_theirs);
    ASSERT_TRUE(outcome.ok) << outcome.error;
    EXPECT_EQ(outcome.theirs, std::vector<std::string>{"actors.yaml"});
    EXPECT_EQ(dir.read("actors.yaml"), theirs);
}

TEST_F(ContentSaveTest, KeepMineOverwritesButTheirsStaysRestorable) {
    const std::string theirs = edit_outside();
    ASSERT_TRUE(save_choosing(ConflictChoice::keep_mine).ok);
    const auto versions = list_versions(dir.path(), "actors.yaml");
    ASSERT_EQ(versions.size(), 1u);
    EXPECT_FALSE(versions[0].theirs);
    std::string error;
    ASSERT_TRUE(restore_version(dir.path(), versions[0], error)) << error;
    EXPECT_EQ(dir.read("actors.yaml"), theirs);
    EXPECT_EQ(list_versions(dir.path(), "actors.yaml").size(), 2u)
        << "restoring kept what it replaced";
}

std::size_t count_theirs(const std::vector<FileVersion>& versions) {
    return static_cast<std::size_t>(std::count_if(versions.begin(), versions.end(),
                                                  [](const FileVersion& v) { return v.theirs; }));
}

TEST(FileVersions, KeepsTheNewestTenOfEachKind) {
    // "Theirs" copies of "keep both" used to be kept for ever: 500 after 500 saves.
    test::TempDir dir;
    std::string error;
    for (std::size_t i = 0; i < kKeptVersions + 5; ++i) {
        ASSERT_TRUE(keep_version(dir.path().string(), "actors.yaml", "theirs " + std::to_string(i),
                                 true, error))
            << error;
        ASSERT_TRUE(
            keep_version(dir.path().string(), "actors.yaml", std::to_string(i), false, error));
    }
    const auto versions = list_versions(dir.path().string(), "actors.yaml");
    ASSERT_EQ(versions.size(), 2 * kKeptVersions);
    EXPECT_EQ(count_theirs(versions), kKeptVersions);
    EXPECT_EQ(test::file_text(versions[0].path), std::to_string(kKeptVersions + 4));
    for (const FileVersion& v : versions) {
        const std::string text = test::file_text(v.path);
        EXPECT_GE(std::stoul(text.substr(v.theirs ? 7 : 0)), 5u) << "an old one survived: " << text;
    }
    EXPECT_THAT(versions_rule_text(), HasSubstr("\"keep both\""));
}

TEST(FileVersions, TheTenthVersionOfAMillisecondIsNewerThanTheNinth) {
    // A fast run of saves makes "...-001.10" in the millisecond of "...-001.9"; compared
    // as text, pruning took the newer for the older.
    test::TempDir dir;
    const fs::path folder = dir.path() / ".versions" / "actors.yaml";
    fs::create_directories(folder);
    for (const char* stem : {"20261205-000000-001", "20261205-000000-001.9",
                             "20261205-000000-001.10", "20261205-000000-002"})
        std::ofstream(folder / (std::string(stem) + ".yaml")) << stem;
    std::vector<std::string> order;
    for (const FileVersion& v : list_versions(dir.path().string(), "actors.yaml"))
        order.push_back(v.stamp);
    EXPECT_THAT(order, ::testing::ElementsAre("20261205-000000-002", "20261205-000000-001.10",
                                              "20261205-000000-001.9", "20261205-000000-001"));
}

// A content folder set up with links, as in the hostile pass that found them.
class FileVersionsWithLinks : public ::testing::Test {
  protected:
    std::vector<std::string> names(const std::string& folder) const {
        return test::names_in(folder);
    }
    test::TempDir content;
    test::TempDir outside;
};

TEST_F(FileVersionsWithLinks, AVersionsFolderThatIsALinkIsRefusedAndNothingIsWrittenThere) {
    fs::create_symlink(outside.path(), content.file(".versions"));
    std::string error;
    EXPECT_FALSE(keep_version(content.path().string(), "actors.yaml", "x", false, error));
    EXPECT_THAT(error, HasSubstr(".versions is a symbolic link"));
    EXPECT_THAT(names(outside.path()), IsEmpty());
    EXPECT_THAT(list_versions(content.path().string(), "actors.yaml"), IsEmpty());
}

TEST_F(FileVersionsWithLinks, AFileFolderThatIsALinkDeletesNothingWhereItLeads) {
    // One save used to delete five unrelated .yaml files of the folder linked here.
    for (int i = 0; i < 15; ++i) outside.write("notes" + std::to_string(i) + ".yaml", "mine");
    fs::create_directory(content.file(".versions"));
    fs::create_symlink(outside.path(), content.file(".versions/spawns.yaml"));
    std::string error;
    for (int i = 0; i < 3; ++i) {
        EXPECT_FALSE(keep_version(content.path().string(), "spawns.yaml", "x", false, error));
        EXPECT_THAT(error, HasSubstr("spawns.yaml is a symbolic link"));
    }
    EXPECT_EQ(names(outside.path()).size(), 15u);
    EXPECT_THAT(list_versions(content.path().string(), "spawns.yaml"), IsEmpty());
}

TEST_F(FileVersionsWithLinks, AVersionThatIsALinkIsNeitherListedNorRemoved) {
    const std::string victim = outside.write("victim.yaml", "precious");
    fs::create_directories(content.file(".versions/actors.yaml"));
    fs::create_symlink(victim, content.file(".versions/actors.yaml/00000000-000000-000.yaml"));
    std::string error;
    for (std::size_t i = 0; i < kKeptVersions + 2; ++i)
        ASSERT_TRUE(keep_version(content.path().string(), "actors.yaml", "v", false, error))
            << error;
    EXPECT_EQ(list_versions(content.path().string(), "actors.yaml").size(), kKeptVersions);
    EXPECT_TRUE(fs::is_symlink(content.file(".versions/actors.yaml/00000000-000000-000.yaml")));
    EXPECT_EQ(test::file_text(victim), "precious");
}

TEST_F(FileVersionsWithLinks, ASaveWhoseVersionCannotBeKeptWritesNothing) {
    test::ContentDir dir;
    const ContentPtr base = dir.load_ok();
    auto edited = std::make_shared<Content>(*base);
    edited->actors.at("orc").fighter.power = 7;
    fs::create_symlink(outside.path(), fs::path(dir.path()) / ".versions");
    const std::string before = dir.read("actors.yaml");
    const SaveOutcome outcome = carry_out(plan_save(*base, *edited, dir.path()));
    EXPECT_FALSE(outcome.ok);
    EXPECT_THAT(outcome.error, HasSubstr("symbolic link"));
    EXPECT_EQ(dir.read("actors.yaml"), before);
    EXPECT_THAT(names(outside.path()), IsEmpty());
}

TEST(ContentSaveRefusals, AFileOnDiskThatCannotBeReadIsNotReplaced) {
    test::ContentDir dir;
    const ContentPtr base = dir.load_ok();
    auto edited = std::make_shared<Content>(*base);
    edited->actors.at("orc").fighter.power = 7;
    const std::string actors = (fs::path(dir.path()) / "actors.yaml").string();
    fs::remove(actors);
    ASSERT_EQ(::mkfifo(actors.c_str(), 0600), 0);
    const SaveOutcome outcome = carry_out(plan_save(*base, *edited, dir.path()));
    EXPECT_FALSE(outcome.ok);
    EXPECT_THAT(outcome.error, HasSubstr("actors.yaml on disk is a FIFO"));
    EXPECT_TRUE(fs::is_fifo(actors));
}

}  // namespace
}  // namespace cf
