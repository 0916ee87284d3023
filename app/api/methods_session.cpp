// The session: auth (TCP clients), session.info, session.close, events.subscribe,
// screenshot.

#include <algorithm>
#include <set>

#include "app/api/method_support.hpp"

namespace cf::api {

namespace {

// The names events.subscribe takes.
const std::vector<std::string>& event_names() {
    static const std::vector<std::string> names = {"turn.ended", "entity.died", "content.reloaded",
                                                   "problem.found", "game.over"};
    return names;
}

// Compares without leaving early, so the time taken says nothing about the token.
bool same_token(const std::string& a, const std::string& b) {
    unsigned char diff = a.size() == b.size() ? 0 : 1;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

Json auth(MethodCall& call) {
    if (call.caller.authorized) return Json{{"authorized", true}};
    if (call.token.empty() || !same_token(call.text("token"), call.token)) {
        call.caller.wants_close = true;
        throw RpcError(kNotAuthorized, "wrong token: the connection is closed");
    }
    call.caller.authorized = true;
    return Json{{"authorized", true}};
}

Json session_info(MethodCall& call) {
    Json out{{"mode", call.host.mode()},
             {"game", call.host.live() != nullptr},
             {"protocol", "JSON-RPC 2.0, one object per line"}};
    if (const Game* game = call.host.shown()) out["state"] = game_brief(*game);
    return out;
}

Json session_close(MethodCall& call) {
    call.host.close();
    call.caller.wants_close = true;
    return Json{{"closing", true}};
}

Json events_subscribe(MethodCall& call) {
    const Json& events = call.params["events"];
    std::set<std::string> wanted;
    for (const Json& e : events) {
        const bool known = e.is_string() && std::find(event_names().begin(), event_names().end(),
                                                      e.get<std::string>()) != event_names().end();
        if (!known)
            throw RpcError(kInvalidParams, "unknown event " + e.dump().substr(0, 60) +
                                               "; the events are turn.ended, entity.died, "
                                               "content.reloaded, problem.found, game.over");
        wanted.insert(e.get<std::string>());
    }
    call.caller.subscriptions = wanted;
    return Json{{"subscribed", std::vector<std::string>(wanted.begin(), wanted.end())}};
}

Json screenshot(MethodCall& call) {
    std::string why;
    if (!call.host.request_screenshot({call.caller.connection, call.id}, why))
        throw RpcError(kUnavailable, why);
    return Json(Json::value_t::discarded);  // answered after the next frame
}

}  // namespace

void add_session_methods(std::vector<Method>& out) {
    out.push_back(
        {"auth",
         "presents the token (TCP connections: the first request, or the connection is closed)",
         {{"token", Param::Type::string, true, "the text of the token file beside the socket"}},
         auth});
    out.push_back({"session.info",
                   "the mode (window or headless) and the game's turn, depth and status",
                   {},
                   session_info});
    out.push_back({"session.close",
                   "ends the session: headless, the program saves, writes its exit files and exits",
                   {},
                   session_close});
    out.push_back(
        {"events.subscribe",
         "these events are sent to this connection as notifications from now on (replaces the last "
         "list)",
         {{"events", Param::Type::list, true,
           "a list: turn.ended, entity.died, content.reloaded, problem.found, game.over"}},
         events_subscribe});
    out.push_back(
        {"screenshot", "the window's next frame as PNG, base64 (window only)", {}, screenshot});
}

}  // namespace cf::api
