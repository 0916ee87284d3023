#pragma once
// Hot reload from disk: watches the content directory and, when files change, loads and
// applies them through reload_content (the path replays' "reload DIR" takes). Bad
// content never replaces good content: the game keeps its last good snapshot. Loading
// (reading, parsing, validating) runs on a background thread, so a large file never
// stops the window; only applying the result to the world is done on the frame.
//
// A file may be read while another program is still writing it. So anything short of
// a clean reload waits for one more quiet debounce window before it is acted on:
// content that does not load (a half-written file is usually a YAML syntax error) is
// reported only if the files are still broken and unchanged after that window, and
// content that would remove live entities (a truncated file looks like deleted
// definitions) is applied only after it. A clean edit applies at once.

#include <filesystem>
#include <functional>
#include <future>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/content/content_loader.hpp"
#include "engine/core/problem.hpp"
#include "engine/live/content_watcher.hpp"
#include "engine/rules/game.hpp"

namespace cf {

struct HotReloadEvent {
    bool applied = false;            // the new content is live
    bool unchanged = false;          // the files define what the game already runs (e.g. the
                                     // editor's own save): nothing was applied or logged
    std::vector<Problem> problems;   // why not applied, as file:line:col (refusals: file "")
    std::vector<std::string> files;  // the changed files ("items.yaml"), sorted
    bool recovered = false;          // the files load again after a reload that failed
    ContentPtr proposed;             // ask_before_applying: the loaded content, not applied;
                                     // the caller applies it (apply_snapshot) or discards it
    ContentPtr loaded;      // what the files loaded as, whenever they did (unchanged ones too:
                            // their lines and bytes may have moved)
    double latency_ms = 0;  // first change seen -> applied (or reported), in ms
    // The newest modification time of the changed files: when they were written. The app
    // measures from here to the first frame that shows the change.
    std::optional<std::filesystem::file_time_type> written;
    ReloadReport report;  // what the reload did to the world
};

class HotReloader {
  public:
    using Clock = ContentWatcher::Clock;
    // The one way the reloader loads the content directory, on its background thread:
    // load_content by default; an incremental loader (reparsing only changed files) plugs
    // in here. It must not touch the game: it sees only the directory.
    using Loader = std::function<ContentLoad(const std::string& directory)>;

    explicit HotReloader(std::string directory, WatchOptions options = {}, Loader loader = {});
    // Layers of content, base first: each folder is watched, and loads reparse only the
    // files that changed (ContentLoader::load is the Loader).
    explicit HotReloader(std::vector<std::string> layers, WatchOptions options = {});
    // The same, going on from a loader that has loaded them (its parsed files are reused);
    // from now on only the reloader uses it. `loader`, when given, loads instead.
    explicit HotReloader(std::shared_ptr<ContentLoader> content_loader, WatchOptions options = {},
                         Loader loader = {});
    // Waits for a load still under way (its result is dropped).
    ~HotReloader();
    HotReloader(const HotReloader&) = delete;
    HotReloader& operator=(const HotReloader&) = delete;

    // Call every frame; never blocks: files are read, parsed and validated on a background
    // thread, and the result is applied to `game` by the update() that finds it ready. An
    // event when a change was applied, found unchanged, or found broken; nullopt while
    // nothing happened, a change is settling or loading.
    std::optional<HotReloadEvent> update(Game& game, Clock::time_point now);
    // A load is under way on the background thread.
    bool loading() const { return job_.has_value(); }
    // Blocks until the load under way (if any) is done, so the next update() finds it: for
    // tests that step a clock of their own, and for headless callers.
    void wait_until_loaded() const;

    // Problems of the last reload from disk that failed, until the files load again: while
    // not empty the game runs on stale content (the viewport banner, the Problems panel).
    const std::vector<Problem>& problems() const { return problems_; }
    bool stale() const { return !problems_.empty(); }
    // Latency of the last event, for the status line and the performance panel.
    std::optional<double> last_latency_ms() const { return last_latency_ms_; }
    const ContentWatcher& watcher() const { return watchers_.front(); }
    // "Ask before applying": content from disk that loads is proposed (HotReloadEvent::
    // proposed) instead of applied, so the user sees what it will do first.
    void set_ask_before_applying(bool ask) { ask_ = ask; }
    // When update() next has something to do for a change it has seen (a debounce window
    // or a held change ending); nullopt when nothing is under way. A caller that sleeps
    // should wake by then (and, while loading(), soon: the result is polled, not pushed).
    std::optional<Clock::time_point> next_deadline() const;
    const std::string& directory() const { return watchers_.front().directory(); }
    const std::vector<std::string>& layers() const { return content_loader_->layers(); }
    // What the last load did (files found, parsed again, time per phase); read it only
    // while !loading() (the background thread writes it).
    const ContentLoadStats& load_stats() const { return content_loader_->stats(); }

  private:
    // A change that loaded badly or would remove entities, waiting for a quiet window.
    struct Held {
        std::set<std::string> files;
        Clock::time_point first_seen;
        Clock::time_point deadline;
    };
    // What the background thread found.
    struct Loaded {
        ContentLoad load;
        ContentPtr against;      // what the game ran when the load started
        bool unchanged = false;  // the load defines just that
    };
    struct Job {
        std::future<Loaded> result;
        bool confirming = false;
    };

    void start_load(const Game& game, bool confirming);
    std::optional<HotReloadEvent> evaluate(Game& game, const Loaded& loaded, Clock::time_point now,
                                           bool confirming);
    HotReloadEvent finish(HotReloadEvent event, Clock::time_point now, Clock::time_point started);

    // Any change the watchers have seen, named as problems name files; nullopt if none.
    std::optional<ContentChange> poll_watchers(Clock::time_point now);
    bool watchers_pending() const;
    // When every watcher last looked (the earliest of them).
    std::optional<Clock::time_point> last_checked() const;
    std::string path_of(const std::string& shown) const;

    std::vector<ContentWatcher> watchers_;  // one per layer
    std::shared_ptr<ContentLoader> content_loader_;
    Loader loader_;  // runs on the background thread
    std::optional<Held> held_;
    std::optional<Job> job_;
    bool changed_while_loading_ = false;
    std::vector<Problem> problems_;
    std::optional<double> last_latency_ms_;
    bool ask_ = false;
};

}  // namespace cf
