#include "app/api/rpc.hpp"

#include "app/api/api_methods.hpp"

namespace cf::api {

namespace {

// The id to answer with: the request's when it is one JSON-RPC allows, else null.
Json reply_id(const Json& request) {
    if (!request.is_object() || !request.contains("id")) return nullptr;
    const Json& id = request["id"];
    if (id.is_string() || id.is_number_integer() || id.is_number_unsigned()) return id;
    return nullptr;
}

// Why `request` is not a JSON-RPC 2.0 request ("" when it is).
std::string request_problem(const Json& request) {
    if (!request.is_object()) return "a request must be a JSON object";
    if (!request.contains("jsonrpc") || request["jsonrpc"] != "2.0")
        return "a request needs \"jsonrpc\": \"2.0\"";
    if (!request.contains("method") || !request["method"].is_string())
        return "a request needs a \"method\" that is a string";
    if (request.contains("id")) {
        const Json& id = request["id"];
        if (!id.is_string() && !id.is_number_integer() && !id.is_number_unsigned() && !id.is_null())
            return "\"id\" must be a string, a whole number or null";
    }
    if (request.contains("params") && !request["params"].is_object())
        return "\"params\" must be an object of named parameters";
    return {};
}

// The response to one request; null for a notification (a request without an id).
Json handle_one(const Json& request, Dispatcher& dispatcher, Caller& caller) {
    const Json id = reply_id(request);
    if (const std::string why = request_problem(request); !why.empty())
        return error_response(id, kInvalidRequest, why);
    const bool notification = !request.contains("id");
    const Json params = request.value("params", Json::object());
    try {
        Json result = dispatcher.call(request["method"].get<std::string>(), params, caller, id);
        if (notification) return nullptr;
        if (result.is_discarded()) return nullptr;  // answered later (a screenshot)
        return result_response(id, std::move(result));
    } catch (const RpcError& e) {
        return notification ? Json(nullptr) : error_response(id, e.code, e.what(), e.data);
    } catch (const std::exception& e) {
        // A method's bug, never the caller's fault: said, and the server goes on.
        return notification
                   ? Json(nullptr)
                   : error_response(id, kInternalError, std::string("internal error: ") + e.what());
    }
}

std::string dump(const Json& response) {
    // Text from the game (names, messages) may hold bytes that are not UTF-8.
    return response.dump(-1, ' ', false, Json::error_handler_t::replace);
}

}  // namespace

Json result_response(const Json& id, Json result) {
    return Json{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}};
}

Json error_response(const Json& id, int code, const std::string& message, const Json& data) {
    Json error{{"code", code}, {"message", message}};
    if (!data.is_null()) error["data"] = data;
    return Json{{"jsonrpc", "2.0"}, {"id", id}, {"error", std::move(error)}};
}

Json notification(const std::string& method, Json params) {
    return Json{{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}};
}

std::string handle_message(std::string_view text, Dispatcher& dispatcher, Caller& caller) {
    if (text.size() > kMaxMessageBytes)
        return dump(error_response(nullptr, kInvalidRequest, "a message may hold at most 16 MiB"));
    Json message = Json::parse(text.begin(), text.end(), nullptr, false);
    if (message.is_discarded()) return dump(error_response(nullptr, kParseError, "not valid JSON"));
    if (!message.is_array()) {
        const Json response = handle_one(message, dispatcher, caller);
        return response.is_null() ? std::string() : dump(response);
    }
    if (message.empty()) return dump(error_response(nullptr, kInvalidRequest, "an empty batch"));
    if (message.size() > kMaxBatch)
        return dump(
            error_response(nullptr, kInvalidRequest,
                           "a batch may hold at most " + std::to_string(kMaxBatch) + " requests"));
    Json responses = Json::array();
    for (const Json& request : message) {
        if (caller.wants_close) break;
        Json response = handle_one(request, dispatcher, caller);
        if (!response.is_null()) responses.push_back(std::move(response));
    }
    return responses.empty() ? std::string() : dump(responses);
}

}  // namespace cf::api
