// Any layout of files: definitions in sub-folders named for their kind, one rule for
// what each file holds, anything the rule cannot place a located problem, ids unique
// across the files of a layer.

#include "engine/content/content_layout.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "engine/content/content_loader.hpp"
#include "tests/support/test_support.hpp"
#include "tests/support/text_checks.hpp"

namespace cf {
namespace {

using test::ContentDir;
using test::ProblemAt;

const char* kGoblins = R"(goblin:
  name: Goblin
  glyph: g
  fighter: {hp: 6, power: 2}
  ai: hostile
)";

TEST(ContentLayout, TheKindOfAFileIsItsTopFolderOrItsName) {
    std::string why;
    EXPECT_EQ(file_kind("actors.yaml", why),
              (FileKind{FileKind::Part::definitions, DefKind::actor}));
    EXPECT_EQ(file_kind("actors/goblins.yaml", why),
              (FileKind{FileKind::Part::definitions, DefKind::actor}));
    EXPECT_EQ(file_kind("items/rings/gold.yaml", why),
              (FileKind{FileKind::Part::definitions, DefKind::item}));
    EXPECT_EQ(file_kind("spawns/deep.yaml", why), (FileKind{FileKind::Part::spawns, {}}));
    EXPECT_EQ(file_kind("settings.yaml", why), (FileKind{FileKind::Part::settings, {}}));
    EXPECT_EQ(file_kind("actors/actors.yaml", why),
              (FileKind{FileKind::Part::definitions, DefKind::actor}));
}

TEST(ContentLayout, WhatTheRuleCannotPlaceIsSaidNotGuessed) {
    test::expect_each_refused(
        file_kind, {{"goblins.yaml", "a file at the top of a content folder is named for its kind"},
                    {"monsters/goblins.yaml", "its folder 'monsters' names no kind"},
                    {"actors/items.yaml", "is in actors/ but named for items"}});
}

TEST(ContentLayout, DefinitionsLoadFromSubFoldersAtAnyDepth) {
    ContentDir dir;
    const std::string extra = R"(skeleton:
  name: Skeleton
  glyph: s
  fighter: {hp: 8, power: 3}
)";
    std::filesystem::create_directories(dir.path() + "/actors/undead");
    dir.write("actors/goblins.yaml", kGoblins);
    dir.write("actors/undead/skeleton.yaml", extra);
    const ContentPtr c = dir.load_ok();
    ASSERT_NE(c->actor("goblin"), nullptr);
    ASSERT_NE(c->actor("skeleton"), nullptr);
    EXPECT_EQ(c->actor("goblin")->fighter.hp, 6);
    EXPECT_NE(c->actor("orc"), nullptr) << "actors.yaml at the top still loads";
    EXPECT_EQ(c->locations.at(location_key(DefKind::actor, "skeleton")),
              (SourceLocation{"actors/undead/skeleton.yaml", 1, 1}));
}

TEST(ContentLayout, AFileTheRuleCannotPlaceIsAProblemAtTheFile) {
    ContentDir dir;
    dir.write("goblins.yaml", kGoblins);
    std::filesystem::create_directories(dir.path() + "/monsters");
    dir.write("monsters/more.yaml", kGoblins);
    const ContentLoad load = dir.load();
    EXPECT_EQ(load.content, nullptr);
    EXPECT_THAT(load.problems,
                IsSupersetOf({ProblemAt("goblins.yaml", 0, 0, "cannot tell what"),
                              ProblemAt("monsters/more.yaml", 0, 0, "names no kind")}));
}

TEST(ContentLayout, ADuplicateIdAcrossFilesNamesBothPlaces) {
    ContentDir dir;
    std::filesystem::create_directories(dir.path() + "/actors");
    dir.write("actors/more_orcs.yaml", "# more\norc:\n  name: Other orc\n");
    const ContentLoad load = dir.load();
    EXPECT_EQ(load.content, nullptr);
    EXPECT_THAT(
        load.problems,
        ElementsAre(ProblemAt("actors/more_orcs.yaml", 2, 1,
                              "duplicate actor id 'orc': it is also defined at actors.yaml:1:1")));
}

TEST(ContentLayout, HiddenFoldersAndOtherFilesAreNotContent) {
    ContentDir dir;
    std::filesystem::create_directories(dir.path() + "/.versions/actors.yaml");
    dir.write(".versions/actors.yaml/20260101-000000-000.yaml", "orc: {name: Old}\n");
    dir.write("notes.txt", "not yaml");
    dir.write("actors.yaml.bak", "orc: [broken");
    const ContentLoad load = dir.load();
    EXPECT_THAT(load.problems, IsEmpty()) << to_string(load.problems);
}

TEST(ContentLayout, SpawnTablesAndSettingsMaySpanFilesOfOneLayer) {
    ContentDir dir;
    std::filesystem::create_directories(dir.path() + "/actors");
    std::filesystem::create_directories(dir.path() + "/spawns");
    dir.write("actors/goblins.yaml", kGoblins);
    dir.write("spawns/goblins.yaml", "monsters:\n  2:\n    goblin: 40\n");
    const ContentPtr c = dir.load_ok();
    EXPECT_EQ(c->spawns.monsters.by_depth.at(2).at("goblin"), 40);
    EXPECT_EQ(c->spawns.monsters.by_depth.at(1).at("orc"), 80) << "spawns.yaml merged in";

    dir.write("spawns/again.yaml", "monsters:\n  1:\n    orc: 5\n");
    const ContentLoad twice = dir.load();
    EXPECT_THAT(twice.problems, ElementsAre(ProblemAt("spawns/again.yaml", 3, 5,
                                                      "monsters.1.orc is set twice in one layer: "
                                                      "also at spawns.yaml")));
}

}  // namespace
}  // namespace cf
