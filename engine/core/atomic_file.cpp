#include "engine/core/atomic_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace cf {

namespace fs = std::filesystem;

namespace {

int open_file(const char* path, int flags, mode_t mode) { return ::open(path, flags, mode); }

bool write_all(const FileSystemCalls& sys, int fd, const std::string& data) {
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = sys.write(fd, data.data() + done, data.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

void sync_directory(const FileSystemCalls& sys, const fs::path& dir) {
    const int fd = sys.open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY, 0);
    if (fd < 0) return;
    sys.fsync(fd);
    sys.close(fd);
}

}  // namespace

const FileSystemCalls& system_calls() {
    static const FileSystemCalls calls{open_file, ::write, ::fsync, ::close, ::rename, ::unlink};
    return calls;
}

bool write_file_atomically(const std::string& path, const std::string& contents, std::string& error,
                           AtomicWriteOptions options, const FileSystemCalls& sys) {
    const fs::path target(path);
    const fs::path dir = target.parent_path();
    std::error_code ec;
    if (!dir.empty()) fs::create_directories(dir, ec);
    const std::string temp = path + ".tmp." + std::to_string(::getpid());
    const int fd = sys.open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        error = "cannot write " + temp + ": " + std::strerror(errno);
        return false;
    }
    const bool ok = write_all(sys, fd, contents) && sys.fsync(fd) == 0;
    const int saved_errno = errno;
    sys.close(fd);
    if (!ok) {
        sys.unlink(temp.c_str());
        error = "cannot write " + temp + ": " + std::strerror(saved_errno);
        return false;
    }
    if (options.keep_backup && fs::exists(target, ec)) {
        fs::copy_file(target, path + ".bak", fs::copy_options::overwrite_existing, ec);
    }
    if (sys.rename(temp.c_str(), path.c_str()) != 0) {
        error = "cannot replace " + path + ": " + std::strerror(errno);
        sys.unlink(temp.c_str());
        return false;
    }
    sync_directory(sys, dir);
    return true;
}

bool read_file(const std::string& path, std::string& contents) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    contents = buffer.str();
    return true;
}

}  // namespace cf
