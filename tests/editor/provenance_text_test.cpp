// Where every value comes from, as the editor says it: the Content editor's hover, the
// Inspector's, the Spreadsheet's "Where from" column, on a layered fixture (the hard mod
// over the fixture) and on a copy split into sub-folders with a template.
#include "editor/provenance_text.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "editor/inspector_panel.hpp"
#include "editor/reload_preview_panel.hpp"
#include "editor/spreadsheet_panel.hpp"
#include "engine/live/reload_preview.hpp"
#include "tests/editor/clipped_text.hpp"
#include "tests/editor/editor_test_support.hpp"
#include "tests/editor/provenance_fixture.hpp"

namespace cf {
namespace {

// Scripted widgets that keep each field's tooltip by the path it opens with.
struct HoverWidgets : test::ScriptedWidgets {
    std::map<std::string, std::string> tips;
    void explain(const std::string& tooltip, bool) {
        tips[tooltip.substr(0, tooltip.find_first_of(" \n"))] = tooltip;
    }
    // The tooltip's lines up to the field's help (the origin's lines).
    std::string origin(const std::string& field) {
        const std::string& tip = tips[field];
        std::string out;
        std::size_t start = 0;
        while (start < tip.size()) {
            const std::size_t end = std::min(tip.find('\n', start), tip.size());
            const std::string line = tip.substr(start, end - start);
            if (start > 0 && !line.starts_with("  over ")) break;
            out += (start > 0 ? "\n" : "") + line;
            start = end + 1;
        }
        return out;
    }
};

class ProvenanceTextTest : public ::testing::Test {
  protected:
    ContentPtr loaded = test::load_hard_over_base();
    ContentDocument doc{loaded};
    std::string base = test::fixture_content_dir();
    std::string mod = test::hard_mod_dir();

    std::string hover(DefKind kind, const DefId& id, const std::string& field) {
        HoverWidgets widgets;
        EXPECT_TRUE(edit_definition_fields(doc, widgets, kind, id));
        return widgets.origin(field);
    }
};

TEST_F(ProvenanceTextTest, AFieldAModChangesNamesTheModOverTheBase) {
    EXPECT_EQ(hover(DefKind::actor, "orc", "fighter.power"),
              "fighter.power 5: " + mod + "/actors.yaml:5\n  over " + base + "/actors.yaml:8");
    EXPECT_EQ(hover(DefKind::actor, "orc", "fighter.hp"),
              "fighter.hp 10: " + base + "/actors.yaml:7");
}

TEST_F(ProvenanceTextTest, AFieldFromATemplateSaysWhichDefinitionWroteIt) {
    EXPECT_EQ(hover(DefKind::actor, "orc_warlord", "fighter.power"),
              "fighter.power 5: " + mod + "/actors.yaml:5 (from orc)\n  over " + base +
                  "/actors.yaml:8 (from orc)");
    EXPECT_EQ(
        hover(DefKind::actor, "orc_warlord", "fighter.hp"),
        "fighter.hp 20: " + mod + "/actors.yaml:11\n  over " + base + "/actors.yaml:7 (from orc)");
}

TEST_F(ProvenanceTextTest, AFieldNoFileSetsIsTheDefault) {
    const std::string speed = std::to_string(loaded->actor("orc")->speed);
    EXPECT_EQ(hover(DefKind::actor, "orc", "speed"),
              "speed " + speed + ": the default (no file sets it)");
}

TEST_F(ProvenanceTextTest, AFieldOfAListEntryNamesTheLineOfTheEntryThatWritesIt) {
    // The fixture's shaman: "Call bats" is its second ability, its cooldown on line 102.
    EXPECT_EQ(hover(DefKind::actor, "goblin_shaman", "abilities[1].cooldown"),
              "abilities[1].cooldown 10: " + base + "/actors.yaml:102");
    EXPECT_EQ(hover(DefKind::actor, "goblin_shaman", "abilities[1].chance"),
              "abilities[1].chance 100: the default (no file sets it)");
}

TEST_F(ProvenanceTextTest, AnUnsavedEditSaysSoAndWhatTheDiskHolds) {
    set_sheet_value(doc, DefKind::actor, "orc", "fighter.power", 7);
    EXPECT_EQ(hover(DefKind::actor, "orc", "fighter.power"),
              "fighter.power 7: unsaved edit; on disk: 5 at " + mod + "/actors.yaml:5\n  over " +
                  base + "/actors.yaml:8");
    const DefId made = create_definition(doc, DefKind::actor);
    EXPECT_EQ(hover(DefKind::actor, made, "name"),
              "name " + doc.content().actor(made)->name + ": unsaved edit (not in any file yet)");
}

TEST_F(ProvenanceTextTest, TheTooltipKeepsTheFieldsHelpUnderItsOrigin) {
    HoverWidgets widgets;
    ASSERT_TRUE(edit_definition_fields(doc, widgets, DefKind::actor, "orc"));
    const std::string& tip = widgets.tips["fighter.power"];
    EXPECT_NE(tip.find("Range: "), std::string::npos) << tip;
    EXPECT_NE(tip.find("Default: "), std::string::npos) << tip;
}

TEST_F(ProvenanceTextTest, SettingsFieldsSayWhereTheyAreSet) {
    HoverWidgets widgets;
    edit_settings_fields(doc, widgets);
    const std::string player = widgets.origin("player");
    EXPECT_TRUE(player.starts_with("player player: " + base + "/settings.yaml:")) << player;
}

TEST_F(ProvenanceTextTest, TheShortFormNamesTheLayerFolderAndTheFile) {
    const auto short_form = [&](const DefId& id, const std::string& field) {
        return sheet_origin(doc, DefKind::actor, id, field).short_form;
    };
    EXPECT_EQ(short_form("orc", "fighter.power"), "hard/actors.yaml:5");
    EXPECT_EQ(short_form("orc", "fighter.hp"), "content/actors.yaml:7");
    EXPECT_EQ(short_form("orc", "speed"), "default");
    set_sheet_value(doc, DefKind::actor, "orc", "fighter.hp", 12);
    EXPECT_EQ(short_form("orc", "fighter.hp"), "unsaved");
    // The hover of the cell is the Content editor's text.
    EXPECT_EQ(sheet_origin(doc, DefKind::actor, "orc_warlord", "fighter.hp").chain,
              hover(DefKind::actor, "orc_warlord", "fighter.hp"));
}

// The column is wide enough for the longest file:line it can show: no cell's text is cut.
TEST_F(ProvenanceTextTest, WhereFromCellsShowTheirFileAndLineWhole) {
    test::PanelFrame frame;
    SpreadsheetPanel sheet;
    sheet.where_from = true;
    // Wide enough for every column (actors have 17 numbers, with accuracy, evasion and
    // the action costs), so only a cell's own column could cut its text.
    frame.draw(5000.0f, 400.0f, [&] { sheet.draw(doc); });
    EXPECT_EQ(test::cut_glyphs(), std::vector<std::string>{});
    EXPECT_FALSE(doc.dirty()) << "drawing alone edits nothing";
}

TEST_F(ProvenanceTextTest, TheInspectorExplainsAnEntitysDefinitionValues) {
    Game game = Game::new_game(loaded, 3);
    Entity orc;
    orc.kind = EntityKind::actor;
    orc.def = "orc";
    EXPECT_EQ(definition_value_origin(game.content(), orc, "fighter.power"),
              "From its definition, actor 'orc':\nfighter.power 5: " + mod +
                  "/actors.yaml:5\n  over " + base + "/actors.yaml:8");
    EXPECT_EQ(definition_value_origin(game.content(), orc, "x"), "");
    // With Live on the game runs an edit not saved yet: the hover says so.
    set_sheet_value(doc, DefKind::actor, "orc", "fighter.power", 7);
    EXPECT_EQ(definition_value_origin(*doc.snapshot(), orc, "fighter.power"),
              "From its definition, actor 'orc':\nfighter.power 7: unsaved edit; on disk: 5 at " +
                  mod + "/actors.yaml:5\n  over " + base + "/actors.yaml:8");
    EXPECT_EQ(definition_value_origin(*doc.snapshot(), orc, "name"),
              "From its definition, actor 'orc':\nname Orc: " + base + "/actors.yaml:2");
    orc.def = "troll";  // deleted by the mod
    EXPECT_EQ(definition_value_origin(game.content(), orc, "fighter.power"), "");
}

TEST(ProvenanceTextSubFolders, TemplatesInSubFoldersAreNamedByTheirFiles) {
    const test::SubFolderCopy copy;
    ContentDocument doc(copy.load());
    HoverWidgets widgets;
    ASSERT_TRUE(edit_definition_fields(doc, widgets, DefKind::actor, "orc_captain"));
    EXPECT_EQ(widgets.origin("fighter.power"),
              "fighter.power 6: actors/orcs/captains.yaml:5 (from orc_veteran)\n"
              "  over actors/all.yaml:8 (from orc)");
    EXPECT_EQ(widgets.origin("xp"),
              "xp 60: actors/orcs/captains.yaml:9\n  over actors/all.yaml:10 (from orc)");
    EXPECT_EQ(sheet_origin(doc, DefKind::actor, "orc_captain", "fighter.power").short_form,
              "actors/orcs/captains.yaml:5");
}

// The captains' template given power 9 on disk, and the preview of reloading it into a game
// of the folder as it was.
ReloadPreview captains_given_power_9() {
    const test::SubFolderCopy copy;
    const Game game = Game::new_game(copy.load(), 5);
    std::string text = test::SubFolderCopy::kCaptains;
    text.replace(text.find("power: 6"), 8, "power: 9");
    std::ofstream(std::filesystem::path(copy.path()) / "actors" / "orcs" / "captains.yaml") << text;
    return preview_reload(game, *copy.load(), {});
}

// The reload preview compares effective definitions: a template's change reaches every
// definition made from it, each listed with old -> new.
TEST(ProvenanceReloadPreview, ChangingATemplateListsEveryDefinitionMadeFromIt) {
    const ReloadPreview preview = captains_given_power_9();
    std::vector<std::string> changed;
    for (const DefinitionChange& c : preview.definitions) {
        for (const FieldDiff& f : c.fields)
            changed.push_back(c.id + " " + f.where + " " + f.before + " -> " + f.after);
    }
    std::sort(changed.begin(), changed.end());
    EXPECT_EQ(changed, (std::vector<std::string>{"orc_captain fighter.power 6 -> 9",
                                                 "orc_sergeant fighter.power 6 -> 9"}));
}

// The panel shows each change as a row of field, now and after applying (the old value in
// one colour, the new in another, every colour it pushes popped again).
TEST(ProvenanceReloadPreview, ThePanelShowsEachChangedFieldsRow) {
    const ReloadPreview preview = captains_given_power_9();
    ReloadPreviewPanel panel;
    test::HeadlessImGui imgui;
    const std::string shown = imgui.shown_text(
        [&] { panel.draw(preview, [](EntityId id) { return "#" + std::to_string(id); }); });
    EXPECT_NE(shown.find("| fighter.power | 6 | 9"), std::string::npos) << shown;
}

}  // namespace
}  // namespace cf
