// The named widgets behind the API's ui methods: paths as ImGui identifies windows and
// labels, duplicates numbered, values and states read, clipped widgets marked, and a
// click at a widget's click point presses it as a person's click does.

#include "editor/ui_widgets.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "tests/editor/clipped_text.hpp"

namespace cf::ui {
namespace {

// A headless frame with a registry lent to ImGui, as the program lends it with --api.
class Frames {
  public:
    Frames() { ImGui::GetIO().UserData = &registry; }
    ~Frames() { ImGui::GetIO().UserData = nullptr; }
    template <class F>
    void frame(F&& draw) {
        ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
        ImGui::NewFrame();
        registry.begin_frame();
        ImGui::SetNextWindowPos(ImVec2(10.0f, 10.0f));
        ImGui::SetNextWindowSize(ImVec2(400.0f, 300.0f));
        ImGui::Begin("Tools 3 changes###tools", nullptr, ImGuiWindowFlags_NoSavedSettings);
        draw();
        ImGui::End();
        ImGui::Render();
        registry.end_frame();
    }
    test::PanelFrame context;  // first: the ImGui context the rest uses
    WidgetRegistry registry;
};

TEST(UiWidgets, PathsAreTheWindowsAndLabelsIdParts) {
    EXPECT_EQ(id_part("Content editor 3 problems###content_editor"), "content_editor");
    EXPECT_EQ(id_part("Content editor###Content editor###content_editor"), "content_editor");
    EXPECT_EQ(id_part("Game##editor"), "Game##editor");
    EXPECT_EQ(shown_part("Save##content"), "Save");
    Frames f;
    bool live = true;
    std::string search = "orc";
    f.frame([&] {
        Button("Save##content");
        Checkbox("Live", &live);
        InputText("##search", &search);
    });
    const std::vector<Widget>& w = f.registry.last_frame();
    ASSERT_EQ(w.size(), 3u);
    EXPECT_EQ(w[0].path, "tools/Save##content");
    EXPECT_EQ(w[0].text, "Save");
    EXPECT_EQ(w[0].kind, "button");
    EXPECT_EQ(w[1].path, "tools/Live");
    EXPECT_EQ(w[1].checked, std::optional<bool>(true));
    EXPECT_EQ(w[2].value, std::optional<std::string>("orc"));
    EXPECT_EQ(f.registry.find("tools/Live"), &w[1]);
    EXPECT_EQ(f.registry.find("tools/Dead"), nullptr);
}

TEST(UiWidgets, TheSecondWidgetOfAPathIsNumbered) {
    Frames f;
    f.frame([&] {
        for (int row = 0; row < 3; ++row) {
            ImGui::PushID(row);
            SmallButton("Delete");
            ImGui::PopID();
        }
    });
    const std::vector<Widget>& w = f.registry.last_frame();
    ASSERT_EQ(w.size(), 3u);
    EXPECT_EQ(w[0].path, "tools/Delete");
    EXPECT_EQ(w[1].path, "tools/Delete#2");
    EXPECT_EQ(w[2].path, "tools/Delete#3");
}

TEST(UiWidgets, WidgetsScrolledOutOfTheirPanelAreNotVisible) {
    Frames f;
    f.frame([&] {
        ImGui::BeginChild("list", ImVec2(200.0f, 60.0f));
        for (int i = 0; i < 20; ++i) Selectable(("row " + std::to_string(i)).c_str());
        ImGui::EndChild();
    });
    EXPECT_TRUE(f.registry.find("tools/row 0")->visible);
    EXPECT_FALSE(f.registry.find("tools/row 19")->visible);
}

TEST(UiWidgets, AFrameNotEndedLeavesTheLastWholeOne) {
    Frames f;
    f.frame([&] { Button("A"); });
    ImGui::NewFrame();  // a frame cut short (the program quitting): never ended
    f.registry.begin_frame();
    ImGui::Begin("Tools 3 changes###tools");
    Button("B");
    ImGui::End();
    ImGui::EndFrame();
    EXPECT_NE(f.registry.find("tools/A"), nullptr);
    EXPECT_EQ(f.registry.find("tools/B"), nullptr);
}

TEST(UiWidgets, AClickAtTheClickPointPressesTheButton) {
    Frames f;
    int pressed = 0;
    const auto draw = [&] {
        ImGui::Dummy(ImVec2(10.0f, 40.0f));
        if (Button("Fork here")) ++pressed;
    };
    f.frame(draw);
    const Widget w = *f.registry.find("tools/Fork here");
    ImGuiIO& io = ImGui::GetIO();
    for (const bool down : {false, true, false, false}) {  // what ui.click plays
        io.MousePos = ImVec2(w.click_x, w.click_y);
        io.MouseDown[0] = down;
        f.frame(draw);
    }
    EXPECT_EQ(pressed, 1);
    io.MousePos = ImVec2(w.x + w.w + 50.0f, w.click_y);  // beside it: nothing
    for (const bool down : {true, false}) {
        io.MouseDown[0] = down;
        f.frame(draw);
    }
    EXPECT_EQ(pressed, 1);
}

TEST(UiWidgets, ATabButtonIsClickedWhenThePointerRestsOnItFirst) {
    // A tab may be overlapped, so ImGui hovers it only when it was hovered the frame
    // before: ui.click's first frame only brings the pointer to rest.
    Frames f;
    int toggled = 0;
    const auto draw = [&] {
        if (Button("Elsewhere")) {
        }
        if (ImGui::BeginTabBar("bar")) {
            if (TabItemButton("Files##window", ImGuiTabItemFlags_Trailing)) ++toggled;
            ImGui::EndTabBar();
        }
    };
    f.frame(draw);
    f.frame(draw);
    const Widget elsewhere = *f.registry.find("tools/Elsewhere");
    const Widget tab = *f.registry.find("tools/Files##window");
    EXPECT_EQ(tab.kind, "tab");
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(elsewhere.click_x, elsewhere.click_y);  // the real pointer was here
    f.frame(draw);
    for (const bool down : {false, true, false, false}) {
        io.MousePos = ImVec2(tab.click_x, tab.click_y);
        io.MouseDown[0] = down;
        f.frame(draw);
    }
    EXPECT_EQ(toggled, 1);
}

// A click where ui.click would click: hover, press, release, then a frame to settle.
void click_at(Frames& f, const Widget& w, const std::function<void()>& draw) {
    ImGuiIO& io = ImGui::GetIO();
    for (const bool down : {false, true, false, false}) {
        io.MousePos = ImVec2(w.click_x, w.click_y);
        io.MouseDown[0] = down;
        f.frame(draw);
    }
}

// A combo's choices are widgets of their own once it is open, and a click on one chooses
// it: the API picks "Statuses" from the kind combo as a person does.
TEST(UiWidgets, AnOpenCombosChoicesAreWidgetsAndAClickChooses) {
    Frames f;
    const char* const kinds[] = {"Actors", "Items", "Statuses"};
    int current = 0;
    const std::function<void()> draw = [&] { Combo("##kind", &current, kinds, 3); };
    f.frame(draw);
    click_at(f, *f.registry.find("tools/##kind"), draw);
    std::vector<std::string> offered;
    for (const Widget& w : f.registry.last_frame()) {
        if (w.kind == "selectable") offered.push_back(w.text);
    }
    EXPECT_EQ(offered, (std::vector<std::string>{"Actors", "Items", "Statuses"}));
    const Widget* statuses = nullptr;
    for (const Widget& w : f.registry.last_frame()) {
        if (w.text == "Statuses") statuses = &w;
    }
    ASSERT_NE(statuses, nullptr);
    click_at(f, Widget(*statuses), draw);
    EXPECT_EQ(current, 2);
}

// An open menu is noted where its label is drawn, its frame padding around it, so a click
// at its click point lands on it.
TEST(UiWidgets, AnOpenMenuIsNotedWithItsPaddedRectangle) {
    Frames f;
    const std::function<void()> draw = [&] {
        if (BeginMenu("File")) {
            ImGui::MenuItem("Quit");
            ImGui::EndMenu();
        }
    };
    f.frame(draw);
    click_at(f, *f.registry.find("tools/File"), draw);
    const Widget* menu = f.registry.find("tools/File");
    ASSERT_NE(menu, nullptr);
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImVec2 text = ImGui::CalcTextSize("File");
    EXPECT_FLOAT_EQ(menu->w, text.x + style.FramePadding.x * 2);
    EXPECT_FLOAT_EQ(menu->h, text.y + style.FramePadding.y * 2);
}

}  // namespace
}  // namespace cf::ui
