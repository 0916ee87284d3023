#pragma once
// The timeline panel: a scrub bar over the run's turns with markers for content
// revisions, world edits, level-ups, descents and deaths; step one turn back or forward,
// jump to any turn. While it shows the past, the editor shows that moment read-only
// (viewport, inspector, log); leaving the past returns to the present or forks a new
// branch from there (the old one kept and listed). "What if" re-runs the rest of the
// recorded events under the game's current content and shows where the runs diverge.

#include <optional>
#include <string>
#include <vector>

#include "engine/replay/fork.hpp"
#include "engine/replay/timeline.hpp"

namespace cf {

struct TimelineMarker {
    enum class Kind { content, edit, level_up, descent, death };
    Kind kind = Kind::edit;
    std::size_t event = 0;  // the marker's event (1-based: the moment after it)
    int turn = 0;
    std::string text;  // describe() of the event
};

// The markers of events [from, timeline.size()) of `timeline`.
std::vector<TimelineMarker> timeline_markers(const Timeline& timeline, std::size_t from = 0);
const char* marker_name(TimelineMarker::Kind kind);

class TimelinePanel {
  public:
    // A new game (started or continued): the next sync() starts a timeline of it, even
    // when its start looks like the old game's.
    void forget() { timeline_.reset(); }
    // Follows the live game; a different game (a new game, a branch) gets a new timeline.
    // Then carries out what the window asked for while it was drawn (a step, a jump,
    // Present, what if): the moment shown changes only here, between frames, so a game
    // the other panels took from shown() stays whole until their frame is drawn.
    void sync(const Game& live);
    bool in_past() const { return at_.has_value(); }
    // The past moment shown, as a count of events; none at the present.
    std::optional<std::size_t> shown_events() const { return at_; }
    // The game the editor shows: the past moment while scrubbed back, else `live`. Valid
    // until the next sync() or step.
    const Game& shown(const Game& live) const { return past_ ? *past_ : live; }
    Game& shown(Game& live) { return past_ ? *past_ : live; }

    // Between frames (the keys `[` and `]`, tests): at once.
    void step_back();
    void step_forward();
    void jump_to_turn(int turn);
    // The same, by the next sync() (which makes the timeline of a game just started).
    void request_jump_to_turn(int turn) {
        move_ = Move::jump;
        move_turn_ = turn;
    }
    void to_present();

    // The window's content: steps, the scrub bar and its markers, fork and what-if. What
    // its buttons ask for waits for the next sync().
    void draw(const Game& live);
    // The divergence view of the last "what if" and the branches (nothing when neither).
    bool has_details() const { return divergence_ || branches_.list().size() > 1; }
    void draw_details();
    // Applies a fork or a branch switch the user asked for to the app's game; true when
    // `game` is now another game (the app then clears its undo history).
    bool apply_branch_request(std::optional<Game>& game);

    const Timeline* timeline() const { return timeline_ ? &*timeline_ : nullptr; }
    const std::optional<ForkReport>& divergence() const { return divergence_; }
    const BranchList& branches() const { return branches_; }
    // Asks for a fork at the moment shown / a "what if" re-run under `live`'s content.
    void request_fork() { request_ = Request::fork; }
    // Asks to play branch `index` of branches() (a click in its list).
    void request_switch(std::size_t index) {
        request_ = Request::switch_branch;
        switch_to_ = index;
    }
    void rerun_with(const Game& live);

  private:
    enum class Request { none, fork, switch_branch };
    // A change of the moment shown, asked for while drawing.
    enum class Move { none, back, forward, present, jump, what_if };

    void go_to(std::size_t events);
    void draw_scrub_bar();
    void draw_divergence();
    void draw_branches();

    std::optional<Timeline> timeline_;
    std::vector<TimelineMarker> markers_;
    std::optional<std::size_t> at_;  // events, while showing the past
    std::optional<Game> past_;
    BranchList branches_;
    std::optional<ForkReport> divergence_;
    int divergence_from_turn_ = 0;
    Request request_ = Request::none;
    std::size_t switch_to_ = 0;
    Move move_ = Move::none;
    int move_turn_ = 0;  // for Move::jump
};

}  // namespace cf
