// Typing into a list entry's text field with real Dear ImGui, a letter a frame, as a
// person types: every letter lands (issue 36 found "Shoot" + jjjj saved as "Shootj").

#include <gtest/gtest.h>

#include <string>

#include "editor/field_editor.hpp"
#include "editor/ui_widgets.hpp"
#include "tests/editor/clipped_text.hpp"
#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

class TypingFrames {
  public:
    TypingFrames() { ImGui::GetIO().UserData = &registry; }
    ~TypingFrames() { ImGui::GetIO().UserData = nullptr; }
    template <class F>
    void frame(F&& draw) {
        ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
        ImGui::NewFrame();
        registry.begin_frame();
        ImGui::SetNextWindowPos(ImVec2(10.0f, 10.0f));
        ImGui::SetNextWindowSize(ImVec2(600.0f, 2000.0f));
        ImGui::Begin("fields", nullptr, ImGuiWindowFlags_NoSavedSettings);
        draw();
        ImGui::End();
        ImGui::Render();
        registry.end_frame();
    }
    test::PanelFrame context;  // first: the ImGui context the rest uses
    ui::WidgetRegistry registry;
};

TEST(EntryTyping, EveryLetterTypedIntoAnAbilitysNameLands) {
    ContentDocument doc(test::load_default_content());
    ImGuiFieldWidgets widgets;
    TypingFrames f;
    const DefId id = "goblin_archer";
    const auto draw = [&] { edit_definition_fields(doc, widgets, DefKind::actor, id); };
    f.frame(draw);
    f.frame(draw);
    const ui::Widget* field = f.registry.find("fields/name#2");
    ASSERT_NE(field, nullptr) << "the ability's name field";
    ImGuiIO& io = ImGui::GetIO();
    for (const bool down : {false, true, false, false}) {
        io.MousePos = ImVec2(field->click_x, field->click_y);
        io.MouseDown[0] = down;
        f.frame(draw);
    }
    const std::string before = doc.content().actor(id)->abilities.at(0).name;
    for (const char c : std::string("jjjj")) {
        io.AddInputCharacter(static_cast<unsigned>(c));
        f.frame(draw);
        f.frame(draw);
    }
    const std::string after = doc.content().actor(id)->abilities.at(0).name;
    EXPECT_EQ(after.size(), before.size() + 4) << "'" << before << "' became '" << after << "'";
    EXPECT_NE(after.find("jjjj"), std::string::npos) << after;
}

}  // namespace
}  // namespace cf
