#pragma once
// Writing files so that a crash at any moment leaves the old file or the new one,
// whole: write a temporary file in the same directory, flush and fsync it, rename it
// over the target, fsync the directory.

#include <sys/types.h>
#include <string>

namespace cf {

struct AtomicWriteOptions {
    bool keep_backup = false;  // keep the replaced file as "<path>.bak"
};

// The system calls the writer makes, in one table so a test can watch their order (the
// order is the guarantee: the data is on disk before the rename publishes it, and the
// rename is on disk before the writer says it is done).
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

// Returns false and sets `error` (with the path and the system's reason) on failure;
// the target is then untouched.
bool write_file_atomically(const std::string& path, const std::string& contents, std::string& error,
                           AtomicWriteOptions options = {},
                           const FileSystemCalls& calls = system_calls());

// Reads a whole file; false when it cannot be opened.
bool read_file(const std::string& path, std::string& contents);

}  // namespace cf
