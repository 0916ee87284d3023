#pragma once
// The running game and its save, shared by the screens: starting, continuing, submitting
// commands (autosave on the stairs, the save retired and a morgue file written on death).

#include <optional>
#include <string>

#include "app/bootstrap.hpp"
#include "app/command_line.hpp"
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

    const Options& options_;
    Bootstrap boot_;
    std::optional<Game> game_;
    SaveStatus save_status_;
    std::string morgue_note_;
    std::string save_problem_;  // why the last save failed; "" after one that worked
    float last_turn_ms_ = 0;
    int games_started_ = 0;
};

}  // namespace cf
