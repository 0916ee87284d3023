#pragma once
// Branching a run. From any past moment either play on (a new branch: the game rebuilt
// from its start up to that moment, its log the old one's prefix; the old branch is kept
// and listed), or ask "what if": re-run the rest of the recorded events under other
// content and say where the two runs part (the first event and turn, the entities and
// fields that differ; the message log is left out, as the new content's revision is a
// message of its own) and how each ends.

#include <optional>
#include <string>
#include <vector>

#include "engine/replay/timeline.hpp"
#include "engine/world/world_diff.hpp"

namespace cf {

// How a run ends, side by side.
struct Outcome {
    bool alive = true;
    int depth = 1;
    int turn = 0;
    int hp = 0;
    int max_hp = 0;
    int level = 1;
    int kills = 0;  // monsters the player killed after the fork
};

struct ForkReport {
    bool diverged = false;
    std::size_t event = 0;               // the first event after which the runs differ (1-based)
    int turn = 0;                        // the branch's turn after it
    std::string event_text;              // describe() of that event ("" for the new content itself)
    std::vector<FieldDiff> differences;  // there: entities first (original -> branch)
    Outcome original;
    Outcome branch;
};

// The game after `events` events of `timeline` with the whole prefix in its log (so it
// records and forks again like any game): the start of a new branch.
Game fork_game(const Timeline& timeline, std::size_t events);

// Re-runs the events after the first `events` of `timeline` under `content`, applied as a
// revision labelled `label` at that moment, against the recorded run. `branch` receives
// the new run's game when given.
ForkReport rerun_with_content(Timeline& timeline, std::size_t events, ContentPtr content,
                              const std::string& label, std::optional<Game>* branch = nullptr);

// Lines for people: where the runs part and the two outcomes side by side.
std::string to_string(const ForkReport& report);

// The branches of one session: each a name, where it left its parent, and its game
// while another branch is being played.
struct Branch {
    std::string name;
    std::optional<std::size_t> parent;  // index in the list; none for the first run
    std::size_t fork_event = 0;         // events of the parent it shares
    int fork_turn = 0;
    std::optional<Game> game;  // kept while another branch is current
};

class BranchList {
  public:
    // The first run, "main", is current.
    BranchList() { branches_.push_back({"main", std::nullopt, 0, 0, std::nullopt}); }
    // Keeps `current` (the current branch's game, whose timeline is `timeline`) and
    // returns its fork at `events`, which becomes the current branch "branch N".
    Game fork(Game current, const Timeline& timeline, std::size_t events);
    // Keeps `current` and returns branch `index`'s game, which becomes current.
    Game switch_to(std::size_t index, Game current);
    const std::vector<Branch>& list() const { return branches_; }
    std::size_t current() const { return current_; }

  private:
    std::vector<Branch> branches_;
    std::size_t current_ = 0;
};

}  // namespace cf
