#pragma once
// The automation API's one method table: each method's name, summary, parameters and the
// function that runs it. The server dispatches from it, checks every request's params
// against it before the method runs, and `cryptforge api-schema` prints it as JSON Schema.
// A new method is one row (in the methods_*.cpp file of its group).

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "app/api/rpc.hpp"

namespace cf::api {

class ApiHost;

struct Param {
    // entity: an id or "player"; list: a list of strings
    enum class Type { string, integer, boolean, object, entity, list };
    Param(std::string name_, Type type_, bool required_, std::string description_,
          std::int64_t min_ = 0, std::int64_t max_ = std::numeric_limits<int>::max(),
          std::vector<std::string> choices_ = {})
        : name(std::move(name_)),
          type(type_),
          required(required_),
          description(std::move(description_)),
          min(min_),
          max(max_),
          choices(std::move(choices_)) {}

    std::string name;
    Type type = Type::string;
    bool required = false;
    std::string description;
    std::int64_t min = 0;  // integers: the range
    std::int64_t max = std::numeric_limits<int>::max();
    std::vector<std::string> choices;  // strings: the only values allowed (empty: any)
};

struct MethodCall;

struct Method {
    std::string name;     // "group.verb": "state.get"
    std::string summary;  // one line
    std::vector<Param> params;
    Json (*run)(MethodCall& call);
};

// One call of a method, its params already checked against the table.
struct MethodCall {
    ApiHost& host;
    const Json& params;
    Caller& caller;
    const std::string& token;  // what `auth` compares with ("" when no TCP endpoint is open)
    const Json& id;            // the request's id, for an answer sent later

    bool has(const char* name) const { return params.contains(name); }
    std::string text(const char* name, const std::string& fallback = "") const;
    std::int64_t integer(const char* name, std::int64_t fallback = 0) const;
    bool flag(const char* name, bool fallback = false) const;
};

// Every method, in the order the schema lists them.
const std::vector<Method>& api_methods();
// The rows of each group (methods_*.cpp).
void add_state_methods(std::vector<Method>& out);
void add_play_methods(std::vector<Method>& out);
void add_edit_methods(std::vector<Method>& out);
void add_timeline_methods(std::vector<Method>& out);
void add_session_methods(std::vector<Method>& out);
void add_ui_methods(std::vector<Method>& out);

struct UiWidget;
// A widget as ui.list and the answers of ui.click and ui.type give it.
Json widget_json(const UiWidget& widget);
// Why `path` names no widget of `widgets`, with the paths of those that look like it.
std::string missing_widget(const std::vector<UiWidget>& widgets, const std::string& path);

// The methods and their params as JSON Schema (cryptforge api-schema).
Json api_schema();

// Finds methods by name and runs them on a host.
class Dispatcher {
  public:
    explicit Dispatcher(ApiHost& host, std::string token = "")
        : host_(host), token_(std::move(token)) {}
    // Runs the method `name` with `params` (an object) for request `id`; throws RpcError. A
    // discarded value means the answer is sent later (PendingReply).
    Json call(const std::string& name, const Json& params, Caller& caller, const Json& id);
    ApiHost& host() { return host_; }

  private:
    ApiHost& host_;
    std::string token_;
};

// Why `params` does not fit `method`'s parameters ("" when they do).
std::string params_problem(const Method& method, const Json& params);

}  // namespace cf::api
