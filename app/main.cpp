// cryptforge: the roguelike and its editor. Parses the command line, then runs either
// headless (replay/new game, dump, exit) or with a window.

#include <iostream>

#include "app/bootstrap.hpp"
#include "app/command_line.hpp"
#include "app/def_command.hpp"
#include "app/diff_command.hpp"
#include "app/game_app.hpp"
#include "app/lab_command.hpp"
#include "engine/replay/explain.hpp"

namespace {

int run_headless(const cf::Options& options) {
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
    // Quitting by any route keeps the save in step with the game, headless runs included.
    if (!cf::sync_save(*boot, *game, error) ||
        !cf::write_exit_files(options, *boot, &*game, error)) {
        std::cerr << "cryptforge: " << error << "\n";
        return 1;
    }
    return replay_problems.empty() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (cf::is_diff_command(args)) return cf::run_diff_command(args, std::cout, std::cerr);
    if (cf::is_def_command(args)) return cf::run_def_command(args, std::cout, std::cerr);
    if (!args.empty() && args.front() == "lab")
        return cf::run_lab_command({args.begin() + 1, args.end()});
    cf::ParsedOptions parsed = cf::parse_command_line(args);
    if (!parsed.options) {
        (parsed.exit_code == 0 ? std::cout : std::cerr) << parsed.message;
        return parsed.exit_code;
    }
    if (parsed.options->headless) return run_headless(*parsed.options);
    return cf::run_windowed(*parsed.options);
}
