#include "engine/live/content_watcher.hpp"

#include "engine/content/content_layout.hpp"
#include "engine/core/file_read.hpp"
#include "engine/core/hash.hpp"
#include "engine/core/os.hpp"

#include <algorithm>
#include <fstream>
#include <utility>

namespace cf {

namespace fs = std::filesystem;

namespace {

// A file modified this recently may change again within the filesystem's timestamp
// granularity (a jiffy on Linux) without its mtime or size moving, so polling also
// compares its contents. Older files are compared by mtime and size alone.
constexpr auto kRacyWindow = std::chrono::seconds(2);

std::uint64_t hash_file(const fs::path& path) {
    // Never blocks, even when the name has just become a FIFO: reads regular files only.
    constexpr std::size_t kMaxHashed = 16u << 20u;
    const FileRead read = read_regular_file(path.string(), kMaxHashed);
    const std::uint64_t hash = fnv1a(read.text.value_or(read.error));
    return hash == 0 ? 1 : hash;  // 0 means "not read"
}

}  // namespace

ContentWatcher::ContentWatcher(std::string directory, WatchOptions options)
    : directory_(std::move(directory)), options_(options) {
    if (options_.mode != WatchMode::polling && start_inotify()) {
        mode_ = WatchMode::inotify;
    } else {
        mode_ = WatchMode::polling;
        listing_ = list_files();
    }
}

ContentWatcher::~ContentWatcher() { stop_inotify(); }

ContentWatcher::ContentWatcher(ContentWatcher&& other) noexcept
    : directory_(std::move(other.directory_)),
      options_(other.options_),
      mode_(other.mode_),
      events_(std::move(other.events_)),
      root_watch_(std::exchange(other.root_watch_, -1)),
      folders_(std::move(other.folders_)),
      listing_(std::move(other.listing_)),
      last_scan_(other.last_scan_),
      last_checked_(other.last_checked_),
      changed_(std::move(other.changed_)),
      first_seen_(other.first_seen_),
      last_seen_(other.last_seen_) {}

ContentWatcher& ContentWatcher::operator=(ContentWatcher&& other) noexcept {
    if (this == &other) return *this;
    stop_inotify();
    directory_ = std::move(other.directory_);
    options_ = other.options_;
    mode_ = other.mode_;
    events_ = std::move(other.events_);
    root_watch_ = std::exchange(other.root_watch_, -1);
    folders_ = std::move(other.folders_);
    listing_ = std::move(other.listing_);
    last_scan_ = other.last_scan_;
    last_checked_ = other.last_checked_;
    changed_ = std::move(other.changed_);
    first_seen_ = other.first_seen_;
    last_seen_ = other.last_seen_;
    return *this;
}

std::optional<ContentChange> ContentWatcher::poll(Clock::time_point now) {
    if (mode_ == WatchMode::inotify) {
        read_events(now);
        if (mode_ == WatchMode::inotify) last_checked_ = now;
    }
    if (mode_ == WatchMode::polling) {
        // While changes are pending, scan at the debounce rate so quiet is seen promptly.
        const auto period = pending() ? std::min(options_.debounce, options_.poll_interval)
                                      : options_.poll_interval;
        if (!last_scan_ || now - *last_scan_ >= period) scan(now);
    }
    if (changed_.empty() || now - last_seen_ < options_.debounce) return std::nullopt;
    // Polling only knows the directory was quiet if a scan after the interval said so.
    if (mode_ == WatchMode::polling &&
        (!last_scan_ || *last_scan_ - last_seen_ < options_.debounce)) {
        return std::nullopt;
    }
    ContentChange change{{changed_.begin(), changed_.end()}, first_seen_};
    changed_.clear();
    return change;
}

void ContentWatcher::note(const std::string& name, Clock::time_point now) {
    if (changed_.empty()) first_seen_ = now;
    changed_.insert(name);
    last_seen_ = now;
}

ContentWatcher::Listing ContentWatcher::list_files() const {
    Listing out;
    const auto racy_after = fs::file_time_type::clock::now() - kRacyWindow;
    for (const std::string& name : list_layer_files(directory_, directory_).files) {
        const fs::path path = fs::path(directory_) / name;
        std::error_code stat_ec;
        Stamp stamp;
        stamp.mtime = fs::last_write_time(path, stat_ec);
        if (!stat_ec) stamp.size = fs::file_size(path, stat_ec);
        if (stat_ec) continue;  // gone or not a file: as if absent
        if (stamp.mtime >= racy_after) stamp.hash = hash_file(path);
        out.emplace(name, stamp);
    }
    return out;
}

void ContentWatcher::scan(Clock::time_point now) {
    Listing current = list_files();
    for (const auto& [name, stamp] : current) {
        const auto old = listing_.find(name);
        const bool same =
            old != listing_.end() && old->second.mtime == stamp.mtime &&
            old->second.size == stamp.size &&
            (old->second.hash == 0 || stamp.hash == 0 || old->second.hash == stamp.hash);
        if (!same) note(name, now);
    }
    for (const auto& [name, stamp] : listing_) {
        if (!current.contains(name)) note(name, now);
    }
    listing_ = std::move(current);
    last_scan_ = now;
    last_checked_ = now;
}

void ContentWatcher::fall_back_to_polling(Clock::time_point now) {
    stop_inotify();
    mode_ = WatchMode::polling;
    // Whatever is in the directory from now on is news: an empty listing reports every
    // file the next scan finds (a directory replaced by another one reloads in full).
    listing_.clear();
    last_scan_.reset();
    scan(now);
}

bool ContentWatcher::start_inotify() {
    if (!events_.open()) return false;
    const int root = events_.watch(directory_);
    if (root < 0) {
        stop_inotify();
        return false;
    }
    root_watch_ = root;
    folders_[root] = "";
    watch_folders_below("");
    return true;
}

// Watches every folder under `folder` (relative, "" for the root) that content may be in;
// false when the system refuses a watch (then polling takes over).
bool ContentWatcher::watch_folders_below(const std::string& folder) {
    std::error_code ec;
    const fs::path base = fs::path(directory_) / folder;
    for (auto it = fs::recursive_directory_iterator(base, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        std::error_code type_ec;
        if (!it->is_directory(type_ec)) continue;
        if (it->path().filename().string().starts_with('.')) {
            it.disable_recursion_pending();
            continue;
        }
        const int wd = events_.watch(it->path().string());
        if (wd < 0) return false;
        folders_[wd] = it->path().lexically_relative(directory_).generic_string();
    }
    return true;
}

void ContentWatcher::stop_inotify() {
    events_.close();
    folders_.clear();
    root_watch_ = -1;
}

void ContentWatcher::read_events(Clock::time_point now) {
    bool overflow = false;
    bool lost = false;
    for (const os::FolderEvent& event : events_.read()) {
        if (event.overflow) overflow = true;
        // A sub-folder going away is news about its files; the root going away is not
        // something the kernel's events can follow.
        if (event.watch_gone && event.watch == root_watch_) lost = true;
        if (event.watch_gone && event.watch != root_watch_) folders_.erase(event.watch);
        const auto folder = folders_.find(event.watch);
        if (event.name.empty() || folder == folders_.end()) continue;
        const std::string& name = event.name;
        const std::string path = folder->second.empty() ? name : folder->second + "/" + name;
        if (event.is_folder && !name.starts_with('.')) {
            // A folder created or moved in: watch it, and what it already holds is new.
            if (event.arrived) {
                const int wd = events_.watch((fs::path(directory_) / path).string());
                if (wd < 0 || !watch_folders_below(path)) lost = true;
                if (wd >= 0) folders_[wd] = path;
            }
            for (const auto& [file, stamp] : list_files()) {
                if (file.starts_with(path + "/")) note(file, now);
            }
            if (event.left) note(path + "/", now);
        } else if (is_content_file_name(name)) {
            note(path, now);
        }
    }
    if (lost) {
        fall_back_to_polling(now);
    } else if (overflow) {
        // The kernel dropped events: any file may have changed.
        for (const auto& [name, stamp] : list_files()) note(name, now);
    }
}

}  // namespace cf
