#include "app/wiki_command.hpp"

#include <filesystem>
#include <optional>
#include <ostream>

#include "app/cli.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/core/file_read.hpp"
#include "engine/core/file_write.hpp"
#include "engine/lab/lab_runner.hpp"
#include "engine/lab/lab_table.hpp"
#include "engine/wiki/wiki_html.hpp"
#include "engine/wiki/wiki_model.hpp"

namespace cf {

namespace {

constexpr std::size_t kMaxWikiLabBytes = std::size_t{1} << 30;

struct WikiArgs {
    std::string out;
    std::vector<std::string> content;
    std::vector<std::string> lab_files;
    std::vector<std::string> against;
    std::size_t runs = 0;
    unsigned jobs = 0;
    int threat_rounds = 200;
};

std::string joined(const std::vector<std::string>& names) {
    std::string s;
    for (const std::string& n : names) s += (s.empty() ? "" : " + ") + n;
    return s;
}

// Why `dir` cannot hold the wiki ("is a file"), "" when it can (or does not exist yet).
std::string out_problem(const std::string& dir) {
    std::error_code ec;
    const auto status = std::filesystem::status(dir, ec);
    if (ec && status.type() != std::filesystem::file_type::not_found)
        return "cannot be read: " + ec.message();
    switch (status.type()) {
        case std::filesystem::file_type::not_found:
        case std::filesystem::file_type::directory:
            return "";
        case std::filesystem::file_type::regular:
            return "is a file, not a folder";
        default:
            return "is a special file (a pipe, a device or a socket), not a folder";
    }
}

// The lab's tables from the files, merged as `lab merge` does; nullopt after saying why.
std::optional<LabTable> read_lab(const std::vector<std::string>& files, std::ostream& err) {
    std::vector<LabTable> tables;
    for (const std::string& file : files) {
        FileRead read = read_regular_file(file, kMaxWikiLabBytes);
        if (!read.text) {
            err << "cryptforge wiki: --lab " << file << ": " << read.error << "\n";
            return std::nullopt;
        }
        TableLoad load = parse_csv(*read.text, file);
        if (!load.table) {
            err << "cryptforge wiki: --lab: " << load.error << "\n";
            return std::nullopt;
        }
        tables.push_back(std::move(*load.table));
    }
    if (tables.size() == 1) return std::move(tables.front());
    TableLoad merged = merge_tables(std::move(tables));
    if (!merged.table) {
        err << "cryptforge wiki: --lab: the files are not one lab: " << merged.error << "\n";
        return std::nullopt;
    }
    return std::move(*merged.table);
}

ContentPtr load_layers(std::vector<std::string> layers, const char* flag, std::ostream& err) {
    if (layers.empty()) layers.push_back(default_content_directory());
    ContentLoad load = load_content_layers(layers);
    if (!load.content) {
        err << "cryptforge wiki: " << flag << " " << joined(layers) << " has problems:\n"
            << to_string(load.problems);
        return nullptr;
    }
    return load.content;
}

// A page's path that holds something other than a file (a folder, a pipe someone made
// there): the write would fail half-way or wait on the pipe for ever, so nothing is written.
std::string blocked_path(const std::string& dir, const std::vector<WikiFile>& files) {
    for (const WikiFile& f : files) {
        const std::filesystem::path path = std::filesystem::path(dir) / f.path;
        std::error_code ec;
        const auto type = std::filesystem::status(path, ec).type();
        if (type != std::filesystem::file_type::not_found &&
            type != std::filesystem::file_type::regular)
            return path.string();
    }
    return "";
}

int write_wiki(const std::string& dir, const std::vector<WikiFile>& files, std::ostream& out,
               std::ostream& err) {
    if (const std::string blocked = blocked_path(dir, files); !blocked.empty()) {
        err << "cryptforge wiki: " << blocked
            << " is not a file (a folder, a pipe or a device) where the wiki writes a page; "
               "nothing was written\n";
        return 1;
    }
    for (const WikiFile& f : files) {
        std::string error;
        if (!write_file((std::filesystem::path(dir) / f.path).string(), f.text, error)) {
            err << "cryptforge wiki: " << error << "\n";
            return 1;
        }
    }
    out << "cryptforge wiki: wrote " << files.size() << " files to " << dir << " (open "
        << (std::filesystem::path(dir) / "index.html").string() << ")\n";
    return 0;
}

}  // namespace

int run_wiki_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    WikiArgs a;
    auto app = cli::command(
        "cryptforge wiki",
        "Writes the content as a static HTML wiki (no script, no network): an index, a page "
        "per kind and one per definition with every field and its source, spawn curves, a "
        "threat figure for monsters, the lab's figures and what changed since --against. "
        "Exit 0, 1 when a file could not be written, 2 on bad arguments, content that does "
        "not load or a lab file that does not parse.");
    cli::text(*app, "--out", a.out,
              "the folder to write (made if missing; only the wiki's "
              "own files in it are replaced)",
              "DIR")
        ->required();
    cli::texts(*app, "--content", a.content,
               "content folder; repeat for layers, base first (default: the bundled content)",
               "DIR");
    cli::texts(*app, "--lab", a.lab_files,
               "a lab table (`lab --csv`, or each shard of one) for the lab figures; repeatable",
               "FILE");
    cli::number(*app, "--runs", a.runs, std::size_t{1}, kMaxLabRuns,
                "without --lab: run the lab on this many seeds for the lab figures", "N");
    cli::number(*app, "--jobs", a.jobs, 0u, 256u, "threads for --runs (0: every core)", "J");
    cli::texts(*app, "--against", a.against,
               "an older content version (repeat for its layers) to show what changed", "DIR");
    cli::number(*app, "--threat-rounds", a.threat_rounds, 0, 100000,
                "duels per monster for its threat figure (200; 0: none)", "N");
    if (const std::optional<int> exit = cli::parse(*app, args, out, err)) return *exit;
    if (!a.lab_files.empty() && a.runs > 0) {
        err << "cryptforge wiki: give --lab FILE or --runs N, not both\n"
               "Run with --help for more information.\n";
        return cli::kBadArguments;
    }
    if (const std::string why = out_problem(a.out); !why.empty()) {
        err << "cryptforge wiki: --out " << a.out << " " << why << "\n";
        return cli::kBadArguments;
    }
    const ContentPtr content = load_layers(a.content, "--content", err);
    if (!content) return cli::kBadArguments;
    ContentPtr against;
    if (!a.against.empty() && !(against = load_layers(a.against, "--against", err)))
        return cli::kBadArguments;
    std::optional<LabTable> lab;
    std::string lab_name;
    if (!a.lab_files.empty()) {
        if (!(lab = read_lab(a.lab_files, err))) return cli::kBadArguments;
        lab_name = joined(a.lab_files);
    } else if (a.runs > 0) {
        LabOptions options;
        options.runs = a.runs;
        options.jobs = a.jobs;
        options.build = "wiki";
        lab = run_lab(content, options);
        lab_name = "run now on seeds 1.." + std::to_string(a.runs);
    }
    WikiOptions options;
    options.against = against.get();
    options.against_name = joined(a.against);
    options.lab = lab ? &*lab : nullptr;
    options.lab_name = lab_name;
    options.threat_rounds = a.threat_rounds;
    return write_wiki(a.out, wiki_files(build_wiki_model(*content, options)), out, err);
}

}  // namespace cf
