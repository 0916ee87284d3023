// events.subscribe's notifications, as the server finds them: by comparing the game
// after each request or frame with the game before, whatever changed it.

#include <gtest/gtest.h>

#include "app/api/event_watch.hpp"
#include "tests/app/api_test_support.hpp"

namespace cf::api {
namespace {

std::vector<std::string> methods(const std::vector<Json>& notes) {
    std::vector<std::string> out;
    for (const Json& n : notes) out.push_back(n["method"]);
    return out;
}

TEST(ApiEvents, TheFirstLookIsTheBaseline) {
    ApiFixture f;
    EventWatch watch;
    EXPECT_TRUE(watch.look(&*f.game).empty());
    EXPECT_TRUE(watch.look(&*f.game).empty()) << "nothing changed";
}

TEST(ApiEvents, TurnsDeathsAndRevisionsAreHeard) {
    ApiFixture f;
    EventWatch watch;
    watch.look(&*f.game);
    f.ok("sim.step", {{"turns", 2}});
    std::vector<Json> notes = watch.look(&*f.game);
    ASSERT_EQ(methods(notes), std::vector<std::string>{"turn.ended"});
    EXPECT_EQ(notes[0]["params"]["turn"], 2);

    const Json orc = f.ok("entities.query", {{"def", "orc"}, {"alive", true}})["entities"][0];
    f.ok("world.edit", {{"edit", "set " + std::to_string(orc["id"].get<int>()) + " fighter.hp 0"}});
    notes = watch.look(&*f.game);
    ASSERT_EQ(methods(notes), std::vector<std::string>{"entity.died"});
    EXPECT_EQ(notes[0]["params"]["id"], orc["id"]);

    f.ok("content.put",
         {{"kind", "actor"}, {"id", "orc_chief"}, {"yaml", "name: Orc chief\nglyph: O\n"}});
    EXPECT_EQ(methods(watch.look(&*f.game)), std::vector<std::string>{"content.reloaded"});
}

TEST(ApiEvents, AnotherGameIsNoChange) {
    ApiFixture f;
    ApiFixture other;
    other.ok("sim.step", {{"turns", 3}});
    EventWatch watch;
    watch.look(&*f.game);
    EXPECT_TRUE(watch.look(&*other.game).empty());
}

}  // namespace
}  // namespace cf::api
