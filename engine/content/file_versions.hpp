#pragma once
// Earlier versions of each content file, so no save loses anything. Before a file is
// overwritten its bytes are kept as DIR/.versions/NAME/YYYYMMDD-HHMMSS-mmm.yaml (UTC;
// "-theirs" appended for another program's text kept by "keep both").
//
// Pruning rule: per content file, the newest kKeptVersions saved versions and, apart
// from them, the newest kKeptVersions "theirs" copies are kept; older ones are removed
// when a new one of their kind is kept. Nothing else is ever removed.
//
// `.versions` and `.versions/NAME` must be real folders inside the content folder (they
// are created when missing). A symbolic link, or a file, in their place is refused with
// a message: no version is then kept, and the save that wanted one is not made. The
// folders are opened without following links and every file in them is created, listed
// and removed relative to the open folder, so a link planted there can never send a
// write or a removal elsewhere.

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

// The pruning rule in one sentence, for the editor's Versions window.
std::string versions_rule_text();

// Keeps `text` as the newest version of `file` of content directory `directory`, then
// prunes by the rule above; `kept` (when given) is set to the version's path. false +
// error when it cannot be written (nothing is kept then).
bool keep_version(const std::string& directory, const std::string& file, const std::string& text,
                  bool theirs, std::string& error, std::string* kept = nullptr);

// The kept versions of `file`, newest first (regular files only).
std::vector<FileVersion> list_versions(const std::string& directory, const std::string& file);

// Puts `version` back as its file (write_file), keeping the file's current bytes as a
// version first. The hot reloader then takes it like any outside change.
bool restore_version(const std::string& directory, const FileVersion& version, std::string& error);

}  // namespace cf
