// Factions and the AI kinds: who fights whom (factions.yaml and the defaults that keep
// content without it playing as before), two hostile monster factions fighting each other,
// an ally beside the player, a charm that changes sides for its turns, a guard, a coward, a
// wanderer, and the energy of actions.

#include "engine/rules/factions.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>

#include "engine/replay/dump.hpp"
#include "engine/rules/ai.hpp"
#include "engine/rules/energy.hpp"
#include "engine/rules/statuses.hpp"
#include "tests/support/one_edit_problem.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

// The fixture content with orcs and trolls in factions of their own, hostile to each other.
std::shared_ptr<Content> feuding_content() {
    auto c = test::edited_content();
    c->actors.at("orc").faction = "orcs";
    c->actors.at("troll").faction = "trolls";
    FactionDef orcs;
    orcs.id = "orcs";
    orcs.name = "the orcs";
    orcs.hostile = {"trolls"};
    FactionDef trolls;
    trolls.id = "trolls";
    trolls.name = "the trolls";
    c->factions.emplace("orcs", orcs);
    c->factions.emplace("trolls", trolls);
    return c;
}

// An actor like the orc with `kind` of AI and `faction`.
void add_faction_test_actor(Content& c, const DefId& id, const std::string& name, AiKind kind,
                            const DefId& faction = {}) {
    ActorDef def = c.actors.at("orc");
    def.id = id;
    def.name = name;
    def.ai.kind = kind;
    def.faction = faction;
    c.actors.emplace(id, def);
}

void pass_turns_waiting(Game& game, int n) {
    for (int i = 0; i < n; ++i) game.submit(Command::wait());
}

TEST(Factions, WithoutFactionsEveryMonsterIsThePlayersFoeAndNoOtherMonsters) {
    const ContentPtr c = test::default_content();
    EXPECT_EQ(def_faction(*c, "player"), "player");
    EXPECT_EQ(def_faction(*c, "orc"), "monsters");
    EXPECT_EQ(relation(*c, "player", "monsters"), Relation::hostile);
    EXPECT_EQ(relation(*c, "monsters", "monsters"), Relation::allied);
    EXPECT_EQ(relation(*c, "orcs", "trolls"), Relation::neutral) << "neither is the player's";
    EXPECT_EQ(relation(*c, "orcs", "player"), Relation::hostile);
}

TEST(Factions, ARelationHoldsBothWaysAndHostileWins) {
    auto c = feuding_content();
    EXPECT_EQ(relation(*c, "orcs", "trolls"), Relation::hostile);
    EXPECT_EQ(relation(*c, "trolls", "orcs"), Relation::hostile);
    c->factions.at("trolls").allied = {"orcs"};
    EXPECT_EQ(relation(*c, "trolls", "orcs"), Relation::hostile) << "one side hostile is enough";
    c->factions.at("orcs").hostile.clear();
    EXPECT_EQ(relation(*c, "orcs", "trolls"), Relation::allied);
    c->factions.at("orcs").neutral = {"player"};
    EXPECT_EQ(relation(*c, "player", "orcs"), Relation::neutral) << "named: no longer a foe";
}

TEST(Factions, TwoHostileMonsterFactionsFightEachOther) {
    Game game = test::prefab_game(feuding_content(), {"##########", "#@....oT.#", "##########"});
    pass_turns_waiting(game, 1);
    const World& w = game.world();
    EXPECT_EQ(test::first_of(w, "orc")->fighter->hp, 10 - 4);    // the troll's power 4
    EXPECT_EQ(test::first_of(w, "troll")->fighter->hp, 16 - 2);  // 3 - its defense 1
    EXPECT_TRUE(test::logged(w, "The Orc attacks the Troll for 2 hit points."));
    EXPECT_EQ(w.player().fighter->hp, 30);
}

TEST(Factions, WithoutFactionsMonstersLeaveEachOtherAlone) {
    Game game =
        test::prefab_game(test::default_content(), {"##########", "#@....oT.#", "##########"});
    pass_turns_waiting(game, 1);
    EXPECT_EQ(test::first_of(game.world(), "orc")->fighter->hp, 10);
    EXPECT_EQ(test::first_of(game.world(), "troll")->fighter->hp, 16);
}

TEST(Factions, ExplainSaysHowTwoCreaturesStand) {
    Game game = test::prefab_game(feuding_content(), {"##########", "#@....oT.#", "##########"});
    const World& w = game.world();
    EXPECT_EQ(
        explain_relation(w, game.content(), *test::first_of(w, "orc"), *test::first_of(w, "troll")),
        "the Orc is hostile to the Troll (the orcs and the trolls)");
    EXPECT_EQ(explain_relation(w, game.content(), w.player(), *test::first_of(w, "orc")),
              "you are hostile to the Orc (player and the orcs)");
}

TEST(Factions, AnAllyFightsThePlayersFoesAndThePlayerSwapsPlacesWithIt) {
    auto c = test::edited_content();
    add_faction_test_actor(*c, "hound", "Hound", AiKind::ally, "player");
    Game game = test::prefab_game(c, {"##########", "#@d...o..#", "##########"}, {{'d', "hound"}});
    ASSERT_EQ(relation_between(game.world(), *c, game.world().player(),
                               *test::first_of(game.world(), "hound")),
              Relation::allied);
    pass_turns_waiting(game, 4);
    const World& w = game.world();
    EXPECT_TRUE(test::logged(w, "The Hound attacks the Orc for 3 hit points."));
    EXPECT_TRUE(test::logged(w, "The Orc attacks the Hound for 3 hit points."));
    EXPECT_EQ(w.player().fighter->hp, 30) << "the orc fought the hound in its way";

    Game swap = test::prefab_game(c, {"#######", "#@d...#", "#######"}, {{'d', "hound"}});
    ASSERT_TRUE(swap.submit(Command::move(Direction::e)));
    EXPECT_EQ(swap.world().player().pos, (Point{2, 1}));
    EXPECT_EQ(test::first_of(swap.world(), "hound")->pos, (Point{1, 1}));
    EXPECT_TRUE(test::logged(swap.world(), "You swap places with the Hound."));
}

TEST(Factions, AnAllyWithNoFoeFollowsThePlayer) {
    auto c = test::edited_content();
    add_faction_test_actor(*c, "hound", "Hound", AiKind::ally, "player");
    Game game =
        test::prefab_game(c, {"############", "#d@........#", "############"}, {{'d', "hound"}});
    for (int i = 0; i < 6; ++i) game.submit(Command::move(Direction::e));
    const World& w = game.world();
    EXPECT_LE(chebyshev_distance(test::first_of(w, "hound")->pos, w.player().pos), 3);
}

TEST(Factions, ACharmedCreatureFightsForItsCharmerWhileItLasts) {
    auto c = test::edited_content();
    StatusDef charmed;
    charmed.id = "charmed";
    charmed.name = "Charmed";
    charmed.behaviour = Behaviour::charm;
    c->statuses.emplace("charmed", charmed);
    Game game = test::prefab_game(c, {"##########", "#@oT.....#", "##########"});
    World& w = game.mutable_world();
    Entity& orc = *test::first_of(w, "orc");
    give_status(w, *c, orc, *c->status("charmed"), 3, w.player_id, "test", "");
    EXPECT_EQ(faction_of(w, *c, orc), "player");
    EXPECT_EQ(relation_between(w, *c, w.player(), orc), Relation::allied);
    EXPECT_THAT(explain_relation(w, *c, orc, w.player()),
                ::testing::HasSubstr("the Orc is charmed by you"));
    game.submit(Command::wait());
    EXPECT_TRUE(test::logged(game.world(), "The Orc attacks the Troll for 2 hit points."));
    EXPECT_FALSE(test::logged(game.world(), "The Orc attacks you for 1 hit point."));
    pass_turns_waiting(game, 4);  // the charm runs out: the orc is a monster again
    const Entity& after = *test::first_of(game.world(), "orc");
    if (after.alive()) {
        EXPECT_EQ(faction_of(game.world(), *c, after), "monsters");
    }
}

TEST(Factions, SetFactionIsKeptByTheEntityAndGivenBack) {
    auto c = feuding_content();
    Game game = test::prefab_game(c, {"##########", "#@....oT.#", "##########"});
    World& w = game.mutable_world();
    Entity& orc = *test::first_of(w, "orc");
    set_faction(orc, *c, "trolls");
    ASSERT_TRUE(orc.allegiance);
    EXPECT_EQ(faction_of(w, *c, orc), "trolls");
    EXPECT_EQ(relation_between(w, *c, orc, *test::first_of(w, "troll")), Relation::allied);
    EXPECT_THAT(dump_state(game, 10), ::testing::HasSubstr("allegiance"));
    set_faction(orc, *c, "orcs");
    EXPECT_FALSE(orc.allegiance) << "its definition's own: nothing stored";
}

TEST(Factions, AnUnknownFactionOrRelationIsAProblemAtItsPlace) {
    test::ContentDir dir;
    dir.write("factions.yaml",
              "orcs:\n"                // 1
              "  name: the orcs\n"     // 2
              "  hostile: [trollz]\n"  // 3
              "  friends: [orcs]\n");  // 4
    dir.replace("actors.yaml", "  name: Orc\n", "  name: Orc\n  faction: orcz\n");
    EXPECT_THAT(
        dir.load().problems,
        ::testing::UnorderedElementsAre(
            test::ProblemAt("factions.yaml", 4, 3, "unknown key 'friends' in faction 'orcs'"),
            test::ProblemAt("factions.yaml", 3, 13, "no faction named 'trollz'"),
            test::ProblemAt("actors.yaml", 3, 12, "no faction named 'orcz'")));
    dir.write("factions.yaml", "orcs:\n  hostile: [orcs]\n");
    dir.replace("actors.yaml", "faction: orcz", "faction: orcs");
    const ContentPtr c = dir.load_ok();
    EXPECT_EQ(c->actor("orc")->faction, "orcs");
    EXPECT_EQ(c->faction("orcs")->hostile, std::vector<DefId>{"orcs"});
}

TEST(AiKinds, AGuardHoldsItsPostUntilAFoeComesNear) {
    auto c = test::edited_content();
    add_faction_test_actor(*c, "sentry", "Sentry", AiKind::guard);
    Game game =
        test::prefab_game(c, {"###########", "#@.....s..#", "###########"}, {{'s', "sentry"}});
    pass_turns_waiting(game, 3);
    EXPECT_EQ(test::first_of(game.world(), "sentry")->pos, (Point{7, 1}));
    game.submit(Command::move(Direction::e));
    game.submit(Command::move(Direction::e));
    game.submit(Command::move(Direction::e));  // 3 cells away: guard_radius
    EXPECT_NE(test::first_of(game.world(), "sentry")->pos, (Point{7, 1}));
}

TEST(AiKinds, ACowardKeepsOutOfReach) {
    auto c = test::edited_content();
    add_faction_test_actor(*c, "coward", "Coward", AiKind::coward);
    c->actors.at("coward").ai.keep_distance = 4;
    Game game =
        test::prefab_game(c, {"###########", "#@.k......#", "###########"}, {{'k', "coward"}});
    pass_turns_waiting(game, 3);
    EXPECT_GT(test::first_of(game.world(), "coward")->pos.x, 4);
    EXPECT_EQ(game.world().player().fighter->hp, 30);
}

TEST(AiKinds, AWandererRoamsWithoutAttackingAnyoneItIsNotHostileTo) {
    auto c = test::edited_content();
    add_faction_test_actor(*c, "rat", "Rat", AiKind::wander, "critters");
    FactionDef critters;
    critters.id = "critters";
    critters.neutral = {"player", "monsters"};
    c->factions.emplace("critters", critters);
    Game game = test::prefab_game(c, {"#######", "#@....#", "#..r..#", "#.....#", "#######"},
                                  {{'r', "rat"}});
    std::set<Point> seen;
    for (int i = 0; i < 12; ++i) {
        game.submit(Command::wait());
        seen.insert(test::first_of(game.world(), "rat")->pos);
    }
    EXPECT_GT(seen.size(), 2u);
    EXPECT_EQ(game.world().player().fighter->hp, 30);
}

TEST(Energy, ADearAttackTakesTheTimeOfTheNextAction) {
    auto c = test::edited_content();
    c->actors.at("orc").attack_cost = 200;
    Game game = test::prefab_game(c, {"#####", "#@o.#", "#####"});
    pass_turns_waiting(game, 4);
    EXPECT_EQ(game.world().player().fighter->hp, 30 - 2 * (3 - 2)) << "two blows in four turns";
    auto plain = test::prefab_game(test::default_content(), {"#####", "#@o.#", "#####"});
    pass_turns_waiting(plain, 4);
    EXPECT_EQ(plain.world().player().fighter->hp, 30 - 4 * (3 - 2));
}

TEST(Energy, SettingsCostsApplyToEveryoneAndADefinitionOverridesThem) {
    auto c = test::edited_content();
    c->settings.costs.move = 200;
    Game game = test::prefab_game(c, {"##########", "#@......o#", "##########"});
    const Entity& orc = *test::first_of(game.world(), "orc");
    EXPECT_EQ(move_cost(orc, *c), 200);
    EXPECT_EQ(step_cost(orc, *c, 200), 400) << "times the tile's move_cost";
    pass_turns_waiting(game, 4);
    EXPECT_EQ(test::first_of(game.world(), "orc")->pos, (Point{6, 1})) << "a step every other turn";
    c->actors.at("orc").move_cost = 100;
    EXPECT_EQ(move_cost(orc, *c), 100);
}

}  // namespace
}  // namespace cf
