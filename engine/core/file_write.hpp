#pragma once
// The one way the program writes a file a user named: saves, dumps, recordings, lab
// tables, content, versions, morgue files. What happens depends on what is at the path:
//
// - a regular file, or nothing: the file is written atomically beside its real target (a
//   symbolic link is followed to the file it names, which is replaced; the link stays).
//   The new bytes go to a temporary file created with O_EXCL | O_NOFOLLOW under a random
//   name in the target's folder, are synced, and are renamed over the target, and the
//   folder is synced, so a crash at any moment leaves the old file or the new one, whole;
// - a device, a FIFO or a terminal (`--csv /dev/stdout`, `| cat`, a named pipe): the bytes
//   are written to it directly, and it stays what it was;
// - /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N: the bytes go to that descriptor;
// - a folder or a socket: refused with the reason.
//
// Nothing is ever deleted or written outside the target's folder: the only files removed
// are this program's own temporary files there, left by writers that no longer run.

#include <sys/types.h>

#include <optional>
#include <string>
#include <string_view>

namespace cf {

struct WriteOptions {
    bool keep_backup = false;    // keep the replaced file as "<target>.bak" (atomically too)
    bool create_folders = true;  // create the target's missing folders
};

// The system calls the atomic write makes, in one table so a test can watch their order
// (the order is the guarantee: the data is on disk before the rename publishes it, and
// the rename is on disk before the writer says it is done).
struct FileSystemCalls {
    int (*open)(const char* path, int flags, mode_t mode);
    ssize_t (*write)(int fd, const void* data, size_t size);
    int (*fsync)(int fd);
    int (*close)(int fd);
    int (*rename)(const char* from, const char* to);
    int (*unlink)(const char* path);
};
// The real ones.
const FileSystemCalls& system_calls();

// Writes `contents` to `path` as described above. False and `error` (the path and the
// system's reason) on failure; a regular target is then untouched.
bool write_file(const std::string& path, std::string_view contents, std::string& error,
                WriteOptions options = {}, const FileSystemCalls& sys = system_calls());

// What a write to `path` would replace: the path with every symbolic link followed
// (relative links against their own folder), whether or not the file it names exists.
// nullopt and `error` for a link loop or a link that cannot be read.
std::optional<std::string> real_target(const std::string& path, std::string& error);

// The descriptor a path names without naming a file: 1 for /dev/stdout, 2 for
// /dev/stderr, N for /dev/fd/N and /proc/self/fd/N; nullopt for anything else.
std::optional<int> standard_stream(std::string_view path);

}  // namespace cf
