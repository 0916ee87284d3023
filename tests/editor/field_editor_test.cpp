#include "editor/field_editor.hpp"

#include <gtest/gtest.h>

#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

class FieldEditorTest : public ::testing::Test {
  protected:
    ContentPtr loaded = test::load_default_content();
    ContentDocument doc{loaded};
    test::ScriptedWidgets widgets;

    // One frame of the content editor's field pass over (kind, id).
    void frame(DefKind kind, const DefId& id) {
        ASSERT_TRUE(edit_definition_fields(doc, widgets, kind, id));
    }
};

TEST_F(FieldEditorTest, EditingAFieldRecordsAnUndoableStepAndMarksDirty) {
    widgets.numbers["fighter/power"] = 7;
    frame(DefKind::actor, "orc");
    EXPECT_EQ(doc.content().actor("orc")->fighter.power, 7);
    EXPECT_TRUE(doc.dirty());
    ASSERT_TRUE(doc.can_undo());
    EXPECT_EQ(doc.undo_label(), "Set actor 'orc' fighter.power");
    doc.undo();
    EXPECT_EQ(doc.content().actor("orc")->fighter.power, 3);
    EXPECT_FALSE(doc.dirty());
}

TEST_F(FieldEditorTest, NumbersAreClampedToTheSchemaRange) {
    widgets.numbers["fighter/hp"] = -5;
    frame(DefKind::actor, "orc");
    EXPECT_EQ(doc.content().actor("orc")->fighter.hp, 1);
}

TEST_F(FieldEditorTest, AFrameWithoutChangesRecordsNothing) {
    frame(DefKind::item, "sword");
    EXPECT_FALSE(doc.can_undo());
}

TEST_F(FieldEditorTest, ADragOverManyFramesIsOneStepUntilLetGo) {
    for (int power = 4; power <= 9; ++power) {
        widgets.numbers["fighter/power"] = power;
        frame(DefKind::actor, "orc");
    }
    widgets.finish = true;  // mouse released: no change, but the drag is over
    frame(DefKind::actor, "orc");
    widgets.finish = false;
    widgets.numbers["fighter/power"] = 12;
    frame(DefKind::actor, "orc");

    EXPECT_EQ(doc.undo_steps(), 2u);
    doc.undo();
    EXPECT_EQ(doc.content().actor("orc")->fighter.power, 9);
    doc.undo();
    EXPECT_EQ(doc.content().actor("orc")->fighter.power, 3);
}

TEST_F(FieldEditorTest, CheckboxClicksAreSeparateSteps) {
    widgets.flags["walkable"] = false;
    frame(DefKind::tile, "floor");
    widgets.flags["walkable"] = true;
    frame(DefKind::tile, "floor");
    EXPECT_EQ(doc.undo_steps(), 2u);
    EXPECT_EQ(doc.undo_label(), "Set tile 'floor' walkable");
}

TEST_F(FieldEditorTest, ReferenceCombosOfferOnlyIdsOfTheirKind) {
    frame(DefKind::item, "sword");
    EXPECT_EQ(widgets.offered["equippable/slot"],
              (std::vector<std::string>{"armor", "ring", "weapon"}));
    frame(DefKind::actor, "player");
    EXPECT_EQ(widgets.offered["starting_equipment/0/##entry"],
              ids_of(doc.content(), DefKind::item));
}

TEST_F(FieldEditorTest, ReferenceListEntriesAreAddedChangedAndRemoved) {
    widgets.buttons.insert("starting_equipment/Add");
    frame(DefKind::actor, "player");
    EXPECT_EQ(doc.content().player().starting_equipment,
              (std::vector<std::string>{"dagger", "leather_armor", "chainmail"}));
    widgets.references["starting_equipment/2/##entry"] = "sword";
    frame(DefKind::actor, "player");
    widgets.buttons.insert("starting_equipment/0/Remove");
    frame(DefKind::actor, "player");
    EXPECT_EQ(doc.content().player().starting_equipment,
              (std::vector<std::string>{"leather_armor", "sword"}));
    EXPECT_EQ(doc.undo_label(), "Remove from actor 'player' starting_equipment");
    EXPECT_EQ(doc.undo_steps(), 3u);
}

TEST_F(FieldEditorTest, UsableBecomesEquippableThroughAddAndRemove) {
    widgets.buttons.insert("Add equippable");
    frame(DefKind::item, "health_potion");
    widgets.buttons.insert("use/Remove");
    frame(DefKind::item, "health_potion");
    const ItemDef& item = *doc.content().item("health_potion");
    EXPECT_FALSE(item.use);
    ASSERT_TRUE(item.equippable);
    EXPECT_EQ(item.equippable->slot, "armor") << "a new reference starts at an existing id";
    EXPECT_TRUE((doc.problems()).empty()) << to_string(doc.problems());
    EXPECT_EQ(doc.undo_label(), "Remove item 'health_potion' use");
}

// An effect's kind is a combo; another kind starts the entry anew with that kind's
// parameters, in range, and references pointing at something that exists.
TEST_F(FieldEditorTest, ChangingAnEffectsKindConformsItsParameters) {
    widgets.choices["use/effects/0/effects[0]/kind"] = static_cast<int>(EffectKind::status);
    frame(DefKind::item, "health_potion");
    const EffectDef& e = doc.content().item("health_potion")->use->effects.at(0);
    EXPECT_EQ(e.kind, EffectKind::status);
    EXPECT_EQ(e.amount, 0);
    EXPECT_GE(e.turns, 1);
    EXPECT_EQ(e.status, "asleep");
    EXPECT_EQ(e.message, "You use the {item} and recover {amount} HP.") << "its words are kept";
    EXPECT_TRUE((doc.problems()).empty()) << to_string(doc.problems());
    EXPECT_EQ(doc.undo_label(), "Set item 'health_potion' use.effects[0].kind");
}

// Effect lists are edited as lists: add an entry of a chosen kind, fill it in, move it,
// remove it; each an undoable step.
TEST_F(FieldEditorTest, EffectListsAreEditedAsLists) {
    widgets.choices["equippable/on_hit/add effect"] = static_cast<int>(EffectKind::damage);
    frame(DefKind::item, "sword");
    widgets.choices["equippable/on_hit/add effect"] = static_cast<int>(EffectKind::status);
    frame(DefKind::item, "sword");
    widgets.numbers["equippable/on_hit/0/on_hit[0]/damage"] = 3;
    widgets.references["equippable/on_hit/1/on_hit[1]/status"] = "poisoned";
    widgets.numbers["equippable/on_hit/1/on_hit[1]/turns"] = 4;
    frame(DefKind::item, "sword");  // the first change of a frame is its edit
    frame(DefKind::item, "sword");
    frame(DefKind::item, "sword");
    const auto on_hit = [&] { return doc.content().item("sword")->equippable->on_hit; };
    ASSERT_EQ(on_hit().size(), 2u);
    EXPECT_EQ(on_hit()[0].amount, 3);
    EXPECT_EQ(on_hit()[1].status, "poisoned");
    EXPECT_EQ(on_hit()[1].turns, 4);

    widgets.buttons.insert("equippable/on_hit/1/on_hit[1]/Up");
    frame(DefKind::item, "sword");
    EXPECT_EQ(on_hit()[0].kind, EffectKind::status);
    EXPECT_EQ(doc.undo_label(), "Reorder item 'sword' equippable.on_hit");
    widgets.buttons.insert("equippable/on_hit/1/on_hit[1]/Remove");
    frame(DefKind::item, "sword");
    ASSERT_EQ(on_hit().size(), 1u);
    EXPECT_EQ(on_hit()[0].kind, EffectKind::status);
    EXPECT_TRUE((doc.problems()).empty()) << to_string(doc.problems());
    while (doc.can_undo()) doc.undo();
    EXPECT_TRUE(on_hit().empty());
}

TEST_F(FieldEditorTest, AbilitiesAreAddedNamedAndGivenEffects) {
    widgets.buttons.insert("abilities/Add");
    frame(DefKind::actor, "orc");
    widgets.texts["abilities/0/abilities[0]/name"] = "Roar";
    frame(DefKind::actor, "orc");
    widgets.choices["abilities/0/abilities[0]/effects/add effect"] =
        static_cast<int>(EffectKind::status);
    frame(DefKind::actor, "orc");
    widgets.references["abilities/0/abilities[0]/effects/0/effects[0]/status"] = "frightened";
    frame(DefKind::actor, "orc");
    const ActorDef& orc = *doc.content().actor("orc");
    ASSERT_EQ(orc.abilities.size(), 1u);
    EXPECT_EQ(orc.abilities[0].name, "Roar");
    ASSERT_EQ(orc.abilities[0].effects.size(), 1u);
    EXPECT_EQ(orc.abilities[0].effects[0].status, "frightened");
    EXPECT_TRUE((doc.problems()).empty()) << to_string(doc.problems());
}

// Typed letter by letter, an ability's name keeps its field: the entry is identified by
// its place, not by its title, which is the name being typed (issue 36: "Shoot" + jjjj
// gave "Shootj", the other letters lost with the focus).
TEST_F(FieldEditorTest, AnEntrysNameTypedLetterByLetterKeepsItsField) {
    widgets.buttons.insert("abilities/Add");
    frame(DefKind::actor, "orc");
    std::string typed;
    for (const char letter : std::string("Shoot")) {
        typed += letter;
        widgets.texts["abilities/0/abilities[0]/name"] = typed;
        frame(DefKind::actor, "orc");
        EXPECT_TRUE(widgets.texts.empty()) << "the field was not there after '" << typed << "'";
    }
    EXPECT_EQ(doc.content().actor("orc")->abilities.at(0).name, "Shoot");
}

// An effect's fields are explained by the effect help table wherever the list stands.
TEST_F(FieldEditorTest, EffectFieldsHaveTheirOwnHelp) {
    struct Explaining : test::ScriptedWidgets {
        std::map<std::string, std::string> tips;
        void explain(const std::string& tooltip, bool) {
            tips[tooltip.substr(0, tooltip.find_first_of(" \n"))] = tooltip;
        }
    } explaining;
    ASSERT_TRUE(edit_definition_fields(doc, explaining, DefKind::item, "health_potion"));
    ASSERT_TRUE(explaining.tips.contains("use.effects[0].heal"));
    const auto says = [&](const std::string& field, const std::string& words) {
        return explaining.tips[field].find(words) != std::string::npos;
    };
    EXPECT_TRUE(says("use.effects[0].heal", "HP the target regains"));
    EXPECT_TRUE(says("use.effects[0].chance", "Percent chance"));
    EXPECT_TRUE(says("use.target", "nearest_enemy"));
}

TEST_F(FieldEditorTest, SettingsAreEditedTheSameWay) {
    widgets.references["player"] = "troll";
    edit_settings_fields(doc, widgets);
    EXPECT_EQ(doc.content().settings.player, "troll");
    EXPECT_EQ(doc.undo_label(), "Set settings player");
}

// The real ImGui widgets: a mouse drag on the first field (settings.map_width) is one
// undoable step, and a second drag is another.
TEST(ImGuiFieldWidgets, MouseDragOnANumberIsOneUndoStep) {
    test::HeadlessImGui imgui;
    ContentDocument doc(test::load_default_content());
    ImGuiFieldWidgets widgets;
    auto draw = [&] { edit_settings_fields(doc, widgets); };
    const ImGuiStyle& style = ImGui::GetStyle();
    const float x = style.WindowPadding.x + 40.0f;
    const float y = style.WindowPadding.y + 8.0f;

    for (int drag = 0; drag < 2; ++drag) {
        imgui.mouse(x, y, false);
        imgui.frame(draw);
        imgui.frame(draw);  // a window is hoverable from its second frame
        imgui.mouse(x, y, true);
        imgui.frame(draw);
        for (int step = 1; step <= 4; ++step) {
            imgui.mouse(x + 10.0f * static_cast<float>(step), y, true);
            imgui.frame(draw);
        }
        imgui.mouse(x + 40.0f, y, false);
        for (int idle = 0; idle < 30; ++idle) imgui.frame(draw);  // not a double-click (text input)
    }
    EXPECT_GT(doc.content().settings.map_width, 80);
    EXPECT_TRUE(doc.dirty());
    EXPECT_EQ(doc.undo_label(), "Set settings map_width");
    EXPECT_EQ(doc.undo_steps(), 2u);
    doc.undo();
    doc.undo();
    EXPECT_EQ(doc.content().settings.map_width, 80);
    EXPECT_FALSE(doc.dirty());
}

}  // namespace
}  // namespace cf
