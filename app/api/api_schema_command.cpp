#include "app/api/api_schema_command.hpp"

#include <iostream>

#include "app/api/api_methods.hpp"
#include "app/cli.hpp"

namespace cf::api {

int run_api_schema(const std::vector<std::string>& args) {
    auto app =
        cli::command("cryptforge api-schema",
                     "Prints the automation API's methods and their parameters as JSON Schema "
                     "(the table the server dispatches from).");
    if (const std::optional<int> exit = cli::parse(*app, args, std::cout, std::cerr)) return *exit;
    std::cout << api_schema().dump(2) << "\n";
    return 0;
}

}  // namespace cf::api
