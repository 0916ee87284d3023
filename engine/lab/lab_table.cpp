#include "engine/lab/lab_table.hpp"

#include <algorithm>
#include <charconv>
#include <sstream>
#include <string_view>

#include "engine/lab/lab_runner.hpp"

namespace cf {

namespace {

constexpr const char* kFixed[] = {"seed",  "end",    "depth",        "turns",
                                  "level", "killer", "damage_taken", "hurt_most"};
constexpr std::size_t kFixedCount = sizeof(kFixed) / sizeof(kFixed[0]);
const std::string kLayerLine = "# content_layer: ";
const std::string kLabLine = "# lab: ";

std::string lab_line(const LabSlice& r) {
    return kLabLine + "build=" + r.build + " seeds=" + std::to_string(r.first_seed) + ".." +
           std::to_string(r.first_seed + r.runs - (r.runs > 0 ? 1 : 0)) +
           " shard=" + std::to_string(r.shard) + "/" + std::to_string(r.shard_count) +
           " max_depth=" + std::to_string(r.max_depth) +
           " max_turns=" + std::to_string(r.max_turns);
}

// "I/N of seeds F..L": how a shard is named in messages.
std::string shard_name(const LabSlice& r) {
    return std::to_string(r.shard) + "/" + std::to_string(r.shard_count);
}
constexpr const char* kVaultColumns[] = {"vault_met.", "vault_entered.", "vault_died_within_50.",
                                         "vault_took."};

std::vector<std::string> header(const LabTable& t) {
    std::vector<std::string> h(std::begin(kFixed), std::end(kFixed));
    for (const std::string& m : t.monsters) h.push_back("kills." + m);
    for (const std::string& i : t.items) h.push_back("found." + i);
    for (const std::string& i : t.items) h.push_back("used." + i);
    for (const std::string& i : t.items) h.push_back("worn." + i);
    for (const std::string& m : t.monsters) h.push_back("damage." + m);
    h.emplace_back("damage.other");
    for (const std::string& v : t.vaults) {
        for (const char* column : kVaultColumns) h.push_back(std::string(column) + v);
    }
    return h;
}

std::vector<std::string> split(const std::string& line) {
    std::vector<std::string> out;
    std::string cell;
    std::istringstream in(line);
    while (std::getline(in, cell, ',')) out.push_back(cell);
    if (!line.empty() && line.back() == ',') out.emplace_back();
    return out;
}

template <class T>
bool parse_number(const std::string& s, T& out) {
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc{} && end == s.data() + s.size();
}

std::optional<RunEnd> parse_end(const std::string& s) {
    for (RunEnd e : {RunEnd::died, RunEnd::reached, RunEnd::turn_limit, RunEnd::won}) {
        if (s == run_end_name(e)) return e;
    }
    return std::nullopt;
}

// Fills a count map from the columns named prefix + id; zeros are left out, as a run
// that never met a monster has no entry for it.
bool read_counts(const std::vector<std::string>& cells, std::size_t& col,
                 const std::vector<std::string>& ids, std::map<std::string, int>& out) {
    for (const std::string& id : ids) {
        int v = 0;
        if (!parse_number(cells[col++], v)) return false;
        if (v != 0) out[id] = v;
    }
    return true;
}

// "gold:2;sword:1": what a run took from a vault, in id order.
std::string took_cell(const std::map<std::string, int>& took) {
    std::string out;
    for (const auto& [id, n] : took) out += (out.empty() ? "" : ";") + id + ":" + std::to_string(n);
    return out;
}

bool parse_took_cell(const std::string& cell, std::map<std::string, int>& out) {
    std::istringstream in(cell);
    std::string pair;
    while (std::getline(in, pair, ';')) {
        const std::size_t colon = pair.find(':');
        int n = 0;
        if (colon == std::string::npos || colon == 0 || !parse_number(pair.substr(colon + 1), n) ||
            n <= 0)
            return false;
        out[pair.substr(0, colon)] += n;
    }
    return true;
}

// The vault columns of one row; a vault the run never met has no entry.
bool read_vaults(const std::vector<std::string>& cells, std::size_t& col,
                 const std::vector<std::string>& ids, std::map<std::string, VaultVisits>& out) {
    for (const std::string& id : ids) {
        VaultVisits v;
        if (!parse_number(cells[col++], v.met) || !parse_number(cells[col++], v.entered) ||
            !parse_number(cells[col++], v.died_within_50) || !parse_took_cell(cells[col++], v.took))
            return false;
        if (v != VaultVisits{}) out[id] = std::move(v);
    }
    return true;
}

// The fields of a "# lab:" line after its prefix; nullopt unless every one is there.
std::optional<LabSlice> parse_lab_line(const std::string& text) {
    LabSlice r;
    std::istringstream in(text);
    std::string word;
    int seen = 0;
    std::uint64_t last = 0;
    while (in >> word) {
        const std::size_t eq = word.find('=');
        if (eq == std::string::npos) return std::nullopt;
        const std::string key = word.substr(0, eq);
        const std::string value = word.substr(eq + 1);
        if (key == "build" && !value.empty()) {
            r.build = value;
        } else if (key == "seeds") {
            const std::size_t dots = value.find("..");
            if (dots == std::string::npos || !parse_number(value.substr(0, dots), r.first_seed) ||
                !parse_number(value.substr(dots + 2), last) || last < r.first_seed)
                return std::nullopt;
            r.runs = last - r.first_seed + 1;
        } else if (key == "shard") {
            const std::size_t slash = value.find('/');
            if (slash == std::string::npos || !parse_number(value.substr(0, slash), r.shard) ||
                !parse_number(value.substr(slash + 1), r.shard_count) || r.shard_count == 0 ||
                r.shard >= r.shard_count)
                return std::nullopt;
        } else if (key == "max_depth") {
            if (!parse_number(value, r.max_depth)) return std::nullopt;
        } else if (key == "max_turns") {
            if (!parse_number(value, r.max_turns)) return std::nullopt;
        } else {
            return std::nullopt;
        }
        ++seen;
    }
    // The command line's bounds: a forged line must not make the merge count 2^31 shards
    // (it hung allocating them) or wrap the seed range round to no runs.
    if (r.runs == 0 || r.runs > kMaxLabRuns || r.shard_count > kMaxLabShards) return std::nullopt;
    return seen == 5 ? std::optional<LabSlice>(r) : std::nullopt;
}

// With every shard saying which lab it is: one lab, each shard once with all its seeds.
std::string shards_problem(const std::vector<LabTable>& shards) {
    const LabSlice& first = *shards.front().lab;
    std::vector<int> seen(first.shard_count, -1);
    for (std::size_t i = 0; i < shards.size(); ++i) {
        const LabSlice& r = *shards[i].lab;
        LabSlice same = r;
        same.shard = first.shard;
        if (same != first) {
            const std::string a = lab_line(first).substr(kLabLine.size());
            const std::string b = lab_line(r).substr(kLabLine.size());
            return "the shards are of different labs (" + a + " against " + b + ")";
        }
        if (seen[r.shard] >= 0)
            return "shard " + shard_name(r) + " is given twice (files " +
                   std::to_string(seen[r.shard] + 1) + " and " + std::to_string(i + 1) + ")";
        seen[r.shard] = static_cast<int>(i);
        LabOptions options;
        options.first_seed = r.first_seed;
        options.runs = static_cast<std::size_t>(r.runs);
        options.shard = r.shard;
        options.shard_count = r.shard_count;
        const SeedRange want = shard_seeds(options);
        const std::vector<RunTally>& runs = shards[i].runs;
        const bool whole = runs.size() == want.last - want.first &&
                           std::all_of(runs.begin(), runs.end(), [&](const RunTally& t) {
                               return t.seed >= want.first && t.seed < want.last;
                           });
        if (!whole)
            return "shard " + shard_name(r) + " holds " + std::to_string(runs.size()) + " of its " +
                   std::to_string(want.last - want.first) + " runs (seeds " +
                   std::to_string(want.first) + ".." + std::to_string(want.last - 1) +
                   "): it was cut short or is not the file it says";
    }
    for (unsigned s = 0; s < first.shard_count; ++s) {
        if (seen[s] < 0)
            return "shard " + std::to_string(s) + "/" + std::to_string(first.shard_count) +
                   " is missing";
    }
    return {};
}

}  // namespace

LabTable table_for(const Content& content) {
    LabTable t;
    for (const auto& [id, def] : content.actors) {
        if (def.ai.kind != AiKind::none) t.monsters.push_back(id);
    }
    for (const auto& [id, def] : content.items) t.items.push_back(id);
    for (const auto& [id, def] : content.vaults) t.vaults.push_back(id);
    t.layers = content_layers(content);
    return t;
}

std::string to_csv(const LabTable& t) {
    std::string out;
    if (t.lab) out += lab_line(*t.lab) + "\n";
    for (const LayerRecord& layer : t.layers)
        out += kLayerLine + layer.hash + " " + layer.name + "\n";
    const std::vector<std::string> h = header(t);
    for (std::size_t i = 0; i < h.size(); ++i) out += (i ? "," : "") + h[i];
    out += "\n";
    for (const RunTally& r : t.runs) {
        out += std::to_string(r.seed) + "," + run_end_name(r.end) + "," + std::to_string(r.depth) +
               "," + std::to_string(r.turns) + "," + std::to_string(r.level) + "," + r.killer +
               "," + std::to_string(r.damage_taken) + "," + r.hurt_most;
        for (const std::string& m : t.monsters) out += "," + std::to_string(count_of(r.kills, m));
        for (const std::string& i : t.items) out += "," + std::to_string(count_of(r.found, i));
        for (const std::string& i : t.items) out += "," + std::to_string(count_of(r.used, i));
        for (const std::string& i : t.items) out += "," + std::to_string(count_of(r.worn, i));
        for (const std::string& m : t.monsters)
            out += "," + std::to_string(count_of(r.damage_by, m));
        out += "," + std::to_string(count_of(r.damage_by, "other"));
        for (const std::string& v : t.vaults) {
            auto it = r.vaults.find(v);
            const VaultVisits none;
            const VaultVisits& visits = it == r.vaults.end() ? none : it->second;
            out += "," + std::to_string(visits.met) + "," + std::to_string(visits.entered) + "," +
                   std::to_string(visits.died_within_50) + "," + took_cell(visits.took);
        }
        out += "\n";
    }
    return out;
}

TableLoad parse_csv(const std::string& text, const std::string& file_name) {
    TableLoad load;
    std::istringstream in(text);
    std::string line;
    const auto fail = [&](int n, const std::string& why) {
        load.error = file_name + ":" + std::to_string(n) + ": " + why;
        return load;
    };
    LabTable t;
    int header_line = 1;
    for (;; ++header_line) {
        if (!std::getline(in, line)) return fail(header_line, "expected a lab CSV header");
        if (line.starts_with(kLabLine)) {
            std::optional<LabSlice> r = parse_lab_line(line.substr(kLabLine.size()));
            if (!r || t.lab)
                return fail(header_line,
                            "the lab line is '# lab: build=HASH seeds=F..L shard=I/N "
                            "max_depth=D max_turns=T', once");
            t.lab = std::move(r);
            continue;
        }
        if (!line.starts_with(kLayerLine)) break;
        const std::string rest = line.substr(kLayerLine.size());
        const std::size_t space = rest.find(' ');
        if (space == std::string::npos) return fail(header_line, "a content layer is 'HASH NAME'");
        t.layers.push_back({rest.substr(space + 1), "", rest.substr(0, space)});
    }
    const std::vector<std::string> h = split(line);
    for (std::size_t i = 0; i < h.size(); ++i) {
        if (i < kFixedCount && h[i] != kFixed[i])
            return fail(header_line,
                        "column " + std::to_string(i + 1) + " must be '" + kFixed[i] + "'");
        if (h[i].starts_with("kills.")) t.monsters.push_back(h[i].substr(6));
        if (h[i].starts_with("found.")) t.items.push_back(h[i].substr(6));
        if (h[i].starts_with(kVaultColumns[0]))
            t.vaults.push_back(h[i].substr(std::string_view(kVaultColumns[0]).size()));
    }
    if (header(t) != h)
        return fail(header_line, "the header is not a lab CSV header (seed,end,depth,...)");
    for (int n = header_line + 1; std::getline(in, line); ++n) {
        if (line.empty()) continue;
        const std::vector<std::string> c = split(line);
        if (c.size() != h.size())
            return fail(n, "expected " + std::to_string(h.size()) + " cells, found " +
                               std::to_string(c.size()));
        RunTally r;
        const auto end = parse_end(c[1]);
        if (!end) return fail(n, "unknown end '" + c[1] + "' (died, reached, turn_limit, won)");
        r.end = *end;
        r.killer = c[5];
        r.hurt_most = c[7];
        if (!parse_number(c[0], r.seed) || !parse_number(c[2], r.depth) ||
            !parse_number(c[3], r.turns) || !parse_number(c[4], r.level) ||
            !parse_number(c[6], r.damage_taken)) {
            return fail(n, "seed, depth, turns, level and damage_taken must be whole numbers");
        }
        std::size_t col = kFixedCount;
        std::map<std::string, int> other;
        if (!read_counts(c, col, t.monsters, r.kills) || !read_counts(c, col, t.items, r.found) ||
            !read_counts(c, col, t.items, r.used) || !read_counts(c, col, t.items, r.worn) ||
            !read_counts(c, col, t.monsters, r.damage_by) ||
            !read_counts(c, col, {"other"}, other)) {
            return fail(n, "counts must be whole numbers");
        }
        if (!read_vaults(c, col, t.vaults, r.vaults))
            return fail(n,
                        "a vault's counts must be whole numbers and what it took item:count "
                        "pairs joined by ';'");
        if (!other.empty()) r.damage_by["other"] = other["other"];
        t.runs.push_back(std::move(r));
    }
    load.table = std::move(t);
    return load;
}

TableLoad merge_tables(std::vector<LabTable> shards) {
    TableLoad load;
    if (shards.empty()) {
        load.error = "nothing to merge";
        return load;
    }
    LabTable out = shards.front();
    out.runs.clear();
    if (out.lab) {
        out.lab->shard = 0;
        out.lab->shard_count = 1;
    }
    for (const LabTable& s : shards) {
        if (s.monsters != out.monsters || s.items != out.items || s.vaults != out.vaults) {
            load.error = "the shards were run on content with different monsters, items or vaults";
            return load;
        }
        if (s.layers != out.layers) {
            load.error = "the shards were run on different content layers (" +
                         layers_difference(s.layers, out.layers) + ")";
            return load;
        }
        out.runs.insert(out.runs.end(), s.runs.begin(), s.runs.end());
    }
    // The same content: then the same lab, every shard once and whole.
    const std::size_t told = static_cast<std::size_t>(std::count_if(
        shards.begin(), shards.end(), [](const LabTable& s) { return s.lab.has_value(); }));
    if (told != 0 && told != shards.size()) {
        load.error =
            "some shards say which lab they are and some do not (written by an older "
            "cryptforge): run them again with one build";
        return load;
    }
    if (told != 0) {
        if (std::string why = shards_problem(shards); !why.empty()) {
            load.error = std::move(why);
            return load;
        }
    }
    std::sort(out.runs.begin(), out.runs.end(),
              [](const RunTally& a, const RunTally& b) { return a.seed < b.seed; });
    for (std::size_t i = 1; i < out.runs.size(); ++i) {
        if (out.runs[i].seed == out.runs[i - 1].seed) {
            load.error = "seed " + std::to_string(out.runs[i].seed) + " is in more than one shard";
            return load;
        }
    }
    load.table = std::move(out);
    return load;
}

}  // namespace cf
