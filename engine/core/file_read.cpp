#include "engine/core/file_read.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <system_error>

namespace cf {

namespace {

// Closes the descriptor on every way out of read_regular_file.
class Descriptor {
  public:
    explicit Descriptor(int fd) : fd_(fd) {}
    ~Descriptor() {
        if (fd_ >= 0) ::close(fd_);
    }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    int get() const { return fd_; }

  private:
    int fd_;
};

std::string open_error(int error) {
    switch (error) {
        case ENOENT:
            return "cannot open the file: it does not exist";
        case EACCES:
            return "cannot open the file: permission denied";
        case ELOOP:
            return "cannot open the file: too many symbolic links (a link loop?)";
        default:
            return "cannot open the file: " + std::generic_category().message(error);
    }
}

// Empty for a regular file; otherwise what the path is instead.
std::string not_regular(mode_t mode) {
    if (S_ISREG(mode)) return {};
    if (S_ISDIR(mode)) return "is a directory, not a file";
    if (S_ISFIFO(mode))
        return "is a FIFO (named pipe), not a regular file; only regular files are read";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "is a device, not a regular file; only regular files are read";
    if (S_ISSOCK(mode)) return "is a socket, not a regular file; only regular files are read";
    return "is not a regular file; only regular files are read";
}

std::string too_large(std::size_t max_bytes) {
    return "is larger than " + std::to_string(max_bytes) +
           " bytes, the most this program reads from one file";
}

}  // namespace

FileRead read_regular_file(const std::string& path, std::size_t max_bytes) {
    FileRead out;
    // O_NONBLOCK: opening a FIFO with no writer would otherwise wait forever. The type is
    // checked on the open descriptor, so the path cannot be swapped between check and read.
    const Descriptor fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (fd.get() < 0) {
        out.missing = errno == ENOENT;
        out.error = open_error(errno);
        return out;
    }
    struct stat info {};
    if (::fstat(fd.get(), &info) != 0) {
        out.error = open_error(errno);
        return out;
    }
    if (std::string why = not_regular(info.st_mode); !why.empty()) {
        out.error = std::move(why);
        return out;
    }
    if (info.st_size < 0 || static_cast<unsigned long long>(info.st_size) > max_bytes) {
        out.error = too_large(max_bytes);
        return out;
    }
    std::string text;
    text.resize(static_cast<std::size_t>(info.st_size));
    std::size_t used = 0;
    // Read until end of file: the file may have grown or shrunk since fstat.
    for (;;) {
        if (used == text.size()) {
            if (text.size() > max_bytes) {
                out.error = too_large(max_bytes);
                return out;
            }
            text.resize(std::min(max_bytes + 1, std::max<std::size_t>(text.size() * 2, 4096)));
        }
        const ssize_t got = ::read(fd.get(), text.data() + used, text.size() - used);
        if (got < 0) {
            if (errno == EINTR) continue;
            out.error = "cannot read the file: " + std::generic_category().message(errno);
            return out;
        }
        if (got == 0) break;
        used += static_cast<std::size_t>(got);
    }
    if (used > max_bytes) {
        out.error = too_large(max_bytes);
        return out;
    }
    text.resize(used);
    out.text = std::move(text);
    return out;
}

}  // namespace cf
