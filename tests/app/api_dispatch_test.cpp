// The automation API's protocol without a socket: request text in, response text out.

#include <gtest/gtest.h>

#include "app/api/api_methods.hpp"
#include "app/api/game_host.hpp"
#include "tests/app/api_test_support.hpp"

namespace cf::api {
namespace {

TEST(ApiDispatch, AnswersARequestWithItsId) {
    ApiFixture f;
    const Json r = f.call(R"({"jsonrpc":"2.0","id":7,"method":"session.info"})");
    EXPECT_EQ(r["id"], 7);
    EXPECT_EQ(r["result"]["mode"], "headless");
    EXPECT_EQ(r["result"]["state"]["turn"], 0);
}

}  // namespace
}  // namespace cf::api
