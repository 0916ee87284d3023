// The editor saves edits of a base with a mod over it into the mod, again and again
// without ever duplicating a block; refuses a rename the mod cannot make; offers "Write
// to" only when there is a choice; and makes files and moves definitions between them.

#include "editor/write_target.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "editor/editor.hpp"
#include "editor/save_conflict.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/content/layered_save.hpp"
#include "tests/editor/clipped_text.hpp"
#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

namespace fs = std::filesystem;

std::string read_text(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream out;
    out << in.rdbuf();
    return out.str();
}

int count_lines_starting(const std::string& text, const std::string& start) {
    int n = text.starts_with(start) ? 1 : 0;
    for (std::size_t at = text.find("\n" + start); at != std::string::npos;
         at = text.find("\n" + start, at + 1))
        ++n;
    return n;
}

// A copy of the fixture with a copy of the test mod over it, loaded as two layers.
class ModdedDocument : public ::testing::Test {
  protected:
    void SetUp() override {
        mod_dir = fs::path(base.path()).parent_path() /
                  ("cf-editor-mod-" + fs::path(base.path()).filename().string());
        fs::copy(test::test_data_dir() + "/mods/hard", mod_dir, fs::copy_options::recursive);
        loaded = load();
        ASSERT_TRUE(loaded);
    }
    void TearDown() override {
        std::error_code ignored;
        fs::remove_all(mod_dir, ignored);
    }
    ContentPtr load() const {
        const ContentLoad load = load_content_layers({base.path(), mod_dir.string()});
        EXPECT_TRUE(load.problems.empty()) << to_string(load.problems);
        return load.content;
    }
    std::string mod_actors() const { return read_text(mod_dir / "actors.yaml"); }

    test::ContentCopy base;
    fs::path mod_dir;
    ContentPtr loaded;
};

TEST_F(ModdedDocument, SavingTwiceEditsTheModsBlockAndNeverDuplicatesIt) {
    const std::string base_actors = read_text(fs::path(base.path()) / "actors.yaml");
    ContentDocument doc{loaded};
    doc.edit("hp", "", [](Content& c) { c.actors.at("bat").fighter.hp = 6; });
    std::string error;
    ASSERT_TRUE(doc.save(base.path(), error)) << error;
    doc.edit("xp", "", [](Content& c) { c.actors.at("bat").xp = 12; });
    ASSERT_TRUE(doc.save(base.path(), error)) << error;
    EXPECT_FALSE(doc.dirty());
    EXPECT_EQ(count_lines_starting(mod_actors(), "bat:"), 1) << mod_actors();
    EXPECT_THAT(mod_actors(), testing::HasSubstr("bat:\n  fighter:\n    hp: 6\n  xp: 12\n"));
    EXPECT_EQ(read_text(fs::path(base.path()) / "actors.yaml"), base_actors);
    const ContentPtr again = load();
    ASSERT_TRUE(again);
    EXPECT_TRUE(same_definitions(*again, doc.content()));
}

TEST_F(ModdedDocument, ARenameTheModCannotMakeIsRefusedNamingTheBaseFile) {
    ContentDocument doc{loaded};
    std::string error;
    EXPECT_EQ(rename_definition(doc, DefKind::actor, "orc", "brute", error), "");
    EXPECT_THAT(error, testing::HasSubstr(base.path() + "/actors.yaml"));
    EXPECT_EQ(rename_definition(doc, DefKind::actor, "orc_warlord", "orc_chief", error),
              "orc_chief")
        << error;
    ASSERT_TRUE(doc.save(base.path(), error)) << error;
    EXPECT_THAT(mod_actors(), testing::HasSubstr("orc_chief:\n  from: orc\n"));
    doc.set_write_target(WriteTarget{.layer = 0, .files = {}});
    EXPECT_EQ(rename_definition(doc, DefKind::actor, "orc", "brute", error), "");
    EXPECT_THAT(error, testing::HasSubstr("a layer above")) << "the mod changes orc";
    EXPECT_EQ(rename_definition(doc, DefKind::actor, "bat", "fruit_bat", error), "fruit_bat")
        << error;
    ASSERT_TRUE(doc.save(base.path(), error)) << error;
    EXPECT_THAT(read_text(fs::path(base.path()) / "actors.yaml"),
                testing::AllOf(testing::HasSubstr("fruit_bat:\n  name: Bat"),
                               testing::HasSubstr("summon: fruit_bat")));
}

TEST_F(ModdedDocument, WriteToIsOfferedOnlyWhenThereIsAChoice) {
    EXPECT_TRUE(WriteTargetControl::wanted(*loaded));
    EXPECT_FALSE(WriteTargetControl::wanted(*test::load_default_content()));
}

TEST_F(ModdedDocument, TheEditorMakesAFileAndMovesADefinitionIntoIt) {
    Editor editor(loaded, base.path());
    EXPECT_FALSE(editor.content().new_file("monsters/undead.yaml"));
    EXPECT_THAT(editor.status_line(), testing::HasSubstr("No new file"));
    ASSERT_TRUE(editor.content().new_file("actors/chiefs.yaml")) << editor.status_line();
    EXPECT_THAT(editor.status_line(), testing::HasSubstr("actors/chiefs.yaml (layer "));
    ASSERT_TRUE(editor.content().move_to_file(DefKind::actor, "orc_warlord", "actors/chiefs.yaml"))
        << editor.status_line();
    EXPECT_THAT(read_text(mod_dir / "actors/chiefs.yaml"), testing::StartsWith("orc_warlord:"));
    EXPECT_FALSE(editor.content().document().dirty());
    // An edit of it now goes to its new file.
    editor.content().document().edit("xp", "",
                                     [](Content& c) { c.actors.at("orc_warlord").xp = 90; });
    std::string error;
    ASSERT_TRUE(editor.content().document().save(base.path(), error)) << error;
    EXPECT_THAT(read_text(mod_dir / "actors/chiefs.yaml"), testing::HasSubstr("xp: 90"));
    EXPECT_THAT(mod_actors(), testing::Not(testing::HasSubstr("orc_warlord")));
}

TEST_F(ModdedDocument, TheVersionsWindowListsTheVersionsOfEveryLayersFiles) {
    ContentDocument doc{loaded};
    std::string error;
    doc.edit("hp", "", [](Content& c) { c.actors.at("bat").fighter.hp = 6; });
    ASSERT_TRUE(doc.save(base.path(), error)) << error;
    doc.edit("hp", "", [](Content& c) { c.actors.at("orc").fighter.hp = 11; });
    ASSERT_TRUE(doc.save(base.path(), error)) << error;  // replaces the mod's actors.yaml
    const std::string mod_name = fs::path(loaded->provenance->layers[1].name).string();
    const std::vector<VersionedFile> files = versioned_files(doc.saved());
    const auto mod_actors_file =
        std::find_if(files.begin(), files.end(),
                     [&](const VersionedFile& f) { return f.shown == mod_name + "/actors.yaml"; });
    ASSERT_NE(mod_actors_file, files.end());
    EXPECT_EQ(fs::path(mod_actors_file->folder), mod_dir);
    EXPECT_FALSE(list_versions(mod_actors_file->folder, mod_actors_file->name).empty());

    test::PanelFrame frame;
    VersionsWindow window;
    window.open = true;
    frame.draw(600.0f, 400.0f, [&] { window.draw(doc.saved()); });
    EXPECT_THAT(window.listed_files(), testing::Contains(mod_name + "/actors.yaml"))
        << "the mod's file, not only the base's";
}

TEST_F(ModdedDocument, ALongLayerNameIsElidedInTheMiddleOfTheWriteToCombo) {
    ContentDocument doc{loaded};
    const std::string name = loaded->provenance->layers[1].name;
    ASSERT_GT(name.size(), 24u) << "a temporary folder's path: longer than the combo";
    test::PanelFrame frame;
    WriteTargetControl control;
    frame.draw(700.0f, 300.0f, [&] { control.draw(doc, DefKind::actor, "orc"); });
    const std::vector<std::string> cut = test::cut_glyphs();
    EXPECT_TRUE(cut.empty()) << "cut off at the combo's edge: " << cut.front();
}

// The row is set apart from the editing below it by a separator line (ImGui's log writes
// one as a row of dashes).
TEST_F(ModdedDocument, TheWriteToRowEndsWithASeparator) {
    ContentDocument doc{loaded};
    WriteTargetControl control;
    test::HeadlessImGui imgui;
    const std::string shown = imgui.shown_text([&] { control.draw(doc, DefKind::actor, "orc"); });
    EXPECT_THAT(shown, testing::MatchesRegex(
                           "Write to \\{ .* \\} \\{ actors.yaml \\} \\[ Files \\]\n-+\n+"))
        << shown;
}

TEST(ElideMiddle, KeepsTheStartAndTheEndOfWhatDoesNotFit) {
    const auto chars = [](std::string_view t) { return static_cast<float>(t.size()); };
    EXPECT_EQ(elide_middle("mods/hard", 20.0f, chars), "mods/hard");
    const std::string shown = elide_middle("workshop/123456789/mods/very_hard", 16.0f, chars);
    EXPECT_EQ(shown.size(), 16u);
    EXPECT_TRUE(shown.starts_with("works")) << shown;
    EXPECT_TRUE(shown.ends_with("_hard")) << shown;
    EXPECT_NE(shown.find("..."), std::string::npos) << shown;
}

}  // namespace
}  // namespace cf

namespace cf {
namespace {

// The file combo shows its whole name ("actors/goblins.yaml", not "actors/...ins.yaml")
// whenever the row leaves the layer's combo a little room.
TEST(SplitComboWidths, TheFileKeepsItsWholeNameWhereTheRowAllows) {
    EXPECT_EQ(split_combo_widths(300.0f, 60.0f, 200.0f, 40.0f), std::make_pair(60.0f, 240.0f));
    EXPECT_EQ(split_combo_widths(200.0f, 100.0f, 150.0f, 40.0f), std::make_pair(50.0f, 150.0f));
    EXPECT_EQ(split_combo_widths(200.0f, 100.0f, 180.0f, 40.0f), std::make_pair(40.0f, 160.0f));
    EXPECT_EQ(split_combo_widths(60.0f, 100.0f, 180.0f, 40.0f), std::make_pair(40.0f, 40.0f));
}

}  // namespace
}  // namespace cf
