#pragma once
// The subcommands of `cryptforge` (`cryptforge lab ...`, `cryptforge diff ...`): a new
// command is one row in subcommands() (commands.cpp) and a function that reads its
// arguments with app/cli.hpp. `cryptforge --help` lists them all.

#include <string>
#include <vector>

namespace cf {

struct Subcommand {
    std::string name;     // the first word: "lab"
    std::string summary;  // one line for `cryptforge --help`
    // Runs the command on the words after its name; returns the exit code.
    int (*run)(const std::vector<std::string>& args);
};

const std::vector<Subcommand>& subcommands();
// The subcommand `args` starts with, or null for the game itself.
const Subcommand* find_subcommand(const std::vector<std::string>& args);

}  // namespace cf
