#include "engine/core/file_write.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <random>
#include <system_error>

#include "engine/core/file_read.hpp"

namespace cf {

namespace fs = std::filesystem;

namespace {

constexpr int kMaxLinks = 40;  // the kernel's own limit on links followed in one path
constexpr int kTempNameTries = 16;
constexpr std::string_view kTagAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789";

std::string reason(int error) { return std::generic_category().message(error); }

int open_file(const char* path, int flags, mode_t mode) { return ::open(path, flags, mode); }

bool write_all(ssize_t (*write_fn)(int, const void*, size_t), int fd, std::string_view data) {
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = write_fn(fd, data.data() + done, data.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

void sync_directory(const FileSystemCalls& sys, const fs::path& dir) {
    const int fd = sys.open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
    if (fd < 0) return;
    sys.fsync(fd);
    sys.close(fd);
}

// Where a path leads: a standard stream, or a path that is not a symbolic link itself.
struct Resolved {
    std::string target;
    std::optional<int> stream;
    std::string error;  // a link loop or an unreadable link
};

Resolved resolve(const std::string& path) {
    Resolved out;
    fs::path current(path);
    for (int hop = 0; hop <= kMaxLinks; ++hop) {
        if (const auto fd = standard_stream(current.string())) {
            out.stream = fd;
            return out;
        }
        struct stat info {};
        if (::lstat(current.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) {
            out.target = current.string();
            return out;
        }
        std::string link(4096, '\0');
        const ssize_t size = ::readlink(current.c_str(), link.data(), link.size());
        if (size < 0) {
            out.error = "cannot read the symbolic link " + current.string() + ": " + reason(errno);
            return out;
        }
        link.resize(static_cast<std::size_t>(size));
        const fs::path next(link);
        current = next.is_absolute() ? next : current.parent_path() / next;
    }
    out.error = "too many symbolic links (a link loop?)";
    return out;
}

// Eight random letters and digits: a temporary name no one can plant in advance.
std::string random_tag() {
    thread_local std::mt19937_64 generator{std::random_device{}()};
    std::uniform_int_distribution<std::size_t> pick(0, kTagAlphabet.size() - 1);
    std::string out(8, ' ');
    for (char& c : out) c = kTagAlphabet[pick(generator)];
    return out;
}

std::string temp_prefix(const fs::path& target) { return target.filename().string() + ".tmp."; }

// The writer's pid in "<name>.tmp.<pid>" (older builds) or "<name>.tmp.<pid>.<tag>".
std::optional<pid_t> temp_owner(std::string_view rest) {
    const std::size_t dot = rest.find('.');
    const std::string_view digits = rest.substr(0, dot);
    long pid = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), pid);
    if (ec != std::errc() || end != digits.data() + digits.size() || pid <= 0) return std::nullopt;
    if (dot != std::string_view::npos &&
        (dot + 1 == rest.size() ||
         rest.substr(dot + 1).find_first_not_of(kTagAlphabet) != std::string_view::npos))
        return std::nullopt;
    return static_cast<pid_t>(pid);
}

// A writer killed between creating its temporary file and renaming it leaves the file
// behind. Removes those of `target` whose writer no longer runs, so repeated crashes do
// not pile them up. Only regular files this user owns are removed: never a link, never
// what a live writer (this process included) is still writing.
void remove_stale_temp_files(const fs::path& target) {
    const std::string prefix = temp_prefix(target);
    const fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    std::error_code ec;
    for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator();
         it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) continue;
        const std::optional<pid_t> pid = temp_owner(std::string_view(name).substr(prefix.size()));
        if (!pid || *pid == ::getpid() || ::kill(*pid, 0) == 0 || errno != ESRCH) continue;
        struct stat info {};
        if (::lstat(it->path().c_str(), &info) != 0 || !S_ISREG(info.st_mode) ||
            info.st_uid != ::geteuid())
            continue;
        ::unlink(it->path().c_str());
    }
}

// "PATH" or "PATH (a link to TARGET)": what a message names.
std::string shown(const std::string& path, const std::string& target) {
    return target == path ? path : path + " (a link to " + target + ")";
}

// A device, FIFO or terminal: written where it is, never replaced.
bool write_in_place(const std::string& path, const std::string& target, std::string_view contents,
                    std::string& error) {
    // O_NONBLOCK: a FIFO no one reads would otherwise block the program for ever.
    const int fd = ::open(target.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        error = errno == ENXIO ? "cannot write " + shown(path, target) +
                                     ": it is a FIFO (named pipe) that no program is reading"
                               : "cannot write " + shown(path, target) + ": " + reason(errno);
        return false;
    }
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0) ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    const bool ok = write_all(::write, fd, contents);
    const int saved = errno;
    ::close(fd);
    if (!ok) error = "cannot write " + shown(path, target) + ": " + reason(saved);
    return ok;
}

bool write_to_stream(const std::string& path, int fd, std::string_view contents,
                     std::string& error) {
    std::fflush(nullptr);  // what the program printed before comes first
    if (write_all(::write, fd, contents)) return true;
    error = "cannot write " + path + ": " + reason(errno);
    return false;
}

// Creates the temporary file beside `target`; -1 and errno when it cannot.
int create_temp(const FileSystemCalls& sys, const std::string& target, std::string& temp) {
    int fd = -1;
    for (int attempt = 0; attempt < kTempNameTries && fd < 0; ++attempt) {
        temp = target + ".tmp." + std::to_string(::getpid()) + "." + random_tag();
        fd = sys.open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST) break;
    }
    return fd;
}

// The replaced file's bytes kept as "<target>.bak", written the same safe way.
bool back_up(const std::string& target, std::size_t size, std::string& error) {
    const FileRead old = read_regular_file(target, size + (1u << 20));
    if (!old.text) {
        error = "cannot keep " + target + " as " + target + ".bak: " + old.error;
        return false;
    }
    return write_file(target + ".bak", *old.text, error, {.create_folders = false});
}

bool write_atomically(const std::string& path, const std::string& target,
                      const struct stat* existing, std::string_view contents, std::string& error,
                      WriteOptions options, const FileSystemCalls& sys) {
    const fs::path dir = fs::path(target).parent_path();
    std::error_code ec;
    if (options.create_folders && !dir.empty() && !fs::is_directory(dir, ec)) {
        fs::create_directories(dir, ec);
        if (ec) {
            error = "cannot write " + shown(path, target) + ": cannot create the folder " +
                    dir.string() + ": " + ec.message();
            return false;
        }
    }
    remove_stale_temp_files(target);
    std::string temp;
    const int fd = create_temp(sys, target, temp);
    if (fd < 0) {
        error = "cannot write " + shown(path, target) + ": cannot create a file in " +
                (dir.empty() ? std::string(".") : dir.string()) + ": " + reason(errno);
        return false;
    }
    if (existing) {
        // The new file is the old one's successor: same permissions, and the same owner
        // when root writes a user's file (as far as the system allows).
        ::fchmod(fd, existing->st_mode & 07777);
        if (::geteuid() == 0 && ::fchown(fd, existing->st_uid, existing->st_gid) != 0) {
            // Kept by root then: the contents matter more than who owns them.
        }
    }
    const bool ok = write_all(sys.write, fd, contents) && sys.fsync(fd) == 0;
    const int saved = errno;
    sys.close(fd);
    if (!ok) {
        sys.unlink(temp.c_str());
        error = "cannot write " + shown(path, target) + ": " + reason(saved);
        return false;
    }
    if (options.keep_backup && existing &&
        !back_up(target, static_cast<std::size_t>(existing->st_size), error)) {
        sys.unlink(temp.c_str());
        return false;
    }
    if (sys.rename(temp.c_str(), target.c_str()) != 0) {
        error = "cannot replace " + shown(path, target) + ": " + reason(errno);
        sys.unlink(temp.c_str());
        return false;
    }
    sync_directory(sys, dir);
    return true;
}

}  // namespace

const FileSystemCalls& system_calls() {
    static const FileSystemCalls calls{open_file, ::write, ::fsync, ::close, ::rename, ::unlink};
    return calls;
}

std::optional<int> standard_stream(std::string_view path) {
    if (path == "/dev/stdout") return 1;
    if (path == "/dev/stderr") return 2;
    for (const std::string_view prefix : {"/dev/fd/", "/proc/self/fd/"}) {
        if (!path.starts_with(prefix)) continue;
        const std::string_view digits = path.substr(prefix.size());
        int fd = -1;
        const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), fd);
        if (ec == std::errc() && end == digits.data() + digits.size() && !digits.empty()) return fd;
    }
    return std::nullopt;
}

std::optional<std::string> real_target(const std::string& path, std::string& error) {
    Resolved where = resolve(path);
    if (!where.error.empty()) {
        error = std::move(where.error);
        return std::nullopt;
    }
    return where.stream ? path : where.target;
}

bool write_file(const std::string& path, std::string_view contents, std::string& error,
                WriteOptions options, const FileSystemCalls& sys) {
    if (path.empty()) {
        error = "cannot write a file without a name";
        return false;
    }
    const Resolved where = resolve(path);
    if (!where.error.empty()) {
        error = "cannot write " + path + ": " + where.error;
        return false;
    }
    if (where.stream) return write_to_stream(path, *where.stream, contents, error);
    const std::string& target = where.target;
    struct stat info {};
    if (::stat(target.c_str(), &info) != 0) {
        if (errno != ENOENT) {
            error = "cannot write " + shown(path, target) + ": " +
                    (errno == ENOTDIR ? std::string("a part of the path is a file, not a folder")
                                      : reason(errno));
            return false;
        }
        return write_atomically(path, target, nullptr, contents, error, options, sys);
    }
    if (S_ISDIR(info.st_mode)) {
        error = "cannot write " + shown(path, target) + ": it is a folder, not a file";
        return false;
    }
    if (S_ISSOCK(info.st_mode)) {
        error = "cannot write " + shown(path, target) + ": it is a socket, not a file";
        return false;
    }
    if (!S_ISREG(info.st_mode)) return write_in_place(path, target, contents, error);
    return write_atomically(path, target, &info, contents, error, options, sys);
}

}  // namespace cf
