#include "editor/content_document.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include <filesystem>

#include "engine/content/content_loader.hpp"
#include "engine/content/file_versions.hpp"
#include "engine/content/schema_reader.hpp"
#include "engine/core/file_read.hpp"
#include "engine/core/file_write.hpp"
#include "tests/editor/editor_test_support.hpp"

namespace cf {
namespace {

class ContentDocumentTest : public ::testing::Test {
  protected:
    ContentPtr loaded = test::load_default_content();
    ContentDocument doc{loaded};

    void set_orc_power(int power, const std::string& merge_key = "") {
        doc.edit("Set orc power", merge_key,
                 [&](Content& c) { c.actors.at("orc").fighter.power = power; });
    }
    int orc_power() const { return doc.content().actor("orc")->fighter.power; }
    std::string messages() const { return to_string(doc.problems()); }
};

TEST_F(ContentDocumentTest, StartsCleanWithNothingToUndo) {
    EXPECT_FALSE(doc.dirty());
    EXPECT_FALSE(doc.can_undo());
    EXPECT_FALSE(doc.can_redo());
    EXPECT_TRUE((doc.problems()).empty()) << messages();
    EXPECT_EQ(doc.snapshot().get(), loaded.get());
}

TEST_F(ContentDocumentTest, FieldEditIsUndoableAndRedoable) {
    const std::uint64_t before = doc.revision();
    set_orc_power(9);
    EXPECT_EQ(orc_power(), 9);
    EXPECT_TRUE(doc.dirty());
    EXPECT_NE(doc.revision(), before);
    EXPECT_EQ(doc.undo_label(), "Set orc power");
    EXPECT_EQ(loaded->actor("orc")->fighter.power, 3) << "the loaded snapshot is never mutated";

    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(orc_power(), 3);
    EXPECT_FALSE(doc.dirty());
    EXPECT_EQ(doc.redo_label(), "Set orc power");
    ASSERT_TRUE(doc.redo());
    EXPECT_EQ(orc_power(), 9);
    EXPECT_FALSE(doc.redo());
}

TEST_F(ContentDocumentTest, EditThatChangesNothingRecordsNothing) {
    const std::uint64_t before = doc.revision();
    set_orc_power(3);
    EXPECT_FALSE(doc.can_undo());
    EXPECT_EQ(doc.revision(), before);
}

TEST_F(ContentDocumentTest, EditsWithOneMergeKeyAreOneStepUntilEndMerge) {
    for (int power = 4; power <= 8; ++power) set_orc_power(power, "actor/orc/fighter.power");
    EXPECT_EQ(doc.undo_steps(), 1u);
    doc.end_merge();
    set_orc_power(20, "actor/orc/fighter.power");
    EXPECT_EQ(doc.undo_steps(), 2u);

    doc.undo();
    EXPECT_EQ(orc_power(), 8);
    doc.undo();
    EXPECT_EQ(orc_power(), 3);
}

TEST_F(ContentDocumentTest, DifferentMergeKeysAndEmptyKeysNeverMerge) {
    set_orc_power(4, "a");
    set_orc_power(5, "b");
    set_orc_power(6);
    set_orc_power(7);
    EXPECT_EQ(doc.undo_steps(), 4u);
}

TEST_F(ContentDocumentTest, NewEditAfterUndoDropsRedo) {
    set_orc_power(4);
    doc.undo();
    set_orc_power(5);
    EXPECT_FALSE(doc.can_redo());
}

TEST_F(ContentDocumentTest, DirtyOnlyWhileDifferentFromTheSavedState) {
    set_orc_power(4);
    set_orc_power(3);  // back to the loaded value by a new edit
    EXPECT_FALSE(doc.dirty());
    set_orc_power(5);
    EXPECT_TRUE(doc.dirty());
    doc.undo();
    doc.undo();
    doc.undo();
    EXPECT_FALSE(doc.dirty());
    doc.redo();
    EXPECT_TRUE(doc.dirty());
}

TEST_F(ContentDocumentTest, CreateMakesAValidDefinitionOfEveryKind) {
    for (DefKind kind :
         {DefKind::tile, DefKind::actor, DefKind::item, DefKind::slot, DefKind::status}) {
        const DefId id = create_definition(doc, kind);
        EXPECT_TRUE(has_definition(doc.content(), kind, id)) << id;
        EXPECT_TRUE(is_valid_id(id)) << id;
    }
    EXPECT_EQ(create_definition(doc, DefKind::item), "new_item_2");
    EXPECT_TRUE((doc.problems()).empty()) << messages();
    const ItemDef& item = *doc.content().item("new_item");
    ASSERT_TRUE(item.use.has_value());
    ASSERT_EQ(item.use->effects.size(), 1u);
    EXPECT_EQ(item.use->effects[0].kind, EffectKind::heal);
    EXPECT_GE(item.use->effects[0].amount, 1) << "clamped into the schema's range for healing";

    doc.undo();
    EXPECT_FALSE(doc.content().item("new_item_2"));
    doc.redo();
    EXPECT_TRUE(doc.content().item("new_item_2"));
}

TEST_F(ContentDocumentTest, DuplicateCopiesUnderAUniqueIdAndUndoes) {
    const DefId copy = duplicate_definition(doc, DefKind::actor, "orc");
    EXPECT_EQ(copy, "orc_copy");
    const ActorDef& dup = *doc.content().actor(copy);
    EXPECT_EQ(dup.id, "orc_copy");
    EXPECT_EQ(dup.fighter, doc.content().actor("orc")->fighter);
    EXPECT_EQ(duplicate_definition(doc, DefKind::actor, "orc"), "orc_copy_2");
    EXPECT_EQ(duplicate_definition(doc, DefKind::actor, "nobody"), "");
    doc.undo();
    doc.undo();
    EXPECT_FALSE(doc.content().actor("orc_copy"));
    EXPECT_FALSE(doc.dirty());
}

TEST_F(ContentDocumentTest, RenameItemFollowsStartingEquipmentAndSpawnTables) {
    doc.edit("Spawn daggers", "", [](Content& c) { c.spawns.items.by_depth[2]["dagger"] = 7; });
    std::string error;
    EXPECT_EQ(rename_definition(doc, DefKind::item, "dagger", "knife", error), "knife") << error;
    const Content& c = doc.content();
    EXPECT_FALSE(c.item("dagger"));
    ASSERT_TRUE(c.item("knife"));
    EXPECT_EQ(c.item("knife")->id, "knife");
    EXPECT_EQ(c.player().starting_equipment, (std::vector<std::string>{"knife", "leather_armor"}));
    EXPECT_EQ(c.spawns.items.by_depth.at(2).at("knife"), 7);
    EXPECT_FALSE(c.spawns.items.by_depth.at(2).count("dagger"));
    EXPECT_TRUE(c.locations.count("item/knife"));
    EXPECT_TRUE((doc.problems()).empty()) << messages();

    doc.undo();
    EXPECT_TRUE(doc.content().item("dagger"));
    EXPECT_EQ(doc.content().player().starting_equipment,
              (std::vector<std::string>{"dagger", "leather_armor"}));
    doc.redo();
    EXPECT_EQ(doc.content().player().starting_equipment,
              (std::vector<std::string>{"knife", "leather_armor"}));
}

TEST_F(ContentDocumentTest, RenameSlotTileAndPlayerFollowEveryReferenceField) {
    std::string error;
    rename_definition(doc, DefKind::slot, "weapon", "hand", error);
    rename_definition(doc, DefKind::tile, "floor", "ground", error);
    rename_definition(doc, DefKind::actor, "player", "hero", error);
    const Content& c = doc.content();
    EXPECT_EQ(c.item("sword")->equippable->slot, "hand");
    EXPECT_EQ(c.item("dagger")->equippable->slot, "hand");
    EXPECT_EQ(c.settings.floor_tile, "ground");
    EXPECT_EQ(c.settings.player, "hero");
    EXPECT_TRUE((doc.problems()).empty()) << messages();
    EXPECT_EQ(doc.undo_steps(), 3u);
}

TEST_F(ContentDocumentTest, RenameRefusesBadIds) {
    const Content& c = doc.content();
    EXPECT_NE((rename_error(c, DefKind::actor, "orc", "Orc!")).find("not a valid id"),
              std::string::npos);
    EXPECT_NE((rename_error(c, DefKind::actor, "orc", "troll")).find("already"), std::string::npos);
    EXPECT_NE((rename_error(c, DefKind::actor, "orc", "sword")).find("taken"), std::string::npos);
    EXPECT_NE((rename_error(c, DefKind::actor, "ghost", "spirit")).find("no actor"),
              std::string::npos);
    EXPECT_EQ(rename_error(c, DefKind::actor, "orc", "goblin"), "");
    std::string error;
    EXPECT_EQ(rename_definition(doc, DefKind::actor, "orc", "troll", error), "");
    EXPECT_FALSE(error.empty());
    EXPECT_FALSE(doc.can_undo());
}

TEST_F(ContentDocumentTest, DeleteRemovesListAndSpawnEntriesAndUndoes) {
    doc.edit("Spawn daggers", "", [](Content& c) { c.spawns.items.by_depth[9]["dagger"] = 7; });
    EXPECT_TRUE(delete_definition(doc, DefKind::item, "dagger"));
    const Content& c = doc.content();
    EXPECT_FALSE(c.item("dagger"));
    EXPECT_EQ(c.player().starting_equipment, (std::vector<std::string>{"leather_armor"}));
    EXPECT_FALSE(c.spawns.items.by_depth.count(9)) << "a depth left empty goes";
    EXPECT_TRUE((doc.problems()).empty()) << messages();
    EXPECT_FALSE(delete_definition(doc, DefKind::item, "dagger"));

    doc.undo();
    EXPECT_TRUE(doc.content().item("dagger"));
    EXPECT_EQ(doc.content().player().starting_equipment,
              (std::vector<std::string>{"dagger", "leather_armor"}));
    EXPECT_EQ(doc.content().spawns.items.by_depth.at(9).at("dagger"), 7);
}

// Deleting with its references names how many went with it, spawn entries included.
TEST_F(ContentDocumentTest, DeleteWithReferencesCountsTheSpawnEntriesItTook) {
    doc.edit("Spawn daggers", "", [](Content& c) {
        c.spawns.items.by_depth.clear();
        c.spawns.items.by_depth[2]["dagger"] = 3;
        c.spawns.items.by_depth[9]["dagger"] = 7;
    });
    std::string error;
    ASSERT_TRUE(delete_with_references(doc, DefKind::item, "dagger", error)) << error;
    // The player's starting dagger and the two spawn entries.
    EXPECT_EQ(doc.history().last()->label, "Delete item 'dagger' and its 3 reference(s)");
}

TEST_F(ContentDocumentTest, DeletingAReferencedSlotLeavesProblemsToFix) {
    delete_definition(doc, DefKind::slot, "weapon");
    EXPECT_NE((messages()).find("'weapon'"), std::string::npos);
    doc.undo();
    EXPECT_TRUE((doc.problems()).empty());
}

TEST_F(ContentDocumentTest, BrokenReferenceIsAProblemAtTheDefinition) {
    doc.edit("Set sword slot", "",
             [](Content& c) { c.items.at("sword").equippable->slot = "belt"; });
    const std::vector<Problem> problems = doc.problems();
    ASSERT_EQ(problems.size(), 1u) << messages();
    EXPECT_NE((problems[0].message).find("'belt'"), std::string::npos);
    EXPECT_EQ(problems[0].file, "items.yaml");
    EXPECT_EQ(problems[0].line, loaded->locations.at("item/sword").line);
}

TEST_F(ContentDocumentTest, EditorOnlyProblemsAreReported) {
    doc.edit("Break things", "", [](Content& c) {
        c.actors.at("orc").name.clear();
        c.actors.at("orc").fighter.hp = 0;
        c.settings.fov_radius = 0;
    });
    EXPECT_NE((messages()).find("actor 'orc': name must not be empty"), std::string::npos);
    EXPECT_NE((messages()).find("actor 'orc': fighter.hp is 0"), std::string::npos);
    EXPECT_NE((messages()).find("settings: fov_radius is 0"), std::string::npos);
}

TEST_F(ContentDocumentTest, ReferencesToDaggerListSpawnTableAndStartingEquipment) {
    doc.edit("Spawn daggers", "", [](Content& c) { c.spawns.items.by_depth[2]["dagger"] = 10; });
    const std::vector<std::string> uses = references_to(doc.content(), DefKind::item, "dagger");
    EXPECT_NE(std::find(uses.begin(), uses.end(), "actor 'player' starting_equipment"), uses.end());
    EXPECT_NE(std::find(uses.begin(), uses.end(), "items spawn table, depth 2 (weight 10)"),
              uses.end());
    EXPECT_EQ(uses.size(), 2u);
    EXPECT_EQ(references_to(doc.content(), DefKind::slot, "weapon"),
              (std::vector<std::string>{"item 'dagger' equippable.slot",
                                        "item 'poison_dagger' equippable.slot",
                                        "item 'sword' equippable.slot"}));
    EXPECT_EQ(references_to(doc.content(), DefKind::actor, "player"),
              (std::vector<std::string>{"settings player"}));
    EXPECT_EQ(references_to(doc.content(), DefKind::item, "chainmail"),
              (std::vector<std::string>{"items spawn table, depth 6 (weight 15)"}));
}

TEST_F(ContentDocumentTest, SaveWritesFilesThatLoadBackEqual) {
    test::ContentCopy dir;
    set_orc_power(9);
    const DefId slot = create_definition(doc, DefKind::slot);
    std::string error;
    rename_definition(doc, DefKind::slot, slot, "helmet", error);
    doc.edit("Make a helmet", "", [](Content& c) {
        ItemDef helmet;
        helmet.id = "helmet";
        helmet.name = "Helmet";
        helmet.equippable = EquippableDef{"helmet", 0, 2, 0, {}, {}, {}, {}};
        c.items["helmet"] = helmet;
        c.spawns.items.by_depth[2]["helmet"] = 20;
    });
    ASSERT_TRUE((doc.problems()).empty()) << messages();
    ASSERT_TRUE(doc.save(dir.path(), error)) << error;
    EXPECT_FALSE(doc.dirty());
    EXPECT_TRUE(doc.can_undo()) << "saving keeps the history";

    const ContentLoad reloaded = load_content(dir.path());
    ASSERT_TRUE(reloaded.content) << to_string(reloaded.problems);
    EXPECT_TRUE(same_definitions(*reloaded.content, doc.content()));
    EXPECT_EQ(doc.content().locations.at("item/helmet"),
              reloaded.content->locations.at("item/helmet"))
        << "problems point at the lines of the saved files";
    EXPECT_FALSE(std::filesystem::exists(dir.path() + "/actors.yaml.bak"))
        << "earlier versions go to .versions/ only";
    EXPECT_FALSE(list_versions(dir.path(), "actors.yaml").empty());

    doc.undo();
    EXPECT_TRUE(doc.dirty()) << "undoing past a save makes the document dirty again";
}

TEST_F(ContentDocumentTest, SaveRefusesContentWithProblems) {
    test::ContentCopy dir;
    doc.edit("Set sword slot", "",
             [](Content& c) { c.items.at("sword").equippable->slot = "belt"; });
    std::string error;
    EXPECT_FALSE(doc.save(dir.path(), error));
    EXPECT_NE((error).find("belt"), std::string::npos);
    EXPECT_TRUE(doc.dirty());
    EXPECT_FALSE(std::filesystem::exists(dir.path() + "/items.yaml.bak"));
}

TEST_F(ContentDocumentTest, ResetToOtherContentClearsHistory) {
    set_orc_power(9);
    auto changed = std::make_shared<Content>(*loaded);
    changed->actors.at("troll").xp = 1;
    const std::uint64_t before = doc.revision();
    doc.reset(changed);
    EXPECT_NE(doc.revision(), before);
    EXPECT_FALSE(doc.can_undo());
    EXPECT_FALSE(doc.dirty());
    EXPECT_EQ(doc.content().actor("troll")->xp, 1);
    EXPECT_EQ(orc_power(), 3);
}

// The finding: an outside edit of a YAML file wiped the undo history. Now it is
// a step of its own, and undo goes back past it.
TEST_F(ContentDocumentTest, OutsideChangeIsAStepAndKeepsTheHistory) {
    set_orc_power(9);
    auto changed = std::make_shared<Content>(doc.content());
    changed->actors.at("troll").xp = 1;
    doc.take_outside_change(changed, "Outside change: actors.yaml");
    EXPECT_FALSE(doc.dirty()) << "the document now matches the disk";
    EXPECT_EQ(doc.undo_label(), "Outside change: actors.yaml");
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(doc.content().actor("troll")->xp, loaded->actor("troll")->xp);
    EXPECT_EQ(orc_power(), 9);
    EXPECT_TRUE(doc.dirty()) << "the disk still has the outside change";
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(orc_power(), 3);
}

TEST_F(ContentDocumentTest, RenameStepsCarryTheirRenamesBothWays) {
    std::string error;
    ASSERT_EQ(rename_definition(doc, DefKind::actor, "orc", "goblin", error), "goblin");
    EXPECT_EQ(doc.take_renames(), (std::vector<Rename>{{DefKind::actor, "orc", "goblin"}}));
    EXPECT_TRUE(doc.take_renames().empty()) << "taken once";
    doc.undo();
    EXPECT_EQ(doc.take_renames(), (std::vector<Rename>{{DefKind::actor, "goblin", "orc"}}));
    doc.redo();
    EXPECT_EQ(doc.take_renames(), (std::vector<Rename>{{DefKind::actor, "orc", "goblin"}}));
}

TEST_F(ContentDocumentTest, OutsideChangeToTheSameDefinitionsKeepsHistory) {
    set_orc_power(9);
    auto same = std::make_shared<Content>(doc.content());
    same->locations["actor/orc"].line = 99;
    doc.take_outside_change(same, "Outside change: actors.yaml");
    EXPECT_TRUE(doc.can_undo());
    EXPECT_FALSE(doc.dirty());
    EXPECT_EQ(doc.content().locations.at("actor/orc").line, 99);
    doc.undo();
    EXPECT_TRUE(doc.dirty());
}

TEST(ContentDocumentHelpers, UniqueIdAndValidIds) {
    const ContentPtr content = test::load_default_content();
    EXPECT_EQ(unique_id(*content, "goblin"), "goblin");
    EXPECT_EQ(unique_id(*content, "orc"), "orc_2");
    EXPECT_EQ(unique_id(*content, "weapon"), "weapon_2") << "unique across every kind";
    EXPECT_TRUE(is_valid_id("fire_ant_2"));
    EXPECT_FALSE(is_valid_id(""));
    EXPECT_FALSE(is_valid_id("Orc"));
    EXPECT_FALSE(is_valid_id("big orc"));
    EXPECT_EQ(ids_of(*content, DefKind::slot),
              (std::vector<std::string>{"armor", "ring", "weapon"}));
}

TEST(ContentDocumentHelpers, ConformResetsFieldsTheSchemaDoesNotDescribe) {
    const ContentPtr content = test::load_default_content();
    ItemDef item = *content->item("health_potion");
    item.use->effects[0].kind = EffectKind::status;  // heal 4 is not a status field
    item.use->range = 7;                             // a self use has no range
    conform_to_schema(*content, item);
    EXPECT_EQ(item.use->effects[0].amount, 0);
    EXPECT_EQ(item.use->effects[0].turns, 1) << "clamped up to the schema's minimum";
    EXPECT_EQ(item.use->effects[0].status, "asleep")
        << "an empty reference points at the first status";
    EXPECT_EQ(item.use->range, 0);
    EXPECT_EQ(item.name, "Health potion");
    EXPECT_EQ(item.id, "health_potion");

    ItemDef gear;
    gear.equippable.emplace();
    conform_to_schema(*content, gear);
    EXPECT_EQ(gear.equippable->slot, "armor") << "an empty reference points at the first slot";
}

}  // namespace
}  // namespace cf

namespace cf {
namespace {

// A document loaded from a copy of the content, so the copy is "the disk" the save
// compares with.
class ContentDocumentOnDiskTest : public ::testing::Test {
  protected:
    test::ContentCopy dir;
    ContentPtr loaded = load_content(dir.path()).content;
    ContentDocument doc{loaded};

    std::string read(const std::string& file) const {
        const FileRead read = read_regular_file(dir.path() + "/" + file, kMaxYamlFileBytes);
        EXPECT_TRUE(read.text) << read.error;
        return read.text.value_or("");
    }
    void write(const std::string& file, const std::string& text) const {
        std::string error;
        ASSERT_TRUE(write_file(dir.path() + "/" + file, text, error)) << error;
    }
};

TEST_F(ContentDocumentOnDiskTest, SavingOverAnOutsideEditIsRefusedUntilDecided) {
    doc.edit("Set orc power", "", [](Content& c) { c.actors.at("orc").fighter.power = 7; });
    const std::string theirs = read("actors.yaml") + "# by hand\n";
    write("actors.yaml", theirs);
    std::string error;
    EXPECT_FALSE(doc.save(dir.path(), error));
    EXPECT_NE(error.find("changed on disk"), std::string::npos) << error;
    EXPECT_EQ(read("actors.yaml"), theirs);
    EXPECT_TRUE(doc.dirty());
}

TEST_F(ContentDocumentOnDiskTest, TakeTheirsIsAnUndoableStepAndKeepsTheirFile) {
    doc.edit("Set orc power", "", [](Content& c) { c.actors.at("orc").fighter.power = 7; });
    std::string theirs = read("actors.yaml");
    theirs.replace(theirs.find("  xp: 100\n"), 10, "  xp: 120\n");
    write("actors.yaml", theirs);
    SavePlan plan = doc.plan_save(dir.path());
    ASSERT_EQ(plan.files.size(), 1u);
    plan.files[0].choice = ConflictChoice::take_theirs;
    std::string error;
    ASSERT_TRUE(doc.save(plan, error)) << error;
    EXPECT_EQ(read("actors.yaml"), theirs);
    EXPECT_EQ(doc.content().actor("troll")->xp, 120);
    EXPECT_EQ(doc.content().actor("orc")->fighter.power, 3) << "my edit of their file is given up";
    EXPECT_FALSE(doc.dirty());
    ASSERT_TRUE(doc.undo()) << "taking theirs is a step: my edit comes back";
    EXPECT_EQ(doc.content().actor("orc")->fighter.power, 7);
}

TEST_F(ContentDocumentOnDiskTest, ASaveThenAnotherEditSavesWithoutAConflict) {
    std::string error;
    doc.edit("Set orc power", "", [](Content& c) { c.actors.at("orc").fighter.power = 7; });
    ASSERT_TRUE(doc.save(dir.path(), error)) << error;
    doc.edit("Set orc power", "", [](Content& c) { c.actors.at("orc").fighter.power = 8; });
    ASSERT_TRUE(doc.save(dir.path(), error)) << "the document knows the bytes it wrote: " << error;
    EXPECT_NE(read("actors.yaml").find("    power: 8\n"), std::string::npos);
}

}  // namespace
}  // namespace cf
