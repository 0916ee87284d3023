#include "app/diff_command.hpp"

#include <yaml-cpp/yaml.h>

#include <ostream>
#include <set>

#include "app/cli.hpp"
#include "engine/replay/dump.hpp"
#include "engine/save/save.hpp"
#include "engine/yaml/yaml_parse.hpp"

namespace cf {

namespace {

struct Difference {
    std::string path;
    std::string before;  // "(absent)" when only B has it
    std::string after;
};

void make_flow(YAML::Node node) {
    node.SetStyle(YAML::EmitterStyle::Flow);
    if (node.IsSequence()) {
        for (YAML::Node child : node) make_flow(child);
    } else if (node.IsMap()) {
        for (auto entry : node) make_flow(entry.second);
    }
}

// A node as one line: scalars as they are, anything else as flow YAML.
std::string flat(const YAML::Node& node) {
    if (!node.IsDefined() || node.IsNull()) return "(absent)";
    if (node.IsScalar()) return node.Scalar();
    YAML::Node copy = YAML::Clone(node);
    make_flow(copy);
    YAML::Emitter out;
    out << copy;
    return out.c_str();
}

std::string join(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
}

// The `id` of every entry when each is a mapping with a scalar id (entities), else {}.
std::vector<std::string> ids_of(const YAML::Node& seq) {
    std::vector<std::string> ids;
    for (const YAML::Node& item : seq) {
        if (!item.IsMap() || !item["id"] || !item["id"].IsScalar()) return {};
        ids.push_back(item["id"].Scalar());
    }
    return ids;
}

void compare(const std::string& path, const YAML::Node& a, const YAML::Node& b,
             std::vector<Difference>& out);

// Dumps and saves name every field once with a plain word: a key that is not a scalar
// (`? [a]`, an empty `: a`) or a key written twice cannot be compared field by field, so
// the file is no dump or save. "" when every mapping's keys are fine, else the reason.
std::string bad_key(const YAML::Node& node) {
    if (node.IsSequence()) {
        for (const YAML::Node& item : node) {
            if (std::string why = bad_key(item); !why.empty()) return why;
        }
    }
    if (!node.IsMap()) return {};
    std::set<std::string> keys;
    for (const auto& entry : node) {
        const YAML::Mark m = entry.first.Mark();
        const std::string at = std::to_string(m.line + 1) + ":" + std::to_string(m.column + 1);
        if (!entry.first.IsScalar() || entry.first.Scalar().empty())
            return at + ": a key that is not a field name";
        if (!keys.insert(entry.first.Scalar()).second)
            return at + ": '" + entry.first.Scalar() + "' is written twice";
        if (std::string why = bad_key(entry.second); !why.empty()) return why;
    }
    return {};
}

void compare_maps(const std::string& path, const YAML::Node& a, const YAML::Node& b,
                  std::vector<Difference>& out) {
    std::set<std::string> seen;
    for (const auto& entry : a) {
        const std::string key = entry.first.Scalar();
        seen.insert(key);
        compare(join(path, key), entry.second, b[key], out);
    }
    for (const auto& entry : b) {
        const std::string key = entry.first.Scalar();
        if (!seen.contains(key)) compare(join(path, key), YAML::Node(), entry.second, out);
    }
}

void compare_sequences(const std::string& path, const YAML::Node& a, const YAML::Node& b,
                       std::vector<Difference>& out) {
    const std::vector<std::string> ids_a = ids_of(a);
    const std::vector<std::string> ids_b = ids_of(b);
    if (!ids_a.empty() && !ids_b.empty()) {
        std::set<std::string> seen;
        for (std::size_t i = 0; i < a.size(); ++i) {
            seen.insert(ids_a[i]);
            YAML::Node match;
            for (std::size_t j = 0; j < b.size(); ++j) {
                if (ids_b[j] == ids_a[i]) match = b[j];
            }
            compare(path + "[id " + ids_a[i] + "]", a[i], match, out);
        }
        for (std::size_t j = 0; j < b.size(); ++j) {
            if (!seen.contains(ids_b[j]))
                compare(path + "[id " + ids_b[j] + "]", YAML::Node(), b[j], out);
        }
        return;
    }
    const std::size_t n = std::max(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i) {
        compare(path + "[" + std::to_string(i) + "]", i < a.size() ? a[i] : YAML::Node(),
                i < b.size() ? b[i] : YAML::Node(), out);
    }
}

void compare(const std::string& path, const YAML::Node& a, const YAML::Node& b,
             std::vector<Difference>& out) {
    const bool both = a.IsDefined() && b.IsDefined() && !a.IsNull() && !b.IsNull();
    if (both && a.IsMap() && b.IsMap()) return compare_maps(path, a, b, out);
    if (both && a.IsSequence() && b.IsSequence()) return compare_sequences(path, a, b, out);
    const std::string before = flat(a);
    const std::string after = flat(b);
    if (before != after) out.push_back({path, before, after});
}

}  // namespace

int run_diff_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::string first, second;
    auto app = cli::command("cryptforge diff",
                            "Compares two --dump-state files or saves field by field (entities "
                            "matched by id). Exit 0 when equal, 1 when they differ, 2 on bad "
                            "input.");
    cli::text(*app, "A", first, "the first dump or save", "A.yaml")->required();
    cli::text(*app, "B", second, "the second dump or save", "B.yaml")->required();
    if (const std::optional<int> exit = cli::parse(*app, args, out, err)) return *exit;
    std::vector<Problem> problems;
    // Anything the program writes can be compared: dumps are its largest state files.
    const YamlLimits limits{kMaxDumpBytes, kMaxDumpValues};
    const auto a = parse_yaml_file(first, first, problems, limits);
    const auto b = parse_yaml_file(second, second, problems, limits);
    if (!a || !b) {
        err << "cryptforge diff: cannot read the files:\n" << to_string(problems);
        return cli::kBadArguments;
    }
    if (!a->IsMap() || !b->IsMap()) {
        err << "cryptforge diff: " << (a->IsMap() ? second : first)
            << ": not a dump or a save (the top level must be a mapping of fields)\n";
        return cli::kBadArguments;
    }
    for (const auto& [file, node] : {std::pair{first, &*a}, std::pair{second, &*b}}) {
        if (std::string why = bad_key(*node); !why.empty()) {
            err << "cryptforge diff: " << file << ":" << why << ": not a dump or a save\n";
            return cli::kBadArguments;
        }
    }
    std::vector<Difference> diffs;
    compare("", *a, *b, diffs);
    for (const Difference& d : diffs)
        out << d.path << ": " << d.before << " -> " << d.after << "\n";
    if (!diffs.empty())
        out << diffs.size() << (diffs.size() == 1 ? " difference\n" : " differences\n");
    return diffs.empty() ? 0 : 1;
}

}  // namespace cf
