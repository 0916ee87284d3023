#include "app/api/api_run.hpp"

#include <signal.h>
#include <sys/signalfd.h>
#include <unistd.h>

#include <iostream>

#include "app/api/session_host.hpp"

namespace cf::api {

namespace {

// SIGTERM and SIGINT as a descriptor the server's poll waits on, so the loop ends
// cleanly (save, exit files) instead of dying mid-write.
int stop_signals() {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGINT);
    sigprocmask(SIG_BLOCK, &set, nullptr);
    return signalfd(-1, &set, SFD_CLOEXEC | SFD_NONBLOCK);
}

}  // namespace

std::unique_ptr<ApiServer> open_api(const Options& options, ApiHost& host) {
    std::string error;
    std::unique_ptr<ApiServer> server =
        ApiServer::open({options.api_socket, options.api_port}, host, error);
    if (!server) {
        std::cerr << "cryptforge: --api: " << error << "\n";
        return nullptr;
    }
    std::cerr << "cryptforge: API on unix:" << server->socket_path() << "\n";
    if (server->tcp_port() > 0)
        std::cerr << "cryptforge: API on tcp:127.0.0.1:" << server->tcp_port() << " (token in "
                  << server->token_path() << ")\n";
    return server;
}

int run_headless_api(const Options& given) {
    Options options = given;
    // Without a replay or the save, a new game: refused where a save exists, as --new-game is.
    if (options.replay.empty() && !options.continue_game) options.new_game = true;
    std::string error;
    std::optional<Bootstrap> boot = bootstrap(options, error);
    if (!boot) {
        std::cerr << error;
        return 2;
    }
    GameSession session(options, std::move(*boot));
    session.refresh_save_status();
    const bool started =
        options.continue_game ? session.continue_saved_game(error) : session.start_new_game(error);
    if (!started) {
        std::cerr << error;
        return 2;
    }
    SessionHost host(session);
    std::unique_ptr<ApiServer> server = open_api(options, host);
    if (!server) return 2;
    const int signals = stop_signals();
    bool stopped = false;
    while (!host.closed() && !stopped) server->poll(1000, signals, &stopped);
    server.reset();  // the socket goes first: nobody waits on a server that is leaving
    if (signals >= 0) ::close(signals);
    session.save_now();
    if (!session.write_exit_files(error)) {
        std::cerr << "cryptforge: " << error << "\n";
        return 1;
    }
    return 0;
}

}  // namespace cf::api
