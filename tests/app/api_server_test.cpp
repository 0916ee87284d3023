// The API's server over real sockets: two clients at once, bad input of every kind, the
// token on TCP, and the socket's privacy. Each test polls the server itself, as the
// program's loop does.

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "app/api/api_server.hpp"
#include "tests/app/api_test_support.hpp"

namespace cf::api {
namespace {

namespace fs = std::filesystem;

// A blocking client with a receive timeout; the server is polled while it waits.
class Client {
  public:
    explicit Client(int fd) : fd_(fd) {}
    ~Client() { close_now(); }
    static Client unix_socket(const std::string& path) {
        const int fd = socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un a{};
        a.sun_family = AF_UNIX;
        std::snprintf(a.sun_path, sizeof a.sun_path, "%s", path.c_str());
        EXPECT_EQ(connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
        return Client(fd);
    }
    static Client tcp(int port) {
        const int fd = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_port = htons(static_cast<std::uint16_t>(port));
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        EXPECT_EQ(connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
        return Client(fd);
    }
    Client(Client&& o) noexcept : fd_(std::exchange(o.fd_, -1)) {}
    void send_text(const std::string& text) {
        std::size_t sent = 0;
        while (sent < text.size()) {
            const ssize_t n = ::send(fd_, text.data() + sent, text.size() - sent, MSG_NOSIGNAL);
            if (n <= 0) return;
            sent += static_cast<std::size_t>(n);
        }
    }
    // The next line, polling `server` meanwhile; "" when the server closed the connection
    // or nothing came within thirty seconds.
    std::string line(ApiServer& server) {
        // Only turns a hang into a failure: a loaded machine under the sanitizers can take
        // seconds between two lines of a flood.
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(30);
        while (std::chrono::steady_clock::now() < until) {
            if (const auto nl = buffer_.find('\n'); nl != std::string::npos) {
                std::string out = buffer_.substr(0, nl);
                buffer_.erase(0, nl + 1);
                return out;
            }
            server.poll(5);
            char chunk[65536];
            const ssize_t n = recv(fd_, chunk, sizeof chunk, MSG_DONTWAIT);
            if (n == 0) {
                closed_ = true;
                return {};
            }
            if (n > 0) buffer_.append(chunk, static_cast<std::size_t>(n));
        }
        return {};
    }
    Json call(ApiServer& server, const std::string& text) {
        send_text(text + "\n");
        const std::string reply = line(server);
        return reply.empty() ? Json(nullptr) : Json::parse(reply);
    }
    bool closed() const { return closed_; }
    void close_now() {
        if (fd_ >= 0) ::close(fd_);
        fd_ = -1;
    }

  private:
    int fd_ = -1;
    std::string buffer_;
    bool closed_ = false;
};

const std::string kInfo = R"({"jsonrpc":"2.0","id":1,"method":"session.info"})";

struct ServerFixture : ::testing::Test {
    fs::path dir = fs::temp_directory_path() /
                   ("cf_api_" + std::to_string(getpid()) + "_" +
                    ::testing::UnitTest::GetInstance()->current_test_info()->name());
    ApiFixture api;
    std::unique_ptr<ApiServer> server;

    void SetUp() override {
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    void TearDown() override {
        server.reset();
        fs::remove_all(dir);
    }
    void open(std::optional<int> port = {}) {
        std::string error;
        server = ApiServer::open({(dir / "api.sock").string(), port}, api.host, error);
        ASSERT_TRUE(server) << error;
    }
};

TEST_F(ServerFixture, TheSocketIsTheUsersAlone) {
    open(0);
    struct stat st {};
    ASSERT_EQ(stat(server->socket_path().c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0600u);
    ASSERT_EQ(stat(server->token_path().c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0600u);
    const std::string path = server->socket_path();
    server.reset();
    EXPECT_FALSE(fs::exists(path)) << "the socket is removed on exit";
}

TEST_F(ServerFixture, AnswersTwoClientsAtOnce) {
    open();
    Client a = Client::unix_socket(server->socket_path());
    Client b = Client::unix_socket(server->socket_path());
    a.send_text(kInfo + "\n");
    EXPECT_EQ(b.call(*server, kInfo)["result"]["mode"], "headless");
    EXPECT_EQ(Json::parse(a.line(*server))["id"], 1);
}

TEST_F(ServerFixture, BadInputGetsErrorsAndTheServerGoesOn) {
    open();
    Client c = Client::unix_socket(server->socket_path());
    EXPECT_EQ(c.call(*server, "{not json")["error"]["code"], kParseError);
    EXPECT_EQ(c.call(*server, R"({"jsonrpc":"2.0","id":2,"method":"no.such"})")["error"]["code"],
              kMethodNotFound);
    EXPECT_EQ(
        c.call(*server,
               R"({"jsonrpc":"2.0","id":3,"method":"entity.get","params":{"id":"x"}})")["error"]
                                                                                       ["code"],
        kInvalidParams);
    EXPECT_EQ(c.call(*server, kInfo)["result"]["mode"], "headless");
}

TEST_F(ServerFixture, AMessageOver16MiBClosesItsConnection) {
    open();
    Client c = Client::unix_socket(server->socket_path());
    const std::string huge = "\"" + std::string(kMaxMessageBytes + 16, 'a');
    std::thread sender([&] { c.send_text(huge); });
    const Json reply = Json::parse(c.line(*server));
    sender.join();
    EXPECT_EQ(reply["error"]["code"], kInvalidRequest);
    EXPECT_EQ(c.line(*server), "");
    EXPECT_TRUE(c.closed());
    Client other = Client::unix_socket(server->socket_path());
    EXPECT_EQ(other.call(*server, kInfo)["id"], 1);
}

TEST_F(ServerFixture, AClientGoneMidMessageIsForgotten) {
    open();
    {
        Client c = Client::unix_socket(server->socket_path());
        c.send_text(R"({"jsonrpc":"2.0","id":1,"meth)");
        server->poll(5);
    }
    for (int i = 0; i < 5 && server->connections() > 0; ++i) server->poll(5);
    EXPECT_EQ(server->connections(), 0u);
}

TEST_F(ServerFixture, AFloodIsAnsweredInOrder) {
    open();
    Client c = Client::unix_socket(server->socket_path());
    std::string flood;
    constexpr int kRequests = 100000;  // the issue's flood
    for (int i = 0; i < kRequests; ++i)
        flood += R"({"jsonrpc":"2.0","id":)" + std::to_string(i) +
                 R"(,"method":"session.info"})"
                 "\n";
    std::thread sender([&] { c.send_text(flood); });
    int answered = 0;
    for (; answered < kRequests; ++answered) {
        const std::string reply = c.line(*server);
        if (reply.empty() || Json::parse(reply)["id"] != answered) break;
    }
    sender.join();
    EXPECT_EQ(answered, kRequests);
}

TEST_F(ServerFixture, TcpNeedsTheTokenFirst) {
    open(0);
    std::ifstream token_file(server->token_path());
    std::string token;
    token_file >> token;
    Client stranger = Client::tcp(server->tcp_port());
    EXPECT_EQ(stranger.call(*server, kInfo)["error"]["code"], kNotAuthorized);
    EXPECT_EQ(stranger.line(*server), "");
    EXPECT_TRUE(stranger.closed());

    Client guesser = Client::tcp(server->tcp_port());
    EXPECT_EQ(guesser.call(
                  *server,
                  R"({"jsonrpc":"2.0","id":1,"method":"auth","params":{"token":"0000"}})")["error"]
                                                                                          ["code"],
              kNotAuthorized);

    Client friendly = Client::tcp(server->tcp_port());
    EXPECT_EQ(
        friendly.call(*server, R"({"jsonrpc":"2.0","id":1,"method":"auth","params":{"token":")" +
                                   token + "\"}}")["result"]["authorized"],
        true);
    EXPECT_EQ(friendly.call(*server, kInfo)["result"]["mode"], "headless");
}

TEST_F(ServerFixture, ASecondServerOnTheSameSocketIsRefused) {
    open();
    std::string error;
    EXPECT_FALSE(ApiServer::open({server->socket_path(), {}}, api.host, error));
    EXPECT_NE(error.find("another cryptforge"), std::string::npos) << error;
}

TEST_F(ServerFixture, AFileInTheSocketsPlaceIsNeverReplaced) {
    std::ofstream(dir / "api.sock") << "mine";
    std::string error;
    EXPECT_FALSE(ApiServer::open({(dir / "api.sock").string(), {}}, api.host, error));
    EXPECT_NE(error.find("not a socket"), std::string::npos) << error;
}

TEST_F(ServerFixture, SubscribersHearTurnsAndOthersDoNot) {
    open();
    Client listener = Client::unix_socket(server->socket_path());
    Client player = Client::unix_socket(server->socket_path());
    EXPECT_TRUE(
        listener
            .call(
                *server,
                R"({"jsonrpc":"2.0","id":1,"method":"events.subscribe","params":{"events":["turn.ended"]}})")
            .contains("result"));
    EXPECT_EQ(player.call(
                  *server,
                  R"({"jsonrpc":"2.0","id":2,"method":"sim.step","params":{"turns":1}})")["result"]
                                                                                         ["turn"],
              1);
    const Json note = Json::parse(listener.line(*server));
    EXPECT_EQ(note["method"], "turn.ended");
    EXPECT_EQ(note["params"]["turn"], 1);
    EXPECT_FALSE(note.contains("id"));
}

TEST(ApiEndpoint, WithoutXdgRuntimeDirTheDefaultSocketIsRefusedWithAWayOut) {
    const char* saved = std::getenv("XDG_RUNTIME_DIR");
    const std::string kept = saved ? saved : "";
    unsetenv("XDG_RUNTIME_DIR");
    std::string error;
    EXPECT_EQ(socket_path_for({}, error), "");
    EXPECT_NE(error.find("--api-socket"), std::string::npos) << error;
    if (saved) setenv("XDG_RUNTIME_DIR", kept.c_str(), 1);
}

TEST(ApiEndpoint, TheDefaultFolderIsMadePrivate) {
    const fs::path runtime =
        fs::temp_directory_path() / ("cf_api_runtime_" + std::to_string(getpid()));
    fs::create_directories(runtime / "cryptforge");
    fs::permissions(runtime / "cryptforge", fs::perms::all);
    const char* saved = std::getenv("XDG_RUNTIME_DIR");
    const std::string kept = saved ? saved : "";
    setenv("XDG_RUNTIME_DIR", runtime.c_str(), 1);
    std::string error;
    EXPECT_EQ(socket_path_for({}, error), (runtime / "cryptforge" / "api.sock").string()) << error;
    EXPECT_EQ(fs::status(runtime / "cryptforge").permissions() & fs::perms::all,
              fs::perms::owner_all);
    if (saved)
        setenv("XDG_RUNTIME_DIR", kept.c_str(), 1);
    else
        unsetenv("XDG_RUNTIME_DIR");
    fs::remove_all(runtime);
}

}  // namespace
}  // namespace cf::api
