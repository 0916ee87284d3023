#pragma once
// Writing files so that a crash at any moment leaves the old file or the new one,
// whole: write a temporary file in the same directory, flush and fsync it, rename it
// over the target, fsync the directory.

#include <string>

namespace cf {

struct AtomicWriteOptions {
    bool keep_backup = false;  // keep the replaced file as "<path>.bak"
};

// Returns false and sets `error` (with the path and the system's reason) on failure;
// the target is then untouched.
bool write_file_atomically(const std::string& path, const std::string& contents,
                           std::string& error, AtomicWriteOptions options = {});

// Reads a whole file; false when it cannot be opened.
bool read_file(const std::string& path, std::string& contents);

}  // namespace cf
