#pragma once
// Watches a content directory and its sub-folders (not hidden ones) for changes made by
// any program: the editor's own saves, a text editor, git. inotify on Linux; elsewhere, or when
// asked, a portable polling scan. Changes are gathered until the directory has been quiet for a
// debounce interval, so a file written in several steps, or renamed into place from a temporary
// file, is reported once, after the last step.

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/content/content_layout.hpp"
#include "engine/core/os.hpp"

namespace cf {

enum class WatchMode {
    automatic,  // inotify where the system has it, else polling
    inotify,    // Linux only; falls back to polling when it cannot be set up
    polling,    // compares every *.yaml file's size and mtime (and recent files' bytes); portable
};

struct WatchOptions {
    WatchMode mode = WatchMode::automatic;
    // How long the directory must stay quiet after a change before it is reported.
    std::chrono::milliseconds debounce{30};
    // Polling: the least time between two scans while nothing is pending.
    std::chrono::milliseconds poll_interval{50};
};

struct ContentChange {
    // Changed files by path in the directory ("items.yaml", "actors/orcs.yaml"), sorted; a
    // folder that went away is its path and a '/' ("actors/old/").
    std::vector<std::string> files;
    std::chrono::steady_clock::time_point first_seen;  // when the first of them was noticed
};

// is_content_file_name (content_layout.hpp) says which file names can matter.

class ContentWatcher {
  public:
    using Clock = std::chrono::steady_clock;

    // Starts watching at once; a directory that does not exist yet is polled for.
    explicit ContentWatcher(std::string directory, WatchOptions options = {});
    ~ContentWatcher();
    ContentWatcher(const ContentWatcher&) = delete;
    ContentWatcher& operator=(const ContentWatcher&) = delete;
    ContentWatcher(ContentWatcher&& other) noexcept;
    ContentWatcher& operator=(ContentWatcher&& other) noexcept;

    // Call every frame; never blocks. A batch once the directory has been quiet for the
    // debounce interval after one or more changes; nullopt otherwise.
    std::optional<ContentChange> poll(Clock::time_point now);
    // Changes were seen that poll() has not reported yet (the directory is not quiet).
    bool pending() const { return !changed_.empty(); }
    // When the pending changes will have been quiet for the debounce interval (poll()
    // can report them then, if nothing else changes); nullopt when nothing is pending.
    std::optional<Clock::time_point> quiet_at() const {
        if (!pending()) return std::nullopt;
        return last_seen_ + options_.debounce;
    }
    // When poll() last looked at the directory (read events or scanned). Only changes
    // made before this moment can be known to be absent.
    std::optional<Clock::time_point> last_checked() const { return last_checked_; }
    // The mechanism in use: inotify or polling, never automatic.
    WatchMode mode() const { return mode_; }
    const std::string& directory() const { return directory_; }
    const WatchOptions& options() const { return options_; }

  private:
    struct Stamp {
        std::filesystem::file_time_type mtime;
        std::uintmax_t size = 0;
        std::uint64_t hash = 0;  // of the contents; 0 when not read (see scan())
    };
    using Listing = std::map<std::string, Stamp>;

    bool start_inotify();
    bool watch_folders_below(const std::string& folder);
    void stop_inotify();
    void read_events(Clock::time_point now);
    void scan(Clock::time_point now);
    Listing list_files() const;
    void note(const std::string& name, Clock::time_point now);
    // inotify lost the directory (deleted, moved, unmounted): carry on by polling.
    void fall_back_to_polling(Clock::time_point now);

    std::string directory_;
    WatchOptions options_;
    WatchMode mode_ = WatchMode::polling;
    os::FolderEvents events_;  // inotify: the kernel's folder news
    int root_watch_ = -1;
    std::map<int, std::string> folders_;  // inotify: watch -> folder under the directory
    Listing listing_;                     // polling: the files as last scanned
    std::optional<Clock::time_point> last_scan_;
    std::optional<Clock::time_point> last_checked_;
    std::set<std::string> changed_;  // not yet reported
    Clock::time_point first_seen_{};
    Clock::time_point last_seen_{};
};

}  // namespace cf
