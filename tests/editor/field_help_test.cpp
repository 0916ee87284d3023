// Fields explain themselves: every described field has help, the tooltip gives meaning,
// range, default and the rules that read it, and fields that differ from the saved file
// are marked (and only those).
#include <gtest/gtest.h>

#include "editor/field_editor.hpp"
#include "editor/field_texts.hpp"
#include "engine/content/field_help.hpp"
#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

// Scripted widgets that also keep what the field editor explained, by field path.
struct ExplainingWidgets : test::ScriptedWidgets {
    std::map<std::string, std::string> tooltips;
    std::map<std::string, bool> differs;

    void explain(const std::string& tooltip, bool differ) {
        // The tooltip opens with the field's path (then its value and where it comes from).
        const std::string field = tooltip.substr(0, tooltip.find_first_of(" \n"));
        tooltips[field] = tooltip;
        differs[field] = differ;
    }
};

template <class Def>
void expect_help_for_every_field(const std::string& owner, const Def& def) {
    for (const auto& entry : field_texts(def)) {
        EXPECT_NE(field_help(owner, entry.first), nullptr)
            << owner << " " << entry.first << " has no help";
    }
}

TEST(FieldHelp, EveryDescribedFieldHasHelp) {
    expect_help_for_every_field("tile", TileDef{});
    expect_help_for_every_field("actor", ActorDef{});
    expect_help_for_every_field("slot", SlotDef{});
    expect_help_for_every_field("status", StatusDef{});
    expect_help_for_every_field("settings", Settings{});
    for (std::size_t target = 0; target < kTargetNames.size(); ++target) {
        ItemDef item;
        item.use.emplace().target = static_cast<TargetKind>(target);
        expect_help_for_every_field("item", item);
    }
    // The entries of lists are helped by their own kind, wherever the list stands.
    for (std::size_t kind = 0; kind < kEffectKindNames.size(); ++kind) {
        EffectDef effect;
        effect.kind = static_cast<EffectKind>(kind);
        expect_help_for_every_field("effect", effect);
    }
    expect_help_for_every_field("ability", AbilityDef{});
    ItemDef gear;
    gear.equippable.emplace();
    expect_help_for_every_field("item", gear);
}

class FieldNotesTest : public ::testing::Test {
  protected:
    ContentPtr loaded = test::load_default_content();
    ContentDocument doc{loaded};
    ExplainingWidgets widgets;

    void frame(DefKind kind, const DefId& id) {
        ASSERT_TRUE(edit_definition_fields(doc, widgets, kind, id));
    }
};

TEST_F(FieldNotesTest, TooltipGivesMeaningRangeDefaultAndUsers) {
    frame(DefKind::actor, "orc");
    const std::string& tip = widgets.tooltips["fighter.power"];
    EXPECT_NE(tip.find("a blow deals about this"), std::string::npos) << tip;
    EXPECT_NE(tip.find("Range: 0 .. 100000"), std::string::npos) << tip;
    EXPECT_NE(tip.find("Default: " + std::to_string(FighterDef{}.power)), std::string::npos) << tip;
    EXPECT_NE(tip.find("Used by: combat"), std::string::npos) << tip;
    EXPECT_NE(widgets.tooltips["ai"].find("Default: none"), std::string::npos)
        << widgets.tooltips["ai"];
}

TEST_F(FieldNotesTest, OnlyFieldsThatDifferFromTheSavedFileAreMarked) {
    frame(DefKind::actor, "orc");
    for (const auto& entry : widgets.differs) EXPECT_FALSE(entry.second) << entry.first;

    doc.edit("Set orc power", "", [](Content& c) { c.actors.at("orc").fighter.power = 9; });
    frame(DefKind::actor, "orc");
    EXPECT_TRUE(widgets.differs["fighter.power"]);
    EXPECT_FALSE(widgets.differs["fighter.hp"]);
    EXPECT_FALSE(widgets.differs["name"]);
    EXPECT_NE(widgets.tooltips["fighter.power"].find("Saved file: 3"), std::string::npos);

    doc.undo();
    frame(DefKind::actor, "orc");
    EXPECT_FALSE(widgets.differs["fighter.power"]);
}

TEST_F(FieldNotesTest, ADefinitionMadeSinceTheSaveIsMarkedEverywhere) {
    const DefId id = create_definition(doc, DefKind::item);
    ASSERT_FALSE(id.empty());
    frame(DefKind::item, id);
    ASSERT_FALSE(widgets.differs.empty());
    for (const auto& entry : widgets.differs) EXPECT_TRUE(entry.second) << entry.first;
    EXPECT_NE(widgets.tooltips["name"].find("Not in the saved file yet"), std::string::npos);
}

TEST_F(FieldNotesTest, SettingsAreExplainedToo) {
    edit_settings_fields(doc, widgets);
    EXPECT_NE(widgets.tooltips["fov_radius"].find("Range: 1 .. 100"), std::string::npos);
    EXPECT_FALSE(widgets.differs["fov_radius"]);
}

TEST(FieldDisagreement, TheGameAndTheDiskAreNamedWhereTheyDifferFromTheDocument) {
    const ContentPtr loaded = test::load_default_content();
    ActorDef mine = loaded->actors.at("orc");
    mine.fighter.power = 4;
    ActorDef game = mine;
    game.fighter.power = 3;
    ActorDef disk = mine;
    disk.fighter.power = 6;
    const ActorDef* game_side = &game;
    const ActorDef* disk_side = &disk;
    FieldNotes notes = field_notes("actor", mine, &loaded->actors.at("orc"));
    EXPECT_EQ(field_disagreement(notes, "fighter.power"), "");  // the sides are not known yet

    set_other_sides<ActorDef>(notes, &game_side, &disk_side);
    EXPECT_EQ(field_disagreement(notes, "fighter.power"), "game 3, disk 6");
    EXPECT_EQ(field_disagreement(notes, "fighter.hp"), "");  // all three agree

    const ActorDef* absent = nullptr;  // the game does not define it (an unapplied new one)
    set_other_sides<ActorDef>(notes, &absent, nullptr);
    EXPECT_EQ(field_disagreement(notes, "fighter.hp"), "game (absent)");
}

}  // namespace
}  // namespace cf
