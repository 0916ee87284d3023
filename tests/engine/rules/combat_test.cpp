// Melee and death: the settings' combat rules (plain by default: damage = power -
// defense), corpses that no longer block, XP for the
// killer, and a dead player whose game is over.

#include "engine/rules/combat.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>

#include "engine/replay/dump.hpp"
#include "engine/rules/stats.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::Contains;
using ::testing::Not;

// The player (power 2 + dagger 2 = 4, defense 1 + leather 1 = 2) faces an orc
// (hp 10, power 3, defense 0) to the east.
const std::vector<std::string> kDuel = {"#####", "#@o.#", "#####"};

TEST(Combat, DamageIsPowerMinusDefense) {
    Game game = test::prefab_game(test::default_content(), kDuel);
    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    const World& w = game.world();
    EXPECT_EQ(test::first_of(w, "orc")->fighter->hp, 10 - (4 - 0));
    EXPECT_EQ(w.player().fighter->hp, 30 - (3 - 2));
    EXPECT_THAT(test::messages(w),
                ::testing::IsSupersetOf({"You attack the Orc for 4 hit points.",
                                         "The Orc attacks you for 1 hit point."}));
}

TEST(Combat, ZeroDamageSaysSoAndHurtsNobody) {
    auto c = test::edited_content();
    c->actors.at("orc").fighter.defense = 4;  // the player's power
    c->actors.at("orc").fighter.power = 2;    // the player's defense
    Game game = test::prefab_game(c, kDuel);
    game.submit(Command::move(Direction::e));
    const World& w = game.world();
    EXPECT_EQ(test::first_of(w, "orc")->fighter->hp, 10);
    EXPECT_EQ(w.player().fighter->hp, 30);
    EXPECT_TRUE(test::logged(w, "You attack the Orc but do no damage."));
    EXPECT_TRUE(test::logged(w, "The Orc attacks you but does no damage."));
}

TEST(Combat, DefenseAbovePowerNeverHeals) {
    auto c = test::edited_content();
    c->actors.at("orc").fighter.defense = 9;
    Game game = test::prefab_game(c, kDuel);
    test::first_of(game.mutable_world(), "orc")->fighter->hp = 5;
    game.submit(Command::move(Direction::e));
    EXPECT_EQ(test::first_of(game.world(), "orc")->fighter->hp, 5);
}

TEST(Combat, DefenseAbovePowerSaysNoDamageNotNegativeHitPoints) {
    auto c = test::edited_content();
    c->actors.at("orc").fighter.defense = 9;  // the player's power is 4
    c->actors.at("orc").fighter.power = 0;    // the player's defense is 2
    Game game = test::prefab_game(c, kDuel);
    game.submit(Command::move(Direction::e));
    const std::vector<std::string> said = test::messages(game.world());
    EXPECT_THAT(said, ::testing::IsSupersetOf({"You attack the Orc but do no damage.",
                                               "The Orc attacks you but does no damage."}));
    for (const std::string& m : said) EXPECT_EQ(m.find("for -"), std::string::npos) << m;
}

TEST(Combat, KilledMonsterLeavesANonBlockingCorpseAndGivesXp) {
    Game game = test::prefab_game(test::default_content(), kDuel);
    // 4 damage a hit: 10 -> 6 -> 2 -> dead.
    for (int i = 0; i < 3; ++i) game.submit(Command::move(Direction::e));
    const World& w = game.world();
    const Entity* orc = test::first_of(w, "orc");
    ASSERT_NE(orc, nullptr);
    EXPECT_TRUE(orc->is_corpse());
    EXPECT_EQ(orc->fighter->hp, 0);
    EXPECT_EQ(orc->pos, (Point{2, 1}));
    EXPECT_EQ(display_name(*orc, game.content()), "Orc corpse");
    EXPECT_FALSE(blocks_movement(*orc, game.content()));
    EXPECT_EQ(w.actor_at({2, 1}), nullptr);
    EXPECT_TRUE(test::logged(w, "The Orc dies!"));
    EXPECT_TRUE(test::logged(w, "You gain 35 experience points."));
    EXPECT_EQ(w.player().progression->xp, 35);
    // The orc hit back twice before it died, never after.
    EXPECT_EQ(w.player().fighter->hp, 28);

    ASSERT_TRUE(game.submit(Command::move(Direction::e)));
    EXPECT_EQ(game.world().player().pos, (Point{2, 1}));
}

TEST(Combat, CorpseDoesNotActOrGetAttacked) {
    Game game = test::prefab_game(test::default_content(), kDuel);
    test::first_of(game.mutable_world(), "orc")->fighter->hp = 0;
    EXPECT_FALSE(game.submit(Command::attack(Direction::e)));
    EXPECT_EQ(test::last_message(game.world()), "There is nothing there to attack.");
    game.submit(Command::wait());
    EXPECT_EQ(game.world().player().fighter->hp, 30);
}

TEST(Combat, PlayerDeathEndsTheGame) {
    auto c = test::edited_content();
    c->actors.at("orc").fighter.power = 100;
    Game game = test::prefab_game(c, kDuel);
    game.submit(Command::wait());
    const World& w = game.world();
    EXPECT_EQ(w.status, GameStatus::dead);
    EXPECT_EQ(w.player().fighter->hp, 0);
    EXPECT_FALSE(w.player().alive());
    EXPECT_EQ(test::last_message(w), "You die...");
}

TEST(Combat, DeadPlayerCommandsAreIgnored) {
    auto c = test::edited_content();
    c->actors.at("orc").fighter.power = 100;
    Game game = test::prefab_game(c, kDuel);
    game.submit(Command::wait());
    ASSERT_EQ(game.world().status, GameStatus::dead);
    const std::string before = dump_state(game, 50);
    EXPECT_FALSE(game.submit(Command::move(Direction::w)));
    EXPECT_FALSE(game.submit(Command::attack(Direction::e)));
    EXPECT_FALSE(game.submit(Command::level_up(LevelUpChoice::power)));
    EXPECT_EQ(dump_state(game, 50), before);
}

TEST(Combat, KillingBlowFromAScrollGivesTheReaderXp) {
    Game game = test::prefab_game(test::default_content(), kDuel);
    World& w = game.mutable_world();
    Entity& orc = *test::first_of(w, "orc");
    take_damage(w, game.content(), orc, 50, w.player_id);
    EXPECT_TRUE(orc.is_corpse());
    EXPECT_EQ(w.player().progression->xp, 35);
}

TEST(Combat, DamageToTheDeadOrOfZeroDoesNothing) {
    Game game = test::prefab_game(test::default_content(), kDuel);
    World& w = game.mutable_world();
    Entity& orc = *test::first_of(w, "orc");
    take_damage(w, game.content(), orc, 0, w.player_id);
    EXPECT_EQ(orc.fighter->hp, 10);
    take_damage(w, game.content(), orc, 10, w.player_id);
    take_damage(w, game.content(), orc, 10, w.player_id);
    EXPECT_EQ(w.player().progression->xp, 35);  // died once, paid once
    EXPECT_THAT(test::messages(w), Not(Contains("The Orc dies! (x2)")));
}

TEST(Combat, MonsterKillingAMonsterGivesNoXpToAnyone) {
    Game game = test::prefab_game(test::default_content(), {"######", "#@.oo#", "######"});
    World& w = game.mutable_world();
    Entity& first = w.entities[1];
    Entity& second = w.entities[2];
    second.fighter->hp = 1;
    melee(w, game.content(), first, second);
    EXPECT_TRUE(second.is_corpse());
    EXPECT_EQ(w.player().progression->xp, 0);
    EXPECT_FALSE(test::logged(w, "You gain 35 experience points."));
}

TEST(Combat, SubjectNamesForMessages) {
    Game game = test::prefab_game(test::default_content(), kDuel);
    const World& w = game.world();
    EXPECT_EQ(subject_name(w, game.content(), w.player()), "you");
    EXPECT_EQ(subject_name(w, game.content(), *test::first_of(w, "orc")), "the Orc");
}

// God mode spares the player only: the player's blows still land.
TEST(Combat, GodModeSparesThePlayerButNotWhatThePlayerHits) {
    Game game = test::prefab_game(test::default_content(), kDuel);
    ASSERT_TRUE(game.apply(WorldEdit{{EditOp::set_world("god_mode", "true")}}).applied);
    const int player_hp = game.world().player().fighter->hp;
    const int orc_hp = test::first_of(game.world(), "orc")->fighter->hp;
    game.submit(Command::attack(Direction::e));  // the orc strikes back in its turn
    EXPECT_EQ(game.world().player().fighter->hp, player_hp);
    EXPECT_LT(test::first_of(game.world(), "orc")->fighter->hp, orc_hp);
}

// The shipped game's kind of rules: no blow certain, damage that varies, defense that
// cannot cancel a blow.
std::shared_ptr<Content> uncertain_content() {
    auto c = test::edited_content();
    c->settings.combat = {.to_hit = 75,
                          .min_to_hit = 5,
                          .max_to_hit = 95,
                          .damage_spread = 50,
                          .crit_chance = 0,
                          .crit_damage = 200,
                          .defense_cap = 75,
                          .min_damage = 1};
    return c;
}

TEST(CombatRules, ThePlainRuleDrawsNothingFromTheRng) {
    Game game = test::prefab_game(test::default_content(), kDuel);
    World& w = game.mutable_world();
    const std::uint64_t before = w.rng.state();
    const Blow b = roll_blow(w, game.content(), w.player(), *test::first_of(w, "orc"));
    EXPECT_EQ(w.rng.state(), before) << "content without combat: keeps its dice";
    EXPECT_TRUE(b.landed);
    EXPECT_EQ(b.damage, 4);
}

TEST(CombatRules, AMissHurtsNobodyAndSaysSo) {
    auto c = test::edited_content();
    c->settings.combat.to_hit = 0;
    Game game = test::prefab_game(c, kDuel);
    game.submit(Command::attack(Direction::e));
    const World& w = game.world();
    EXPECT_EQ(test::first_of(w, "orc")->fighter->hp, 10);
    EXPECT_EQ(w.player().fighter->hp, 30);
    EXPECT_TRUE(test::logged(w, "You miss the Orc."));
    EXPECT_TRUE(test::logged(w, "The Orc misses you."));
}

TEST(CombatRules, AccuracyAndEvasionMoveTheChanceWithinItsBounds) {
    auto c = uncertain_content();
    Game game = test::prefab_game(c, kDuel);
    const World& w = game.world();
    const Entity& orc = *test::first_of(w, "orc");
    EXPECT_EQ(hit_chance(w.player(), orc, *c), 75);
    c->actors.at("orc").fighter.evasion = 20;
    EXPECT_EQ(hit_chance(w.player(), orc, *c), 55);
    c->actors.at("player").fighter.accuracy = 100;
    EXPECT_EQ(hit_chance(w.player(), orc, *c), 95) << "max_to_hit";
    c->actors.at("orc").fighter.evasion = 500;
    EXPECT_EQ(hit_chance(w.player(), orc, *c), 5) << "min_to_hit";
}

TEST(CombatRules, DamageVariesWithinTheSpreadAndLandsAsOftenAsTheChanceSays) {
    Game game = test::prefab_game(uncertain_content(), kDuel);
    World& w = game.mutable_world();
    const Entity& orc = *test::first_of(w, "orc");
    std::set<int> seen;
    int landed = 0;
    for (int i = 0; i < 2000; ++i) {
        const Blow b = roll_blow(w, game.content(), w.player(), orc);
        if (!b.landed) continue;
        ++landed;
        EXPECT_EQ(b.low, 2);   // power 4 - 50%
        EXPECT_EQ(b.high, 6);  // power 4 + 50%
        seen.insert(b.damage);
    }
    EXPECT_EQ(seen, (std::set<int>{2, 3, 4, 5, 6}));
    EXPECT_GT(landed, 1400);  // 75% of 2000 is 1500
    EXPECT_LT(landed, 1600);
}

TEST(CombatRules, DefenseReducesButNeverCancelsABlow) {
    auto c = uncertain_content();
    c->settings.combat.damage_spread = 0;
    c->settings.combat.to_hit = 100;
    c->settings.combat.max_to_hit = 100;
    c->actors.at("orc").fighter.defense = 9;  // more than the player's power of 4
    Game game = test::prefab_game(c, kDuel);
    World& w = game.mutable_world();
    Entity& orc = *test::first_of(w, "orc");
    EXPECT_EQ(blow_damage(*c, orc, 4), 1) << "defense stops at most 75% of 4";
    EXPECT_EQ(blow_damage(*c, orc, 40), 31) << "40 - 9";
    c->settings.combat.defense_cap = 100;
    EXPECT_EQ(blow_damage(*c, orc, 4), 1) << "min_damage";
    c->settings.combat.min_damage = 0;
    EXPECT_EQ(blow_damage(*c, orc, 4), 0) << "the plain rule";
}

TEST(CombatRules, ACriticalHitDealsItsPercentAndSaysSo) {
    auto c = test::edited_content();
    c->settings.combat.crit_chance = 100;
    c->settings.combat.crit_damage = 250;
    Game game = test::prefab_game(c, kDuel);
    game.submit(Command::attack(Direction::e));
    const World& w = game.world();
    EXPECT_EQ(test::first_of(w, "orc")->fighter->hp, 0) << "4 x 250% = 10";
    EXPECT_TRUE(test::logged(w, "You critically hit the Orc for 10 hit points."));
}

TEST(CombatRules, TheSameSeedFightsTheSameFight) {
    const auto fight = [] {
        Game game = test::prefab_game(uncertain_content(), kDuel);
        for (int i = 0; i < 4; ++i) game.submit(Command::attack(Direction::e));
        std::vector<std::string> said = test::messages(game.world());
        said.erase(said.begin());  // "Prefab <its temporary folder> loaded."
        said.push_back(std::to_string(game.world().rng.state()));
        return said;
    };
    const std::vector<std::string> first = fight();
    EXPECT_EQ(first, fight());
    EXPECT_THAT(first, Contains(::testing::HasSubstr("miss"))) << "the dice were rolled";
}

TEST(CombatRules, ABlowSaysItsDiceToExplanations) {
    auto c = uncertain_content();
    c->settings.combat.to_hit = 0;
    c->settings.combat.min_to_hit = 0;
    Game game = test::prefab_game(c, kDuel);
    World& w = game.mutable_world();
    w.effects.clear();
    melee(w, *c, w.player(), *test::first_of(w, "orc"));
    ASSERT_EQ(w.effects.size(), 1u);
    EXPECT_EQ(w.effects[0].detail, "missed: 0% to hit");
    EXPECT_EQ(w.effects[0].after, 10);
    c->settings.combat.to_hit = 100;
    c->settings.combat.max_to_hit = 100;
    c->actors.at("orc").fighter.defense = 2;
    w.effects.clear();
    melee(w, *c, w.player(), *test::first_of(w, "orc"));
    ASSERT_FALSE(w.effects.empty());
    EXPECT_THAT(w.effects[0].detail, ::testing::StartsWith("hit: 100% to hit, rolled "));
    EXPECT_THAT(w.effects[0].detail, ::testing::HasSubstr(" of 2-6, defense stopped "));
}

}  // namespace
}  // namespace cf
