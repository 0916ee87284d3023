#include "engine/content/file_versions.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <system_error>

#include "engine/core/atomic_file.hpp"

namespace cf {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kTheirs = "-theirs";

fs::path versions_of(const std::string& directory, const std::string& file) {
    return fs::path(directory) / ".versions" / file;
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

void remove_oldest(const std::string& directory, const std::string& file) {
    std::size_t kept = 0;
    for (const FileVersion& version : list_versions(directory, file)) {
        if (version.theirs) continue;
        if (++kept <= kKeptVersions) continue;
        std::error_code ignored;
        fs::remove(version.path, ignored);
    }
}

}  // namespace

bool keep_version(const std::string& directory, const std::string& file, const std::string& text,
                  bool theirs, std::string& error, std::string* kept) {
    const fs::path folder = versions_of(directory, file);
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec) {
        error = "cannot create " + folder.string() + ": " + ec.message();
        return false;
    }
    const std::string stamp = now_stamp();
    std::string name = stamp + (theirs ? std::string(kTheirs) : "") + ".yaml";
    // Two saves within a millisecond: the later one gets a suffix, nothing is replaced.
    for (int n = 2; fs::exists(folder / name); ++n) {
        name = stamp + "." + std::to_string(n) + (theirs ? std::string(kTheirs) : "") + ".yaml";
    }
    if (!write_file_atomically((folder / name).string(), text, error)) return false;
    remove_oldest(directory, file);
    if (kept) *kept = (folder / name).string();
    return true;
}

std::vector<FileVersion> list_versions(const std::string& directory, const std::string& file) {
    std::vector<FileVersion> versions;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(versions_of(directory, file), ec)) {
        std::string stem = entry.path().stem().string();
        if (entry.path().extension() != ".yaml") continue;
        FileVersion version{file, entry.path().string(), stem, false};
        if (stem.ends_with(kTheirs)) {
            version.theirs = true;
            version.stamp = stem.substr(0, stem.size() - kTheirs.size());
        }
        versions.push_back(std::move(version));
    }
    std::sort(versions.begin(), versions.end(),
              [](const FileVersion& a, const FileVersion& b) { return a.stamp > b.stamp; });
    return versions;
}

bool restore_version(const std::string& directory, const FileVersion& version, std::string& error) {
    std::string text;
    if (!read_file(version.path, text)) {
        error = "cannot read " + version.path;
        return false;
    }
    const std::string target = (fs::path(directory) / version.file).string();
    std::string current;
    if (read_file(target, current) && current != text &&
        !keep_version(directory, version.file, current, false, error)) {
        return false;
    }
    return write_file_atomically(target, text, error);
}

}  // namespace cf
