#include "engine/content/file_versions.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <system_error>

#include "engine/core/file_read.hpp"
#include "engine/core/file_write.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kTheirs = "-theirs";
constexpr std::string_view kFolder = ".versions";

std::string errno_text(int error) { return std::generic_category().message(error); }

// An open folder, closed on every way out.
class Folder {
  public:
    Folder() = default;
    explicit Folder(int fd) : fd_(fd) {}
    ~Folder() {
        if (fd_ >= 0) ::close(fd_);
    }
    Folder(Folder&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
    Folder& operator=(Folder&& other) noexcept {
        std::swap(fd_, other.fd_);
        return *this;
    }
    int fd() const { return fd_; }
    bool is_open() const { return fd_ >= 0; }

  private:
    int fd_ = -1;
};

// `name` inside `parent`, a real folder: created when missing (and `create`), never
// reached through a symbolic link. Not open and `error` otherwise ("" when it is missing
// and not to be created).
Folder open_subfolder(int parent, const std::string& name, const std::string& shown, bool create,
                      std::string& error) {
    constexpr int kFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;
    int fd = ::openat(parent, name.c_str(), kFlags);
    if (fd < 0 && errno == ENOENT && create) {
        if (::mkdirat(parent, name.c_str(), 0755) != 0 && errno != EEXIST) {
            error = "cannot create the folder " + shown + ": " + errno_text(errno);
            return {};
        }
        fd = ::openat(parent, name.c_str(), kFlags);
    }
    if (fd >= 0) return Folder(fd);
    if (errno == ENOENT) return {};
    struct stat info {};
    const bool link =
        ::fstatat(parent, name.c_str(), &info, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(info.st_mode);
    error = link ? shown +
                       " is a symbolic link; versions are kept only in a real folder inside the "
                       "content folder, so none was kept (replace the link by a folder)"
                 : "cannot open the folder " + shown + ": " +
                       (errno == ENOTDIR ? std::string("it is a file") : errno_text(errno));
    return {};
}

// DIR/.versions/FILE, opened safely; `file` must be a plain file name.
Folder open_versions(const std::string& directory, const std::string& file, bool create,
                     std::string& error) {
    if (file.empty() || file == "." || file == ".." || file.find('/') != std::string::npos) {
        error = "'" + file + "' is not a content file name";
        return {};
    }
    const Folder content(
        ::open(directory.empty() ? "." : directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!content.is_open()) {
        error = "cannot open the content folder " + directory + ": " + errno_text(errno);
        return {};
    }
    const fs::path versions = fs::path(directory) / kFolder;
    const Folder top =
        open_subfolder(content.fd(), std::string(kFolder), versions.string(), create, error);
    if (!top.is_open()) return {};
    return open_subfolder(top.fd(), file, (versions / file).string(), create, error);
}

std::string now_stamp() {
    const auto now = std::chrono::system_clock::now();
    const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
    const auto ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() %
        1000;
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char text[64];
    std::snprintf(text, sizeof text, "%04d%02d%02d-%02d%02d%02d-%03d", utc.tm_year + 1900,
                  utc.tm_mon + 1, utc.tm_mday, utc.tm_hour, utc.tm_min, utc.tm_sec,
                  static_cast<int>(ms));
    return text;
}

bool is_version_name(const std::string& name) {
    return name.size() > 5 && name.ends_with(".yaml") && name.front() != '.';
}

// The regular files of an open versions folder that are versions, newest first.
std::vector<FileVersion> versions_in(const Folder& folder, const std::string& directory,
                                     const std::string& file) {
    std::vector<FileVersion> versions;
    const int fd = ::dup(folder.fd());
    DIR* listing = fd >= 0 ? ::fdopendir(fd) : nullptr;
    if (!listing) {
        if (fd >= 0) ::close(fd);
        return versions;
    }
    const fs::path shown = fs::path(directory) / kFolder / file;
    while (const dirent* entry = ::readdir(listing)) {
        const std::string name = entry->d_name;
        struct stat info {};
        if (!is_version_name(name) ||
            ::fstatat(folder.fd(), name.c_str(), &info, AT_SYMLINK_NOFOLLOW) != 0 ||
            !S_ISREG(info.st_mode))
            continue;
        std::string stem = name.substr(0, name.size() - 5);
        FileVersion version{file, (shown / name).string(), stem, false};
        if (stem.ends_with(kTheirs)) {
            version.theirs = true;
            version.stamp = stem.substr(0, stem.size() - kTheirs.size());
        }
        versions.push_back(std::move(version));
    }
    ::closedir(listing);
    std::sort(versions.begin(), versions.end(),
              [](const FileVersion& a, const FileVersion& b) { return a.stamp > b.stamp; });
    return versions;
}

// Whether `name` is the temporary file of a version writer that no longer runs
// (".new-PID-N.tmp", see write_new_version).
bool abandoned_temp(const std::string& name) {
    if (!name.starts_with(".new-") || !name.ends_with(".tmp")) return false;
    const std::size_t dash = name.find('-', 5);
    if (dash == std::string::npos) return false;
    const std::string digits = name.substr(5, dash - 5);
    if (digits.empty() || digits.size() > 9 ||
        digits.find_first_not_of("0123456789") != std::string::npos)
        return false;
    const auto pid = static_cast<pid_t>(std::stol(digits));
    return pid != ::getpid() && ::kill(pid, 0) != 0 && errno == ESRCH;
}

// Removes what the pruning rule no longer keeps, and temporary files of killed writers:
// only regular files of this folder.
void prune(const Folder& folder, const std::string& directory, const std::string& file) {
    std::size_t mine = 0, theirs = 0;
    for (const FileVersion& version : versions_in(folder, directory, file)) {
        if (++(version.theirs ? theirs : mine) <= kKeptVersions) continue;
        ::unlinkat(folder.fd(), fs::path(version.path).filename().c_str(), 0);
    }
    const int fd = ::dup(folder.fd());
    DIR* listing = fd >= 0 ? ::fdopendir(fd) : nullptr;
    if (!listing) {
        if (fd >= 0) ::close(fd);
        return;
    }
    while (const dirent* entry = ::readdir(listing)) {
        struct stat info {};
        if (abandoned_temp(entry->d_name) &&
            ::fstatat(folder.fd(), entry->d_name, &info, AT_SYMLINK_NOFOLLOW) == 0 &&
            S_ISREG(info.st_mode))
            ::unlinkat(folder.fd(), entry->d_name, 0);
    }
    ::closedir(listing);
}

bool write_whole(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno != EINTR) return false;
        if (n > 0) done += static_cast<std::size_t>(n);
    }
    return true;
}

// Renames `temp` to the first unused name built from `stamp`: two saves within a
// millisecond get a suffix, and nothing is ever replaced.
bool publish(const Folder& folder, const std::string& temp, const std::string& stamp, bool theirs,
             std::string& name) {
    for (int n = 1; n < 1000; ++n) {
        name = stamp + (n > 1 ? "." + std::to_string(n) : "") +
               (theirs ? std::string(kTheirs) : "") + ".yaml";
        if (::renameat2(folder.fd(), temp.c_str(), folder.fd(), name.c_str(), RENAME_NOREPLACE) ==
            0)
            return true;
        if (errno == EEXIST) continue;
        if (errno != EINVAL) return false;
        // A file system without RENAME_NOREPLACE: look, then rename.
        struct stat info {};
        if (::fstatat(folder.fd(), name.c_str(), &info, AT_SYMLINK_NOFOLLOW) == 0) continue;
        return ::renameat(folder.fd(), temp.c_str(), folder.fd(), name.c_str()) == 0;
    }
    errno = EEXIST;
    return false;
}

// Writes `text` as a new file of the folder (temporary file, sync, rename), so a crash
// never leaves half a version.
bool write_new_version(const Folder& folder, const std::string& stamp, bool theirs,
                       const std::string& text, std::string& name, std::string& error) {
    static std::atomic<unsigned> counter{0};
    const std::string temp =
        ".new-" + std::to_string(::getpid()) + "-" + std::to_string(++counter) + ".tmp";
    const int fd = ::openat(folder.fd(), temp.c_str(),
                            O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0) {
        error = "cannot keep a version: " + errno_text(errno);
        return false;
    }
    bool ok = write_whole(fd, text) && ::fsync(fd) == 0;
    int saved = errno;
    ::close(fd);
    if (ok) {
        ok = publish(folder, temp, stamp, theirs, name);
        saved = errno;
    }
    if (!ok) {
        ::unlinkat(folder.fd(), temp.c_str(), 0);
        error = "cannot keep a version: " + errno_text(saved);
        return false;
    }
    ::fsync(folder.fd());
    return true;
}

}  // namespace

std::string versions_rule_text() {
    return "the newest " + std::to_string(kKeptVersions) +
           " saved versions of each file and the newest " + std::to_string(kKeptVersions) +
           " copies kept by \"keep both\"";
}

bool keep_version(const std::string& directory, const std::string& file, const std::string& text,
                  bool theirs, std::string& error, std::string* kept) {
    const Folder folder = open_versions(directory, file, true, error);
    if (!folder.is_open()) return false;
    std::string name;
    if (!write_new_version(folder, now_stamp(), theirs, text, name, error)) return false;
    prune(folder, directory, file);
    if (kept) *kept = (fs::path(directory) / kFolder / file / name).string();
    return true;
}

std::vector<FileVersion> list_versions(const std::string& directory, const std::string& file) {
    std::string error;
    const Folder folder = open_versions(directory, file, false, error);
    if (!folder.is_open()) return {};
    return versions_in(folder, directory, file);
}

bool restore_version(const std::string& directory, const FileVersion& version, std::string& error) {
    const FileRead old = read_regular_file(version.path, kMaxYamlFileBytes);
    if (!old.text) {
        error = "cannot read " + version.path + ": " + old.error;
        return false;
    }
    const std::string target = (fs::path(directory) / version.file).string();
    const FileRead current = read_regular_file(target, kMaxYamlFileBytes);
    if (current.text && *current.text != *old.text &&
        !keep_version(directory, version.file, *current.text, false, error)) {
        return false;
    }
    return write_file(target, *old.text, error);
}

}  // namespace cf
