// --dump-state: the game state as YAML with stable keys, for tests and bug reports.

#include "engine/replay/dump.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "tests/support/test_support.hpp"

namespace cf {
namespace {

const std::vector<std::string> kDumpDuel = {"######", "#@o..#", "######"};

TEST(Dump, PlayerSectionHasDerivedStatsAndEquipment) {
    Game game = test::prefab_game(test::default_content(), kDumpDuel, {}, 77);
    const YAML::Node d = YAML::Load(dump_state(game));
    EXPECT_EQ(d["seed"].as<std::uint64_t>(), 77u);
    EXPECT_EQ(d["depth"].as<int>(), 1);
    EXPECT_EQ(d["turn"].as<int>(), 0);
    EXPECT_EQ(d["status"].as<std::string>(), "playing");
    EXPECT_EQ(d["pending_level_ups"].as<int>(), 0);
    EXPECT_FALSE(d["god_mode"].as<bool>());
    const YAML::Node p = d["player"];
    EXPECT_EQ(p["id"].as<int>(), 1);
    EXPECT_EQ(p["x"].as<int>(), 1);
    EXPECT_EQ(p["y"].as<int>(), 1);
    EXPECT_EQ(p["fighter"]["hp"].as<int>(), 30);
    EXPECT_EQ(p["max_hp"].as<int>(), 30);
    EXPECT_EQ(p["power"].as<int>(), 4);
    EXPECT_EQ(p["defense"].as<int>(), 2);
    EXPECT_EQ(p["progression"]["level"].as<int>(), 1);
    EXPECT_EQ(p["progression"]["xp"].as<int>(), 0);
    // Carried items as [id, definition, letter]; the slots name the items' ids.
    std::map<int, std::string> carried;
    for (const YAML::Node& item : p["inventory"]["items"])
        carried[item[0].as<int>()] = item[1].as<std::string>();
    EXPECT_THAT(carried,
                ::testing::UnorderedElementsAre(::testing::Pair(::testing::_, "dagger"),
                                                ::testing::Pair(::testing::_, "leather_armor")));
    const YAML::Node equipped = p["inventory"]["equipped"];
    EXPECT_EQ(carried[equipped["weapon"].as<int>()], "dagger");
    EXPECT_EQ(carried[equipped["armor"].as<int>()], "leather_armor");
    // The same as the player's own entry among the entities.
    EXPECT_EQ(YAML::Dump(p), YAML::Dump(d["entities"][0]));
}

TEST(Dump, WorldFieldsAreWrittenAsTheirTypes) {
    Game game = test::prefab_game(test::default_content(), kDumpDuel);
    World& w = game.mutable_world();
    w.kills = {{"orc", 3}, {"troll", 1}};
    w.killed_by = "troll";
    w.god_mode = true;
    const YAML::Node d = YAML::Load(dump_state(game));
    EXPECT_EQ(d["kills"]["orc"].as<int>(), 3);
    EXPECT_EQ(d["kills"]["troll"].as<int>(), 1);
    EXPECT_EQ(d["killed_by"].as<std::string>(), "troll");
    EXPECT_TRUE(d["god_mode"].as<bool>());
}

TEST(Dump, EntitiesShowKindAndHp) {
    Game game = test::prefab_game(test::default_content(), kDumpDuel);
    for (int i = 0; i < 3; ++i) game.submit(Command::attack(Direction::e));
    const YAML::Node d = YAML::Load(dump_state(game));
    EXPECT_EQ(d["status"].as<std::string>(), "playing");
    EXPECT_EQ(d["turn"].as<int>(), 3);
    ASSERT_EQ(d["entities"].size(), 2u);  // the player first, then the orc
    EXPECT_EQ(d["entities"][0]["id"].as<int>(), 1);
    const YAML::Node orc = d["entities"][1];
    EXPECT_EQ(orc["def"].as<std::string>(), "orc");
    EXPECT_EQ(orc["kind"].as<std::string>(), "corpse");
    EXPECT_EQ(orc["fighter"]["hp"].as<int>(), 0);
    EXPECT_EQ(orc["x"].as<int>(), 2);
    EXPECT_EQ(d["player"]["progression"]["xp"].as<int>(), 35);
}

TEST(Dump, MessagesAreTheLastOnesWithStackCounts) {
    Game game = test::prefab_game(test::default_content(), {"###", "#@#", "###"});
    for (int i = 0; i < 3; ++i) game.submit(Command::move(Direction::n));
    game.submit(Command::pickup());
    const YAML::Node d = YAML::Load(dump_state(game, 2));
    EXPECT_EQ(d["messages"].as<std::vector<std::string>>(),
              (std::vector<std::string>{"That way is blocked. (x3)",
                                        "There is nothing here to pick up."}));
    EXPECT_EQ(YAML::Load(dump_state(game, 0))["messages"].size(), 0u);
}

TEST(Dump, DeadPlayerIsReported) {
    Game game = test::prefab_game(test::default_content(), kDumpDuel);
    game.mutable_world().status = GameStatus::dead;
    EXPECT_EQ(YAML::Load(dump_state(game))["status"].as<std::string>(), "dead");
}

}  // namespace
}  // namespace cf
