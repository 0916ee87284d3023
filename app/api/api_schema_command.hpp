#pragma once
// `cryptforge api-schema`: the automation API's method table as JSON Schema on stdout,
// generated from the table the server dispatches from (api_methods.hpp).

#include <string>
#include <vector>

namespace cf::api {

int run_api_schema(const std::vector<std::string>& args);

}  // namespace cf::api
