#pragma once
// The running game and its save, shared by the screens: starting, continuing, submitting
// commands (autosave on the stairs, the save retired and a morgue file written on death),
// and walks (travel and explore: many turns, one ordinary command a step). The screens
// turn keys and clicks into what the player wants and ask the session for it; only the
// session and the pictures' builders read the rules.

#include <optional>
#include <string>

#include "app/bootstrap.hpp"
#include "app/command_line.hpp"
#include "app/walk_pacer.hpp"
#include "engine/rules/game.hpp"

namespace cf {

class GameSession {
  public:
    GameSession(const Options& options, Bootstrap boot)
        : options_(options), boot_(std::move(boot)) {}

    // A new game: the command line's seed first, a fresh one for every later game unless
    // --seed was given. False (with the reason) when it cannot start.
    bool start_new_game(std::string& error);
    // The saved game; false (and the menu says why) when it cannot load.
    bool continue_saved_game(std::string& error);
    // The player's command; saves on the stairs, retires the save and writes the morgue on death.
    // Returns whether it spent a turn.
    bool submit(const Command& command);
    // Saves the game; when it cannot, save_problem() says why until a save succeeds. The
    // game itself is never told (its world and its recording stay as they were).
    void save_now();
    const std::string& save_problem() const { return save_problem_; }
    void refresh_save_status() { save_status_ = save_status(boot_); }

    // `R`: rests turn after turn (at most 500) until a turn is refused or the log says
    // something new (healed, a monster in view, a status worn off).
    void rest();
    // Walks, paced by settings.yaml's travel_speed; each step goes through submit().
    void set_walk_pace(WalkPace pace) { walk_.set_pace(pace); }
    void explore(AutoPickup pickup) { walk_.explore(*game_, pickup); }
    // Travels to `cell` when the player has seen it and can stand there.
    void travel_to(Point cell) { walk_.travel(*game_, cell); }
    // `>`: down the stairs underfoot, or a walk to the nearest known stairs down; with
    // none known, the descend command says why.
    void descend_or_travel();
    // One frame of the walk at `now` (seconds): a key press stops it and is used up.
    // Returns whether the walk used this frame's input. When the walk ends, says where and
    // why on stderr (a terminal or a script sees it, as it sees reloads).
    bool walk_frame(bool key_pressed, double now);
    void stop_walk() { walk_.stop(); }
    // A walk is under way: the window must draw its steps.
    bool walking() const { return walk_.active(); }
    // When its next step is due, on the clock walk_frame() is given.
    std::optional<double> next_step_at() const { return walk_.next_step_at(); }

    bool has_game() const { return game_.has_value(); }
    // The game itself, for the editor's timeline to swap in another branch.
    std::optional<Game>& game_slot() { return game_; }
    Game& game() { return *game_; }
    const Game& game() const { return *game_; }
    // A game is on and not over.
    bool running() const { return game_ && game_->world().status == GameStatus::playing; }
    Bootstrap& boot() { return boot_; }
    const Options& options() const { return options_; }
    const SaveStatus& saved() const { return save_status_; }
    // The game-over screen's line: where the morgue file went, or why it did not.
    const std::string& morgue_note() const { return morgue_note_; }
    float last_turn_ms() const { return last_turn_ms_; }
    // Called by the app at exit: --dump-state, --record and the like.
    bool write_exit_files(std::string& error) const;

  private:
    void write_morgue();
    void report_walk_end() const;

    const Options& options_;
    Bootstrap boot_;
    std::optional<Game> game_;
    WalkPacer walk_;
    SaveStatus save_status_;
    std::string morgue_note_;
    std::string save_problem_;  // why the last save failed; "" after one that worked
    float last_turn_ms_ = 0;
    int games_started_ = 0;
};

}  // namespace cf
