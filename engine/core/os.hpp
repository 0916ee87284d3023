#pragma once
// The engine's calls into the operating system, in one place so its portability is
// visible: process ids, the user's home, the allocator, folder syncs and stats, scratch
// folders, and the kernel's folder events. POSIX and Linux today; every other file of
// engine/ uses the standard library and these, never an OS header (check_boundaries.cmake
// allows them only here and in core's two file I/O files, which say why).
// Each call reports failure as a value; none throws.

#include <optional>
#include <string>
#include <vector>

namespace cf::os {

// This process's id.
long process_id();
// Whether no process `pid` runs any more (false when it runs, or when that cannot be
// told, e.g. it belongs to another user).
bool process_gone(long pid);

// The user's home folder from the user database (for when HOME is unset); "" if unknown.
std::string home_from_user_database();

// Gives freed heap memory back to the system (glibc's malloc_trim); nothing elsewhere.
void return_freed_memory();

// Flushes the entries of `folder` ("" is the working folder) to disk, so a rename done in
// it survives a crash. Best effort: a folder that cannot be opened is left alone.
void sync_folder(const std::string& folder);

// What is at `path`, links followed: true (something), false (nothing: no such file, or
// a path through a non-folder), or nullopt with `error` saying why it cannot be told.
std::optional<bool> path_exists(const std::string& path, std::string& error);

// A new private folder named `pattern` with its trailing XXXXXX replaced; "" on failure.
std::string make_scratch_folder(std::string pattern);

// An open folder whose calls name entries inside it and never follow a symbolic link
// there, so a link planted in a folder the program writes cannot send a write elsewhere.
class Folder {
  public:
    // Why subfolder() returned a folder that is not open.
    enum class Failure { none, missing, link, not_a_folder, cannot_create, cannot_open };

    Folder() = default;
    ~Folder();
    Folder(Folder&& other) noexcept;
    Folder& operator=(Folder&& other) noexcept;
    Folder(const Folder&) = delete;
    Folder& operator=(const Folder&) = delete;

    // The folder at `path` ("" is the working folder), links followed; not open and
    // `reason` (the system's words) otherwise.
    static Folder open(const std::string& path, std::string& reason);
    // The real folder `name` inside this one, created when missing and `create`; not open
    // otherwise, with `failure` and `reason` (the system's words, when it gave any).
    Folder subfolder(const std::string& name, bool create, Failure& failure,
                     std::string& reason) const;
    // The names of the regular files inside, in no particular order.
    std::vector<std::string> regular_files() const;
    // Writes `text` to the new file `name` (never one that exists) and flushes it to disk;
    // false and `reason` otherwise, with nothing left behind.
    bool write_new_file(const std::string& name, const std::string& text,
                        std::string& reason) const;
    // Renames `from` to `to` unless `to` exists (then false with `taken`); false and
    // `reason` on any other failure.
    bool rename_unless_taken(const std::string& from, const std::string& to, bool& taken,
                             std::string& reason) const;
    // Removes the file `name`, if it is a regular file.
    void remove_file(const std::string& name) const;
    // Flushes the folder's entries to disk.
    void sync() const;
    bool is_open() const { return fd_ >= 0; }

  private:
    explicit Folder(int fd) : fd_(fd) {}
    bool is_regular(const char* name) const;
    int fd_ = -1;
};

// A queue of the kernel's news about folders (inotify on Linux), read without blocking.
// Unavailable elsewhere: open() then fails and the caller polls instead.
struct FolderEvent {
    int watch = -1;           // which watch it concerns (watch()'s result)
    std::string name;         // the entry in that folder; "" for the folder itself
    bool is_folder = false;   // the entry is a folder
    bool arrived = false;     // created or moved in
    bool left = false;        // deleted or moved out
    bool watch_gone = false;  // the watched folder itself went away (deleted, moved, unmounted)
    bool overflow = false;    // the kernel dropped events: anything may have changed
};

class FolderEvents {
  public:
    FolderEvents() = default;
    ~FolderEvents();
    FolderEvents(FolderEvents&& other) noexcept;
    FolderEvents& operator=(FolderEvents&& other) noexcept;
    FolderEvents(const FolderEvents&) = delete;
    FolderEvents& operator=(const FolderEvents&) = delete;

    // Starts the queue; false when the system has none (or refuses one).
    bool open();
    // Watches `folder` (not what is below it) for entries written, created, moved and
    // deleted; the watch's id, or -1 when refused.
    int watch(const std::string& folder);
    // Every event queued so far, oldest first; none when nothing is queued.
    std::vector<FolderEvent> read();
    void close();
    bool is_open() const { return fd_ >= 0; }

  private:
    int fd_ = -1;
};

}  // namespace cf::os
