#pragma once
// JSON-RPC 2.0 for the automation API (README: Automation API): one JSON object per line,
// requests by name with their params as an object. This file is the protocol alone, a pure
// function from a request's text to its response's text, so tests and the fuzz target
// drive it without a socket or a window. The methods are api_methods.hpp's table.

#include <nlohmann/json.hpp>

#include <cstddef>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cf::api {

using Json = nlohmann::json;

// The largest message read, in bytes: a longer line is refused and its connection closed.
inline constexpr std::size_t kMaxMessageBytes = std::size_t{16} * 1024 * 1024;
// The most requests one batch may hold.
inline constexpr std::size_t kMaxBatch = 1000;

// The error codes: JSON-RPC's own, then the API's (-32000 and below).
enum ErrorCode : int {
    kParseError = -32700,      // not JSON
    kInvalidRequest = -32600,  // JSON, but not a request
    kMethodNotFound = -32601,
    kInvalidParams = -32602,  // a missing, unknown or mistyped parameter, or one out of range
    kInternalError = -32603,
    kRefused = -32000,          // the game refused it (an edit that does not fit, no such entity)
    kNoGame = -32001,           // no game is running (the menu is open)
    kContentProblems = -32002,  // content that does not validate; data: the problems
    kNotAuthorized = -32003,    // a TCP client that has not presented the token
    kUnavailable = -32004,      // not in this mode (a screenshot with --headless)
    kPastIsReadOnly = -32005,   // the timeline shows a past moment
};

// Thrown by a method to answer with an error; `data` goes with it when not null.
struct RpcError : std::runtime_error {
    RpcError(int code_, const std::string& message, Json data_ = nullptr)
        : std::runtime_error(message), code(code_), data(std::move(data_)) {}
    int code;
    Json data;
};

// What a connection knows of its caller, for the methods that depend on it.
struct Caller {
    bool authorized = true;    // false on TCP until `auth` presented the token
    bool wants_close = false;  // set by a method: close the connection after the response
    int connection = -1;       // the server's number for the connection (-1: none)
    std::set<std::string> subscriptions;  // events.subscribe: the events sent to it
};

class Dispatcher;

// The response to one message (a request, a notification or a batch): its text without the
// newline, or "" when nothing is answered (notifications). Never throws.
std::string handle_message(std::string_view text, Dispatcher& dispatcher, Caller& caller);

// A response object.
Json result_response(const Json& id, Json result);
Json error_response(const Json& id, int code, const std::string& message,
                    const Json& data = nullptr);
// A notification the server sends (events.subscribe).
Json notification(const std::string& method, Json params);

}  // namespace cf::api
