// The player's settings file: the UI size is read, and a wrong one keeps the default.

#include "app/user_config.hpp"

#include <gtest/gtest.h>

#include <unistd.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

namespace cf {
namespace {

// Points XDG_CONFIG_HOME at a fresh directory for one test and puts it back after.
class ConfigHome : public ::testing::Test {
  protected:
    void SetUp() override {
        if (const char* old = std::getenv("XDG_CONFIG_HOME")) old_ = old;
        dir_ = std::filesystem::temp_directory_path() / ("cf-config-" + std::to_string(::getpid()));
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_ / "cryptforge");
        ::setenv("XDG_CONFIG_HOME", dir_.c_str(), 1);
    }
    void TearDown() override {
        if (old_) {
            ::setenv("XDG_CONFIG_HOME", old_->c_str(), 1);
        } else {
            ::unsetenv("XDG_CONFIG_HOME");
        }
        std::filesystem::remove_all(dir_);
    }
    void write_settings(const std::string& text) {
        std::ofstream(dir_ / "cryptforge" / "settings.yaml") << text;
    }

  private:
    std::filesystem::path dir_;
    std::optional<std::string> old_;
};

TEST_F(ConfigHome, NoSettingsFileMeansSizeOne) { EXPECT_EQ(load_ui_size(), 1.0f); }

TEST_F(ConfigHome, TheUiSizeIsRead) {
    write_settings("ui_size: 1.5\n");
    EXPECT_EQ(load_ui_size(), 1.5f);
}

TEST_F(ConfigHome, AnUiSizeOutOfRangeKeepsTheDefault) {
    write_settings("ui_size: 9\n");
    EXPECT_EQ(load_ui_size(), 1.0f);
}

TEST_F(ConfigHome, ABrokenFileKeepsTheDefault) {
    write_settings("ui_size: [1.5\n");
    EXPECT_EQ(load_ui_size(), 1.0f);
    write_settings("ui_size: big\n");
    EXPECT_EQ(load_ui_size(), 1.0f);
}

}  // namespace
}  // namespace cf
