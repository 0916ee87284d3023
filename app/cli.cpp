#include "app/cli.hpp"

#include <ostream>

namespace cf::cli {

namespace {

// "cryptforge lab: ..." and a pointer to the help.
int refuse(const CLI::App& app, const std::string& reason, std::ostream& err) {
    err << app.get_name() << ": " << reason << " (see '" << app.get_name() << " --help')\n";
    return kBadArguments;
}

// An argument the command does not know: an option by its name, anything else as is.
std::string unexpected(const std::string& word) {
    if (word.starts_with("-")) return "unknown option '" + word + "'";
    return "unexpected argument '" + word + "'";
}

CLI::Validator non_empty(const std::string& if_empty = "needs a value, not an empty text") {
    return CLI::Validator(
        [if_empty](std::string& value) { return value.empty() ? if_empty : std::string(); }, "",
        "not empty");
}

}  // namespace

std::unique_ptr<CLI::App> command(const std::string& name, const std::string& description) {
    auto app = std::make_unique<CLI::App>(description, name);
    // Unknown words are collected and refused by `parse` with its own message.
    app->allow_extras(true);
    // Wide enough for the longest option with its value and exclusions on one line
    // ("--sweep level=A..B Excludes: --level"), so every description starts beside it.
    app->get_formatter()->column_width(40);
    return app;
}

std::optional<int> parse(CLI::App& app, const std::vector<std::string>& args, std::ostream& out,
                         std::ostream& err) {
    // CLI11 consumes a vector of arguments from its back.
    std::vector<std::string> reversed(args.rbegin(), args.rend());
    try {
        app.parse(reversed);
    } catch (const CLI::CallForHelp&) {
        out << app.help();
        return 0;
    } catch (const CLI::ParseError& e) {
        // A word the command does not know explains the rest ("--runs is required" after
        // `lab --bogus 5` would send the user the wrong way).
        if (!app.remaining().empty()) return refuse(app, unexpected(app.remaining().front()), err);
        return refuse(app, e.what(), err);
    }
    if (!app.remaining().empty()) return refuse(app, unexpected(app.remaining().front()), err);
    return std::nullopt;
}

std::string number_problem(const std::string& text, long long lo, unsigned long long hi,
                           bool is_signed) {
    const std::string range =
        "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
    if (const std::string why = whole_number_problem(text); !why.empty())
        return "must be " + range + ": " + why;
    const bool negative = text.starts_with('-');
    if (negative && !is_signed) return "must be " + range + ", not " + text;
    if (negative) {
        const std::optional<long long> value = parse_whole_number<long long>(text);
        if (!value || *value < lo) return "must be " + range + ", not " + text;
        return {};
    }
    const std::optional<unsigned long long> value = parse_whole_number<unsigned long long>(text);
    if (!value || *value > hi || (lo > 0 && *value < static_cast<unsigned long long>(lo)))
        return "must be " + range + ", not " + text.substr(0, 30);
    return {};
}

CLI::Option* text(CLI::App& app, const std::string& name, std::string& target,
                  const std::string& help, const std::string& type_name,
                  const std::string& if_empty) {
    return app.add_option(name, target, help)->check(non_empty(if_empty))->type_name(type_name);
}

CLI::Option* texts(CLI::App& app, const std::string& name, std::vector<std::string>& target,
                   const std::string& help, const std::string& type_name) {
    // One value per occurrence: `--fail-on a --fail-on b`, never `--fail-on a b`.
    return app.add_option(name, target, help + " (repeatable)")
        ->check(non_empty())
        ->type_name(type_name)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

CLI::Option* positionals(CLI::App& app, const std::string& name, std::vector<std::string>& target,
                         const std::string& help) {
    return app.add_option(name, target, help)->check(non_empty())->type_name(name)->expected(1, -1);
}

CLI::Option* flag(CLI::App& app, const std::string& name, bool& target, const std::string& help) {
    return app.add_flag(name, target, help)->disable_flag_override();
}

}  // namespace cf::cli
