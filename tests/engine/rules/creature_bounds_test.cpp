// The bounds that keep content from growing a game without end: a creature that summons
// a hundred of itself a turn grew to 10,000 in two turns and hung; a message of a hundred
// {target}s with a long name filled the memory. Each bound holds and is said once.

#include "engine/rules/creature_bounds.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/rules/effect_text.hpp"
#include "engine/rules/world_edit.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

const std::map<char, std::string> kBat = {{'b', "bat"}};

// A room of 38x18 free cells, the player and one bat.
std::vector<std::string> open_room() {
    std::vector<std::string> rows(20, "#" + std::string(38, '.') + "#");
    rows.front() = rows.back() = std::string(40, '#');
    rows[1][1] = '@';
    rows[3][4] = 'b';
    return rows;
}

// A bat whose one ability summons `count` bats every turn it can.
ContentPtr self_summoning_bats(int count, int max_creatures, int max_summons) {
    auto c = test::edited_content();
    AbilityDef multiply;
    multiply.name = "Multiply";
    multiply.target = TargetKind::self;
    EffectDef summon;
    summon.kind = EffectKind::summon;
    summon.actor = "bat";
    summon.count = count;
    multiply.effects = {summon};
    c->actors.at("bat").abilities = {multiply};
    c->settings.max_creatures = max_creatures;
    c->settings.max_summons_per_turn = max_summons;
    return c;
}

int count_logged(const World& world, const std::string& part) {
    int n = 0;
    for (const std::string& m : test::messages(world)) n += m.find(part) != std::string::npos;
    return n;
}

TEST(CreatureBounds, ASelfSummoningCreatureStopsAtTheFloorsBound) {
    Game game = test::prefab_game(self_summoning_bats(100, 300, 1000), open_room(), kBat);
    for (int turn = 0; turn < 6 && game.world().status == GameStatus::playing; ++turn)
        ASSERT_TRUE(game.submit(Command::wait()));
    EXPECT_EQ(living_creatures(game.world()), 300);
    EXPECT_EQ(count_logged(game.world(), "(max_creatures)"), 1) << "said once";
    EXPECT_GT(game.world().bounds_hit.at("max_creatures"), 1) << "and counted after";
}

TEST(CreatureBounds, SummonsOfOneTurnStopAtTheTurnsBound) {
    Game game = test::prefab_game(self_summoning_bats(100, 4000, 50), open_room(), kBat);
    int before = living_creatures(game.world());
    for (int turn = 0; turn < 4; ++turn) {
        ASSERT_TRUE(game.submit(Command::wait()));
        const int now = living_creatures(game.world());
        EXPECT_LE(now - before, 50) << "turn " << turn;
        before = now;
    }
    EXPECT_EQ(count_logged(game.world(), "(max_summons_per_turn)"), 1);
}

TEST(CreatureBounds, AWorldEditSpawnsNoCreaturePastTheBoundNorIntoAWall) {
    auto c = test::edited_content();
    c->settings.max_creatures = 2;  // the player and the bat
    Game game = test::prefab_game(c, open_room(), kBat);
    const EventResult full = game.apply(WorldEdit{{EditOp::spawn("troll", {5, 5})}});
    EXPECT_FALSE(full.applied);
    EXPECT_THAT(full.error, HasSubstr("max_creatures"));
    EXPECT_TRUE(game.apply(WorldEdit{{EditOp::spawn("dagger", {5, 5})}}).applied)
        << "an item is no creature";
    const EventResult wall = game.apply(WorldEdit{{EditOp::spawn("dagger", {0, 0})}});
    EXPECT_FALSE(wall.applied);
    EXPECT_THAT(wall.error, HasSubstr("(0, 0) is Wall, where nothing can stand"));
}

TEST(MessageBounds, AHundredPlaceholdersAndALongNameMakeABoundedLine) {
    MessageVars vars;
    vars.target = std::string(1'000'000, 'x');
    std::string text;
    for (int i = 0; i < 100; ++i) text += "{target} ";
    const std::string filled = fill_message(text, vars);
    EXPECT_LE(filled.size(), std::size_t{1'100'000}) << "stops after the first name";

    World world;
    world.say(filled, Tone::magic);
    world.say(filled, Tone::magic);
    ASSERT_EQ(world.log.messages().size(), 2u) << "the note, then the cut message (stacked)";
    EXPECT_THAT(world.log.messages()[0].text, HasSubstr("was cut"));
    EXPECT_LE(world.log.messages()[1].text.size(), MessageLog::kMaxTextBytes);
    EXPECT_EQ(world.log.messages()[1].count, 2);
}

}  // namespace
}  // namespace cf
