#pragma once
// The program's API entry points: `--headless --api` (a server for bots and tools: the
// game waits for requests until session.close or SIGTERM), opening the API beside the
// window.

#include <memory>
#include <string>
#include <vector>

#include "app/api/api_server.hpp"
#include "app/command_line.hpp"

namespace cf::api {

// Opens the API as `options` ask and says where on stderr; null (and why, on stderr) when
// it cannot.
std::unique_ptr<ApiServer> open_api(const Options& options, ApiHost& host);
// `--headless --api`: exit code 0 after session.close or SIGTERM, 2 when the game or the
// API cannot start.
int run_headless_api(const Options& given);

}  // namespace cf::api
