#include "engine/live/hot_reloader.hpp"

#include <algorithm>

#include "engine/content/content_build.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/content/content_writer.hpp"
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

double milliseconds(HotReloader::Clock::duration d) {
    return std::chrono::duration<double, std::milli>(d).count();
}

}  // namespace

HotReloader::HotReloader(std::string directory, WatchOptions options)
    : HotReloader(std::vector<std::string>{std::move(directory)}, options) {}

HotReloader::HotReloader(std::vector<std::string> layers, WatchOptions options)
    : HotReloader(std::make_shared<ContentLoader>(std::move(layers)), options) {}

HotReloader::HotReloader(std::shared_ptr<ContentLoader> loader, WatchOptions options)
    : loader_(std::move(loader)) {
    for (const std::string& layer : loader_->layers()) watchers_.emplace_back(layer, options);
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
    if (auto change = poll_watchers(now)) {
        if (!held_) held_ = Held{{}, change->first_seen, now};
        held_->files.insert(change->files.begin(), change->files.end());
        held_->first_seen = std::min(held_->first_seen, change->first_seen);
        return evaluate(game, now, false);
    }
    // A held change is confirmed after a whole quiet window that the watcher has seen
    // the end of (polling looks only every so often).
    if (held_ && now >= held_->deadline && !watchers_pending()) {
        const auto checked = last_checked();
        if (checked && *checked >= held_->deadline) return evaluate(game, now, true);
    }
    return std::nullopt;
}

std::optional<HotReloadEvent> HotReloader::evaluate(Game& game, Clock::time_point now,
                                                    bool confirming) {
    const auto started = Clock::now();
    HotReloadEvent event;
    event.files.assign(held_->files.begin(), held_->files.end());
    // Loaded first without touching the game, so a file still being written leaves no
    // trace: no problem reported, no line in the message log.
    const ContentLoad probe = loader_->load();
    if (probe.content && same_definitions(*probe.content, game.content())) {
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
        std::error_code ec;
        const auto mtime = std::filesystem::last_write_time(path_of(file), ec);
        if (!ec && (!event.written || mtime > *event.written)) event.written = mtime;
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
