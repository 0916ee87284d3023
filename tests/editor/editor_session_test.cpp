// The editor's one undo history over the game's timeline. Each test is a finding from
// trying the editor as a designer: undo ate turns, a rename deleted live monsters,
// typing "50" into a field applied "5" first, an outside edit wiped the history, an
// outside edit during an unsaved rename removed the renamed monsters for good.

#include "editor/editor_session.hpp"

#include "editor/content_merge.hpp"

#include <gtest/gtest.h>

#include "editor_test_support.hpp"
#include "engine/rules/stats.hpp"
#include "engine/world/world_diff.hpp"

namespace cf {
namespace {

class EditorSessionTest : public test::EditingFixture {
  protected:
    EditorSessionTest() : EditingFixture(99) {}

    // An orc spawned next to nothing in particular, through the session like the inspector.
    EntityId spawn(const DefId& def) {
        const Point at = free_floor();
        const EventResult r =
            session.edit_world(game, doc, "spawn " + def, WorldEdit{{EditOp::spawn(def, at)}});
        EXPECT_TRUE(r.applied) << r.error;
        return r.created;
    }
    Point free_floor() const {
        const World& w = game.world();
        for (int i = 0; i < w.map.width() * w.map.height(); ++i) {
            const Point p = w.map.point(i);
            if (w.map.walkable(p) && !w.actor_at(p) && chebyshev_distance(p, w.player().pos) > 12)
                return p;
        }
        return {};
    }
    void wait_turns(int n) {
        for (int i = 0; i < n; ++i) game.submit(Command::wait());
    }
    void sync(bool held = false) { session.apply_live_edits(game, doc, held, true); }
    bool undo(bool live = true) { return session.undo(game, doc, live) != nullptr; }
    bool redo(bool live = true) { return session.redo(game, doc, live) != nullptr; }
    void edit_world(const std::string& label, const WorldEdit& edit) {
        session.edit_world(game, doc, label, edit);
    }
    // A troll spawned and wounded to 7 HP, then its definition deleted (the deletion
    // synced): the troll's id and the world just before the deletion.
    struct DeletedTroll {
        EntityId id;
        World before;
    };
    DeletedTroll delete_a_wounded_troll() {
        const EntityId troll = spawn("troll");
        edit_world("wound", WorldEdit{{EditOp::set(troll, "fighter.hp", "7")}});
        DeletedTroll deleted{troll, game.world()};
        EXPECT_TRUE(delete_definition(doc, DefKind::actor, "troll"));
        sync();
        return deleted;
    }
    // Content another program wrote, read through the document as the editor does.
    std::optional<ReloadReport> outside(ContentPtr disk, const std::string& files) {
        const ContentMerge merge = merge_content(doc.saved(), doc.content(), *disk,
                                                 doc.unsaved_renames(), ConflictPolicy::keep_mine);
        EXPECT_TRUE(merge.conflicts.empty());
        return session.take_disk_change(game, doc, std::move(disk), merge, files);
    }
    // The world without its message log, for comparing before and after.
    static std::string without_log(const std::vector<FieldDiff>& diffs) {
        std::string out;
        for (const FieldDiff& d : diffs) {
            if (d.where != "messages") out += d.where + ": " + d.before + " -> " + d.after + "\n";
        }
        return out;
    }
};

TEST_F(EditorSessionTest, UndoOfAWorldEditKeepsTheTurnsPlayedSince) {
    const EntityId orc = spawn("orc");
    edit_world("set hp", WorldEdit{{EditOp::set(orc, "fighter.hp", "3")}});
    const Point player = game.world().player().pos;
    wait_turns(4);
    ASSERT_TRUE(undo());
    EXPECT_EQ(game.world().find(orc)->fighter->hp, 10);
    EXPECT_EQ(game.world().turn, 4);
    EXPECT_EQ(game.world().player().pos, player);
    // Redo makes the edit again, on top of the turns as well.
    ASSERT_TRUE(redo());
    EXPECT_EQ(game.world().find(orc)->fighter->hp, 3);
    EXPECT_EQ(game.world().turn, 4);
}

// Typing 50 into the max HP of a 5/10 orc's definition gave 30/50: each keystroke was a
// reload, and the fraction was taken at the half-typed "5".
TEST_F(EditorSessionTest, ATypedNumberIsOneRevisionFromTheValueBeforeTheEdit) {
    const EntityId orc = spawn("orc");
    edit_world("wound", WorldEdit{{EditOp::set(orc, "fighter.hp", "5")}});
    doc.edit("Set actor 'orc' fighter.hp", "actor/orc/fighter.hp",
             [](Content& c) { c.actors.at("orc").fighter.hp = 5; });
    sync(true);  // still typing: nothing reaches the game
    EXPECT_EQ(max_hp(*game.world().find(orc), game.content()), 10);
    doc.edit("Set actor 'orc' fighter.hp", "actor/orc/fighter.hp",
             [](Content& c) { c.actors.at("orc").fighter.hp = 50; });
    doc.end_merge();
    sync();  // Enter
    EXPECT_EQ(game.world().find(orc)->fighter->hp, 25);
    EXPECT_EQ(max_hp(*game.world().find(orc), game.content()), 50);
    ASSERT_TRUE(undo());
    sync();
    EXPECT_EQ(game.world().find(orc)->fighter->hp, 5);
    EXPECT_EQ(max_hp(*game.world().find(orc), game.content()), 10);
}

TEST_F(EditorSessionTest, RenamingKeepsEveryLiveEntityAndUndoRenamesThemBack) {
    const EntityId a = spawn("orc");
    const EntityId b = spawn("orc");
    std::string error;
    ASSERT_EQ(rename_definition(doc, DefKind::actor, "orc", "goblin", error), "goblin");
    sync();
    ASSERT_NE(game.world().find(a), nullptr);
    EXPECT_EQ(game.world().find(a)->def, "goblin");
    EXPECT_EQ(game.world().find(b)->def, "goblin");
    ASSERT_TRUE(undo());
    sync();
    EXPECT_EQ(game.world().find(a)->def, "orc");
    EXPECT_EQ(game.world().find(b)->def, "orc");
}

TEST_F(EditorSessionTest, DeletingADefinitionThenUndoRestoresItsEntitiesExactly) {
    const auto [troll, before] = delete_a_wounded_troll();
    EXPECT_EQ(game.world().find(troll), nullptr);
    ASSERT_TRUE(undo());
    sync();
    EXPECT_EQ(diff_worlds(before, game.world()).size(), 1u)
        << "only the log differs:\n"
        << to_string(diff_worlds(before, game.world()));
    EXPECT_EQ(game.world().entities, before.entities);
}

TEST_F(EditorSessionTest, ContentAndWorldStepsUndoInTheOrderTheyWereMade) {
    const EntityId orc = spawn("orc");
    doc.edit("Set actor 'orc' fighter.power", "",
             [](Content& c) { c.actors.at("orc").fighter.power = 9; });
    sync();
    edit_world("set hp", WorldEdit{{EditOp::set(orc, "fighter.hp", "2")}});
    EXPECT_EQ(doc.undo_label(), "set hp");
    ASSERT_TRUE(undo());
    EXPECT_EQ(game.world().find(orc)->fighter->hp, 10);
    EXPECT_EQ(game.content().actor("orc")->fighter.power, 9);
    EXPECT_EQ(doc.undo_label(), "Set actor 'orc' fighter.power");
    ASSERT_TRUE(undo());
    sync();
    EXPECT_EQ(game.content().actor("orc")->fighter.power, loaded->actor("orc")->fighter.power);
    EXPECT_EQ(doc.undo_label(), "spawn orc");
}

TEST_F(EditorSessionTest, AnOutsideChangeIsAStepLabelledWithItsFiles) {
    edit_world("god mode on", WorldEdit{{EditOp::set_world("god_mode", "true")}});
    auto from_disk = std::make_shared<Content>(game.content());
    from_disk->actors.at("troll").xp = 1;
    ASSERT_TRUE(outside(from_disk, "actors.yaml"));
    EXPECT_EQ(game.content().actor("troll")->xp, 1);
    EXPECT_EQ(doc.undo_label(), "outside change: actors.yaml");
    ASSERT_TRUE(undo());
    EXPECT_EQ(game.content().actor("troll")->xp, loaded->actor("troll")->xp);
    EXPECT_EQ(doc.undo_label(), "god mode on") << "the steps before it are still there";
}

// The second finding: rename orc to goblin (unsaved), then another program changes
// the troll in actors.yaml: the reload removed every goblin (the file still says orc), undo
// did not bring them back, and the recording no longer replayed. The change is read
// through the rename now, and nothing leaves the floor.
TEST_F(EditorSessionTest, AnOutsideChangeDuringAnUnsavedRenameKeepsTheRenamedEntities) {
    const EntityId a = spawn("orc");
    const std::size_t entities = game.world().entities.size();
    std::string error;
    ASSERT_EQ(rename_definition(doc, DefKind::actor, "orc", "goblin", error), "goblin");
    sync();
    auto disk = std::make_shared<Content>(*loaded);  // their file: orc, troll changed
    disk->actors.at("troll").fighter.power += 2;
    ASSERT_TRUE(outside(disk, "actors.yaml"));
    EXPECT_EQ(game.world().entities.size(), entities) << "nobody left the floor";
    EXPECT_EQ(game.world().find(a)->def, "goblin");
    EXPECT_EQ(game.content().actor("troll")->fighter.power, disk->actor("troll")->fighter.power);
    EXPECT_TRUE(same_definitions(game.content(), doc.content()));
    ASSERT_TRUE(undo());
    ASSERT_TRUE(undo());
    EXPECT_EQ(game.world().entities.size(), entities);
    EXPECT_EQ(game.world().find(a)->def, "orc");
}

// The third finding: an unsaved orc power 4 with Live on, then an outside change of
// actors.yaml: the game ran power 3 from the file while the editor showed 4.
TEST_F(EditorSessionTest, WithLiveOnTheGameRunsTheMergeOfTheEditsAndTheOutsideChange) {
    doc.edit("Set actor 'orc' fighter.power", "",
             [](Content& c) { c.actors.at("orc").fighter.power = 4; });
    sync();
    auto disk = std::make_shared<Content>(*loaded);
    disk->actors.at("troll").xp = 7;
    outside(disk, "actors.yaml");
    EXPECT_EQ(game.content().actor("orc")->fighter.power, 4);
    EXPECT_EQ(game.content().actor("troll")->xp, 7);
    EXPECT_FALSE(session.pending(game, doc));
    EXPECT_TRUE(doc.dirty()) << "the orc's power is still mine alone";
}

TEST_F(EditorSessionTest, UndoAndRedoOfAContentStepGiveBackExactlyTheWorldsOnEitherSide) {
    const auto [troll, before] = delete_a_wounded_troll();
    const World after = game.world();
    ASSERT_EQ(game.world().find(troll), nullptr);
    ASSERT_TRUE(undo());
    EXPECT_EQ(without_log(diff_worlds(before, game.world())), "");
    ASSERT_TRUE(redo());
    EXPECT_EQ(without_log(diff_worlds(after, game.world())), "");
    ASSERT_TRUE(undo());
    EXPECT_EQ(without_log(diff_worlds(before, game.world())), "");
}

// With Live off an edit waits; undoing it gives back the document only, the game never
// having run it. Apply is a step of its own, and undoing it gives the game back.
TEST_F(EditorSessionTest, WithLiveOffUndoOfAWaitingEditLeavesTheGameAndApplyIsItsOwnStep) {
    const World before = game.world();
    doc.edit("Set actor 'orc' fighter.power", "",
             [](Content& c) { c.actors.at("orc").fighter.power = 9; });
    session.apply_live_edits(game, doc, false, false);
    EXPECT_TRUE(session.pending(game, doc));
    ASSERT_TRUE(session.apply(game, doc, "Apply the pending changes"));
    EXPECT_EQ(game.content().actor("orc")->fighter.power, 9);
    EXPECT_EQ(doc.undo_label(), "Apply the pending changes");
    ASSERT_TRUE(undo(false));
    EXPECT_EQ(game.content().actor("orc")->fighter.power, 3) << "the game goes back";
    EXPECT_EQ(doc.content().actor("orc")->fighter.power, 9) << "the edit waits again";
    ASSERT_TRUE(undo(false));
    EXPECT_EQ(doc.content().actor("orc")->fighter.power, 3);
    EXPECT_FALSE(session.pending(game, doc));
    EXPECT_EQ(without_log(diff_worlds(before, game.world())), "");
}

// A Live edit made in an earlier game (a new game since) still moves the game when undone
// with Live on and nothing waiting: Live means the game runs what the editor holds.
TEST_F(EditorSessionTest, WithLiveOnUndoMovesANewGameThroughStepsOfAnEarlierOne) {
    doc.edit("Set actor 'orc' fighter.power", "",
             [](Content& c) { c.actors.at("orc").fighter.power = 9; });
    sync();
    session.game_replaced(doc);  // a new game: what the step did to the old one is forgotten
    EXPECT_EQ(doc.undo_label(), "Set actor 'orc' fighter.power");
    ASSERT_TRUE(undo(true));
    EXPECT_EQ(game.content().actor("orc")->fighter.power, 3);
    ASSERT_TRUE(redo(true));
    EXPECT_EQ(game.content().actor("orc")->fighter.power, 9);
}

TEST_F(EditorSessionTest, EveryStepIsOnTheGamesTimeline) {
    const std::size_t before = game.log().size();
    spawn("orc");
    doc.edit("Set actor 'orc' xp", "", [](Content& c) { c.actors.at("orc").xp = 1; });
    sync();
    undo();
    sync();
    // The spawn, the revision, and the undo's revision: nothing behind the log's back.
    EXPECT_EQ(game.log().size(), before + 3);
}

// Found by the random designer: after a fork to a moment with older content, Discard
// then undo made the game take the document's content, though it never ran it.
TEST_F(EditorSessionTest, UndoOfAStepThatNeverReachedTheGameLeavesTheGame) {
    doc.edit("Set actor 'orc' fighter.power", "",
             [](Content& c) { c.actors.at("orc").fighter.power = 9; });
    session.apply_live_edits(game, doc, false, false);  // Live off: it waits
    session.discard(game, doc);
    ASSERT_TRUE(undo(true));
    EXPECT_EQ(game.content().actor("orc")->fighter.power, 3) << "the game never ran 9";
    EXPECT_EQ(doc.content().actor("orc")->fighter.power, 9);
    EXPECT_TRUE(session.waiting_by_choice()) << "what the undo left waiting, waits";
}

// With Live off a rename waits; discarding it (back to what the game runs, with the
// rename reversed, as the Pending changes window does) must leave every orc in place.
TEST_F(EditorSessionTest, ADiscardedPendingRenameNeverReachesTheGame) {
    const EntityId orc = spawn("orc");
    std::string error;
    ASSERT_EQ(rename_definition(doc, DefKind::actor, "orc", "goblin", error), "goblin");
    session.apply_live_edits(game, doc, false, false);  // Live off: nothing applied
    EXPECT_TRUE(session.pending(game, doc));
    session.discard(game, doc);
    EXPECT_FALSE(session.pending(game, doc));
    session.apply_live_edits(game, doc, false, true);
    ASSERT_NE(game.world().find(orc), nullptr);
    EXPECT_EQ(game.world().find(orc)->def, "orc");
}

// With Live off the designer's edits wait for Apply; a file another program changes
// meanwhile joins them in the document and waits too. Taking it into the game would
// have run the unsaved edits the designer chose to hold back.
TEST_F(EditorSessionTest, WithEditsWaitingAnOutsideChangeWaitsWithThem) {
    doc.edit("Set actor 'orc' fighter.power", "",
             [](Content& c) { c.actors.at("orc").fighter.power = 9; });
    session.apply_live_edits(game, doc, false, false);  // Live off: it waits
    const std::size_t events = game.log().size();
    auto disk = std::make_shared<Content>(*loaded);
    disk->actors.at("troll").xp = 7;
    EXPECT_FALSE(outside(disk, "actors.yaml")) << "nothing reached the game";
    EXPECT_EQ(game.content().actor("orc")->fighter.power, loaded->actor("orc")->fighter.power);
    EXPECT_EQ(game.content().actor("troll")->xp, loaded->actor("troll")->xp);
    EXPECT_EQ(game.log().size(), events);
    EXPECT_EQ(doc.content().actor("orc")->fighter.power, 9);
    EXPECT_EQ(doc.content().actor("troll")->xp, 7);
    EXPECT_EQ(doc.undo_label(), "outside change: actors.yaml");
    EXPECT_TRUE(session.pending(game, doc));
    ASSERT_TRUE(session.apply(game, doc, "Apply the pending changes"));
    EXPECT_EQ(game.content().actor("orc")->fighter.power, 9);
    EXPECT_EQ(game.content().actor("troll")->xp, 7);
}

// The random designer's find (game 902): with Live on, deleting the bat waited, the
// shaman's summons naming it; then another program cut actors.yaml short, taking the
// shaman away. The game took the waiting deletion and the change in a "Live" step of its
// own, so one undo took the game back and left the outside change in the document.
TEST_F(EditorSessionTest, AnOutsideChangeThatEndsTheProblemsOfWaitingEditsIsOneStep) {
    ASSERT_TRUE(delete_definition(doc, DefKind::actor, "bat"));
    sync();
    ASSERT_FALSE(doc.problems().empty()) << "the shaman still summons bats";
    ASSERT_TRUE(session.pending(game, doc));
    const World before = game.world();
    const std::string label = doc.undo_label();
    auto disk = std::make_shared<Content>(*loaded);
    disk->actors.erase("goblin_shaman");
    EXPECT_FALSE(outside(disk, "actors.yaml")) << "nothing was followed: it waits a frame";
    sync();
    EXPECT_FALSE(session.pending(game, doc)) << "Live: the game runs what the editor holds";
    EXPECT_EQ(game.content().actor("bat"), nullptr);
    EXPECT_EQ(game.content().actor("goblin_shaman"), nullptr);
    EXPECT_EQ(doc.undo_label(), "outside change: actors.yaml");
    ASSERT_TRUE(undo());
    EXPECT_EQ(doc.undo_label(), label) << "one undo takes the whole change back";
    EXPECT_NE(doc.content().actor("goblin_shaman"), nullptr);
    EXPECT_EQ(doc.content().actor("bat"), nullptr) << "the deletion waits again";
    EXPECT_NE(game.content().actor("bat"), nullptr);
    EXPECT_NE(game.content().actor("goblin_shaman"), nullptr);
    EXPECT_EQ(without_log(diff_worlds(before, game.world())), "");
    ASSERT_TRUE(redo());
    EXPECT_EQ(game.content().actor("goblin_shaman"), nullptr);
    EXPECT_FALSE(session.pending(game, doc));
}

// Renames undone by hand in another order (orc to goblin, troll to ogre, goblin back to
// orc, ogre back to troll) give the names the game runs: nothing waits, and Live has
// nothing to apply.
TEST_F(EditorSessionTest, RenamesThatCancelOutLeaveNothingPending) {
    const EntityId orc = spawn("orc");
    std::string error;
    ASSERT_EQ(rename_definition(doc, DefKind::actor, "orc", "goblin", error), "goblin");
    ASSERT_EQ(rename_definition(doc, DefKind::actor, "troll", "ogre", error), "ogre");
    ASSERT_EQ(rename_definition(doc, DefKind::actor, "goblin", "orc", error), "orc");
    ASSERT_EQ(rename_definition(doc, DefKind::actor, "ogre", "troll", error), "troll");
    session.apply_live_edits(game, doc, false, false);  // Live off
    EXPECT_FALSE(session.pending(game, doc));
    const std::size_t events = game.log().size();
    EXPECT_FALSE(session.apply_live_edits(game, doc, false, true)) << "Live: nothing to apply";
    EXPECT_EQ(game.log().size(), events);
    EXPECT_EQ(game.world().find(orc)->def, "orc");
}

}  // namespace
}  // namespace cf
