// Multi-select in the Content editor (issue 36): Ctrl+click and Shift+click select several
// definitions as a file browser does; the fields they share are edited together, "(mixed)"
// where they differ; a change is one undoable step on all of them, and a save writes the
// minimal diff (a template and its child both set write the template's key alone).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "editor/content_editor_panel.hpp"
#include "editor/field_editor.hpp"
#include "editor/template_edits.hpp"
#include "editor/ui_widgets.hpp"
#include "tests/editor/editor_test_support.hpp"
#include "tests/editor/provenance_fixture.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;

const std::vector<DefId> kOrder = {"bat", "cave_spider", "goblin_archer", "goblin_shaman", "orc"};

TEST(MultiSelect, APlainClickOpensOneAndCtrlClickTogglesOthersIn) {
    ContentEditorPanel panel;
    panel.click_row(kOrder, "bat", false, false);
    EXPECT_EQ(panel.selected, "bat");
    EXPECT_THAT(panel.selection, ElementsAre("bat"));
    panel.click_row(kOrder, "orc", true, false);
    panel.click_row(kOrder, "goblin_archer", true, false);
    EXPECT_THAT(panel.selection, ElementsAre("bat", "goblin_archer", "orc")) << "in list order";
    EXPECT_EQ(panel.selected, "goblin_archer");
    panel.click_row(kOrder, "bat", true, false);
    EXPECT_THAT(panel.selection, ElementsAre("goblin_archer", "orc")) << "Ctrl+click takes it out";
    panel.click_row(kOrder, "cave_spider", false, false);
    EXPECT_THAT(panel.selection, ElementsAre("cave_spider")) << "a plain click starts over";
}

TEST(MultiSelect, ShiftClickSelectsTheRangeFromTheLastClickEitherWay) {
    ContentEditorPanel panel;
    panel.click_row(kOrder, "cave_spider", false, false);
    panel.click_row(kOrder, "goblin_shaman", false, true);
    EXPECT_THAT(panel.selection, ElementsAre("cave_spider", "goblin_archer", "goblin_shaman"));
    panel.click_row(kOrder, "bat", false, true);
    EXPECT_THAT(panel.selection, ElementsAre("bat", "cave_spider")) << "from the same anchor";
    panel.select(DefKind::item, "sword");
    EXPECT_TRUE(panel.selection.empty()) << "opening another definition ends the selection";
}

class SharedFields : public ::testing::Test {
  protected:
    ContentDocument doc{test::load_default_content()};
    test::ScriptedWidgets widgets;
    const std::vector<DefId> goblins = {"goblin_archer", "goblin_shaman", "orc"};
    int power(const DefId& id) const { return doc.content().actor(id)->fighter.power; }
};

TEST_F(SharedFields, ValuesTheyShareShowAndTheOthersReadMixed) {
    ASSERT_TRUE(edit_shared_fields(doc, widgets, DefKind::actor, goblins));
    EXPECT_TRUE(widgets.shown_mixed.count("fighter/hp")) << "8, 12 and the orc's differ";
    EXPECT_TRUE(widgets.shown_mixed.count("name"));
    EXPECT_TRUE(widgets.shown_mixed.count("abilities")) << "a list they do not share";
    EXPECT_FALSE(widgets.shown_mixed.count("fighter/defense")) << "0 on all three";
    EXPECT_FALSE(doc.can_undo()) << "drawing alone never edits";
    EXPECT_FALSE(edit_shared_fields(doc, widgets, DefKind::actor, {"orc", "no_such"}))
        << "one definition is not a selection";
}

TEST_F(SharedFields, SettingAFieldSetsItOnAllAsOneUndoStep) {
    const int orc_before = power("orc");
    widgets.numbers["fighter/power"] = 7;
    ASSERT_TRUE(edit_shared_fields(doc, widgets, DefKind::actor, goblins));
    for (const DefId& id : goblins) EXPECT_EQ(power(id), 7) << id;
    EXPECT_EQ(doc.undo_steps(), 1u);
    EXPECT_EQ(doc.undo_label(), "Set fighter.power on 3 actors");
    EXPECT_EQ(doc.content().actor("goblin_archer")->fighter.hp, 8) << "only that field";
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(power("orc"), orc_before);
    EXPECT_EQ(power("goblin_archer"), 1);
    EXPECT_FALSE(doc.dirty());
    // Now they agree: no longer mixed.
    ASSERT_TRUE(doc.redo());
    widgets.shown_mixed.clear();
    ASSERT_TRUE(edit_shared_fields(doc, widgets, DefKind::actor, goblins));
    EXPECT_FALSE(widgets.shown_mixed.count("fighter/power"));
}

TEST_F(SharedFields, ADragOverFramesIsOneStepAndAMixedTextIsTypedForAll) {
    for (int p = 2; p <= 5; ++p) {
        widgets.numbers["fighter/power"] = p;
        ASSERT_TRUE(edit_shared_fields(doc, widgets, DefKind::actor, goblins));
    }
    EXPECT_EQ(doc.undo_steps(), 1u) << "a drag merges into one step";
    widgets.finish = true;
    ASSERT_TRUE(edit_shared_fields(doc, widgets, DefKind::actor, goblins));
    widgets.finish = false;
    widgets.texts["name"] = "Greenskin";
    ASSERT_TRUE(edit_shared_fields(doc, widgets, DefKind::actor, goblins));
    for (const DefId& id : goblins) EXPECT_EQ(doc.content().actor(id)->name, "Greenskin") << id;
    EXPECT_EQ(doc.undo_steps(), 2u);
}

std::string saved_text(const std::string& path) {
    std::ifstream in(path);
    std::stringstream out;
    out << in.rdbuf();
    return out.str();
}

class SharedFieldsSaved : public ::testing::Test {
  protected:
    std::string captains() const { return saved_text(files.path() + "/actors/orcs/captains.yaml"); }
    int power(const DefId& id) const { return doc.content().actors.at(id).fighter.power; }
    test::SubFolderCopy files;
    ContentDocument doc{files.load()};
    test::ScriptedWidgets widgets;
};

TEST_F(SharedFieldsSaved, ATemplateAndItsChildSelectedWriteTheTemplateAlone) {
    const std::string before = captains();
    widgets.numbers["fighter/power"] = 9;
    ASSERT_TRUE(edit_shared_fields(doc, widgets, DefKind::actor, {"orc_captain", "orc_veteran"}));
    EXPECT_EQ(power("orc_captain"), 9);
    EXPECT_EQ(power("orc_sergeant"), 9) << "not selected, but it inherits from the template";
    EXPECT_EQ(doc.undo_steps(), 1u);
    const SavePlan plan = doc.plan_save(files.path());
    ASSERT_EQ(plan.files.size(), 1u) << "one file written once";
    std::string error;
    ASSERT_TRUE(doc.save(plan, error)) << error;
    std::string expected = before;
    expected.replace(expected.find("power: 6"), 8, "power: 9");
    EXPECT_EQ(captains(), expected) << "the template's key alone; the children keep inheriting";
    const ContentPtr again = files.load();
    ASSERT_TRUE(again);
    EXPECT_EQ(again->actors.at("orc_captain").fighter.power, 9);
    EXPECT_EQ(again->actors.at("orc_sergeant").fighter.power, 9);
}

TEST_F(SharedFieldsSaved, ChildrenSetTogetherEachWriteTheirKeyAndNothingElse) {
    widgets.numbers["fighter/power"] = 4;
    ASSERT_TRUE(edit_shared_fields(doc, widgets, DefKind::actor, {"orc_captain", "orc_sergeant"}));
    EXPECT_EQ(doc.content().templates.actors.at("orc_veteran").fighter.power, 6);
    std::string error;
    ASSERT_TRUE(doc.save(files.path(), error)) << error;
    const std::string now = captains();
    EXPECT_EQ(now.find("xp: 60"), now.rfind("xp: 60"));
    const ContentPtr again = files.load();
    ASSERT_TRUE(again);
    EXPECT_EQ(again->actors.at("orc_captain").fighter.power, 4);
    EXPECT_EQ(again->actors.at("orc_sergeant").fighter.power, 4);
    EXPECT_EQ(again->actors.at("orc_captain").xp, 60);
    EXPECT_EQ(again->templates.actors.at("orc_veteran").fighter.power, 6);
    // Neither child writes a field it inherits and nobody changed.
    for (const DefId id : {"orc_captain", "orc_sergeant"}) {
        const FieldInheritance inh = field_inheritance(*again, DefKind::actor, id);
        EXPECT_THAT(inh.own, ::testing::Not(::testing::Contains("glyph"))) << id;
        EXPECT_THAT(inh.own, ::testing::Contains("fighter.power")) << id;
    }
}

// The Content editor's panel at its size in the 1600x900 editor (narrow: the list above
// the fields), its widgets noted as the automation API sees them.
class NarrowPanel : public test::HeadlessImGuiContext {
  public:
    NarrowPanel() : HeadlessImGuiContext(ImVec2(1600.0f, 900.0f)) {}
    template <class F>
    void frame(F&& draw) {
        begin_frame("Test", ImVec2(464.0f, 500.0f), ImGuiWindowFlags_NoSavedSettings);
        draw();
        end_frame();
    }
    void mouse(float x, float y, bool down) {
        ImGuiIO& io = ImGui::GetIO();
        io.MousePos = ImVec2(x, y);
        io.MouseDown[0] = down;
    }
};

class MultiSelectPanel : public ::testing::Test {
  protected:
    MultiSelectPanel() { ImGui::GetIO().UserData = &registry; }
    ~MultiSelectPanel() override { ImGui::GetIO().UserData = nullptr; }
    void frame() {
        registry.begin_frame();
        imgui.frame([&] { panel.draw(doc, ctx); });
        registry.end_frame();
    }
    // The widget of the last frame whose text starts with `text`.
    const ui::Widget* shown(const std::string& text) const {
        for (const ui::Widget& w : registry.last_frame()) {
            if (w.text.rfind(text, 0) == 0) return &w;
        }
        return nullptr;
    }
    NarrowPanel imgui;
    ui::WidgetRegistry registry;
    ContentDocument doc{test::load_default_content()};
    ContentEditorPanel panel;
    EditorContext ctx;
};

// A row of the list in view (its text "id  name") other than `not_id`'s; null when none.
const ui::Widget* row_in_view(const ui::WidgetRegistry& registry, const std::string& not_id) {
    for (const ui::Widget& w : registry.last_frame()) {
        if (w.kind == "selectable" && w.visible && w.text.find("  ") != std::string::npos &&
            w.text.rfind(not_id + "  ", 0) != 0)
            return &w;
    }
    return nullptr;
}

TEST_F(MultiSelectPanel, CtrlClickInTheListSelectsASecondAndTheHeaderCountsThem) {
    panel.select(DefKind::actor, "orc");
    frame();
    frame();
    const ui::Widget* other = row_in_view(registry, "orc");
    ASSERT_NE(other, nullptr) << "another row of the list in view";
    const std::string id = other->text.substr(0, other->text.find("  "));
    const float x = other->click_x;
    const float y = other->click_y;
    EXPECT_EQ(shown("Select one"), nullptr) << "one definition open: no selection header";
    ImGuiIO& io = ImGui::GetIO();
    io.KeyCtrl = true;
    for (const bool down : {false, true, false}) {
        imgui.mouse(x, y, down);
        frame();
    }
    io.KeyCtrl = false;
    ASSERT_EQ(panel.selection.size(), 2u);
    EXPECT_NE(std::find(panel.selection.begin(), panel.selection.end(), "orc"),
              panel.selection.end());
    EXPECT_NE(std::find(panel.selection.begin(), panel.selection.end(), id), panel.selection.end());
    frame();
    EXPECT_NE(shown("Select one"), nullptr) << "the header of the selection";
    ASSERT_NE(shown(id + "  "), nullptr);
    EXPECT_EQ(shown(id + "  ")->checked, std::optional<bool>(true)) << "drawn selected";
    ASSERT_NE(shown("orc  "), nullptr);
    EXPECT_EQ(shown("orc  ")->checked, std::optional<bool>(true)) << "drawn selected";
    EXPECT_FALSE(doc.can_undo()) << "selecting never edits";
    // The list keeps rows to go on picking among (with one open it shows two or three).
    int rows = 0;
    for (const ui::Widget& w : registry.last_frame()) {
        rows += w.kind == "selectable" && w.visible && w.text.find("  ") != std::string::npos;
    }
    const int actors = static_cast<int>(ids_of(doc.content(), DefKind::actor).size());
    EXPECT_GE(rows, std::min(actors, 6)) << "rows of the list in view while two are selected";
}

}  // namespace
}  // namespace cf
