// The player's settings files: what settings.yaml sets, each mistake said once at its
// place, and files that are not files (a FIFO, a device) refused without waiting or
// reading without end.

#include "app/user_config.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "app/platform/keys.hpp"
#include "tests/support/problem_texts.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

using test::problem_texts;

PlayerSettings parse(const std::string& text, std::vector<Problem>& problems) {
    return parse_settings(text, "settings.yaml", problems);
}

TEST(Settings, AnEmptyOrMissingFileMeansTheDefaults) {
    std::vector<Problem> problems;
    EXPECT_EQ(parse("", problems), PlayerSettings{});
    EXPECT_EQ(parse("# my settings\n", problems), PlayerSettings{});
    EXPECT_THAT(problem_texts(problems), IsEmpty());
    EXPECT_TRUE(PlayerSettings{}.explore_pickup.consumables) << "potions and scrolls by default";
    EXPECT_FALSE(PlayerSettings{}.explore_pickup.equipment);
    EXPECT_EQ(PlayerSettings{}.travel_speed.steps_per_second, WalkPace::kDefault);
}

TEST(Settings, ApiOpensTheApiWithEveryWindow) {
    std::vector<Problem> problems;
    EXPECT_TRUE(parse("api: true\n", problems).api);
    EXPECT_FALSE(parse("api: false\n", problems).api);
    EXPECT_THAT(problem_texts(problems), IsEmpty());
    EXPECT_FALSE(parse("api: yes please\n", problems).api);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("api must be true or false"), std::string::npos);
}

TEST(Settings, EveryKeyIsRead) {
    std::vector<Problem> problems;
    const PlayerSettings s = parse(
        "ui_size: 1.5\ntravel_speed: 40\nexplore_pickup: [consumables, equipment]\n", problems);
    EXPECT_THAT(problem_texts(problems), IsEmpty());
    EXPECT_EQ(s.ui_size, 1.5f);
    EXPECT_EQ(s.travel_speed.steps_per_second, 40);
    EXPECT_EQ(s.explore_pickup, (AutoPickup{true, true}));
    EXPECT_EQ(parse("travel_speed: instant\n", problems).travel_speed.steps_per_second,
              WalkPace::kInstant);
    EXPECT_EQ(parse("explore_pickup: none\n", problems).explore_pickup, AutoPickup{});
    EXPECT_EQ(parse("explore_pickup: []\n", problems).explore_pickup, AutoPickup{});
    EXPECT_EQ(parse("explore_pickup: equipment\n", problems).explore_pickup,
              (AutoPickup{false, true}));
    EXPECT_THAT(problem_texts(problems), IsEmpty());
}

TEST(Settings, AValueOutOfRangeKeepsTheDefault) {
    std::vector<Problem> problems;
    EXPECT_EQ(parse("ui_size: 9\ntravel_speed: 0\n", problems), PlayerSettings{});
    EXPECT_THAT(problem_texts(problems),
                ElementsAre("settings.yaml:1:10: ui_size is 9, but must be from 0.5 to 4",
                            HasSubstr("settings.yaml:2:15: travel_speed must be a whole number")));
}

TEST(Settings, NumbersAreDecimalAsYaml12Writes) {
    for (const char* text :
         {"ui_size: '1.5'\n", "ui_size: !!str 1.5\n", "ui_size: 0x2\n", "ui_size: .inf\n",
          "ui_size: big\n", "travel_speed: 017\n", "travel_speed: 0x1F\n", "travel_speed: '10'\n",
          "travel_speed: 2.5\n", "travel_speed: 1e3\n"}) {
        std::vector<Problem> problems;
        EXPECT_EQ(parse(text, problems), PlayerSettings{}) << text;
        EXPECT_EQ(problems.size(), 1u) << text;
    }
    std::vector<Problem> problems;
    EXPECT_EQ(parse("ui_size: 2\n", problems).ui_size, 2.0f);
    EXPECT_EQ(parse("ui_size: 1.25e0\n", problems).ui_size, 1.25f);
    // A sign is YAML 1.2 core, + as well as -.
    EXPECT_EQ(parse("ui_size: +1.5\n", problems).ui_size, 1.5f);
    EXPECT_EQ(parse("travel_speed: +12\n", problems).travel_speed.steps_per_second, 12);
    EXPECT_THAT(problem_texts(problems), IsEmpty());
}

TEST(Settings, UnknownAndDuplicateKeysAndSecondDocumentsAreNamed) {
    std::vector<Problem> problems;
    const PlayerSettings s =
        parse("ui-size: 2\nui_size: 1.5\nui_size: 3\n---\nui_size: 2\n", problems);
    EXPECT_THAT(problem_texts(problems),
                ElementsAre("settings.yaml:1:1: unknown key 'ui-size' in settings.yaml (did you "
                            "mean 'ui_size'?)",
                            "settings.yaml:3:1: duplicate key 'ui_size' in settings.yaml",
                            HasSubstr("settings.yaml:5:1: a second YAML document")));
    EXPECT_EQ(s.ui_size, 1.5f) << "the first document, the first of the duplicates";
}

TEST(Settings, LayersAreContentFoldersInOrder) {
    std::vector<Problem> problems;
    EXPECT_THAT(parse("layers: [mods/hard, /srv/mods/more]\n", problems).layers,
                ElementsAre("mods/hard", "/srv/mods/more"));
    EXPECT_THAT(problem_texts(problems), IsEmpty());
    const PlayerSettings wrong = parse("layers: mods/hard\n", problems);
    EXPECT_THAT(wrong.layers, IsEmpty());
    EXPECT_THAT(problem_texts(problems),
                ElementsAre("settings.yaml:1:9: layers must be a list of content folders, e.g. "
                            "[mods/hard]"));
    problems.clear();
    EXPECT_THAT(parse("layers: [mods/hard, {a: 1}]\n", problems).layers, IsEmpty())
        << "a list with a mistake is not used in part";
    EXPECT_THAT(problem_texts(problems),
                ElementsAre(HasSubstr("settings.yaml:1:21: each of layers")));
}

TEST(Settings, ASyntaxErrorKeepsTheDefaults) {
    std::vector<Problem> problems;
    EXPECT_EQ(parse("ui_size: [1.5\n", problems), PlayerSettings{});
    EXPECT_THAT(problem_texts(problems), ElementsAre(HasSubstr("settings.yaml:1:10: YAML syntax")));
}

TEST(Settings, AnAliasInsideItselfKeepsTheDefaults) {
    // yaml-cpp builds it as a loop: reading it recursed until the stack ran out.
    std::vector<Problem> problems;
    EXPECT_EQ(parse("layers: &l [*l]\n", problems), PlayerSettings{});
    EXPECT_THAT(problem_texts(problems), ElementsAre(HasSubstr("settings.yaml:1:13: this alias")));
}

// A config directory of its own for one test.
class ConfigDir : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = std::filesystem::temp_directory_path() /
               ("cf-config-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    void write(const std::string& name, const std::string& text) {
        std::ofstream(dir_ / name) << text;
    }
    std::filesystem::path dir_;
};

TEST_F(ConfigDir, NoFilesNoProblems) {
    const UserConfig config = load_user_config(dir_);
    EXPECT_THAT(problem_texts(config.problems), IsEmpty());
    EXPECT_EQ(config.settings, PlayerSettings{});
}

TEST_F(ConfigDir, BothFilesApplyAndTheirProblemsNameThem) {
    write("keys.yaml", "explore: [Tab]\nfly: [f]\n");
    write("settings.yaml", "ui_size: 1.5\ncolour: red\n");
    const UserConfig config = load_user_config(dir_);
    EXPECT_EQ(config.settings.ui_size, 1.5f);
    KeyEvent tab;
    tab.key = keys::kTab;
    EXPECT_EQ(config.keymap.match(tab, kScopePlay), Action::explore);
    ASSERT_EQ(config.problems.size(), 2u);
    EXPECT_EQ(config.problems[0].file, (dir_ / "keys.yaml").string());
    EXPECT_EQ(config.problems[0].line, 2);
    EXPECT_EQ(config.problems[1].file, (dir_ / "settings.yaml").string());
    EXPECT_EQ(config.problems[1].line, 2);
}

TEST_F(ConfigDir, AFifoIsRefusedAtOnce) {
    ASSERT_EQ(::mkfifo((dir_ / "keys.yaml").c_str(), 0600), 0);
    ASSERT_EQ(::mkfifo((dir_ / "settings.yaml").c_str(), 0600), 0);
    const UserConfig config = load_user_config(dir_);  // must not wait for a writer
    EXPECT_THAT(problem_texts(config.problems), ElementsAre(HasSubstr("keys.yaml: is a FIFO"),
                                                            HasSubstr("settings.yaml: is a FIFO")));
    EXPECT_EQ(config.settings, PlayerSettings{});
}

TEST_F(ConfigDir, AnEndlessDeviceIsNotRead) {
    // A link to the zero device: reading it would never end. Only read, never written.
    std::filesystem::create_symlink("/dev/zero", dir_ / "settings.yaml");
    const UserConfig config = load_user_config(dir_);
    EXPECT_THAT(problem_texts(config.problems),
                ElementsAre(HasSubstr("settings.yaml: is a device")));
}

TEST_F(ConfigDir, AHugeFileIsRefused) {
    write("settings.yaml", "# " + std::string(kMaxConfigFileBytes, 'x') + "\nui_size: 2\n");
    const UserConfig config = load_user_config(dir_);
    EXPECT_THAT(problem_texts(config.problems), ElementsAre(HasSubstr("is larger than")));
    EXPECT_EQ(config.settings.ui_size, 1.0f);
}

}  // namespace
}  // namespace cf
