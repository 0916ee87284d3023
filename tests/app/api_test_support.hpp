#pragma once
// What the API tests share: a game on the fixture content behind a GameHost, and calls
// made as text, as a client sends them.

#include <optional>
#include <string>

#include "app/api/api_methods.hpp"
#include "app/api/game_host.hpp"
#include "app/api/rpc.hpp"
#include "tests/support/test_support.hpp"

namespace cf::api {

struct ApiFixture {
    std::optional<Game> game{Game::new_game(test::default_content(), 1)};
    GameHost host{game};
    Dispatcher dispatcher{host, "secret-token"};
    Caller caller;

    // The response to `text`, parsed; null when there is none.
    Json call(const std::string& text) {
        const std::string response = handle_message(text, dispatcher, caller);
        return response.empty() ? Json(nullptr) : Json::parse(response);
    }
    // The response to `method` with `params`.
    Json rpc(const std::string& method, const Json& params = Json::object()) {
        return call(
            Json{{"jsonrpc", "2.0"}, {"id", ++next_id}, {"method", method}, {"params", params}}
                .dump());
    }
    // The result of a call that must succeed.
    Json ok(const std::string& method, const Json& params = Json::object()) {
        Json r = rpc(method, params);
        EXPECT_TRUE(r.contains("result")) << method << ": " << r.dump();
        return r.contains("result") ? r["result"] : Json(nullptr);
    }
    // The error code of a call that must fail.
    int error(const std::string& method, const Json& params = Json::object()) {
        Json r = rpc(method, params);
        EXPECT_TRUE(r.contains("error")) << method << ": " << r.dump();
        return r.contains("error") ? r["error"]["code"].get<int>() : 0;
    }
    int next_id = 0;
};

}  // namespace cf::api
