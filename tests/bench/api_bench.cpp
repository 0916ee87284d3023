// The automation API's round trip (issue 38: under 1 ms median): a client on the Unix
// socket sends command.submit then sim.step 1 and waits for each answer, while a server
// thread polls as `cryptforge --headless --api` does, on a new game of the default content.
// Timed in real time per pair of round trips; a bot plays at about 1 / that rate.

#include <benchmark/benchmark.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <stdexcept>
#include <thread>

#include "app/api/api_server.hpp"
#include "app/api/game_host.hpp"
#include "engine/content/content_loader.hpp"

namespace cf::bench {
namespace {

// Sends `request` and reads up to its answer's newline.
void round_trip(int fd, const std::string& request, std::string& buffer) {
    if (::send(fd, request.data(), request.size(), MSG_NOSIGNAL) !=
        static_cast<ssize_t>(request.size()))
        throw std::runtime_error("api bench: send failed");
    buffer.clear();
    char chunk[4096];
    while (buffer.find('\n') == std::string::npos) {
        const ssize_t n = recv(fd, chunk, sizeof chunk, 0);
        if (n <= 0) throw std::runtime_error("api bench: the server closed");
        buffer.append(chunk, static_cast<std::size_t>(n));
    }
}

void BM_ApiSubmitAndStep(benchmark::State& state) {
    static const ContentLoad load = load_content(default_content_directory());
    std::optional<Game> game{Game::new_game(load.content, 1)};
    api::GameHost host(game);
    const std::string path = (std::filesystem::temp_directory_path() /
                              ("cf_api_bench_" + std::to_string(getpid()) + ".sock"))
                                 .string();
    std::string error;
    std::unique_ptr<api::ApiServer> server = api::ApiServer::open({path, {}}, host, error);
    if (!server) {
        state.SkipWithError(error.c_str());
        return;
    }
    std::atomic<bool> done = false;
    std::thread serving([&] {
        while (!done) server->poll(50);
    });
    const int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::snprintf(address.sun_path, sizeof address.sun_path, "%s", path.c_str());
    if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0)
        state.SkipWithError("connect failed");
    const std::string submit =
        R"({"jsonrpc":"2.0","id":1,"method":"command.submit","params":{"command":"wait"}})"
        "\n";
    const std::string step = R"({"jsonrpc":"2.0","id":2,"method":"sim.step","params":{"turns":1}})"
                             "\n";
    std::string buffer;
    for (auto _ : state) {
        round_trip(fd, submit, buffer);
        round_trip(fd, step, buffer);
        benchmark::DoNotOptimize(buffer);
    }
    ::close(fd);
    done = true;
    serving.join();
    state.counters["turns"] = benchmark::Counter(static_cast<double>(game->world().turn));
}
BENCHMARK(BM_ApiSubmitAndStep)
    ->Unit(benchmark::kMicrosecond)
    ->UseRealTime()
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

}  // namespace
}  // namespace cf::bench
