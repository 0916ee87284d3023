// The Files panel: the layers, folders and files as a tree with the definitions each file
// writes (templates, a mod's partial definitions and deletions, unsaved edits marked),
// counts, the search by id, name and effective field value, and a click that opens a
// definition in the Content editor.
#include "editor/files_panel.hpp"

#include <gtest/gtest.h>

#include "editor/spreadsheet_panel.hpp"
#include "tests/editor/provenance_fixture.hpp"

namespace cf {
namespace {

// The index of the row whose node key ends with `node`.
std::size_t row_of(const FileTree& tree, const std::string& node) {
    for (std::size_t i = 0; i < tree.rows.size(); ++i) {
        if (tree.rows[i].node.ends_with(node)) return i;
    }
    ADD_FAILURE() << "no row " << node;
    return 0;
}

// The labels of the definition rows under row `parent` (directly).
std::vector<std::string> definitions_under(const FileTree& tree, std::size_t parent) {
    std::vector<std::string> out;
    for (const FileTreeRow& row : tree.rows) {
        if (row.parent == parent && row.type == FileTreeRow::Type::definition)
            out.push_back(row.label);
    }
    return out;
}

// The definitions a search shows, as "kind/id".
std::vector<std::string> search_finds(FilesPanel& panel, const ContentDocument& doc,
                                      const std::string& query) {
    panel.search = query;
    std::vector<std::string> out;
    for (std::size_t i : panel.shown_rows(doc)) {
        const FileTreeRow& row = panel.tree(doc).rows[i];
        if (row.type == FileTreeRow::Type::definition)
            out.push_back(std::string(kind_name(row.kind)) + "/" + row.label);
    }
    return out;
}

class FilesPanelTest : public ::testing::Test {
  protected:
    ContentDocument doc{test::load_hard_over_base()};
    FilesPanel panel;
    const FileTree& tree() { return panel.tree(doc); }
};

TEST_F(FilesPanelTest, TheLayersComeFirstEachWithItsFiles) {
    std::vector<std::string> tops;
    std::vector<std::string> mod_files;
    const std::size_t mod = row_of(tree(), "1");
    for (const FileTreeRow& row : tree().rows) {
        if (row.type == FileTreeRow::Type::layer) tops.push_back(row.label);
        if (row.type == FileTreeRow::Type::file && row.parent == mod)
            mod_files.push_back(row.label);
    }
    EXPECT_EQ(tops, (std::vector<std::string>{test::fixture_content_dir(), test::hard_mod_dir()}));
    EXPECT_EQ(mod_files, (std::vector<std::string>{"actors.yaml", "spawns.yaml"}));
}

TEST_F(FilesPanelTest, AModsFileListsWhatItChangesAddsAndDeletes) {
    const std::size_t file = row_of(tree(), "1/actors.yaml");
    EXPECT_EQ(definitions_under(tree(), file),
              (std::vector<std::string>{"orc", "orc_warlord", "troll"}));
    const FileTreeRow& orc = tree().rows[row_of(tree(), "1/actors.yaml#actor/orc")];
    EXPECT_TRUE(orc.partial);
    EXPECT_EQ(orc.line, 3);
    const FileTreeRow& warlord = tree().rows[row_of(tree(), "1/actors.yaml#actor/orc_warlord")];
    EXPECT_FALSE(warlord.partial);
    EXPECT_EQ(warlord.made_from, "orc");
    EXPECT_EQ(warlord.name, "Orc warlord");
    const std::size_t troll = row_of(tree(), "1/actors.yaml#actor/troll");
    EXPECT_TRUE(tree().rows[troll].deleted_here);
    EXPECT_FALSE(tree().rows[troll].selectable);
    EXPECT_EQ(FilesPanel::row_label(tree(), troll, 0), "troll  (actor)  deletes it");
    EXPECT_EQ(FilesPanel::row_label(tree(), row_of(tree(), "1/actors.yaml#actor/orc"), 0),
              "orc  Orc  (actor)  changes it");
}

TEST_F(FilesPanelTest, TheBaseFileMarksWhatAModDeletes) {
    const std::size_t troll = row_of(tree(), "0/actors.yaml#actor/troll");
    const FileTreeRow& row = tree().rows[troll];
    EXPECT_TRUE(row.deleted);
    EXPECT_FALSE(row.deleted_here);
    EXPECT_FALSE(row.selectable);
    EXPECT_EQ(row.deleted_by, "hard");
    EXPECT_EQ(row.deleted_at, test::hard_mod_dir() + "/actors.yaml:14");
    EXPECT_EQ(FilesPanel::row_label(tree(), troll, 0), "troll  Troll  (actor)  deleted by hard");
    ContentEditorPanel editor;
    EXPECT_FALSE(panel.open_row(troll, editor));
    // Found by its id and its name as the base wrote it.
    EXPECT_EQ(search_finds(panel, doc, "troll"),
              (std::vector<std::string>{"actor/troll", "actor/troll"}));
}

TEST_F(FilesPanelTest, CountsAddUpPerFileAndLayer) {
    std::vector<int> counts;
    visible_rows(tree(), "", {}, counts);
    const std::size_t base_actors = row_of(tree(), "0/actors.yaml");
    const std::size_t base = row_of(tree(), "0");
    EXPECT_EQ(tree().rows[base_actors].count,
              static_cast<int>(definitions_under(tree(), base_actors).size()));
    int files = 0;
    for (const FileTreeRow& row : tree().rows) {
        if (row.type == FileTreeRow::Type::file && row.parent == base) files += row.count;
    }
    EXPECT_EQ(tree().rows[base].count, files);
    EXPECT_EQ(counts[base], files);
    EXPECT_EQ(tree().rows[row_of(tree(), "1")].count, 3);  // orc, orc_warlord, troll
}

TEST_F(FilesPanelTest, SearchFindsIdsNamesAndEffectiveValues) {
    // The warlord's power is the orc's, 5 since the mod: effective values are searched.
    EXPECT_EQ(search_finds(panel, doc, "power 5"),
              (std::vector<std::string>{"actor/orc", "actor/orc", "actor/orc_warlord"}));
    EXPECT_EQ(search_finds(panel, doc, "fighter.power=5"), search_finds(panel, doc, "power 5"));
    EXPECT_EQ(search_finds(panel, doc, "WARLORD"), (std::vector<std::string>{"actor/orc_warlord"}));
    const std::vector<std::string> fives = search_finds(panel, doc, "5");
    EXPECT_NE(std::find(fives.begin(), fives.end(), "actor/orc_warlord"), fives.end());
    EXPECT_EQ(search_finds(panel, doc, "power 99"), std::vector<std::string>{});
    // While searching, a container counts its matches.
    panel.search = "power 5";
    panel.shown_rows(doc);
    EXPECT_EQ(panel.shown_count(row_of(tree(), "1/actors.yaml")), 2);
}

TEST_F(FilesPanelTest, ClosedRowsHideWhatTheyHold) {
    const std::size_t file = row_of(tree(), "1/actors.yaml");
    const std::size_t before = panel.shown_rows(doc).size();
    panel.closed.push_back(tree().rows[file].node);
    EXPECT_EQ(panel.shown_rows(doc).size(), before - 3);
    // A search opens everything it finds.
    EXPECT_EQ(search_finds(panel, doc, "warlord"), (std::vector<std::string>{"actor/orc_warlord"}));
}

TEST_F(FilesPanelTest, UnsavedEditsAndNewDefinitionsAreMarked) {
    EXPECT_FALSE(tree().rows[row_of(tree(), "0/actors.yaml#actor/bat")].unsaved);
    set_sheet_value(doc, DefKind::actor, "bat", "fighter.hp", 9);
    const DefId made = create_definition(doc, DefKind::item);
    EXPECT_TRUE(tree().rows[row_of(tree(), "0/actors.yaml#actor/bat")].unsaved);
    const std::size_t group = row_of(tree(), "unsaved");
    EXPECT_EQ(definitions_under(tree(), group), std::vector<std::string>{made});
    EXPECT_TRUE(tree().rows[row_of(tree(), "#item/" + made)].selectable);
    EXPECT_EQ(tree().rows[row_of(tree(), "#item/" + made)].depth, tree().rows[group].depth + 1)
        << "drawn one level under its group";
    // The search reads the edited value.
    EXPECT_EQ(search_finds(panel, doc, "bat hp 9").size(), 0u);
    EXPECT_EQ(search_finds(panel, doc, "hp 9"), std::vector<std::string>{"actor/bat"});
}

TEST_F(FilesPanelTest, ClickingADefinitionOpensItAndAsksForTheContentEditor) {
    ContentEditorPanel editor;
    EXPECT_TRUE(panel.open_row(row_of(tree(), "1/actors.yaml#actor/orc_warlord"), editor));
    EXPECT_EQ(editor.kind, DefKind::actor);
    EXPECT_EQ(editor.selected, "orc_warlord");
    EXPECT_TRUE(panel.take_focus_request());
    EXPECT_FALSE(panel.take_focus_request());
    EXPECT_TRUE(panel.take_definitions_tab_request());
    // A deletion is not in the game: nothing to open.
    EXPECT_FALSE(panel.open_row(row_of(tree(), "1/actors.yaml#actor/troll"), editor));
    EXPECT_EQ(editor.selected, "orc_warlord");
    EXPECT_FALSE(panel.take_focus_request());
}

// Content that came from no files (made in memory) lists its definitions one level under
// a single "(in memory)" row, each a definition row that knows its kind.
TEST(FilesPanelInMemory, DefinitionsHangOneLevelUnderTheOnlyRow) {
    Content content;
    content.actors["orc"].name = "Orc";
    content.items["potion"].name = "Potion";
    const FileTree tree = build_file_tree(content, content);
    ASSERT_EQ(tree.rows.size(), 3u);
    EXPECT_EQ(tree.rows[0].label, "(in memory)");
    EXPECT_EQ(tree.rows[0].depth, 0);
    EXPECT_EQ(tree.rows[0].count, 2);
    for (std::size_t i = 1; i < 3; ++i) {
        EXPECT_EQ(tree.rows[i].type, FileTreeRow::Type::definition);
        EXPECT_EQ(tree.rows[i].depth, 1) << tree.rows[i].label;
        EXPECT_EQ(tree.rows[i].parent, 0u);
    }
    EXPECT_EQ(tree.definitions, 2);
}

TEST(FilesPanelSubFolders, FoldersNestAndTemplatesAreMarked) {
    const test::SubFolderCopy copy;
    ContentDocument doc(copy.load());
    FilesPanel panel;
    const FileTree& tree = panel.tree(doc);
    const std::size_t actors = row_of(tree, "0/actors");
    const std::size_t orcs = row_of(tree, "0/actors/orcs");
    const std::size_t captains = row_of(tree, "0/actors/orcs/captains.yaml");
    EXPECT_EQ(tree.rows[actors].type, FileTreeRow::Type::folder);
    EXPECT_EQ(tree.rows[orcs].parent, actors);
    EXPECT_EQ(tree.rows[captains].parent, orcs);
    EXPECT_EQ(tree.rows[captains].depth, 3);
    EXPECT_EQ(definitions_under(tree, captains),
              (std::vector<std::string>{"orc_veteran", "orc_captain", "orc_sergeant"}));
    EXPECT_EQ(tree.rows[orcs].count, 3);
    const std::size_t veteran = row_of(tree, "captains.yaml#actor/orc_veteran");
    EXPECT_TRUE(tree.rows[veteran].abstract);
    EXPECT_EQ(FilesPanel::row_label(tree, veteran, 0), "orc_veteran  Orc  (actor template)");
    ContentEditorPanel editor;
    EXPECT_FALSE(panel.open_row(veteran, editor));
    EXPECT_NE(FilesPanel::row_tooltip(tree, veteran).find("never in the game"), std::string::npos);
    // A template is found by the values it writes; what is made from it, by its own.
    EXPECT_EQ(
        search_finds(panel, doc, "power 6"),
        (std::vector<std::string>{"actor/orc_veteran", "actor/orc_captain", "actor/orc_sergeant"}));
}

TEST_F(FilesPanelTest, DrawsTheTreeAndOpensAClickedDefinition) {
    test::HeadlessImGui imgui;
    ContentEditorPanel editor;
    const auto draw = [&] { panel.draw(doc, editor); };
    const std::size_t row = row_of(tree(), "1/actors.yaml#actor/orc_warlord");
    const std::string label = FilesPanel::row_label(tree(), row, 0);
    panel.closed.push_back("0");  // the base layer closed: the mod's rows in view
    imgui.frame(draw);
    // The row's id: its label under its node key, in the tree's child window.
    const ImGuiWindow* child = nullptr;
    for (const ImGuiWindow* w : GImGui->Windows) {
        if (std::string_view(w->Name).find("file tree") != std::string_view::npos) child = w;
    }
    ASSERT_NE(child, nullptr);
    const ImGuiID id =
        ImHashStr(label.c_str(), 0, ImHashStr(tree().rows[row].node.c_str(), 0, child->ID));
    std::optional<ImVec2> at;
    for (float y = 4.0f; y < 700.0f && !at; y += 4.0f) {
        imgui.mouse(120.0f, y, false);
        imgui.frame(draw);
        if (GImGui->HoveredId == id) at = ImVec2(120.0f, y);
    }
    ASSERT_TRUE(at) << "the row is not drawn";
    imgui.click(at->x, at->y, draw);
    EXPECT_EQ(editor.selected, "orc_warlord");
    EXPECT_TRUE(panel.take_focus_request());
}

// Two layers (the base and one mod) are enough to ask what the mod changes.
TEST_F(FilesPanelTest, WithAModAboveTheBaseItOffersWhatTheModChanges) {
    ASSERT_EQ(doc.saved().provenance->layers.size(), 2u);
    test::HeadlessImGui imgui;
    ContentEditorPanel editor;
    const std::string shown = imgui.shown_text([&] { panel.draw(doc, editor); });
    EXPECT_NE(shown.find("What a layer changes:"), std::string::npos) << shown;
}

}  // namespace
}  // namespace cf
