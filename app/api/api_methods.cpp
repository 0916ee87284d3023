#include "app/api/api_methods.hpp"

#include <algorithm>

namespace cf::api {

namespace {

const char* type_name(Param::Type type) {
    switch (type) {
        case Param::Type::string:
            return "string";
        case Param::Type::integer:
            return "integer";
        case Param::Type::boolean:
            return "boolean";
        case Param::Type::entity:
            return "entity id";
        case Param::Type::list:
            return "array";
        case Param::Type::object:
            break;
    }
    return "object";
}

bool fits_type(const Param& p, const Json& value) {
    switch (p.type) {
        case Param::Type::string:
            return value.is_string();
        case Param::Type::integer:
            return value.is_number_integer() || value.is_number_unsigned();
        case Param::Type::boolean:
            return value.is_boolean();
        case Param::Type::list:
            return value.is_array() && std::all_of(value.begin(), value.end(),
                                                   [](const Json& v) { return v.is_string(); });
        case Param::Type::entity:
            return value.is_number_unsigned() ||
                   (value.is_number_integer() && value.get<std::int64_t>() >= 0) ||
                   value == "player";
        case Param::Type::object:
            break;
    }
    return value.is_object();
}

// Why `value` does not fit `p` ("" when it does).
std::string value_problem(const Param& p, const Json& value) {
    const std::string name = "'" + p.name + "'";
    if (p.type == Param::Type::entity && !fits_type(p, value))
        return name + " must be an entity id (a whole number) or \"player\"";
    if (p.type == Param::Type::list && !fits_type(p, value))
        return name + " must be a list of strings";
    if (!fits_type(p, value))
        return name + " must be " + (p.type == Param::Type::integer ? "an " : "a ") +
               type_name(p.type);
    if (p.type == Param::Type::integer || (p.type == Param::Type::entity && value.is_number())) {
        const bool too_big = value.is_number_unsigned() &&
                             value.get<std::uint64_t>() > static_cast<std::uint64_t>(p.max);
        const std::int64_t n = too_big ? p.max : value.get<std::int64_t>();
        if (too_big || n < p.min || n > p.max)
            return name + " must be from " + std::to_string(p.min) + " to " + std::to_string(p.max);
    }
    if (p.type == Param::Type::string && !p.choices.empty()) {
        const std::string text = value.get<std::string>();
        for (const std::string& c : p.choices)
            if (c == text) return {};
        std::string list;
        for (const std::string& c : p.choices) list += (list.empty() ? "" : ", ") + c;
        return name + " must be one of " + list;
    }
    return {};
}

const Method* find_method(const std::string& name) {
    for (const Method& m : api_methods())
        if (m.name == name) return &m;
    return nullptr;
}

Json param_schema(const Param& p) {
    if (p.type == Param::Type::entity)
        return Json{{"description", p.description},
                    {"oneOf", Json::array({Json{{"type", "integer"}, {"minimum", 0}},
                                           Json{{"const", "player"}}})}};
    Json s{{"type", type_name(p.type)}, {"description", p.description}};
    if (p.type == Param::Type::list) s["items"] = {{"type", "string"}};
    if (p.type == Param::Type::integer) {
        s["minimum"] = p.min;
        s["maximum"] = p.max;
    }
    if (!p.choices.empty()) s["enum"] = p.choices;
    return s;
}

}  // namespace

std::string MethodCall::text(const char* name, const std::string& fallback) const {
    return has(name) ? params[name].get<std::string>() : fallback;
}

std::int64_t MethodCall::integer(const char* name, std::int64_t fallback) const {
    return has(name) ? params[name].get<std::int64_t>() : fallback;
}

bool MethodCall::flag(const char* name, bool fallback) const {
    return has(name) ? params[name].get<bool>() : fallback;
}

const std::vector<Method>& api_methods() {
    static const std::vector<Method> methods = [] {
        std::vector<Method> all;
        add_session_methods(all);
        add_state_methods(all);
        add_play_methods(all);
        add_edit_methods(all);
        add_timeline_methods(all);
        add_ui_methods(all);
        return all;
    }();
    return methods;
}

std::string params_problem(const Method& method, const Json& params) {
    if (!params.is_object()) return "params must be an object of named parameters";
    for (const auto& [key, value] : params.items()) {
        const Param* known = nullptr;
        for (const Param& p : method.params)
            if (p.name == key) known = &p;
        if (!known) return method.name + " has no parameter '" + key.substr(0, 60) + "'";
        if (std::string why = value_problem(*known, value); !why.empty()) return why;
    }
    for (const Param& p : method.params)
        if (p.required && !params.contains(p.name)) return method.name + " needs '" + p.name + "'";
    return {};
}

Json Dispatcher::call(const std::string& name, const Json& params, Caller& caller, const Json& id) {
    if (!caller.authorized && name != "auth") {
        caller.wants_close = true;
        throw RpcError(
            kNotAuthorized,
            "present the token first: {\"method\": \"auth\", \"params\": {\"token\": ...}}");
    }
    const Method* method = find_method(name);
    if (!method)
        throw RpcError(kMethodNotFound,
                       "no method '" + name.substr(0, 60) + "' (see cryptforge api-schema)");
    if (std::string why = params_problem(*method, params); !why.empty())
        throw RpcError(kInvalidParams, why);
    MethodCall call{host_, params, caller, token_, id};
    return method->run(call);
}

Json api_schema() {
    Json methods = Json::array();
    for (const Method& m : api_methods()) {
        Json properties = Json::object();
        Json required = Json::array();
        for (const Param& p : m.params) {
            properties[p.name] = param_schema(p);
            if (p.required) required.push_back(p.name);
        }
        methods.push_back({{"name", m.name},
                           {"description", m.summary},
                           {"params",
                            {{"type", "object"},
                             {"properties", properties},
                             {"required", required},
                             {"additionalProperties", false}}}});
    }
    return Json{{"$schema", "https://json-schema.org/draft/2020-12/schema"},
                {"title", "Cryptforge automation API (JSON-RPC 2.0, one object per line)"},
                {"methods", methods}};
}

}  // namespace cf::api
