#include "app/commands.hpp"

#include <iostream>

#include "app/api/api_schema_command.hpp"
#include "app/def_command.hpp"
#include "app/diff_command.hpp"
#include "app/lab_command.hpp"
#include "app/mapstat_command.hpp"
#include "app/wiki_command.hpp"

namespace cf {

namespace {

int run_diff(const std::vector<std::string>& args) {
    return run_diff_command(args, std::cout, std::cerr);
}

int run_def(const std::vector<std::string>& args) {
    return run_def_command(args, std::cout, std::cerr);
}

int run_mapstat(const std::vector<std::string>& args) {
    return run_mapstat_command(args, std::cout, std::cerr);
}

int run_wiki(const std::vector<std::string>& args) {
    return run_wiki_command(args, std::cout, std::cerr);
}

}  // namespace

const std::vector<Subcommand>& subcommands() {
    static const std::vector<Subcommand> commands = {
        {"lab", "the balance lab: bot runs on many seeds, comparisons, shard merges, duels",
         run_lab_command},
        {"diff", "compare two dumps (--dump-state) or saves field by field", run_diff},
        {"def", "where a definition or field comes from: its layers, files and templates", run_def},
        {"mapstat", "builds many floors per depth: vaults placed and failed, unreachable cells",
         run_mapstat},
        {"wiki", "the content as a static HTML wiki: a page per definition, spawn curves, threat",
         run_wiki},
        {"api-schema", "the automation API's methods and parameters as JSON Schema (see --api)",
         api::run_api_schema},
    };
    return commands;
}

const Subcommand* find_subcommand(const std::vector<std::string>& args) {
    if (args.empty()) return nullptr;
    for (const Subcommand& c : subcommands()) {
        if (c.name == args.front()) return &c;
    }
    return nullptr;
}

}  // namespace cf
