#include "editor/content_editor_panel.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "editor/template_edits.hpp"
#include "tests/editor/editor_test_support.hpp"
#include "tests/editor/provenance_fixture.hpp"

namespace cf {
namespace {

class ContentEditorPanelTest : public ::testing::Test {
  protected:
    test::HeadlessImGui imgui;
    ContentDocument doc{test::load_default_content()};
    ContentEditorPanel panel;
    EditorContext ctx;

    void frame() {
        imgui.frame([&] { panel.draw(doc, ctx); });
    }
    // Opens the rename or the delete modal for the orc and draws until it shows.
    void open_modal(bool rename) {
        panel.select(DefKind::actor, "orc");
        if (rename) {
            panel.ask_rename();
        } else {
            panel.ask_delete();
        }
        for (int i = 0; i < 3; ++i) frame();
    }
};

TEST_F(ContentEditorPanelTest, DrawsEveryDefinitionOfEveryKindAndTheSettings) {
    for (DefKind kind : {DefKind::actor, DefKind::item, DefKind::tile, DefKind::slot}) {
        for (const DefId& id : ids_of(doc.content(), kind)) {
            panel.select(kind, id);
            frame();
            frame();
        }
    }
    panel.select_settings();
    frame();
    EXPECT_FALSE(doc.can_undo()) << "drawing alone never edits";
    EXPECT_FALSE(panel.save_requested);
}

TEST_F(ContentEditorPanelTest, DrawsWithATilesetTextureAndAGlyphPicker) {
    int fake_texture = 0;
    ctx.tileset_texture = &fake_texture;
    panel.select(DefKind::tile, "wall");
    frame();
    frame();
    EXPECT_FALSE(doc.can_undo());
}

TEST_F(ContentEditorPanelTest, DeleteConfirmationListsUsesAndLiveEntities) {
    int asked = 0;
    ctx.live_entities_using = [&](DefKind kind, const DefId& id) {
        ++asked;
        return kind == DefKind::item && id == "dagger" ? 1 : 0;
    };
    panel.select(DefKind::item, "dagger");
    panel.ask_delete();
    frame();
    frame();
    EXPECT_GT(asked, 0) << "the confirmation asks the game how many entities use it";
    EXPECT_EQ(GImGui->OpenPopupStack.Size, 1);
    EXPECT_TRUE(doc.content().item("dagger")) << "nothing is deleted before it is confirmed";
}

TEST_F(ContentEditorPanelTest, RenamePopupOpensForTheSelection) {
    panel.select(DefKind::actor, "orc");
    panel.ask_rename();
    frame();
    frame();
    EXPECT_EQ(panel.rename_to, "orc");
    EXPECT_EQ(GImGui->OpenPopupStack.Size, 1);
}

TEST_F(ContentEditorPanelTest, TheRenameAndDeleteModalsAreCentredAtEverySize) {
    for (const ImVec2 display : {ImVec2(800, 600), ImVec2(1280, 720), ImVec2(2560, 1440)}) {
        ImGui::GetIO().DisplaySize = display;
        for (const bool rename : {true, false}) {
            open_modal(rename);
            const ImGuiWindow* modal =
                ImGui::FindWindowByName(rename ? "Rename definition" : "Delete definition?");
            ASSERT_NE(modal, nullptr);
            const ImVec2 centre(modal->Pos.x + modal->Size.x * 0.5f,
                                modal->Pos.y + modal->Size.y * 0.5f);
            EXPECT_NEAR(centre.x, display.x * 0.5f, 1.0f) << display.x << "x" << display.y;
            EXPECT_NEAR(centre.y, display.y * 0.5f, 1.0f) << display.x << "x" << display.y;
            ImGui::ClosePopupsOverWindow(nullptr, false);
            frame();
        }
    }
}

TEST_F(ContentEditorPanelTest, EscapeCancelsTheRenameAndDeleteModals) {
    ImGuiIO& io = ImGui::GetIO();
    constexpr int kEscape = 256;
    io.KeyMap[ImGuiKey_Escape] = kEscape;
    for (const bool rename : {true, false}) {
        open_modal(rename);
        ASSERT_EQ(GImGui->OpenPopupStack.Size, 1) << (rename ? "rename" : "delete");
        io.KeysDown[kEscape] = true;
        frame();
        io.KeysDown[kEscape] = false;
        frame();
        EXPECT_EQ(GImGui->OpenPopupStack.Size, 0) << (rename ? "rename" : "delete");
        EXPECT_TRUE(doc.content().actor("orc"));
        EXPECT_FALSE(doc.can_undo()) << "cancelled: nothing renamed or deleted";
    }
}

TEST_F(ContentEditorPanelTest, NothingToRenameOrDeleteWithoutASelection) {
    panel.select_settings();
    panel.ask_delete();
    panel.ask_rename();
    frame();
    EXPECT_EQ(GImGui->OpenPopupStack.Size, 0);
}

TEST_F(ContentEditorPanelTest, TitleMarksUnsavedChanges) {
    EXPECT_EQ(ContentEditorPanel::window_title(doc), "Content editor###Content editor");
    doc.edit("Set orc power", "", [](Content& c) { c.actors.at("orc").fighter.power = 5; });
    EXPECT_EQ(ContentEditorPanel::window_title(doc), "Content editor *###Content editor");
}

TEST_F(ContentEditorPanelTest, SelectOpensADefinitionAndClearsTheSearch) {
    panel.search = "troll";
    panel.select(DefKind::item, "sword");
    EXPECT_FALSE(panel.settings_selected);
    EXPECT_EQ(panel.kind, DefKind::item);
    EXPECT_EQ(panel.selected, "sword");
    EXPECT_EQ(panel.search, "");
    panel.select_settings();
    EXPECT_TRUE(panel.settings_selected);
}

}  // namespace
}  // namespace cf

namespace cf {
namespace {

// New asks for the id first: typed into the modal, refused with the reason while it is
// taken, made (and opened) on Enter once it is free, from the template it was asked from.
TEST(ContentEditorNewModal, TheIdIsTypedFirstAndCheckedAsTyped) {
    const test::SubFolderCopy files;
    test::HeadlessImGui imgui;
    ContentDocument doc{files.load()};
    ContentEditorPanel panel;
    const EditorContext ctx;
    const auto frame = [&] { imgui.frame([&] { panel.draw(doc, ctx); }); };
    ImGuiIO& io = ImGui::GetIO();
    constexpr int kEnter = 257;
    io.KeyMap[ImGuiKey_Enter] = kEnter;
    panel.select(DefKind::actor, "orc_veteran");
    panel.new_definition.ask("orc_veteran");
    frame();
    frame();
    ASSERT_EQ(GImGui->OpenPopupStack.Size, 1);
    for (char ch : std::string("orc")) io.AddInputCharacter(static_cast<unsigned>(ch));
    frame();
    EXPECT_EQ(panel.new_definition.id, "orc");
    EXPECT_EQ(new_id_error(doc.content(), DefKind::actor, panel.new_definition.id),
              "there already is a actor 'orc'");
    io.KeysDown[kEnter] = true;
    frame();
    io.KeysDown[kEnter] = false;
    frame();
    EXPECT_FALSE(doc.can_undo()) << "a taken id makes nothing";
    for (char ch : std::string("_scout")) io.AddInputCharacter(static_cast<unsigned>(ch));
    frame();
    io.KeysDown[kEnter] = true;
    frame();
    io.KeysDown[kEnter] = false;
    frame();
    EXPECT_EQ(GImGui->OpenPopupStack.Size, 0);
    ASSERT_TRUE(doc.content().actor("orc_scout"));
    EXPECT_EQ(parent_of(doc.content(), DefKind::actor, "orc_scout"), "orc_veteran");
    EXPECT_EQ(panel.selected, "orc_scout") << "the new definition is opened";
    EXPECT_EQ(file_for_new_definition(doc, DefKind::actor, "orc_veteran"),
              "actors/orcs/captains.yaml")
        << "beside its template";
}

TEST(ContentEditorNewModal, TheParentsOfferedAreTheTemplatesFirst) {
    const test::SubFolderCopy files;
    const ContentPtr content = files.load();
    const std::vector<DefId> choices = parent_choices(*content, DefKind::actor);
    ASSERT_FALSE(choices.empty());
    EXPECT_EQ(choices.front(), "orc_veteran");
    EXPECT_NE(std::find(choices.begin(), choices.end(), "orc_captain"), choices.end());
}

}  // namespace
}  // namespace cf
