#pragma once
// Turning options into a running game, shared by the window and the headless run:
// content loaded and validated, replay read, seed chosen. Failures are messages for
// stderr and exit code 2.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/command_line.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/replay/replay.hpp"
#include "engine/rules/game.hpp"

namespace cf {

struct Bootstrap {
    ContentPtr content;
    std::string content_dir;          // the base layer: where the editor saves by default
    std::vector<std::string> layers;  // every content folder, base first
    // Has loaded `layers`; the hot reloader goes on with it, reparsing only what changes.
    std::shared_ptr<ContentLoader> loader;
    std::uint64_t seed = 0;
    std::optional<Replay> replay;
    std::string replay_path;  // as given, for problems at file:line
    std::optional<int> seek;  // --seek: stop the replay at this turn
    std::string map;          // prefab from --map or the replay
    std::string save_path;    // --save, or the platform's default
};

// What the main menu says about the save file.
struct SaveStatus {
    bool exists = false;    // a file is there (maybe damaged)
    bool loadable = false;  // it loads against the current content
    std::string reason;     // why Continue is disabled, for the menu
    // How the content layers it was saved with differ from today's ("" when they do not),
    // said before it is continued.
    std::string layers_differ;
};

// nullopt and `error` (every problem, one per line) when something cannot load, or
// when the options start a new game (--new-game, --replay, --map) where a save exists
// and --overwrite-save is not given; with it, the save is first copied to .bak.
std::optional<Bootstrap> bootstrap(const Options& options, std::string& error);
// A new game from the bootstrap (prefab or generated), with the replay played back;
// steps of it that failed go to `replay_problems` when given.
std::optional<Game> begin_game(const Bootstrap& boot, std::string& error,
                               std::vector<Problem>* replay_problems = nullptr);
// Loads the save (definitions from the current content); nullopt and the reason.
std::optional<Game> continue_game(const Bootstrap& boot, std::string& error);
SaveStatus save_status(const Bootstrap& boot);
// Keeps the save in step with the game: a living game is saved, a dead one's save is
// retired (kept as .bak). False and `error` when the file cannot be written.
bool sync_save(const Bootstrap& boot, const Game& game, std::string& error);

// Writes --dump-state (of the turn --at-turn names, when given) and --record files if
// asked; false and `error` on failure.
bool write_exit_files(const Options& options, const Bootstrap& boot, const Game* game,
                      std::string& error);

}  // namespace cf
