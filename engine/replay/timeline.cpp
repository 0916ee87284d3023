#include "engine/replay/timeline.hpp"

#include <algorithm>

namespace cf {

Timeline::Timeline(const Game& game, TimelineOptions options)
    : options_(options), start_content_(game.start_content()) {
    options_.anchor_every = std::max<std::size_t>(1, options_.anchor_every);
    options_.fine_every = std::max<std::size_t>(1, options_.fine_every);
    options_.density = std::max<std::size_t>(1, options_.density);
    Game again(game.start_content(), game.start_world());
    keyframes_[0] = {{again.content_ptr(), again.world()}, true};
    remember(again.world());
    for (const Event& e : game.log()) {
        again.apply(e);
        log_.push_back(e);
        remember(again.world());
        focus_ = log_.size();
        keep(log_.size(), again);
        thin();
    }
}

namespace {

// A cheap check that two start worlds are the same game's (not a full comparison).
bool same_start(const World& a, const World& b) {
    return a.seed == b.seed && a.rng.state() == b.rng.state() && a.turn == b.turn &&
           a.depth == b.depth && a.next_id == b.next_id && a.entities.size() == b.entities.size() &&
           a.log.messages().size() == b.log.messages().size();
}

}  // namespace

bool Timeline::sync(const Game& live) {
    if (live.log().size() < log_.size() || live.start_content() != start_content_ ||
        !same_start(live.start_world(), start_world())) {
        return false;
    }
    if (live.log().size() == log_.size()) return true;
    const bool following = focus_ == log_.size();  // the user looks at the present
    const std::size_t before = log_.size();
    log_.insert(log_.end(), live.log().begin() + static_cast<std::ptrdiff_t>(before),
                live.log().end());
    if (log_.size() == before + 1) {
        remember(live.world());
    } else {
        // Several events since the last look: replay them from the last present for their turns.
        const Stored& from = keyframes_.at(before);
        Game again(from.snapshot.content, from.snapshot.world);
        for (std::size_t n = before; n < log_.size(); ++n) {
            again.apply(log_[n]);
            remember(again.world());
        }
    }
    if (following) focus_ = log_.size();
    keep(log_.size(), live);
    thin();
    return true;
}

std::size_t Timeline::events_at_turn(int turn) const {
    for (std::size_t n = 0; n < moments_.size(); ++n) {
        if (moments_[n].turn >= turn) return n;
    }
    return log_.size();
}

std::size_t Timeline::step_back(std::size_t events) const {
    events = std::min(events, log_.size());
    if (events == 0 || moments_[events].turn <= moments_[0].turn) return 0;
    // The last turn before this one that some moment shows: one event may span several
    // turns (a step into water, a turn lost asleep), and no moment shows those between.
    const int now = moments_[events].turn;
    std::size_t before = events;
    while (before > 0 && moments_[before].turn >= now) --before;
    return events_at_turn(moments_[before].turn);
}

std::size_t Timeline::step_forward(std::size_t events) const {
    events = std::min(events, log_.size());
    const std::size_t next = events_at_turn(moments_[events].turn + 1);
    return std::max(next, events);
}

Game Timeline::seek(std::size_t events) {
    events = std::min(events, log_.size());
    focus_ = events;
    auto it = std::prev(keyframes_.upper_bound(events));
    Game game(it->second.snapshot.content, it->second.snapshot.world);
    std::size_t since_kept = 0;
    for (std::size_t n = it->first; n < events; ++n) {
        game.apply(log_[n]);
        // Keyframes on the way, dense close to the target: the next step back is cheap.
        if (++since_kept >= std::max(options_.fine_every, (events - n - 1) / options_.density)) {
            keep(n + 1, game);
            since_kept = 0;
        }
    }
    thin();
    return game;
}

std::vector<std::size_t> Timeline::keyframe_events() const {
    std::vector<std::size_t> out;
    for (const auto& entry : keyframes_) out.push_back(entry.first);
    return out;
}

std::size_t Timeline::keyframe_bytes() const {
    std::size_t bytes = 0;
    for (const auto& entry : keyframes_)
        bytes += sizeof(entry) + world_bytes(entry.second.snapshot.world);
    return bytes;
}

void Timeline::keep(std::size_t events, const Game& game) {
    if (keyframes_.contains(events)) return;
    // The first keyframe of each anchor_every events is kept for good.
    const std::size_t bucket = events / options_.anchor_every * options_.anchor_every;
    bool anchor = true;
    for (auto it = keyframes_.lower_bound(bucket); it != keyframes_.end() && it->first < events;
         ++it) {
        if (it->second.anchor) anchor = false;
    }
    keyframes_[events] = {{game.content_ptr(), game.world()}, anchor};
}

void Timeline::thin() {
    // Walking away from the focus on each side, a fine keyframe stays when it is at
    // least (distance from the focus) / density after the last one kept; beyond the
    // anchors' spacing the anchors alone serve. The start and the present always stay.
    const std::size_t present = keyframes_.rbegin()->first;
    auto wanted_gap = [this](std::size_t distance) {
        return std::max(options_.fine_every, distance / options_.density);
    };
    auto drop = [&](std::size_t e, std::size_t last) {
        const std::size_t distance = e > focus_ ? e - focus_ : focus_ - e;
        const std::size_t gap = e > last ? e - last : last - e;
        return wanted_gap(distance) > options_.anchor_every || gap < wanted_gap(distance);
    };
    std::size_t last = focus_;
    for (auto it = keyframes_.lower_bound(focus_); it != keyframes_.end();) {
        const bool fixed = it->second.anchor || it->first == present || it->first == focus_;
        if (!fixed && drop(it->first, last)) {
            it = keyframes_.erase(it);
            continue;
        }
        last = it->first;
        ++it;
    }
    last = focus_;
    for (auto it = std::make_reverse_iterator(keyframes_.lower_bound(focus_));
         it != keyframes_.rend();) {
        const bool fixed = it->second.anchor || it->first == 0;
        if (!fixed && drop(it->first, last)) {
            it = std::make_reverse_iterator(keyframes_.erase(std::next(it).base()));
            continue;
        }
        last = it->first;
        ++it;
    }
}

std::size_t world_bytes(const World& world) {
    const Map& map = world.map;
    const std::size_t cells = map.cells().capacity();
    std::size_t bytes = sizeof(World);
    bytes +=
        cells * (sizeof(std::uint16_t) + 2 * sizeof(std::uint8_t));  // cells, explored, visible
    bytes += map.visible_cells().capacity() * sizeof(int) + map.rooms().capacity() * sizeof(Rect) +
             map.vaults().capacity() * sizeof(VaultArea);
    bytes += map.palette().capacity() * (sizeof(DefId) + sizeof(void*));
    bytes += world.entities.capacity() * sizeof(Entity);
    for (const Entity& e : world.entities) {
        bytes += e.def.capacity() > 15 ? e.def.capacity() : 0;
        if (!e.inventory) continue;
        bytes += e.inventory->items.capacity() * sizeof(ItemInstance);
        bytes +=
            e.inventory->equipped.size() * (sizeof(DefId) + sizeof(EntityId) + 4 * sizeof(void*));
    }
    bytes += world.log.messages().capacity() * sizeof(Message);
    for (const Message& m : world.log.messages())
        bytes += m.text.capacity() > 15 ? m.text.capacity() + 1 : 0;
    return bytes;
}

}  // namespace cf
