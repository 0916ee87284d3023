#include "engine/content/file_versions.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string_view>
#include <system_error>
#include <utility>

#include "engine/core/file_read.hpp"
#include "engine/core/file_write.hpp"
#include "engine/core/os.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kTheirs = "-theirs";
constexpr std::string_view kFolder = ".versions";

using os::Folder;

// `name` inside `parent`, a real folder, created when missing (and `create`); not open
// and `error` otherwise ("" when it is missing and not to be created).
Folder open_subfolder(const Folder& parent, const std::string& name, const std::string& shown,
                      bool create, std::string& error) {
    Folder::Failure failure = Folder::Failure::none;
    std::string reason;
    Folder folder = parent.subfolder(name, create, failure, reason);
    switch (failure) {
        case Folder::Failure::none:
        case Folder::Failure::missing:
            break;
        case Folder::Failure::cannot_create:
            error = "cannot create the folder " + shown + ": " + reason;
            break;
        case Folder::Failure::link:
            error = shown +
                    " is a symbolic link; versions are kept only in a real folder inside the "
                    "content folder, so none was kept (replace the link by a folder)";
            break;
        case Folder::Failure::not_a_folder:
            error = "cannot open the folder " + shown + ": it is a file";
            break;
        case Folder::Failure::cannot_open:
            error = "cannot open the folder " + shown + ": " + reason;
            break;
    }
    return folder;
}

// DIR/.versions/FILE, opened safely (no symbolic link followed inside the content
// folder); `file` must be a plain file name. Not open and `error` otherwise ("" when it is
// missing and not to be created).
Folder open_versions(const std::string& directory, const std::string& file, bool create,
                     std::string& error) {
    if (file.empty() || file == "." || file == ".." || file.find('/') != std::string::npos) {
        error = "'" + file + "' is not a content file name";
        return {};
    }
    std::string reason;
    const Folder content = Folder::open(directory, reason);
    if (!content.is_open()) {
        error = "cannot open the content folder " + directory + ": " + reason;
        return {};
    }
    const fs::path versions = fs::path(directory) / kFolder;
    Folder top = open_subfolder(content, std::string(kFolder), versions.string(), create, error);
    if (!top.is_open()) return {};
    return open_subfolder(top, file, (versions / file).string(), create, error);
}

std::string now_stamp() {
    using namespace std::chrono;
    const auto now = floor<milliseconds>(system_clock::now());
    const auto day = floor<days>(now);
    const year_month_day date{day};
    const hh_mm_ss time{now - day};
    char text[64];
    std::snprintf(
        text, sizeof text, "%04d%02u%02u-%02d%02d%02d-%03d", static_cast<int>(date.year()),
        static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()),
        static_cast<int>(time.hours().count()), static_cast<int>(time.minutes().count()),
        static_cast<int>(time.seconds().count()), static_cast<int>(time.subseconds().count()));
    return text;
}

// A stamp's time and its number among the versions of one millisecond ("...-123.2" is
// the second): 1 when it has none.
std::pair<std::string_view, long> stamp_parts(std::string_view stamp) {
    const std::size_t dot = stamp.rfind('.');
    if (dot == std::string_view::npos || dot + 1 == stamp.size() || stamp.size() - dot > 7 ||
        stamp.find_first_not_of("0123456789", dot + 1) != std::string_view::npos)
        return {stamp, 1};
    return {stamp.substr(0, dot), std::stol(std::string(stamp.substr(dot + 1)))};
}

// Whether the version stamped `a` was written after the one stamped `b`. By number, not
// text, within a millisecond: the tenth save of one ("...-123.10") sorted before the
// ninth ("...-123.9"), so a fast run of saves pruned a newer version than it kept.
bool newer_stamp(std::string_view a, std::string_view b) { return stamp_parts(a) > stamp_parts(b); }

bool is_version_name(const std::string& name) {
    return name.size() > 5 && name.ends_with(".yaml") && name.front() != '.';
}

// The regular files of an open versions folder that are versions, newest first.
std::vector<FileVersion> versions_in(const Folder& folder, const std::string& directory,
                                     const std::string& file) {
    std::vector<FileVersion> versions;
    const fs::path shown = fs::path(directory) / kFolder / file;
    for (const std::string& name : folder.regular_files()) {
        if (!is_version_name(name)) continue;
        std::string stem = name.substr(0, name.size() - 5);
        FileVersion version{file, (shown / name).string(), stem, false};
        if (stem.ends_with(kTheirs)) {
            version.theirs = true;
            version.stamp = stem.substr(0, stem.size() - kTheirs.size());
        }
        versions.push_back(std::move(version));
    }
    std::sort(versions.begin(), versions.end(), [](const FileVersion& a, const FileVersion& b) {
        return newer_stamp(a.stamp, b.stamp);
    });
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
    return os::process_gone(std::stol(digits));
}

// Removes what the pruning rule no longer keeps, and temporary files of killed writers:
// only regular files of this folder.
void prune(const Folder& folder, const std::string& directory, const std::string& file) {
    std::size_t mine = 0, theirs = 0;
    for (const FileVersion& version : versions_in(folder, directory, file)) {
        if (++(version.theirs ? theirs : mine) <= kKeptVersions) continue;
        folder.remove_file(fs::path(version.path).filename().string());
    }
    for (const std::string& name : folder.regular_files()) {
        if (abandoned_temp(name)) folder.remove_file(name);
    }
}

// Renames `temp` to the first unused name built from `stamp`: two saves within a
// millisecond get a suffix, and nothing is ever replaced. A number either kind holds
// counts as used, so no two versions share a stamp and their order is total (a
// "theirs" copy and the designer's own of one millisecond sorted either way).
bool publish(const Folder& folder, const std::string& temp, const std::string& stamp, bool theirs,
             std::string& name, std::string& reason) {
    const std::vector<std::string> present = folder.regular_files();
    const auto used = [&present](const std::string& stem) {
        return std::find(present.begin(), present.end(), stem + ".yaml") != present.end() ||
               std::find(present.begin(), present.end(), stem + std::string(kTheirs) + ".yaml") !=
                   present.end();
    };
    for (int n = 1; n < 1000; ++n) {
        const std::string stem = stamp + (n > 1 ? "." + std::to_string(n) : "");
        if (used(stem)) continue;
        name = stem + (theirs ? std::string(kTheirs) : "") + ".yaml";
        bool taken = false;
        if (folder.rename_unless_taken(temp, name, taken, reason)) return true;
        if (!taken) return false;
    }
    reason = std::generic_category().message(EEXIST);
    return false;
}

// Writes `text` as a new file of the folder (temporary file, sync, rename), so a crash
// never leaves half a version.
bool write_new_version(const Folder& folder, const std::string& stamp, bool theirs,
                       const std::string& text, std::string& name, std::string& error) {
    static std::atomic<unsigned> counter{0};
    const std::string temp =
        ".new-" + std::to_string(os::process_id()) + "-" + std::to_string(++counter) + ".tmp";
    std::string reason;
    if (!folder.write_new_file(temp, text, reason)) {
        error = "cannot keep a version: " + reason;
        return false;
    }
    if (!publish(folder, temp, stamp, theirs, name, reason)) {
        folder.remove_file(temp);
        error = "cannot keep a version: " + reason;
        return false;
    }
    folder.sync();
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
