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

bool write_all(int fd, const std::string& data) {
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

void sync_directory(const fs::path& dir) {
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

}  // namespace

bool write_file_atomically(const std::string& path, const std::string& contents,
                           std::string& error, AtomicWriteOptions options) {
    const fs::path target(path);
    const fs::path dir = target.parent_path();
    std::error_code ec;
    if (!dir.empty()) fs::create_directories(dir, ec);
    const std::string temp = path + ".tmp." + std::to_string(::getpid());
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        error = "cannot write " + temp + ": " + std::strerror(errno);
        return false;
    }
    const bool ok = write_all(fd, contents) && ::fsync(fd) == 0;
    const int saved_errno = errno;
    ::close(fd);
    if (!ok) {
        ::unlink(temp.c_str());
        error = "cannot write " + temp + ": " + std::strerror(saved_errno);
        return false;
    }
    if (options.keep_backup && fs::exists(target, ec)) {
        fs::copy_file(target, path + ".bak", fs::copy_options::overwrite_existing, ec);
    }
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        error = "cannot replace " + path + ": " + std::strerror(errno);
        ::unlink(temp.c_str());
        return false;
    }
    sync_directory(dir);
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
