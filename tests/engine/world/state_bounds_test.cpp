// Every value the rules can produce is one the save reader accepts: sums that can grow
// saturate at the state's bounds (state_bounds.hpp) instead of passing the reader's range
// or wrapping around 32 bits, and a world edit that would break a bound is refused.

#include "engine/world/state_bounds.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/rules/stats.hpp"
#include "engine/rules/statuses.hpp"
#include "engine/rules/world_edit.hpp"
#include "engine/save/save.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

using ::testing::HasSubstr;

const std::vector<std::string> kBoundsRoom = {"#######", "#@...o#", "#######"};

// The game's world saved and read back: it loads, and equals what was saved.
void expect_saves_and_loads(const Game& game) {
    const std::string text = save_to_text(game.world());
    const SaveLoad back = load_save_text(text, "save.yaml", game.content());
    ASSERT_TRUE(back.world) << to_string(back.problems);
    EXPECT_EQ(save_to_text(*back.world), text);
}

TEST(StateBounds, SaturatedAddStopsAtTheBoundsInsteadOfWrapping) {
    EXPECT_EQ(saturated_add(3, 4), 7);
    EXPECT_EQ(saturated_add(kMaxStateStat - 1, 5), kMaxStateStat);
    EXPECT_EQ(saturated_add(-kMaxStateStat, -5), -kMaxStateStat);
    EXPECT_EQ(saturated_add(2'000'000'000, 2'000'000'000, 0, kMaxStateCount), kMaxStateCount);
    EXPECT_EQ(saturated_add(5, -10, 0, 100), 0);
}

TEST(StateBounds, AnExtendedStatusStopsAtTheBoundAndTheGameStillSaves) {
    auto c = test::edited_content();
    StatusDef& poisoned = c->statuses.at("poisoned");
    poisoned.stacking = Stacking::extend;
    Game game = test::prefab_game(c, kBoundsRoom);
    World& w = test::world_behind_the_log(game);
    for (int i = 0; i < 30; ++i)
        give_status(w, *c, w.player(), poisoned, 100'000, kNoEntity, "test", "");
    EXPECT_EQ(w.player().statuses.at("poisoned"), kMaxStateStat)
        << "3,000,000 turns held at the bound the save reader accepts";
    expect_saves_and_loads(game);
}

TEST(StateBounds, StackedModifiersKeepDerivedStatsWithinTheBounds) {
    auto c = test::edited_content();
    std::vector<DefId> held;
    for (int i = 0; i < 30; ++i) {
        StatusDef s = c->statuses.at("hasted");
        s.id = "blessed" + std::to_string(i);
        s.modifiers = {0, 100'000, -100'000, 100'000, {}};
        c->statuses[s.id] = s;
        held.push_back(s.id);
    }
    Game game = test::prefab_game(c, kBoundsRoom);
    World& w = test::world_behind_the_log(game);
    for (const DefId& id : held) w.player().statuses[id] = 5;
    EXPECT_EQ(power(w.player(), *c), kMaxStateStat) << "30 x 100,000 held at the bound";
    EXPECT_THAT(defense(w.player(), *c),
                ::testing::AllOf(::testing::Ge(-kMaxStateStat), ::testing::Lt(-900'000)));
    EXPECT_EQ(max_hp(w.player(), *c), kMaxStateStat);
    w.player().fighter->hp = max_hp(w.player(), *c);
    expect_saves_and_loads(game);
}

TEST(StateBounds, AGiveToAFullPackIsRefusedAndTheGameStillSaves) {
    Game game = test::prefab_game(test::default_content(), kBoundsRoom);
    const EntityId player = game.world().player_id;
    const int capacity = game.content().actor("player")->inventory;
    for (int i = static_cast<int>(game.world().player().inventory->items.size()); i < capacity; ++i)
        ASSERT_TRUE(game.apply(WorldEdit{{EditOp::give(player, "dagger")}}).applied) << i;
    const EventResult refused = game.apply(WorldEdit{{EditOp::give(player, "dagger")}});
    EXPECT_FALSE(refused.applied);
    EXPECT_THAT(refused.error, HasSubstr("already carries " + std::to_string(capacity)));
    expect_saves_and_loads(game);
}

}  // namespace
}  // namespace cf
