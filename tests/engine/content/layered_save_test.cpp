// Saving edits of content split into files and layered with mods writes each change
// into the write layer only, into the file holding the definition (or a partial one in
// its kind's file), and the files load back as exactly the edited content, every other
// file byte for byte as it was.

#include "engine/content/layered_save.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "engine/content/content_save.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/content/layer_files.hpp"
#include "engine/yaml/yaml_outline.hpp"
#include "tests/support/content_edits.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

namespace fs = std::filesystem;
using test::ContentDir;
using test::TempDir;

// Every file under `dir` (hidden ones skipped) -> its bytes.
std::map<std::string, std::string> snapshot_files(const std::string& dir) {
    std::map<std::string, std::string> out;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
        const std::string rel = fs::relative(entry.path(), dir).generic_string();
        if (rel.find("/.") != std::string::npos || rel.starts_with(".")) continue;
        if (entry.is_regular_file()) out[rel] = test::file_text(entry.path().string());
    }
    return out;
}

// The files that differ between two snapshots of a folder.
std::vector<std::string> changed_files(const std::map<std::string, std::string>& before,
                                       const std::map<std::string, std::string>& after) {
    std::vector<std::string> out;
    for (const auto& [name, text] : after) {
        const auto it = before.find(name);
        if (it == before.end() || it->second != text) out.push_back(name);
    }
    for (const auto& [name, text] : before) {
        if (!after.count(name)) out.push_back(name + " (removed)");
    }
    return out;
}

// Splits `file` ("actors.yaml") of `dir` into one file per definition under its kind's
// folder ("actors/orc.yaml"), comments kept with the definition below them.
void split_by_definition(const ContentDir& dir, const std::string& file) {
    const std::string text = dir.read(file);
    const auto outline = outline_yaml(text);
    ASSERT_TRUE(outline && outline->root_is_map);
    const std::string folder = file.substr(0, file.size() - 5);
    std::size_t from = 0;
    for (std::size_t i = 0; i < outline->root.entries.size(); ++i) {
        const YamlEntry& e = outline->root.entries[i];
        const std::size_t end = outline->line_starts[e.end_line];
        dir.write(folder + "/" + e.key + ".yaml", text.substr(from, end - from));
        from = end;
    }
    dir.remove(file);
}

// Saves `next` over `base` (what `layers` loaded) and loads the layers again.
ContentPtr save_and_reload(const Content& base, const Content& next,
                           const std::vector<std::string>& layers,
                           const std::vector<Rename>& renames = {},
                           const WriteTarget& target = {}) {
    const SavePlan plan = plan_save(base, next, base.directory, renames, target);
    EXPECT_EQ(plan.refused, "");
    const SaveOutcome outcome = carry_out(plan);
    EXPECT_TRUE(outcome.ok) << outcome.error;
    const ContentLoad again = load_content_layers(layers);
    EXPECT_THAT(again.problems, IsEmpty()) << to_string(again.problems);
    if (again.content) {
        EXPECT_TRUE(same_definitions(*again.content, next));
    }
    return again.content;
}

class SplitFolderSave : public ::testing::Test {
  protected:
    void SetUp() override {
        split_by_definition(dir, "actors.yaml");
        split_by_definition(dir, "items.yaml");
        base = dir.load_ok();
        ASSERT_TRUE(base);
    }
    ContentDir dir;
    ContentPtr base;
};

TEST_F(SplitFolderSave, AnEditIsWrittenIntoTheFileHoldingTheDefinitionOnly) {
    ASSERT_TRUE(needs_layered_save(*base));
    auto next = std::make_shared<Content>(*base);
    next->actors.at("orc").fighter.power = 9;
    const auto before = snapshot_files(dir.path());
    const ContentPtr again = save_and_reload(*base, *next, {dir.path()});
    ASSERT_TRUE(again);
    EXPECT_EQ(again->actors.at("orc").fighter.power, 9);
    const auto after = snapshot_files(dir.path());
    EXPECT_THAT(changed_files(before, after), ElementsAre("actors/orc.yaml"))
        << "no top actors.yaml holding every actor again";
    EXPECT_THAT(after.at("actors/orc.yaml"), HasSubstr("power: 9"));
}

TEST_F(SplitFolderSave, NewDeletedAndRenamedDefinitionsStayInTheirFiles) {
    auto next = std::make_shared<Content>(*base);
    ActorDef made = next->actors.at("cave_spider");
    made.id = "vampire_bat";
    made.name = "Vampire bat";
    next->actors.emplace("vampire_bat", made);
    const auto before = snapshot_files(dir.path());
    const ContentPtr again = save_and_reload(*base, *next, {dir.path()});
    ASSERT_TRUE(again);
    ASSERT_TRUE(again->actor("vampire_bat"));
    const auto after = snapshot_files(dir.path());
    // The kind's default file: no file holds more actors than another, so the first one.
    EXPECT_EQ(changed_files(before, after).size(), 1u);
    EXPECT_THAT(changed_files(before, after).front(), testing::StartsWith("actors/"));
}

TEST_F(SplitFolderSave, ADeletedDefinitionLosesItsBlockWhereItStands) {
    const ContentPtr loaded = dir.load_ok();
    auto next = std::make_shared<Content>(*loaded);
    next->actors.erase("cave_spider");
    for (auto& [depth, weights] : next->spawns.monsters.by_depth) weights.erase("cave_spider");
    const auto before = snapshot_files(dir.path());
    const ContentPtr again = save_and_reload(*loaded, *next, {dir.path()});
    ASSERT_TRUE(again);
    EXPECT_FALSE(again->actor("cave_spider"));
    const auto after = snapshot_files(dir.path());
    for (const std::string& f : changed_files(before, after))
        EXPECT_TRUE(f == "actors/cave_spider.yaml" || f == "spawns.yaml") << f;
    EXPECT_THAT(after.at("actors/cave_spider.yaml"), Not(HasSubstr("cave_spider:")));
}

TEST_F(SplitFolderSave, ARenameRenamesTheKeyWhereItStands) {
    auto next = std::make_shared<Content>(*base);
    test::rename_actor(*next, "cave_spider", "giant_spider");
    const auto before = snapshot_files(dir.path());
    const ContentPtr again = save_and_reload(*base, *next, {dir.path()},
                                             {{DefKind::actor, "cave_spider", "giant_spider"}});
    ASSERT_TRUE(again);
    const auto after = snapshot_files(dir.path());
    EXPECT_THAT(after.at("actors/cave_spider.yaml"), HasSubstr("giant_spider:"));
    for (const std::string& f : changed_files(before, after))
        EXPECT_TRUE(f == "actors/cave_spider.yaml" || f == "spawns.yaml") << f;
}

// The fixture with the test mod (tests/data/mods/hard) over it, both copied.
class LayeredSave : public ::testing::Test {
  protected:
    void SetUp() override {
        fs::copy(test::test_data_dir() + "/mods/hard", mod.path() / "hard",
                 fs::copy_options::recursive);
        layers = {dir.path(), mod.file("hard")};
        const ContentLoad load = load_content_layers(layers);
        ASSERT_THAT(load.problems, IsEmpty()) << to_string(load.problems);
        base = load.content;
    }
    ContentPtr save(const Content& next, const std::vector<Rename>& renames = {},
                    const WriteTarget& target = {}) {
        return save_and_reload(*base, next, layers, renames, target);
    }
    std::string mod_actors() const { return test::file_text(mod.file("hard/actors.yaml")); }

    ContentDir dir;
    TempDir mod;
    std::vector<std::string> layers;
    ContentPtr base;
};

TEST_F(LayeredSave, AnEditGoesIntoTheModOnlyAndOnlyTheChangedField) {
    const auto base_before = snapshot_files(dir.path());
    const auto mod_before = snapshot_files(mod.path().string());
    auto next = std::make_shared<Content>(*base);
    next->actors.at("orc").fighter.hp = 14;
    next->actors.at("goblin_archer").xp = 99;
    const ContentPtr again = save(*next);
    ASSERT_TRUE(again);
    EXPECT_EQ(snapshot_files(dir.path()), base_before) << "nothing written into the base";
    EXPECT_THAT(changed_files(mod_before, snapshot_files(mod.path().string())),
                ElementsAre("hard/actors.yaml"));
    const std::string text = mod_actors();
    EXPECT_THAT(text, HasSubstr("orc:\n  fighter:\n    power: 5\n    hp: 14\n"))
        << "the mod's own block edited in place";
    EXPECT_THAT(text, HasSubstr("goblin_archer:\n  xp: 99\n"))
        << "a partial definition, only the changed field";
    EXPECT_THAT(text, HasSubstr("# A harder game")) << "comments kept";
}

TEST_F(LayeredSave, ATemplateChildKeepsItsFromAndGetsOnlyItsOverrides) {
    auto next = std::make_shared<Content>(*base);
    next->actors.at("orc_warlord").xp = 120;
    ASSERT_TRUE(save(*next));
    const std::string text = mod_actors();
    EXPECT_THAT(text, HasSubstr("  from: orc\n"));
    EXPECT_THAT(text, HasSubstr("  xp: 120\n"));
    EXPECT_THAT(text, Not(HasSubstr("glyph"))) << "inherited fields are never copied";
}

TEST_F(LayeredSave, EditingATemplateKeepsWhatTheEditorShowsOfItsChildren) {
    auto next = std::make_shared<Content>(*base);
    next->actors.at("orc").fighter.power = 7;  // the warlord still shows power 5
    const ContentPtr again = save(*next);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->actors.at("orc").fighter.power, 7);
    EXPECT_EQ(again->actors.at("orc_warlord").fighter.power, 5);
}

TEST_F(LayeredSave, DeletingABaseDefinitionWritesDeleteTrueInTheMod) {
    const auto base_before = snapshot_files(dir.path());
    auto next = std::make_shared<Content>(*base);
    next->actors.erase("cave_spider");
    for (auto& [depth, weights] : next->spawns.monsters.by_depth) weights.erase("cave_spider");
    ASSERT_TRUE(save(*next));
    EXPECT_EQ(snapshot_files(dir.path()), base_before);
    EXPECT_THAT(mod_actors(), HasSubstr("cave_spider:\n  delete: true\n"));
}

TEST_F(LayeredSave, DeletingAModDefinitionRemovesItsBlock) {
    auto next = std::make_shared<Content>(*base);
    next->actors.erase("orc_warlord");
    for (auto& [depth, weights] : next->spawns.monsters.by_depth) weights.erase("orc_warlord");
    ASSERT_TRUE(save(*next));
    EXPECT_THAT(mod_actors(), Not(HasSubstr("orc_warlord")));
    EXPECT_THAT(test::file_text(mod.file("hard/spawns.yaml")), Not(HasSubstr("orc_warlord")));
}

TEST_F(LayeredSave, ANewDefinitionGoesWholeIntoTheMod) {
    auto next = std::make_shared<Content>(*base);
    ActorDef made = next->actors.at("cave_spider");
    made.id = "dire_bat";
    next->actors.emplace("dire_bat", made);
    const ContentPtr again = save(*next);
    ASSERT_TRUE(again);
    EXPECT_THAT(mod_actors(), HasSubstr("dire_bat:\n  name:"));
}

TEST_F(LayeredSave, SpawnTableEditsGoIntoTheModsSpawnFile) {
    const auto base_before = snapshot_files(dir.path());
    auto next = std::make_shared<Content>(*base);
    next->spawns.monsters.by_depth.at(2)["orc_warlord"] = 35;
    ASSERT_TRUE(save(*next));
    EXPECT_EQ(snapshot_files(dir.path()), base_before);
    EXPECT_THAT(test::file_text(mod.file("hard/spawns.yaml")), HasSubstr("orc_warlord: 35"));
}

TEST_F(LayeredSave, TheWriteTargetMayBeTheBase) {
    const auto mod_before = snapshot_files(mod.path().string());
    auto next = std::make_shared<Content>(*base);
    next->actors.at("cave_spider").xp = 3;
    ASSERT_TRUE(save(*next, {}, WriteTarget{.layer = 0, .files = {}}));
    EXPECT_EQ(snapshot_files(mod.path().string()), mod_before);
    EXPECT_THAT(dir.read("actors.yaml"), HasSubstr("xp: 3"));
}

TEST_F(LayeredSave, TheFilesNameTheirLayer) {
    auto next = std::make_shared<Content>(*base);
    next->actors.at("cave_spider").xp = 3;
    const SavePlan plan = plan_save(*base, *next, base->directory);
    ASSERT_EQ(plan.files.size(), 1u);
    EXPECT_EQ(plan.files[0].shown(), mod.file("hard") + "/actors.yaml");
    EXPECT_EQ(plan.files[0].directory, mod.file("hard"));
}

TEST_F(LayeredSave, RenamingWhatALowerLayerHoldsIsRefusedNamingTheFile) {
    EXPECT_THAT(rename_refusal(*base, DefKind::actor, "orc", {}),
                AllOf(HasSubstr("actor 'orc'"), HasSubstr(dir.path() + "/actors.yaml")));
    EXPECT_EQ(rename_refusal(*base, DefKind::actor, "orc_warlord", {}), "");
    EXPECT_EQ(
        rename_refusal(*base, DefKind::actor, "cave_spider", WriteTarget{.layer = 0, .files = {}}),
        "")
        << "written into the base, it renames there";
    EXPECT_THAT(rename_refusal(*base, DefKind::actor, "orc", WriteTarget{.layer = 0, .files = {}}),
                HasSubstr("a layer above"))
        << "the mod changes orc under that id";
}

TEST_F(LayeredSave, ARenameInTheModRenamesItsKeyAndSpawnEntries) {
    auto next = std::make_shared<Content>(*base);
    test::rename_actor(*next, "orc_warlord", "orc_chief");
    ASSERT_TRUE(save(*next, {{DefKind::actor, "orc_warlord", "orc_chief"}}));
    EXPECT_THAT(mod_actors(), HasSubstr("orc_chief:\n  from: orc\n"));
    EXPECT_THAT(test::file_text(mod.file("hard/spawns.yaml")), HasSubstr("orc_chief: 20"));
}

}  // namespace
}  // namespace cf

namespace cf {
namespace {

TEST_F(LayeredSave, ANewFileIsWrittenAtOnceInTheWriteLayerAndLoads) {
    std::string error;
    EXPECT_NE(new_file_refusal(*base, "monsters/x.yaml", {}), "") << "no kind for that folder";
    EXPECT_NE(new_file_refusal(*base, "actors.yaml", {}), "") << "exists already";
    EXPECT_NE(new_file_refusal(*base, "../actors/x.yaml", {}), "");
    EXPECT_NE(new_file_refusal(*base, "settings/more.yaml", {}), "");
    ASSERT_TRUE(create_content_file(*base, "actors/undead.yaml", {}, error)) << error;
    EXPECT_TRUE(fs::exists(mod.path() / "hard/actors/undead.yaml"));
    const ContentLoad again = load_content_layers(layers);
    ASSERT_THAT(again.problems, IsEmpty()) << to_string(again.problems);
    EXPECT_TRUE(same_definitions(*again.content, *base));
    // New definitions may then go there.
    auto next = std::make_shared<Content>(*again.content);
    ActorDef made = next->actors.at("cave_spider");
    made.id = "ghoul";
    next->actors.emplace("ghoul", made);
    const SavePlan plan =
        plan_save(*again.content, *next, again.content->directory, {},
                  WriteTarget{.layer = -1, .files = {{DefKind::actor, "actors/undead.yaml"}}});
    ASSERT_EQ(plan.refused, "");
    ASSERT_TRUE(carry_out(plan).ok);
    EXPECT_THAT(test::file_text(mod.file("hard/actors/undead.yaml")),
                testing::StartsWith("ghoul:"));
}

TEST_F(LayeredSave, MovingADefinitionCarriesItsBlockAndComments) {
    std::string error;
    ASSERT_TRUE(create_content_file(*base, "actors/chiefs.yaml", {}, error)) << error;
    const ContentPtr loaded = load_content_layers(layers).content;
    ASSERT_TRUE(loaded);
    const SavePlan plan =
        plan_move(*loaded, DefKind::actor, "orc_warlord", "actors/chiefs.yaml", {});
    ASSERT_EQ(plan.refused, "");
    ASSERT_EQ(plan.files.size(), 2u);
    ASSERT_TRUE(carry_out(plan).ok);
    EXPECT_THAT(mod_actors(), Not(HasSubstr("orc_warlord")));
    EXPECT_THAT(test::file_text(mod.file("hard/actors/chiefs.yaml")),
                testing::StartsWith("orc_warlord:\n  from: orc\n"));
    const ContentLoad again = load_content_layers(layers);
    ASSERT_THAT(again.problems, IsEmpty()) << to_string(again.problems);
    EXPECT_TRUE(same_definitions(*again.content, *base));
    EXPECT_NE(plan_move(*loaded, DefKind::actor, "bat", "actors/chiefs.yaml", {}).refused, "")
        << "bat has no block in the mod";
    EXPECT_NE(plan_move(*loaded, DefKind::actor, "orc", "items/x.yaml", {}).refused, "");
}

TEST_F(SplitFolderSave, MovingADefinitionWithItsCommentLeavesAnEmptyFileLoading) {
    // The file's header (above a blank line) stays; the comment on the block goes with it.
    dir.write("actors/bat.yaml", "# Bat file.\n\n# Bats flutter.\n" + dir.read("actors/bat.yaml"));
    const ContentPtr loaded = dir.load_ok();
    const SavePlan plan = plan_move(*loaded, DefKind::actor, "bat", "actors/orc.yaml", {});
    ASSERT_EQ(plan.refused, "");
    ASSERT_TRUE(carry_out(plan).ok);
    EXPECT_THAT(dir.read("actors/orc.yaml"), HasSubstr("# Bats flutter.\nbat:\n"));
    EXPECT_EQ(dir.read("actors/bat.yaml"), "# Bat file.\n\n{}\n");
    const ContentPtr again = dir.load_ok();
    EXPECT_TRUE(same_definitions(*again, *loaded));
    // Moved back, it takes the place of the `{}` under the header, which stays.
    const SavePlan back = plan_move(*again, DefKind::actor, "bat", "actors/bat.yaml", {});
    ASSERT_EQ(back.refused, "");
    ASSERT_TRUE(carry_out(back).ok);
    EXPECT_THAT(dir.read("actors/bat.yaml"),
                testing::StartsWith("# Bat file.\n\n# Bats flutter.\nbat:\n"));
    EXPECT_TRUE(same_definitions(*dir.load_ok(), *loaded));
}

}  // namespace
}  // namespace cf
