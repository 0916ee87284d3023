// The world's entity queries: who stands where, what lies where.

#include "engine/world/world.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/rules/factory.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

class WorldTest : public ::testing::Test {
  protected:
    ContentPtr content = test::default_content();
    World world;
    void SetUp() override {
        spawn_actor(world, *content, "orc", {4, 4});
        spawn_player(world, *content, {1, 1});
    }
};

TEST_F(WorldTest, PlayerIsFirstAndFoundById) {
    EXPECT_EQ(world.entities.front().id, world.player_id);
    EXPECT_EQ(world.player().def, "player");
    EXPECT_EQ(world.find(world.player_id), &world.entities.front());
    EXPECT_EQ(world.find(9999), nullptr);
}

TEST_F(WorldTest, IdsAreNeverReused) {
    const EntityId a = world.new_id();
    world.remove(a);
    EXPECT_GT(world.new_id(), a);
}

TEST_F(WorldTest, ActorAtFindsOnlyTheLiving) {
    ASSERT_NE(world.actor_at({4, 4}), nullptr);
    EXPECT_EQ(world.actor_at({4, 4})->def, "orc");
    world.actor_at({4, 4})->fighter->hp = 0;
    EXPECT_EQ(world.actor_at({4, 4}), nullptr);
    EXPECT_EQ(world.actor_at({5, 5}), nullptr);
}

TEST_F(WorldTest, ItemsAtListsTheLastDroppedFirst) {
    const EntityId first = spawn_item(world, *content, "sword", {2, 2});
    const EntityId second = spawn_item(world, *content, "health_potion", {2, 2});
    spawn_item(world, *content, "chainmail", {3, 2});
    const auto items = world.items_at({2, 2});
    ASSERT_EQ(items.size(), 2u);
    EXPECT_EQ(items[0]->id, second);
    EXPECT_EQ(items[1]->id, first);
    EXPECT_EQ(world.actor_at({2, 2}), nullptr);  // items are not actors
}

TEST_F(WorldTest, RemoveDeletesOnlyThatEntity) {
    const EntityId orc = world.actor_at({4, 4})->id;
    const std::size_t before = world.entities.size();
    world.remove(orc);
    EXPECT_EQ(world.entities.size(), before - 1);
    EXPECT_EQ(world.find(orc), nullptr);
    EXPECT_NE(world.find(world.player_id), nullptr);
}

TEST_F(WorldTest, SayStampsTheCurrentTurn) {
    world.turn = 7;
    world.say("Hi.", Tone::normal);
    EXPECT_EQ(world.log.messages().back().turn, 7);
}

}  // namespace
}  // namespace cf
