#include "app/api/api_server.hpp"

#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace cf::api {

std::unique_ptr<ApiServer> ApiServer::open(const EndpointOptions& options, ApiHost& host,
                                           std::string& error) {
    const std::string path = socket_path_for(options, error);
    if (path.empty()) return nullptr;
    std::unique_ptr<ApiServer> server(
        new ApiServer(host, options.tcp_port ? new_token() : std::string()));
    server->unix_fd_ = listen_unix(path, error);
    if (server->unix_fd_ < 0) return nullptr;
    server->socket_path_ = path;
    if (options.tcp_port) {
        server->tcp_fd_ = listen_loopback(*options.tcp_port, server->tcp_port_, error);
        if (server->tcp_fd_ < 0) return nullptr;
        server->token_path_ = token_path_for(path);
        if (!write_token_file(server->token_path_, server->token_, error)) return nullptr;
    }
    return server;
}

ApiServer::~ApiServer() {
    for (const auto& c : connections_) ::close(c->fd);
    if (unix_fd_ >= 0) {
        ::close(unix_fd_);
        unlink(socket_path_.c_str());
    }
    if (tcp_fd_ >= 0) ::close(tcp_fd_);
    if (!token_path_.empty()) unlink(token_path_.c_str());
}

std::vector<pollfd> ApiServer::descriptors() const {
    std::vector<pollfd> fds;
    fds.push_back({unix_fd_, POLLIN, 0});
    fds.push_back({tcp_fd_, POLLIN, 0});  // -1 is ignored by poll
    for (const auto& c : connections_) {
        const short events = static_cast<short>(POLLIN | (c->out.empty() ? 0 : POLLOUT));
        fds.push_back({c->fd, events, 0});
    }
    return fds;
}

bool ApiServer::poll(int timeout_ms, int also, bool* also_ready) {
    std::vector<pollfd> fds = descriptors();
    fds.insert(fds.begin() + 2, pollfd{also, POLLIN, 0});
    if (busy_) timeout_ms = 0;
    const int ready = ::poll(fds.data(), fds.size(), timeout_ms);
    if (also_ready) *also_ready = ready > 0 && (fds[2].revents & POLLIN) != 0;
    busy_ = false;
    bool handled = false;
    if (ready > 0 && (fds[0].revents & POLLIN)) accept_from(unix_fd_, false);
    if (ready > 0 && (fds[1].revents & POLLIN)) accept_from(tcp_fd_, true);
    const std::size_t polled = fds.size() - 3;  // connections accepted just now come next time
    for (std::size_t i = 0; i < polled && i < connections_.size(); ++i) {
        Connection& c = *connections_[i];
        const short revents = fds[i + 3].revents;
        if (revents & (POLLIN | POLLHUP | POLLERR)) read_from(c);
        if (handle_lines(c) > 0) handled = true;
        if (!c.out.empty()) write_to(c);
    }
    if (handled) notify_changes();
    std::erase_if(connections_, [](const std::unique_ptr<Connection>& c) {
        const bool gone = c->dead || (c->closing && c->out.empty());
        if (gone) ::close(c->fd);
        return gone;
    });
    return handled;
}

void ApiServer::accept_from(int listener, bool tcp) {
    while (true) {
        const int fd = accept4(listener, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) return;
        auto c = std::make_unique<Connection>();
        c->fd = fd;
        c->caller.authorized = !tcp;  // the Unix socket's 0600 is its lock; TCP needs the token
        c->caller.connection = next_connection_++;
        connections_.push_back(std::move(c));
    }
}

void ApiServer::read_from(Connection& c) {
    char buffer[65536];
    // Reads what has come, up to one message over the limit (which is then refused).
    while (c.in.size() <= kMaxMessageBytes + 1) {
        const ssize_t n = recv(c.fd, buffer, sizeof buffer, 0);
        if (n > 0) {
            c.in.append(buffer, static_cast<std::size_t>(n));
            continue;
        }
        if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
            // Gone (mid-line or not): what it sent whole is still answered if it can be.
            c.closing = true;
        }
        return;
    }
}

int ApiServer::handle_lines(Connection& c) {
    int handled = 0;
    std::size_t start = 0;
    while (!c.dead && !c.caller.wants_close) {
        const std::size_t newline = c.in.find('\n', std::max(start, c.scanned));
        if (newline == std::string::npos) break;
        if (handled == kMessagesPerPoll) {
            busy_ = true;
            break;
        }
        std::string_view line(c.in.data() + start, newline - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.find_first_not_of(" \t") != std::string_view::npos) {
            queue(c, handle_message(line, dispatcher_, c.caller));
            ++handled;
            for (const Json& note : std::exchange(host_.announcements, {})) broadcast(note);
        }
        start = newline + 1;
    }
    c.in.erase(0, start);
    // Whole lines left by the limit are found again from the start next time.
    c.scanned = busy_ ? 0 : c.in.size();
    if (c.caller.wants_close) c.closing = true;
    if (c.in.size() > kMaxMessageBytes && c.in.find('\n') == std::string::npos && !c.closing) {
        queue(c, error_response(nullptr, kInvalidRequest,
                                "a message may hold at most 16 MiB: the connection is closed")
                     .dump());
        c.in.clear();
        c.caller.wants_close = true;
        c.closing = true;
    }
    return handled;
}

void ApiServer::queue(Connection& c, const std::string& line) {
    if (line.empty() || c.dead) return;
    if (c.out.size() + line.size() > kMaxPendingOutput) {
        c.dead = true;  // it does not read what it asked for
        return;
    }
    c.out += line;
    c.out += '\n';
}

void ApiServer::write_to(Connection& c) {
    while (!c.out.empty() && !c.dead) {
        const ssize_t n = ::send(c.fd, c.out.data(), c.out.size(), MSG_NOSIGNAL);
        if (n > 0) {
            c.out.erase(0, static_cast<std::size_t>(n));
        } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            return;
        } else if (n < 0 && errno != EINTR) {
            c.dead = true;
        }
    }
}

void ApiServer::send(int connection, const Json& message) {
    for (const auto& c : connections_) {
        if (c->caller.connection != connection) continue;
        queue(*c, message.dump(-1, ' ', false, Json::error_handler_t::replace));
        write_to(*c);
    }
}

void ApiServer::broadcast(const Json& message) {
    const std::string method = message["method"];
    for (const auto& c : connections_) {
        if (c->caller.subscriptions.contains(method))
            queue(*c, message.dump(-1, ' ', false, Json::error_handler_t::replace));
    }
}

void ApiServer::notify_changes() {
    const bool anyone = std::any_of(connections_.begin(), connections_.end(),
                                    [](const auto& c) { return !c->caller.subscriptions.empty(); });
    const std::vector<Json> notes = watch_.look(anyone ? host_.live() : nullptr);
    for (const Json& note : notes) broadcast(note);
    for (const auto& c : connections_)
        if (!c->out.empty()) write_to(*c);
}

}  // namespace cf::api
