// New and duplicated definitions keep inheriting: Duplicate makes the copy from what the
// original is made from, New asks for a free, valid id first and can make the definition
// from a template or another definition; either saves as `from:` with only what differs,
// beside the parent's block, and follows the parent's later edits.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "editor/content_document.hpp"
#include "editor/template_edits.hpp"
#include "tests/editor/editor_test_support.hpp"
#include "tests/editor/provenance_fixture.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

std::string read_text(const std::string& path) {
    std::ifstream in(path);
    std::stringstream out;
    out << in.rdbuf();
    return out.str();
}

class NewDefinitions : public ::testing::Test {
  protected:
    std::string captains() const { return read_text(files.path() + "/actors/orcs/captains.yaml"); }
    const ActorDef& actor(const DefId& id) const { return doc.content().actors.at(id); }
    void save() {
        std::string error;
        ASSERT_TRUE(doc.save(files.path(), error)) << error;
    }

    test::SubFolderCopy files;
    ContentDocument doc{files.load()};
};

TEST_F(NewDefinitions, ADuplicateKeepsItsParentAndSavesOnlyWhatDiffers) {
    const DefId copy = duplicate_definition(doc, DefKind::actor, "orc_captain");
    ASSERT_EQ(copy, "orc_captain_copy");
    EXPECT_EQ(parent_of(doc.content(), DefKind::actor, copy), "orc_veteran");
    const FieldInheritance inheritance = field_inheritance(doc.content(), DefKind::actor, copy);
    EXPECT_EQ(source_of(inheritance, "fighter.power"), FieldSource::inherited);
    EXPECT_EQ(source_of(inheritance, "xp"), FieldSource::own);
    save();
    EXPECT_THAT(captains(), HasSubstr("orc_captain_copy:\n  from: orc_veteran\n"
                                      "  name: Orc captain\n  xp: 60\n"));
    EXPECT_THAT(captains(), Not(HasSubstr("inventory"))) << "no default or inherited field";
    const ContentPtr again = files.load();
    ASSERT_TRUE(again);
    ActorDef loaded = again->actors.at(copy);
    loaded.id = "orc_captain";
    EXPECT_EQ(loaded, again->actors.at("orc_captain")) << "it loads as the editor held it";
}

TEST_F(NewDefinitions, AnUnsavedDuplicateFollowsItsTemplatesEdits) {
    const DefId copy = duplicate_definition(doc, DefKind::actor, "orc_sergeant");
    test::ScriptedWidgets widgets;
    widgets.numbers["fighter/power"] = 9;
    ASSERT_TRUE(edit_definition_fields(doc, widgets, DefKind::actor, "orc_veteran"));
    EXPECT_EQ(actor(copy).fighter.power, 9);
    save();
    EXPECT_THAT(captains(), HasSubstr("orc_sergeant_copy:\n  from: orc_veteran\n"
                                      "  name: Orc sergeant\n"));
    EXPECT_THAT(captains(), Not(HasSubstr("power: 9\n  ")));
    const ContentPtr again = files.load();
    ASSERT_TRUE(again);
    EXPECT_EQ(again->actors.at(copy).fighter.power, 9);
}

TEST_F(NewDefinitions, NewRefusesAnEmptyTakenOrBadIdWithTheReason) {
    const Content& c = doc.content();
    EXPECT_EQ(new_id_error(c, DefKind::actor, ""), "type an id for the new actor");
    EXPECT_EQ(new_id_error(c, DefKind::actor, "Orc Scout"),
              "'Orc Scout' is not a valid id: use lower-case letters, digits and '_'");
    EXPECT_EQ(new_id_error(c, DefKind::actor, "orc"), "there already is a actor 'orc'");
    EXPECT_EQ(new_id_error(c, DefKind::actor, "orc_veteran"),
              "'orc_veteran' is taken by a template");
    EXPECT_EQ(new_id_error(c, DefKind::actor, "orc_scout"), "");
    std::string error;
    EXPECT_EQ(create_definition(doc, DefKind::actor, "orc", "", error), "");
    EXPECT_EQ(error, "there already is a actor 'orc'");
    EXPECT_EQ(create_definition(doc, DefKind::actor, "orc_scout", "no_such", error), "");
    EXPECT_EQ(error, "there is no actor 'no_such'");
    EXPECT_FALSE(doc.dirty()) << "a refused New changes nothing";
}

TEST_F(NewDefinitions, NewFromATemplateInheritsAndIsWrittenBesideIt) {
    std::string error;
    ASSERT_EQ(create_definition(doc, DefKind::actor, "orc_scout", "orc_veteran", error),
              "orc_scout")
        << error;
    EXPECT_EQ(doc.undo_label(), "Create actor 'orc_scout' from orc_veteran");
    EXPECT_EQ(actor("orc_scout").fighter.power, 6);
    EXPECT_EQ(actor("orc_scout").name, "Orc") << "inherited through the template";
    EXPECT_EQ(parent_of(doc.content(), DefKind::actor, "orc_scout"), "orc_veteran");
    test::ScriptedWidgets widgets;
    widgets.numbers["xp"] = 15;
    ASSERT_TRUE(edit_definition_fields(doc, widgets, DefKind::actor, "orc_scout"));
    save();
    EXPECT_THAT(captains(), HasSubstr("Orc sergeant\norc_scout:\n  from: orc_veteran\n  xp: 15\n"));
    EXPECT_FALSE(doc.dirty());
    EXPECT_EQ(field_inheritance(doc.content(), DefKind::actor, "orc_scout").parent, "orc_veteran");
}

TEST(NewDefinition, FromANamelessTemplateItIsNamedAfterItsId) {
    const test::SubFolderCopy files;
    std::ofstream(files.path() + "/actors/beasts.yaml")
        << "# Beasts.\nbeast:\n  abstract: true\n  glyph: b\n  ai: hostile\n";
    ContentDocument doc{files.load()};
    std::string error;
    ASSERT_EQ(create_definition(doc, DefKind::actor, "cave_bear", "beast", error), "cave_bear")
        << error;
    EXPECT_EQ(doc.content().actors.at("cave_bear").name, "Cave bear");
    ASSERT_TRUE(doc.save(files.path(), error)) << error;
    EXPECT_EQ(read_text(files.path() + "/actors/beasts.yaml"),
              "# Beasts.\nbeast:\n  abstract: true\n  glyph: b\n  ai: hostile\n"
              "cave_bear:\n  from: beast\n  name: Cave bear\n");
}

TEST_F(NewDefinitions, ARenamedNewDefinitionKeepsItsParentAndUndoTakesItAway) {
    std::string error;
    create_definition(doc, DefKind::actor, "orc_scout", "orc_veteran", error);
    ASSERT_EQ(rename_definition(doc, DefKind::actor, "orc_scout", "orc_runner", error),
              "orc_runner")
        << error;
    EXPECT_EQ(parent_of(doc.content(), DefKind::actor, "orc_runner"), "orc_veteran");
    save();
    EXPECT_THAT(captains(), HasSubstr("orc_runner:\n  from: orc_veteran\n"));
    ASSERT_TRUE(doc.undo());
    ASSERT_TRUE(doc.undo());
    EXPECT_FALSE(has_definition(doc.content(), DefKind::actor, "orc_scout"));
    EXPECT_EQ(parent_of(doc.content(), DefKind::actor, "orc_scout"), "");
}

}  // namespace
}  // namespace cf

namespace cf {
namespace {

class ChangeParent : public NewDefinitions {};

TEST_F(ChangeParent, ACycleIsRefusedWithTheReason) {
    std::string error;
    EXPECT_FALSE(set_parent(doc, DefKind::actor, "orc_veteran", "orc_captain", error));
    EXPECT_EQ(error, "orc_captain already inherits from orc_veteran");
    EXPECT_FALSE(set_parent(doc, DefKind::actor, "orc", "orc_sergeant", error));
    EXPECT_EQ(error, "orc_sergeant already inherits from orc");
    EXPECT_FALSE(set_parent(doc, DefKind::actor, "orc_captain", "orc_captain", error));
    EXPECT_EQ(error, "orc_captain cannot be made from itself");
    EXPECT_FALSE(doc.dirty());
}

TEST_F(ChangeParent, TheFieldsInheritFromTheNewParentAndTheSaveWritesFrom) {
    const ActorDef orc = doc.content().actors.at("orc");
    std::string error;
    ASSERT_TRUE(set_parent(doc, DefKind::actor, "orc_captain", "orc", error)) << error;
    EXPECT_EQ(doc.undo_label(), "Make actor 'orc_captain' from orc");
    EXPECT_EQ(parent_of(doc.content(), DefKind::actor, "orc_captain"), "orc");
    EXPECT_EQ(actor("orc_captain").fighter.power, orc.fighter.power) << "inherited from orc now";
    EXPECT_EQ(actor("orc_captain").xp, 60) << "what it sets itself stays";
    const FieldInheritance inheritance =
        field_inheritance(doc.content(), DefKind::actor, "orc_captain");
    EXPECT_EQ(source_of(inheritance, "fighter.power"), FieldSource::inherited);
    save();
    EXPECT_THAT(captains(), HasSubstr("orc_captain:\n  from: orc\n  name: Orc captain\n  xp: 60\n"
                                      "orc_sergeant:"));
    const ContentPtr again = files.load();
    ASSERT_TRUE(again);
    EXPECT_EQ(again->actors.at("orc_captain").fighter.power, orc.fighter.power);
    // Its old template's edits no longer reach it; its new parent's do.
    test::ScriptedWidgets widgets;
    widgets.numbers["fighter/power"] = 9;
    ASSERT_TRUE(edit_definition_fields(doc, widgets, DefKind::actor, "orc_veteran"));
    EXPECT_EQ(actor("orc_captain").fighter.power, orc.fighter.power);
    ASSERT_TRUE(doc.undo());
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(parent_of(doc.content(), DefKind::actor, "orc_captain"), "orc_veteran");
    EXPECT_EQ(actor("orc_captain").fighter.power, 6);
}

}  // namespace
}  // namespace cf

namespace cf {
namespace {

class ApplyToParent : public NewDefinitions {};

// The captain's xp goes up into the veteran template: the template gets 60, the captain's
// key goes from its block, and the sergeant (which inherited the template's xp) changes
// with it, as the preview says; one undo step takes all of it back.
TEST_F(ApplyToParent, TheOverrideMovesUpAndTheSiblingsThatInheritedItFollow) {
    const int sergeant_xp = actor("orc_sergeant").xp;
    ASSERT_NE(sergeant_xp, 60);
    EXPECT_EQ(apply_to_parent_reaches(doc, DefKind::actor, "orc_captain", {"xp"}),
              std::vector<DefId>{"orc_sergeant"});
    std::string error;
    ASSERT_TRUE(apply_to_parent(doc, DefKind::actor, "orc_captain", {"xp"}, error)) << error;
    EXPECT_EQ(doc.undo_label(), "Apply actor 'orc_captain' xp to orc_veteran");
    EXPECT_EQ(doc.content().templates.actors.at("orc_veteran").xp, 60);
    EXPECT_EQ(actor("orc_sergeant").xp, 60);
    EXPECT_EQ(source_of(field_inheritance(doc.content(), DefKind::actor, "orc_captain"), "xp"),
              FieldSource::inherited);
    // From now on the captain inherits it: the template's next edit reaches it.
    test::ScriptedWidgets widgets;
    widgets.numbers["xp"] = 70;
    ASSERT_TRUE(edit_definition_fields(doc, widgets, DefKind::actor, "orc_veteran"));
    EXPECT_EQ(actor("orc_captain").xp, 70);
    ASSERT_TRUE(doc.undo());
    save();
    EXPECT_EQ(captains(),
              "orc_veteran:\n  from: orc\n  abstract: true\n  fighter:\n    power: 6\n  xp: 60\n"
              "orc_captain:\n  from: orc_veteran\n  name: Orc captain\n"
              "orc_sergeant:\n  from: orc_veteran\n  name: Orc sergeant\n");
    const ContentPtr again = files.load();
    ASSERT_TRUE(again);
    EXPECT_EQ(again->actors.at("orc_sergeant").xp, 60);
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(actor("orc_sergeant").xp, sergeant_xp);
    EXPECT_EQ(actor("orc_captain").xp, 60);
    EXPECT_EQ(doc.content().templates.actors.at("orc_veteran").xp, sergeant_xp);
}

TEST_F(ApplyToParent, WithoutAParentItIsRefused) {
    std::string error;
    EXPECT_FALSE(apply_to_parent(doc, DefKind::actor, "orc", {"xp"}, error));
    EXPECT_EQ(error, "actor 'orc' is made from no template");
    EXPECT_FALSE(doc.dirty());
}

}  // namespace
}  // namespace cf

namespace cf {
namespace {

// Deleting poisoned takes every effect that grants or removes it with it (a spider's
// on_hit, a dagger's, a trap's on_step, a potion's cure), as one step the content stays
// valid after; undo brings all of it back.
TEST(DeleteWithReferences, TheEffectsNamingItGoWithItInOneStep) {
    ContentDocument doc{test::load_default_content()};
    const std::size_t uses = reference_list(doc.content(), DefKind::status, "poisoned").size();
    ASSERT_GE(uses, 4u);
    std::string error;
    ASSERT_TRUE(delete_with_references(doc, DefKind::status, "poisoned", error)) << error;
    EXPECT_FALSE(doc.content().status("poisoned"));
    EXPECT_TRUE(reference_list(doc.content(), DefKind::status, "poisoned").empty());
    EXPECT_TRUE(doc.problems().empty()) << to_string(doc.problems());
    EXPECT_EQ(doc.undo_steps(), 1u);
    EXPECT_THAT(doc.undo_label(), HasSubstr("Delete status 'poisoned' and its "));
    ASSERT_TRUE(doc.undo());
    EXPECT_TRUE(doc.content().status("poisoned"));
    EXPECT_EQ(reference_list(doc.content(), DefKind::status, "poisoned").size(), uses);
}

TEST(DeleteWithReferences, AReferenceThatCannotGoRefusesIt) {
    ContentDocument doc{test::load_default_content()};
    std::string error;
    EXPECT_FALSE(delete_with_references(doc, DefKind::slot, "weapon", error));
    EXPECT_THAT(error, HasSubstr("cannot go with it"));
    EXPECT_THAT(error, HasSubstr("equippable.slot"));
    EXPECT_TRUE(doc.content().slot("weapon"));
    EXPECT_FALSE(doc.can_undo());
}

}  // namespace
}  // namespace cf
