#pragma once
// The one way the program reads a file a user named (content, saves, replays,
// recordings, prefabs, tilesets, diff inputs, lab tables): only regular files, and never
// more than a size limit the caller gives, which is at least what the program itself
// writes of that kind. Opening never blocks, so a FIFO, /dev/zero or a
// directory in place of a file is refused with a message instead of hanging the
// program or growing its memory without bound.

#include <cstddef>
#include <optional>
#include <string>

namespace cf {

struct FileRead {
    std::optional<std::string> text;  // the whole file; empty when it could not be read
    std::string error;                // why not, for a Problem ("is a directory, not a file")
    bool missing = false;             // nothing is at the path (or a link there leads nowhere)
};

// The contents of `path` when it is a regular file of at most `max_bytes` bytes.
FileRead read_regular_file(const std::string& path, std::size_t max_bytes);

}  // namespace cf
