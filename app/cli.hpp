#pragma once
// The one way the program's commands read their arguments (CLI11): `cryptforge`, `lab`,
// `lab merge`, `lab duel`, `diff`, and whatever command comes next. Every option gets its
// help text here, so `--help` describes each; numbers follow the one number rule of the
// program's files (engine/core/number_text.hpp) and are refused outside their bounds with
// the bound named; a text option is never empty; anything wrong is exit code 2 with the
// reason, a hint to --help, and nothing run.
//
// Adding an option is one call (`number`, `text`, `texts` for a repeatable one, `flag`);
// adding a command is one row in app/commands.cpp and a function that builds its
// CLI::App with these and calls `parse`.

#include <CLI/CLI.hpp>

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/number_text.hpp"

namespace cf::cli {

inline constexpr int kBadArguments = 2;

// A command's parser: what `--help` shows first, and the name messages start with
// ("cryptforge lab").
std::unique_ptr<CLI::App> command(const std::string& name, const std::string& description);

// Parses `args` (the words after the command's own name). nullopt when the command should
// run; otherwise its exit code: 0 after printing the help to `out`, 2 after printing
// "NAME: reason" and a hint to `err`.
std::optional<int> parse(CLI::App& app, const std::vector<std::string>& args, std::ostream& out,
                         std::ostream& err);

// Why `text` is not a whole number from `lo` to `hi` by the one number rule; "" when it is.
std::string number_problem(const std::string& text, long long lo, unsigned long long hi,
                           bool is_signed);

// A whole number option within [lo, hi]; `type_name` is what the help calls its value.
template <class T>
CLI::Option* number(CLI::App& app, const std::string& name, T& target, T lo, T hi,
                    const std::string& help, const std::string& type_name = "N") {
    const auto check = [lo, hi](std::string& text) {
        return number_problem(text, static_cast<long long>(lo), static_cast<unsigned long long>(hi),
                              std::is_signed_v<T>);
    };
    return app
        .add_option_function<std::string>(
            name, [&target](const std::string& text) { target = *parse_whole_number<T>(text); },
            help + " (" + std::to_string(lo) + " to " + std::to_string(hi) + ")")
        ->check(CLI::Validator(check, "", "whole number"))
        ->type_name(type_name);
}

// A text option (a path, a name); an empty one is refused ("--content ''") with
// `if_empty` as the reason.
CLI::Option* text(CLI::App& app, const std::string& name, std::string& target,
                  const std::string& help, const std::string& type_name,
                  const std::string& if_empty = "needs a value, not an empty text");
// The same, repeatable: each occurrence adds one value, in order (--fail-on, layers).
CLI::Option* texts(CLI::App& app, const std::string& name, std::vector<std::string>& target,
                   const std::string& help, const std::string& type_name);
// Words without a name after the options (`lab merge A.csv B.csv`): all of them, in order.
CLI::Option* positionals(CLI::App& app, const std::string& name, std::vector<std::string>& target,
                         const std::string& help);
// An option without a value; `--flag=anything` is refused.
CLI::Option* flag(CLI::App& app, const std::string& name, bool& target, const std::string& help);

}  // namespace cf::cli
