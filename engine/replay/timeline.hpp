#pragma once
// Rewinding a game: any past moment is the nearest keyframe before it plus a short
// replay of the logged events after it. Keyframes are whole worlds with the content
// they ran on (so content revisions carry their snapshots). Memory stays bounded: an
// anchor keyframe every `anchor_every` events, plus finer ones near the focus (the
// present, or wherever the user last looked) that thin out exponentially with the
// distance from it, as in Tomorrow Corporation's tools.

#include <cstddef>
#include <map>
#include <optional>
#include <vector>

#include "engine/rules/game.hpp"

namespace cf {

struct TimelineOptions {
    std::size_t anchor_every = 100;  // events between kept-forever keyframes
    std::size_t fine_every = 1;      // events between keyframes taken near the focus
    std::size_t density = 8;  // near the focus, keyframes at distance d are about d / density apart
};

// What the timeline remembers of the game after each event, for scrub bars.
struct Moment {
    int turn = 0;
    int depth = 1;
    bool dead = false;
};

// One past moment: a world and the content it was running on.
struct Snapshot {
    ContentPtr content;
    World world;
};

class Timeline {
  public:
    // The timeline of `game` from its start: replays its log once to place keyframes.
    explicit Timeline(const Game& game, TimelineOptions options = {});

    // Takes the events `live` applied since the last call (its log must extend this
    // one's) and a keyframe of its present state. Returns false, changing nothing, when
    // `live` is not this timeline's game (its log is shorter or its start differs).
    bool sync(const Game& live);

    // Events on the timeline (the present is after all of them).
    std::size_t size() const { return log_.size(); }
    const std::vector<Event>& log() const { return log_; }
    const ContentPtr& start_content() const { return start_content_; }
    const World& start_world() const { return keyframes_.at(0).snapshot.world; }
    // The game's turn after the first `events` events.
    int turn_after(std::size_t events) const { return moments_.at(events).turn; }
    const Moment& moment_after(std::size_t events) const { return moments_.at(events); }
    // The moment a replay stopped at `turn` reaches (play_replay's --seek): the fewest
    // events after which the turn is at least `turn`; size() when it never gets there.
    std::size_t events_at_turn(int turn) const;

    // The game as it was after `events` events (clamped to size()), read-only in spirit:
    // its log holds only the events after the keyframe it was rebuilt from. Moves the
    // focus there and keeps keyframes along the way, so stepping nearby is cheap.
    Game seek(std::size_t events);
    // seek(events_at_turn(turn)).
    Game seek_turn(int turn) { return seek(events_at_turn(turn)); }
    // The first moment of the turn before / after the one at `events`, for stepping (the
    // start when there is no earlier turn, the present when there is no later one).
    std::size_t step_back(std::size_t events) const;
    std::size_t step_forward(std::size_t events) const;

    // The focus: keyframes are dense near it.
    std::size_t focus() const { return focus_; }
    std::size_t keyframe_count() const { return keyframes_.size(); }
    // The event counts keyframes are kept at, in order.
    std::vector<std::size_t> keyframe_events() const;
    // An estimate of the keyframes' heap and object bytes.
    std::size_t keyframe_bytes() const;

  private:
    void keep(std::size_t events, const Game& game);
    void thin();

    struct Stored {
        Snapshot snapshot;
        bool anchor = false;  // the first of its anchor_every events: never thinned
    };

    TimelineOptions options_;
    ContentPtr start_content_;
    std::vector<Event> log_;
    void remember(const World& w) {
        moments_.push_back({w.turn, w.depth, w.status == GameStatus::dead});
    }

    std::vector<Moment> moments_;              // moments_[n]: after n events
    std::map<std::size_t, Stored> keyframes_;  // by event count; 0 is the start
    std::size_t focus_ = 0;
};

// Bytes a world holds (object and heap), roughly: for keyframe budgets and benchmarks.
std::size_t world_bytes(const World& world);

}  // namespace cf
