#include "engine/core/os.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef __GLIBC__
#include <malloc.h>
#endif
#ifdef __linux__
#include <sys/inotify.h>
#endif

#include <cerrno>
#include <cstring>
#include <system_error>
#include <utility>

namespace cf::os {

long process_id() { return static_cast<long>(::getpid()); }

bool process_gone(long pid) {
    if (pid <= 0 || pid == process_id()) return false;
    return ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

std::string home_from_user_database() {
    const passwd* user = ::getpwuid(::getuid());
    return user && user->pw_dir ? std::string(user->pw_dir) : std::string();
}

void return_freed_memory() {
#ifdef __GLIBC__
    ::malloc_trim(0);
#endif
}

void sync_folder(const std::string& folder) {
    const int fd =
        ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

std::optional<bool> path_exists(const std::string& path, std::string& error) {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0) return true;
    if (errno == ENOENT || errno == ENOTDIR) return false;
    error = errno == ELOOP ? std::string("too many symbolic links (a link loop?)")
                           : std::string(std::strerror(errno));
    return std::nullopt;
}

std::string make_scratch_folder(std::string pattern) {
    return ::mkdtemp(pattern.data()) != nullptr ? pattern : std::string();
}

namespace {

std::string errno_reason(int error) { return std::generic_category().message(error); }

}  // namespace

Folder::~Folder() {
    if (fd_ >= 0) ::close(fd_);
}

Folder::Folder(Folder&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}

Folder& Folder::operator=(Folder&& other) noexcept {
    std::swap(fd_, other.fd_);
    return *this;
}

Folder Folder::open(const std::string& path, std::string& reason) {
    const int fd = ::open(path.empty() ? "." : path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) reason = errno_reason(errno);
    return Folder(fd);
}

Folder Folder::subfolder(const std::string& name, bool create, Failure& failure,
                         std::string& reason) const {
    constexpr int kFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;
    failure = Failure::none;
    int fd = ::openat(fd_, name.c_str(), kFlags);
    if (fd < 0 && errno == ENOENT && create) {
        if (::mkdirat(fd_, name.c_str(), 0755) != 0 && errno != EEXIST) {
            failure = Failure::cannot_create;
            reason = errno_reason(errno);
            return {};
        }
        fd = ::openat(fd_, name.c_str(), kFlags);
    }
    if (fd >= 0) return Folder(fd);
    const int error = errno;
    struct stat info {};
    if (error == ENOENT) {
        failure = Failure::missing;
    } else if (::fstatat(fd_, name.c_str(), &info, AT_SYMLINK_NOFOLLOW) == 0 &&
               S_ISLNK(info.st_mode)) {
        failure = Failure::link;
    } else {
        failure = error == ENOTDIR ? Failure::not_a_folder : Failure::cannot_open;
        reason = errno_reason(error);
    }
    return {};
}

bool Folder::is_regular(const char* name) const {
    struct stat info {};
    return ::fstatat(fd_, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(info.st_mode);
}

std::vector<std::string> Folder::regular_files() const {
    std::vector<std::string> names;
    const int fd = fd_ >= 0 ? ::dup(fd_) : -1;
    DIR* listing = fd >= 0 ? ::fdopendir(fd) : nullptr;
    if (!listing) {
        if (fd >= 0) ::close(fd);
        return names;
    }
    // The duplicate shares the folder's read position: from the start each time, or a
    // second listing of one Folder saw nothing (prune's sweep of killed writers' files).
    ::rewinddir(listing);
    while (const dirent* entry = ::readdir(listing)) {
        if (is_regular(entry->d_name)) names.emplace_back(entry->d_name);
    }
    ::closedir(listing);
    return names;
}

bool Folder::write_new_file(const std::string& name, const std::string& text,
                            std::string& reason) const {
    const int fd =
        ::openat(fd_, name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0) {
        reason = errno_reason(errno);
        return false;
    }
    bool ok = true;
    for (std::size_t done = 0; ok && done < text.size();) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n > 0) done += static_cast<std::size_t>(n);
        ok = n >= 0 || errno == EINTR;
    }
    ok = ok && ::fsync(fd) == 0;
    const int error = errno;
    ::close(fd);
    if (!ok) {
        ::unlinkat(fd_, name.c_str(), 0);
        reason = errno_reason(error);
    }
    return ok;
}

bool Folder::rename_unless_taken(const std::string& from, const std::string& to, bool& taken,
                                 std::string& reason) const {
    taken = false;
    if (::renameat2(fd_, from.c_str(), fd_, to.c_str(), RENAME_NOREPLACE) == 0) return true;
    if (errno == EINVAL) {
        // A file system without RENAME_NOREPLACE: look, then rename.
        struct stat info {};
        taken = ::fstatat(fd_, to.c_str(), &info, AT_SYMLINK_NOFOLLOW) == 0;
        if (!taken && ::renameat(fd_, from.c_str(), fd_, to.c_str()) == 0) return true;
    } else {
        taken = errno == EEXIST;
    }
    if (!taken) reason = errno_reason(errno);
    return false;
}

void Folder::remove_file(const std::string& name) const {
    if (is_regular(name.c_str())) ::unlinkat(fd_, name.c_str(), 0);
}

void Folder::sync() const {
    if (fd_ >= 0) ::fsync(fd_);
}

FolderEvents::~FolderEvents() { close(); }

FolderEvents::FolderEvents(FolderEvents&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}

FolderEvents& FolderEvents::operator=(FolderEvents&& other) noexcept {
    std::swap(fd_, other.fd_);
    return *this;
}

void FolderEvents::close() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
}

#ifdef __linux__

namespace {

// Files are written in place or replaced by a rename, and folders come and go in
// place; the *_SELF events tell when a watched folder itself goes away.
constexpr std::uint32_t kWatchMask = IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE |
                                     IN_MODIFY | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF |
                                     IN_ONLYDIR;

FolderEvent event_of(const inotify_event& e) {
    FolderEvent out;
    out.watch = e.wd;
    if (e.len > 0) out.name = e.name;
    out.is_folder = (e.mask & IN_ISDIR) != 0;
    out.arrived = (e.mask & (IN_CREATE | IN_MOVED_TO)) != 0;
    out.left = (e.mask & (IN_DELETE | IN_MOVED_FROM)) != 0;
    out.watch_gone = (e.mask & (IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT)) != 0;
    out.overflow = (e.mask & IN_Q_OVERFLOW) != 0;
    return out;
}

}  // namespace

bool FolderEvents::open() {
    close();
    fd_ = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    return fd_ >= 0;
}

int FolderEvents::watch(const std::string& folder) {
    return fd_ < 0 ? -1 : ::inotify_add_watch(fd_, folder.c_str(), kWatchMask);
}

std::vector<FolderEvent> FolderEvents::read() {
    std::vector<FolderEvent> events;
    if (fd_ < 0) return events;
    alignas(inotify_event) char buffer[8192];
    for (;;) {
        const ssize_t n = ::read(fd_, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;  // EAGAIN: nothing more queued
        for (std::size_t at = 0; at < static_cast<std::size_t>(n);) {
            const auto* event = reinterpret_cast<const inotify_event*>(buffer + at);
            at += sizeof(inotify_event) + event->len;
            events.push_back(event_of(*event));
        }
    }
    return events;
}

#else

bool FolderEvents::open() { return false; }
int FolderEvents::watch(const std::string&) { return -1; }
std::vector<FolderEvent> FolderEvents::read() { return {}; }

#endif

}  // namespace cf::os
