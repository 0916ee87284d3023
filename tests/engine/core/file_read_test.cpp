// Reading a file a user named: regular files only, bounded, and never blocking.

#include "engine/core/file_read.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

constexpr std::size_t kLimit = 1024;

TEST(FileRead, ReadsARegularFileWhole) {
    test::TempDir dir;
    const std::string text = std::string("a: 1\n") + '\0' + "b: 2\n";
    const FileRead read = read_regular_file(dir.write("f.yaml", text), kLimit);
    ASSERT_TRUE(read.text.has_value()) << read.error;
    EXPECT_EQ(*read.text, text);
}

TEST(FileRead, EmptyFileIsEmptyText) {
    test::TempDir dir;
    const FileRead read = read_regular_file(dir.write("f.yaml", ""), kLimit);
    ASSERT_TRUE(read.text.has_value()) << read.error;
    EXPECT_EQ(*read.text, "");
}

TEST(FileRead, MissingFileSaysItDoesNotExist) {
    test::TempDir dir;
    const FileRead read = read_regular_file(dir.file("nope.yaml"), kLimit);
    EXPECT_FALSE(read.text.has_value());
    EXPECT_EQ(read.error, "cannot open the file: it does not exist");
}

TEST(FileRead, DirectoryIsRefused) {
    test::TempDir dir;
    const FileRead read = read_regular_file(dir.path().string(), kLimit);
    EXPECT_FALSE(read.text.has_value());
    EXPECT_EQ(read.error, "is a directory, not a file");
}

TEST(FileRead, FifoIsRefusedWithoutWaitingForAWriter) {
    test::TempDir dir;
    const std::string fifo = dir.file("pipe.yaml");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const FileRead read = read_regular_file(fifo, kLimit);
    EXPECT_FALSE(read.text.has_value());
    EXPECT_THAT(read.error, HasSubstr("FIFO"));
}

TEST(FileRead, EndlessDeviceIsRefused) {
    const FileRead read = read_regular_file("/dev/zero", kLimit);
    EXPECT_FALSE(read.text.has_value());
    EXPECT_THAT(read.error, HasSubstr("is a device, not a regular file"));
}

TEST(FileRead, SymlinkToARegularFileIsFollowed) {
    test::TempDir dir;
    const std::string target = dir.write("real.yaml", "x: 1\n");
    std::filesystem::create_symlink(target, dir.file("link.yaml"));
    const FileRead read = read_regular_file(dir.file("link.yaml"), kLimit);
    ASSERT_TRUE(read.text.has_value()) << read.error;
    EXPECT_EQ(*read.text, "x: 1\n");
}

TEST(FileRead, FileAtTheLimitIsReadAndOneByteMoreIsRefused) {
    test::TempDir dir;
    const FileRead at = read_regular_file(dir.write("at.yaml", std::string(kLimit, 'a')), kLimit);
    ASSERT_TRUE(at.text.has_value()) << at.error;
    EXPECT_EQ(at.text->size(), kLimit);
    const FileRead over =
        read_regular_file(dir.write("over.yaml", std::string(kLimit + 1, 'a')), kLimit);
    EXPECT_FALSE(over.text.has_value());
    EXPECT_EQ(over.error, "is larger than 1024 bytes, the most this program reads from one file");
}

}  // namespace
}  // namespace cf
