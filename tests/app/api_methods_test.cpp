// Every method of the automation API on a game of the fixture content: what a tool
// reads, and that every change it makes is an event on the game's timeline that undoes
// and replays.

#include <gtest/gtest.h>

#include "engine/replay/dump.hpp"
#include "engine/replay/replay.hpp"
#include "tests/app/api_test_support.hpp"

namespace cf::api {
namespace {

// The first living entity of `def`, by the API.
Json first_of(ApiFixture& f, const std::string& def) {
    const Json found = f.ok("entities.query", {{"def", def}, {"alive", true}});
    return found["entities"].empty() ? Json(nullptr) : found["entities"][0];
}

TEST(ApiState, StateGetIsTheDumpAsJson) {
    ApiFixture f;
    const Json state = f.ok("state.get");
    EXPECT_EQ(state["turn"], 0);
    EXPECT_EQ(state["player"]["def"], "player");
    EXPECT_EQ(f.ok("state.get", {{"path", "player.fighter.hp"}})["value"],
              f.game->world().player().fighter->hp);
    EXPECT_EQ(f.ok("state.get", {{"path", "entities.0.id"}})["value"], f.game->world().player_id);
}

TEST(ApiState, EntitiesQueryFiltersByDefKindAndArea) {
    ApiFixture f;
    const Json actors = f.ok("entities.query", {{"kind", "actor"}});
    ASSERT_GT(actors["count"].get<int>(), 1);
    for (const Json& e : actors["entities"]) EXPECT_EQ(e["kind"], "actor");
    const Json player = f.ok("entity.get", {{"id", "player"}});
    const Json here = f.ok("entities.query",
                           {{"area", {{"x", player["x"]}, {"y", player["y"]}, {"w", 1}, {"h", 1}}},
                            {"kind", "actor"}});
    ASSERT_EQ(here["count"], 1);
    EXPECT_EQ(here["entities"][0]["def"], "player");
    EXPECT_EQ(f.ok("entities.query", {{"def", "no_such_def"}})["count"], 0);
}

TEST(ApiState, EntityGetGivesEveryDescribedField) {
    ApiFixture f;
    const Json player = f.ok("entity.get", {{"id", "player"}});
    EXPECT_EQ(player["fields"]["fighter.hp"], player["hp"]);
    EXPECT_EQ(player["fields"]["x"], player["x"]);
    EXPECT_EQ(player["text"].get<std::string>().rfind("{id: ", 0), 0u);
}

TEST(ApiState, MapAsciiShowsThePlayerWhereHeStands) {
    ApiFixture f;
    const Json map = f.ok("map.ascii");
    const Point at = f.game->world().player().pos;
    EXPECT_EQ(map["rows"][static_cast<std::size_t>(at.y)]
                  .get<std::string>()[static_cast<std::size_t>(at.x)],
              '@');
    EXPECT_EQ(map["rows"].size(), static_cast<std::size_t>(map["height"].get<int>()));
}

TEST(ApiPlay, CommandsAndStepsAreTheGamesCommands) {
    ApiFixture f;
    EXPECT_EQ(f.ok("command.submit", {{"command", "wait"}})["turn"], 1);
    EXPECT_EQ(f.ok("sim.step", {{"turns", 3}})["turn"], 4);
    EXPECT_EQ(f.game->commands().size(), 4u) << "each step is a logged command";
    EXPECT_EQ(f.ok("sim.run_until", {{"event", "turn.ended"}})["reached"], true);
    EXPECT_FALSE(f.ok("log.get", {{"count", 5}})["messages"].is_null());
}

TEST(ApiEdit, WorldEditIsAnUndoableEvent) {
    ApiFixture f;
    const Json orc = first_of(f, "orc");
    ASSERT_FALSE(orc.is_null());
    const std::string id = std::to_string(orc["id"].get<int>());
    const Json r = f.ok("world.edit", {{"edit", "set " + id + " fighter.hp 1"}});
    EXPECT_EQ(r["applied"], true);
    EXPECT_EQ(f.ok("entity.get", {{"id", orc["id"]}})["hp"], 1);
    EXPECT_EQ(f.game->log().size(), 1u) << "the edit is an event on the timeline";
    f.ok("history.undo");
    EXPECT_EQ(f.ok("entity.get", {{"id", orc["id"]}})["hp"], orc["hp"]);
    f.ok("history.redo");
    EXPECT_EQ(f.ok("entity.get", {{"id", orc["id"]}})["hp"], 1);
    EXPECT_EQ(f.game->log().size(), 3u) << "undo and redo append events, time never goes back";
}

TEST(ApiEdit, ARefusedEditLeavesTheLogAlone) {
    ApiFixture f;
    EXPECT_EQ(f.error("world.edit", {{"edit", "set 99999 fighter.hp 3"}}), kRefused);
    EXPECT_TRUE(f.game->log().empty());
}

TEST(ApiContent, GetAndPutADefinition) {
    ApiFixture f;
    const Json orc = f.ok("content.get", {{"kind", "actor"}, {"id", "orc"}});
    const std::string yaml = orc["yaml"];
    ASSERT_NE(yaml.find("hp:"), std::string::npos) << yaml;
    const Json put = f.ok("content.put", {{"kind", "actor"}, {"id", "orc_chief"}, {"yaml", yaml}});
    EXPECT_EQ(put["applied"], true);
    EXPECT_EQ(put["added"], true);
    EXPECT_TRUE(f.game->content().actor("orc_chief"));
    // Where the player stands: a floor cell on any generated floor.
    const Point at = f.game->world().player().pos;
    const Json spawned =
        f.ok("world.edit",
             {{"edit", "spawn orc_chief " + std::to_string(at.x) + " " + std::to_string(at.y)}});
    EXPECT_TRUE(spawned.contains("created"));
    f.ok("history.undo");
    f.ok("history.undo");
    EXPECT_FALSE(f.game->content().actor("orc_chief")) << "the put undoes as a revision";
}

TEST(ApiContent, ProblemsPointIntoTheTextSent) {
    ApiFixture f;
    const Json r = f.rpc("content.put", {{"kind", "actor"},
                                         {"id", "orc"},
                                         {"yaml", "name: Orc\nglyph: o\nfighter:\n  hp: -5\n"},
                                         {"file", "actors/orcs.yaml"}});
    ASSERT_TRUE(r.contains("error")) << r.dump();
    EXPECT_EQ(r["error"]["code"], kContentProblems);
    const Json& problems = r["error"]["data"]["problems"];
    ASSERT_FALSE(problems.empty());
    bool pointed = false;
    for (const Json& p : problems)
        pointed = pointed || (p["file"] == "actors/orcs.yaml" && p["line"] == 4);
    EXPECT_TRUE(pointed) << problems.dump();
    EXPECT_TRUE(f.game->log().empty()) << "bad content never reaches the game";
    EXPECT_FALSE(f.host.announcements.empty()) << "problem.found for subscribers";
}

class ApiContentPaths : public ::testing::TestWithParam<std::string> {};

TEST_P(ApiContentPaths, APathLeavingTheContentFolderIsRefused) {
    ApiFixture f;
    EXPECT_EQ(
        f.error("content.put",
                {{"kind", "actor"}, {"id", "orc"}, {"yaml", "name: Orc"}, {"file", GetParam()}}),
        kRefused);
    EXPECT_TRUE(f.game->log().empty());
}

INSTANTIATE_TEST_SUITE_P(Escapes, ApiContentPaths,
                         ::testing::Values("../actors/orc.yaml", "/etc/actors.yaml",
                                           "actors/../../x.yaml", "actors/.hidden.yaml",
                                           "actors\\orc.yaml", "items/orc.yaml", "actors/orc.txt",
                                           "", "actors//orc.yaml", "C:/actors/orc.yaml"));

// The shapes the hardening pass found taking readers down, sent as a definition's text:
// each is refused with the line it is on, and the running game keeps its content.
TEST(ApiContent, HostileTextIsRefusedWithItsLineAndTheGameKeepsItsContent) {
    ApiFixture f;
    const int hp = f.game->content().actor("orc")->fighter.hp;
    const std::vector<std::pair<std::string, int>> hostile = {
        {"name: Orc\nfighter: &f\n  hp: 3\n  again: *f\n", 4},  // an alias inside itself
        {"name: Orc\nfighter:\n  hp: 2147483648\n", 3},         // past 32 bits
        {"name: Orc\nfighter:\n  hp: -2147483649\n", 3},
        {"name: Orc\nfighter:\n  hp: 2147483647\n", 3},  // 32 bits, past the stat's bound
    };
    for (const auto& [yaml, line] : hostile) {
        const Json r = f.rpc("content.put", {{"kind", "actor"}, {"id", "orc"}, {"yaml", yaml}});
        ASSERT_TRUE(r.contains("error")) << yaml << r.dump();
        EXPECT_EQ(r["error"]["code"], kContentProblems) << yaml;
        bool pointed = false;
        for (const Json& p : r["error"]["data"]["problems"]) pointed = pointed || p["line"] == line;
        EXPECT_TRUE(pointed) << yaml << r["error"]["data"]["problems"].dump();
        EXPECT_EQ(f.game->content().actor("orc")->fighter.hp, hp) << yaml;
    }
    EXPECT_TRUE(f.game->log().empty());
}

TEST(ApiContent, AnIdThatIsNotAnIdIsRefused) {
    ApiFixture f;
    EXPECT_EQ(
        f.error("content.put", {{"kind", "actor"}, {"id", "orc:\n  x"}, {"yaml", "name: Orc"}}),
        kInvalidParams);
}

TEST(ApiTimeline, SeekShowsThePastReadOnlyAndForkPlaysOn) {
    ApiFixture f;
    f.ok("sim.step", {{"turns", 5}});
    const Json list = f.ok("timeline.list");
    EXPECT_EQ(list["events"], 5);
    EXPECT_EQ(list["list"][0]["text"], "wait");
    const Json at = f.ok("timeline.seek", {{"turn", 2}});
    EXPECT_EQ(at["turn"], 2);
    EXPECT_EQ(at["in_past"], true);
    EXPECT_EQ(f.ok("state.get", {{"path", "turn"}})["value"], 2);
    EXPECT_EQ(f.error("command.submit", {{"command", "wait"}}), kPastIsReadOnly);
    EXPECT_EQ(f.ok("timeline.present")["turn"], 5);
    f.ok("timeline.seek", {{"event", 3}});
    EXPECT_EQ(f.ok("timeline.fork")["branch"], "branch 1");
    EXPECT_EQ(f.game->world().turn, 3);
    EXPECT_EQ(f.ok("timeline.branches")["branches"].size(), 2u);
}

TEST(ApiRecording, EverythingTheApiDidReplaysToTheSameDump) {
    ApiFixture f;
    const Json orc = first_of(f, "orc");
    f.ok("world.edit", {{"edit", "set " + std::to_string(orc["id"].get<int>()) + " fighter.hp 2"}});
    f.ok("sim.step", {{"turns", 3}});
    f.ok("content.put",
         {{"kind", "actor"},
          {"id", "orc"},
          {"yaml", f.ok("content.get", {{"kind", "actor"}, {"id", "orc"}})["yaml"]}});
    f.ok("history.undo");
    const Recording recording = record_game(*f.game, 1, "");
    EXPECT_TRUE(recording.mismatch.empty()) << recording.mismatch;
    EXPECT_FALSE(recording.text.empty()) << recording.error;
}

}  // namespace
}  // namespace cf::api
