// os::Folder's subfolders: each way one cannot be had is told apart, and where the system
// gave its words they are passed on.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "engine/core/os.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using Failure = os::Folder::Failure;

TEST(OsFolder, EachWayASubfolderCannotBeHadIsToldApart) {
    test::TempDir dir;
    dir.write("plain.txt", "x");
    std::filesystem::create_directory(dir.file("real"));
    std::filesystem::create_directory_symlink(dir.file("real"), dir.file("link"));
    std::string reason;
    const os::Folder root = os::Folder::open(dir.path(), reason);
    ASSERT_TRUE(root.is_open()) << reason;

    Failure failure = Failure::none;
    EXPECT_TRUE(root.subfolder("real", false, failure, reason).is_open());
    EXPECT_EQ(failure, Failure::none);
    EXPECT_FALSE(root.subfolder("absent", false, failure, reason).is_open());
    EXPECT_EQ(failure, Failure::missing);
    EXPECT_FALSE(root.subfolder("link", false, failure, reason).is_open());
    EXPECT_EQ(failure, Failure::link) << "a link is never followed";
    EXPECT_FALSE(root.subfolder("plain.txt", false, failure, reason).is_open());
    EXPECT_EQ(failure, Failure::not_a_folder);
    EXPECT_TRUE(root.subfolder("made", true, failure, reason).is_open());
    EXPECT_TRUE(std::filesystem::is_directory(dir.file("made")));
}

TEST(OsFolder, ASubfolderTheSystemCannotOpenSaysWhyInItsWords) {
    test::TempDir dir;
    std::string reason;
    const os::Folder root = os::Folder::open(dir.path(), reason);
    ASSERT_TRUE(root.is_open()) << reason;
    Failure failure = Failure::none;
    reason.clear();
    // A name past the file system's 255 bytes: the system refuses to look it up.
    EXPECT_FALSE(root.subfolder(std::string(300, 'a'), false, failure, reason).is_open());
    EXPECT_EQ(failure, Failure::cannot_open);
    EXPECT_THAT(reason, ::testing::HasSubstr("too long"));
}

}  // namespace
}  // namespace cf
