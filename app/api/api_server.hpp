#pragma once
// The API's server: the listening sockets (endpoint.hpp) and every connection, polled
// from the program's loop without blocking it. Each line a client sends is one message
// for handle_message (rpc.hpp); each answer is one line back. Bad input never stops it:
// a line over 16 MiB is answered with an error and its connection closed; a client that
// sends faster than it reads is cut off once 64 MiB of answers wait for it; a client
// that goes away mid-line is forgotten; a TCP client that does not present the token
// first is refused and closed.

#include <poll.h>

#include <memory>
#include <string>
#include <vector>

#include "app/api/api_host.hpp"
#include "app/api/api_methods.hpp"
#include "app/api/endpoint.hpp"
#include "app/api/event_watch.hpp"

namespace cf::api {

// The most answers that may wait for a client that does not read them.
inline constexpr std::size_t kMaxPendingOutput = std::size_t{64} * 1024 * 1024;
// The most messages of one connection handled in one poll, so a flood cannot hold the
// window's frame; the rest wait for the next poll (busy() says so).
inline constexpr int kMessagesPerPoll = 2000;

class ApiServer {
  public:
    // Listens as `options` say for `host`; null and `error` when it cannot.
    static std::unique_ptr<ApiServer> open(const EndpointOptions& options, ApiHost& host,
                                           std::string& error);
    ~ApiServer();
    ApiServer(const ApiServer&) = delete;
    ApiServer& operator=(const ApiServer&) = delete;

    // Accepts, reads and answers what has arrived, waiting up to `timeout_ms` for
    // something to (0: only looks). `also` is a descriptor to wait on as well (a signal's);
    // `also_ready` says whether it became readable. True when anything was handled.
    bool poll(int timeout_ms, int also = -1, bool* also_ready = nullptr);
    // Messages are waiting that the last poll left (kMessagesPerPoll): poll again at once.
    bool busy() const { return busy_; }
    // Sends a message made later (a screenshot's answer) to `connection`, if still open.
    void send(int connection, const Json& message);
    // Sends the notifications of what changed in the game since the last look.
    void notify_changes();
    // What poll waits on, as poll(2) entries: the listeners, and each connection for input
    // (and for room to write when answers wait), so a loop that sleeps elsewhere can be
    // woken when a request arrives (request_waker.hpp).
    std::vector<pollfd> descriptors() const;

    const std::string& socket_path() const { return socket_path_; }
    const std::string& token_path() const { return token_path_; }
    int tcp_port() const { return tcp_port_; }
    std::size_t connections() const { return connections_.size(); }

  private:
    struct Connection {
        int fd = -1;
        std::string in;
        std::size_t scanned = 0;  // `in` holds no newline before this
        std::string out;
        Caller caller;
        bool closing = false;  // close once `out` is sent
        bool dead = false;     // close now
    };

    ApiServer(ApiHost& host, std::string token)
        : host_(host), dispatcher_(host, token), token_(std::move(token)) {}
    void accept_from(int listener, bool tcp);
    void read_from(Connection& c);
    // Answers the whole lines `c` sent; how many.
    int handle_lines(Connection& c);
    void write_to(Connection& c);
    void queue(Connection& c, const std::string& line);
    void broadcast(const Json& message);

    ApiHost& host_;
    Dispatcher dispatcher_;
    std::string token_;
    EventWatch watch_;
    int unix_fd_ = -1;
    int tcp_fd_ = -1;
    int tcp_port_ = 0;
    std::string socket_path_;
    std::string token_path_;
    std::vector<std::unique_ptr<Connection>> connections_;
    int next_connection_ = 1;
    bool busy_ = false;
};

}  // namespace cf::api
