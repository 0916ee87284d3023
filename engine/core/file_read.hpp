#pragma once
// Reading a file a user named (content, prefab map, replay): only regular files, and
// never more than a size limit. Opening never blocks, so a FIFO, /dev/zero or a
// directory in place of a file is refused with a message instead of hanging the
// program or growing its memory without bound.

#include <cstddef>
#include <optional>
#include <string>

namespace cf {

struct FileRead {
    std::optional<std::string> text;  // the whole file; empty when it could not be read
    std::string error;                // why not, for a Problem ("is a directory, not a file")
};

// The contents of `path` when it is a regular file of at most `max_bytes` bytes.
FileRead read_regular_file(const std::string& path, std::size_t max_bytes);

}  // namespace cf
