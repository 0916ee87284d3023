// libFuzzer target: the automation API's request parser and dispatcher (app/api/rpc.hpp),
// every method included, on a game of the tests' content copied fresh for each input.
// Besides never crashing: every answer is one JSON value, a response (or a batch of
// them) of JSON-RPC 2.0 with exactly one of result and error.

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>

#include "app/api/api_methods.hpp"
#include "app/api/game_host.hpp"
#include "app/api/rpc.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using cf::api::Json;

void check(bool ok) {
    if (!ok) std::abort();
}

// A host whose game plays at most a few hundred commands an input, so an input asking
// for 100000 turns tests the parser rather than the fuzzer's patience.
class BoundedHost : public cf::api::GameHost {
  public:
    using GameHost::GameHost;
    bool submit(const cf::Command& command) override {
        if (++submitted_ > 300) throw std::runtime_error("fuzz: enough turns for one input");
        return GameHost::submit(command);
    }

  private:
    int submitted_ = 0;
};

void check_response(const Json& r) {
    check(r.is_object() && r.value("jsonrpc", "") == "2.0" && r.contains("id"));
    check(r.contains("result") != r.contains("error"));
    if (r.contains("error"))
        check(r["error"]["code"].is_number_integer() && r["error"]["message"].is_string());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const cf::Game start =
        cf::Game::new_game(std::make_shared<cf::Content>(cf::fuzz::default_content()), 1);
    std::optional<cf::Game> game = start;
    BoundedHost host(game);
    cf::api::Dispatcher dispatcher(host, "token");
    cf::api::Caller caller;
    caller.authorized = size % 2 == 0;  // half the inputs as a TCP client without the token
    const std::string text(reinterpret_cast<const char*>(data), size);
    const std::string answer = cf::api::handle_message(text, dispatcher, caller);
    if (answer.empty()) return 0;
    const Json parsed = Json::parse(answer, nullptr, false);
    check(!parsed.is_discarded());
    if (parsed.is_array()) {
        for (const Json& r : parsed) check_response(r);
    } else {
        check_response(parsed);
    }
    return 0;
}
