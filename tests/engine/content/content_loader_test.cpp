// The default content and whole-directory loading: the tutorial's numbers, every
// problem of every file reported in one go, and in-memory validation for the editor.

#include "engine/content/content_loader.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <future>

#include "engine/content/schema_reader.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using test::ContentDir;
using test::ProblemAt;

// The load gives no content, and problems that `problems` matches.
template <typename ProblemsMatcher>
void expect_no_content(const ContentLoad& load, const ProblemsMatcher& problems) {
    EXPECT_EQ(load.content, nullptr);
    EXPECT_THAT(load.problems, problems);
}

TEST(ContentLoader, DefaultContentLoadsWithoutProblems) {
    const ContentLoad load = load_content(test::fixture_content_dir());
    EXPECT_THAT(load.problems, IsEmpty()) << to_string(load.problems);
    ASSERT_NE(load.content, nullptr);
    EXPECT_EQ(load.content->directory, test::fixture_content_dir());
}

TEST(ContentLoader, ALayersNameDropsItsTrailingSlashesButKeepsTheRoot) {
    // A mechanical mutant (size > 1 -> size > 2) kept the slash of "a/".
    EXPECT_EQ(layer_name("a/"), "a");
    EXPECT_EQ(layer_name("mods/hard//"), "mods/hard");
    EXPECT_EQ(layer_name("/"), "/");
    EXPECT_EQ(layer_name("content"), "content");
}

TEST(ContentLoader, DefaultMonstersHaveTheTutorialNumbers) {
    const ContentPtr c = test::default_content();
    const ActorDef* orc = c->actor("orc");
    ASSERT_NE(orc, nullptr);
    EXPECT_EQ(orc->name, "Orc");
    EXPECT_EQ(orc->glyph, 'o');
    EXPECT_EQ(orc->fighter, (FighterDef{10, 3, 0}));
    EXPECT_EQ(orc->xp, 35);
    EXPECT_EQ(orc->ai.kind, AiKind::hostile);

    const ActorDef* troll = c->actor("troll");
    ASSERT_NE(troll, nullptr);
    EXPECT_EQ(troll->fighter, (FighterDef{16, 4, 1}));
    EXPECT_EQ(troll->xp, 100);
    EXPECT_EQ(troll->ai.kind, AiKind::hostile);
}

TEST(ContentLoader, DefaultPlayerHasTheTutorialNumbers) {
    const ContentPtr c = test::default_content();
    ASSERT_EQ(c->settings.player, "player");
    const ActorDef& player = c->player();
    EXPECT_EQ(player.fighter, (FighterDef{30, 2, 1}));
    EXPECT_EQ(player.inventory, 26);
    EXPECT_EQ(player.levels, (LevelCurve{200, 150}));
    EXPECT_THAT(player.starting_equipment, ElementsAre("dagger", "leather_armor"));
    EXPECT_EQ(player.ai.kind, AiKind::none);
}

TEST(ContentLoader, DefaultItemsAreUsableXorEquippable) {
    const ContentPtr c = test::default_content();
    for (const auto& [id, item] : c->items) {
        EXPECT_NE(item.use.has_value(), item.equippable.has_value()) << id;
    }
    ASSERT_NE(c->item("sword"), nullptr);
    ASSERT_TRUE(c->item("sword")->equippable);
    EXPECT_EQ(c->item("sword")->equippable->slot, "weapon");
    EXPECT_EQ(c->item("sword")->equippable->power, 4);
    ASSERT_TRUE(c->item("health_potion")->use);
    ASSERT_EQ(c->item("health_potion")->use->effects.size(), 1u);
    EXPECT_EQ(c->item("health_potion")->use->effects[0].kind, EffectKind::heal);
}

// Content written before the effect language (items as `consumable: {effect: heal}`, no
// statuses.yaml) loads as the very definitions the new form says, the confusion scroll's
// status included.
TEST(ContentLoader, TheOlderConsumableFormLoadsAsTheSameDefinitions) {
    ContentDir dir;
    dir.write("items.yaml", test::legacy_items_text());
    dir.write("actors.yaml", test::data_text("legacy/actors_before_effects.yaml"));
    // Content that old had no statuses file and no traps to poison anyone.
    dir.write("tiles.yaml", test::data_text("legacy/tiles_before_behaviour.yaml"));
    dir.write("settings.yaml", test::data_text("legacy/settings_before_features.yaml"));
    dir.remove("statuses.yaml");
    const ContentPtr old_form = dir.load_ok();
    const ContentPtr new_form = test::default_content();
    ASSERT_EQ(old_form->items.size(), 8u);
    for (const auto& [id, item] : old_form->items) EXPECT_EQ(item, *new_form->item(id)) << id;
    ASSERT_EQ(old_form->statuses.size(), 1u);
    EXPECT_EQ(old_form->statuses.at("confused"), *new_form->status("confused"));
}

TEST(ContentLoader, BothFormsOnOneItemAreReportedAtTheOlderOne) {
    ContentDir dir;
    dir.replace("items.yaml", "  use:\n    target: self\n    effects:\n      - heal: 4\n",
                "  consumable:\n    effect: heal\n    amount: 2\n  use:\n    target: self\n"
                "    effects:\n      - heal: 4\n");
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("items.yaml", 46, 3, "older form of what it already says")));
}

TEST(ContentLoader, RecordsWhereEachDefinitionStarts) {
    // troll: is the 30th line of actors.yaml; the editor jumps there.
    const ContentPtr c = test::default_content();
    const auto it = c->locations.find(location_key(DefKind::actor, "troll"));
    ASSERT_NE(it, c->locations.end());
    EXPECT_EQ(it->second, (SourceLocation{"actors.yaml", 30, 1}));
}

TEST(ContentLoader, MissingDirectoryIsAProblemNotACrash) {
    const ContentLoad load = load_content("/nonexistent/cryptforge/content");
    EXPECT_EQ(load.content, nullptr);
    ASSERT_EQ(load.problems.size(), 1u);
    EXPECT_THAT(load.problems[0].message, ::testing::HasSubstr("does not exist"));
}

TEST(ContentLoader, MissingFileIsReportedByName) {
    ContentDir dir;
    dir.remove("slots.yaml");
    expect_no_content(dir.load(), Contains(ProblemAt("slots.yaml", 0, 0, "cannot open")));
}

// Runs a load on a thread and gives up after a few seconds: a load that blocks on a FIFO
// or reads an endless device must fail this test, not hang or exhaust the machine.
ContentLoad load_or_die(const ContentDir& dir, const char* what) {
    auto pending = std::async(std::launch::async, [&dir] { return dir.load(); });
    if (pending.wait_for(std::chrono::seconds(5)) != std::future_status::ready) {
        std::fprintf(stderr, "FAILED: loading content with %s did not finish within 5 s\n", what);
        std::_Exit(1);
    }
    return pending.get();
}

TEST(ContentLoader, FifoInPlaceOfAContentFileIsRefusedWithoutHanging) {
    ContentDir dir;
    dir.remove("actors.yaml");
    ASSERT_EQ(::mkfifo((dir.path() + "/actors.yaml").c_str(), 0600), 0);
    expect_no_content(
        load_or_die(dir, "a FIFO as actors.yaml"),
        Contains(ProblemAt("actors.yaml", 0, 0, "is a FIFO (named pipe), not a regular file")));
}

TEST(ContentLoader, EndlessDeviceAsAContentFileIsRefused) {
    ContentDir dir;
    dir.remove("items.yaml");
    std::filesystem::create_symlink("/dev/zero", dir.path() + "/items.yaml");
    expect_no_content(load_or_die(dir, "/dev/zero as items.yaml"),
                      Contains(ProblemAt("items.yaml", 0, 0, "is a device, not a regular file")));
}

TEST(ContentLoader, DirectoryNamedLikeAContentFileIsAnError) {
    // It used to read as an empty file: "all defaults", silently.
    ContentDir dir;
    dir.remove("settings.yaml");
    std::filesystem::create_directory(dir.path() + "/settings.yaml");
    expect_no_content(dir.load(),
                      ElementsAre(ProblemAt("settings.yaml", 0, 0, "is a directory, not a file")));
}

TEST(ContentLoader, ContentFileOverTheSizeLimitIsRefusedUnread) {
    ContentDir dir;
    std::filesystem::resize_file(dir.path() + "/tiles.yaml", kMaxYamlFileBytes + 1);  // sparse
    expect_no_content(dir.load(),
                      Contains(ProblemAt("tiles.yaml", 0, 0, "is larger than 16777216 bytes")));
}

TEST(ContentLoader, TextsInMemoryLoadLikeTheDirectory) {
    ContentDir dir;
    std::map<std::string, std::string> files;
    for (const char* name : kContentFiles) files[name] = dir.read(name);
    const ContentLoad from_texts = load_content_texts(files);
    ASSERT_NE(from_texts.content, nullptr) << to_string(from_texts.problems);
    EXPECT_EQ(from_texts.content->actors, test::default_content()->actors);
    EXPECT_EQ(from_texts.content->spawns, test::default_content()->spawns);

    files["actors.yaml"] += "---\nx: 1\n";
    files.erase("slots.yaml");
    EXPECT_THAT(load_content_texts(files).problems,
                IsSupersetOf({ProblemAt("slots.yaml", 0, 0, "it does not exist"),
                              ProblemAt("actors.yaml", 108, 1, "second YAML document")}));
}

TEST(ContentLoader, DefaultSettingsMustNameExistingDefinitions) {
    // Found by fuzz_content: an empty settings.yaml means player 'player', wall 'wall'
    // and so on, and those defaults were never checked, so content without a 'wall'
    // tile loaded and the game failed later.
    ContentDir dir;
    dir.write("settings.yaml", "");
    dir.replace("tiles.yaml", "wall:\n", "stone_wall:\n");
    EXPECT_THAT(dir.load().problems,
                ElementsAre(ProblemAt("settings.yaml", 0, 0,
                                      "settings refer to tile 'wall', which does not exist")));
}

TEST(ContentLoader, ReportsProblemsOfSeveralFilesAtOnce) {
    ContentDir dir;
    dir.replace("settings.yaml", "fov_radius: 8", "fov_radius: 0");         // line 6
    dir.replace("actors.yaml", "    power: 3\n", "    powr: 3\n");          // line 8
    dir.replace("items.yaml", "    defense: 3\n", "    defense: heavy\n");  // line 8
    dir.replace("spawns.yaml", "    troll: 30\n", "    troll: -30\n");      // line 7
    expect_no_content(
        dir.load(), ElementsAre(ProblemAt("settings.yaml", 6, 13, "'fov_radius' is 0"),
                                ProblemAt("actors.yaml", 8, 5, "unknown key 'powr'"),
                                ProblemAt("items.yaml", 8, 14, "'defense' must be a whole number"),
                                ProblemAt("spawns.yaml", 7, 12, "is -30, but must be from 0")));
}

TEST(ContentLoader, ProblemsPrintAsFileLineColumn) {
    ContentDir dir;
    dir.replace("actors.yaml", "    power: 3\n", "    powr: 3\n");
    const ContentLoad load = dir.load();
    ASSERT_EQ(load.problems.size(), 1u);
    EXPECT_EQ(to_string(load.problems[0]).rfind("actors.yaml:8:5: unknown key 'powr'", 0), 0u)
        << to_string(load.problems[0]);
}

// validate_content checks a snapshot the editor changed in memory, pointing at the
// edited definition's location.
TEST(ValidateContent, DefaultContentHasNoProblems) {
    EXPECT_THAT(validate_content(*test::default_content()), IsEmpty());
}

TEST(ValidateContent, ReportsAReferenceEditedToAMissingSlot) {
    auto c = test::edited_content();
    c->items.at("sword").equippable->slot = "shield";
    EXPECT_THAT(validate_content(*c),
                ElementsAre(ProblemAt("items.yaml", 70, 1,
                                      "refers to slot 'shield', which does not exist")));
}

TEST(ValidateContent, ReportsAnItemEditedToBeBothUsableAndEquippable) {
    auto c = test::edited_content();
    c->items.at("dagger").use = UseDef{};
    EXPECT_THAT(validate_content(*c), ElementsAre(ProblemAt("items.yaml", 22, 1, "it is both")));
}

TEST(ValidateContent, ReportsASpawnEntryForAMissingMonster) {
    auto c = test::edited_content();
    c->spawns.monsters.by_depth[3]["dragon"] = 5;
    // An entry added in memory has no source line yet: the problem names the file alone.
    EXPECT_THAT(validate_content(*c),
                ElementsAre(ProblemAt("spawns.yaml", 0, 0, "no actor named 'dragon'")));
}

TEST(ValidateContent, ReportsSettingsThatNameAMissingPlayer) {
    auto c = test::edited_content();
    c->settings.player = "hero";
    EXPECT_THAT(validate_content(*c),
                ElementsAre(ProblemAt("settings.yaml", 1, 1, "actor 'hero'")));
}

TEST(ValidateContent, ReportsRoomSizesThatCannotFit) {
    auto c = test::edited_content();
    c->settings.room_min_size = 12;
    EXPECT_THAT(validate_content(*c),
                ElementsAre(ProblemAt("settings.yaml", 1, 1, "room_min_size (12) is larger")));
}

}  // namespace
}  // namespace cf
