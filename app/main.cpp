// cryptforge: the roguelike and its editor. Parses the command line, then runs either
// headless (replay/new game, dump, exit) or with a window.

#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "app/api/api_run.hpp"
#include "app/bootstrap.hpp"
#include "app/command_line.hpp"
#include "app/commands.hpp"
#include "app/game_app.hpp"
#include "app/user_config.hpp"
#include "engine/replay/explain.hpp"

namespace {

int run_headless(const cf::Options& options) {
    // The player's keys.yaml and settings.yaml are read by every run, so every run says
    // what is wrong in them, as the window does.
    for (const cf::Problem& p : cf::load_user_config(cf::config_dir()).problems)
        std::cerr << "cryptforge: " << cf::to_string(p) << "\n";
    std::string error;
    auto boot = cf::bootstrap(options, error);
    if (!boot) {
        std::cerr << error;
        return 2;
    }
    std::vector<cf::Problem> replay_problems;
    auto game = options.continue_game ? cf::continue_game(*boot, error)
                                      : cf::begin_game(*boot, error, &replay_problems);
    if (!game) {
        std::cerr << error;
        return 2;
    }
    if (!replay_problems.empty()) {
        std::cerr << "cryptforge: the replay did not play cleanly:\n"
                  << cf::to_string(replay_problems);
    }
    if (!options.history.empty()) {
        const auto table = cf::history_table(*game, options.history, error);
        if (!table) {
            std::cerr << "cryptforge: --history: " << error << "\n";
            return 2;
        }
        std::cout << *table;
    }
    // Quitting by any route keeps the save in step with the game, headless runs included;
    // a save that fails does not keep --dump-state or --record from being written.
    const bool saved = cf::sync_save(*boot, *game, error);
    if (!saved) std::cerr << "cryptforge: " << error << "\n";
    std::string exit_files_error;
    const bool written = cf::write_exit_files(options, *boot, &*game, exit_files_error);
    if (!written) std::cerr << "cryptforge: " << exit_files_error << "\n";
    return saved && written && replay_problems.empty() ? 0 : 1;
}

// The program: a subcommand, the window, or a headless run, as the arguments say.
int run_main(const std::vector<std::string>& args) {
    if (const cf::Subcommand* command = cf::find_subcommand(args))
        return command->run({args.begin() + 1, args.end()});
    cf::ParsedOptions parsed = cf::parse_command_line(args);
    if (!parsed.options) {
        (parsed.exit_code == 0 ? std::cout : std::cerr) << parsed.message;
        return parsed.exit_code;
    }
    if (parsed.options->headless && parsed.options->api)
        return cf::api::run_headless_api(*parsed.options);
    if (parsed.options->headless) return run_headless(*parsed.options);
    return cf::run_windowed(*parsed.options);
}

}  // namespace

int main(int argc, char** argv) {
    // Bad input is refused with its place everywhere below; what still escapes (a thread
    // the system will not start, memory that runs out) is a bug or the machine's limit,
    // said in one line with its own exit code instead of an abort.
    try {
        return run_main(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const std::exception& e) {
        std::cerr << "cryptforge: internal error: " << e.what() << "\n";
    } catch (...) {
        std::cerr << "cryptforge: internal error\n";
    }
    return 4;
}
