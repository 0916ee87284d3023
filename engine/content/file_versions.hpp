#pragma once
// Earlier versions of each content file, so no save loses anything. Before a file is
// overwritten its bytes are kept as DIR/.versions/NAME/YYYYMMDD-HHMMSS-mmm.yaml (UTC;
// "-theirs" appended for another program's text kept by "keep both"). The newest
// kKeptVersions of each file are kept; "theirs" versions are never removed, because
// they exist only there.

#include <cstddef>
#include <string>
#include <vector>

namespace cf {

inline constexpr std::size_t kKeptVersions = 10;

struct FileVersion {
    std::string file;   // "actors.yaml"
    std::string path;   // the version's own file
    std::string stamp;  // "20261123-154500-123", sorts by time
    bool theirs = false;
};

// Keeps `text` as the newest version of `file` of content directory `directory`, then
// removes the oldest beyond kKeptVersions; `kept` (when given) is set to the version's
// path. false + error when it cannot be written.
bool keep_version(const std::string& directory, const std::string& file, const std::string& text,
                  bool theirs, std::string& error, std::string* kept = nullptr);

// The kept versions of `file`, newest first.
std::vector<FileVersion> list_versions(const std::string& directory, const std::string& file);

// Puts `version` back as its file (atomically), keeping the file's current bytes as a
// version first. The hot reloader then takes it like any outside change.
bool restore_version(const std::string& directory, const FileVersion& version, std::string& error);

}  // namespace cf
