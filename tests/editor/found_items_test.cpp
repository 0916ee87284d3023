// What issue 36 found when the editor was tried as a designer would, each held here: a
// double-click opens a number for typing; the Performance panel's graph spans its panel
// with its figures on a line of their own; the spawn grid shows its rows; the Spawns tab
// saves; a refused save says "not saved" once; a message template that reads wrongly for
// the player ("You burns.") is warned about, and its tooltip reads it both ways.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "editor/content_status.hpp"
#include "editor/editor.hpp"
#include "editor/field_editor.hpp"
#include "editor/performance_panel.hpp"
#include "editor/spawn_table_panel.hpp"
#include "editor/ui_widgets.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/message_template.hpp"
#include "engine/rules/game.hpp"
#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// A headless ImGui whose widgets are noted, as the automation API sees them, in one
// window of a given size.
class NotedFrames : public test::HeadlessImGuiContext {
  public:
    explicit NotedFrames(ImVec2 window = ImVec2(900.0f, 700.0f))
        : HeadlessImGuiContext(ImVec2(1920.0f, 1080.0f)), window_(window) {
        ImGui::GetIO().UserData = &registry;
    }
    ~NotedFrames() { ImGui::GetIO().UserData = nullptr; }
    NotedFrames(const NotedFrames&) = delete;
    NotedFrames& operator=(const NotedFrames&) = delete;

    template <class F>
    void frame(F&& draw) {
        registry.begin_frame();
        begin_frame("Test", window_, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
        draw();
        end_frame();
        registry.end_frame();
    }
    // The last frame's widget whose text starts with `text`.
    const ui::Widget* shown(const std::string& text) const {
        for (const ui::Widget& w : registry.last_frame()) {
            if (w.text.rfind(text, 0) == 0) return &w;
        }
        return nullptr;
    }
    void mouse(float x, float y, bool down) {
        ImGuiIO& io = ImGui::GetIO();
        io.MousePos = ImVec2(x, y);
        io.MouseDown[0] = down;
    }
    ui::WidgetRegistry registry;

  private:
    ImVec2 window_;
};

TEST(FoundItems, ADoubleClickOnANumberFieldOpensItForTyping) {
    NotedFrames f;
    ContentDocument doc(test::load_default_content());
    ImGuiFieldWidgets widgets;
    const auto draw = [&] { edit_definition_fields(doc, widgets, DefKind::actor, "orc"); };
    f.frame(draw);
    f.frame(draw);
    const ui::Widget* power = f.registry.find("Test/power");
    ASSERT_NE(power, nullptr);
    const float x = power->click_x;
    const float y = power->click_y;
    // Two clicks in quick succession, the mouse still: no Ctrl held.
    for (const bool down : {false, true, false, true, false}) {
        f.mouse(x, y, down);
        f.frame(draw);
    }
    f.frame(draw);
    ASSERT_NE(ImGui::GetActiveID(), 0u) << "the field took the double-click";
    EXPECT_TRUE(ImGui::TempInputIsActive(ImGui::GetActiveID())) << "it is open for typing";
    f.frame(draw);
    EXPECT_TRUE(ImGui::TempInputIsActive(ImGui::GetActiveID())) << "and stays open";
    EXPECT_FALSE(doc.can_undo()) << "the clicks changed nothing";
}

// The Performance panel at the size the editor gives it at 1600x900 and at 1920x1080 (the
// right column's bottom panel): the graph reaches across the panel, left to right.
TEST(FoundItems, ThePerformanceGraphSpansItsPanelAtBothWindowSizes) {
    for (const ImVec2 size : {ImVec2(328.0f, 158.0f), ImVec2(394.0f, 190.0f)}) {
        NotedFrames f(size);
        PerformancePanel panel;
        for (int i = 0; i < 300; ++i) panel.record_frame(8.0f + static_cast<float>(i % 7));
        const ContentStatus status{};
        const auto draw = [&] { panel.draw(status); };
        f.frame(draw);
        const ImGuiWindow* window = ImGui::FindWindowByName("Test");
        ASSERT_NE(window, nullptr);
        const ImGuiID graph = ImHashStr("##frames", 0, window->IDStack.back());
        bool left = false;
        bool right = false;
        for (float y = 20.0f; y < size.y && !(left && right); y += 3.0f) {
            for (const float x : {16.0f, size.x - 16.0f}) {
                f.mouse(x, y, false);
                f.frame(draw);
                f.frame(draw);
                if (GImGui->HoveredId != graph) continue;
                (x < 20.0f ? left : right) = true;
            }
        }
        EXPECT_TRUE(left && right) << "at " << size.x << " px the graph spans the panel";
    }
}

// The Spawns tab at the Content editor's size at 1600x900: the weights show a row for
// every monster of the table (up to seven), not three.
TEST(FoundItems, TheSpawnGridShowsItsRowsAt1600x900) {
    NotedFrames f(ImVec2(464.0f, 470.0f));
    ContentDocument doc(test::load_default_content());
    SpawnTablePanel panel;
    const auto draw = [&] { panel.draw(doc); };
    f.frame(draw);
    f.frame(draw);
    std::set<DefId> monsters;
    for (const auto& entry : doc.content().spawns.monsters.by_depth) {
        for (const auto& weight : entry.second) monsters.insert(weight.first);
    }
    const std::size_t ids = monsters.size();
    std::size_t rows = 0;
    for (const ui::Widget& w : f.registry.last_frame()) {
        rows += w.text == "remove" && w.visible;
    }
    EXPECT_GE(rows, std::min<std::size_t>(ids, 7)) << ids << " monster entries";
    EXPECT_GE(spawn_grid_height(440.0f, 23.0f, 12), 23.0f * (7.0f + 5.5f))
        << "seven of twelve rows at least at 1600x900";
    EXPECT_LE(spawn_grid_height(440.0f, 23.0f, 2), 23.0f * 7.5f)
        << "a short table leaves the charts room";
}

TEST(FoundItems, TheSpawnsTabHasASaveButtonThatSavesLikeCtrlS) {
    NotedFrames f;
    ContentDocument doc(test::load_default_content());
    SpawnTablePanel panel;
    const auto draw = [&] { panel.draw(doc); };
    f.frame(draw);
    f.frame(draw);
    const ui::Widget* save = f.registry.find("Test/Save");
    ASSERT_NE(save, nullptr) << "a Save button beside Regenerate and Apply";
    for (const bool down : {false, true, false}) {
        f.mouse(save->click_x, save->click_y, down);
        f.frame(draw);
    }
    EXPECT_TRUE(panel.save_requested);
}

// The Editor answers the Spawns tab's Save as the Definitions tab's; a refused save says
// "not saved" once.
TEST(FoundItems, TheSpawnsSaveReachesTheEditorAndARefusalSaysNotSavedOnce) {
    const test::ContentCopy dir;
    const ContentPtr content = test::load_default_content();
    Game game = Game::new_game(content, 7);
    Editor editor(content, dir.path());
    editor.game_started(game);
    editor.begin_frame(game);
    const ContentStatus status{};
    NotedFrames f;
    const auto draw = [&] { editor.draw_content(nullptr, status); };
    f.frame(draw);
    f.frame(draw);
    const ui::Widget* tab = f.registry.find("Test/Spawns");
    ASSERT_NE(tab, nullptr);
    for (const bool down : {false, true, false}) {
        f.mouse(tab->click_x, tab->click_y, down);
        f.frame(draw);
    }
    editor.panels().spawn_tables.save_requested = true;
    f.frame(draw);
    EXPECT_TRUE(editor.requests().save) << "handed to the one save";
    editor.requests().save = false;
    // Two problems: the save is refused, and says why once.
    editor.content().document().edit("break", "", [](Content& c) {
        c.actors.at("orc").name.clear();
        c.actors.at("bat").name.clear();
    });
    EXPECT_FALSE(editor.save_now(game));
    const std::string said = editor.status_line();
    EXPECT_THAT(said, HasSubstr("Not saved: fix the 2 problem(s) first"));
    EXPECT_THAT(said, Not(HasSubstr("not saved:"))) << said;
}

// Found playing the template journey on: an edit applied live and saved, then the game
// saved and continued, was told its content "has changed since": the running snapshot
// kept the hashes of the files it had been loaded from. A game saved after its content
// was saved records the files as written.
TEST(FoundItems, AGameSavedAfterItsContentWasSavedRecordsTheFilesAsWritten) {
    const test::ContentCopy dir;
    const ContentLoad first = load_content(dir.path());
    ASSERT_TRUE(first.content) << to_string(first.problems);
    Game game = Game::new_game(first.content, 7);
    Editor editor(first.content, dir.path());
    editor.game_started(game);
    editor.content().document().edit("xp", "", [](Content& c) { c.actors.at("orc").xp = 90; });
    editor.content().apply_live_edits(game, false, true);
    ASSERT_EQ(game.content().actor("orc")->xp, 90) << "the game plays the edit";
    EXPECT_EQ(game.layers_for_save(), content_layers(*first.content)) << "not saved yet";
    ASSERT_TRUE(editor.save_now(game)) << editor.status_line();
    const ContentLoad written = load_content(dir.path());
    ASSERT_TRUE(written.content) << to_string(written.problems);
    ASSERT_NE(content_layers(*written.content), content_layers(*first.content));
    EXPECT_EQ(game.layers_for_save(), content_layers(*written.content));
}

TEST(FoundItems, AMessageThatReadsWronglyForThePlayerIsFoundWithItsFix) {
    EXPECT_EQ(agreement_slip("{Target} burns.").word, "burns");
    EXPECT_EQ(agreement_slip("{Target} burns.").fix, "burn{s}");
    EXPECT_EQ(agreement_slip("{Target} catches fire.").fix, "catch{es}");
    EXPECT_EQ(agreement_slip("{Target} is poisoned.").fix, "{is}");
    EXPECT_EQ(agreement_slip("{Target} has {turns} turns.").fix, "{has}");
    EXPECT_EQ(agreement_slip("{target} hisses").fix, "hiss{es}");
    // Reads right either way.
    EXPECT_EQ(agreement_slip("{Target} burn{s}.").word, "");
    EXPECT_EQ(agreement_slip("{Target} {is} poisoned.").word, "");
    EXPECT_EQ(agreement_slip("{User} shoots {target} for {amount} damage.").word, "");
    EXPECT_EQ(agreement_slip("The fire spreads.").word, "");
    EXPECT_EQ(agreement_slip("Fire engulfs {target} as it burns.").word, "");
    // The shipped ember stone's pickup message reads "burns you's hand" to the player.
    EXPECT_EQ(agreement_slip("The ember stone burns {target}'s hand.").word, "'s");
    EXPECT_EQ(message_warning("The ember stone burns {target}'s hand."),
              "Reads \"The ember stone burns you's hand.\" for the player: no form of "
              "{target}'s agrees; name the owner another way");
    const MessageReadings readings = message_readings("{Target} burns.");
    EXPECT_EQ(readings.player, "You burns.");
    EXPECT_EQ(readings.monster, "The Orc burns.");
    EXPECT_EQ(message_warning("{Target} burns."),
              "Reads \"You burns.\" for the player: write burn{s} for burns");
}

// The field editor warns under the message field and its tooltip reads it both ways.
struct TooltipWidgets : test::ScriptedWidgets {
    std::vector<std::string> tooltips;
    void explain(const std::string& tooltip, bool) { tooltips.push_back(tooltip); }
};

TEST(FoundItems, TheEditorWarnsUnderAMessageAndItsTooltipReadsItBothWays) {
    ContentDocument doc(test::load_default_content());
    TooltipWidgets widgets;
    const DefId id = "goblin_archer";
    widgets.texts["abilities/0/abilities[0]/effects/0/effects[0]/message"] = "{Target} burns.";
    ASSERT_TRUE(edit_definition_fields(doc, widgets, DefKind::actor, id));
    ASSERT_EQ(doc.content().actor(id)->abilities.at(0).effects.at(0).message, "{Target} burns.");
    widgets.warnings.clear();
    widgets.tooltips.clear();
    ASSERT_TRUE(edit_definition_fields(doc, widgets, DefKind::actor, id));
    ASSERT_EQ(widgets.warnings.size(), 1u);
    EXPECT_EQ(widgets.warnings.begin()->second,
              "Reads \"You burns.\" for the player: write burn{s} for burns");
    bool both = false;
    for (const std::string& t : widgets.tooltips) {
        both = both || (t.find("To the player: You burns.") != std::string::npos &&
                        t.find("To a monster: The Orc burns.") != std::string::npos);
    }
    EXPECT_TRUE(both) << "a tooltip reads the message as the player and as a monster";
}

}  // namespace
}  // namespace cf
