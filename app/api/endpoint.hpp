#pragma once
// Where the API listens (README: Automation API, security): a Unix domain socket, by
// default $XDG_RUNTIME_DIR/cryptforge/api.sock in a folder only its user may enter (0700),
// the socket itself 0600; optionally TCP on 127.0.0.1 alone, where a client must first
// present the token written beside the socket (0600). Never any other address.

#include <optional>
#include <string>

namespace cf::api {

struct EndpointOptions {
    std::string socket_path;      // "" : $XDG_RUNTIME_DIR/cryptforge/api.sock
    std::optional<int> tcp_port;  // 127.0.0.1:PORT (0: any free port)
};

// The socket's path for `options`; "" and `error` when XDG_RUNTIME_DIR is unusable.
// Makes the default folder (0700) when missing, and refuses one another user owns.
std::string socket_path_for(const EndpointOptions& options, std::string& error);
// The token file beside `socket_path`: api.sock -> api.token.
std::string token_path_for(const std::string& socket_path);

// A listening Unix socket at `path` (0600, non-blocking); a stale socket file left by a
// crash is replaced, a live one (another cryptforge) or any other file is refused.
// -1 and `error` on failure.
int listen_unix(const std::string& path, std::string& error);
// A listening TCP socket on 127.0.0.1:`port` (non-blocking); its port in `bound_port`.
int listen_loopback(int port, int& bound_port, std::string& error);
// 64 hex digits from the system's random source.
std::string new_token();
// Writes `token` to `path`, readable by its user alone (0600), replacing any old file.
bool write_token_file(const std::string& path, const std::string& token, std::string& error);

}  // namespace cf::api
