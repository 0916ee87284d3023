// Saving never overwrites another program's edit without a decision, and every
// decision keeps what it replaces among the file's versions.

#include "engine/content/content_save.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "engine/content/file_versions.hpp"
#include "engine/core/atomic_file.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

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
    std::string kept;
    ASSERT_TRUE(read_file(versions[0].path, kept));
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
    SavePlan plan = plan_save(*base, *mine, dir.path());
    plan.files[0].choice = ConflictChoice::keep_both;
    const SaveOutcome outcome = carry_out(plan);
    ASSERT_TRUE(outcome.ok) << outcome.error;
    EXPECT_NE(dir.read("actors.yaml").find("power: 7"), std::string::npos);
    ASSERT_EQ(outcome.kept.size(), 1u);
    std::string kept;
    ASSERT_TRUE(read_file(outcome.kept[0], kept));
    EXPECT_EQ(kept, theirs);
    const auto versions = list_versions(dir.path(), "actors.yaml");
    ASSERT_EQ(versions.size(), 1u);
    EXPECT_TRUE(versions[0].theirs);
}

TEST_F(ContentSaveTest, TakeTheirsLeavesTheDiskAsTheyWroteIt) {
    const std::string theirs = edit_outside();
    SavePlan plan = plan_save(*base, *mine, dir.path());
    plan.files[0].choice = ConflictChoice::take_theirs;
    const SaveOutcome outcome = carry_out(plan);
    ASSERT_TRUE(outcome.ok) << outcome.error;
    EXPECT_EQ(outcome.theirs, std::vector<std::string>{"actors.yaml"});
    EXPECT_EQ(dir.read("actors.yaml"), theirs);
}

TEST_F(ContentSaveTest, KeepMineOverwritesButTheirsStaysRestorable) {
    const std::string theirs = edit_outside();
    SavePlan plan = plan_save(*base, *mine, dir.path());
    plan.files[0].choice = ConflictChoice::keep_mine;
    ASSERT_TRUE(carry_out(plan).ok);
    const auto versions = list_versions(dir.path(), "actors.yaml");
    ASSERT_EQ(versions.size(), 1u);
    EXPECT_FALSE(versions[0].theirs);
    std::string error;
    ASSERT_TRUE(restore_version(dir.path(), versions[0], error)) << error;
    EXPECT_EQ(dir.read("actors.yaml"), theirs);
    EXPECT_EQ(list_versions(dir.path(), "actors.yaml").size(), 2u)
        << "restoring kept what it replaced";
}

TEST(FileVersions, KeepsTheNewestAndEveryTheirs) {
    test::TempDir dir;
    std::string error;
    ASSERT_TRUE(keep_version(dir.path().string(), "actors.yaml", "theirs\n", true, error)) << error;
    for (std::size_t i = 0; i < kKeptVersions + 3; ++i) {
        ASSERT_TRUE(
            keep_version(dir.path().string(), "actors.yaml", std::to_string(i), false, error));
    }
    const auto versions = list_versions(dir.path().string(), "actors.yaml");
    ASSERT_EQ(versions.size(), kKeptVersions + 1);
    std::string newest;
    ASSERT_TRUE(read_file(versions[0].path, newest));
    EXPECT_EQ(newest, std::to_string(kKeptVersions + 2));
    EXPECT_EQ(std::count_if(versions.begin(), versions.end(),
                            [](const FileVersion& v) { return v.theirs; }),
              1);
}

}  // namespace
}  // namespace cf
