#include "app/mapstat_command.hpp"

#include <ostream>

#include "app/cli.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/core/number_text.hpp"
#include "engine/lab/map_stats.hpp"

namespace cf {

namespace {

// "A-B" (or "A" alone) as two depths; false when it is not that.
bool parse_depths(const std::string& text, int& first, int& last) {
    const std::size_t dash = text.find('-');
    const std::string a = text.substr(0, dash);
    const std::string b = dash == std::string::npos ? a : text.substr(dash + 1);
    if (!cli::number_problem(a, 1, 10000, false).empty() ||
        !cli::number_problem(b, 1, 10000, false).empty())
        return false;
    first = std::stoi(a);
    last = std::stoi(b);
    return first <= last;
}

}  // namespace

int run_mapstat_command(const std::vector<std::string>& args, std::ostream& out,
                        std::ostream& err) {
    std::vector<std::string> layers;
    int floors = 100;
    std::string depths = "1-10";
    std::uint64_t seed = 1;
    bool csv = false;
    bool json = false;
    auto app = cli::command("cryptforge mapstat",
                            "Builds N floors per depth from the content and prints, per depth "
                            "and per vault, how often it was placed and how often it was tried "
                            "and failed, the unreachable cells found (always 0) and the median "
                            "time a floor. Exit 0, 1 when a floor had an unreachable cell, 2 on "
                            "bad arguments or content that does not load.");
    cli::texts(*app, "--content", layers,
               "content folder; repeat for layers, base first (default: the bundled content)",
               "DIR");
    cli::number(*app, "--floors", floors, 1, 1000000, "floors built at each depth (100)", "N");
    cli::text(*app, "--depths", depths, "the depths to build, first-last (1-10)", "A-B");
    cli::number(*app, "--seed", seed, std::uint64_t{0}, ~std::uint64_t{0},
                "the seed the floors' seeds are made from (1)", "S");
    cli::flag(*app, "--csv", csv, "print CSV: depth,vault,placed,failed,tried,floors,...");
    cli::flag(*app, "--json", json, "print JSON");
    if (const std::optional<int> exit = cli::parse(*app, args, out, err)) return *exit;
    int first = 1;
    int last = 1;
    if (!parse_depths(depths, first, last)) {
        err << "cryptforge mapstat: --depths '" << depths
            << "' must be FIRST-LAST, whole numbers from 1 to 10000 with FIRST <= LAST (2-5)\n"
               "Run with --help for more information.\n";
        return cli::kBadArguments;
    }
    if (csv && json) {
        err << "cryptforge mapstat: give --csv or --json, not both\n"
               "Run with --help for more information.\n";
        return cli::kBadArguments;
    }
    if (layers.empty()) layers.push_back(default_content_directory());
    const ContentLoad load = load_content_layers(layers);
    if (!load.content) {
        err << "cryptforge mapstat: the content has problems:\n" << to_string(load.problems);
        return cli::kBadArguments;
    }
    const MapStats stats = map_stats(*load.content, first, last, floors, seed);
    out << (csv ? map_stats_csv(stats) : json ? map_stats_json(stats) : map_stats_text(stats));
    for (const DepthMapStats& d : stats.depths) {
        if (d.unreachable > 0) return 1;
    }
    return 0;
}

}  // namespace cf
