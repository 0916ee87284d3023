#include "app/api/endpoint.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <random>

namespace cf::api {

namespace {

std::string os_error() { return std::strerror(errno); }

// The default folder: made 0700 when missing; refused when it is not a real folder of ours.
bool private_folder(const std::string& dir, std::string& error) {
    if (mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) {
        error = "cannot make " + dir + ": " + os_error();
        return false;
    }
    struct stat st {};
    if (lstat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != geteuid()) {
        error = dir + " is not a folder of this user: the API will not open a socket there";
        return false;
    }
    if ((st.st_mode & 0077) != 0 && chmod(dir.c_str(), 0700) != 0) {
        error = "cannot make " + dir + " private (0700): " + os_error();
        return false;
    }
    return true;
}

bool fill_address(const std::string& path, sockaddr_un& address, std::string& error) {
    address = {};
    address.sun_family = AF_UNIX;
    if (path.size() >= sizeof address.sun_path) {
        error = "the socket path " + path + " is longer than a Unix socket allows (" +
                std::to_string(sizeof address.sun_path - 1) + " bytes)";
        return false;
    }
    std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
    return true;
}

// A socket file at `path` nobody answers on is left over from a crash.
bool stale_socket(const std::string& path, const sockaddr_un& address, std::string& error) {
    struct stat st {};
    if (lstat(path.c_str(), &st) != 0) return true;  // nothing there
    if (!S_ISSOCK(st.st_mode)) {
        error = path + " exists and is not a socket: the API will not replace it";
        return false;
    }
    const int probe = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    const bool live = probe >= 0 && connect(probe, reinterpret_cast<const sockaddr*>(&address),
                                            sizeof address) == 0;
    if (probe >= 0) ::close(probe);
    if (live) {
        error = "another cryptforge serves the API at " + path +
                " (give --api-socket PATH for a second one)";
        return false;
    }
    unlink(path.c_str());
    return true;
}

}  // namespace

std::string socket_path_for(const EndpointOptions& options, std::string& error) {
    if (!options.socket_path.empty()) return options.socket_path;
    const char* runtime = std::getenv("XDG_RUNTIME_DIR");
    if (!runtime || runtime[0] != '/') {
        error =
            "XDG_RUNTIME_DIR is not set (or not an absolute path), so the API has no private place "
            "for its socket: "
            "set it, or give --api-socket PATH";
        return {};
    }
    const std::string dir = std::string(runtime) + "/cryptforge";
    if (!private_folder(dir, error)) return {};
    return dir + "/api.sock";
}

std::string token_path_for(const std::string& socket_path) {
    const std::string stem = socket_path.ends_with(".sock")
                                 ? socket_path.substr(0, socket_path.size() - 5)
                                 : socket_path;
    return stem + ".token";
}

int listen_unix(const std::string& path, std::string& error) {
    sockaddr_un address{};
    if (!fill_address(path, address, error) || !stale_socket(path, address, error)) return -1;
    const int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        error = "cannot make a socket: " + os_error();
        return -1;
    }
    // Made 0600 from the start: no moment where another user could connect.
    const mode_t old_mask = umask(0177);
    const bool bound = bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
    umask(old_mask);
    if (!bound || listen(fd, 16) != 0) {
        error = "cannot listen on " + path + ": " + os_error();
        ::close(fd);
        return -1;
    }
    return fd;
}

int listen_loopback(int port, int& bound_port, std::string& error) {
    const int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        error = "cannot make a socket: " + os_error();
        return -1;
    }
    const int yes = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);  // 127.0.0.1 only, never any other
    socklen_t size = sizeof address;
    if (bind(fd, reinterpret_cast<const sockaddr*>(&address), size) != 0 || listen(fd, 16) != 0 ||
        getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size) != 0) {
        error = "cannot listen on 127.0.0.1:" + std::to_string(port) + ": " + os_error();
        ::close(fd);
        return -1;
    }
    bound_port = ntohs(address.sin_port);
    return fd;
}

std::string new_token() {
    std::random_device random;  // the system's random source
    static constexpr char kHex[] = "0123456789abcdef";
    std::string token;
    for (int i = 0; i < 8; ++i) {
        std::uint32_t word = random();
        for (int j = 0; j < 8; ++j, word >>= 4) token += kHex[word & 0xf];
    }
    return token;
}

bool write_token_file(const std::string& path, const std::string& token, std::string& error) {
    unlink(path.c_str());
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    const std::string text = token + "\n";
    const bool written =
        fd >= 0 && ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    if (fd >= 0) ::close(fd);
    if (!written) error = "cannot write the token file " + path + ": " + os_error();
    return written;
}

}  // namespace cf::api
