#include "engine/live/hot_reloader.hpp"

#include <algorithm>
#include <chrono>
#include <utility>

#include "engine/content/content_build.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"
#include "engine/core/os.hpp"
#include "engine/rules/content_reload.hpp"

namespace cf {

namespace {

// Whether applying `next` would take something out of the world (an entity or carried
// item whose definition is gone) or be refused (a tile of the current floor is gone):
// exactly what a file cut short by a writer still at work looks like.
bool removes_state(const World& world, const Content& next) {
    for (const DefId& tile : world.map.palette()) {
        if (!next.tile(tile)) return true;
    }
    for (const Entity& e : world.entities) {
        const bool exists =
            e.is_item() ? next.item(e.def) != nullptr : next.actor(e.def) != nullptr;
        if (!exists) return true;
        if (!e.inventory) continue;
        for (const ItemInstance& item : e.inventory->items) {
            if (!next.item(item.def)) return true;
        }
    }
    return false;
}

// "items.yaml" or "actors.yaml, items.yaml", for the log line.
std::string label_of(const std::set<std::string>& files) {
    std::string out;
    for (const std::string& f : files) out += (out.empty() ? "" : ", ") + f;
    return out.empty() ? "content" : out;
}

constexpr auto kLoadPollInterval = std::chrono::milliseconds(10);

double milliseconds(HotReloader::Clock::duration d) {
    return std::chrono::duration<double, std::milli>(d).count();
}

// When the file at `path` was written, if that is when this change was made: only a
// regular file's time counts, and only a recent one (a device's, or that of an old file
// moved into place, would make the latency a nonsense figure).
std::optional<std::filesystem::file_time_type> write_time(const std::filesystem::path& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return std::nullopt;
    const auto mtime = fs::last_write_time(path, ec);
    const auto now = fs::file_time_type::clock::now();
    if (ec || mtime > now + std::chrono::seconds(1) || now - mtime > std::chrono::minutes(1))
        return std::nullopt;
    return mtime;
}

}  // namespace

HotReloader::HotReloader(std::string directory, WatchOptions options, Loader loader)
    : HotReloader(std::make_shared<ContentLoader>(std::vector<std::string>{std::move(directory)}),
                  options, std::move(loader)) {}

HotReloader::HotReloader(std::vector<std::string> layers, WatchOptions options)
    : HotReloader(std::make_shared<ContentLoader>(std::move(layers)), options) {}

HotReloader::HotReloader(std::shared_ptr<ContentLoader> content_loader, WatchOptions options,
                         Loader loader)
    : content_loader_(std::move(content_loader)), loader_(std::move(loader)) {
    for (const std::string& layer : content_loader_->layers())
        watchers_.emplace_back(layer, options);
    // The incremental loader by default: only the background thread calls it, one load at
    // a time, so its caches need no lock.
    if (!loader_) {
        loader_ = [content_loader = content_loader_](const std::string&) {
            return content_loader->load();
        };
    }
}

HotReloader::~HotReloader() { wait_until_loaded(); }

void HotReloader::wait_until_loaded() const {
    if (job_ && job_->result.valid()) job_->result.wait();
}

std::optional<ContentChange> HotReloader::poll_watchers(Clock::time_point now) {
    std::optional<ContentChange> out;
    const bool several = watchers_.size() > 1;
    for (ContentWatcher& watcher : watchers_) {
        auto change = watcher.poll(now);
        if (!change) continue;
        if (!out) out = ContentChange{{}, change->first_seen};
        out->first_seen = std::min(out->first_seen, change->first_seen);
        for (const std::string& file : change->files)
            out->files.push_back(shown_file_name(layer_name(watcher.directory()), file, several));
    }
    return out;
}

bool HotReloader::watchers_pending() const {
    return std::any_of(watchers_.begin(), watchers_.end(),
                       [](const ContentWatcher& w) { return w.pending(); });
}

std::optional<HotReloader::Clock::time_point> HotReloader::last_checked() const {
    std::optional<Clock::time_point> earliest;
    for (const ContentWatcher& w : watchers_) {
        const auto checked = w.last_checked();
        if (!checked) return std::nullopt;
        if (!earliest || *checked < *earliest) earliest = checked;
    }
    return earliest;
}

std::string HotReloader::path_of(const std::string& shown) const {
    // With several layers a file's shown name starts with its layer's folder.
    if (watchers_.size() > 1) return shown;
    return (std::filesystem::path(directory()) / shown).string();
}

std::optional<HotReloadEvent> HotReloader::update(Game& game, Clock::time_point now) {
    bool evaluate_now = false;
    bool confirming = false;
    if (auto change = poll_watchers(now)) {
        if (!held_) held_ = Held{{}, change->first_seen, now};
        held_->files.insert(change->files.begin(), change->files.end());
        held_->first_seen = std::min(held_->first_seen, change->first_seen);
        evaluate_now = true;
        changed_while_loading_ = job_.has_value();
    } else if (held_ && !job_ && now >= held_->deadline && !watchers_pending()) {
        // A held change is confirmed after a whole quiet window that the watchers have seen
        // the end of (polling looks only every so often).
        const auto checked = last_checked();
        evaluate_now = confirming = checked && *checked >= held_->deadline;
    }
    if (job_) {
        if (job_->result.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
            return std::nullopt;
        Job done = std::move(*job_);
        job_.reset();
        Loaded loaded = done.result.get();
        // The memory a large load used (yaml-cpp spends about 460 bytes a value) goes back
        // to the system, instead of keeping the process at its peak.
        os::return_freed_memory();
        // The files changed again while they were loading: what was read is already old.
        if (std::exchange(changed_while_loading_, false)) {
            start_load(game, false);
            return std::nullopt;
        }
        return evaluate(game, loaded, now, done.confirming);
    }
    if (evaluate_now) start_load(game, confirming);
    return std::nullopt;
}

void HotReloader::start_load(const Game& game, bool confirming) {
    // The thread gets copies only: the directory, the loader and the content the game
    // runs now (immutable, shared), never the game itself.
    job_ =
        Job{std::async(std::launch::async,
                       [directory = directory(), loader = loader_, current = game.content_ptr()] {
                           Loaded loaded{loader(directory), current, false};
                           loaded.unchanged = loaded.load.content &&
                                              same_definitions(*loaded.load.content, *current);
                           return loaded;
                       }),
            confirming};
}

std::optional<HotReloadEvent> HotReloader::evaluate(Game& game, const Loaded& loaded,
                                                    Clock::time_point now, bool confirming) {
    const auto started = Clock::now();
    HotReloadEvent event;
    event.files.assign(held_->files.begin(), held_->files.end());
    // Loaded without touching the game, so a file still being written leaves no trace:
    // no problem reported, no line in the message log.
    const ContentLoad& probe = loaded.load;
    event.loaded = probe.content;
    const bool unchanged = game.content_ptr() == loaded.against
                               ? loaded.unchanged
                               : probe.content && same_definitions(*probe.content, game.content());
    if (unchanged) {
        event.unchanged = true;
        return finish(std::move(event), now, started);
    }
    const bool risky = !probe.content || removes_state(game.world(), *probe.content);
    if (risky && !confirming) {
        held_->deadline = now + watchers_.front().options().debounce;
        return std::nullopt;
    }
    // The game's log says so when broken content is fixed (a log line is its event).
    const std::string label = label_of(held_->files) + (stale() ? " (content is valid again)" : "");
    if (ask_ && probe.content) {
        event.proposed = probe.content;
        return finish(std::move(event), now, started);
    }
    // The probe is the new content: applying it saves loading the files a second time.
    ContentReload reload;
    if (probe.content) {
        reload = apply_snapshot(game, probe.content, {}, label);
    } else {
        reload.problems = probe.problems;
    }
    if (!reload.applied && !confirming) {
        // Refused (a tile of the floor is gone): a writer still at work, or for good once
        // confirmed.
        held_->deadline = now + watchers_.front().options().debounce;
        return std::nullopt;
    }
    event.applied = reload.applied;
    event.problems = std::move(reload.problems);
    event.report = std::move(reload.report);
    return finish(std::move(event), now, started);
}

std::optional<HotReloader::Clock::time_point> HotReloader::next_deadline() const {
    // The load's result is polled: look again soon, without spinning.
    if (job_) return Clock::now() + kLoadPollInterval;
    std::optional<Clock::time_point> quiet;
    for (const ContentWatcher& w : watchers_) {
        const auto at = w.quiet_at();
        if (at && (!quiet || *at < *quiet)) quiet = at;
    }
    if (held_ && quiet) return std::min(held_->deadline, *quiet);
    if (held_) return held_->deadline;
    return quiet;
}

HotReloadEvent HotReloader::finish(HotReloadEvent event, Clock::time_point now,
                                   Clock::time_point started) {
    for (const std::string& file : held_->files) {
        const auto mtime = write_time(path_of(file));
        if (mtime && (!event.written || *mtime > *event.written)) event.written = mtime;
    }
    // `now` is the frame's time (tests pass their own clock); the work done since is real.
    event.latency_ms = milliseconds(now - held_->first_seen) + milliseconds(Clock::now() - started);
    if (event.applied || event.unchanged || event.proposed) {
        event.recovered = stale();
        problems_.clear();
    } else {
        problems_ = event.problems;
    }
    last_latency_ms_ = event.latency_ms;
    held_.reset();
    return event;
}

}  // namespace cf
