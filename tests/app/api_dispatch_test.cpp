// The automation API's protocol without a socket: request text in, response text out.

#include <gtest/gtest.h>

#include "app/api/api_methods.hpp"
#include "tests/app/api_test_support.hpp"

namespace cf::api {
namespace {

TEST(ApiDispatch, AnswersARequestWithItsId) {
    ApiFixture f;
    const Json r = f.call(R"({"jsonrpc":"2.0","id":"seven","method":"session.info"})");
    EXPECT_EQ(r["id"], "seven");
    EXPECT_EQ(r["result"]["mode"], "headless");
    EXPECT_EQ(r["result"]["state"]["turn"], 0);
}

TEST(ApiDispatch, ANotificationIsRunButNotAnswered) {
    ApiFixture f;
    EXPECT_TRUE(f.call(R"({"jsonrpc":"2.0","method":"sim.step","params":{"turns":2}})").is_null());
    EXPECT_EQ(f.game->world().turn, 2);
}

TEST(ApiDispatch, ABatchIsAnsweredInOrder) {
    ApiFixture f;
    const Json r = f.call(
        R"([{"jsonrpc":"2.0","id":1,"method":"sim.step"},{"jsonrpc":"2.0","id":2,"method":"state.get","params":{"path":"turn"}}])");
    ASSERT_EQ(r.size(), 2u);
    EXPECT_EQ(r[1]["result"]["value"], 1);
}

struct Refusal {
    std::string text;
    int code;
};

class ApiRefusals : public ::testing::TestWithParam<Refusal> {};

TEST_P(ApiRefusals, AreJsonRpcErrors) {
    ApiFixture f;
    const Json r = f.call(GetParam().text);
    ASSERT_TRUE(r.contains("error")) << r.dump();
    EXPECT_EQ(r["error"]["code"], GetParam().code) << r.dump();
    EXPECT_FALSE(r["error"]["message"].get<std::string>().empty());
}

INSTANTIATE_TEST_SUITE_P(
    BadRequests, ApiRefusals,
    ::testing::Values(
        Refusal{"", kParseError}, Refusal{"{", kParseError}, Refusal{"[]", kInvalidRequest},
        Refusal{"42", kInvalidRequest},
        Refusal{R"({"id":1,"method":"session.info"})", kInvalidRequest},
        Refusal{R"({"jsonrpc":"2.0","id":1})", kInvalidRequest},
        Refusal{R"({"jsonrpc":"2.0","id":{},"method":"session.info"})", kInvalidRequest},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"session.info","params":[1]})",
                kInvalidRequest},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"nope"})", kMethodNotFound},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"sim.step","params":{"turns":"3"}})",
                kInvalidParams},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"sim.step","params":{"turns":0}})",
                kInvalidParams},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"sim.step","params":{"turns":1e30}})",
                kInvalidParams},
        Refusal{
            R"({"jsonrpc":"2.0","id":1,"method":"sim.step","params":{"turns":99999999999999999999}})",
            kInvalidParams},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"sim.step","params":{"bogus":1}})",
                kInvalidParams},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"entity.get"})", kInvalidParams},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"entity.get","params":{"id":-1}})",
                kInvalidParams},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"entity.get","params":{"id":99999}})",
                kRefused},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"entities.query","params":{"kind":"ghost"}})",
                kInvalidParams},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"entities.query","params":{"area":{"x":-1}}})",
                kInvalidParams},
        Refusal{
            R"({"jsonrpc":"2.0","id":1,"method":"state.get","params":{"path":"no.such.field"}})",
            kRefused},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"command.submit","params":{"command":"fly"}})",
                kInvalidParams},
        Refusal{
            R"({"jsonrpc":"2.0","id":1,"method":"world.edit","params":{"edit":"set 1 fighter.hp banana"}})",
            kRefused},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"world.edit","params":{"edit":"frobnicate"}})",
                kInvalidParams},
        Refusal{
            R"({"jsonrpc":"2.0","id":1,"method":"content.get","params":{"kind":"actor","id":"dragon"}})",
            kRefused},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"history.undo"})", kRefused},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"screenshot"})", kUnavailable},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"ui.list"})", kUnavailable},
        Refusal{
            R"({"jsonrpc":"2.0","id":1,"method":"ui.click","params":{"path":"Overlays/God mode"}})",
            kUnavailable},
        Refusal{
            R"({"jsonrpc":"2.0","id":1,"method":"ui.type","params":{"path":"Inspector/##filter","text":"orc"}})",
            kUnavailable},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"ui.click"})", kInvalidParams},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"ui.list","params":{"kind":"rocket"}})",
                kInvalidParams},
        Refusal{
            R"({"jsonrpc":"2.0","id":1,"method":"events.subscribe","params":{"events":["rain"]}})",
            kInvalidParams},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"timeline.seek"})", kInvalidParams},
        Refusal{R"({"jsonrpc":"2.0","id":1,"method":"sim.run_until","params":{"event":"sunrise"}})",
                kInvalidParams}));

TEST(ApiDispatch, TcpCallersMustPresentTheTokenFirst) {
    ApiFixture f;
    f.caller.authorized = false;
    EXPECT_EQ(f.error("session.info"), kNotAuthorized);
    EXPECT_TRUE(f.caller.wants_close);
    f.caller.wants_close = false;
    EXPECT_EQ(f.error("auth", {{"token", "guess"}}), kNotAuthorized);
    EXPECT_TRUE(f.caller.wants_close);
    f.caller.wants_close = false;
    EXPECT_EQ(f.ok("auth", {{"token", "secret-token"}})["authorized"], true);
    EXPECT_EQ(f.ok("session.info")["mode"], "headless");
}

TEST(ApiDispatch, TheSchemaListsEveryMethodTheServerRuns) {
    const Json schema = api_schema();
    ASSERT_EQ(schema["methods"].size(), api_methods().size());
    for (const Json& m : schema["methods"]) {
        EXPECT_EQ(m["params"]["type"], "object");
        EXPECT_EQ(m["params"]["additionalProperties"], false);
    }
    for (const char* name :
         {"state.get", "entities.query", "entity.get", "command.submit", "sim.step",
          "sim.run_until", "world.edit", "content.get", "content.put", "timeline.list",
          "timeline.seek", "timeline.fork", "timeline.present", "map.ascii", "screenshot",
          "events.subscribe", "ui.list", "ui.click", "ui.type"}) {
        EXPECT_TRUE(std::any_of(schema["methods"].begin(), schema["methods"].end(),
                                [&](const Json& m) { return m["name"] == name; }))
            << name;
    }
}

}  // namespace
}  // namespace cf::api
