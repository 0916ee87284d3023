// The editor's one undo history over the game's timeline. Each test is a finding from
// trying the editor as a designer: undo ate turns, a rename deleted live monsters,
// typing "50" into a field applied "5" first, an outside edit wiped the history.

#include "editor/editor_session.hpp"

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
            session.edit_world(game, "spawn " + def, WorldEdit{{EditOp::spawn(def, at)}});
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
    void sync(bool held = false) { session.sync(game, doc, held, true); }
};

TEST_F(EditorSessionTest, UndoOfAWorldEditKeepsTheTurnsPlayedSince) {
    const EntityId orc = spawn("orc");
    session.edit_world(game, "set hp", WorldEdit{{EditOp::set(orc, "fighter.hp", "3")}});
    const Point player = game.world().player().pos;
    wait_turns(4);
    ASSERT_TRUE(session.undo(game, doc));
    EXPECT_EQ(game.world().find(orc)->fighter->hp, 10);
    EXPECT_EQ(game.world().turn, 4);
    EXPECT_EQ(game.world().player().pos, player);
    // Redo makes the edit again, on top of the turns as well.
    ASSERT_TRUE(session.redo(game, doc));
    EXPECT_EQ(game.world().find(orc)->fighter->hp, 3);
    EXPECT_EQ(game.world().turn, 4);
}

// Typing 50 into the max HP of a 5/10 orc's definition gave 30/50: each keystroke was a
// reload, and the fraction was taken at the half-typed "5".
TEST_F(EditorSessionTest, ATypedNumberIsOneRevisionFromTheValueBeforeTheEdit) {
    const EntityId orc = spawn("orc");
    session.edit_world(game, "wound", WorldEdit{{EditOp::set(orc, "fighter.hp", "5")}});
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
    ASSERT_TRUE(session.undo(game, doc));
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
    ASSERT_TRUE(session.undo(game, doc));
    sync();
    EXPECT_EQ(game.world().find(a)->def, "orc");
    EXPECT_EQ(game.world().find(b)->def, "orc");
}

TEST_F(EditorSessionTest, DeletingADefinitionThenUndoRestoresItsEntitiesExactly) {
    const EntityId troll = spawn("troll");
    session.edit_world(game, "wound", WorldEdit{{EditOp::set(troll, "fighter.hp", "7")}});
    const World before = game.world();
    ASSERT_TRUE(delete_definition(doc, DefKind::actor, "troll"));
    sync();
    EXPECT_EQ(game.world().find(troll), nullptr);
    ASSERT_TRUE(session.undo(game, doc));
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
    session.edit_world(game, "set hp", WorldEdit{{EditOp::set(orc, "fighter.hp", "2")}});
    EXPECT_EQ(session.undo_label(), "set hp");
    ASSERT_TRUE(session.undo(game, doc));
    EXPECT_EQ(game.world().find(orc)->fighter->hp, 10);
    EXPECT_EQ(game.content().actor("orc")->fighter.power, 9);
    EXPECT_EQ(session.undo_label(), "Set actor 'orc' fighter.power");
    ASSERT_TRUE(session.undo(game, doc));
    sync();
    EXPECT_EQ(game.content().actor("orc")->fighter.power, loaded->actor("orc")->fighter.power);
    EXPECT_EQ(session.undo_label(), "spawn orc");
}

TEST_F(EditorSessionTest, AnOutsideChangeIsAStepLabelledWithItsFiles) {
    session.edit_world(game, "god mode on", WorldEdit{{EditOp::set_world("god_mode", "true")}});
    auto from_disk = std::make_shared<Content>(game.content());
    from_disk->actors.at("troll").xp = 1;
    game.apply_content(from_disk, {}, "actors.yaml");
    session.outside_change(game, doc, "outside change: actors.yaml", {});
    EXPECT_EQ(session.undo_label(), "outside change: actors.yaml");
    ASSERT_TRUE(session.undo(game, doc));
    sync();
    EXPECT_EQ(game.content().actor("troll")->xp, loaded->actor("troll")->xp);
    EXPECT_EQ(session.undo_label(), "god mode on") << "the steps before it are still there";
}

TEST_F(EditorSessionTest, EveryStepIsOnTheGamesTimeline) {
    const std::size_t before = game.log().size();
    spawn("orc");
    doc.edit("Set actor 'orc' xp", "", [](Content& c) { c.actors.at("orc").xp = 1; });
    sync();
    session.undo(game, doc);
    sync();
    // The spawn, the revision, and the undo's revision: nothing behind the log's back.
    EXPECT_EQ(game.log().size(), before + 3);
}

// With Live off a rename waits; discarding it (back to what the game runs, with the
// rename reversed, as the Pending changes window does) must leave every orc in place.
TEST_F(EditorSessionTest, ADiscardedPendingRenameNeverReachesTheGame) {
    const EntityId orc = spawn("orc");
    std::string error;
    ASSERT_EQ(rename_definition(doc, DefKind::actor, "orc", "goblin", error), "goblin");
    session.sync(game, doc, false, false);  // Live off: nothing applied
    EXPECT_TRUE(session.pending(doc));
    const Content running = game.content();
    doc.edit(
        "Discard pending changes", "", [&](Content& c) { c = running; },
        reversed(doc.pending_renames()));
    session.sync(game, doc, false, true);
    ASSERT_NE(game.world().find(orc), nullptr);
    EXPECT_EQ(game.world().find(orc)->def, "orc");
}

}  // namespace
}  // namespace cf
