// Templates in the Content editor: an abstract template is edited like any definition,
// what is made from it follows at once (one undoable step) and a save writes the
// template's block alone; each field says whether it is inherited or set here; Revert to
// inherited takes the template's value again and the save removes the key.

#include "editor/template_edits.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "tests/editor/editor_test_support.hpp"
#include "tests/editor/provenance_fixture.hpp"

namespace cf {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

std::string text_of(const std::string& path) {
    std::ifstream in(path);
    std::stringstream out;
    out << in.rdbuf();
    return out.str();
}

class TemplateEdits : public ::testing::Test {
  protected:
    std::string captains() const { return text_of(files.path() + "/actors/orcs/captains.yaml"); }
    const ActorDef& actor(const DefId& id) const { return doc.content().actors.at(id); }
    const ActorDef& veteran() const { return doc.content().templates.actors.at("orc_veteran"); }

    test::SubFolderCopy files;
    ContentDocument doc{files.load()};
};

TEST_F(TemplateEdits, ATemplateIsEditedLikeADefinitionAndItsChildrenFollowInOneStep) {
    ASSERT_TRUE(is_template(doc.content(), DefKind::actor, "orc_veteran"));
    EXPECT_EQ(template_ids(doc.content(), DefKind::actor), std::vector<DefId>{"orc_veteran"});
    test::ScriptedWidgets widgets;
    widgets.numbers["fighter/power"] = 9;
    ASSERT_TRUE(edit_definition_fields(doc, widgets, DefKind::actor, "orc_veteran"));
    EXPECT_EQ(veteran().fighter.power, 9);
    EXPECT_EQ(actor("orc_captain").fighter.power, 9);
    EXPECT_EQ(actor("orc_sergeant").fighter.power, 9);
    EXPECT_EQ(actor("orc").fighter.power, 3) << "its own template is not touched";
    EXPECT_EQ(doc.undo_label(), "Set actor template 'orc_veteran' fighter.power");
    EXPECT_TRUE(doc.dirty());
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(veteran().fighter.power, 6);
    EXPECT_EQ(actor("orc_captain").fighter.power, 6);
    EXPECT_FALSE(doc.dirty());
}

TEST_F(TemplateEdits, SavingATemplateEditWritesOnlyTheTemplatesKey) {
    const std::string before = captains();
    test::ScriptedWidgets widgets;
    widgets.numbers["fighter/power"] = 8;
    ASSERT_TRUE(edit_definition_fields(doc, widgets, DefKind::actor, "orc_veteran"));
    std::string error;
    ASSERT_TRUE(doc.save(files.path(), error)) << error;
    std::string expected = before;
    expected.replace(expected.find("power: 6"), 8, "power: 8");
    EXPECT_EQ(captains(), expected) << "one digit changed; no key written into the children";
    const ContentPtr again = files.load();
    ASSERT_TRUE(again);
    EXPECT_EQ(again->actors.at("orc_sergeant").fighter.power, 8);
    EXPECT_FALSE(doc.dirty());
}

TEST_F(TemplateEdits, EachFieldSaysWhetherItIsInheritedOrSetHere) {
    const FieldInheritance captain =
        field_inheritance(doc.content(), DefKind::actor, "orc_captain");
    EXPECT_EQ(captain.parent, "orc_veteran");
    EXPECT_EQ(source_of(captain, "xp"), FieldSource::own);
    EXPECT_EQ(source_of(captain, "name"), FieldSource::own);
    EXPECT_EQ(source_of(captain, "fighter.power"), FieldSource::inherited);
    EXPECT_EQ(source_of(captain, "glyph"), FieldSource::inherited);
    EXPECT_EQ(source_line(captain, "glyph", "o"), "Inherited from orc_veteran");
    EXPECT_EQ(source_line(captain, "xp", "35"), "Set here (orc_veteran: 35)");
    const FieldInheritance orc = field_inheritance(doc.content(), DefKind::actor, "orc");
    EXPECT_EQ(orc.parent, "");
    EXPECT_EQ(source_of(orc, "glyph"), FieldSource::own) << "made from no template";
}

TEST_F(TemplateEdits, RevertToInheritedIsOneStepAndTheSaveRemovesTheKey) {
    ASSERT_TRUE(revert_to_inherited(doc, DefKind::actor, "orc_captain", {"xp"}));
    EXPECT_EQ(actor("orc_captain").xp, veteran().xp);
    EXPECT_EQ(doc.undo_label(), "Revert actor 'orc_captain' xp to inherited");
    EXPECT_FALSE(revert_to_inherited(doc, DefKind::actor, "orc_captain", {"xp"}))
        << "nothing left to revert";
    std::string error;
    ASSERT_TRUE(doc.save(files.path(), error)) << error;
    EXPECT_THAT(captains(), HasSubstr("orc_captain:\n  from: orc_veteran\n  name: Orc captain\n"
                                      "orc_sergeant:"));
    // It inherits again: the template's next edit reaches it.
    test::ScriptedWidgets widgets;
    widgets.numbers["xp"] = 70;
    ASSERT_TRUE(edit_definition_fields(doc, widgets, DefKind::actor, "orc_veteran"));
    EXPECT_EQ(actor("orc_captain").xp, 70);
}

TEST_F(TemplateEdits, RevertAllTakesEveryOverrideBackAsOneStep) {
    const FieldInheritance captain =
        field_inheritance(doc.content(), DefKind::actor, "orc_captain");
    EXPECT_THAT(captain.differ, ElementsAre("name", "xp"));
    const std::size_t steps = doc.undo_steps();
    ASSERT_TRUE(revert_to_inherited(doc, DefKind::actor, "orc_captain", captain.differ));
    EXPECT_EQ(doc.undo_steps(), steps + 1);
    EXPECT_EQ(doc.undo_label(), "Revert actor 'orc_captain' (2 fields) to inherited");
    EXPECT_TRUE(field_inheritance(doc.content(), DefKind::actor, "orc_captain").differ.empty());
}

}  // namespace
}  // namespace cf

namespace cf {
namespace {

TEST(ContentReferences, EachPlaceThatNamesADefinitionSaysWhereItIsWritten) {
    const test::SubFolderCopy files;
    const ContentPtr content = files.load();
    ASSERT_TRUE(content);
    const std::vector<ContentReference> veteran =
        reference_list(*content, DefKind::actor, "orc_veteran");
    ASSERT_EQ(veteran.size(), 2u) << "what is made from it";
    EXPECT_EQ(veteran[0].text, "actor 'orc_captain' from:");
    EXPECT_EQ(veteran[0].owner, "orc_captain");
    EXPECT_EQ(veteran[0].where, "actors/orcs/captains.yaml:7");
    EXPECT_EQ(veteran[1].owner, "orc_sergeant");
    // A template is found among what names a definition, and spawn entries say their line.
    const std::vector<ContentReference> orc = reference_list(*content, DefKind::actor, "orc");
    const auto named = [&](const std::string& text) {
        return std::find_if(orc.begin(), orc.end(),
                            [&](const ContentReference& r) { return r.text == text; });
    };
    ASSERT_NE(named("actor 'orc_veteran' from:"), orc.end());
    EXPECT_EQ(named("actor 'orc_veteran' from:")->where, "actors/orcs/captains.yaml:2");
    const auto spawn = std::find_if(orc.begin(), orc.end(), [](const ContentReference& r) {
        return r.text.starts_with("monsters spawn table");
    });
    ASSERT_NE(spawn, orc.end());
    EXPECT_EQ(spawn->owner, "") << "not a definition to open";
    EXPECT_THAT(spawn->where, ::testing::StartsWith("spawns.yaml:"));
}

}  // namespace
}  // namespace cf

namespace cf {
namespace {

// A list written `abilities+:` says, entry by entry, which came from the parent and which
// were added here.
TEST(ListExtensions, EachEntrySaysWhetherItCameFromTheParentOrWasAddedHere) {
    const test::SubFolderCopy files;
    std::ofstream(files.path() + "/actors/snipers.yaml")
        << "goblin_sniper:\n  from: goblin_archer\n  name: Goblin sniper\n  abilities+:\n"
           "    - name: Aim\n      target: nearest_enemy\n      range: 8\n"
           "      effects:\n        - damage: 5\n";
    ContentDocument doc{files.load()};
    ASSERT_EQ(field_inheritance(doc.content(), DefKind::actor, "goblin_sniper")
                  .inherited_entries.at("abilities"),
              1u);
    test::ScriptedWidgets widgets;
    edit_definition_fields(doc, widgets, DefKind::actor, "goblin_sniper");
    EXPECT_THAT(widgets.groups, ::testing::Contains(HasSubstr("Shoot  (from goblin_archer)###")));
    EXPECT_THAT(widgets.groups, ::testing::Contains(HasSubstr("Aim  (added here: abilities+)###")));
    test::ScriptedWidgets archer;
    edit_definition_fields(doc, archer, DefKind::actor, "goblin_archer");
    EXPECT_THAT(archer.groups, ::testing::Not(::testing::Contains(HasSubstr("(from"))))
        << "a list of its own says nothing";
}

}  // namespace
}  // namespace cf
